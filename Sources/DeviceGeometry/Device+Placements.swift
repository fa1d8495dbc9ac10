extension Sequence where Element == Device {
    /// Each device in each of `orientations` it supports, or in each orientation it supports when
    /// `orientations` is nil, devices in order: the device × orientation matrix.
    public func placements(in orientations: [Orientation]? = nil) -> [(device: Device, orientation: Orientation)] {
        flatMap { device in
            (orientations ?? device.supportedOrientations).filter(device.supports).map { (device: device, orientation: $0) }
        }
    }
}
