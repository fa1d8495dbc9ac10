import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads a WebDriverAgent page source, as Appium's `driver.page_source` and WebDriverAgent's
/// `GET /source` give it: XML (`<AppiumAUT>` around an `XCUIElementTypeApplication`, or the
/// application bare) or JSON (`/source?format=json`: `type`, `rect`, `isEnabled`, `isVisible`,
/// `children`). Frames are absolute, in points. Windows WebDriverAgent marks invisible, and
/// elements of no size with nothing inside, are left out.
enum PageSource {
    /// The application element of an XML page source.
    static func root(ofXML data: Data, file: String) throws(FileError) -> CapturedElement {
        var tree = try XMLTree.parse(data, file: file)
        if tree.name == "AppiumAUT" {
            guard let application = tree.children.first else {
                throw FileError(file: file, position: "line \(tree.line)", problem: "<AppiumAUT> holds no application")
            }
            tree = application
        }
        guard tree.name.hasPrefix("XCUIElementType") else {
            throw FileError(
                file: file, position: "line \(tree.line)",
                problem: "<\(tree.name)> is not a page source: expected <AppiumAUT> or <XCUIElementTypeApplication>")
        }
        return try element(tree, file: file)
    }

    private static func element(_ tree: XMLTree, file: String) throws(FileError) -> CapturedElement {
        let location = DocumentLocation(file: file, position: "line \(tree.line)")
        let numbers = ["x", "y", "width", "height"].map { tree[$0].flatMap(Double.init) }
        guard let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
            [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0
        else {
            throw FileError(
                file: file, position: location.position,
                problem: "<\(tree.name)> needs numeric x, y, width and height, with a width and height of 0 or more")
        }
        var children: [CapturedElement] = []
        for child in tree.children where child.name.hasPrefix("XCUIElementType") && isShown(child) {
            children.append(try element(child, file: file))
        }
        return captured(
            type: tree["type"] ?? tree.name, frame: Rect(x: x, y: y, width: width, height: height), name: tree["name"],
            label: tree["label"], value: tree["value"], placeholder: tree["placeholderValue"],
            isEnabled: tree["enabled"] != "false", location: location, children: children)
    }

    /// Whether WebDriverAgent's element of XML is on screen (see ``isShown(type:isVisible:isEmpty:)``).
    private static func isShown(_ tree: XMLTree) -> Bool {
        isShown(
            type: tree["type"] ?? tree.name, isVisible: tree["visible"].map { $0 != "false" },
            isEmpty: Double(tree["width"] ?? "") == 0 && Double(tree["height"] ?? "") == 0 && tree.children.isEmpty)
    }

    /// Whether an element is on screen: a window WebDriverAgent marks invisible, or anything of no
    /// size with nothing inside, is not.
    static func isShown(type: String, isVisible: Bool?, isEmpty: Bool) -> Bool {
        !(type.hasSuffix("Window") && isVisible == false) && !isEmpty
    }

    /// The application element of a JSON page source.
    static func root(ofJSON data: Data, file: String) throws(FileError) -> CapturedElement {
        let source = try StrictDecoder.decode(JSONElement.self, from: data, syntax: .json, file: file)
        return source.element(file: file, path: "$")
    }

    /// An element of `/source?format=json`.
    struct JSONElement: Decodable {
        var type: String
        var name: String?
        var label: String?
        var value: String?
        var placeholderValue: String?
        var rect: Rect
        var isEnabled: Bool?
        var isVisible: Bool?
        var children: [JSONElement]?

        private enum CodingKeys: String, CodingKey {
            case type, name, label, value, placeholderValue, rect, isEnabled, isVisible, children
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            label = try container.decodeIfPresent(String.self, forKey: .label)
            value = try? container.decodeIfPresent(String.self, forKey: .value)
            placeholderValue = try container.decodeIfPresent(String.self, forKey: .placeholderValue)
            rect = try container.decode(Rect.self, forKey: .rect)
            isEnabled = try? container.decodeIfPresent(Bool.self, forKey: .isEnabled)
            isVisible = try? container.decodeIfPresent(Bool.self, forKey: .isVisible)
            children = try container.decodeIfPresent([JSONElement].self, forKey: .children)
        }

        func element(file: String, path: String) -> CapturedElement {
            let shown = (children ?? []).enumerated().filter { _, child in
                PageSource.isShown(
                    type: child.type, isVisible: child.isVisible,
                    isEmpty: child.rect.width == 0 && child.rect.height == 0 && (child.children ?? []).isEmpty)
            }
            return captured(
                type: type, frame: rect, name: name, label: label, value: value, placeholder: placeholderValue,
                isEnabled: isEnabled ?? true, location: DocumentLocation(file: file, position: path),
                children: shown.map { index, child in child.element(file: file, path: "\(path).children[\(index)]") })
        }
    }

    /// An element from either syntax. WebDriverAgent's `name` is the accessibility identifier, or the
    /// label when there is none.
    private static func captured(
        type: String, frame: Rect, name: String?, label: String?, value: String?, placeholder: String?, isEnabled: Bool,
        location: DocumentLocation, children: [CapturedElement]
    ) -> CapturedElement {
        let kind = CapturedType.elementType(type)
        var element = CapturedElement(type: type, kind: kind.kind, frame: frame)
        element.isTappable = kind.isTappable
        element.label = label ?? name
        element.identifier = name != nil && name != label ? name : nil
        element.value = value
        element.placeholder = placeholder
        element.isEnabled = isEnabled
        element.location = location
        element.children = children
        return element
    }
}
