import SwiftSyntax

/// SwiftUI's views by their initialisers, each as the spec writes it.
extension SwiftUITranslator {
    /// The view a call of the type `name` builds.
    mutating func base(_ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let line = self.place(of: node)
        func view(_ type: String, _ fields: [(String, SpecValue)] = []) -> SpecValue {
            .view(type, fields, line: line)
        }
        switch name {
        case "Text":
            guard let text = text(call.first ?? call.argument("verbatim")) else {
                return placeholder(node, "a text whose string is not in the source")
            }
            return view("Text", [("text", .string(text))])
        case "Image":
            if let symbol = string(call.argument("systemName")) { return view("Image", [("systemName", .string(symbol))]) }
            let name = string(call.first) ?? "image"
            note(node, "an asset's size is not in the source: 44 × 44 pt is assumed")
            return view(
                "Image", [("name", .string(name)), ("size", .fields([("width", .number(44)), ("height", .number(44))]))])
        case "Label":
            guard let title = string(call.first), let symbol = string(call.argument("systemImage")) else {
                return placeholder(node, "a label with a title or an icon not in the source")
            }
            return view("Label", [("title", .string(title)), ("systemImage", .string(symbol))])
        case "Button", "Link", "ShareLink":
            if call.first?.is(ClosureExprSyntax.self) == false, let title = text(call.first) {
                return view("Button", [("title", .string(title))])
            }
            let label = call.closure("label") ?? (call.argument("action") != nil ? call.trailingClosure : nil)
            guard let label else { return placeholder(node, "a button whose label is not in the source") }
            return view("Button", [("label", oneView(in: label, at: node))])
        case "Toggle":
            let isOn = bool(call.argument("isOn")) ?? false
            guard let title = string(call.first) else {
                return view("Toggle", [("title", .string("")), ("isOn", .bool(isOn))])
            }
            return view("Toggle", [("title", .string(title)), ("isOn", .bool(isOn))])
        case "TextField", "SecureField", "TextEditor":
            return view(name == "SecureField" ? "SecureField" : "TextField", [("placeholder", .string(string(call.first) ?? ""))])
        case "Slider":
            return view("Slider")
        case "Stepper":
            return view("Stepper", [("title", .string(string(call.first) ?? ""))])
        case "ProgressView":
            if let value = number(call.argument("value")) {
                let total = number(call.argument("total")) ?? 1
                return view("ProgressView", [("value", .number(max(0, min(1, value / max(total, 1e-9)))))])
            }
            return view("ProgressView")
        case "Picker":
            return picker(call, at: node)
        case "Spacer":
            guard let minLength = number(call.argument("minLength")) else { return view("Spacer") }
            return view("Spacer", [("minLength", SpecValue.number(minLength))])
        case "Divider":
            return view("Divider")
        case "Color":
            return .view("Color", [("color", .string(colorValue(resolving: call.first) ?? "systemGray"))], line: line)
        case "Rectangle", "Capsule", "Circle", "Ellipse":
            return view(name == "Ellipse" ? "Capsule" : name)
        case "RoundedRectangle":
            return view("RoundedRectangle", [("cornerRadius", .number(number(call.argument("cornerRadius")) ?? 0))])
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
            var fields: [(String, SpecValue)] = []
            if let alignment = Self.memberName(call.argument("alignment")) {
                // Text baselines are not modelled: a stack aligned by them is centred.
                let known = [
                    "leading", "center", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                    "bottomTrailing",
                ]
                if known.contains(alignment) {
                    fields.append(("alignment", .string(alignment)))
                } else {
                    note(node, "the alignment '\(alignment)' is read as the centre")
                }
            }
            if let spacing = number(call.argument("spacing")), name != "ZStack" {
                fields.append(("spacing", .number(spacing)))
            }
            return view(name, fields + [("content", .array(views(in: call.trailingClosure ?? call.closure("content"))))])
        case "ScrollView", "List", "Form", "Group", "NavigationStack", "NavigationView", "GeometryReader", "TabView":
            return container(name, call, at: node)
        case "Section":
            return section(call, at: node)
        case "NavigationLink":
            if call.first?.is(ClosureExprSyntax.self) == false, let title = text(call.first) {
                return view("NavigationLink", [("title", .string(title))])
            }
            let label =
                call.closure("label") ?? (call.argument("destination") != nil ? call.trailingClosure : nil)
                ?? (call.argument("value") != nil ? call.trailingClosure : nil)
            guard let label else { return placeholder(node, "a link whose label is not in the source") }
            return view("NavigationLink", [("label", oneView(in: label, at: node))])
        case "NavigationSplitView":
            var fields: [(String, SpecValue)] = [
                ("sidebar", oneView(in: call.trailingClosure ?? call.closure("sidebar"), at: node))
            ]
            if let content = call.closure("content") { fields.append(("content", oneView(in: content, at: node))) }
            fields.append(("detail", oneView(in: call.closure("detail"), at: node)))
            return view("NavigationSplitView", fields)
        case "Tab":
            let title = string(call.first) ?? ""
            var fields: [(String, SpecValue)] = [("title", .string(title))]
            if let symbol = string(call.argument("systemImage")) { fields.append(("systemImage", .string(symbol))) }
            return view("Tab", fields + [("content", .array([oneView(in: call.trailingClosure, at: node)]))])
        case "ForEach":
            return forEach(call, at: node)
        case "EmptyView":
            return view("Spacer", [("minLength", .number(0))])
        default:
            return placeholder(node, "'\(name)' is a view the reader does not know (the app's own, or another module's)")
        }
    }

    /// A container of views: its content, one view or several as it takes them.
    private mutating func container(_ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let line = self.place(of: node)
        let closure = call.trailingClosure ?? call.closure("content")
        switch name {
        case "List", "Form", "Group", "TabView":
            if name == "List", call.first != nil {
                note(node, "a List over a collection shows 3 sample rows")
                return .view(
                    "List",
                    [
                        (
                            "content",
                            .array([
                                .view("ForEach", [("count", .number(3)), ("content", .array(views(in: closure)))], line: line)
                            ])
                        )
                    ],
                    line: line)
            }
            return .view(name, [("content", .array(views(in: closure)))], line: line)
        case "ScrollView":
            let horizontal = Self.memberName(call.first) == "horizontal"
            return .view(
                "ScrollView",
                (horizontal ? [("axis", .string("horizontal"))] : []) + [("content", .array([oneView(in: closure, at: node)]))],
                line: line)
        default:
            return .view(
                name == "NavigationView" ? "NavigationStack" : name, [("content", .array([oneView(in: closure, at: node)]))],
                line: line)
        }
    }

    /// A `Section`: its title or header and footer, and its rows.
    private mutating func section(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        var fields: [(String, SpecValue)] = []
        if let title = string(call.first) {
            fields.append(("header", .string(title)))
        } else if let header = call.argument("header") ?? call.closure("header")?.statements.first?.item.as(ExprSyntax.self) {
            fields.append(("header", view(header)))
        }
        if let footer = call.argument("footer") ?? call.closure("footer")?.statements.first?.item.as(ExprSyntax.self) {
            fields.append(("footer", view(footer)))
        }
        return .view(
            "Section", fields + [("content", .array(views(in: call.trailingClosure ?? call.closure("content"))))],
            line: place(of: node))
    }

    /// A `Picker`: its title, and its options from the texts its content lists.
    private mutating func picker(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let options = views(in: call.trailingClosure ?? call.closure("content")).compactMap { option -> String? in
            if case .string(let text)? = option["text"] { return text }
            return nil
        }
        guard !options.isEmpty else {
            return placeholder(node, "a picker whose options are not in the source")
        }
        return .view(
            "Picker", [("title", .string(string(call.first) ?? "")), ("options", .array(options.map(SpecValue.string)))],
            line: place(of: node))
    }

    /// A `ForEach` over a range or an array literal, repeated that many times; over anything else,
    /// three sample rows, noted.
    private mutating func forEach(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        var count = 3
        if let sequence = call.first?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let low = number(sequence.elements.first.map(ExprSyntax.init)),
            let high = number(sequence.elements.last.map(ExprSyntax.init))
        {
            let closed = sequence.elements.dropFirst().first?.trimmedDescription == "..."
            count = max(0, Int(high - low) + (closed ? 1 : 0))
        } else if let array = call.first?.as(ArrayExprSyntax.self) {
            count = array.elements.count
        } else {
            note(node, "a ForEach over a collection not in the source shows 3 sample rows")
        }
        return .view(
            "ForEach", [("count", .number(Double(min(count, 1_000)))), ("content", .array(views(in: call.trailingClosure)))],
            line: place(of: node))
    }
}
