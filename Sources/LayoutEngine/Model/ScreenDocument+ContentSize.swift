import DeviceGeometry
import Typography

extension ScreenDocument {
    /// The document as an app launched at `category` builds it: a font from a text style has the
    /// style's size at `category`, since `UIFont.preferredFont(forTextStyle:)` reads the setting
    /// when the font is made (`adjustsFontForContentSizeCategory` only decides whether a view
    /// follows a later change), and so has a table cell's text, whose built-in label is body.
    /// Fonts given in points keep their size, as do the bars' titles, which UIKit does not grow.
    package func textSized(for category: ContentSizeCategory) -> ScreenDocument {
        guard category != .large else { return self }
        var sized = self
        sized.root = root.rewritingViews { view in
            guard view.attributes.fontSize == nil else { return }
            if let style = view.attributes.textStyle {
                view.attributes.fontSize = style.font(at: category).size
            } else if view.attributes.kind == .tableViewCell {
                view.attributes.fontSize = DynamicTypeStyle.body.font(at: category).size
            }
        }
        return sized
    }
}
