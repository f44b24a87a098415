// ContractStubCurlOnDemand: libcurl's functions, bound the first time one is called rather than at process start.
//
// Nothing here is called by name: the `contractstub` executable links this target so that FoundationNetworking's calls
// into libcurl resolve to the forwarding functions of CurlOnDemand.c. See that file.
#ifndef CONTRACTSTUB_CURL_ON_DEMAND_H
#define CONTRACTSTUB_CURL_ON_DEMAND_H
#endif
