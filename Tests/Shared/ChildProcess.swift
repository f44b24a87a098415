import Foundation

#if canImport(Glibc)
import Glibc
#endif

#if os(macOS) || os(Linux)
/// A process the tests and benchmarks start (the built `contractstub`, curl, Chromium), its standard output and error
/// read through pipes and its standard input empty.
///
/// On Linux it is started with `posix_spawn`, not Foundation's `Process`: swift-corelibs-foundation's `Process.run()`
/// lists `/proc/self/fd` copying whole `dirent` records, which reads past the end of glibc's directory buffer when a
/// record ends at a page boundary: an intermittent SIGSEGV (swift-corelibs-foundation#5472, fixed after Swift 6.3.1),
/// which this suite met on Swift 6.0.3. The child closes every descriptor above standard error, as `Process` makes it
/// do, so a mock server's listening socket or another child's pipe never outlives its owner in a child. That needs
/// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`; with an older glibc (Ubuntu 20.04's 2.31), and on macOS,
/// whose Foundation has no such defect, Foundation's `Process` starts it.
///
/// ```swift
/// let run = try ChildProcess.run(curl, ["-s", url.absoluteString])
/// run.status            // 0
/// run.standardOutput    // the body
/// ```
final class ChildProcess: @unchecked Sendable {
    /// What a finished run printed and how it ended.
    struct Outcome: Sendable {
        /// The exit status, or 128 plus the signal's number when a signal ended it (as a shell reports it).
        let status: Int32
        /// Everything written to standard output.
        let standardOutput: Data
        /// Everything written to standard error (empty when it was discarded).
        let standardError: Data
    }

    /// The child's process identifier.
    let processIdentifier: Int32
    /// The read end of the child's standard output.
    let standardOutput: FileHandle
    /// The read end of the child's standard error; `nil` when it goes to `/dev/null`.
    let standardError: FileHandle?
    private let ended = NSLock()
    private var status: Int32?
    /// The `Process` that started the child, when `posix_spawn` did not.
    private let process: Process?

    /// What starts a child.
    enum Launcher: CaseIterable, Sendable {
        /// `posix_spawn` where glibc has what it needs (Linux, glibc 2.34 and later), else Foundation's `Process`.
        case preferred
        /// Foundation's `Process`, always: what `preferred` falls back to, chosen by tests so that path runs here too.
        case foundation
    }

    /// Starts `executable` with `arguments` in `directory` (else the current one), with this process's environment;
    /// `capturingStandardError: false` sends its standard error to `/dev/null`.
    init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, capturingStandardError: Bool = true,
        launcher: Launcher = .preferred
    ) throws {
        let output = Pipe()
        let error = capturingStandardError ? Pipe() : nil
        #if os(Linux)
        if launcher == .preferred, let spawn = SpawnActions.available {
            processIdentifier = try spawn.start(executable, arguments, in: directory, output: output, error: error)
            process = nil
            // The parent keeps only the read ends, so each read sees the end of the file when the child exits
            // (`Process` closes them itself).
            try output.fileHandleForWriting.close()
            try error?.fileHandleForWriting.close()
            standardOutput = output.fileHandleForReading
            standardError = error?.fileHandleForReading
            return
        }
        #endif
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error ?? FileHandle.nullDevice
        try process.run()
        self.process = process
        processIdentifier = process.processIdentifier
        standardOutput = output.fileHandleForReading
        standardError = error?.fileHandleForReading
    }

    /// Runs `executable` to its end, reading its standard output and error side by side (so neither pipe can fill up
    /// and stall it).
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, launcher: Launcher = .preferred
    ) throws -> Outcome {
        let child = try ChildProcess(executable, arguments, in: directory, launcher: launcher)
        let errorRead = DispatchSemaphore(value: 0)
        let error = ReadToEnd()
        Thread {
            error.data = child.standardError?.readDataToEndOfFile() ?? Data()
            errorRead.signal()
        }.start()
        let output = child.standardOutput.readDataToEndOfFile()
        errorRead.wait()
        return Outcome(status: child.waitForExit(), standardOutput: output, standardError: error.data)
    }

    /// Sends `signal` to the child, unless it has already been waited for (its identifier may then be another's).
    func send(_ signal: Int32) {
        ended.lock()
        defer { ended.unlock() }
        if status == nil { kill(processIdentifier, signal) }
    }

    /// Waits for the child to end and returns its status (see ``Outcome/status``).
    func waitForExit() -> Int32 {
        let ending: Int32
        if let process {
            process.waitUntilExit()
            ending = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        } else {
            var raw: Int32 = 0
            while waitpid(processIdentifier, &raw, 0) == -1 && errno == EINTR {}
            // <sys/wait.h>'s macros: the low 7 bits are the signal that ended it (0: it exited), the next 8 the code.
            let signal = raw & 0x7f
            ending = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        }
        ended.lock()
        defer { ended.unlock() }
        status = ending
        return ending
    }

    #if os(Linux)
    /// glibc's extensions of `posix_spawn` file actions that this needs (`addclosefrom_np`, glibc 2.34;
    /// `addchdir_np`, 2.29), looked up by name because Swift's Glibc module does not declare them.
    private struct SpawnActions {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

        let closeFrom: CloseFrom
        let changeDirectory: ChangeDirectory

        /// Both functions, or `nil` when this glibc lacks one.
        static let available: SpawnActions? = {
            guard let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"),
                let changeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
            else { return nil }
            return SpawnActions(
                closeFrom: unsafeBitCast(closeFrom, to: CloseFrom.self),
                changeDirectory: unsafeBitCast(changeDirectory, to: ChangeDirectory.self))
        }()

        /// Starts the child: standard input from `/dev/null`, standard output (and error) into the pipes' write
        /// ends, every other descriptor closed, then the working directory changed.
        func start(_ executable: URL, _ arguments: [String], in directory: URL?, output: Pipe, error: Pipe?) throws -> Int32 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output.fileHandleForWriting.fileDescriptor, 1)
            if let error {
                posix_spawn_file_actions_adddup2(&actions, error.fileHandleForWriting.fileDescriptor, 2)
            } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            _ = closeFrom(&actions, 3)
            if let directory { _ = directory.path.withCString { changeDirectory(&actions, $0) } }

            let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
            let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for string in argv + envp { free(string) } }
            var pid: pid_t = 0
            let failure = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
            guard failure == 0 else {
                throw SpawnFailure(message: "posix_spawn \(executable.path): \(String(cString: strerror(failure)))")
            }
            return pid
        }
    }

    /// Why a child could not be started.
    struct SpawnFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
    #endif
}

/// What the standard error reader thread read, handed over before it signals.
private final class ReadToEnd: @unchecked Sendable {
    var data = Data()
}
#endif
