import SafeAreaSupport

extension Path {
    /// The path as SVG path data in its own units, numbers to two decimals: `M0 0L10 0C…Z`.
    package var svgPathData: String {
        let number = PointFormatting.string
        return elements.map { element in
            switch element {
            case .move(let p): "M\(number(p.x)) \(number(p.y))"
            case .line(let p): "L\(number(p.x)) \(number(p.y))"
            case .cubic(let p, let c1, let c2):
                "C\(number(c1.x)) \(number(c1.y)) \(number(c2.x)) \(number(c2.y)) \(number(p.x)) \(number(p.y))"
            case .close: "Z"
            }
        }.joined()
    }
}
