/// What a run, a settings file or a test asks of the variant axis: text sizes, layout directions,
/// appearances and languages to combine, or a list of variants as they are.
///
/// Each source names what it names and leaves the rest to the one below it: the command line over
/// the settings, a test's matrix over the settings, the settings over iOS's own variant.
package struct VariantChoice: Hashable, Sendable {
    /// The text sizes to lay each screen out at, or nil to leave them to the source below.
    package var contentSizes: [ContentSizeCategory]?
    /// The layout directions, or nil to leave them to the source below.
    package var layoutDirections: [LayoutDirection]?
    /// The appearances, or nil to leave them to the source below.
    package var appearances: [Appearance]?
    /// The languages, or nil to leave them to the source below.
    package var languages: [Language]?
    /// Variants as they are, instead of every combination of the axes.
    package var list: [Variant]?

    /// A choice of these axes or this list; nothing chosen leaves everything to the source below.
    package init(
        contentSizes: [ContentSizeCategory]? = nil, layoutDirections: [LayoutDirection]? = nil,
        appearances: [Appearance]? = nil, languages: [Language]? = nil, list: [Variant]? = nil
    ) {
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.appearances = appearances
        self.languages = languages
        self.list = list
    }

    /// Whether it chooses anything.
    package var isEmpty: Bool {
        contentSizes == nil && layoutDirections == nil && appearances == nil && languages == nil && list == nil
    }

    /// This choice over `below`: a list wins whole; otherwise each axis this choice names, and the
    /// rest from `below` (whose list gives way when this choice names an axis).
    package func over(_ below: VariantChoice) -> VariantChoice {
        if list != nil { return self }
        if isEmpty { return below }
        return VariantChoice(
            contentSizes: contentSizes ?? below.contentSizes, layoutDirections: layoutDirections ?? below.layoutDirections,
            appearances: appearances ?? below.appearances, languages: languages ?? below.languages)
    }

    /// The variants: the list, or every combination of the axes, each axis iOS's own setting where
    /// nothing names it.
    package var variants: [Variant] {
        list
            ?? Variant.combinations(
                contentSizes: contentSizes ?? [Variant.standard.contentSize],
                layoutDirections: layoutDirections ?? [Variant.standard.layoutDirection],
                appearances: appearances ?? [Variant.standard.appearance],
                languages: languages ?? [Variant.standard.language])
    }

    /// The variants of `--variants recommended`: the default, the largest text size, right to left
    /// and dark, each alone, where most of what variants reveal shows.
    package static let recommended = VariantChoice(list: [
        .standard, Variant(contentSize: .accessibilityExtraExtraExtraLarge), Variant(layoutDirection: .rightToLeft),
        Variant(appearance: .dark),
    ])

    /// One axis as the command line and the settings name its values: how a name reads, and the
    /// names it knows, for messages. `default` is iOS's own setting on every axis.
    package struct Axis<Value: Sendable>: Sendable {
        /// The names it reads, for messages: `ltr or rtl`.
        package let names: String
        private let read: @Sendable (String) -> Value?

        private init(names: String, standard: Value, read: @escaping @Sendable (String) -> Value?) {
            self.names = names
            self.read = { name in name.lowercased() == "default" ? standard : read(name) }
        }

        /// The values `names` name, in order; or the first name it cannot read.
        package func values(named names: [String]) -> Result<[Value], UnreadableName> {
            var values: [Value] = []
            for name in names {
                guard let value = read(name) else { return .failure(UnreadableName(name: name)) }
                values.append(value)
            }
            return .success(values)
        }

        /// Text sizes: a content size's short or UIKit name.
        package static var contentSizes: Axis<ContentSizeCategory> {
            Axis<ContentSizeCategory>(
                names: "default or " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "),
                standard: Variant.standard.contentSize, read: ContentSizeCategory.init(named:))
        }

        /// Layout directions: `ltr`, `rtl` or UIKit's names.
        package static var layoutDirections: Axis<LayoutDirection> {
            Axis<LayoutDirection>(
                names: "ltr or rtl", standard: Variant.standard.layoutDirection, read: LayoutDirection.init(named:))
        }

        /// Appearances: `light` or `dark`.
        package static var appearances: Axis<Appearance> {
            Axis<Appearance>(names: "light or dark", standard: Variant.standard.appearance, read: Appearance.init(named:))
        }

        /// Languages: a pseudolanguage or a language code.
        package static var languages: Axis<Language> {
            Axis<Language>(
                names: "default, double-length, accented or a language code such as de", standard: Variant.standard.language,
                read: Language.init(named:))
        }
    }

    /// Reads a list of variants: `recommended`, or variant names such as `default`, `AX5`, `rtl`
    /// and `AX5+rtl`; or the first name it cannot read.
    package static func list(named names: [String]) -> Result<VariantChoice, UnreadableName> {
        if names.count == 1, names[0].lowercased() == "recommended" { return .success(.recommended) }
        var variants: [Variant] = []
        for name in names {
            guard let variant = Variant(parsing: name) else { return .failure(UnreadableName(name: name)) }
            if !variants.contains(variant) { variants.append(variant) }
        }
        return .success(VariantChoice(list: variants))
    }

    /// A name a list could not read.
    package struct UnreadableName: Error, Hashable {
        /// The name as written.
        package var name: String
    }

    /// What `--variants` and the settings' `variants` read, for messages.
    package static var listNames: String { "recommended (default, AX5, rtl and dark), or variant names: \(Variant.names)" }
}
