import Foundation
import Testing

#if os(macOS) || os(Linux)
/// The tests' process starter (``ChildProcess``): what a child gets and how its end is reported, the same whichever
/// launcher starts it (`posix_spawn` here; Foundation's `Process` where glibc is older, and on macOS).
@Suite struct ChildProcessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test(arguments: ChildProcess.Launcher.allCases)
    func capturesOutputAndErrorApartAndReportsTheExitStatus(launcher: ChildProcess.Launcher) throws {
        let run = try ChildProcess.run(shell, ["-c", "echo out; echo err >&2; exit 3"], launcher: launcher)
        #expect(run.status == 3)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "out\n")
        #expect(String(decoding: run.standardError, as: UTF8.self) == "err\n")
    }

    /// Reading one pipe to its end while the child fills the other must not stall either of them.
    @Test(arguments: ChildProcess.Launcher.allCases)
    func aFullErrorPipeDoesNotStallTheOutput(launcher: ChildProcess.Launcher) throws {
        let run = try ChildProcess.run(shell, ["-c", "head -c 300000 /dev/zero >&2; echo done"], launcher: launcher)
        #expect(run.status == 0)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "done\n")
        #expect(run.standardError.count == 300_000)
    }

    @Test(arguments: ChildProcess.Launcher.allCases)
    func aSignalEndsItWith128PlusItsNumber(launcher: ChildProcess.Launcher) throws {
        let child = try ChildProcess(shell, ["-c", "echo ready; exec sleep 30"], launcher: launcher)
        _ = child.standardOutput.availableData  // "ready": the shell is about to become `sleep`
        child.send(SIGKILL)
        #expect(child.waitForExit() == 128 + SIGKILL)
        child.send(SIGKILL)  // after the wait: not sent (the identifier may be another process's by now)
    }

    @Test(arguments: ChildProcess.Launcher.allCases)
    func runsInTheGivenFolderWithAnEmptyStandardInput(launcher: ChildProcess.Launcher) throws {
        let folder = try TemporaryFile.folder().resolvingSymlinksInPath()
        let run = try ChildProcess.run(shell, ["-c", "pwd; cat; echo end"], in: folder, launcher: launcher)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == folder.path + "\nend\n")
    }

    #if os(Linux)
    /// A descriptor of the test process (a pipe here; a mock server's listening socket in other tests) is closed in the
    /// child, as Foundation's `Process` does, so the child never keeps it alive.
    @Test(arguments: ChildProcess.Launcher.allCases)
    func theChildInheritsNoOtherDescriptor(launcher: ChildProcess.Launcher) throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0)  // it would be inherited if nothing closed it
        let probe = "if [ -e /proc/$$/fd/\(descriptor) ]; then echo open; else echo closed; fi"
        let run = try ChildProcess.run(shell, ["-c", probe], launcher: launcher)
        #expect(String(decoding: run.standardOutput, as: UTF8.self) == "closed\n")
    }
    #endif
}
#endif
