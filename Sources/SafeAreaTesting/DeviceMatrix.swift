import DeviceGeometry

/// The devices and orientations an assertion checks: `.phones`, `.group(.dynamicIsland)`,
/// `.devices("iphone-se-3", "iPhone 16 Pro")`, narrowed with ``orientations(_:)`` and laid out
/// under the conditions ``ios(_:)``, ``sdk(_:)``, ``posture(_:)`` and ``window(_:)`` name, under
/// the variants ``contentSizes(_:)``, ``layoutDirections(_:)``, ``appearances(_:)``,
/// ``languages(_:)`` and ``variants(_:)`` name:
/// `.devices("iphone-duo-outer").sdk(.iOS26)`.
///
/// A matrix fails closed: a name that matches no device, or a matrix with no device in any
/// orientation it asks for, fails the assertion that uses it with the nearest names, instead of
/// checking less than it says.
public struct DeviceMatrix: Sendable {
    private enum Selection: Sendable {
        case group(DeviceGroup)
        case names([String])
        case devices([Device])
    }

    private let selection: Selection
    /// The orientations, or nil for each device's supported ones.
    public private(set) var orientations: [Orientation]?
    /// The iOS version, SDK, posture and window the screens are laid out under.
    public private(set) var conditions = SystemConditions()
    /// The variants of the person's settings each device and orientation is checked under: every
    /// combination of the text sizes, layout directions, appearances and languages named (each axis the settings' where
    /// the matrix names none), or the list ``variants(_:)`` names; the standard one by default.
    public var variants: [Variant] { choice.variants }
    private var choice = VariantChoice()

    private init(_ selection: Selection, orientations: [Orientation]?) {
        self.selection = selection
        self.orientations = orientations
    }

    /// A matrix of these devices, in each of `orientations` they support (nil: every orientation
    /// each supports).
    public init(devices: [Device], orientations: [Orientation]? = nil) {
        self.init(.devices(devices), orientations: orientations)
    }

    /// One device for each geometry that moves a layout, in portrait and landscape: a Home-button
    /// iPhone (`iphone-se-3`), a notch (`iphone-14`), a Dynamic Island (`iphone-16-pro`), the
    /// iPhone Duo's outer and inner displays with their bar column, and an iPad
    /// (`ipad-pro-11-m4`): twelve images at most. What ``assertLayoutSnapshot(of:on:named:record:diff:scale:store:fontFiles:fileID:filePath:function:line:column:)``
    /// records unless told otherwise, so that a screen's references stay few; `.all` is every device.
    public static var representative: DeviceMatrix {
        devices("iphone-se-3", "iphone-14", "iphone-16-pro", "iphone-duo-outer", "iphone-duo-inner", "ipad-pro-11-m4")
            .orientations(.portrait, .landscapeLeft)
    }

    /// Every device in the catalog.
    public static var all: DeviceMatrix { group(.all) }
    /// Every iPhone.
    public static var phones: DeviceMatrix { group(.phones) }
    /// Every iPad.
    public static var pads: DeviceMatrix { group(.pads) }

    /// The devices of a group, such as `.notch` or `.dynamicIsland`.
    public static func group(_ group: DeviceGroup) -> DeviceMatrix {
        DeviceMatrix(.group(group), orientations: nil)
    }

    /// Devices by id, name or model identifier, such as `"iphone-16-pro"`, `"iPhone 16 Pro"` or
    /// `"iPhone17,1"`; a name that matches none fails the assertion.
    public static func devices(_ names: String...) -> DeviceMatrix {
        DeviceMatrix(.names(names), orientations: nil)
    }

    /// The same devices in these orientations only.
    public func orientations(_ orientations: Orientation...) -> DeviceMatrix {
        changing { $0.orientations = orientations }
    }

    /// The same devices running iOS `version`, each kept within the versions it runs: their bars
    /// and, where they differ by version, their insets. Without it each runs the newest it can.
    public func ios(_ version: Int) -> DeviceMatrix {
        changing {
            $0.conditions.systemVersion = version
            $0.conditions.stated.insert(.systemVersion)
        }
    }

    /// The same devices with the app built with `sdk`, which decides the iPhone Duo's layout.
    public func sdk(_ sdk: SDK) -> DeviceMatrix {
        changing {
            $0.conditions.sdk = sdk
            $0.conditions.stated.insert(.sdk)
        }
    }

    /// The same devices with a foldable in `posture`.
    public func posture(_ posture: Posture) -> DeviceMatrix {
        changing {
            $0.conditions.posture = posture
            $0.conditions.stated.insert(.posture)
        }
    }

    /// The same devices with the text size set in Settings to each of `categories` in turn, such
    /// as `.contentSizes(.large, .accessibilityExtraExtraExtraLarge)`: text-style fonts take their
    /// size at it, and the references of any size but `.large` add it to their names
    /// (`iphone-16-pro.portrait.AX5.png`).
    public func contentSizes(_ categories: ContentSizeCategory...) -> DeviceMatrix {
        choosing { $0.contentSizes = categories }
    }

    /// The same devices in each of `directions` in turn, such as
    /// `.layoutDirections(.leftToRight, .rightToLeft)`: in a right-to-left language leading and
    /// trailing constraints, stack views and bars mirror, and the references of `.rightToLeft` add
    /// `rtl` to their names (`iphone-16-pro.portrait.rtl.png`).
    public func layoutDirections(_ directions: LayoutDirection...) -> DeviceMatrix {
        choosing { $0.layoutDirections = directions }
    }

    /// The same devices in each of `appearances` in turn, such as `.appearances(.light, .dark)`:
    /// in dark, system colours take their dark values, and the references of `.dark` add `dark` to
    /// their names (`iphone-16-pro.portrait.dark.png`).
    public func appearances(_ appearances: Appearance...) -> DeviceMatrix {
        choosing { $0.appearances = appearances }
    }

    /// The same devices with the texts in each of `languages` in turn, such as
    /// `.languages(.development, .doubleLength)`: Xcode's double-length pseudolanguage shows every
    /// text twice, so that what truncates or overflows shows before anything is translated; the
    /// references of any language but the development one add it to their names
    /// (`iphone-16-pro.portrait.double-length.png`).
    public func languages(_ languages: Language...) -> DeviceMatrix {
        choosing { $0.languages = languages }
    }

    /// The same devices under each of `variants` as they are, instead of combining text sizes,
    /// layout directions, appearances and languages: `.variants(.standard, Variant(contentSize: .accessibilityExtraExtraExtraLarge))`.
    public func variants(_ variants: Variant...) -> DeviceMatrix {
        changing { $0.choice = VariantChoice(list: variants) }
    }

    /// The same devices under the variants where most of what variants reveal shows: the
    /// default, the largest text size (AX5), right to left and dark, each alone.
    public func recommendedVariants() -> DeviceMatrix {
        changing { $0.choice = .recommended }
    }

    /// The same devices with the app in `window`, such as `.split(.half, side: .left)`.
    public func window(_ window: WindowRequest) -> DeviceMatrix { changing { $0.conditions.window = window } }

    /// The matrix with the settings' `variants` where it names none.
    package func defaultingVariants(to variants: VariantChoice) -> DeviceMatrix {
        changing { $0.choice = $0.choice.over(variants) }
    }

    /// The matrix with one axis of its variants changed: a list named before gives way to the axes.
    private func choosing(_ change: (inout VariantChoice) -> Void) -> DeviceMatrix {
        changing {
            $0.choice.list = nil
            change(&$0.choice)
        }
    }

    private func changing(_ change: (inout DeviceMatrix) -> Void) -> DeviceMatrix {
        var matrix = self
        change(&matrix)
        return matrix
    }

    /// Each device in each orientation it supports under each variant, in catalog order, or an
    /// error that names a device the catalog does not know, with the nearest ones, or says that
    /// nothing is left.
    public func placements(in catalog: DeviceCatalog = .standard) throws(DeviceMatrixError) -> [Placement] {
        let devices: [Device]
        switch selection {
        case .group(let group):
            devices = catalog.devices(in: group)
        case .devices(let given):
            devices = given
        case .names(let names):
            devices = try names.map { name throws(DeviceMatrixError) in
                guard let device = catalog.device(named: name) else {
                    throw .unknownDevice(name, suggestions: catalog.suggestions(for: name))
                }
                return device
            }
        }
        let placements = devices.placements(in: orientations, variants: variants)
        guard !placements.isEmpty else { throw .empty(orientations: orientations) }
        return placements
    }
}

/// Why a ``DeviceMatrix`` checks nothing.
public enum DeviceMatrixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No device has this id, name or model identifier; the catalog's nearest ids.
    case unknownDevice(String, suggestions: [String])
    /// No device of the matrix supports any of these orientations (nil: the matrix has no device).
    case empty(orientations: [Orientation]?)

    /// What is wrong, with the names that were probably meant.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestions):
            let hint =
                suggestions.isEmpty
                ? "run `safearea devices` for the list" : "did you mean \(suggestions.joined(separator: ", "))?"
            return "unknown device '\(name)': \(hint)"
        case .empty(let orientations?):
            return
                "no device of the matrix supports \(orientations.map(\.rawValue).joined(separator: " or ")): nothing would be checked"
        case .empty(nil):
            return "the device matrix is empty: nothing would be checked"
        }
    }
}
