import DeviceGeometry

/// Where a vertical `UICollectionViewFlowLayout` puts its items, in content coordinates.
///
/// The section inset is measured as `sectionInsetReference` says (R4.12): from the adjusted content
/// inset, or from the safe area or the layout margins but never closer to the edge than the
/// adjusted content inset. Items fill lines from the leading side; the extra space of a line is
/// shared between its gaps, and a line holding one item centres it, as the flow layout does.
struct FlowLayoutPlacement {
    let options: FlowLayoutOptions
    let width: Double
    let adjusted: EdgeInsets
    let safeArea: EdgeInsets
    let margins: EdgeInsets

    /// Each edge's distance from the collection view's edge, at rest.
    var edgeDistances: EdgeInsets {
        let section = options.sectionInset
        func distance(_ adjusted: Double, _ safe: Double, _ margin: Double, _ section: Double) -> Double {
            switch options.sectionInsetReference {
            case .fromContentInset: adjusted + section
            case .fromSafeArea: max(adjusted, safe + section)
            case .fromLayoutMargins: max(adjusted, margin + section)
            }
        }
        return EdgeInsets(
            top: distance(adjusted.top, safeArea.top, margins.top, section.top),
            left: distance(adjusted.left, safeArea.left, margins.left, section.left),
            bottom: distance(adjusted.bottom, safeArea.bottom, margins.bottom, section.bottom),
            right: distance(adjusted.right, safeArea.right, margins.right, section.right))
    }

    /// The frames of items of `sizes`, in content coordinates (the adjusted inset subtracted).
    func frames(for sizes: [Size]) -> [Rect] {
        let edges = edgeDistances
        let lineStart = edges.left - adjusted.left
        let available = width - edges.left - edges.right
        var frames: [Rect] = []
        var y = edges.top - adjusted.top
        var line: [Size] = []
        func flush() {
            guard !line.isEmpty else { return }
            let used = line.reduce(0) { $0 + $1.width }
            let gaps = Double(line.count - 1)
            let spacing = line.count > 1 ? max(options.minimumInteritemSpacing, (available - used) / gaps) : 0
            var x = line.count == 1 ? lineStart + max(0, (available - used) / 2) : lineStart
            let height = line.map(\.height).max() ?? 0
            for size in line {
                frames.append(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + spacing
            }
            y += height + options.minimumLineSpacing
            line = []
        }
        for size in sizes {
            let needed = line.reduce(0) { $0 + $1.width + options.minimumInteritemSpacing } + size.width
            if !line.isEmpty, needed > available { flush() }
            line.append(size)
        }
        flush()
        return frames
    }
}
