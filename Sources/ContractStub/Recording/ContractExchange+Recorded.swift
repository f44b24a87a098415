import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ContractExchange {
    /// The exchange as a recording writes it: a refused request is written without the problem document the stub
    /// made up (`verify` then checks only the request), a stubbed failure with its error code.
    var recorded: RecordedExchange {
        RecordedExchange(
            exchange: TrafficExchange(request: request, response: isRefusal ? nil : response), operationId: operationId,
            errorCode: error?.errorCode, violations: diagnostics)
    }
}
