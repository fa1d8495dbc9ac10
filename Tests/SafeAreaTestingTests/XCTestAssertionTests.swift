import ExampleScreens
import Foundation
import SafeAreaTesting
import SnapshotRunner
import XCTest

/// The assertions from XCTest: the same calls report through XCTFail outside Swift Testing.
final class XCTestAssertionTests: XCTestCase {
    func testRecordsThenVerifiesInXCTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-xctest-\(UUID().uuidString)")
        let store = ReferenceStore(root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("a"))
        let matrix = DeviceMatrix.devices("iphone-se-3").orientations(.portrait)
        assertLayoutSnapshot(of: Example.tabApp, on: matrix, record: .missing, scale: .fixed(1), store: store)
        let reference = store.url(suite: "XCTestAssertionTests", test: "testRecordsThenVerifiesInXCTest",
                                  name: "iphone-se-3.portrait")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        assertLayoutSnapshot(of: Example.tabApp, on: matrix, record: .never, scale: .fixed(1), store: store)
        assertSafeAreaCompliance(of: Example.tabApp, on: matrix)
    }
}
