import Foundation
import Testing

/// The commands on Interface Builder files: scenes picked by name, the format named when the
/// extension does not say it, and the reader's notes on standard error.
@Suite("safearea on storyboards and xibs")
struct InterfaceBuilderCommandTests {
    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/interface-builder")
    static let charts = fixtures.appendingPathComponent("danielgindi__Charts__BarChartViewController.xib").path
    static let general = fixtures.appendingPathComponent("hackiftekhar__IQKeyboardManager__General.storyboard").path

    @Test func aXibIsAuditedAndItsFindingsPointAtItsLines() throws {
        let result = try CommandRunner.run("audit", Self.charts, "--device", "iphone-x", "--orientation", "portrait")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains("danielgindi__Charts__BarChartViewController/BarChartViewController:"))
        #expect(result.output.contains(#"error   status-bar: button "Options" (view/button[0])"#))
        #expect(result.output.contains("danielgindi__Charts__BarChartViewController.xib: line 32"))
    }

    @Test func scenesArePickedByName() throws {
        let output = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(
            "render", Self.general, "--scene", "SafeAreaViewController", "--device", "iphone-16-pro", "--orientation",
            "landscapeLeft", "--out", output.path)
        #expect(result.status == 0, "\(result.errors)")
        let image = output.appendingPathComponent(
            "hackiftekhar__IQKeyboardManager__General/SafeAreaViewController/iphone-16-pro.landscapeLeft.png")
        #expect(FileManager.default.fileExists(atPath: image.path))
        let unknown = try CommandRunner.run("audit", Self.general, "--scene", "SafeAreaViewControler")
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains("no scene 'SafeAreaViewControler'. Did you mean 'SafeAreaViewController'? The scenes are: "))
    }

    @Test func theFormatIsReadFromTheContentWhenTheExtensionDoesNotSayIt() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("BarChart.txt")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.charts), to: copy)
        let sniffed = try CommandRunner.run("audit", copy.path, "--device", "iphone-8", "--orientation", "portrait")
        #expect(sniffed.status == 1, "\(sniffed.errors)")
        #expect(sniffed.output.contains("BarChart/BarChartViewController"))
        let asJSON = try CommandRunner.run("audit", copy.path, "--input-format", "json", "--device", "iphone-8")
        #expect(asJSON.status == 2)
    }
}
