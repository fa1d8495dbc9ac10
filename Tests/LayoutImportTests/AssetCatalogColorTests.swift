@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import Testing

/// A named colour in an Interface Builder file takes its dark value from the asset catalog beside
/// the file, where the file keeps only the light one Xcode resolved.
@Suite("Asset catalog colours")
struct AssetCatalogColorTests {
    /// `App/Base.lproj/Main.xib` beside `App/Assets.xcassets`, whose `Colors/Brand.colorset` has a
    /// light and a dark entry and `Paper.colorset` one for any appearance.
    static func app() throws -> URL {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/App")
        let colors = app.appendingPathComponent("Assets.xcassets/Colors")
        for (name, contents) in [
            (
                "Brand",
                """
                {"colors": [
                  {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0.800", "green": "0.400", "red": "0.200"}}, "idiom": "universal"},
                  {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0x99", "red": "0x66"}}, "idiom": "universal"}
                ], "info": {"author": "xcode", "version": 1}}
                """
            ),
            (
                "Paper",
                """
                {"colors": [{"color": {"color-space": "gray-gamma-22", "components": {"alpha": "128", "white": "0.950"}}, "idiom": "universal"}]}
                """
            ),
            ("Broken", "{\"colors\": 3}"),
        ] {
            let set = colors.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let lproj = app.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let xib = InterfaceBuilderReaderTests.xib(
            """
            <color key="backgroundColor" name="Brand"/>
            """,
            extra: """
                <resources>
                    <namedColor name="Brand"><color red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                </resources>
                """)
        try Data(xib.utf8).write(to: lproj.appendingPathComponent("Main.xib"))
        return app
    }

    @Test func aCatalogGivesEachColourSetBothAppearances() throws {
        let colors = AssetCatalogColors.colors(in: try Self.app().appendingPathComponent("Assets.xcassets"))
        #expect(colors["Brand"] == Color(light: Color(rgb: 0x3366CC), dark: Color(rgb: 0x6699FF)))
        #expect(colors["Paper"] == Color(red: 242, green: 242, blue: 242, alpha: 128), "one appearance: the same in both")
        #expect(colors["Broken"] == nil, "a set Xcode would not write is left to the file's own value")
    }

    @Test func aFileBesideTheCatalogGetsTheDarkValue() throws {
        let file = try Self.app().appendingPathComponent("Base.lproj/Main.xib")
        let contents = try InterfaceBuilderFile.read(contentsOf: file, displayPath: "Main.xib")
        let background = try #require(contents.documents.first?.rootView?.attributes.backgroundColor)
        #expect(background.resolved(in: .light) == Color(rgb: 0x3366CC))
        #expect(background.resolved(in: .dark) == Color(rgb: 0x6699FF))
    }
}
