import DeviceGeometry
import Testing

/// Which placements an app can be shown on, and the reasons the others are left out.
@Suite("Supported placements")
struct SupportedPlacementsTests {
    static func placement(_ id: String, _ orientation: Orientation) throws -> Placement {
        Placement(try #require(DeviceCatalog.standard.device(named: id)), orientation)
    }

    @Test func aPortraitPhoneAppSkipsLandscapeAndPads() throws {
        let app = SupportedPlacements(families: [.phone], orientations: [.phone: [.portrait]], source: "Info.plist")
        #expect(app.exclusion(of: try Self.placement("iphone-16-pro", .portrait)) == nil)
        #expect(
            app.exclusion(of: try Self.placement("iphone-16-pro", .landscapeLeft))
                == "the app supports portrait only on iPhone (Info.plist)")
        #expect(app.exclusion(of: try Self.placement("ipad-10", .portrait)) == "the app runs on iPhone only (Info.plist)")
        // In the window iPadOS gives iPhone apps, the iPhone's orientations apply.
        #expect(app.exclusion(of: try Self.placement("ipad-10", .portrait), window: .phoneAppOnPad) == nil)
        #expect(app.exclusion(of: try Self.placement("ipad-10", .landscapeLeft), window: .phoneAppOnPad) != nil)
    }

    @Test func anAppThatLacksOneOrientationSaysWhichItLacks() throws {
        let app = SupportedPlacements(orientations: [.phone: [.portrait, .landscapeLeft, .landscapeRight]], source: "Info.plist")
        #expect(
            app.exclusion(of: try Self.placement("iphone-8", .portraitUpsideDown))
                == "the app does not support upside-down portrait on iPhone (Info.plist)")
    }

    @Test func aFullScreenPadAppSkipsSmallerWindows() throws {
        let app = SupportedPlacements(requiresFullScreen: true, source: "Info.plist")
        let pad = try Self.placement("ipad-10", .landscapeLeft)
        #expect(app.exclusion(of: pad) == nil)
        #expect(
            app.exclusion(of: pad, window: .split(.half, side: .left))
                == "the app requires the full screen on iPad (UIRequiresFullScreen, Info.plist)")
        #expect(app.exclusion(of: try Self.placement("iphone-16-pro", .portrait), window: .split(.half, side: .left)) == nil)
    }

    @Test func aScreensLimitsSpeakOfTheScreen() throws {
        let screen = SupportedPlacements(orientations: [.pad: [.portrait]], source: "screens: Login", scope: .screen)
        #expect(
            screen.exclusion(of: try Self.placement("ipad-10", .landscapeLeft))
                == "the screen is shown in portrait only on iPad (screens: Login)")
    }

    /// UIKit's view controllers leave out upside-down portrait on iPhone unless their code returns
    /// it, whatever the Info.plist lists; on iPad they take every orientation.
    @Test func upsideDownOnIPhoneIsLeftOutUnlessTheCodeReturnsIt() throws {
        let app = SupportedPlacements(source: "Info.plist")
        let upsideDown = try Self.placement("iphone-8", .portraitUpsideDown)
        #expect(
            app.exclusion(of: upsideDown)?.hasPrefix("the app's view controllers leave out upside-down portrait on iPhone")
                == true)
        #expect(app.exclusion(of: try Self.placement("ipad-10", .portraitUpsideDown)) == nil)
        var returnsAll = app
        returnsAll.controllerOrientations = [.phone: Set(Orientation.allCases)]
        #expect(returnsAll.exclusion(of: upsideDown) == nil)
        let screen = SupportedPlacements(orientations: [.phone: [.portraitUpsideDown]], source: "screens: Pay", scope: .screen)
        #expect(screen.exclusion(of: upsideDown) == nil, "a screen's own limits are what its controller returns")
    }

    /// Without a launch storyboard or launch screen, iOS lays an app out in the 4-inch iPhones'
    /// 320 × 568 window and scales that everywhere else: the app is audited on that screen only.
    @Test func anAppThatNamesNoLaunchScreenIsAuditedInTheLegacyWindowOnly() throws {
        let app = SupportedPlacements(namesLaunchScreen: false, source: "Info.plist")
        for (device, orientation) in [
            ("iphone-16-pro", Orientation.portrait), ("iphone-8", .landscapeLeft), ("ipad-10", .portrait),
        ] {
            #expect(
                app.exclusion(of: try Self.placement(device, orientation))?.hasPrefix(
                    "the app names no launch screen (UILaunchStoryboardName or UILaunchScreen, Info.plist), so iOS lays it out "
                        + "in a 320 × 568 window") == true)
        }
        for device in ["iphone-se-1", "ipod-touch-7"] {
            #expect(app.exclusion(of: try Self.placement(device, .landscapeRight)) == nil)
        }
        var portraitOnly = app
        portraitOnly.orientations = [.phone: [.portrait]]
        #expect(portraitOnly.exclusion(of: try Self.placement("iphone-se-1", .landscapeRight)) != nil)
    }
}
