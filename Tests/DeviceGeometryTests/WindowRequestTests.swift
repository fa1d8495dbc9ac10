import Testing

@testable import DeviceGeometry

/// Windows smaller than the screen against devices-2026.md §2 (the printed iPhone-only app on an
/// iPad Pro 11", the 32-pt top of an iPadOS 26 window) and Apple's multitasking size classes.
@Suite("Windows smaller than the screen")
struct WindowRequestTests {
    let catalog = DeviceCatalog.standard

    func window(
        _ id: String, _ orientation: Orientation = .portrait, _ request: WindowRequest, systemVersion: Int? = nil,
        isStatusBarVisible: Bool = true
    ) -> WindowGeometry {
        WindowGeometry(
            device: catalog.device(named: id)!, orientation: orientation,
            conditions: SystemConditions(systemVersion: systemVersion, window: request),
            isStatusBarVisible: isStatusBarVisible)
    }

    @Test func parsesNamesAndFrames() {
        #expect(WindowRequest(parsing: "full") == .fullScreen)
        #expect(WindowRequest(parsing: " Half ") == .split(.half, side: .left))
        #expect(WindowRequest(parsing: "right-two-thirds") == .split(.twoThirds, side: .right))
        #expect(WindowRequest(parsing: "iphone-app") == .phoneAppOnPad)
        #expect(WindowRequest(parsing: "10,20,300x400") == .frame(Rect(x: 10, y: 20, width: 300, height: 400)))
        #expect(WindowRequest(parsing: "300x400") == .frame(Rect(x: 0, y: 0, width: 300, height: 400)))
        for bad in ["", "left-half", "0,0,10x", "0,10x10", "-1,0,10x10", "0,0,0x10", "0,0,infx10", "a,b,cxd"] {
            #expect(WindowRequest(parsing: bad) == nil, "\(bad)")
        }
    }

    /// "An iPhone-only app on an iPad Pro 11" under iOS 27.0: window 417x1210 @2x on an 834x1210
    /// screen, insets t32 b20 l0 r0 (P, GS)."
    @Test func iPhoneOnlyAppOnIPadPro11() {
        let geometry = window("ipad-pro-11-m4", .portrait, .phoneAppOnPad, systemVersion: 27)
        #expect(geometry.windowFrame == Rect(x: 208.5, y: 0, width: 417, height: 1210))
        #expect(geometry.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 20, right: 0))
        #expect(geometry.idiom == .phone)
        #expect(geometry.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(!geometry.isFullScreen)
        // On an iPhone the request is the whole screen.
        #expect(window("iphone-16", .portrait, .phoneAppOnPad).isFullScreen)
    }

    /// "iPadOS 26.2 …, windowed app: window top inset 0; with the status bar shown the top inset is
    /// 32 pt and holds the controls (P, OpenZCine PR #91)". Before iPadOS 26 a Split View window
    /// had the screen's own inset.
    @Test func iPadWindowKeepsRoomForItsControls() {
        let shown = window("ipad-pro-13-m4", .landscapeLeft, .split(.half, side: .right))
        #expect(shown.windowFrame == Rect(x: 688, y: 0, width: 688, height: 1032))
        #expect(shown.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 20, right: 0))
        let hidden = window("ipad-pro-13-m4", .landscapeLeft, .split(.half, side: .right), isStatusBarVisible: false)
        #expect(hidden.safeAreaInsets.top == 0)
        let older = window("ipad-pro-13-m4", .landscapeLeft, .split(.half, side: .right), systemVersion: 18)
        #expect(older.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// Apple's "Adopting Multitasking Enhancements on iPad": two thirds of a landscape screen are
    /// regular width; half of an iPad Pro's landscape screen too; half of a smaller iPad's and any
    /// portrait split are compact.
    @Test func sizeClassesFollowTheWindowsWidth() {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular)
        let compact = SizeClasses(horizontal: .compact, vertical: .regular)
        #expect(window("ipad-pro-13-m4", .landscapeLeft, .split(.half, side: .left)).sizeClasses == regular)
        #expect(window("ipad-pro-11-m4", .landscapeLeft, .split(.twoThirds, side: .left)).sizeClasses == regular)
        #expect(window("ipad-pro-11-m4", .landscapeLeft, .split(.half, side: .left)).sizeClasses == compact)
        #expect(window("ipad-pro-11-m4", .portrait, .split(.third, side: .left)).sizeClasses == compact)
    }

    /// A window's insets are its overlap with the screen's unsafe areas: on a Dynamic Island
    /// iPhone in landscape, only the half beside the island has its inset (iOS 27's bottom of 20).
    @Test func iPhoneSplitViewOverlapsTheScreensInsets() {
        let right = window("iphone-16-pro", .landscapeLeft, .split(.half, side: .right))
        #expect(right.windowFrame == Rect(x: 437, y: 0, width: 437, height: 402))
        #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 62))
        let left = window("iphone-16-pro", .landscapeLeft, .split(.half, side: .left))
        #expect(left.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 20, right: 0))
        #expect(left.sizeClasses.horizontal == .compact)
    }

    /// On the iPhone Duo's inner display, Split View is 50/50 (devices-2026.md §2); the half that
    /// meets the bar column keeps it, the other has none.
    @Test func duoSplitViewKeepsTheColumnOnItsSide() {
        let right = window("iphone-duo-inner", .landscapeLeft, .split(.half, side: .right))
        #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(right.barColumn?.edge == .right)
        let left = window("iphone-duo-inner", .landscapeLeft, .split(.half, side: .left))
        #expect(left.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(left.barColumn == nil)
    }

    @Test func framesAreClippedToTheScreen() {
        let clipped = window("iphone-16", .portrait, .frame(Rect(x: 100, y: 400, width: 1000, height: 1000)))
        #expect(clipped.windowFrame == Rect(x: 100, y: 400, width: 293, height: 452))
        #expect(clipped.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(clipped.statusBarFrame == nil)
        #expect(window("iphone-16", .portrait, .frame(Rect(x: 0, y: 0, width: 393, height: 852))).isFullScreen)
    }
}
