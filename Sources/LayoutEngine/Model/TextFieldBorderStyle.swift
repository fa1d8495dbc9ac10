/// `UITextField.BorderStyle`: how a text field draws its edge, which decides its height. A field
/// with no border is as tall as its text's line; a bordered one adds the border's padding (30 pt
/// at a 14-pt font, 34 at 17; printed-values.md §2).
public enum TextFieldBorderStyle: String, CaseIterable, Hashable, Sendable {
    /// No border: the text alone.
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle.
    case bezel
    /// A rounded rectangle, Interface Builder's default for a new field.
    case roundedRect
}
