import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// A finding's one JSON shape, the one `report.json` stores: the view by name, path, kind,
/// identifier and text; where it was defined; frames as `[x, y, width, height]` and the area, to
/// a hundredth of a point; whether the baseline records it.
extension Finding: Codable {
    private enum CodingKeys: String, CodingKey {
        case rule, severity, screen, placement, view, path, kind, accessibilityIdentifier, text, detail, file, position, line
        case frame, region, area, baselined
    }

    /// Reads a finding; `view`, which names the view for people, is written and not read. A
    /// finding in a run report before version 3 had no screen and placement: its entry gives them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let file = try c.decodeIfPresent(String.self, forKey: .file)
        let position = try c.decodeIfPresent(String.self, forKey: .position)
        let line = try c.decodeIfPresent(Int.self, forKey: .line)
        self.init(
            rule: try c.decode(AuditRule.self, forKey: .rule), severity: try c.decode(Severity.self, forKey: .severity),
            screen: try c.decodeIfPresent(String.self, forKey: .screen) ?? "",
            placement: try c.decodeIfPresent(Placement.ID.self, forKey: .placement)
                ?? Placement.ID(deviceID: "", orientation: .portrait),
            viewPath: try c.decode(String.self, forKey: .path), viewKind: try c.decode(ViewKind.self, forKey: .kind),
            accessibilityIdentifier: try c.decodeIfPresent(String.self, forKey: .accessibilityIdentifier),
            text: try c.decodeIfPresent(String.self, forKey: .text),
            frame: try Self.rect(c, .frame), region: try Self.rect(c, .region),
            area: try c.decode(Double.self, forKey: .area), detail: try c.decodeIfPresent(String.self, forKey: .detail),
            source: file.map { DocumentLocation(file: $0, position: position ?? "line 1", line: line) },
            isBaselined: try c.decode(Bool.self, forKey: .baselined))
    }

    /// Writes the finding, its frames and area to a hundredth of a point.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(screen, forKey: .screen)
        try c.encode(placement, forKey: .placement)
        try c.encode(viewName, forKey: .view)
        try c.encode(viewPath, forKey: .path)
        try c.encode(viewKind, forKey: .kind)
        try c.encodeIfPresent(accessibilityIdentifier, forKey: .accessibilityIdentifier)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(detail, forKey: .detail)
        try c.encodeIfPresent(source?.file, forKey: .file)
        try c.encodeIfPresent(source?.position, forKey: .position)
        try c.encodeIfPresent(source?.line, forKey: .line)
        try c.encode(Self.numbers(frame), forKey: .frame)
        try c.encode(Self.numbers(region), forKey: .region)
        try c.encode(PointFormatting.hundredths(area), forKey: .area)
        try c.encode(isBaselined, forKey: .baselined)
    }

    /// A rectangle as `[x, y, width, height]`, each to a hundredth of a point.
    package static func numbers(_ rect: Rect) -> [Double] {
        let rounded = rect.roundedToHundredths
        return [rounded.minX, rounded.minY, rounded.width, rounded.height]
    }

    private static func rect(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Rect {
        let numbers = try c.decode([Double].self, forKey: key)
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite }), numbers[2] >= 0, numbers[3] >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c, debugDescription: "a rectangle is [x, y, width, height], finite, its sides not negative")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
