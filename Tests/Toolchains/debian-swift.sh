#!/bin/bash
# Builds (and tests) this package with the Swift of a Debian suite, in a Debian chroot, so the manifest's
# swift-tools-version (6.0) is proven on a 6.0 compiler and not only on the host's newer one.
#
#   Tests/Toolchains/debian-swift.sh SUITE MODE
#     SUITE  trixie (Debian's swiftlang 6.0.3: XCTest and Swift Testing) or sid (6.2.x at the time of writing)
#     MODE   prepare (only make the chroot), build (`swift build`), build-tests (`swift build --build-tests`) or test
#            (`swift build`, then `swift test`)
#
# Needs root (debootstrap, chroot, mount) and reaches only Debian's package mirror. The chroot is made with
# `debootstrap --variant=minbase` under .build-chroots/SUITE (git-ignored; CHROOT_DIR overrides), swiftlang is
# installed inside it with --no-install-recommends, and the result is kept: a later run finds the stamp file and reuses
# it (`rm -rf .build-chroots/SUITE` starts over; a half-made chroot without the stamp is made anew). Nothing is
# installed into the host's root but debootstrap itself, when it is missing.
#
# The checkout is bind-mounted read-only at /w/ContractStub and ../shared (when present) read-only at /w/shared, so
# the corpus tests find their corpus as they do on the host. Swift builds into /scratch inside the chroot, never into
# the checkout's .build/. All mounts are made inside a private mount namespace (unshare), so they vanish with the
# process whatever happens; the trap unmounts them in order as well.
#
# Environment: MIRROR (default http://deb.debian.org/debian), CHROOT_DIR, SHARED_DIR (default ../shared),
# SWIFT_TEST_ARGS (extra arguments for `swift test`, e.g. "--filter HAR"), SWIFT_BUILD_ARGS (what build-tests builds
# instead of --build-tests, e.g. "--target ContractStubCLITests").
set -euo pipefail

# Everything is in main, read whole before it runs (editing this file mid-run cannot derail a run).
main() {

suite=${1:?usage: $0 trixie|sid prepare|build|build-tests|test}
mode=${2:?usage: $0 trixie|sid prepare|build|build-tests|test}
case "$mode" in prepare | build | build-tests | test) ;; *) echo "unknown mode: $mode" >&2; exit 2 ;; esac

repo=$(cd "$(dirname "$0")/../.." && pwd)
mirror=${MIRROR:-http://deb.debian.org/debian}
root=${CHROOT_DIR:-$repo/.build-chroots/$suite}
shared=${SHARED_DIR:-$repo/../shared}
stamp=$root/.contractstub-chroot-ready

started=$(date +%s)
phase_start=$started
phase() { # phase NAME: prints how long the previous phase took, then starts NAME
    local now
    now=$(date +%s)
    echo "toolchain[$suite]: $1 (+$((now - phase_start))s, total $((now - started))s)"
    phase_start=$now
}

if [ "$(id -u)" -ne 0 ]; then
    echo "toolchain[$suite]: needs root (debootstrap, chroot and mount)" >&2
    exit 1
fi

# The whole run happens in a private mount namespace: re-exec under unshare once.
if [ -z "${CONTRACTSTUB_IN_NAMESPACE:-}" ]; then
    export CONTRACTSTUB_IN_NAMESPACE=1
    exec unshare --mount --propagation private -- bash "$0" "$@"
fi

mounts=()
cleanup() {
    local i
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null || true
    done
    mounts=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mount_at() { # mount_at TARGET MOUNT-ARGS...: mounts and remembers TARGET for cleanup
    local target=$1
    shift
    mkdir -p "$target"
    mount "$@" "$target"
    mounts+=("$target")
}

mount_system() {
    mount_at "$root/proc" -t proc proc
    mount_at "$root/sys" -t sysfs sysfs
    mount_at "$root/dev" --bind /dev
    mount_at "$root/dev/pts" --bind /dev/pts
    mount_at "$root/tmp" -t tmpfs -o mode=1777 tmpfs
}

# SWIFT_BACKTRACE=symbolicate=fast: a crash's backtrace names functions without reading line tables. 6.0.3's full
# symbolication of the 70 MB test bundle ran for 10 minutes and 33 GB before it was killed (session 13).
in_chroot() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive CI="${CI:-}" SWIFT_BACKTRACE=symbolicate=fast "$@"
}

if [ -f "$stamp" ]; then
    phase "reusing the chroot at $root ($(cat "$stamp"))"
else
    if ! command -v debootstrap >/dev/null; then
        phase "installing debootstrap on the host"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
    fi
    phase "debootstrap --variant=minbase $suite into $root"
    rm -rf --one-file-system "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1 ||
        { tail -30 "$root.debootstrap.log" >&2; exit 1; }
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    phase "apt-get install swiftlang in the chroot"
    mount_system
    # libc6-dev is only recommended by gcc, and swift needs the C headers and startup files to link.
    # A mirror snapshot may serve a Release file past its Valid-Until date (sid's lasts a week): accept it.
    echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99contractstub"
    in_chroot sh -c '{ apt-get update -qq && apt-get install -y -qq --no-install-recommends swiftlang libc6-dev; } \
        >/var/log/contractstub-apt.log 2>&1 || { tail -30 /var/log/contractstub-apt.log; exit 1; }; apt-get clean'
    # (swift finds its libraries through $ORIGIN, which needs /proc: ask before unmounting.)
    version=$(in_chroot swift --version 2>&1 | head -1)
    cleanup
    echo "$version" >"$stamp"
    phase "chroot ready: $(cat "$stamp")"
fi

if [ "$mode" = prepare ]; then
    exit 0
fi

mount_system
mount_at "$root/w/ContractStub" --bind "$repo"
mount -o remount,bind,ro "$root/w/ContractStub"
if [ -d "$shared" ]; then
    mount_at "$root/w/shared" --bind "$(cd "$shared" && pwd)"
    mount -o remount,bind,ro "$root/w/shared"
else
    echo "toolchain[$suite]: no $shared; the corpus tests will skip with a note"
fi

swift_in_chroot() {
    in_chroot sh -c 'cd /w/ContractStub && exec swift "$@" --scratch-path /scratch' swift "$@"
}

in_chroot swift --version 2>&1 | head -1
phase "swift build"
status=0
swift_in_chroot build || status=$?
if [ $status -ne 0 ]; then
    phase "done: swift build on $suite failed ($status)"
    exit $status
fi
case "$mode" in
build-tests)
    phase "swift build ${SWIFT_BUILD_ARGS:---build-tests}"
    # shellcheck disable=SC2086 # SWIFT_BUILD_ARGS is a list of words
    swift_in_chroot build ${SWIFT_BUILD_ARGS:---build-tests} || status=$?
    ;;
test)
    phase "swift test"
    # shellcheck disable=SC2086 # SWIFT_TEST_ARGS is a list of words
    swift_in_chroot test ${SWIFT_TEST_ARGS:-} || status=$?
    ;;
esac
phase "done: $mode on $suite exited $status"
exit $status
}

main "$@"
