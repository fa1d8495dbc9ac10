import DeviceGeometry

/// Lays out a `ScreenDocument` on a device in an orientation the way UIKit would: the window and
/// status bar, the controllers and their bars, then each view tree by Auto Layout and autoresizing,
/// with safe areas, margins and scroll insets recomputed until they are stable
/// (uikit-semantics.md §9).
public enum LayoutResolver {
    /// Resolves `document` on `device` in `orientation` under `variant` (the text size) and
    /// `conditions` (the iOS version, the SDK, a foldable's posture).
    public static func resolve(
        _ document: ScreenDocument, on device: Device, in orientation: Orientation, variant: Variant = .standard,
        conditions: SystemConditions = SystemConditions()
    ) -> ResolvedScreen {
        let placement = Placement(device, orientation, variant: variant)
        return resolve(document, in: environment(for: document, on: placement, conditions: conditions)).placed(on: placement)
    }

    /// Resolves `document` on each device in each orientation, laying it out once for all the
    /// devices that share an environment. A captured screen is laid out only where it was
    /// captured, whatever the placements.
    public static func resolve(
        _ document: ScreenDocument, onEach placements: [Placement],
        conditions: SystemConditions = SystemConditions()
    ) -> [ResolvedScreen] {
        var layouts: [LayoutEnvironment: ResolvedLayout] = [:]
        return (document.capture.map { [$0.placement] } ?? placements).map { placement in
            let environment = environment(for: document, on: placement, conditions: conditions)
            if layouts[environment] == nil { layouts[environment] = resolve(document, in: environment) }
            return layouts[environment]!.placed(on: placement)
        }
    }

    /// The environment `document` meets on `placement`: its controllers decide whether the
    /// status bar shows and whether the bars may be vertical.
    package static func environment(
        for document: ScreenDocument, on placement: Placement, conditions: SystemConditions = SystemConditions()
    ) -> LayoutEnvironment {
        let document = document.shown
        let device = placement.device, orientation = placement.orientation
        return LayoutEnvironment(
            device: device, orientation: orientation, variant: placement.variant, conditions: conditions,
            isStatusBarVisible: document.capture?.isStatusBarVisible
                ?? !hidesStatusBar(document.root, device: device, in: orientation),
            allowsVerticalBars: !document.root.visibleChain.contains { $0.preferredVerticalBarBehavior == .disabled })
    }

    /// Resolves `document` in `environment`, for no device in particular: the layout that every
    /// placement of that environment shares.
    package static func resolve(_ document: ScreenDocument, in environment: LayoutEnvironment) -> ResolvedLayout {
        if let capture = document.capture { return captured(capture, named: document.name, in: environment) }
        let document = document.shown.translated(into: environment.language).textSized(for: environment.contentSize)
        let windowSafeArea = environment.bounds.inset(by: environment.windowSafeAreaInsets)
        let isComponent = isShownAsComponent(document.presentation, in: environment)
        let frame =
            isComponent
            ? componentFrame(document, in: environment) : presentationFrame(of: document, in: environment)
        // A sheet beside a bar column gets a column of its own, or keeps horizontal bars; a
        // component has none.
        let column =
            isComponent
            ? nil
            : document.presentation == .fullScreen
                ? environment.verticalBars : environment.verticalBars?.sheetColumn(for: frame)
        var layout = ControllerLayout(environment: environment, canvas: document.canvas, column: column)
        let rootPath = document.root.rootViewKind.rawValue
        var root = layout.layOut(
            document.root, frame: frame,
            insets: isComponent ? .zero : InsetPropagation.overlap(of: frame, with: windowSafeArea),
            container: .none, path: rootPath)
        if let column = layout.column { root.subviews.append(column.view(path: "\(rootPath)/verticalBar[0]")) }
        return ResolvedLayout(
            name: document.name, window: environment.window,
            isHomeIndicatorAutoHidden: document.root.visibleChain.last?.prefersHomeIndicatorAutoHidden ?? false,
            root: root, bars: layout.bars, brokenConstraints: layout.broken, isComponent: isComponent)
    }

    /// Whether the screen is shown where the file cannot say: a component always, a popover beside
    /// an anchor in a regular-width window.
    static func isShownAsComponent(_ presentation: ScreenDocument.Presentation, in environment: LayoutEnvironment) -> Bool {
        presentation == .component || (presentation == .popover && environment.sizeClasses.horizontal == .regular)
    }

    /// Where a component or a popover is laid out: at its own size (a popover's preferred content
    /// size, 320 × 480 when none is given, at most the safe area's), at the screen's origin, since
    /// where code puts it is not known.
    static func componentFrame(_ document: ScreenDocument, in environment: LayoutEnvironment) -> Rect {
        guard document.presentation == .popover else {
            return Rect(origin: .zero, size: document.preferredContentSize ?? document.canvas)
        }
        let safe = environment.bounds.inset(by: environment.windowSafeAreaInsets)
        let wanted = document.preferredContentSize ?? Size(width: 320, height: 480)
        return Rect(x: 0, y: 0, width: min(wanted.width, safe.width), height: min(wanted.height, safe.height))
    }

    /// A captured screen as it was captured: its views keep their frames, and the root's safe area
    /// is the part of the window's that it covers (all of it, unless the app ran in a window
    /// smaller than the screen).
    static func captured(_ capture: CapturedScreen, named name: String, in environment: LayoutEnvironment) -> ResolvedLayout {
        var root = capture.root
        root.safeAreaInsets = InsetPropagation.overlap(
            of: root.frame, with: environment.bounds.inset(by: environment.windowSafeAreaInsets))
        root.isControllerRoot = true
        return ResolvedLayout(name: name, window: environment.window, root: root, isInDrawingOrder: capture.isInDrawingOrder)
    }

    /// Whether the status bar is hidden: the deepest visible controller that has a preference
    /// decides, else the system default (hidden in iPhone landscape, R2.1). On a device with a
    /// sensor housing, a visible navigation bar keeps the status bar shown in portrait (R1.14).
    static func hidesStatusBar(_ root: ViewController, device: Device, in orientation: Orientation) -> Bool {
        let chain = root.visibleChain
        let hidden =
            chain.reversed().lazy.compactMap(\.prefersStatusBarHidden).first
            ?? LayoutEnvironment.hidesStatusBarByDefault(device, in: orientation)
        guard hidden, device.sensorHousing != .none, !orientation.isLandscape else { return hidden }
        let showsNavigationBar = chain.contains {
            if case .navigation(let navigation) = $0.content { return !navigation.isNavigationBarHidden }
            return false
        }
        return !showsNavigationBar
    }

    /// A page sheet's width on iPad: 704 pt, as printed on 11- and 12.9-inch iPads with iPadOS 15
    /// (printed-values.md §3).
    static let padPageSheetWidth = 704.0

    /// The presented controller's frame. On iPad a form sheet is 540 × 620 (or its preferred content
    /// size) in the centre and a page
    /// sheet is 704 pt wide in the centre (the screen's width where that is less), from the top of
    /// the safe area down; on iPhone in
    /// portrait both are a card below the top of the safe area (20 pt below it on phones with a
    /// Home button, printed at y 40 on a 375 × 667 phone; 10 pt on the others, at it from iOS 26,
    /// printed at y 59 on a 393 × 852 one), as tall as its detent (printed-values.md §3), and in
    /// landscape they fill the screen. A popover adapts to a page sheet where it is not shown as a popover.
    static func presentationFrame(of document: ScreenDocument, in environment: LayoutEnvironment) -> Rect {
        let bounds = environment.bounds
        let insets = environment.windowSafeAreaInsets, top = insets.top
        switch document.presentation {
        case .fullScreen:
            return bounds
        case .formSheet where environment.isPad, .popover where environment.isPad:
            let wanted = document.preferredContentSize ?? Size(width: 540, height: 620)
            let size = Size(width: min(wanted.width, bounds.width), height: min(wanted.height, bounds.height - top))
            return Rect(
                x: bounds.minX + (bounds.width - size.width) / 2,
                y: bounds.minY + max(top, (bounds.height - size.height) / 2), width: size.width, height: size.height)
        case .pageSheet where environment.isPad:
            let width = min(bounds.width, Self.padPageSheetWidth)
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + top, width: width, height: bounds.height - top)
        case .formSheet where environment.window.barColumn != nil, .pageSheet where environment.window.barColumn != nil:
            // Beside a bar column a sheet is the display's short side less 8 pt a side, from 8 pt
            // below the top to the safe area's bottom: 450 × 636 on the Duo's outer display,
            // whose printed content is 374 wide beside its own 76-pt column (devices-2026.md §1).
            let inset = ColumnBarMetrics.sheetInset
            let width = min(bounds.width, bounds.height) - 2 * inset
            let y = bounds.minY + max(top, inset)
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: y, width: width,
                height: bounds.maxY - insets.bottom - y)
        case .formSheet, .pageSheet, .popover:
            guard !environment.isLandscape else { return bounds }
            let gap = environment.hasHomeButton ? 20.0 : environment.window.systemVersion >= 26 ? 0 : 10
            let large = bounds.height - top - gap - insets.bottom
            let height = (document.sheetDetent?.height(largest: large) ?? large) + insets.bottom
            return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .component:
            return Rect(origin: bounds.origin, size: bounds.size)
        }
    }
}
