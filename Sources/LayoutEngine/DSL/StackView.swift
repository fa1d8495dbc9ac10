/// `UIStackView`: arranges its subviews in a row or a column.
public struct StackView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A stack of these arranged subviews.
    public init(
        axis: StackOptions.Axis = .horizontal, distribution: StackOptions.Distribution = .fill,
        alignment: StackOptions.Alignment = .fill, spacing: Double = 0,
        fileID: StaticString = #fileID,
        line: UInt = #line, @SubviewBuilder arrangedSubviews: () -> [ViewNode]
    ) {
        node = .declared(ViewAttributes(kind: .stackView), subviews: arrangedSubviews(), fileID: fileID, line: line)
        node.stack = StackOptions(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
    }

    /// `isLayoutMarginsRelativeArrangement`.
    public func isLayoutMarginsRelativeArrangement(_ relative: Bool = true) -> Self {
        updating { $0.stack?.isLayoutMarginsRelativeArrangement = relative }
    }
}
