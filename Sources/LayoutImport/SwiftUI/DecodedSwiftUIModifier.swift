@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaDecoding
import Typography

/// One modifier in a SwiftUI view's `modifiers`: an object with one key, the modifier's name, whose
/// value is its argument (`{padding: 8}`, `{font: headline}`, `{frame: {maxWidth: infinity}}`), and
/// perhaps a `comment`.
struct DecodedSwiftUIModifier: Decodable {
    let modifier: SwiftUIModifier

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case padding, frame, fixedSize, layoutPriority, alignmentGuide, offset, background, overlay, ignoresSafeArea, font,
            fontWeight, bold,
            foregroundStyle, tint, lineLimit, multilineTextAlignment, opacity, hidden, disabled, cornerRadius, buttonStyle,
            controlSize,
            listStyle, imageScale, aspectRatio, clipShape, contentShape, onTapGesture, scrollContentBackground, safeAreaInset,
            safeAreaPadding, position,
            containerRelativeFrame,
            listRowInsets, listRowBackground, accessibilityIdentifier, accessibilityLabel, navigationTitle,
            navigationBarTitleDisplayMode,
            toolbar, tabItem, sheet, fullScreenCover, presentationDetents, comment
    }

    /// SwiftUI's names of the text styles.
    static let textStyles: [String: DynamicTypeStyle] = [
        "largeTitle": .largeTitle, "title": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption1,
        "caption2": .caption2,
    ]

    /// The shapes `clipShape` names.
    static let clipShapes: [String: SwiftUIShape] = ["capsule": .capsule, "circle": .circle, "rectangle": .rectangle]

    /// SwiftUI's names of the text alignments.
    static let textAlignments: [String: TextAlignment] = ["leading": .left, "center": .center, "trailing": .right]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let present = Key.allCases.filter { $0 != .comment && c.has($0) }
        guard present.count == 1, let key = present.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a modifier is an object with one key, its name; this one has \(present.count)"))
        }
        modifier = try Self.modifier(key, c)
    }

    /// A shape `clipShape` or `contentShape` names: `capsule`, `circle`, `rectangle` or
    /// `{cornerRadius}`.
    private static func shape(_ key: Key, _ c: StrictContainer<Key>) throws -> SwiftUIShape {
        if let cornerRadius = try? c.decode(DecodedSwiftUICornerRadius.self, key) {
            return .roundedRectangle(cornerRadius: cornerRadius.cornerRadius)
        }
        let name = try c.decode(String.self, key)
        guard let shape = Self.clipShapes[name] else {
            throw c.invalid(key, "a shape is capsule, circle, rectangle or {cornerRadius}, not '\(name)'")
        }
        return shape
    }

    private static func modifier(_ key: Key, _ c: StrictContainer<Key>) throws -> SwiftUIModifier {
        switch key {
        case .padding:
            let padding = try c.decode(DecodedSwiftUIPadding.self, key)
            return .padding(padding.edges, padding.length)
        case .frame: return .frame(try c.decode(DecodedSwiftUIFrame.self, key).frame)
        case .fixedSize:
            let axes = try c.decode(DecodedSwiftUIAxes.self, key)
            return .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical)
        case .layoutPriority: return .layoutPriority(try c.decodeNumber(key, minimum: -1_000, maximum: 1_000, default: 0))
        case .alignmentGuide: return .alignmentGuide(try c.decode(DecodedSwiftUIAlignmentGuide.self, key).guide)
        case .offset:
            let offset = try c.decode(DecodedSwiftUIOffset.self, key)
            return .offset(x: offset.x, y: offset.y)
        case .background: return .background(try c.decode(DecodedSwiftUIView.self, key).view)
        case .overlay: return .overlay(try c.decode(DecodedSwiftUIView.self, key).view)
        case .ignoresSafeArea:
            let ignored = try c.decode(DecodedSwiftUIIgnoredSafeArea.self, key)
            return .ignoresSafeArea(ignored.edges, regions: ignored.regions)
        case .font:
            if (try? c.decode(Double.self, key)) != nil {
                return .fontSize(try c.decodeNumber(key, minimum: 1, maximum: 200, default: 17))
            }
            let name = try c.decode(String.self, key)
            guard let style = textStyles[name] else {
                throw c.invalid(
                    key,
                    "a font is a size in points or a text style (\(textStyles.keys.sorted().joined(separator: ", "))), not '\(name)'"
                )
            }
            return .textStyle(style)
        case .fontWeight: return .fontWeight(try c.decodeCase(FontWeight.self, key) ?? .regular)
        case .bold:
            guard try c.decode(Bool.self, key) else { throw c.invalid(key, "bold takes true; leave it out for none") }
            return .fontWeight(.bold)
        case .foregroundStyle: return .foregroundColor(try c.decode(Color.self, key))
        case .tint: return .tint(try c.decode(Color.self, key))
        case .lineLimit:
            let lines = try c.decode(Int.self, key)
            guard (1...10_000).contains(lines) else { throw c.invalid(key, "a line limit is 1...10000, got \(lines)") }
            return .lineLimit(lines)
        case .multilineTextAlignment:
            let name = try c.decode(String.self, key)
            guard let alignment = textAlignments[name] else {
                throw c.invalid(key, "text aligns leading, center or trailing, not '\(name)'")
            }
            return .multilineTextAlignment(alignment)
        case .opacity: return .opacity(try c.decodeNumber(key, minimum: 0, maximum: 1, default: 1))
        case .hidden:
            guard try c.decode(Bool.self, key) else { throw c.invalid(key, "hidden takes true; leave it out to show the view") }
            return .hidden
        case .disabled: return .disabled(try c.decode(Bool.self, key))
        case .cornerRadius: return .cornerRadius(try c.decodeNumber(key, minimum: 0, default: 0))
        case .buttonStyle: return .buttonStyle(try c.decodeCase(SwiftUIButtonStyle.self, key) ?? .automatic)
        case .controlSize: return .controlSize(try c.decodeCase(SwiftUIControlSize.self, key) ?? .regular)
        case .listStyle: return .listStyle(try c.decodeCase(SwiftUIListStyle.self, key) ?? .automatic)
        case .clipShape: return .clipShape(try shape(key, c))
        case .contentShape: return .contentShape(try shape(key, c))
        case .onTapGesture:
            guard try c.decode(Bool.self, key) else {
                throw c.invalid(key, "onTapGesture takes true; leave it out for no gesture")
            }
            return .onTapGesture
        case .scrollContentBackground:
            let name = try c.decode(String.self, key)
            guard name == "hidden" || name == "visible" || name == "automatic" else {
                throw c.invalid(key, "a scroll content background is hidden, visible or automatic, not '\(name)'")
            }
            return .scrollContentBackground(isHidden: name == "hidden")
        case .imageScale: return .imageScale(try c.decodeCase(SwiftUIImageScale.self, key) ?? .medium)
        case .aspectRatio:
            let aspect = try c.decode(DecodedSwiftUIAspectRatio.self, key)
            return .aspectRatio(aspect.ratio, aspect.contentMode)
        case .safeAreaInset: return .safeAreaInset(try c.decode(DecodedSwiftUISafeAreaInset.self, key).inset)
        case .safeAreaPadding:
            let padding = try c.decode(DecodedSwiftUIPadding.self, key)
            return .safeAreaPadding(padding.edges, padding.length)
        case .position:
            let point = try c.decode(DecodedSwiftUIOffset.self, key)
            return .position(x: point.x, y: point.y)
        case .containerRelativeFrame: return .containerRelativeFrame(try c.decode(DecodedSwiftUIContainerFrame.self, key).frame)
        case .listRowInsets: return .listRowInsets(try c.decode(DecodedSwiftUIInsets.self, key).insets)
        case .listRowBackground: return .listRowBackground(try c.decode(DecodedSwiftUIView.self, key).view)
        case .accessibilityIdentifier: return .accessibilityIdentifier(try c.decode(String.self, key))
        case .accessibilityLabel: return .accessibilityLabel(try c.decode(String.self, key))
        case .navigationTitle: return .navigationTitle(try c.decode(String.self, key))
        case .navigationBarTitleDisplayMode:
            return .navigationBarTitleDisplayMode(try c.decodeCase(SwiftUITitleDisplayMode.self, key) ?? .automatic)
        case .toolbar: return .toolbar(try c.decode([DecodedSwiftUIToolbarItem].self, key).map(\.item))
        case .tabItem: return .tabItem(try c.decode(DecodedSwiftUITabItem.self, key).item)
        case .sheet, .fullScreenCover:
            let sheet = try c.decode(DecodedSwiftUISheet.self, key)
            return .sheet(
                SwiftUISheet(key == .sheet ? .sheet : .fullScreenCover, isPresented: sheet.isPresented, content: sheet.content))
        case .presentationDetents:
            let detents = try c.decode([DecodedSheetDetent].self, key).map(\.detent)
            guard !detents.isEmpty else { throw c.invalid(key, "a sheet has at least one detent") }
            return .presentationDetents(detents)
        case .comment: throw c.invalid(key, "a comment is not a modifier")
        }
    }
}
