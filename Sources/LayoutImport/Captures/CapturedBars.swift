import DeviceGeometry
import LayoutEngine

/// The bar items of a flat capture. An accessibility capture (argent, idb's flat list, Maestro)
/// does not nest buttons in the bars UIKit placed them in, so a button that lies in the navigation
/// bar's band (below the status bar, the 44 pt under the safe area's top) is taken for a bar button
/// item, and two or more buttons of a tab's size in a row in the tab bar's band (the 49 pt above the
/// safe area's bottom) for tab bar items: the audit then judges them as UIKit places them, not as the app's own
/// buttons. A capture with bars of its own is left as it is.
enum CapturedBars {
    /// How far past a band's edges an item may reach, in points: captures round, and items' touch
    /// areas are a little larger than their bars.
    static let slack = 8.0

    /// `root` with the buttons of the bars' bands made bar items, on `placement`.
    static func inferred(in root: CapturedElement, on placement: Placement) -> CapturedElement {
        guard !root.contains(where: { [.navigationBar, .tabBar, .toolbar].contains($0.kind) }) else { return root }
        let device = placement.device, orientation = placement.orientation
        let screen = device.screenSize(in: orientation)
        let insets = device.safeAreaInsets(in: orientation)
        let statusBar = device.statusBarHeight(in: orientation) ?? 0
        let navigation = (top: min(statusBar, insets.top) - slack, bottom: insets.top + 44 + slack)
        let tabs = (top: screen.height - insets.bottom - 49 - slack, bottom: screen.height + slack)
        func inBand(_ frame: Rect, _ band: (top: Double, bottom: Double)) -> Bool {
            frame.minY >= band.top && frame.maxY <= band.bottom && frame.height <= 49 + slack
        }
        func isTabItem(_ element: CapturedElement) -> Bool {
            element.kind == .button && inBand(element.frame, tabs) && element.frame.height >= 40
                && element.frame.width >= 44 && element.frame.width <= screen.width / 2
        }
        let rows = Dictionary(grouping: root.all.filter(isTabItem)) { ($0.frame.minY / 4).rounded() }
        let tabTops = Set(rows.filter { $0.value.count >= 2 }.keys)
        return root.rewriting { element in
            guard element.kind == .button else { return }
            if inBand(element.frame, navigation) {
                element.kind = .barButtonItem
            } else if isTabItem(element), tabTops.contains((element.frame.minY / 4).rounded()) {
                element.kind = .tabBarItem
            }
        }
    }
}
