import Foundation

/// Runs a device tool (adb, xcrun, a screenshot program) to completion or to a deadline,
/// whichever comes first, keeping all it prints. A device that stops answering must not
/// hang the session: the tester is told and can go on.
///
/// Spawned and waited for here rather than with Foundation's `Process`, which on Linux learns
/// that a child ended only when every process holding a descriptor it gave the child has
/// closed it — and `adb devices` leaves its server running with one, so `Process` never hears
/// that adb finished.
package struct TimedProgram {
    /// The exit status; 128 + N when a signal N ended it, as a shell says.
    package let status: Int32
    /// Standard output as bytes: `adb exec-out screencap -p` prints the PNG there.
    package let output: Data
    package let errors: String

    package enum Failure: Error, Equatable {
        case couldNotStart(String)
        case timedOut
    }

    /// What a reader thread and the caller share: the bytes so far and whether they ended.
    private final class Collected: @unchecked Sendable {
        package let condition = NSCondition()
        package var bytes: [UInt8] = []
        package var ended = false
    }

    package static func run(_ executable: String, _ arguments: [String], environment: [String: String], until deadline: Date) -> Result<
        TimedProgram, Failure
    > {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failure(.couldNotStart(String(cString: strerror(errno)))) }
        guard pipe(&errors) == 0 else {
            let why = String(cString: strerror(errno))
            close(output[0])
            close(output[1])
            return .failure(.couldNotStart(why))
        }
        // No other program this process starts may inherit them: a copy of a write end held
        // elsewhere would keep the reader from ever seeing the end.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let spawned = spawn(executable, arguments, environment: environment, output: output[1], errors: errors[1])
        close(output[1])
        close(errors[1])
        guard case .success(let pid) = spawned else {
            close(output[0])
            close(errors[0])
            if case .failure(let failure) = spawned { return .failure(failure) }
            return .failure(.couldNotStart("unknown"))
        }
        // Read while it runs: a screenshot is megabytes, far more than a pipe holds, so
        // waiting for the exit first would leave the tool blocked on a full pipe.
        let out = read(output[0])
        let err = read(errors[0])
        var raw: Int32 = 0
        while true {
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if Date() >= deadline {
                // SIGKILL, to its whole process group: a tool waiting on a device may not act
                // on a polite signal, and a script's own children must not outlive it.
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
                return .failure(.timedOut)
            }
            usleep(10_000)
        }
        let signal = raw & 0x7F
        let status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        // A child the tool left running may still hold the pipes: what came before the
        // deadline is what the tool said.
        return .success(
            TimedProgram(
                status: status, output: Data(drained(out, until: deadline)), errors: String(decoding: drained(err, until: deadline), as: UTF8.self)))
    }

    /// Starts the program in a process group of its own (so a time-out can stop all of it),
    /// with standard input empty and the signals this process ignores back to their defaults.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], output: Int32, errors: Int32
    ) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        // Nothing else of ours: a descriptor the tool inherited, its server (adb's) would hold
        // open for good — the ledger, or the one by which whoever started stepwise learns that
        // it ended.
        #if canImport(Darwin)
            let closeTheRest = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            // Glibc's closefrom action is not visible to Swift: mark them close-on-exec instead.
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? Array(3..<1024)
            for descriptor in open where descriptor > 2 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            let closeTheRest: Int32 = 0
        #endif
        // The session ignores Ctrl-C, hang-ups and SIGPIPE while it records; ignored signals
        // are inherited, and a tool should not inherit that.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGHUP, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | closeTheRest))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { return .failure(.couldNotStart(String(cString: strerror(code)))) }
        return .success(pid)
    }

    private static func read(_ descriptor: Int32) -> Collected {
        let collected = Collected()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                collected.condition.lock()
                if count > 0 { collected.bytes.append(contentsOf: buffer[0..<count]) } else { collected.ended = true }
                collected.condition.broadcast()
                collected.condition.unlock()
                if count <= 0 {
                    close(descriptor)
                    return
                }
            }
        }
        thread.start()
        return collected
    }

    private static func drained(_ collected: Collected, until deadline: Date) -> [UInt8] {
        collected.condition.lock()
        defer { collected.condition.unlock() }
        while !collected.ended, collected.condition.wait(until: deadline) {}
        return collected.bytes
    }
}
