@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Xcode's pseudolanguages, as Foundation transforms each localized string
/// (`_CFDoubledStringCreate`, `_CFAccentuatedStringCreate`; languages.md).
@Suite("Pseudolanguages")
struct PseudolanguageTests {
    @Test func doubleLengthIsTheTextTwiceTheFirstWithoutPercentSigns() {
        #expect(ScreenDocument.doubled("Sign In") == "Sign In Sign In")
        #expect(ScreenDocument.doubled("Continue with %@") == "Continue with @ Continue with %@")
        #expect(ScreenDocument.doubled("") == "")
    }

    @Test func accentedAddsAMarkAfterEachLetterByItsCodeModuloSix() {
        #expect(ScreenDocument.accented("String") == "S\u{308}t\u{303}r\u{300}i\u{325}n\u{303}g\u{327}")
        #expect(ScreenDocument.accented("Sign In").count == 7, "the same characters, each with its mark")
        #expect(ScreenDocument.accented("12 %d!") == "12 %d\u{30A}!", "digits, spaces and punctuation keep none")
    }

    /// Every text a person reads is transformed: labels, buttons, placeholders, segments, the
    /// controllers' titles and their bar items; accessibility identifiers are not.
    @Test func everyTextAPersonReadsIsTransformed() throws {
        let document = ScreenDocument(name: "form") {
            NavigationController {
                ViewController(title: "Profile") {
                    View {
                        Label("Name").id("name").accessibilityIdentifier("name")
                        TextField(placeholder: "Email").id("email")
                        SegmentedControl(["One", "Two"]).id("tabs")
                    }
                }
                .navigationItem(rightBarButtonItems: [BarItem("Save")])
            }
        }
        let device = try Fixture.device("iphone-16-pro")
        let screen = LayoutResolver.resolve(document, on: device, in: .portrait, variant: Variant(language: .doubleLength))
        #expect(try screen.require("name").attributes.text == "Name Name")
        #expect(try screen.require("name").attributes.accessibilityIdentifier == "name")
        #expect(try screen.require("email").attributes.placeholder == "Email Email")
        #expect(try screen.require("tabs").attributes.segments == ["One One", "Two Two"])
        let texts = screen.layout.allViews.compactMap(\.attributes.text)
        #expect(texts.contains("Profile Profile") && texts.contains("Save Save"))
        #expect(
            try screen.require("name").frame.width > LayoutResolver.resolve(document, on: device, in: .portrait).require("name")
                .frame.width * 1.8)
    }
}
