import SafeAreaSupport

/// `first ⋈ multiplier × second + constant` at a priority: UIKit's `NSLayoutConstraint`.
///
/// Without a second anchor the constraint is `first ⋈ constant`, which UIKit allows only for sizes.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The anchor on the left.
    package var first: Anchor
    /// How the sides compare.
    package var relation: LayoutRelation
    /// The anchor on the right, or nil for a constant.
    package var second: Anchor?
    /// What `second` is multiplied by.
    package var multiplier: Double
    /// What is added to the right side.
    package var constant: Double
    /// The priority, 1...1000.
    package var priority: LayoutPriority
    /// `NSLayoutConstraint.identifier`, for messages.
    package var identifier: String?
    /// Where the constraint was written.
    package var source: DocumentLocation?
    /// The property through which the app's code holds the constraint (an Interface Builder
    /// outlet such as `settingsTopConstraint`): the code may change it at run time.
    package var outlet: String?

    /// Creates a constraint.
    package init(
        _ first: Anchor, _ relation: LayoutRelation = .equal, _ second: Anchor? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
        source: DocumentLocation? = nil, outlet: String? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.source = source
        self.outlet = outlet
    }

    /// The constraint as UIKit logs it: `button.bottom == view.safeArea.bottom - 20 @750`.
    public var description: String {
        var right: [String] = []
        if let second {
            right.append(multiplier == 1 ? second.description : "\(PointFormatting.plain(multiplier)) × \(second)")
        }
        if constant != 0 || second == nil {
            let sign = constant < 0 ? "-" : "+"
            right.append(right.isEmpty ? PointFormatting.plain(constant) : "\(sign) \(PointFormatting.plain(abs(constant)))")
        }
        let text = "\(first) \(relation.symbol) \(right.joined(separator: " "))"
        let withPriority = priority.isRequired ? text : "\(text) @\(priority)"
        return identifier.map { "\($0): \(withPriority)" } ?? withPriority
    }
}
