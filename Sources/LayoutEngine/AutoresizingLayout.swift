import DeviceGeometry

/// Lays out a ``ScreenDocument`` for a device and orientation the way UIKit lays out views that
/// use autoresizing masks: the window takes the screen's size, and each view's frame follows its
/// superview's change in size through its mask.
public enum AutoresizingLayout {
    /// Resolves `document` on `device` in `orientation`, with the safe area of iOS `systemVersion`
    /// (nil: the catalog default).
    public static func resolve(_ document: ScreenDocument, on device: Device, in orientation: Orientation,
                               systemVersion: Int? = nil) -> ResolvedScreen {
        let size = device.screenSize(in: orientation)
        // The document's canvas plays the window: the root follows it from the canvas to the screen.
        let root = resolve(document.root, oldParent: document.canvas, newParent: size, origin: .zero,
                           path: document.root.attributes.kind.rawValue)
        return ResolvedScreen(name: document.name, deviceID: device.id, orientation: orientation, size: size,
                              safeAreaInsets: device.safeAreaInsets(in: orientation, systemVersion: systemVersion),
                              root: root)
    }

    private static func resolve(_ node: ViewNode, oldParent: Size, newParent: Size, origin: Point,
                                path: String) -> ResolvedView {
        let frame = node.autoresizingMask.resize(node.frame, from: oldParent, to: newParent)
        let absolute = frame.offsetBy(dx: origin.x, dy: origin.y)
        var kindCounts: [ViewKind: Int] = [:]
        let subviews = node.subviews.map { child -> ResolvedView in
            let kind = child.attributes.kind
            let index = kindCounts[kind, default: 0]
            kindCounts[kind] = index + 1
            return resolve(child, oldParent: node.frame.size, newParent: frame.size, origin: absolute.origin,
                           path: "\(path)/\(kind.rawValue)[\(index)]")
        }
        return ResolvedView(attributes: node.attributes, frame: absolute, path: path, source: node.source,
                            subviews: subviews)
    }
}
