import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SnapshotTestSupport
import Testing

/// Devices a team adds: read strictly from the schema `safearea devices --json` prints, so every
/// catalog device reads back as itself, and a problem names the file, the device and the field.
@Suite struct DeviceFileTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/devices")

    static func write(_ text: String, as name: String) throws -> URL {
        let folder = try ScratchFolder.make("devices")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func everyCatalogDeviceReadsBackAsItself() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let url = try Self.write(
            String(decoding: try encoder.encode(DeviceCatalog.standard.devices.map(EncodedDevice.init)), as: UTF8.self),
            as: "all.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(try DeviceFile.read(contentsOf: url) == DeviceCatalog.standard.devices)
    }

    @Test func aTeamsDeviceJoinsTheCatalogAndOverridesByID() throws {
        let devices = try DeviceFile.read(contentsOf: Self.fixtures.appendingPathComponent("iphone-4s.yaml"))
        let device = try #require(devices.first)
        #expect(device.display.screenSize == Size(width: 320, height: 480))
        #expect(device.display.renderedPixelSize == PixelSize(width: 640, height: 960))
        #expect(device.hasHomeButton && device.safeAreaInsets(in: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let catalog = DeviceCatalog.standard.adding(devices)
        #expect(catalog.devices.count == DeviceCatalog.standard.devices.count + 1)
        #expect(try catalog.select("phones").contains(device))
        var corrected = try #require(DeviceCatalog.standard.device(named: "iphone-x"))
        corrected.statusBarHeight = 47
        let overridden = DeviceCatalog.standard.adding([corrected])
        #expect(overridden.devices.count == DeviceCatalog.standard.devices.count)
        #expect(overridden.device(named: "iphone-x")?.statusBarHeight == 47)
    }

    @Test func problemsNameTheFileTheDeviceAndTheField() throws {
        let cases = [
            (
                "- {id: tiny, display: {screenSize: {width: 20, height: 40}, scale: 2}, statusBarHeight: 20, safeAreas: {portrait: {top: 0, left: 0, bottom: 0, right: 0}, landscape: {top: 0, left: 0, bottom: 0, right: 0}, revisions: []}}",
                "devices.yaml: $[0].display.screenSize: device 'tiny': a screen must be at least 100 pt on each side"
            ),
            (
                "- {id: wall, display: {screenSize: {width: 4000, height: 3000}, scale: 2}}",
                "devices.yaml: $[0].display.screenSize: device 'wall': 4000×3000 pt is too large to draw at scale 4: the image is 16000×12000, 192000000 pixels; at most 67108864 are allowed"
            ),
            (
                "- {id: typo, display: {screenSize: {width: 320, height: 568}, scale: 2}, statusBarHight: 20}",
                "devices.yaml: $[0].statusBarHight: unknown key 'statusBarHight'; did you mean 'statusBarHeight'?"
            ),
            (
                "- {id: nobar, display: {screenSize: {width: 320, height: 568}, scale: 2}, safeAreas: {portrait: {top: 0, left: 0, bottom: 0, right: 0}, landscape: {top: 0, left: 0, bottom: 0, right: 0}, revisions: []}}",
                "device 'nobar': missing required key"
            ),
            ("- {id: 'a/b', display: {screenSize: {width: 320, height: 568}, scale: 2}}", "'a/b' cannot name a device"),
        ]
        for (text, expected) in cases {
            let url = try Self.write(text, as: "devices.yaml")
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            #expect {
                try DeviceFile.read(contentsOf: url, displayPath: "devices.yaml")
            } throws: { error in
                "\(error)".contains(expected)
            }
        }
    }
}
