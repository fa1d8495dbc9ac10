import DeviceGeometry

/// The devices and orientations an assertion checks.
public struct DeviceMatrix: Sendable {
    /// The devices, in catalog order.
    public var devices: [Device]
    /// The orientations, or nil for each device's supported ones.
    public var orientations: [Orientation]?

    /// A matrix of these devices and orientations.
    public init(devices: [Device], orientations: [Orientation]? = nil) {
        self.devices = devices
        self.orientations = orientations
    }

    /// Every device in the catalog.
    public static var all: DeviceMatrix { DeviceMatrix(devices: DeviceCatalog.standard.devices) }
    /// Every iPhone.
    public static var phones: DeviceMatrix { group(.phones) }
    /// Every iPad.
    public static var pads: DeviceMatrix { group(.pads) }

    /// The devices of a group, such as `.notch` or `.dynamicIsland`.
    public static func group(_ group: DeviceGroup) -> DeviceMatrix {
        DeviceMatrix(devices: (try? DeviceCatalog.standard.select(group.rawValue)) ?? [])
    }

    /// Devices by id, name or model identifier; unknown names are left out and reported by the
    /// assertion that uses the matrix.
    public static func devices(_ names: String...) -> DeviceMatrix {
        DeviceMatrix(devices: names.compactMap { DeviceCatalog.standard.device(named: $0) })
    }

    /// The same devices in these orientations only.
    public func orientations(_ orientations: Orientation...) -> DeviceMatrix {
        DeviceMatrix(devices: devices, orientations: orientations)
    }

    /// Each device in each orientation it supports, in catalog order.
    public var placements: [Placement] {
        devices.placements(in: orientations)
    }
}
