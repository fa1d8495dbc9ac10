import DeviceGeometry
import LayoutEngine

/// The scroll view of a flat capture. An accessibility capture lists a scroll view's content
/// without the scroll view, content scrolled out of sight included, but it lists the scroll view's
/// vertical scroll bar (`AXGroup "Vertical scroll bar, 3 pages"`), which spans the scroll view's
/// visible height. With one such bar, the elements from its top down that are not bar items are put
/// in a scroll view of that height, which clips them: content under the tab bar or past the screen's
/// edge is then out of sight, as it is on the device, and not judged where a finger cannot reach it.
enum CapturedScrollView {
    /// `root` with its scroll content inside the scroll view its scroll bar gives.
    static func inferred(in root: CapturedElement) -> CapturedElement {
        let bars = root.children.filter { $0.label?.hasPrefix("Vertical scroll bar") == true }
        guard bars.count == 1, let bar = bars.first, bar.frame.height > 0 else { return root }
        let frame = Rect(x: root.frame.minX, y: bar.frame.minY, width: root.frame.width, height: bar.frame.height)
        var scrollView = CapturedElement(type: "scroll view", kind: .scrollView, frame: frame)
        scrollView.clipsToBounds = true
        scrollView.location = bar.location
        var outside: [CapturedElement] = []
        for child in root.children {
            let isBarItem = [ViewKind.barButtonItem, .tabBarItem].contains(child.kind)
            if isBarItem || child.frame.maxY <= frame.minY || child.label?.hasSuffix("scroll bar") == true
                || child.label?.contains("scroll bar,") == true
            {
                outside.append(child)
            } else {
                scrollView.children.append(child)
            }
        }
        var result = root
        result.children = outside + [scrollView]
        return result
    }
}
