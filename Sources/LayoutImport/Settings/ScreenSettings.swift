import DeviceGeometry
import LayoutEngine
import SafeAreaAudit

/// What a team says of one screen, or of the screens a pattern names, in `.safearea.yml`'s
/// `screens` section: what the code decides and no screen file shows, such as a controller that
/// locks itself to portrait or is presented as a sheet.
///
/// ```yaml
/// screens:
///   "Auth/Login":               # a screen's name, or a pattern with * for any run of characters
///     orientations: [portrait]
///     presentation: popover     # fullScreen, pageSheet (or sheet), formSheet, popover or component
///     preferredContentSize: {width: 320, height: 400}   # what the code asks a popover or sheet for
///   "Charts/*":
///     navigation: {translucent: false}   # pushed on a navigation controller made in code
///     edgesForExtendedLayout: []          # what the controller's code sets
/// ```
package struct ScreenSettings: Hashable, Sendable {
    /// The screen's name, or a pattern in which `*` stands for any run of characters.
    package var pattern: String
    /// The orientations the screen is shown in, which its controller's code decides: they stand
    /// in for UIKit's default (every orientation but upside-down portrait on iPhone) and stay
    /// within the app's Info.plist; nil for those.
    package var orientations: Set<Orientation>?
    /// How the screen is presented, where the code decides it.
    package var presentation: ScreenDocument.Presentation?
    /// The size the code asks a popover, form sheet or component for (`preferredContentSize`).
    package var preferredContentSize: Size?
    /// The navigation controller the code shows the screen in, when no screen file holds it.
    package var navigation: Navigation?
    /// The edges the controller's code lets its view extend under bars on.
    package var edgesForExtendedLayout: RectEdges?

    /// A navigation controller that code pushes a screen on, with its bar's look.
    package struct Navigation: Hashable, Sendable {
        /// `navigationBar.isTranslucent`.
        package var isTranslucent: Bool
        /// `navigationBar.prefersLargeTitles`.
        package var prefersLargeTitles: Bool

        /// A navigation controller with UIKit's defaults: a translucent bar, no large titles.
        package init(isTranslucent: Bool = true, prefersLargeTitles: Bool = false) {
            self.isTranslucent = isTranslucent
            self.prefersLargeTitles = prefersLargeTitles
        }
    }

    /// Settings for the screens `pattern` names.
    package init(
        pattern: String, orientations: Set<Orientation>? = nil, presentation: ScreenDocument.Presentation? = nil,
        preferredContentSize: Size? = nil, navigation: Navigation? = nil, edgesForExtendedLayout: RectEdges? = nil
    ) {
        self.pattern = pattern
        self.orientations = orientations
        self.presentation = presentation
        self.preferredContentSize = preferredContentSize
        self.navigation = navigation
        self.edgesForExtendedLayout = edgesForExtendedLayout
    }

    /// Whether `pattern` names the screen `name`.
    package func matches(_ name: String) -> Bool {
        Self.match(Substring(pattern), Substring(name))
    }

    /// `document` as these settings shape it: its placements narrowed to the orientations given,
    /// its presentation replaced, its controller given the edges and put in the navigation
    /// controller named.
    package func applied(to document: ScreenDocument) -> ScreenDocument {
        var document = document
        if let edgesForExtendedLayout { document.root.visibleContent.edgesForExtendedLayout = edgesForExtendedLayout }
        if let navigation { document.root.embedInNavigation(navigation) }
        if let presentation { document.presentation = presentation }
        if let preferredContentSize { document.preferredContentSize = preferredContentSize }
        if let orientations {
            document.placementLimits.append(
                SupportedPlacements(
                    orientations: [.phone: orientations, .pad: orientations],
                    source: "\(ProjectSettings.fileName), screens: \(pattern)", scope: .screen))
        }
        return document
    }

    private static func match(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
        let prefix = pattern[..<star]
        guard name.hasPrefix(prefix) else { return false }
        let rest = pattern[pattern.index(after: star)...]
        var remaining = name.dropFirst(prefix.count)
        while true {
            if match(rest, remaining) { return true }
            guard !remaining.isEmpty else { return false }
            remaining = remaining.dropFirst()
        }
    }
}

extension [ScreenSettings] {
    /// `documents` with every entry that names each applied, the entries for its exact name last
    /// so that they win.
    package func applied(to documents: [ScreenDocument]) -> [ScreenDocument] {
        guard !isEmpty else { return documents }
        return documents.map { document in
            let matching = filter { $0.matches(document.name) }
            let ordered = matching.filter { $0.pattern != document.name } + matching.filter { $0.pattern == document.name }
            return ordered.reduce(document) { $1.applied(to: $0) }
        }
    }
}

extension ViewController {
    /// This controller in a navigation controller with `navigation`'s bar; a navigation
    /// controller takes the bar's look instead.
    fileprivate mutating func embedInNavigation(_ navigation: ScreenSettings.Navigation) {
        if case .navigation(var existing) = content {
            existing.isTranslucent = navigation.isTranslucent
            existing.prefersLargeTitles = navigation.prefersLargeTitles
            content = .navigation(existing)
            return
        }
        let pushed = self
        self = ViewController(
            .navigation(
                NavigationController(isTranslucent: navigation.isTranslucent, prefersLargeTitles: navigation.prefersLargeTitles) {
                    pushed
                }))
    }
}
