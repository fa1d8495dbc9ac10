import DeviceGeometry
import LayoutEngine

/// The accessories of a flat capture's buttons: a button that lies wholly inside a larger button
/// (a row's disclosure chevron) is a part of it, drawn in it and tapped with it, so it is read as an
/// image rather than as a control of its own.
enum CapturedAccessories {
    /// `root` with the buttons inside other buttons read as images.
    static func inferred(in root: CapturedElement) -> CapturedElement {
        let buttons = root.all.filter { $0.kind == .button }.map(\.frame)
        return root.rewriting { element in
            guard element.kind == .button else { return }
            let frame = element.frame
            let isInside = buttons.contains { other in
                other != frame && other.width * other.height > frame.width * frame.height
                    && other.minX <= frame.minX && other.minY <= frame.minY && other.maxX >= frame.maxX
                    && other.maxY >= frame.maxY
            }
            if isInside { element.kind = .imageView }
        }
    }
}
