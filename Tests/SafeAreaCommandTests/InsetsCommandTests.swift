import Foundation
import Testing

/// `safearea insets` against uikit-semantics.md E1 and E2.
@Suite("safearea insets")
struct InsetsCommandTests {
    @Test func textForAnIPhoneXWithANavigationAndATabBar() throws {
        let result = try CommandRunner.run("insets", "--device", "iphone-x", "--navigation-bar", "--tab-bar")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output == """
                iphone-x portrait
                safe area insets  {88, 0, 83, 0}
                layout margins    {88, 16, 83, 16}
                status bar        (0, 0, 375, 44)
                navigation bar    (0, 44, 375, 44)
                toolbar           none
                tab bar           (0, 729, 375, 83)

                """)
    }

    @Test func jsonForALandscapeIPhone8WithAdditionalInsets() throws {
        let result = try CommandRunner.run(
            "insets", "--device", "iPhone 8", "--orientation", "landscapeLeft",
            "--navigation-bar", "--additional", "0,10,5,0", "--json")
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let insets = try #require(object["safeAreaInsets"] as? [String: Double])
        #expect(insets == ["top": 32, "left": 10, "bottom": 5, "right": 0])
        let bars = try #require(object["bars"] as? [String: Any])
        #expect(bars["statusBar"] is NSNull)
        #expect((bars["navigationBar"] as? [String: Double]) == ["x": 0, "y": 0, "width": 667, "height": 32])
        #expect(object["layoutMargins"] != nil)
    }

    @Test func badInputExitsTwoWithTheProblem() throws {
        let result = try CommandRunner.run("insets", "--device", "iphone-x", "--additional", "1,2")
        #expect(result.status == 2)
        #expect(result.errors.contains("--additional needs four numbers"))
        let unknown = try CommandRunner.run("insets", "--device", "iphone-99")
        #expect(unknown.status == 2)
    }
}
