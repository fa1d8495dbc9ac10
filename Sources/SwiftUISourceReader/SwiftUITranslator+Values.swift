import SwiftSyntax

/// Literal values as the spec writes them: strings, numbers, colours, alignments, edges.
extension SwiftUITranslator {
    /// A string literal's text; an interpolation reads as the value's name in braces (`{name}`),
    /// noted, as the value is not known.
    mutating func string(_ expression: ExprSyntax?) -> String? {
        guard let written = expression else { return nil }
        let expression = chosenBranch(of: written)
        if case .string(let text)? = evaluate(expression) { return text }
        if let bound = self.bound(expression) { return whereWritten(expression) { $0.string(bound) } }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            var unknown = false
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let value = segment.as(ExpressionSegmentSyntax.self) {
                    if let shown = evaluate(value.expressions.first?.expression)?.interpolated {
                        text += shown
                    } else {
                        text += "{\(value.expressions.trimmedDescription)}"
                        unknown = true
                    }
                }
            }
            if unknown { note(literal, "an interpolated value is shown by its name") }
            return text
        }
        // `LocalizedStringKey("…")`, `String(localized: "…")`, `Text(verbatim:)`'s argument.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1 {
            return string(call.arguments.first?.expression)
        }
        return nil
    }

    /// A text: a string `string(_:)` reads, or else, for a value the source does not give (a
    /// model's property, a parameter), the value's name in braces, noted.
    mutating func text(_ expression: ExprSyntax?) -> String? {
        if let text = string(expression) { return text }
        if let shown = evaluate(expression)?.interpolated { return shown }
        guard let expression, !expression.is(ClosureExprSyntax.self) else { return nil }
        note(expression, "the value is not in the source: its name is shown")
        return "{\(expression.trimmedDescription)}"
    }

    /// A number: a literal, negative or not, or a name that stands for one.
    func number(_ expression: ExprSyntax?) -> Double? {
        Self.literalNumber(expression.map { bound($0) ?? $0 }) ?? evaluate(expression)?.number
    }

    /// A number literal, negative or not.
    static func literalNumber(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literalNumber(prefix.expression).map { -$0 }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "infinity" {
            return .infinity
        }
        return nil
    }

    /// A length as the spec writes it: a number, or `infinity`.
    func length(_ expression: ExprSyntax?) -> SpecValue? {
        number(expression).map { $0.isInfinite ? .string("infinity") : .number($0) }
    }

    /// A Boolean: a literal, `.constant(true)` or `.constant(false)`, or a name (a binding's
    /// `$name` too) that stands for one; nil for a value not known.
    func bool(_ expression: ExprSyntax?) -> Bool? {
        guard let expression = expression.map({ bound($0) ?? $0 }) else { return nil }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constant"
        {
            return bool(call.arguments.first?.expression)
        }
        if case .bool(let flag)? = evaluate(expression) { return flag }
        return nil
    }

    /// The name of a member an expression gives: `.leading`, `Font.title`, `.title.bold()`'s
    /// `title`.
    static func memberName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, Self.memberName(base) != nil, base.is(FunctionCallExprSyntax.self) {
                return memberName(base)
            }
            return member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            // `.page(indexDisplayMode: .always)`'s `page`; `.title.bold()`'s `title`.
            return member.base.map { memberName($0) } ?? member.declName.baseName.text
        }
        return nil
    }

    /// UIKit's name of the colour SwiftUI names `name`: `.red` is `systemRed`, `.primary` the
    /// label colour; nil for none it knows.
    static func colorName(_ name: String) -> String? {
        let system = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
        ]
        if system.contains(name) { return name == "cyan" || name == "mint" ? "systemTeal" : "system" + name.capitalized }
        switch name {
        case "black", "white", "clear": return name
        case "primary": return "label"
        case "secondary": return "secondaryLabel"
        // Materials and the bars' material: drawn as the grouped background they let through.
        case "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar":
            return "secondarySystemBackground"
        case "accentColor", "accent": return "systemBlue"
        default: return nil
        }
    }

    /// The colour an expression gives: `.red`, `Color.red`, `Color(.systemBackground)`,
    /// `Color(uiColor: .secondarySystemBackground)`, `.red.opacity(0.5)`; nil for one not known.
    static func colorValue(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let known = colorName(name) { return known }
            if ["systemBackground", "secondarySystemBackground", "systemGroupedBackground", "label", "secondaryLabel"]
                .contains(name) || name.hasPrefix("system")
            {
                return name
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName.baseName.text == "opacity"
            {
                return colorValue(base)
            }
            if typeName(call.calledExpression) == "Color" { return colorValue(call.arguments.first?.expression) }
        }
        return nil
    }

    /// The colour `expression` gives, or the name it is bound to gives.
    func colorValue(resolving expression: ExprSyntax?) -> String? {
        if let known = Self.colorValue(expression.map { bound($0) ?? $0 }) { return known }
        if let call = expression?.as(FunctionCallExprSyntax.self) {
            if let hex = componentsColor(Call(call)) { return hex }
            // A gradient as a shape's style: its first colour.
            if let name = Self.typeName(call.calledExpression), name.hasSuffix("Gradient") {
                return gradientColor(Call(call))
            }
        }
        if case .enumCase(let type, let name, _)? = evaluate(expression), type == nil || type == "Color" {
            return Self.colorName(name)
        }
        return nil
    }

    /// The colour `Color(red:green:blue:)`, `Color(hue:saturation:brightness:)` or `Color(white:)`
    /// makes of components the source gives, as `#RRGGBB`; nil for another call or one not known.
    func componentsColor(_ call: Call) -> String? {
        func component(_ label: String) -> Double? { evaluate(call.argument(label))?.number.map { max(0, min(1, $0)) } }
        var rgb: (Double, Double, Double)?
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            rgb = (red, green, blue)
        } else if let white = component("white") {
            rgb = (white, white, white)
        } else if let hue = component("hue"), let saturation = component("saturation"),
            let brightness = component("brightness")
        {
            // HSB to RGB: the hue's sector, and where in it.
            let sector = (hue * 6).truncatingRemainder(dividingBy: 6), part = sector - sector.rounded(.down)
            let p = brightness * (1 - saturation), q = brightness * (1 - saturation * part)
            let t = brightness * (1 - saturation * (1 - part))
            switch Int(sector) {
            case 0: rgb = (brightness, t, p)
            case 1: rgb = (q, brightness, p)
            case 2: rgb = (p, brightness, t)
            case 3: rgb = (p, q, brightness)
            case 4: rgb = (t, p, brightness)
            default: rgb = (brightness, p, q)
            }
        }
        guard let (red, green, blue) = rgb else { return nil }
        return "#" + [red, green, blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// A view that is a colour: `Color.red` and its friends.
    mutating func color(_ name: String, at node: some SyntaxProtocol) -> SpecValue {
        guard let color = Self.colorName(name) ?? (name.hasPrefix("system") ? name : nil) else {
            note(node, "the colour '\(name)' is the app's own: it is drawn grey")
            return .view("Color", [("color", .string("systemGray3"))], line: place(of: node))
        }
        return .view("Color", [("color", .string(color))], line: place(of: node))
    }

    /// Edges as the spec writes them: `.horizontal`, `[.top, .bottom]`, `.all`.
    static func edges(_ expression: ExprSyntax?) -> SpecValue? {
        guard let expression else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.compactMap { memberName($0.expression) }.map(SpecValue.string))
        }
        guard let name = memberName(expression) else { return nil }
        return name == "all" ? .bool(true) : .array([.string(name)])
    }
}
