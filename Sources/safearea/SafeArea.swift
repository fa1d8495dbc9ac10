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

    /// Runs the command line, mapping every failure that is not a deliberate exit code to 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
