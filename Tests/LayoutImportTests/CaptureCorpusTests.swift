import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// The shared corpus's hierarchy dumps.
let sharedDumps = Golden.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/B-hierarchy-dumps")

/// Every hierarchy dump of the shared corpus (`../shared/corpus/B-hierarchy-dumps`, beside the
/// repository; skipped when it is absent) reads onto the device it was captured on and is audited;
/// argent's on the iPhone 16 Pro Max its captures were made on, the iPhoneSe one on the first iPhone SE
/// from a devices file.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedDumps.path),
        "needs the shared corpus of dumps, ../shared/corpus/B-hierarchy-dumps, beside the repository"))
struct CaptureCorpusTests {
    /// The device each dump was captured on, as its source says.
    static let devices = [
        "pointfreeco__swift-snapshot-testing__testTraits.ipad-pro-11.txt": "ipad-pro-11.landscapeLeft",
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-se.txt": "ipod-touch-7.portrait",
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-x.txt": "iphone-x.portrait",
        "pointfreeco__swift-snapshot-testing__testTraits.iphone-xs-max.txt": "iphone-xs-max.portrait",
        "software-mansion__argent__real-capture-Clean-Swift__CleanStore_b.json": "iphone-16-pro-max.portrait",
        "software-mansion__argent__real-capture-noodlewerk__NWPusher_b.json": "iphone-16-pro-max.portrait",
        "software-mansion__argent__real-capture-swift_2048.json": "iphone-16-pro-max.portrait",
        "software-mansion__argent__real-capture-twostraws__Unwrap.json": "iphone-16-pro-max.portrait",
    ]

    @Test func everyDumpReadsOntoItsDeviceAndIsAudited() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: sharedDumps.path).sorted()
        #expect(files.count == 8)
        let argent = CaptureOptions(device: DeviceCatalog.standard.device(named: "iphone-16-pro-max"))
        for file in files {
            let url = sharedDumps.appendingPathComponent(file)
            let expected = try #require(Self.devices[file])
            let screens = try ScreenFile.readScreens(
                contentsOf: url, displayPath: file, capture: file.contains("argent") ? argent : CaptureOptions())
            #expect(!screens.documents.isEmpty, "\(file)")
            for document in screens.documents {
                #expect(document.capture?.placement.id.description == expected, "\(document.name)")
                let audit = MatrixAudit()
                let audits = audit.audits(of: LayoutResolver.resolve(document, onEach: []))
                #expect(audits.count == 1)
                #expect(audits.allSatisfy { $0.screen.layout.allViews.allSatisfy { $0.frame.width.isFinite } })
            }
        }
    }
}
