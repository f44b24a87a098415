#!/bin/bash
# inlining_check.sh [BUILD_DIR]: the cross-module fast paths are really inlined in the release build.
#
# The byte cursor of ContractStubSyntax (ByteSlice, UnmanagedBuffer, InstanceReader's nextByte/input/withBytes, the
# pointer reads of CheckedReads.swift) is read in the hot loops of other modules (the validating scan, the formats, the
# member tables). Those reads must be inlined there; an `@inlinable package` body is not (the optimizer of another
# module does not see it), which once made the response scan 3× slower with every test still green. So: the release
# objects of every module other than ContractStubSyntax must not call these symbols, nor the generic `Collection`
# dispatch thunks an unspecialized `for byte in slice` goes through (in ContractStubSchema, whose only generic
# collection code is over bytes; Core's own generic containers use those thunks legitimately).
#
# The same goes for the generic helpers the runtime calls on every stubbed request, `Locked.withLock` and
# `BoundedMemo.value(for:make:)`: as `package` generics they were not specialized in ContractStub, whose every lock and
# memo lookup then ran generic code that asked the runtime for type metadata on each call (SPI `@inlinable` since
# session 32). The runtime's objects (and the mock server's, when built) must not call the generic versions.
#
# It reads `nm` of BUILD_DIR (default .build/release) after `swift build -c release`; exits 1 naming each call found.
set -euo pipefail
build="${1:-.build/release}"
[ -d "$build/ContractStubSchema.build" ] || { echo "inlining-check: no release build in $build (run swift build -c release first)"; exit 2; }
# Mangled prefixes: ByteSlice, UnmanagedBuffer, InstanceReader.{nextByte,input,withBytes,reading}, UnsafePointer<UInt8>.{byte,word}(at:before:),
# (functions only: a type's metadata, `…Mn`/`…N`, may be referenced), and the dispatch thunks of
# Collection.{startIndex,endIndex,distance(from:to:)}.
cursor='^\$s18ContractStubSyntax9ByteSliceV.*[^N]$|^\$s18ContractStubSyntax15UnmanagedBufferVy.*ic(ig|ir)$|^\$s18ContractStubSyntax14InstanceReaderV(8nextByte|5input|9withBytes|7reading)|^\$sSP18ContractStubSyntaxs5UInt8VRszlE(4byte|4word)'
thunks='^\$sSl(10startIndex|8endIndex|8distance4from2to).*Tj$'
status=0
checked=0
for module in ContractStubSchema ContractStubCore ContractStub; do
    forbidden="$cursor"
    [ "$module" = ContractStubSchema ] && forbidden="$cursor|$thunks"
    for object in "$build/$module.build"/*.o; do
        checked=$((checked + 1))
        calls=$(nm --undefined-only "$object" | awk '{print $2}' | grep -vE 'Mn$' | grep -E "$forbidden" || true)
        if [ -n "$calls" ]; then
            status=1
            echo "inlining-check: $(basename "$object") ($module) calls, instead of inlining:"
            echo "$calls" | sed 's/^/    /'
        fi
    done
done
# Mangled prefixes: Locked.withLock (both overloads) and BoundedMemo.value(for:make:), the generic definitions.
helpers='^\$s18ContractStubSyntax6LockedC(AAytRszlE)?8withLock|^\$s16ContractStubCore11BoundedMemoC5value3for4make'
for module in ContractStub ContractStubServer; do
    [ -d "$build/$module.build" ] || continue
    for object in "$build/$module.build"/*.o; do
        checked=$((checked + 1))
        calls=$(nm --undefined-only "$object" | awk '{print $2}' | grep -E "$helpers" || true)
        if [ -n "$calls" ]; then
            status=1
            echo "inlining-check: $(basename "$object") ($module) calls the generic lock or memo helper, unspecialized:"
            echo "$calls" | sed 's/^/    /'
        fi
    done
done
[ "$status" -eq 0 ] && echo "inlining-check: ok ($checked release objects: Schema, Core and the runtime inline the byte cursor; the runtime specializes its locks and memos)"
exit "$status"
