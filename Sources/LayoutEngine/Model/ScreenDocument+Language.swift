import DeviceGeometry

extension ScreenDocument {
    /// The document with every text a person reads in `language`: each label's and control's
    /// text, placeholder and segment titles, the controllers' titles and their bar items' titles.
    /// The development language keeps them; Xcode's pseudolanguages transform each as Foundation
    /// does (languages.md G1–G3); a translation looks each text up in the
    /// document's strings, by the key Interface Builder gives it (`<object id>.text`) and then by
    /// the text itself, and keeps the ones it does not find.
    package func translated(into language: Language) -> ScreenDocument {
        let translate: (String, String?) -> String
        switch language {
        case .development: return self
        case .doubleLength: translate = { text, _ in Self.doubled(text) }
        case .accented: translate = { text, _ in Self.accented(text) }
        case .localized(let code):
            translate = { [strings] text, key in
                key.flatMap { strings?.translation(of: $0, in: code) } ?? strings?.translation(of: text, in: code) ?? text
            }
        }
        var translated = self
        translated.root = root.translatingTexts(translate)
        return translated
    }

    /// Xcode's double-length pseudolanguage: the text with its `%` signs removed, a space, and the
    /// text (Foundation's `_CFDoubledStringCreate`: "Sign In" is "Sign In Sign In").
    package static func doubled(_ text: String) -> String {
        text.isEmpty ? text : text.replacingOccurrences(of: "%", with: "") + " " + text
    }

    /// Xcode's accented pseudolanguage: after each letter that is one UTF-16 unit, a combining
    /// mark chosen by that unit modulo 6 among grave, cedilla, tilde, ring below, ring above and
    /// diaeresis (Foundation's `_CFAccentuatedStringCreate`: "String" is "S̈t̃r̀i̥ñģ").
    package static func accented(_ text: String) -> String {
        let marks: [Unicode.Scalar] = ["\u{0300}", "\u{0327}", "\u{0303}", "\u{0325}", "\u{030A}", "\u{0308}"]
        var result = String.UnicodeScalarView()
        for character in text {
            result.append(contentsOf: character.unicodeScalars)
            guard character.utf16.count == 1, let scalar = character.unicodeScalars.first, scalar.properties.isAlphabetic,
                scalar.properties.generalCategory != .nonspacingMark
            else { continue }
            result.append(marks[Int(scalar.value % 6)])
        }
        return String(result)
    }
}

extension ViewController {
    /// The controller with `translate` applied to every text a person reads in it and in the
    /// controllers it contains.
    func translatingTexts(_ translate: (String, String?) -> String) -> ViewController {
        var controller = self
        controller.title = title.map { translate($0, nil) }
        controller.navigationItem.title = navigationItem.title.map { translate($0, nil) }
        controller.navigationItem.leftItems = navigationItem.leftItems.map { $0.translating(translate) }
        controller.navigationItem.rightItems = navigationItem.rightItems.map { $0.translating(translate) }
        controller.toolbarItems = toolbarItems.map { $0.translating(translate) }
        controller.tabBarItem = tabBarItem?.translating(translate)
        switch content {
        case .view(let view):
            controller.content = .view(view.translatingTexts(translate))
        case .navigation(var navigation):
            navigation.viewControllers = navigation.viewControllers.map { $0.translatingTexts(translate) }
            controller.content = .navigation(navigation)
        case .tabBar(var tabs):
            tabs.viewControllers = tabs.viewControllers.map { $0.translatingTexts(translate) }
            tabs.bottomAccessory = tabs.bottomAccessory?.translating(translate)
            controller.content = .tabBar(tabs)
        case .split(var split):
            split.viewControllers = split.viewControllers.map { $0.translatingTexts(translate) }
            controller.content = .split(split)
        }
        return controller
    }
}

extension ViewNode {
    /// The view and its subviews with `translate` applied to their texts, each with the key an
    /// Interface Builder strings file gives it (`<id>.text`, `.normalTitle`, `.placeholder`,
    /// `.segmentTitles[0]`), and the controller it embeds.
    func translatingTexts(_ translate: (String, String?) -> String) -> ViewNode {
        var node = self
        func key(_ property: String) -> String? { id.map { "\($0).\(property)" } }
        let textProperty = attributes.kind == .button ? "normalTitle" : "text"
        node.attributes.text = attributes.text.map { translate($0, key(textProperty)) }
        node.attributes.placeholder = attributes.placeholder.map { translate($0, key("placeholder")) }
        node.attributes.segments = attributes.segments.enumerated().map { translate($1, key("segmentTitles[\($0)]")) }
        node.subviews = subviews.map { $0.translatingTexts(translate) }
        node.embeddedController = embeddedController?.translatingTexts(translate)
        node.hostedView = hostedView?.translatingTexts(translate)
        return node
    }
}

extension SwiftUIView {
    /// The view with `translate` applied to every text it shows, its string being its key, as
    /// `Text`, `Label`, `Toggle`, `Stepper`, `Picker` and `TextField` look their strings up.
    func translatingTexts(_ translate: (String, String?) -> String) -> SwiftUIView {
        rewritten { view in
            switch view {
            case .text(let text): .text(translate(text, nil))
            case .label(let title, let icon): .label(translate(title, nil), icon: icon)
            case .toggle(let title, let isOn): .toggle(translate(title, nil), isOn: isOn)
            case .textField(let placeholder, let isSecure):
                .textField(placeholder: translate(placeholder, nil), isSecure: isSecure)
            case .stepper(let title): .stepper(translate(title, nil))
            case .picker(let picker): .picker(picker.translatingTexts(translate))
            default: view
            }
        }
    }
}

extension SwiftUIPicker {
    /// The picker with its title and options translated.
    func translatingTexts(_ translate: (String, String?) -> String) -> SwiftUIPicker {
        var picker = self
        picker.title = translate(title, nil)
        picker.options = options.map { translate($0, nil) }
        return picker
    }
}

extension BarItem {
    /// The item with its title translated; an item that shows only its image keeps its empty title.
    func translating(_ translate: (String, String?) -> String) -> BarItem {
        var item = self
        if !title.isEmpty { item.title = translate(title, nil) }
        return item
    }
}
