import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// Real Interface Builder files from open-source apps (`Tests/Fixtures/interface-builder/`, with
/// their sources and licenses in `Tests/Fixtures/SOURCES.md`): the defects they ship are found on
/// the devices where they happen, and a scene resolves where a capture of the running app puts it.
@Suite struct InterfaceBuilderRealFileTests {
    static let fixtures = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/interface-builder")

    static func screens(_ file: String) throws -> ScreenFileContents {
        try InterfaceBuilderFile.read(contentsOf: fixtures.appendingPathComponent(file), displayPath: file)
    }

    static func placement(_ device: String, _ orientation: Orientation) throws -> Placement {
        Placement(try #require(DeviceCatalog.standard.device(named: device)), orientation)
    }

    static func findings(
        _ document: ScreenDocument, on device: String, _ orientation: Orientation
    ) throws -> [Finding] {
        let audit = MatrixAudit()
        return audit.audits(of: document, on: [try placement(device, orientation)]).flatMap(\.findings)
    }

    @Test func chartsOptionsButtonSitsUnderTheStatusBarAndOnlyGrazesTheNotch() throws {
        let document = try #require(try Self.screens("danielgindi__Charts__BarChartViewController.xib").documents.first)
        #expect(document.name == "danielgindi__Charts__BarChartViewController/BarChartViewController")
        func rules(on device: String) throws -> Set<AuditRule> {
            Set(try Self.findings(document, on: device, .portrait).filter { $0.text == "Options" }.map(\.rule))
        }
        // Pinned to the superview's top + 4: under the status bar everywhere. The notch of the
        // 375-pt-wide notched iPhones reaches x = 292 while the button starts near 288: the notch's
        // rounded end cuts off the button's corner, where nothing of it is drawn, so that is no
        // finding. The iPhone 13's narrower notch ends at x = 273, clear of it.
        #expect(try rules(on: "iphone-8").contains(.statusBar))
        #expect(try rules(on: "iphone-x") == [.statusBar])
        #expect(try rules(on: "iphone-11-pro") == [.statusBar])
        #expect(try !rules(on: "iphone-13").contains(.sensorHousing))
        let finding = try #require(try Self.findings(document, on: "iphone-x", .portrait).first { $0.rule == .statusBar })
        #expect(finding.source?.file == "danielgindi__Charts__BarChartViewController.xib")
        #expect(finding.source?.line == 32)
    }

    @Test func iqKeyboardSafeAreaSceneFieldsEnterTheLandscapeHousing() throws {
        let screens = try Self.screens("hackiftekhar__IQKeyboardManager__General.storyboard")
        let document = try #require(screens.documents.first { $0.sceneName == "SafeAreaViewController" })
        // The fields are 20 pt from the superview's leading edge, not the safe area's: in landscape
        // the sensor housing on the leading side covers them.
        let housing = try Self.findings(document, on: "iphone-16-pro", .landscapeLeft).filter {
            $0.rule == .sensorHousing && $0.viewKind == .textField
        }
        #expect(housing.count >= 3)
        #expect(try Self.findings(document, on: "iphone-8", .landscapeLeft).allSatisfy { $0.rule != .sensorHousing })
    }

    @Test func scenesAreShownInTheContainersThatShowThem() throws {
        let screens = try Self.screens("Clean-Swift__CleanStore__Main.storyboard")
        #expect(
            screens.documents.map(\.sceneName) == [
                "CreateOrderViewController", "ListOrdersViewController", "ShowOrderViewController",
            ])
        #expect(screens.notes.isEmpty)
        let list = try #require(screens.documents.first { $0.sceneName == "ListOrdersViewController" })
        guard case .navigation(let navigation) = list.root.content else {
            Issue.record("the list is the navigation controller's root")
            return
        }
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers[0].navigationItem.rightItems.map(\.image) == ["add"], "the system Add item, an icon")
        let show = try #require(screens.documents.first { $0.sceneName == "ShowOrderViewController" })
        guard case .navigation(let pushed) = show.root.content else {
            Issue.record("a show segue from the list pushes the order onto the list's navigation controller")
            return
        }
        #expect(pushed.viewControllers.map(\.title) == ["List Orders", "Show Order"])
        #expect(pushed.viewControllers.last?.navigationItem.rightItems.map(\.title) == ["Edit"])
    }
}
