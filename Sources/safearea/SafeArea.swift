import ArgumentParser
import Foundation
import SafeAreaSupport

/// `safearea`: tests iOS layouts against real device geometry, without a simulator.
///
/// Exit codes: 0 clean, 1 findings or differences, 2 bad input or usage.
@main
struct SafeArea: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "safearea",
        abstract: "Test iOS layouts against real device geometry, without a simulator.",
        discussion: "Exit codes: 0 clean, 1 findings or differences, 2 bad input or usage.",
        version: ToolIdentity.version,
        subcommands: [
            DemoCommand.self, RenderCommand.self, AuditCommand.self, DiffCommand.self, VerifyCommand.self,
            ImportCommand.self, GalleryCommand.self, MergeReportsCommand.self, SnapshotsCommand.self, InsetsCommand.self,
            DevicesCommand.self,
        ])

    /// Runs the command line, mapping every failure that is not a deliberate exit code to 2. A
    /// failure while a subcommand runs points at that subcommand's help.
    static func main() async {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(with: error, message: fullMessage(for: error))
        }
        do {
            var running = command
            if var asyncCommand = running as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try running.run()
            }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            exit(with: error, message: message(for: error, in: type(of: command)))
        }
    }

    /// The error's message, with a pointer to the help of the subcommand that failed.
    private static func message(for error: any Error, in command: any ParsableCommand.Type) -> String {
        // A file error that names what the user can state gets the options that state it.
        if let error = error as? FileError, error.remedy != nil {
            return "Error: " + Remedy.adding(error.remedy, to: error.description)
        }
        guard error is ValidationError, let path = path(to: command), !path.isEmpty else { return fullMessage(for: error) }
        return "Error: \(message(for: error))\n  See 'safearea \(path.joined(separator: " ")) --help' for more information."
    }

    /// The subcommand names from `root` down to `command` (`snapshots prune`), or nil.
    private static func path(
        to command: any ParsableCommand.Type, from root: any ParsableCommand.Type = SafeArea.self
    ) -> [String]? {
        if command == root { return [] }
        for subcommand in root.configuration.subcommands {
            if let rest = path(to: command, from: subcommand) {
                return [subcommand.configuration.commandName ?? "\(subcommand)"] + rest
            }
        }
        return nil
    }

    private static func exit(with error: any Error, message: String) -> Never {
        if exitCode(for: error) == .success {
            print(message)
            Foundation.exit(0)
        }
        StandardError.write((message + "\n"))
        Foundation.exit(2)
    }
}
