import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// The keys of an app's Info.plist that decide where it runs, from the file or from the
/// `INFOPLIST_KEY_` build settings Xcode generates it from.
struct InfoPlistKeys {
    /// `UISupportedInterfaceOrientations`, `~iphone` and `~ipad`.
    var orientations: [Device.Family?: [Orientation]] = [:]
    /// `UIRequiresFullScreen` (`~ipad` first).
    var requiresFullScreen: Bool?
    /// `UIDeviceFamily`, which a checked-in Info.plist rarely holds.
    var families: Set<Device.Family>?
    /// Whether the app names a launch storyboard or launch screen (`UILaunchStoryboardName`,
    /// `UILaunchScreen`); nil when the file is only part of the Info.plist Xcode builds.
    var namesLaunchScreen: Bool?
    /// Orientation names nobody knows, to report.
    var unknownNames: [String] = []

    init() {}

    /// The keys of the Info.plist at `url`, named `file` in errors.
    init(contentsOf url: URL, file: String) throws(FileError) {
        let data = try StrictDecoder.contents(of: url, file: file)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FileError(file: file, problem: "not a property list (\(error.localizedDescription))", kind: .malformed)
        }
        guard let dictionary = plist as? [String: Any] else {
            throw FileError(file: file, problem: "not an Info.plist: its top level is not a dictionary")
        }
        for (suffix, family) in [("", nil), ("~iphone", Device.Family.phone), ("~ipad", .pad)] as [(String, Device.Family?)] {
            if let names = dictionary["UISupportedInterfaceOrientations" + suffix] as? [String] {
                set(names, for: family)
            }
        }
        requiresFullScreen =
            Self.flag(dictionary["UIRequiresFullScreen~ipad"]) ?? Self.flag(dictionary["UIRequiresFullScreen"])
        if let numbers = dictionary["UIDeviceFamily"] as? [Any] {
            families = Self.families(numbers.map { "\($0)" })
        }
        let launchKeys = ["UILaunchStoryboardName", "UILaunchScreen", "UILaunchScreens"]
        if dictionary.keys.contains(where: { key in launchKeys.contains { key == $0 || key.hasPrefix($0 + "~") } }) {
            namesLaunchScreen = true
        } else if dictionary["CFBundleIdentifier"] != nil {
            // A whole Info.plist, not the part of one that Xcode adds its generated keys to.
            namesLaunchScreen = false
        }
    }

    /// These keys with the ones `settings` give Xcode to generate the Info.plist from, which win.
    mutating func overlay(generatedFrom settings: BuildSettings) {
        guard settings["GENERATE_INFOPLIST_FILE"]?.uppercased() == "YES" else { return }
        let key = "INFOPLIST_KEY_UISupportedInterfaceOrientations"
        for (suffix, family) in [("", nil), ("_iPhone", Device.Family.phone), ("_iPad", .pad)] as [(String, Device.Family?)] {
            if let value = settings[key + suffix] {
                set(value.split(whereSeparator: \.isWhitespace).map(String.init), for: family)
            }
        }
        if let value = settings["INFOPLIST_KEY_UIRequiresFullScreen"] { requiresFullScreen = Self.flag(value) }
        let storyboard = settings["INFOPLIST_KEY_UILaunchStoryboardName"].map { !$0.isEmpty } ?? false
        let generated = Self.flag(settings["INFOPLIST_KEY_UILaunchScreen_Generation"]) ?? false
        namesLaunchScreen = storyboard || generated || namesLaunchScreen == true
    }

    /// The families of `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad; others are not iOS).
    static func families(_ numbers: [String]) -> Set<Device.Family> {
        Set(
            numbers.compactMap { number in
                switch number.trimmingCharacters(in: .whitespaces) {
                case "1": .phone
                case "2": .pad
                default: nil
                }
            })
    }

    /// The orientations each family supports: the family's own key, else the shared one.
    var orientationsByFamily: [Device.Family: Set<Orientation>] {
        var result: [Device.Family: Set<Orientation>] = [:]
        for family in [Device.Family.phone, .pad] {
            if let names = orientations[family] ?? orientations[nil], !names.isEmpty { result[family] = Set(names) }
        }
        return result
    }

    private mutating func set(_ names: [String], for family: Device.Family?) {
        var parsed: [Orientation] = []
        for name in names {
            if let orientation = Self.orientation(name) { parsed.append(orientation) } else { unknownNames.append(name) }
        }
        orientations[family] = parsed
    }

    private static func orientation(_ name: String) -> Orientation? {
        switch name {
        case "UIInterfaceOrientationPortrait": .portrait
        case "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown
        case "UIInterfaceOrientationLandscapeLeft": .landscapeLeft
        case "UIInterfaceOrientationLandscapeRight": .landscapeRight
        default: nil
        }
    }

    private static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let bool as Bool: bool
        case let text as String: ["YES", "TRUE", "1"].contains(text.uppercased())
        case let number as NSNumber: number.boolValue
        default: nil
        }
    }
}
