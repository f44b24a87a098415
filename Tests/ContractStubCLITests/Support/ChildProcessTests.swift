import Foundation
import Testing

#if os(macOS) || os(Linux)
/// The tests' process starter (``ChildProcess``): what a child gets and how its end is reported.
@Suite struct ChildProcessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func capturesOutputAndErrorApartAndReportsTheExitStatus() throws {
        let run = try ChildProcess.run(shell, ["-c", "echo out; echo err >&2; exit 3"])
        #expect(run.status == 3)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "out\n")
        #expect(String(decoding: run.standardError, as: UTF8.self) == "err\n")
    }

    /// Reading one pipe to its end while the child fills the other must not stall either of them.
    @Test func aFullErrorPipeDoesNotStallTheOutput() throws {
        let run = try ChildProcess.run(shell, ["-c", "head -c 300000 /dev/zero >&2; echo done"])
        #expect(run.status == 0)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "done\n")
        #expect(run.standardError.count == 300_000)
    }

    @Test func aSignalEndsItWith128PlusItsNumber() throws {
        let child = try ChildProcess(shell, ["-c", "echo ready; exec sleep 30"])
        _ = child.standardOutput.availableData  // "ready": the shell is about to become `sleep`
        child.send(SIGKILL)
        #expect(child.waitForExit() == 128 + SIGKILL)
        child.send(SIGKILL)  // after the wait: not sent (the identifier may be another process's by now)
    }

    @Test func runsInTheGivenFolderWithAnEmptyStandardInput() throws {
        let folder = try TemporaryFile.folder().resolvingSymlinksInPath()
        let run = try ChildProcess.run(shell, ["-c", "pwd; cat; echo end"], in: folder)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == folder.path + "\nend\n")
    }

    #if os(Linux)
    /// A descriptor of the test process (a pipe here; a mock server's listening socket in other tests) is closed in the
    /// child, as Foundation's `Process` does, so the child never keeps it alive.
    @Test func theChildInheritsNoOtherDescriptor() throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0)  // it would be inherited if nothing closed it
        let run = try ChildProcess.run(shell, ["-c", "if [ -e /proc/$$/fd/\(descriptor) ]; then echo open; else echo closed; fi"])
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "closed\n")
    }
    #endif
}
#endif
