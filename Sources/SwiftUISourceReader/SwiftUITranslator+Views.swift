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
            guard let text = self.text(call.first ?? call.argument("verbatim")) else {
                return placeholder(node, "a text whose string is not in the source")
            }
            return view("Text", [("text", .string(text))])
        case "Image":
            if let symbol = string(call.argument("systemName")) { return view("Image", [("systemName", .string(symbol))]) }
            if call.argument("systemName") != nil {
                note(node, "the symbol's name is not in the source: a square symbol of its size stands in for it")
                return view("Image", [("systemName", .string("square"))])
            }
            let name = string(call.first) ?? "image"
            note(node, "an asset's size is not in the source: 44 × 44 pt is assumed")
            return view(
                "Image", [("name", .string(name)), ("size", .fields([("width", .number(44)), ("height", .number(44))]))])
        case "Label":
            return label(call, at: node)
        case "Button", "Link", "ShareLink", "Menu":
            if call.first?.is(ClosureExprSyntax.self) == false, let title = text(call.first) {
                return view("Button", [("title", .string(title))])
            }
            // A button's trailing closure is its action where a label follows, a menu's its items;
            // a link's and a share link's is their label.
            let label =
                call.closure("label")
                ?? (["Link", "ShareLink"].contains(name) || call.argument("action") != nil ? call.trailingClosure : nil)
            if let label { return view("Button", [("label", oneView(in: label, at: node))]) }
            if name == "ShareLink" {
                // SwiftUI's own label: "Share" beside the share symbol.
                return view(
                    "Button",
                    [
                        (
                            "label",
                            .view(
                                "Label", [("title", .string("Share")), ("systemImage", .string("square.and.arrow.up"))],
                                line: line)
                        )
                    ])
            }
            return placeholder(node, "a button whose label is not in the source")
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            // A gradient fills what it is offered, as a colour does: drawn in its first colour.
            return view("Color", [("color", .string(gradientColor(call) ?? "systemGray"))])
        case "AsyncImage":
            note(node, "an image loaded at run time is shown as its placeholder")
            if let placeholder = call.closure("placeholder") { return oneView(in: placeholder, at: node) }
            return .filledRectangle("systemGray5", line: line)
        case "ContentUnavailableView":
            return contentUnavailable(call, at: node)
        case "ViewThatFits":
            // Its first view, the one it takes wherever that fits: the widest layout, as apps write it.
            note(node, "a ViewThatFits is read as its first view")
            return views(in: call.trailingClosure ?? call.closure("content")).first ?? view("Spacer", [("minLength", .number(0))])
        case "DisclosureGroup":
            // Shown collapsed, as it starts: its label, a button across the row.
            note(node, "a DisclosureGroup is shown collapsed")
            if let title = text(call.first) { return view("Button", [("title", .string(title))]) }
            return view("Button", [("label", oneView(in: call.closure("label"), at: node))])
        case "Chart":
            // A chart takes what it is offered, as a colour does; its marks are drawn by Swift Charts.
            note(node, "a chart's marks are not drawn: it takes the space it is offered")
            return .filledRectangle("systemGray6", label: "Chart", line: line)
        case "LabeledContent":
            // Its title leading and its value trailing, as a form's row shows them.
            let title = text(call.first).map { SpecValue.view("Text", [("text", .string($0))], line: line) }
            let value =
                call.argument("value").flatMap { text($0) }.map {
                    SpecValue.view(
                        "Text",
                        [
                            ("text", .string($0)),
                            ("modifiers", .array([.fields([("foregroundStyle", .string("secondaryLabel"))])])),
                        ],
                        line: line)
                } ?? oneView(in: call.trailingClosure ?? call.closure("content"), at: node)
            return view(
                "HStack",
                [
                    (
                        "content",
                        .array([title ?? oneView(in: call.closure("label"), at: node), .view("Spacer", [], line: line), value])
                    )
                ])
        case "LazyVGrid", "LazyHGrid":
            return lazyGrid(name, call, at: node)
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
            let color = componentsColor(call) ?? colorValue(resolving: call.first) ?? "systemGray"
            return .view("Color", [("color", .string(color))], line: line)
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
            if let label { return view("NavigationLink", [("label", oneView(in: label, at: node))]) }
            // A label the caller gave as a closure: `NavigationLink(value: route, label: label)`.
            if let name = call.argument("label"), let given = bound(name)?.as(ClosureExprSyntax.self) {
                return view("NavigationLink", [("label", whereWritten(name) { $0.oneView(in: given, at: node) })])
            }
            return placeholder(node, "a link whose label is not in the source")
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
            return view("Group", [("content", .array([]))])
        default:
            if index.representables.contains(name) {
                // A UIKit view in SwiftUI takes what it is offered unless it says otherwise.
                note(node, "'\(name)' is a UIKit view the reader cannot draw: it takes the space it is offered")
                return .filledRectangle("systemGray5", label: "\(name) (not read)", line: line)
            }
            if index.layouts.contains(name) {
                note(node, "'\(name)' is the app's own Layout, whose code the reader does not run: its views are stacked")
                return view("VStack", [("content", .array(views(in: call.trailingClosure ?? call.closure("content"))))])
            }
            return placeholder(node, "'\(name)' is a view the reader does not know (the app's own, or another module's)")
        }
    }

    /// A `Label`: a title and a symbol, or the views its `title` and `icon` closures build side by
    /// side, an asset's icon at a symbol's size.
    private mutating func label(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let line = place(of: node)
        if let title = text(call.first) {
            if let symbol = string(call.argument("systemImage")) {
                return .view("Label", [("title", .string(title)), ("systemImage", .string(symbol))], line: line)
            }
            let icon = SpecValue.view(
                "Image",
                [
                    ("name", .string(string(call.argument("image")) ?? "icon")),
                    ("size", .fields([("width", .number(20)), ("height", .number(20))])),
                ], line: line)
            return .view(
                "HStack", [("content", .array([icon, .view("Text", [("text", .string(title))], line: line)]))], line: line)
        }
        let title = oneView(in: call.closure("title") ?? call.trailingClosure, at: node)
        guard let iconClosure = call.closure("icon") else { return title }
        let icon = oneView(in: iconClosure, at: node)
        if case .string(let text)? = title["text"], title["modifiers"] == nil, case .string(let symbol)? = icon["systemName"],
            icon["modifiers"] == nil
        {
            return .view("Label", [("title", .string(text)), ("systemImage", .string(symbol))], line: line)
        }
        return .view("HStack", [("content", .array([icon, title]))], line: line)
    }

    /// The first colour of a gradient: of its `colors:`, its `gradient: Gradient(colors:)`, or
    /// its `stops:`.
    func gradientColor(_ call: Call) -> String? {
        var list = call.argument("colors") ?? call.argument("stops")
        if let gradient = call.argument("gradient")?.as(FunctionCallExprSyntax.self) {
            list = gradient.arguments.first?.expression
        }
        guard let first = list?.as(ArrayExprSyntax.self)?.elements.first?.expression else { return nil }
        if let stop = first.as(FunctionCallExprSyntax.self), Self.typeName(stop.calledExpression)?.hasSuffix("Stop") == true {
            return colorValue(resolving: stop.arguments.first?.expression)
        }
        return colorValue(resolving: first)
    }

    /// `ContentUnavailableView`: its symbol, title and description stacked in the middle of what it
    /// is offered, as iOS draws it.
    mutating func contentUnavailable(_ call: Call, at node: some SyntaxProtocol) -> SpecValue {
        let line = place(of: node)
        var views: [SpecValue] = []
        if let title = text(call.first) {
            if let symbol = string(call.argument("systemImage")) {
                views.append(
                    .view(
                        "Image",
                        [("systemName", .string(symbol)), ("modifiers", .array([.fields([("font", .string("largeTitle"))])]))],
                        line: line))
            }
            views.append(
                .view(
                    "Text", [("text", .string(title)), ("modifiers", .array([.fields([("font", .string("title2"))])]))],
                    line: line))
            if let description = call.argument("description") { views.append(view(description)) }
        } else if call.trailingClosure != nil || call.closure("label") != nil {
            views.append(oneView(in: call.closure("label") ?? call.trailingClosure, at: node))
            if let description = call.closure("description") { views.append(oneView(in: description, at: node)) }
            if let actions = call.closure("actions") { views.append(oneView(in: actions, at: node)) }
        } else {
            // `.search`: SwiftUI's own, for a search with no results.
            views.append(
                .view(
                    "Image",
                    [
                        ("systemName", .string("magnifyingglass")),
                        ("modifiers", .array([.fields([("font", .string("largeTitle"))])])),
                    ],
                    line: line))
            views.append(
                .view(
                    "Text", [("text", .string("No Results")), ("modifiers", .array([.fields([("font", .string("title2"))])]))],
                    line: line))
        }
        return .view(
            "VStack",
            [
                ("spacing", .number(8)), ("content", .array(views)),
                (
                    "modifiers",
                    .array([
                        .fields([("frame", .fields([("maxWidth", .string("infinity")), ("maxHeight", .string("infinity"))]))])
                    ])
                ),
            ], line: line)
    }

    /// A `LazyVGrid` as a `Grid` of its items in rows of as many as it has columns (each cell as
    /// wide as its column); an adaptive column, whose count depends on the width, read as two,
    /// noted. A `LazyHGrid` is read as a row of its items.
    private mutating func lazyGrid(_ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let line = place(of: node)
        let items = views(in: call.trailingClosure ?? call.closure("content")).flatMap { $0.flattened() }
        if name == "LazyHGrid" {
            note(node, "a LazyHGrid is read as a row of its views")
            return .view("LazyHStack", [("content", .array(items))], line: line)
        }
        let columnsExpression = call.argument("columns").map { bound($0) ?? $0 }
        let columns = columnsExpression.flatMap { Self.gridColumns($0) }
        var count = columns?.count ?? 2
        if columns == nil || columns?.adaptive == true {
            note(node, "the number of columns depends on the width: the grid is read with \(count)")
            count = max(count, 2)
        }
        // Each run of cells in rows of `count`; a section's header and footer across every column.
        var rows: [SpecValue] = []
        var run: [SpecValue] = []
        func flush() {
            rows += stride(from: 0, to: run.count, by: max(count, 1)).map { start in
                SpecValue.view("GridRow", [("content", .array(Array(run[start..<min(start + count, run.count)])))], line: line)
            }
            run = []
        }
        // A cell as wide as its column, as a flexible column offers it.
        func cell(_ item: SpecValue) -> SpecValue {
            .view(
                "VStack",
                [
                    ("content", .array([item])),
                    ("modifiers", .array([.fields([("frame", .fields([("maxWidth", .string("infinity"))]))])])),
                ], line: line)
        }
        for item in items {
            guard item["view"] == .string("Section") else {
                run.append(cell(item))
                continue
            }
            flush()
            if let header = item.sectionBand("header") { rows.append(header) }
            if case .array(let content)? = item["content"] { run = content.flatMap { $0.flattened() }.map(cell) }
            flush()
            if let footer = item.sectionBand("footer") { rows.append(footer) }
        }
        flush()
        var fields: [(String, SpecValue)] = [("horizontalSpacing", .number(columns?.spacing ?? 8))]
        fields.append(("verticalSpacing", .number(number(call.argument("spacing")) ?? 8)))
        return .view("Grid", fields + [("content", .array(rows))], line: line)
    }

    /// The columns of a `LazyVGrid`: how many, whether adaptive, and the spacing between them.
    private static func gridColumns(_ expression: ExprSyntax) -> (count: Int, adaptive: Bool, spacing: Double?)? {
        if let call = expression.as(FunctionCallExprSyntax.self), typeName(call.calledExpression) == "Array",
            let count = call.arguments.first(where: { $0.label?.text == "count" }).flatMap({ literalNumber($0.expression) })
        {
            return (Int(count), false, nil)
        }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        let items = array.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self) }
        let adaptive = items.contains { $0.arguments.first?.expression.trimmedDescription.hasPrefix(".adaptive") == true }
        let spacing = items.first?.arguments.first { $0.label?.text == "spacing" }.flatMap { literalNumber($0.expression) }
        return (max(array.elements.count, 1), adaptive, spacing)
    }

    /// A container of views: its content, one view or several as it takes them.
    private mutating func container(_ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        let line = self.place(of: node)
        let closure = call.trailingClosure ?? call.closure("content")
        switch name {
        case "List", "Form", "Group", "TabView":
            if name == "List", let listed = self.rows(over: call.first, closure, at: node) {
                return .view("List", [("content", .array(listed))], line: line)
            }
            if name == "List", call.first != nil {
                note(node, "a List over a collection shows 3 sample rows")
                let rows = views(in: closure)
                if rows.contains(where: { $0["view"] == .string("Section") }) {
                    // A section for each element: the sections themselves, three times.
                    return .view("List", [("content", .array(Array(repeating: rows, count: 3).flatMap { $0 }))], line: line)
                }
                return .view(
                    "List",
                    [
                        (
                            "content",
                            .array([
                                .view("ForEach", [("count", .number(3)), ("content", .array(rows))], line: line)
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
        let listed = views(in: call.trailingClosure ?? call.closure("content")).flatMap { $0.flattened() }
        // An option shows its first text: a `Text`'s, a `Label`'s title, or the first in its stack.
        let options = listed.compactMap(\.firstText)
        guard !options.isEmpty else {
            return placeholder(node, "a picker whose options are not in the source")
        }
        return .view(
            "Picker", [("title", .string(string(call.first) ?? "")), ("options", .array(options.map(SpecValue.string)))],
            line: place(of: node))
    }

    /// The most rows a collection the source gives is shown with: more than a screen holds.
    static let mostRows = 100

    /// The views of `closure` for each element of the collection `data` when the source gives
    /// it (the app's samples, a model's initial values), its parameters naming the element; nil
    /// for a collection not known.
    private mutating func rows(
        over data: ExprSyntax?, _ closure: ClosureExprSyntax?, at node: some SyntaxProtocol
    )
        -> [SpecValue]?
    {
        guard let closure, let elements = evaluate(data)?.elements else { return nil }
        if elements.count > Self.mostRows { note(node, "the first \(Self.mostRows) of \(elements.count) elements are shown") }
        var shown: [SpecValue] = []
        for element in elements.prefix(Self.mostRows) {
            shown += withKnown(Self.parameters(of: closure, for: element)) { $0.views(in: closure) }
        }
        return shown
    }

    /// A `ForEach` over a collection the source gives, each element's views in turn; over a range
    /// or an array literal of values not known, repeated that many times; over anything else,
    /// three sample rows, noted.
    private mutating func forEach(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        if let listed = self.rows(over: call.first, call.trailingClosure ?? call.closure("content"), at: node) {
            return .view("Group", [("content", .array(listed))], line: place(of: node))
        }
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
