import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaSupport
import Testing

/// The app a screen file belongs to, read from its Xcode project and Info.plist: the fixture
/// `Tests/Fixtures/apps/Shop` is a project of three targets (an iPhone app whose Info.plist allows
/// portrait only on iPhone and whose device family comes from an `.xcconfig`, an iPad app with a
/// generated Info.plist and a synchronized folder, and an app extension).
@Suite("The app a screen belongs to")
struct AppTargetTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/apps/Shop")
    static var project: URL { shop.appendingPathComponent("Shop.xcodeproj") }

    @Test func aStoryboardInAVariantGroupBelongsToTheTargetThatCopiesIt() throws {
        let file = Self.shop.appendingPathComponent("Shop/Base.lproj/Main.storyboard")
        let (app, note) = AppTarget.discover(building: file, displayPath: "Main.storyboard")
        #expect(note == nil)
        let placements = try #require(app?.supportedPlacements)
        #expect(placements.families == [.phone], "TARGETED_DEVICE_FAMILY from the xcconfig, not its SDK-conditioned value")
        #expect(placements.orientations[.phone] == [.portrait])
        #expect(placements.orientations[.pad] == Set(Orientation.allCases))
        #expect(!placements.requiresFullScreen)
        #expect(placements.source == "Shop/Info.plist, target Shop of Shop.xcodeproj")
    }

    @Test func aFileInASynchronizedFolderBelongsToItsTargetUnlessExcepted() throws {
        let catalog = Self.shop.appendingPathComponent("PadScreens/Catalog.storyboard")
        let placements = try #require(AppTarget.discover(building: catalog, displayPath: "Catalog").app?.supportedPlacements)
        #expect(placements.families == [.pad])
        #expect(placements.orientations[.pad] == [.landscapeLeft, .landscapeRight], "from INFOPLIST_KEY_ settings")
        #expect(placements.requiresFullScreen)
        let draft = Self.shop.appendingPathComponent("PadScreens/Draft.storyboard")
        let (app, note) = AppTarget.discover(building: draft, displayPath: "Draft.storyboard")
        #expect(app == nil)
        #expect(note?.contains("Draft.storyboard: no app target found for the file, so every placement is audited") == true)
        #expect(note?.contains("2 app targets (Shop, ShopPad)") == true, "the extension is not an app")
    }

    @Test func aTargetIsNamedOrRefusedWithTheNearestName() throws {
        let pad = try AppTarget(project: Self.project, displayPath: "Shop.xcodeproj", target: "ShopPad")
        #expect(pad.supportedPlacements.families == [.pad])
        #expect(throws: FileError.self) {
            try AppTarget(project: Self.project, displayPath: "Shop.xcodeproj", target: "ShopPda")
        }
        do {
            _ = try AppTarget(project: Self.project, displayPath: "Shop.xcodeproj", target: "ShopPda")
        } catch {
            #expect(
                error.description
                    == "Shop.xcodeproj: no iOS app target named 'ShopPda' (app targets: Shop, ShopPad); did you mean ShopPad?")
        }
    }

    @Test func anInfoPlistAloneLimitsOrientationsOnEveryFamilyItIsGiven() throws {
        let plist = Self.shop.appendingPathComponent("Shop/Info.plist")
        let app = try AppTarget(infoPlist: plist, displayPath: "Info.plist", families: [.phone])
        #expect(app.supportedPlacements.families == [.phone])
        #expect(app.supportedPlacements.orientations[.phone] == [.portrait])
        #expect(app.supportedPlacements.source == "Info.plist")
    }

    /// A whole Info.plist without `UILaunchStoryboardName` or `UILaunchScreen` names no launch
    /// screen; a part of one that Xcode adds generated keys to, or a target that generates the
    /// launch screen, says nothing against it.
    @Test func theLaunchScreenKeysSayWhetherTheAppIsLaidOutForTheScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func names(_ keys: [String: Any]) throws -> Bool {
            let plist = folder.appendingPathComponent("Info.plist")
            try PropertyListSerialization.data(fromPropertyList: keys, format: .xml, options: 0).write(to: plist)
            return try AppTarget(infoPlist: plist).supportedPlacements.namesLaunchScreen
        }
        #expect(try names(["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"]) == false)
        #expect(try names(["CFBundleIdentifier": "x", "UILaunchStoryboardName~iphone": "Launch"]) == true)
        #expect(try names(["CFBundleIdentifier": "x", "UILaunchScreen": [String: String]()]) == true)
        #expect(try names(["NSCameraUsageDescription": "Scan"]) == true, "a partial Info.plist")
        let pad = try AppTarget(project: Self.shop.appendingPathComponent("Shop.xcodeproj"), target: "ShopPad")
        #expect(pad.supportedPlacements.namesLaunchScreen, "INFOPLIST_KEY_UILaunchScreen_Generation")
    }

    @Test func aFileOutsideAnyProjectHasNoApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-no-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, note) = AppTarget.discover(building: folder.appendingPathComponent("Screen.storyboard"), displayPath: "Screen")
        #expect(app == nil)
        #expect(note == nil)
    }

    @Test func unreadableProjectsAndPlistsAreErrorsNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-bad-project-\(UUID().uuidString)")
        let project = folder.appendingPathComponent("Bad.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ objects = ( ; }".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect {
            try AppTarget(project: project, displayPath: "Bad.xcodeproj")
        } throws: { error in
            (error as? FileError)?.file == "Bad.xcodeproj/project.pbxproj"
                && (error as? FileError)?.problem.hasPrefix("not a property list Xcode wrote") == true
        }
        let plist = folder.appendingPathComponent("Info.plist")
        try Data("[1, 2]".utf8).write(to: plist)
        #expect(throws: FileError.self) { try AppTarget(infoPlist: plist) }
        let (app, note) = AppTarget.discover(building: folder.appendingPathComponent("A.storyboard"), displayPath: "A.storyboard")
        #expect(app == nil)
        #expect(note?.contains("Bad.xcodeproj/project.pbxproj: not a property list") == true)
    }
}
