import ArgumentParser
import Foundation

/// How much a command says and whether it colours it: `--quiet`, `--verbose` and `--no-color`,
/// with the `NO_COLOR` convention (no-color.org) and a dumb terminal honoured too.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors and the results asked for: no progress and no summary lines.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print each file written.")
    var verbose = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also when NO_COLOR is set).")
    var noColor = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("use --quiet or --verbose, not both") }
    }

    /// Whether standard output is a terminal that may be coloured.
    var colorsStandardOutput: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !noColor && isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
    }

    /// A progress line for `total` steps, shown only on a terminal and never with `--quiet`.
    func progress(total: Int) -> ProgressLine {
        ProgressLine(total: total, isShown: !quiet)
    }

    /// Prints a summary line unless `--quiet`.
    func summary(_ line: String) throws {
        if !quiet { try StandardOutput.line(line) }
    }

    /// Prints the path of a written file with `--verbose`.
    func wrote(_ path: String) throws {
        if verbose { try StandardOutput.line("wrote \(path)") }
    }
}
