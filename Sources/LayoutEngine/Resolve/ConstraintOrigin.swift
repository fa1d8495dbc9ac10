/// Why the constraint system holds a constraint, kept instead of a label so that the words are
/// written only when a conflict is reported.
enum ConstraintOrigin {
    /// The root view's frame, which its controller decides.
    case rootFrame
    /// A view's autoresizing mask.
    case autoresizing(of: Int)
    /// A table or collection placing one of its cells.
    case cellPlacement(of: Int)
    /// A view's content hugging along an axis.
    case hugging(of: Int)
    /// A view's compression resistance along an axis.
    case compressionResistance(of: Int)
    /// The fallback that keeps an unplaced view at its design frame.
    case designFrame(of: Int)
    /// A stack view arranging its subviews; the constraint carries its own label.
    case stack(label: String?)
    /// A constraint from the document.
    case document(LayoutConstraint)

    /// The origin in words, naming views by their paths in `tree`.
    func description(in tree: FlatTree) -> String {
        switch self {
        case .rootFrame: "root view frame"
        case .autoresizing(let index): "autoresizing of \(tree[index].path)"
        case .cellPlacement(let index): "cell placement of \(tree[index].path)"
        case .hugging(let index): "intrinsic size of \(tree[index].path): hugging"
        case .compressionResistance(let index): "intrinsic size of \(tree[index].path): compression resistance"
        case .designFrame(let index): "design frame of \(tree[index].path)"
        case .stack(let label): label ?? "stack"
        case .document(let constraint): constraint.description
        }
    }

    /// The index of the view the constraint places: a document constraint's first view, or the
    /// view a generated one belongs to.
    func viewIndex(in tree: FlatTree) -> Int? {
        switch self {
        case .rootFrame: 0
        case .autoresizing(let index), .cellPlacement(let index), .hugging(let index), .compressionResistance(let index),
            .designFrame(let index):
            index
        case .stack: nil
        case .document(let constraint):
            (constraint.first.item.viewID ?? constraint.second?.item.viewID).flatMap { tree.viewIndex[$0] }
        }
    }
}
