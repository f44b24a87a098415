// libcurl's functions, bound the first time one is called rather than at every start of `contractstub`.
//
// Why. On Linux, URLSession lives in FoundationNetworking, which calls libcurl. The executable links FoundationNetworking
// for one feature (`mock --upstream` forwards through URLSession), and so every start of `contractstub` used to load
// libcurl and the 30 libraries it needs (TLS, Kerberos, LDAP, ...), relocate them and run their initialisers: about
// 4 ms of the 7 ms `contractstub --help` took, before any command ran.
//
// How. This file defines the libcurl functions FoundationNetworking calls. The executable's own definitions are the
// ones its static FoundationNetworking binds to. The Makefile's release build (RELEASE) also compiles every module with
// `-disable-autolink-library curl`, so nothing asks the linker for libcurl and the executable does not need it at
// start. The first call of any of these functions opens libcurl with `dlopen` and forwards the call; later calls
// forward through the address found then.
//
// What stays exact. Each function forwards its arguments unchanged to libcurl's function of the same name, declared
// with the same parameter types (pointers, `int` for libcurl's enumerations and sockets, `long`, `unsigned int`).
// The three variadic ones (`curl_easy_setopt`, `curl_easy_getinfo`, `curl_multi_setopt`) take one argument after the
// option, which libcurl documents as a `long`, a pointer or a `curl_off_t`: on the 64-bit Linux ABIs (x86-64, AArch64)
// all three are passed alike in one general-purpose register, so it is read as a pointer and passed on as one.
//
// Where it does not apply.
// - Builds without RELEASE's flags load libcurl at start as before. Where FoundationNetworking is a shared library
//   (`swift build`, `swift run`, `swift test`) it calls libcurl directly and these definitions go unused; where it is
//   linked statically (`--static-swift-stdlib` alone) its calls still come here and reach the same, loaded, library.
// - A libcurl function a later FoundationNetworking calls that this file does not define makes RELEASE's link fail,
//   naming it; `Tests/Layering/curl_on_demand_check.sh` (run by `make bench`) checks the built executable needs no
//   libcurl at start and still forwards through it.
// - Where libcurl cannot be opened, `mock --upstream` says so at start and exits 2 (it asks
//   ContractStubCurlLoadFailure); any other first call prints why to standard error and aborts, as the dynamic loader
//   would have at start. Every command that does not forward upstream runs without libcurl installed.
// - Other platforms (Apple's URLSession has no libcurl; musl builds link libcurl statically) compile only
//   ContractStubCurlLoadFailure, which answers NULL there.
#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc
#endif
#if defined(__linux__) && defined(__GLIBC__) && defined(__LP64__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/// The libcurl opened on the first call.
static void *curlLibrary;
static pthread_once_t curlLibraryOnce = PTHREAD_ONCE_INIT;

/// Why libcurl could not be opened: dlerror's text for its first name, kept when no name opened.
static char curlLibraryFailure[512];

/// Opens libcurl under the names Debian, Ubuntu, Fedora and Arch give its ABI 4 (OpenSSL or GnuTLS builds alike).
static void openCurlLibrary(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    for (unsigned index = 0; index < sizeof names / sizeof names[0] && curlLibrary == NULL; index++) {
        curlLibrary = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        const char *reason = curlLibrary == NULL ? dlerror() : NULL;
        if (index == 0 && reason != NULL) snprintf(curlLibraryFailure, sizeof curlLibraryFailure, "%s", reason);
    }
}

const char *ContractStubCurlLoadFailure(void) {
    pthread_once(&curlLibraryOnce, openCurlLibrary);
    return curlLibrary == NULL ? (curlLibraryFailure[0] ? curlLibraryFailure : "libcurl.so.4 not found") : NULL;
}

/// libcurl's function `name`; aborts with the reason when libcurl or the function cannot be found (callers that can
/// report it better ask ContractStubCurlLoadFailure first: `mock --upstream` does, at start).
static void *curlFunction(const char *name) {
    const char *failure = ContractStubCurlLoadFailure();
    if (failure != NULL) {
        fprintf(stderr, "contractstub: cannot load libcurl (libcurl.so.4), which forwarding over HTTP needs: %s\n", failure);
        abort();
    }
    void *function = dlsym(curlLibrary, name);
    if (function == NULL) {
        const char *reason = dlerror();
        fprintf(stderr, "contractstub: libcurl has no function %s: %s\n", name, reason ? reason : "not found");
        abort();
    }
    return function;
}

/// The address of libcurl's `name`, of function type `Type`: looked up on the first call, then read from a cache.
#define CURL_FUNCTION(Type, name)                                                  \
    static void *cached_##name;                                                    \
    void *address_##name = __atomic_load_n(&cached_##name, __ATOMIC_ACQUIRE);       \
    if (address_##name == NULL) {                                                  \
        address_##name = curlFunction(#name);                                      \
        __atomic_store_n(&cached_##name, address_##name, __ATOMIC_RELEASE);         \
    }                                                                              \
    __typeof__(Type) name##_in_libcurl = (__typeof__(Type))address_##name

/// The one argument after a variadic function's option, read as the register it arrives in (see the top of the file).
#define VARIADIC_ARGUMENT(last) \
    va_list arguments;          \
    va_start(arguments, last);  \
    void *argument = va_arg(arguments, void *); \
    va_end(arguments)

int curl_global_init(long flags) {
    CURL_FUNCTION(int (*)(long), curl_global_init);
    return curl_global_init_in_libcurl(flags);
}

char *curl_version(void) {
    CURL_FUNCTION(char *(*)(void), curl_version);
    return curl_version_in_libcurl();
}

void *curl_version_info(int age) {
    CURL_FUNCTION(void *(*)(int), curl_version_info);
    return curl_version_info_in_libcurl(age);
}

void curl_free(void *pointer) {
    CURL_FUNCTION(void (*)(void *), curl_free);
    curl_free_in_libcurl(pointer);
}

void *curl_slist_append(void *list, const char *string) {
    CURL_FUNCTION(void *(*)(void *, const char *), curl_slist_append);
    return curl_slist_append_in_libcurl(list, string);
}

void curl_slist_free_all(void *list) {
    CURL_FUNCTION(void (*)(void *), curl_slist_free_all);
    curl_slist_free_all_in_libcurl(list);
}

void *curl_easy_init(void) {
    CURL_FUNCTION(void *(*)(void), curl_easy_init);
    return curl_easy_init_in_libcurl();
}

void curl_easy_cleanup(void *handle) {
    CURL_FUNCTION(void (*)(void *), curl_easy_cleanup);
    curl_easy_cleanup_in_libcurl(handle);
}

int curl_easy_setopt(void *handle, int option, ...) {
    VARIADIC_ARGUMENT(option);
    CURL_FUNCTION(int (*)(void *, int, ...), curl_easy_setopt);
    return curl_easy_setopt_in_libcurl(handle, option, argument);
}

int curl_easy_getinfo(void *handle, int info, ...) {
    VARIADIC_ARGUMENT(info);
    CURL_FUNCTION(int (*)(void *, int, ...), curl_easy_getinfo);
    return curl_easy_getinfo_in_libcurl(handle, info, argument);
}

int curl_easy_pause(void *handle, int bitmask) {
    CURL_FUNCTION(int (*)(void *, int), curl_easy_pause);
    return curl_easy_pause_in_libcurl(handle, bitmask);
}

const char *curl_easy_strerror(int code) {
    CURL_FUNCTION(const char *(*)(int), curl_easy_strerror);
    return curl_easy_strerror_in_libcurl(code);
}

void *curl_multi_init(void) {
    CURL_FUNCTION(void *(*)(void), curl_multi_init);
    return curl_multi_init_in_libcurl();
}

int curl_multi_cleanup(void *multi) {
    CURL_FUNCTION(int (*)(void *), curl_multi_cleanup);
    return curl_multi_cleanup_in_libcurl(multi);
}

int curl_multi_setopt(void *multi, int option, ...) {
    VARIADIC_ARGUMENT(option);
    CURL_FUNCTION(int (*)(void *, int, ...), curl_multi_setopt);
    return curl_multi_setopt_in_libcurl(multi, option, argument);
}

int curl_multi_add_handle(void *multi, void *handle) {
    CURL_FUNCTION(int (*)(void *, void *), curl_multi_add_handle);
    return curl_multi_add_handle_in_libcurl(multi, handle);
}

int curl_multi_remove_handle(void *multi, void *handle) {
    CURL_FUNCTION(int (*)(void *, void *), curl_multi_remove_handle);
    return curl_multi_remove_handle_in_libcurl(multi, handle);
}

int curl_multi_assign(void *multi, int socket, void *pointer) {
    CURL_FUNCTION(int (*)(void *, int, void *), curl_multi_assign);
    return curl_multi_assign_in_libcurl(multi, socket, pointer);
}

void *curl_multi_info_read(void *multi, int *messagesInQueue) {
    CURL_FUNCTION(void *(*)(void *, int *), curl_multi_info_read);
    return curl_multi_info_read_in_libcurl(multi, messagesInQueue);
}

int curl_multi_socket_action(void *multi, int socket, int events, int *runningHandles) {
    CURL_FUNCTION(int (*)(void *, int, int, int *), curl_multi_socket_action);
    return curl_multi_socket_action_in_libcurl(multi, socket, events, runningHandles);
}

void *curl_url(void) {
    CURL_FUNCTION(void *(*)(void), curl_url);
    return curl_url_in_libcurl();
}

int curl_url_get(void *url, int part, char **value, unsigned int flags) {
    CURL_FUNCTION(int (*)(void *, int, char **, unsigned int), curl_url_get);
    return curl_url_get_in_libcurl(url, part, value, flags);
}

int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
    CURL_FUNCTION(int (*)(void *, int, const char *, unsigned int), curl_url_set);
    return curl_url_set_in_libcurl(url, part, value, flags);
}

#else

#include <stddef.h>

const char *ContractStubCurlLoadFailure(void) {
    return NULL;  // nothing is opened on demand here: libcurl, where URLSession uses it, is linked as usual
}

#endif
