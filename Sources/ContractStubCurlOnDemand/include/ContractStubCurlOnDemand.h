// ContractStubCurlOnDemand: libcurl's functions, bound the first time one is called rather than at process start.
//
// The `contractstub` executable links this target so that FoundationNetworking's calls into libcurl resolve to the
// forwarding functions of CurlOnDemand.c (see that file); those are not called by name. What is:
#ifndef CONTRACTSTUB_CURL_ON_DEMAND_H
#define CONTRACTSTUB_CURL_ON_DEMAND_H

/// NULL when URLSession can reach libcurl: it opened (on glibc Linux, where it is opened on demand), or it needs no
/// opening (elsewhere). Otherwise why it could not be opened: the dynamic loader's message. Opens it on the first call.
const char *_Nullable ContractStubCurlLoadFailure(void);

#endif
