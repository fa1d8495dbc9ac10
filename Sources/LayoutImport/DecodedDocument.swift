import DeviceGeometry
import Foundation
import LayoutEngine

/// The JSON keys a screen file may use, and strict decoding of them into the layout model.
struct DecodedDocument: Decodable {
    let document: ScreenDocument

    private static let keys = ["name", "canvas", "root", "comment"]

    init(from decoder: any Decoder) throws {
        let container = try StrictContainer(decoder, allowed: Self.keys)
        let canvas = try container.decode(DecodedSize.self, "canvas").size
        guard canvas.width > 0, canvas.height > 0 else {
            throw container.invalid("canvas", "the canvas must have a positive width and height, got \(canvas)")
        }
        var root = try container.decode(DecodedView.self, "root").node
        if !container.has("root", "frame") {
            root.frame = Rect(origin: .zero, size: canvas)
        }
        if !container.has("root", "autoresizing") {
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        let name = try container.decodeIfPresent(String.self, "name") ?? decoder.userInfo[.defaultScreenName] as? String ?? ""
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\\") else {
            throw container.invalid("name", "'\(name)' cannot name an output folder: use letters, digits, '-' or '_'")
        }
        document = ScreenDocument(name: name, canvas: canvas, rootView: root)
    }
}

/// One view object.
struct DecodedView: Decodable {
    let node: ViewNode

    private static let keys = [
        "kind", "frame", "autoresizing", "subviews", "comment",
        "backgroundColor", "cornerRadius", "cornerCurve", "borderWidth", "borderColor", "tintColor",
        "text", "textColor", "fontSize", "bold", "textAlignment", "placeholder",
        "isOn", "value", "segments", "selectedIndex",
        "isUserInteractionEnabled", "isEnabled", "isHidden", "alpha", "clipsToBounds", "accessibilityIdentifier",
    ]

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer(decoder, allowed: Self.keys)
        let defaults = ViewAttributes(kind: .view)
        guard let kind = try c.decodeCase(ViewKind.self, "kind") else { throw c.missing("kind") }
        var attributes = ViewAttributes(kind: kind)
        attributes.backgroundColor = try c.decodeIfPresent(Color.self, "backgroundColor")
        attributes.cornerRadius = try c.decodeNumber("cornerRadius", minimum: 0, default: defaults.cornerRadius)
        attributes.cornerCurve = try c.decodeCase(CornerCurve.self, "cornerCurve") ?? defaults.cornerCurve
        attributes.borderWidth = try c.decodeNumber("borderWidth", minimum: 0, default: defaults.borderWidth)
        attributes.borderColor = try c.decodeIfPresent(Color.self, "borderColor")
        attributes.tintColor = try c.decodeIfPresent(Color.self, "tintColor")
        attributes.text = try c.decodeIfPresent(String.self, "text")
        attributes.textColor = try c.decodeIfPresent(Color.self, "textColor")
        if c.has("fontSize") {
            attributes.fontSize = try c.decodeNumber("fontSize", minimum: 1, maximum: 200, default: 17)
        }
        attributes.isBold = try c.decodeIfPresent(Bool.self, "bold") ?? defaults.isBold
        attributes.textAlignment = try c.decodeCase(TextAlignment.self, "textAlignment")
        attributes.placeholder = try c.decodeIfPresent(String.self, "placeholder")
        attributes.isOn = try c.decodeIfPresent(Bool.self, "isOn") ?? defaults.isOn
        attributes.value = try c.decodeNumber("value", minimum: 0, maximum: 1, default: defaults.value)
        attributes.segments = try c.decodeIfPresent([String].self, "segments") ?? []
        attributes.selectedIndex = try c.decodeIfPresent(Int.self, "selectedIndex")
        if let index = attributes.selectedIndex, !attributes.segments.isEmpty, !attributes.segments.indices.contains(index) {
            throw c.invalid("selectedIndex", "there is no segment \(index): the segments are 0...\(attributes.segments.count - 1)")
        }
        attributes.isUserInteractionEnabled = try c.decodeIfPresent(Bool.self, "isUserInteractionEnabled")
            ?? defaults.isUserInteractionEnabled
        attributes.isEnabled = try c.decodeIfPresent(Bool.self, "isEnabled") ?? defaults.isEnabled
        attributes.isHidden = try c.decodeIfPresent(Bool.self, "isHidden") ?? defaults.isHidden
        attributes.alpha = try c.decodeNumber("alpha", minimum: 0, maximum: 1, default: defaults.alpha)
        attributes.clipsToBounds = try c.decodeIfPresent(Bool.self, "clipsToBounds") ?? defaults.clipsToBounds
        attributes.accessibilityIdentifier = try c.decodeIfPresent(String.self, "accessibilityIdentifier")

        let frame = try c.decodeIfPresent(DecodedFrame.self, "frame")?.rect ?? .zero
        if frame.width < 0 || frame.height < 0 {
            throw c.invalid("frame", "a frame cannot have a negative width or height, got \(frame)")
        }
        let file = decoder.userInfo[.sourceFile] as? String ?? "<memory>"
        node = ViewNode(attributes: attributes, frame: frame,
                        autoresizingMask: try c.decodeIfPresent(AutoresizingMask.self, "autoresizing") ?? [],
                        subviews: (try c.decodeIfPresent([DecodedView].self, "subviews") ?? []).map(\.node),
                        source: DocumentLocation(file: file, position: JSONPath(decoder.codingPath).description))
        let isRoot = decoder.codingPath.map(\.stringValue) == ["root"]
        if !c.has("frame"), !isRoot {
            throw c.missing("frame")
        }
    }
}

/// A size as `{"width": …, "height": …}`.
struct DecodedSize: Decodable {
    let size: Size

    init(from decoder: any Decoder) throws {
        let container = try StrictContainer(decoder, allowed: ["width", "height"])
        size = Size(width: try container.decode(Double.self, "width"), height: try container.decode(Double.self, "height"))
    }
}

/// A frame as `[x, y, width, height]` or `{"x": …, "y": …, "width": …, "height": …}`.
struct DecodedFrame: Decodable {
    let rect: Rect

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [Double] = []
            while !list.isAtEnd { values.append(try list.decode(Double.self)) }
            guard values.count == 4 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "a frame array needs 4 numbers [x, y, width, height], got \(values.count)"))
            }
            rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        } else {
            _ = try StrictContainer(decoder, allowed: ["x", "y", "width", "height"])
            rect = try Rect(from: decoder)
        }
    }
}
