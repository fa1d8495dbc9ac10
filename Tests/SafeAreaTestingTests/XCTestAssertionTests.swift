import DeviceGeometry
import ExampleScreens
import Foundation
import SafeAreaTesting
import SnapshotRunner
import SnapshotTestSupport
import XCTest

/// The assertions from XCTest: the same calls report through XCTFail outside Swift Testing.
final class XCTestAssertionTests: XCTestCase {
    func testVerifiesReferencesInXCTest() throws {
        let folder = try ScratchFolder.make("safearea-xctest")
        let store = ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("a"))
        let device = try XCTUnwrap(DeviceCatalog.standard.device(named: "iphone-se-3"))
        // Recording fails the check, and XCTest on Linux cannot expect a failure: record through the store.
        let image = MatrixRenderer(outputDirectory: store.artifacts, settings: RenderSettings(scale: .fixed(1)))
            .draw(RenderJob(document: Example.tabApp, placement: Placement(device, .portrait)))
        XCTAssertEqual(
            store.check(
                image, suite: "XCTestAssertionTests", test: "testVerifiesReferencesInXCTest",
                name: "iphone-se-3.portrait", mode: .missing), .recorded)
        let matrix = DeviceMatrix.devices("iphone-se-3").orientations(.portrait)
        RecordMode.withRecordMode(.never) {
            assertLayoutSnapshot(of: Example.tabApp, on: matrix, scale: .fixed(1), store: store)
        }
        assertSafeAreaCompliance(of: Example.tabApp, on: matrix)
    }
}
