import DeviceGeometry
import Foundation
import Testing

/// The README's figures about the catalog and the demo are the catalog's own, so that the front
/// door cannot fall behind a new model.
@Suite("The README's figures")
struct ReadmeFigureTests {
    @Test func theCatalogAndTheDemoAreCountedAsTheyAre() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let devices = DeviceCatalog.standard.devices
        let placements = devices.reduce(0) { $0 + $1.supportedOrientations.count }
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.packageRoot.appendingPathComponent("Examples").path
        ).filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.count
        let figure = { (number: Int) in number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))) }
        #expect(readme.contains("knows the geometry of \(devices.count) "), "the README's display count")
        #expect(
            readme.contains(
                "\(figure(examples * placements)) images in all (\(examples) screens × \(placements) device-orientations"))
    }
}
