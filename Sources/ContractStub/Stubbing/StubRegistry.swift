@_spi(ContractStubSpecialized) import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything one ``ContractStub`` owns: validators and a synthesizer over its contract's shared engine, the
/// answers the test configured, and what happened (exchanges and violations). Only its own stub and the sessions that stub configured
/// hold a reference to it, so no other test can see or change it. Thread-safe.
final class StubRegistry: InterceptedStub {
    let contract: Contract
    let requestValidator: RequestValidator
    let responseValidator: ResponseValidator
    let synthesizer: ResponseSynthesizer
    /// This stub's protocol class, held for as long as the registry lives (see ``ProtocolClassSlots``).
    let lease: ProtocolClassLease
    /// The `HTTPURLResponse`s of this stub's answers, made once each.
    let responseHeads = ResponseHeads()
    /// Where answers come from.
    let mode: ContractStub.Mode
    /// The test's fixture, recorded to or replayed from; `nil` in `stub` and `live` modes.
    let fixture: ContractStub.Fixture?
    /// The inner session to the real server, in `live` and `record` modes.
    let forwarder: LiveForwarder?
    /// The fixture's recordings, in `replay` mode when the fixture could be read.
    let replayBook: ReplayBook?
    /// The secrets every recording of this stub redacts: ``LiveOptions/redactedHeaders`` and the contract's API keys.
    let redaction: HeaderRedaction
    private let state: Locked<State>
    /// The spec's answers and their findings (a failure to synthesize one is kept too).
    private let specAnswers = BoundedMemo<ResponseMemo.SynthesisKey, Result<CheckedAnswer, SynthesisError>>()
    /// The findings about answers the test changed.
    private let changedAnswerFindings = BoundedMemo<ResponseMemo.CheckKey, [Diagnostic]>()

    private struct State {
        var answers: [Contract.Operation.ID: AnswerQueue] = [:]
        var policy: ViolationPolicy = .problemDetails
        var expectsRequests = false
        var exchanges: [ContractExchange] = []
        var violations: [ContractViolation] = []
        var recorders: [TrafficRecorder] = []
        var pactRecorders: [PactRecorder] = []
    }

    /// A registry answering in `mode`; `fixture` is used in `record` and `replay` modes (started afresh in `record`
    /// mode), `live` in `live` and `record` modes. `problems` (such as a bad `CONTRACTSTUB_MODE`) are violations
    /// from the start.
    init(
        contract: Contract, options: RequestValidationOptions, mode: ContractStub.Mode = .stub, fixture: ContractStub.Fixture? = nil,
        live: LiveOptions = LiveOptions(), problems: [Diagnostic] = []
    ) {
        self.contract = contract
        requestValidator = RequestValidator(contract: contract, options: options)
        responseValidator = ResponseValidator(contract: contract)
        synthesizer = ResponseSynthesizer(contract: contract)
        self.mode = mode
        self.fixture = mode == .record || mode == .replay ? fixture : nil
        forwarder = mode.reachesNetwork ? LiveForwarder(options: live) : nil
        redaction = HeaderRedaction(live.redactedHeaders, apiKeysOf: contract)
        var state = State()
        state.violations = problems.map { ContractViolation(diagnostic: $0, exchangeIndex: nil, request: nil, source: .stub) }
        var replayBook: ReplayBook?
        if mode == .replay, let fixture {
            do {
                replayBook = try ReplayBook(fixture: fixture)
            } catch {
                state.violations.append(
                    ContractViolation(diagnostic: error.diagnostic, exchangeIndex: nil, request: nil, source: .recording))
            }
        }
        if mode == .record, let fixture {
            let recorder = TrafficRecorder.for(fixture.url)
            recorder.startAfresh()
            state.recorders.append(recorder)
        }
        self.replayBook = replayBook
        self.state = Locked(state)
        lease = ProtocolClassSlots.lease()
        ProtocolClassSlots.bind(lease, to: self)
    }

    var policy: ViolationPolicy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// Whether the test expects requests (``ContractStub/expectsRequests``).
    var expectsRequests: Bool {
        get { state.withLock { $0.expectsRequests } }
        set { state.withLock { $0.expectsRequests = newValue } }
    }

    var exchanges: [ContractExchange] { state.withLock { $0.exchanges } }

    var violations: [ContractViolation] { state.withLock { $0.violations } }

    /// Uses `answers` for every later request to `target`; an unknown target is recorded as a violation.
    func setAnswers(_ answers: [StubResponse], for target: StubTarget) {
        guard let operation = target.operation(in: contract) else {
            let known = contract.operations.compactMap(\.operationId).joined(separator: ", ")
            let diagnostic = Diagnostic(
                .error, code: .stubTargetUnknown,
                message: "cannot stub '\(target)': the contract has no such operation (operationIds: \(known))")
            state.withLock {
                $0.violations.append(ContractViolation(diagnostic: diagnostic, exchangeIndex: nil, request: nil, source: .stub))
            }
            return
        }
        state.withLock { $0.answers[operation.id] = AnswerQueue(answers) }
    }

    /// Also appends every later exchange to `recorder`.
    func addRecorder(_ recorder: TrafficRecorder) {
        state.withLock { state in
            if !state.recorders.contains(where: { $0 === recorder }) { state.recorders.append(recorder) }
        }
    }

    /// Also adds every later answered exchange to the pact `recorder` writes.
    func addPactRecorder(_ recorder: PactRecorder) {
        state.withLock { state in
            if !state.pactRecorders.contains(where: { $0 === recorder }) { state.pactRecorders.append(recorder) }
        }
    }

    /// The next configured answer for the operation `id`, or `nil` when the test configured none.
    func nextAnswer(for id: Contract.Operation.ID) -> StubResponse? {
        // Most stubs answer with the spec's default: no operation to look up.
        state.withLock { $0.answers.isEmpty ? nil : $0.answers[id]?.next() }
    }

    /// The spec's answer for `key` and its findings, computed once (see ``ResponseMemo``).
    func synthesized(
        _ key: ResponseMemo.SynthesisKey, _ answer: () throws(SynthesisError) -> CheckedAnswer
    ) throws(SynthesisError) -> CheckedAnswer {
        try specAnswers.value(for: key) { Result(catching: answer) }.get()
    }

    /// The findings of `check` for `key`, computed once (see ``ResponseMemo``).
    func checked(_ key: ResponseMemo.CheckKey, _ check: () -> [Diagnostic]) -> [Diagnostic] {
        changedAnswerFindings.value(for: key, make: check)
    }

    /// Records `diagnostic`, a problem of the stub's configuration rather than of any request.
    func report(_ diagnostic: Diagnostic) {
        state.withLock { $0.violations.append(ContractViolation(diagnostic: diagnostic, exchangeIndex: nil, request: nil, source: .stub)) }
    }

    /// Records `diagnostic` about `request`, which got no exchange (it could not be answered at all).
    func report(_ diagnostic: Diagnostic, about request: URLRequest) {
        let label = "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
        state.withLock {
            $0.violations.append(ContractViolation(diagnostic: diagnostic, exchangeIndex: nil, request: label, source: .stub))
        }
    }

    /// Stores `exchange` and its violations, then appends it to every recorder (sensitive headers redacted) and,
    /// when it was answered rather than refused, to every pact.
    func record(_ exchange: ContractExchange) {
        let violations = exchange.sourcedViolations
        // The request's label is only spelled out for violations: most exchanges have none.
        let request = violations.isEmpty ? "" : "\(exchange.request.method.uppercased()) \(exchange.request.url.absoluteString)"
        let (recorders, pactRecorders) = state.withLock { state in
            let index = state.exchanges.count
            state.exchanges.append(exchange)
            state.violations += violations.map {
                ContractViolation(diagnostic: $0.diagnostic, exchangeIndex: index, request: request, source: $0.source)
            }
            return (state.recorders, state.pactRecorders)
        }
        if !exchange.isRefusal, let response = exchange.response {
            for recorder in pactRecorders { recorder.append(TrafficExchange(request: exchange.request, response: response)) }
        }
        for recorder in recorders { recorder.append(exchange, redacting: redaction) }
    }
}
