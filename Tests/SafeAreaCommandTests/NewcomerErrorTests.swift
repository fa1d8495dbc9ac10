import Foundation
import SnapshotTestSupport
import Testing

/// The first mistakes a newcomer makes, each answered with what is wrong and where to look.
@Suite("Errors a newcomer meets")
struct NewcomerErrorTests {
    /// The command-line article's own example: a model identifier keeps its comma.
    @Test func aModelIdentifierWithACommaNamesOneDevice() throws {
        let result = try CommandRunner.run("insets", "--device", "iPhone17,1")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("iphone-16-pro portrait\n"))
    }

    /// `insets` refuses what `render` skips, and the error points at the subcommand's help.
    @Test func anOrientationTheDeviceDoesNotSupportIsRefused() throws {
        let result = try CommandRunner.run("insets", "--device", "iphone-16", "--orientation", "portraitUpsideDown")
        #expect(result.status == 2)
        #expect(result.errors.contains("iPhone 16 does not support portraitUpsideDown"))
        #expect(result.errors.contains("See 'safearea insets --help'"))
        #expect(result.output.isEmpty)
    }

    /// `--device` names one device in every command; a group belongs to `--devices`.
    @Test func aGroupGivenAsTheDeviceIsRefusedByEveryCommand() throws {
        let folder = try ScratchFolder.make("safearea-device-group")
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [
            ["insets"], ["render", "Examples/sign-in.json", "--out", folder.appendingPathComponent("out").path],
            ["audit", "Examples/sign-in.json"],
        ] {
            let result = try CommandRunner.run(arguments + ["--device", "phones"])
            #expect(result.status == 2, "\(arguments[0]): \(result.errors)")
            #expect(result.errors.contains("--device names "), "\(arguments[0]): \(result.errors)")
            #expect(result.errors.contains("devices; name one"), "\(arguments[0]): \(result.errors)")
            #expect(result.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A picture, or a file of no format it reads, is named as such, with the formats it reads.
    @Test func aFileOfAnotherKindIsNamedAsSuch() throws {
        let folder = try ScratchFolder.make("safearea-kind")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screen.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: png)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("remember the milk\n".utf8).write(to: notes)
        for (file, kind) in [(png, "a PNG image, not a screen file"), (notes, "not a format SafeAreaKit reads")] {
            let result = try CommandRunner.run("render", file.path, "--out", folder.appendingPathComponent("out").path)
            #expect(result.status == 2)
            #expect(result.errors.contains(kind), "\(result.errors)")
            #expect(result.errors.contains(".storyboard, .xib") && result.errors.contains("--input-format"))
        }
    }

    /// Images of different sizes have no pixel count to print.
    @Test func imagesOfDifferentSizesPrintOnlyTheReason() throws {
        let root = CommandRunner.packageRoot.appendingPathComponent("Snapshots/ExampleScreenTests/login-form")
        let result = try CommandRunner.run(
            "diff", root.appendingPathComponent("iphone-8.portrait.png").path,
            root.appendingPathComponent("iphone-x.portrait.png").path)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("different sizes: "), "\(result.output)")
    }
}

extension NewcomerErrorTests {
    /// Every subcommand's help ends with examples of itself.
    @Test(arguments: [
        "demo", "render", "audit", "diff", "verify", "import", "gallery", "merge-reports", "snapshots", "snapshots prune",
        "snapshots accept", "insets", "devices",
    ])
    func everySubcommandsHelpHasExamples(_ path: String) throws {
        let result = try CommandRunner.run(path.split(separator: " ").map(String.init) + ["--help"])
        #expect(result.status == 0)
        let examples = try #require(result.output.components(separatedBy: "Examples:\n").last)
        let lines = examples.split(separator: "\n").prefix { $0.hasPrefix("  ") }
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains("safearea \(path)") }, "\(lines)")
        // A longer line would be wrapped in an 80-column terminal, and would not paste as one command.
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
    }
}
