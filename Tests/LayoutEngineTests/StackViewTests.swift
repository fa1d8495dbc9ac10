@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Testing

/// Stack-view distributions and alignments against frames computed by hand: a horizontal stack
/// 300 × 100 at (10, 100) holding views of intrinsic widths 40, 60 and 80 (heights 20, 30, 40).
@Suite struct StackViewTests {
    typealias F = Fixture

    private func screen(
        _ distribution: StackOptions.Distribution, alignment: StackOptions.Alignment = .fill,
        spacing: Double = 10, hidden: Bool = false
    ) throws -> ResolvedScreen {
        let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 80, height: 40)]
        var arranged = sizes.enumerated().map { index, size in
            F.view("v\(index)", layout: ViewLayoutOptions(intrinsicContentSize: size))
        }
        arranged[1].attributes.isHidden = hidden
        let stack = F.view(
            "stack", .stackView,
            stack: StackOptions(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing),
            subviews: arranged)
        let content = F.controller(
            [stack],
            constraints: [
                LayoutConstraint(Anchor(.view("stack"), .left), .equal, Anchor(.view("view"), .left), constant: 10),
                LayoutConstraint(Anchor(.view("stack"), .top), .equal, Anchor(.view("view"), .top), constant: 100),
                LayoutConstraint(Anchor(.view("stack"), .width), constant: 300),
                LayoutConstraint(Anchor(.view("stack"), .height), constant: 100),
            ])
        return try F.resolve(content, on: "iphone-8")
    }

    private func frames(_ screen: ResolvedScreen) throws -> [Rect] {
        try (0..<3).map { try screen.require("v\($0)").frame }
    }

    /// Fill: 300 − 2 × 10 spacing − 180 intrinsic = 100 extra, all to the last view among equal huggers.
    @Test func fill() throws {
        #expect(try frames(screen(.fill)).map(\.minX) == [10, 60, 130])
        #expect(try frames(screen(.fill)).map(\.width) == [40, 60, 180])
        #expect(try frames(screen(.fill)).map(\.height) == [100, 100, 100])
    }

    /// Fill equally: (300 − 20) / 3 each, each edge on the 2× pixel grid.
    @Test func fillEqually() throws {
        let frames = try frames(screen(.fillEqually))
        #expect(frames.map(\.width) == [93.5, 93, 93.5], "93.33 each before the grid: 10–103.5, 113.5–206.5, 216.5–310")
    }

    /// Fill proportionally: 280 split 40 : 60 : 80, each edge on the 2× pixel grid.
    @Test func fillProportionally() throws {
        let frames = try frames(screen(.fillProportionally))
        let exact: [Double] = [40, 60, 80].map { 280 * $0 / 180 }
        #expect(zip(frames.map(\.width), exact).allSatisfy { abs($0 - $1) <= 0.5 })
        #expect(frames.allSatisfy { $0 == $0.aligned(toPixelsOf: 2) })
    }

    /// Equal spacing: intrinsic widths, and (300 − 180) / 2 = 60 between them.
    @Test func equalSpacing() throws {
        let frames = try frames(screen(.equalSpacing))
        #expect(frames.map(\.minX) == [10, 110, 230])
        #expect(frames.map(\.width) == [40, 60, 80])
    }

    /// Equal centering: the ends at the stack's edges (centres 30 and 270), the middle centre
    /// halfway between them.
    @Test func equalCentering() throws {
        let frames = try frames(screen(.equalCentering))
        #expect(frames.map(\.midX) == [30, 150, 270])
    }

    /// Alignments across the axis, with the stack 100 tall.
    @Test func alignments() throws {
        #expect(try frames(screen(.fill, alignment: .top)).map(\.minY) == [100, 100, 100])
        #expect(try frames(screen(.fill, alignment: .top)).map(\.height) == [20, 30, 40])
        #expect(try frames(screen(.fill, alignment: .bottom)).map(\.maxY) == [200, 200, 200])
        #expect(try frames(screen(.fill, alignment: .center)).map(\.midY) == [150, 150, 150])
    }

    /// Hidden views leave the arrangement, and their spacing with them.
    @Test func hiddenViewsAreNotArranged() throws {
        let screen = try screen(.equalSpacing, hidden: true)
        #expect(try screen.require("v0").frame.minX == 10)
        #expect(try screen.require("v2").frame.maxX == 310)
    }

    /// A vertical stack with no height constraint takes its content's height.
    @Test func verticalStackFitsItsContent() throws {
        let rows = (0..<3).map { F.view("row\($0)", .label, text: "Row \($0)") }
        let stack = F.view("stack", .stackView, stack: StackOptions(axis: .vertical, spacing: 8), subviews: rows)
        let content = F.controller(
            [stack],
            constraints: [
                LayoutConstraint(Anchor(.view("stack"), .leading), .equal, Anchor(.view("view"), .leadingMargin)),
                LayoutConstraint(Anchor(.view("stack"), .trailing), .equal, Anchor(.view("view"), .trailingMargin)),
                LayoutConstraint(Anchor(.view("stack"), .top), .equal, Anchor(.safeArea(of: "view"), .top)),
            ])
        let screen = try F.resolve(content, on: "iphone-8")
        // Each row is a 17-pt line, 20.29 pt rounded up to the 2× screen's pixels as UIKit rounds a
        // label: 20.5. Three of them and two gaps of 8 are 77.5 tall, and the third row starts at
        // 20 + 2 × 28.5 = 77.
        #expect(try screen.require("stack").frame == Rect(x: 16, y: 20, width: 343, height: 77.5))
        #expect(try screen.require("row2").frame.minY == 77)
    }
}
