import Foundation
import Testing

/// `safearea import`: scenes of Interface Builder files become spec files that the other commands
/// read as the same screens, and nothing a user wrote is replaced unasked.
@Suite("safearea import")
struct ImportCommandTests {
    static let charts = InterfaceBuilderCommandTests.charts
    static let cleanStore = InterfaceBuilderCommandTests.fixtures.appendingPathComponent(
        "Clean-Swift__CleanStore__Main.storyboard"
    ).path

    @Test func oneSceneIsPrintedAndItsSpecIsAuditedAsTheXibIs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let printed = try CommandRunner.run("import", Self.charts)
        #expect(printed.status == 0, "\(printed.errors)")
        #expect(printed.output.hasPrefix("comment: Imported by safearea "))
        #expect(printed.output.contains("name: BarChartViewController\ncanvas: {width: 375, height: 667}\n"))
        let spec = folder.appendingPathComponent("BarChart.yaml")
        try Data(printed.output.utf8).write(to: spec)
        let fromSpec = try CommandRunner.run("audit", spec.path, "--device", "iphone-x", "--orientation", "portrait")
        let fromXib = try CommandRunner.run("audit", Self.charts, "--device", "iphone-x", "--orientation", "portrait")
        #expect(fromSpec.status == 1)
        let finding = #"error   status-bar: button "Options" (view/button[0])"#
        #expect(fromSpec.output.contains(finding) && fromXib.output.contains(finding))
        #expect(findingLines(fromSpec.output) == findingLines(fromXib.output))
    }

    /// The findings, without the lines that name the file they were read from.
    private func findingLines(_ output: String) -> [String] {
        output.split(separator: "\n").dropFirst().map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("at ") }
    }

    @Test func everySceneGoesToItsFileInAFolderAndJSONIsAChoice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            "import", Self.cleanStore, "--format", "spec", "--out", folder.path, "--syntax", "json")
        #expect(result.status == 0, "\(result.errors)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Clean-Swift__CleanStore__Main").path
        ).sorted()
        #expect(written == ["CreateOrderViewController.json", "ListOrdersViewController.json", "ShowOrderViewController.json"])
        let rendered = try CommandRunner.run(
            "render", folder.appendingPathComponent("Clean-Swift__CleanStore__Main/ShowOrderViewController.json").path,
            "--device", "iphone-16-pro", "--orientation", "portrait", "--out", folder.appendingPathComponent("png").path)
        #expect(rendered.status == 0, "\(rendered.errors)")
    }

    @Test func manyScenesWithoutAFolderAndAnExistingFileAreRefused() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = try CommandRunner.run("import", Self.cleanStore)
        #expect(many.status == 2)
        #expect(many.errors.contains("the files hold 3 screens"))
        #expect(many.errors.contains("pick one with --scene, or write all with --out FOLDER"))

        let target = folder.appendingPathComponent("ShowOrder.yaml")
        try Data("kept: true\n".utf8).write(to: target)
        let arguments = ["import", Self.cleanStore, "--scene", "ShowOrderViewController", "--out", target.path]
        let refused = try CommandRunner.run(arguments)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("exists; give --overwrite to replace it"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept: true\n")
        let replaced = try CommandRunner.run(arguments + ["--overwrite"])
        #expect(replaced.status == 0, "\(replaced.errors)")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("name: ShowOrderViewController"))
    }
}
