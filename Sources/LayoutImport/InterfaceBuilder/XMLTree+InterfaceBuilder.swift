import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

extension XMLTree {
    /// The largest magnitude a length may have: a hundred thousand points is far beyond any screen,
    /// and keeps every later sum and product of lengths finite.
    static let lengthLimit = 100_000.0

    /// The attribute `name` as a finite number, or nil when absent or not one.
    func number(_ name: String) -> Double? {
        guard let text = self[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The attribute `name` as a length: a finite number of at most ``lengthLimit`` points.
    func length(_ name: String) -> Double? {
        number(name).flatMap { abs($0) <= Self.lengthLimit ? $0 : nil }
    }

    /// The attribute `name` as Interface Builder's `YES` or `NO`, or nil when absent.
    func flag(_ name: String) -> Bool? {
        switch self[name] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// The child `<rect key="…">` as a rectangle of lengths, or nil when absent or malformed.
    func rect(key: String) -> Rect? {
        guard let rect = child(key: key, named: "rect"), let x = rect.length("x"), let y = rect.length("y"),
            let width = rect.length("width"), let height = rect.length("height"), width >= 0, height >= 0
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The child `<size key="…">`, or nil when absent or malformed.
    func size(key: String) -> Size? {
        guard let size = child(key: key, named: "size"), let width = size.length("width"),
            let height = size.length("height"), width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Insets from a child keyed `key`: `<edgeInsets top left bottom right>`,
    /// `<directionalEdgeInsets top leading bottom trailing>` or `<inset minX minY maxX maxY>`.
    func insets(key: String) -> EdgeInsets? {
        guard let element = child(key: key) else { return nil }
        let names: [String] =
            switch element.name {
            case "edgeInsets": ["top", "left", "bottom", "right"]
            case "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"]
            case "inset": ["minY", "minX", "maxY", "maxX"]
            default: []
            }
        guard !names.isEmpty else { return nil }
        let values = names.map { element.length($0) ?? 0 }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The element as a note names it: `<name id="…">`, with the custom class when there is one.
    var descriptionForNote: String {
        var parts = [name]
        if let id = self["id"] { parts.append("id=\"\(id)\"") }
        if let customClass = self["customClass"] { parts.append("customClass=\"\(customClass)\"") }
        return "<\(parts.joined(separator: " "))>"
    }
}
