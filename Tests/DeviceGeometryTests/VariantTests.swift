import DeviceGeometry
import Foundation
import Testing

/// Variants name placements as files and reports do: the standard one adds nothing, any other its
/// name after the orientation.
@Suite("Variants")
struct VariantTests {
    @Test func aPlacementsNameCarriesItsVariantUnlessStandard() throws {
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        #expect(Placement(device, .portrait).description == "iphone-16-pro.portrait")
        let large = Placement(device, .landscapeLeft, variant: Variant(contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(large.description == "iphone-16-pro.landscapeLeft.AX5")
        for text in ["iphone-16-pro.portrait", "iphone-16-pro.landscapeLeft.AX5", "ipad-air-13-m2.portrait.xS"] {
            let decoded = try JSONDecoder().decode(Placement.ID.self, from: Data("\"\(text)\"".utf8))
            #expect(decoded.description == text)
            #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == "\"\(text)\"")
        }
        for bad in ["iphone-16-pro", "iphone-16-pro.AX5", "iphone-16-pro.portrait.huge", "iphone-16-pro.portrait.default"] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try JSONDecoder().decode(Placement.ID.self, from: Data("\"\(bad)\"".utf8))
            }
        }
    }

    @Test func theMatrixIsDevicesThenOrientationsThenVariants() throws {
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-se-3"))
        let variants = [Variant.standard, Variant(contentSize: .accessibilityMedium)]
        #expect(
            [device].placements(in: [.portrait, .landscapeLeft], variants: variants).map(\.description) == [
                "iphone-se-3.portrait", "iphone-se-3.portrait.AX1", "iphone-se-3.landscapeLeft", "iphone-se-3.landscapeLeft.AX1",
            ])
        #expect(Variant(contentSize: .extraSmall) < .standard && Variant.standard.description == "default")
    }

    /// Settings that are not iOS's own join with `+`, text size first, whatever order they were
    /// written in; each setting at most once.
    @Test func aVariantNamesEachSettingThatIsNotTheDefault() throws {
        let both = Variant(contentSize: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)
        #expect(both.description == "AX5+rtl" && Variant(layoutDirection: .rightToLeft).description == "rtl")
        #expect(Variant(parsing: "rtl+AX5") == both && Variant(parsing: "accessibilityExtraExtraExtraLarge+rightToLeft") == both)
        for bad in ["AX5+AX1", "rtl+ltr", "AX5+", "+rtl", "dark+light", "Dim", "de+fr"] {
            #expect(Variant(parsing: bad) == nil, "\(bad)")
        }
        #expect(Variant(parsing: "dark+rtl+xS")?.description == "xS+rtl+dark")
        let id = try JSONDecoder().decode(Placement.ID.self, from: Data("\"iphone-16-pro.landscapeRight.AX5+rtl\"".utf8))
        #expect(id.variant == both && id.orientation == .landscapeRight && id.deviceID == "iphone-16-pro")
    }

    /// The command line over the settings: a list wins whole, an axis replaces the same axis.
    @Test func aChoiceNamesWhatItNamesAndLeavesTheRest() {
        let settings = VariantChoice(contentSizes: [.large, .accessibilityExtraExtraExtraLarge])
        let directions = VariantChoice(layoutDirections: [.rightToLeft])
        #expect(directions.over(settings).variants.map(\.description) == ["rtl", "AX5+rtl"])
        #expect(VariantChoice().over(settings).variants.map(\.description) == ["default", "AX5"])
        #expect(VariantChoice.recommended.over(settings).variants.map(\.description) == ["default", "AX5", "rtl", "dark"])
        #expect(directions.over(.recommended).variants.map(\.description) == ["rtl"], "an axis replaces a list below it")
        #expect(VariantChoice().variants == [.standard])
    }
}
