/// Prints point values the way UIKit logs them: `44`, not `44.0`, and `53.67`, not `53.666666`.
package enum PointFormatting {
    /// The shortest text for `value` rounded to two decimals: no trailing zeros, no trailing dot.
    /// A value too large for that, or not finite, is printed as Swift prints it.
    package static func string(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return value.description }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int(abs(hundredths))
        var text = String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return negative ? "-" + text : text
    }

    /// `value` rounded to a hundredth of a point, as reports keep figures.
    package static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// `value` without a fraction when it is whole (`750`, not `750.0`), else as Swift prints it
    /// (`250.5`, `1e+24`, `inf`).
    package static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : value.description
    }
}
