import SwiftSyntax

/// SwiftUI's modifiers as the spec writes them, appended to the view they modify.
extension SwiftUITranslator {
    /// Modifiers that change nothing the layout, the drawing or the audit sees: gestures other than
    /// taps, tasks, animations, navigation destinations, alerts, focus, keyboards and effects drawn
    /// over the layout. They are read and left out.
    static let ignoredModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onLongPressGesture", "gesture",
        "simultaneousGesture", "animation", "transition", "id", "tag", "environment", "environmentObject", "refreshable",
        "searchable", "alert", "confirmationDialog", "navigationDestination", "focused", "keyboardType", "textContentType",
        "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "contextMenu", "swipeActions",
        "accessibilityHint", "accessibilityElement", "accessibilityAddTraits", "accessibilityValue", "preferredColorScheme",
        "shadow", "blur", "saturation", "rotationEffect", "scaleEffect", "symbolRenderingMode", "symbolVariant", "redacted",
        "help", "badge", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme", "interactiveDismissDisabled",
        "presentationDragIndicator", "presentationCornerRadius", "scrollDismissesKeyboard", "scrollIndicators",
        "textSelection", "truncationMode", "minimumScaleFactor", "allowsTightening", "kerning", "tracking", "underline",
        "strikethrough", "italic", "monospacedDigit", "privacySensitive", "onOpenURL", "onDrop", "onDrag", "draggable",
        "dropDestination", "sensoryFeedback", "contentTransition", "matchedGeometryEffect", "zIndex", "drawingGroup",
        "compositingGroup", "mask", "border", "labelsHidden", "listRowSeparator", "listSectionSeparator", "headerProminence",
        "dynamicTypeSize", "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures", "fileImporter",
        "fileExporter", "photosPicker", "popover", "keyboardShortcut", "hoverEffect", "containerBackground",
        // Drawn, not laid out: strokes and trims draw inside the shape's frame; a row's background
        // and insets, a scroll view's anchor, a text field's border, a tab view's or a picker's style
        // on another view.
        "stroke", "strokeBorder", "trim", "onDelete", "onMove",
        "defaultScrollAnchor", "textFieldStyle", "tabViewStyle", "presentationBackground", "scrollTargetBehavior",
        "scrollTargetLayout", "scrollPosition", "textCase", "pickerStyle", "toggleStyle", "labelStyle",
        "navigationBarHidden", "toolbarTitleDisplayMode", "fontDesign", "contentMargins", "onHover",
        "onGeometryChange", "onPreferenceChange", "preference", "coordinateSpace", "listRowSpacing",
        "listSectionSpacing", "allowsHitTesting",
        // What a preview says of itself, which the reader reads from the preview (`SwiftUIPreview`).
        "previewLayout", "previewInterfaceOrientation", "previewDevice", "previewDisplayName",
    ]

    /// The SwiftUI modifiers the reader reads into the spec.
    static let knownModifiers: Set<String> = ignoredModifiers.union([
        "accentColor", "accessibilityIdentifier", "accessibilityLabel", "aspectRatio", "background", "bold",
        "buttonStyle", "clipShape", "contentShape", "controlSize", "cornerRadius", "disabled",
        "edgesIgnoringSafeArea", "fill", "fixedSize", "font", "fontWeight", "foregroundColor", "foregroundStyle",
        "frame", "fullScreenCover", "hidden", "ignoresSafeArea", "imageScale", "layoutPriority", "lineLimit",
        "listStyle", "multilineTextAlignment", "navigationBarTitleDisplayMode", "navigationTitle", "offset",
        "onTapGesture", "opacity", "overlay", "padding", "position", "presentationDetents", "safeAreaInset",
        "scaledToFill", "scaledToFit", "scrollContentBackground", "sheet", "tabItem", "tint", "toolbar",
        "pickerStyle", "resizable", "listRowBackground", "listRowInsets",
    ])

    /// Whether `name` may be the app's own modifier: `modifier(_:)`, or any name SwiftUI's modifiers
    /// the reader knows do not take (the app's own function of `extension View` wins over a name
    /// it does not know).
    static func appsModifierNames(_ name: String) -> Bool {
        name == "modifier" || !knownModifiers.contains(name)
    }

    /// `content` with the modifier `name` applied, as its call gives it.
    mutating func modified(_ content: SpecValue, _ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue {
        // Modifiers that are keys of the view itself.
        switch name {
        case "pickerStyle" where content["view"] == .string("Picker"):
            return content.setting("style", to: .string(Self.memberName(call.first).map(Self.pickerStyle) ?? "automatic"))
        case "resizable" where content["view"] == .string("Image"):
            return content.setting("resizable", to: .bool(true))
        case "textCase" where content["view"] == .string("Text"):
            guard case .string(let text)? = content["text"], let textCase = Self.memberName(call.first) else { return content }
            return content.setting("text", to: .string(textCase == "uppercase" ? text.uppercased() : text.lowercased()))
        case "tabViewStyle" where content["view"] == .string("TabView") && Self.memberName(call.first) == "page":
            // A pager: its first page fills what it is offered.
            note(node, "a paged TabView shows its first page")
            guard case .array(let listed)? = content["content"], let first = listed.flatMap({ $0.flattened() }).first else {
                return content
            }
            return .view(
                "ZStack",
                [
                    ("content", .array([first])),
                    (
                        "modifiers",
                        .array([
                            .fields([("frame", .fields([("maxWidth", .string("infinity")), ("maxHeight", .string("infinity"))]))])
                        ])
                    ),
                ], line: place(of: node))
        case "navigationBarTitle":
            var titled = self.modified(content, "navigationTitle", call, at: node)
            if let mode = call.argument("displayMode") {
                titled = self.modified(
                    titled, "navigationBarTitleDisplayMode",
                    Call(arguments: [(nil, mode)], trailingClosure: nil, namedClosures: [:]),
                    at: node)
            }
            return titled
        case "buttonStyle":
            if let style = appsButtonStyle(call.first) {
                return styled(content, by: style).appendingModifier(.fields([("buttonStyle", .string("plain"))]))
            }
        default:
            break
        }
        // A section takes no modifiers of its own: what it holds takes them.
        if content["view"] == .string("Section") {
            guard case .array(let rows)? = content["content"] else { return content }
            return content.setting("content", to: .array(rows.map { self.modified($0, name, call, at: node) }))
        }
        if Self.appsModifierNames(name), let applied = appsModifier(name, call, on: content) { return applied }
        guard let modifier = self.modifier(name, call, at: node) else { return content }
        guard case .object(let fields, let line) = content else { return content }
        return SpecValue.object(fields, line: line).appendingModifier(modifier)
    }

    /// The app's own `ButtonStyle` `expression` names, `PrimaryStyle()` or `.primary` (a static
    /// member of `ButtonStyle`'s extension): its `makeBody(configuration:)`, the name of its
    /// configuration, and the call that builds it.
    func appsButtonStyle(
        _ expression: ExprSyntax?
    ) -> (body: CodeBlockItemListSyntax, configuration: String, declaration: StructDeclSyntax, call: Call)? {
        guard var made = expression else { return nil }
        if let member = made.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            let definition =
                evaluator.types.members["ButtonStyle"]?.statics[name]
                ?? evaluator.types.members["PrimitiveButtonStyle"]?.statics[name]
            switch definition {
            case .value(let value)?: made = value
            case .getter(let statements)?:
                guard let last = statements.last?.item else { return nil }
                guard let value = last.as(ExprSyntax.self) ?? last.as(ReturnStmtSyntax.self)?.expression else { return nil }
                made = value
            case nil: return nil
            }
        }
        guard let call = made.as(FunctionCallExprSyntax.self), let type = Self.typeName(call.calledExpression),
            let declaration = index.buttonStyles[type]
        else { return nil }
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeBody",
                let body = function.body, let parameter = function.signature.parameterClause.parameters.first
            else { continue }
            return (body.statements, (parameter.secondName ?? parameter.firstName).text, declaration, Call(call))
        }
        return nil
    }

    /// `content` with each button in it drawn by the app's button style: its label what the
    /// style's `makeBody` builds around it, the button not pressed.
    private mutating func styled(
        _ content: SpecValue,
        by style: (body: CodeBlockItemListSyntax, configuration: String, declaration: StructDeclSyntax, call: Call)
    ) -> SpecValue {
        switch content {
        case .array(let items):
            return .array(items.map { styled($0, by: style) })
        case .object(let fields, let line):
            guard content["view"] == .string("Button") else {
                return .object(
                    fields.map { ($0.key, $0.key == "modifiers" ? $0.value : styled($0.value, by: style)) }, line: line)
            }
            let label: SpecValue
            if let given = content["label"] {
                label = given
            } else if case .string(let title)? = content["title"] {
                label = .view("Text", [("text", .string(title))], line: line)
            } else {
                return content
            }
            var scope = Scope(modified: label, modifiedName: "\(style.configuration).label", outer: scopes.count)
            scope.known[style.configuration] = .instance(
                type: "Configuration", fields: ["isPressed": .bool(false), "role": SourceValue.none])
            giveProperties(of: style.declaration, from: style.call, to: &scope)
            scopes.append(scope)
            let drawn = oneView(in: style.body, at: style.declaration)
            scopes.removeLast()
            return .object(fields.filter { $0.key != "title" && $0.key != "label" } + [("label", drawn)], line: line)
        default:
            return content
        }
    }

    /// The modifier `name` as the spec's one-key object, or nil for one that changes nothing the
    /// toolkit sees, or that it does not know (noted).
    private mutating func modifier(_ name: String, _ call: Call, at node: FunctionCallExprSyntax) -> SpecValue? {
        func one(_ key: String, _ value: SpecValue) -> SpecValue { .fields([(key, value)]) }
        let first = call.first
        switch name {
        case "padding":
            let edges = Self.edges(first).flatMap { number(first) == nil ? $0 : nil }
            let length = number(call.arguments.last?.expression)
            switch (edges, length) {
            case (nil, let length?): return one("padding", .number(length))
            case (let edges?, let length):
                return one("padding", .fields([("edges", edges)] + (length.map { [("length", .number($0))] } ?? [])))
            case (nil, nil): return one("padding", .fields([]))
            }
        case "frame":
            var fields: [(String, SpecValue)] = []
            for argument in call.arguments {
                guard let label = argument.label else { continue }
                if label == "alignment" {
                    if let alignment = Self.memberName(argument.expression) { fields.append(("alignment", .string(alignment))) }
                } else if let length = self.length(argument.expression) {
                    fields.append((label, length))
                }
            }
            return one("frame", .fields(fields))
        case "fixedSize":
            if call.arguments.isEmpty { return one("fixedSize", .bool(true)) }
            return one(
                "fixedSize",
                .fields([
                    ("horizontal", .bool(bool(call.argument("horizontal")) ?? false)),
                    ("vertical", .bool(bool(call.argument("vertical")) ?? false)),
                ]))
        case "layoutPriority":
            return number(first).map { one("layoutPriority", .number($0)) }
        case "offset", "position":
            // `offset(CGSize(width:height:))`, `position(CGPoint(x:y:))`, or a model's value of either.
            if case .instance(_, let fields)? = evaluate(first) {
                let x = (fields["width"] ?? fields["x"])?.number ?? 0, y = (fields["height"] ?? fields["y"])?.number ?? 0
                return one(name, .fields([("x", .number(x)), ("y", .number(y))]))
            }
            return one(
                name,
                .fields([
                    ("x", .number(number(call.argument("x")) ?? 0)), ("y", .number(number(call.argument("y")) ?? 0)),
                ]))
        case "background", "overlay":
            if let color = colorValue(resolving: first) {
                return one(name, .view("Color", [("color", .string(color))], line: place(of: node)))
            }
            // The app's own colour or style (`Theme.colors.card`): behind a view, drawn grey.
            if name == "background", let style = first, Self.isStyleChain(style), evaluate(style) == nil,
                scopes.last?.views[style.trimmedDescription] == nil, bound(style) == nil
            {
                note(node, "the app's own colour or style '\(style.trimmedDescription)' is drawn grey")
                return one(name, .view("Color", [("color", .string("systemGray5"))], line: place(of: node)))
            }
            if let view = first { return one(name, self.view(view)) }
            if let closure = call.trailingClosure { return one(name, oneView(in: closure, at: node)) }
            return nil
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            var fields: [(String, SpecValue)] = []
            if let region = Self.memberName(first), ["container", "keyboard", "all"].contains(region) {
                fields.append(("regions", .array([.string(region)])))
            } else if name == "edgesIgnoringSafeArea", let edges = Self.edges(first) {
                fields.append(("edges", edges))
            }
            if let edges = Self.edges(call.argument("edges")) { fields.append(("edges", edges)) }
            return one("ignoresSafeArea", fields.isEmpty ? .bool(true) : .fields(fields))
        case "font":
            if let size = number(call.argument("size") ?? systemSize(first)) { return one("font", .number(size)) }
            guard let style = Self.memberName(first), Self.textStyles.contains(style) else {
                note(node, "a font that is not a text style or a system size is read as the body style")
                return nil
            }
            return one("font", .string(style))
        case "fontWeight":
            return Self.memberName(first).map { one("fontWeight", .string(Self.weight($0))) }
        case "bold":
            return bool(first) == false ? nil : one("bold", .bool(true))
        case "foregroundColor", "foregroundStyle", "fill":
            return colorValue(resolving: first).map { one("foregroundStyle", .string($0)) }
        case "tint", "accentColor":
            return colorValue(resolving: first).map { one("tint", .string($0)) }
        case "lineLimit":
            return number(first).map { one("lineLimit", .number($0)) }
        case "multilineTextAlignment":
            return Self.memberName(first).map { one("multilineTextAlignment", .string($0)) }
        case "opacity":
            return number(first).map { one("opacity", .number(max(0, min(1, $0)))) }
        case "hidden":
            return one("hidden", .bool(true))
        case "disabled":
            return one("disabled", .bool(bool(first) ?? false))
        case "cornerRadius":
            return number(first).map { one("cornerRadius", .number($0)) }
        case "clipShape", "contentShape":
            return shape(first).map { one(name, $0) }
        case "onTapGesture":
            return one("onTapGesture", .bool(true))
        case "buttonStyle", "listStyle", "imageScale", "controlSize", "navigationBarTitleDisplayMode", "scrollContentBackground":
            guard let given = Self.memberName(first) else { return nil }
            guard let value = Self.styleValue(given, of: name) else {
                note(node, "'\(given)' is not a \(name) the reader knows (the app's own?); it is left out")
                return nil
            }
            return one(name, .string(value))
        case "aspectRatio":
            var fields: [(String, SpecValue)] = []
            if let ratio = number(first) { fields.append(("ratio", .number(ratio))) }
            if let mode = Self.memberName(call.argument("contentMode")) { fields.append(("contentMode", .string(mode))) }
            return one("aspectRatio", .fields(fields))
        case "scaledToFit", "scaledToFill":
            return one("aspectRatio", .fields([("contentMode", .string(name == "scaledToFit" ? "fit" : "fill"))]))
        case "accessibilityIdentifier", "accessibilityLabel", "navigationTitle":
            return string(first).map { one(name, .string($0)) }
        case "safeAreaInset":
            var fields: [(String, SpecValue)] = [("edge", .string(Self.memberName(call.argument("edge")) ?? "bottom"))]
            if let spacing = number(call.argument("spacing")) { fields.append(("spacing", .number(spacing))) }
            return one(
                "safeAreaInset",
                .fields(fields + [("content", oneView(in: call.trailingClosure ?? call.closure("content"), at: node))]))
        case "sheet", "fullScreenCover":
            let isPresented = bool(call.argument("isPresented")) ?? false
            let content = call.trailingClosure ?? call.closure("content")
            return one(name, .fields([("isPresented", .bool(isPresented)), ("content", oneView(in: content, at: node))]))
        case "presentationDetents":
            guard let array = first?.as(ArrayExprSyntax.self) else { return nil }
            let detents = array.elements.compactMap { element -> SpecValue? in
                let expression = element.expression
                if let call = expression.as(FunctionCallExprSyntax.self),
                    let member = Self.memberName(call.calledExpression), let value = number(call.arguments.first?.expression)
                {
                    return member == "height" || member == "fraction" ? .fields([(member, .number(value))]) : nil
                }
                return Self.memberName(expression).map(SpecValue.string)
            }
            return detents.isEmpty ? nil : one(name, .array(detents))
        case "tabItem":
            let label = views(in: call.trailingClosure).first
            let title = label?["title"] ?? label?["text"] ?? .string("")
            var fields: [(String, SpecValue)] = [("title", title)]
            if let symbol = label?["systemImage"] { fields.append(("image", symbol)) }
            return one("tabItem", .fields(fields))
        case "toolbar":
            return toolbar(call, at: node)
        case "listRowBackground":
            guard let background = first else { return nil }
            if let color = colorValue(resolving: background) {
                return one(name, .view("Color", [("color", .string(color))], line: place(of: node)))
            }
            return one(name, view(background))
        case "listRowInsets":
            // `EdgeInsets()` is none; `EdgeInsets(top:leading:bottom:trailing:)` as given.
            guard let insets = first?.as(FunctionCallExprSyntax.self) else { return nil }
            let made = Call(insets)
            return one(
                name,
                .fields(
                    ["top", "leading", "bottom", "trailing"].map { edge in
                        (edge, .number(max(0, number(made.argument(edge)) ?? 0)))
                    }))
        case _ where Self.ignoredModifiers.contains(name):
            return nil
        default:
            note(node, "the modifier '\(name)' is not one the reader knows; it is left out")
            return nil
        }
    }

    /// Whether `expression` is a chain of members with no call, `Theme.shared.colors.card`, as an
    /// app names its colours and styles.
    static func isStyleChain(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return base.is(DeclReferenceExprSyntax.self) || isStyleChain(base)
    }

    /// The text styles `font(_:)` may name.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2",
    ]

    /// The values each style-like modifier takes in the spec, by SwiftUI's names of them: iOS 26's
    /// glass button styles are the bordered ones, an inset list the inset-grouped one, a sidebar
    /// list a plain one.
    static let styleValues: [String: [String: String]] = [
        "buttonStyle": [
            "automatic": "automatic", "borderless": "borderless", "plain": "plain", "bordered": "bordered",
            "borderedProminent": "borderedProminent", "glass": "bordered", "glassProminent": "borderedProminent",
        ],
        "listStyle": [
            "automatic": "automatic", "plain": "plain", "grouped": "grouped", "insetGrouped": "insetGrouped",
            "inset": "insetGrouped", "sidebar": "plain",
        ],
        "imageScale": ["small": "small", "medium": "medium", "large": "large"],
        "controlSize": ["mini": "mini", "small": "small", "regular": "regular", "large": "large", "extraLarge": "extraLarge"],
        "navigationBarTitleDisplayMode": ["automatic": "automatic", "inline": "inline", "large": "large"],
        "scrollContentBackground": ["automatic": "automatic", "hidden": "hidden", "visible": "visible"],
    ]

    /// The spec's value for `given` as an argument of `modifier`; nil for one it has none for.
    static func styleValue(_ given: String, of modifier: String) -> String? {
        styleValues[modifier]?[given]
    }

    /// The spec's weight for SwiftUI's: the toolkit's faces run from regular to bold.
    static func weight(_ name: String) -> String {
        switch name {
        case "ultraLight", "thin", "light", "regular": "regular"
        case "medium": "medium"
        case "semibold": "semibold"
        default: "bold"
        }
    }

    /// The spec's name of a picker style.
    static func pickerStyle(_ name: String) -> String {
        ["menu", "segmented", "wheel", "inline", "navigationLink"].contains(name) ? name : "automatic"
    }

    /// `.system(size:)`'s size argument, where `expression` is that call.
    private func systemSize(_ expression: ExprSyntax?) -> ExprSyntax? {
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            ["system", "custom"].contains(Self.memberName(call.calledExpression))
        else { return nil }
        // `.system(size: 17)`; `.custom("Font", size: 17)` is drawn in the system font at that size.
        return call.arguments.first { ["size", "fixedSize"].contains($0.label?.text) }?.expression
    }

    /// A shape `clipShape` or `contentShape` names.
    private func shape(_ expression: ExprSyntax?) -> SpecValue? {
        guard let expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = Self.typeName(call.calledExpression) ?? Self.memberName(call.calledExpression)
            if name == "RoundedRectangle" || name == "rect",
                let radius = number(call.arguments.first { $0.label?.text == "cornerRadius" }?.expression)
            {
                return .fields([("cornerRadius", .number(radius))])
            }
            return name.map {
                .string(["Circle": "circle", "circle": "circle", "Capsule": "capsule", "capsule": "capsule"][$0] ?? "rectangle")
            }
        }
        return Self.memberName(expression).map { .string(["circle": "circle", "capsule": "capsule"][$0] ?? "rectangle") }
    }

    /// A `toolbar`'s items: each `ToolbarItem` or `ToolbarItemGroup`'s buttons, titled by their
    /// title, their text, or their symbol's name.
    private mutating func toolbar(_ call: Call, at node: FunctionCallExprSyntax) -> SpecValue? {
        var items: [SpecValue] = []
        for statement in call.trailingClosure?.statements ?? [] {
            guard let item = statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self) else { continue }
            let itemCall = Call(item)
            let placement = Self.memberName(itemCall.argument("placement")).map(Self.toolbarPlacement) ?? "topBarTrailing"
            for view in views(in: itemCall.trailingClosure ?? itemCall.closure("content")) {
                // A symbol's button, or a label's (a toolbar shows a label's icon alone), shows its
                // symbol; a text's its title.
                let label = view["label"] ?? view
                if case .string(let symbol)? = label["systemName"] ?? label["systemImage"] {
                    items.append(.fields([("systemImage", .string(symbol)), ("placement", .string(placement))]))
                    continue
                }
                let title =
                    view["title"].flatMap { if case .string(let text) = $0 { text } else { nil } } ?? label.firstText ?? "Item"
                items.append(.fields([("title", .string(title)), ("placement", .string(placement))]))
            }
        }
        return items.isEmpty ? nil : .fields([("toolbar", .array(items))])
    }

    /// The spec's placement for a SwiftUI toolbar placement.
    static func toolbarPlacement(_ name: String) -> String {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": "topBarLeading"
        case "bottomBar", "status": "bottomBar"
        default: "topBarTrailing"
        }
    }
}
