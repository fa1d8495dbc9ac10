import DeviceGeometry
import Foundation
import Rasterizer
import Testing

/// `safearea verify`: the reference store from the command line, and two processes writing it at once.
@Suite("safearea verify")
struct VerifyCommandTests {
    /// A screen named `shared` with one button titled `title`.
    static func screen(_ title: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("\(title).yaml")
        try Data(
            """
            name: shared
            controller:
              view:
                kind: view
                id: root
                subviews: [{kind: button, id: go, text: \(title), backgroundColor: systemBlue}]
                constraints:
                  - {first: go.centerX, second: root.centerX}
                  - {first: go.centerY, second: root.centerY}
            """.utf8
        ).write(to: file)
        return file.path
    }

    /// Two screens of one name would share their references, whichever wrote last winning: the
    /// run is refused before anything is drawn, naming both files.
    @Test func twoScreensOfOneNameAreAnErrorNamingBoth() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = folder.appendingPathComponent("Snapshots")
        let first = try Self.screen("Continue", in: folder), second = try Self.screen("Cancel", in: folder)
        let result = try CommandRunner.run(
            "verify", first, second, "--devices", "iphone-8", "--root", root.path, "--record", "missing")
        #expect(result.status == 2)
        #expect(result.errors.contains("\(second): the screen 'shared' has the name of a screen in \(first)"))
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    /// Recording fails the run, naming each reference it wrote; the next run checks against them.
    @Test func recordsThenVerifiesThenReportsAChange() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = folder.appendingPathComponent("Snapshots").path
        let first = try Self.screen("Continue", in: folder), second = try Self.screen("Cancel", in: folder)
        let common = ["--devices", "iphone-8,iphone-x", "--orientation", "portrait", "--scale", "1", "--root", root]
        let record = try CommandRunner.run(["verify", first] + common + ["--record", "missing"])
        #expect(record.status == 1)
        #expect(record.output.contains("recorded \(root)/shared/iphone-8.portrait.png"))
        #expect(
            record.output.contains(
                "2 images: 0 matched, 2 recorded, 0 rewritten, 0 failed. Run again to check the references written."))
        #expect(FileManager.default.fileExists(atPath: "\(root)/shared/iphone-x.portrait.png"))
        #expect(
            try CommandRunner.run(["verify", first] + common + ["--record", "never"]).output
                .contains("2 images: 2 matched, 0 recorded, 0 rewritten, 0 failed."))
        let changed = try CommandRunner.run(["verify", second] + common + ["--record", "never"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("iphone-8.portrait: "))
        #expect(changed.output.contains("pixels differ"))
        let accepted = try CommandRunner.run(["verify", second] + common + ["--record", "failed"])
        #expect(accepted.status == 1)
        #expect(accepted.output.contains("rewrote: iphone-8.portrait: "), "\(accepted.output)")
        #expect(accepted.output.contains("2 images: 0 matched, 0 recorded, 2 rewritten, 0 failed."))
        #expect(
            try CommandRunner.run(["verify", second] + common + ["--record", "never"]).output
                .contains("2 images: 2 matched, 0 recorded, 0 rewritten, 0 failed."))
    }

    @Test func twoProcessesRecordingTheSameStoreLoseNothing() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = folder.appendingPathComponent("Snapshots").path
        let screens = [try Self.screen("Continue", in: folder), try Self.screen("Cancel", in: folder)]
        let common = ["--devices", "phones", "--orientation", "portrait", "--scale", "1", "--root", root, "--record", "all"]
        let processes = screens.map { screen -> Process in
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["verify", screen] + common
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 1 }, "each recorded references")
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(root)/shared")
        #expect(!files.isEmpty && files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }, "no temporary files")
        for file in files {
            let image = try PNG.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(root)/shared/\(file)"))))
            #expect(image.width > 0, "\(file) is whole")
        }
        // Each reference is exactly one of the two renders, whole: for every device, verifying one
        // screen passes and the other fails.
        let failedDevices = try screens.map { screen -> Set<String> in
            let result = try CommandRunner.run([
                "verify", screen, "--devices", "phones", "--orientation", "portrait", "--scale",
                "1", "--root", root, "--record", "never",
            ])
            return Set(
                result.output.split(separator: "\n").compactMap { line in
                    line.contains("pixels differ") ? String(line.prefix { $0 != ":" }) : nil
                })
        }
        let names = Set(files.map { String($0.dropLast(4)) })
        #expect(failedDevices[0].isDisjoint(with: failedDevices[1]))
        #expect(failedDevices[0].union(failedDevices[1]) == names)
    }
}
