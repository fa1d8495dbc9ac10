import DeviceGeometry
import SafeAreaSupport

/// iOS 26's `UIView.LayoutRegion`: a view's safe area, margins or readable content, optionally
/// kept clear of the display's rounded corners along one axis, or iOS 27.1's region beside a bar
/// column (devices-2026.md §1 and §2). A view's `layoutGuide(for:)` is the region's guide.
public enum LayoutRegion: Hashable, Sendable, CustomStringConvertible {
    /// `.safeArea(cornerAdaptation:)`.
    case safeArea(cornerAdaptation: AdaptivityAxis)
    /// `.margins(cornerAdaptation:)`.
    case margins(cornerAdaptation: AdaptivityAxis)
    /// `.readableContent(cornerAdaptation:)`.
    case readableContent(cornerAdaptation: AdaptivityAxis)
    /// `.bar(onEdge:extent:)`: a strip `extent` wide (nil: the column's width, as 27.2's
    /// `bar(onEdge:)`) centred where the bar column's items are, from below its occlusion regions
    /// to the safe area's bottom.
    case bar(onEdge: BarEdge, extent: Double?)

    /// `UIView.LayoutRegion.AdaptivityAxis`: which axis a region keeps clear of the corners on.
    public enum AdaptivityAxis: String, CaseIterable, Hashable, Sendable {
        /// The region is the guide itself.
        case none
        /// The left and right edges move in, away from the corners.
        case horizontal
        /// The top and bottom edges move in, away from the corners.
        case vertical
    }

    /// The edge a bar region runs along. The bar column stays on one physical side in
    /// right-to-left languages (devices-2026.md §1), so leading is left and trailing is right.
    public enum BarEdge: String, CaseIterable, Hashable, Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The leading edge: the left.
        case leading
        /// The trailing edge: the right.
        case trailing

        /// The screen edge.
        package var edge: Edge { self == .left || self == .leading ? .left : .right }
    }

    /// The region as spec files write it: `safeArea(horizontal)`, `margins(none)`,
    /// `readableContent(vertical)`, `bar(right, 84)` or `bar(trailing)`.
    public var description: String {
        switch self {
        case .safeArea(let axis): "safeArea(\(axis.rawValue))"
        case .margins(let axis): "margins(\(axis.rawValue))"
        case .readableContent(let axis): "readableContent(\(axis.rawValue))"
        case .bar(let edge, let extent?): "bar(\(edge.rawValue), \(PointFormatting.string(extent)))"
        case .bar(let edge, nil): "bar(\(edge.rawValue))"
        }
    }

    /// Reads the form ``description`` writes, or nil.
    package init?(parsing text: String) {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open]
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        if name == "bar" {
            guard (1...2).contains(arguments.count), let edge = BarEdge(rawValue: arguments[0]) else { return nil }
            guard arguments.count == 2 else {
                self = .bar(onEdge: edge, extent: nil)
                return
            }
            guard let extent = Double(arguments[1]), extent.isFinite, extent >= 0 else { return nil }
            self = .bar(onEdge: edge, extent: extent)
            return
        }
        guard arguments.count == 1, let axis = AdaptivityAxis(rawValue: arguments[0]) else { return nil }
        switch name {
        case "safeArea": self = .safeArea(cornerAdaptation: axis)
        case "margins": self = .margins(cornerAdaptation: axis)
        case "readableContent": self = .readableContent(cornerAdaptation: axis)
        default: return nil
        }
    }
}
