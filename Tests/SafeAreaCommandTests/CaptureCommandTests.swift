import Foundation
import Testing

/// The commands on hierarchy dumps: a capture is drawn and audited on the one device it was made
/// on, whatever matrix is asked for, and `--device` settles which model that was.
@Suite("safearea on captures of running apps")
struct CaptureCommandTests {
    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/captures")
    static let appium = fixtures.appendingPathComponent("settings.appium.xml").path

    @Test func aCaptureIsRenderedOnlyOnItsDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run("render", Self.appium, "--devices", "phones", "--out", folder.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("assumed the iPhone 17 Pro, the newest of the 3 models with a 402 × 874 pt screen"))
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("settings.appium").path)
        #expect(images == ["iphone-17-pro.portrait.png"])
    }

    @Test func theDeviceIsSettledWithDeviceAndTheAuditFindsWhatTheCaptureShows() throws {
        let result = try CommandRunner.run("audit", Self.appium, "--device", "iphone-16-pro")
        #expect(result.status == 1, "\(result.errors)")
        #expect(!result.errors.contains("assumed"))
        #expect(result.output.contains("error   home-indicator: save (view/view[0]/button[0])"))
        #expect(!result.output.contains("occluded"), "an accessibility tree is in reading order, not drawing order")
        #expect(result.output.contains("on iphone-16-pro.portrait"))
        let wrong = try CommandRunner.run("audit", Self.appium, "--device", "iphone-se-3")
        #expect(wrong.status == 2)
        #expect(
            wrong.errors.contains("the capture's screen is 402 × 874 pt, but the iPhone SE (3rd generation)'s is 375 × 667 pt"))
    }
}
