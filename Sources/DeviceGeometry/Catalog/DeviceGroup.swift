/// A named set of catalog devices, for selecting a matrix at once.
public enum DeviceGroup: String, CaseIterable, Hashable, Sendable {
    /// Every device.
    case all
    /// Every iPhone.
    case phones
    /// Every iPad.
    case pads
    /// The devices with a notch.
    case notch
    /// The devices with a Dynamic Island.
    case dynamicIsland = "dynamic-island"
    /// The devices with a Home button.
    case homeButton = "home-button"
    /// The displays of foldable phones: those with a fold or a bar column.
    case foldable

    /// Whether `device` belongs to the group.
    package func contains(_ device: Device) -> Bool {
        switch self {
        case .all: true
        case .phones: device.family == .phone
        case .pads: device.family == .pad
        case .notch: if case .notch = device.sensorHousing { true } else { false }
        case .dynamicIsland: if case .dynamicIsland = device.sensorHousing { true } else { false }
        case .homeButton: device.hasHomeButton
        case .foldable: device.verticalBars != nil || device.reservedRegions.contains { $0.kind == .division }
        }
    }
}
