/// The window a run asks the system for: the whole screen, a frame of its own, a share of the
/// screen beside another app (iPad windows and Split View, and iOS 27's Split View on iPhone), or
/// the window an iPhone-only app gets on an iPad (devices-2026.md §2).
public enum WindowRequest: Hashable, Sendable {
    /// The whole screen.
    case fullScreen
    /// A frame in the screen points of each orientation, clipped to the screen.
    case frame(Rect)
    /// A share of the screen's width beside another app, the full height, against one side.
    case split(WindowShare, side: Edge)
    /// An iPhone-only app on an iPad: the iPad's portrait width halved, the full height, centred,
    /// with the iPhone's idiom. Printed for the iPad Pro 11" under iOS 27.0: 417 × 1210 on an
    /// 834 × 1210 screen (devices-2026.md §2). On an iPhone it is the whole screen.
    case phoneAppOnPad

    /// The window's frame on `device` in a screen of `screen` size, or nil for the whole screen.
    package func frame(on device: Device, screen: Size) -> Rect? {
        let bounds = Rect(origin: .zero, size: screen)
        switch self {
        case .fullScreen:
            return nil
        case .frame(let rect):
            guard let clipped = rect.intersection(bounds), clipped != bounds else { return nil }
            return clipped
        case .split(let share, let side):
            let width = (screen.width * share.fraction).rounded(.down)
            return Rect(x: side == .right ? screen.width - width : 0, y: 0, width: width, height: screen.height)
        case .phoneAppOnPad:
            guard device.family == .pad else { return nil }
            let width = device.display.screenSize.width / 2
            return Rect(x: (screen.width - width) / 2, y: 0, width: width, height: screen.height)
        }
    }

    /// The names `init(parsing:)` reads besides a frame.
    package static let names = ["full", "iphone-app"] + WindowShare.allCases.flatMap { [$0.rawValue, "right-\($0.rawValue)"] }

    /// Reads `full`, `iphone-app`, a share (`half`, `third`, `two-thirds`, each on the left, or
    /// with a `right-` prefix on the right), or a frame `X,Y,WxH` (or `WxH` at the origin).
    package init?(parsing text: String) {
        let key = Substring(text.lowercased()).trimmingWhitespace()
        switch key {
        case "full": self = .fullScreen
        case "iphone-app": self = .phoneAppOnPad
        default:
            if let share = WindowShare(rawValue: key) {
                self = .split(share, side: .left)
            } else if key.hasPrefix("right-"), let share = WindowShare(rawValue: String(key.dropFirst(6))) {
                self = .split(share, side: .right)
            } else if let rect = Self.parseFrame(key) {
                self = .frame(rect)
            } else {
                return nil
            }
        }
    }

    private static func parseFrame(_ text: String) -> Rect? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 3 else { return nil }
        let size = parts[parts.count - 1].split(separator: "x", omittingEmptySubsequences: false)
        let origin = parts.count == 3 ? [parts[0], parts[1]] : ["0", "0"]
        let numbers = (origin + size).map { Double($0.trimmingWhitespace()) }
        guard size.count == 2, let values = numbers as? [Double], values.allSatisfy({ $0.isFinite }),
            values[0] >= 0, values[1] >= 0, values[2] > 0, values[3] > 0
        else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

/// A share of the screen's width a window takes beside another app.
public enum WindowShare: String, CaseIterable, Hashable, Sendable {
    /// Half the width: iPad Split View's even split, and iOS 27's Split View on iPhone (50/50 on
    /// the iPhone Duo).
    case half
    /// A third of the width.
    case third
    /// Two thirds of the width.
    case twoThirds = "two-thirds"

    /// The share as a fraction of the width.
    package var fraction: Double {
        switch self {
        case .half: 1 / 2
        case .third: 1 / 3
        case .twoThirds: 2 / 3
        }
    }
}
