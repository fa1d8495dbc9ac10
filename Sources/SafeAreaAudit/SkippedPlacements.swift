import DeviceGeometry
import LayoutEngine
import OrderedCollections
import SafeAreaSupport

/// Placements a run left out of one screen's matrix because the app can never show the screen
/// there, and why: the app supports portrait only on iPhone, runs on iPhone only, or requires the
/// full screen (`SupportedPlacements`).
public struct SkippedPlacements: Codable, Hashable, Sendable {
    /// The screen.
    public var screen: String
    /// Why the app cannot show it on these placements, naming the file that says so.
    public var reason: String
    /// The placements left out, in matrix order.
    public var placements: [Placement.ID]

    /// `placements` of `screen`, left out for `reason`.
    package init(screen: String, reason: String, placements: [Placement.ID]) {
        self.screen = screen
        self.reason = reason
        self.placements = placements
    }

    /// The placements of `placements` that `documents` cannot be shown on in windows made by
    /// `window`, one entry per screen and reason, in order.
    package static func of(
        _ documents: [ScreenDocument], on placements: [Placement], window: WindowRequest = .fullScreen
    ) -> [SkippedPlacements] {
        documents.flatMap { document in
            OrderedDictionary(grouping: document.reachable(placements, window: window).skipped, by: \.reason)
                .map { reason, skipped in
                    SkippedPlacements(screen: document.name, reason: reason, placements: skipped.map(\.placement.id))
                }
        }
    }

    /// One line per reason, for summaries: `Skipped 96 device-orientations of 2 screens: the app
    /// supports portrait only on iPhone (App/Info.plist).`
    package static func summary(of skipped: [SkippedPlacements]) -> [String] {
        OrderedDictionary(grouping: skipped, by: \.reason).map { reason, entries in
            let count = entries.reduce(0) { $0 + $1.placements.count }
            let screens = Set(entries.map(\.screen)).count
            return "Skipped \(Wording.count(count, "device-orientation")) of \(Wording.count(screens, "screen")): \(reason)."
        }
    }
}
