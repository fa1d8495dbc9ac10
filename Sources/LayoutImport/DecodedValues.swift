import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// A size as `{"width": …, "height": …}`.
struct DecodedSize: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case width, height
    }

    let size: Size

    init(from decoder: any Decoder) throws {
        let container = try StrictContainer<Key>(decoder)
        size = Size(width: try container.decode(Double.self, .width), height: try container.decode(Double.self, .height))
    }
}

/// A frame as `[x, y, width, height]` or `{"x": …, "y": …, "width": …, "height": …}`.
struct DecodedFrame: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case x, y, width, height
    }

    let rect: Rect

    init(from decoder: any Decoder) throws {
        if let values = try fourNumbers(decoder, "a frame array needs 4 numbers [x, y, width, height]") {
            rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        } else {
            _ = try StrictContainer<Key>(decoder)
            rect = try Rect(from: decoder)
        }
    }
}

/// Insets as `[top, left, bottom, right]` or `{"top": …, "left": …, "bottom": …, "right": …}`;
/// for directional margins, left is leading and right is trailing.
struct DecodedInsets: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case top, left, bottom, right
    }

    let insets: EdgeInsets

    init(from decoder: any Decoder) throws {
        if let values = try fourNumbers(decoder, "insets need 4 numbers [top, left, bottom, right]") {
            insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        } else {
            let container = try StrictContainer<Key>(decoder)
            insets = EdgeInsets(
                top: try container.decodeNumber(.top, minimum: -10_000, default: 0),
                left: try container.decodeNumber(.left, minimum: -10_000, default: 0),
                bottom: try container.decodeNumber(.bottom, minimum: -10_000, default: 0),
                right: try container.decodeNumber(.right, minimum: -10_000, default: 0))
        }
    }
}

/// A priority for both axes as a number, or `{"horizontal": …, "vertical": …}`; an axis left out
/// keeps the property's UIKit default.
struct DecodedAxisPriorities: Decodable {
    /// The object's keys: the reader allows these and no others.
    enum Key: String, ObjectKey {
        case horizontal, vertical
    }

    let horizontal: LayoutPriority?
    let vertical: LayoutPriority?

    init(from decoder: any Decoder) throws {
        if let both = try? decoder.singleValueContainer().decode(Double.self) {
            guard both >= 1, both <= 1000 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "a priority must be between 1 and 1000, got \(both)"))
            }
            (horizontal, vertical) = (LayoutPriority(both), LayoutPriority(both))
        } else {
            let container = try StrictContainer<Key>(decoder)
            func priority(_ key: Key) throws -> LayoutPriority? {
                try container.decodeNumberIfPresent(key, minimum: 1, maximum: 1000).map { LayoutPriority($0) }
            }
            (horizontal, vertical) = (try priority(.horizontal), try priority(.vertical))
        }
    }

    /// `defaults` with the axes this value sets replaced.
    func applied(to defaults: AxisPriorities) -> AxisPriorities {
        AxisPriorities(horizontal: horizontal ?? defaults.horizontal, vertical: vertical ?? defaults.vertical)
    }
}

/// A bar item as a title, or `{"title": …, "image": …, "isEnabled": …, "accessibilityIdentifier": …}`
/// with a title, an image or both.
struct DecodedBarItem: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case title, image, isEnabled, accessibilityIdentifier, comment
    }

    let item: BarItem

    init(from decoder: any Decoder) throws {
        if let title = try? decoder.singleValueContainer().decode(String.self) {
            item = BarItem(title)
        } else {
            let container = try StrictContainer<Key>(decoder)
            let image = try container.decodeIfPresent(String.self, .image)
            var item = BarItem(
                image == nil
                    ? try container.decode(String.self, .title) : try container.decodeIfPresent(String.self, .title) ?? "",
                image: image)
            try container.decode(.isEnabled, into: &item.isEnabled)
            item.accessibilityIdentifier = try container.decodeIfPresent(String.self, .accessibilityIdentifier)
            self.item = item
        }
    }
}

/// The four numbers of an array value, or nil when the value is not an array; `requirement` starts
/// the error for an array of another length.
private func fourNumbers(_ decoder: any Decoder, _ requirement: String) throws -> [Double]? {
    guard var list = try? decoder.unkeyedContainer() else { return nil }
    var values: [Double] = []
    while !list.isAtEnd { values.append(try list.decode(Double.self)) }
    guard values.count == 4 else {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "\(requirement), got \(values.count)"))
    }
    return values
}
