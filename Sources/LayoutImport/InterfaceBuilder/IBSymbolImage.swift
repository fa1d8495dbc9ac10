import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding
import Typography

/// The size UIKit draws an SF Symbol at, for an image Interface Builder names from the system
/// catalog (`image="chevron.up" catalog="system"`).
///
/// The file's `<resources>` give such an image a size normalised so that its larger side is 128
/// (printed-values.md §1): its aspect ratio, not what is drawn. UIKit draws a symbol with no
/// configuration at 17 pt, medium scale (`UIFont.defaultFontSize`), where a full-height symbol's
/// box is about 20 pt (clock 20 × 19, plus.circle.fill 20 × 19 printed by UIKit 26.1). So the
/// larger side is 20 pt times the configuration's point size over 17 (a text style's size when it
/// names one), times about 0.8 for the small scale and 1.3 for the large one (Apple's description
/// of the scales).
enum IBSymbolImage {
    /// The larger side of a symbol drawn at 17 pt, medium scale.
    static let defaultSide = 20.0

    /// The drawn size of the symbol `element` shows (a button's normal state, an image view, a
    /// button configuration), or nil when it shows no system symbol or the file lists no size.
    static func size(of element: XMLTree, resources: IBResources) -> Size? {
        let holder = [element, IBViewAttributes.normalState(element), element.child(key: "configuration")]
            .compactMap { $0 }.first { $0["catalog"] == "system" && $0["image"] != nil }
        guard let holder, let name = holder["image"], let nominal = resources.imageSize(name),
            nominal.width > 0, nominal.height > 0
        else { return nil }
        let configuration = holder.children.first { $0.name == "preferredSymbolConfiguration" }
        let side = defaultSide * pointSize(configuration) / 17 * scaleFactor(configuration?["scale"])
        let larger = max(nominal.width, nominal.height)
        return Size(width: side * nominal.width / larger, height: side * nominal.height / larger)
    }

    /// The point size a configuration asks for: its own, its font's, or its text style's; 17 when
    /// it gives none.
    private static func pointSize(_ configuration: XMLTree?) -> Double {
        guard let configuration else { return 17 }
        if let size = configuration.number("pointSize"), size > 0, size <= 200 { return size }
        if let font = configuration.child(key: "fontDescription") {
            if let size = font.number("pointSize"), size > 0, size <= 200 { return size }
            if let style = font["style"].flatMap(IBViewAttributes.textStyle) { return style.font.size }
        }
        return 17
    }

    private static func scaleFactor(_ scale: String?) -> Double {
        switch scale {
        case "small": 0.8
        case "large": 1.3
        default: 1
        }
    }
}
