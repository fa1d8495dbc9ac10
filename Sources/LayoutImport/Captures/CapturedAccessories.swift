import DeviceGeometry
import LayoutEngine

/// The parts of a flat capture's elements. An accessibility listing puts an element's parts beside
/// it rather than inside it, so a control that lies wholly inside a larger element is read as a
/// drawing of that element, tapped with it, rather than as a control of its own:
///
/// - inside a larger button (a row's disclosure chevron);
/// - inside a larger element of the same name (a search field's magnifier, listed as the field);
/// - small, at either end of a row, a button or a text 44 to 100 pt tall and at least three times
///   as wide (a cell's accessory or the circle a table in editing mode draws to select it): UIKit's
///   cell takes the touches around its standard accessories.
enum CapturedAccessories {
    /// How near a row's end an accessory sits, in points: UIKit's cells put their accessories and
    /// editing controls within their layout margins' reach of the ends.
    static let rowEndReach = 64.0

    /// `root` with the controls that are parts of other elements read as images.
    static func inferred(in root: CapturedElement) -> CapturedElement {
        let others = root.all.dropFirst().map { (frame: $0.frame, kind: $0.kind, label: $0.label) }
        return root.rewriting { element in
            guard element.kind.isControl else { return }
            let frame = element.frame
            let isPart = others.contains { other in
                guard other.frame != frame, other.frame.area > frame.area, other.frame.contains(frame) else { return false }
                if other.kind == .button && element.kind == .button { return true }
                if let label = element.label, label == other.label { return true }
                let height = other.frame.height
                let isRow =
                    (other.kind == .button || other.kind == .label)
                    && height >= 44 - CapturePlacement.tolerance && height <= 100 && other.frame.width >= 3 * height
                let isSmall = frame.width <= 44 && frame.height <= 44
                let atAnEnd =
                    frame.minX - other.frame.minX <= rowEndReach || other.frame.maxX - frame.maxX <= rowEndReach
                return isRow && isSmall && atAnEnd
            }
            if isPart { element.kind = .imageView }
        }
    }
}
