import ArgumentParser
import DeviceGeometry

/// `--device` and `--orientation`: one device and one orientation, named and checked the same way
/// by every command.
struct PlacementOptions: ParsableArguments {
    @Option(help: "One device, by id, name or model identifier (for example iphone-16-pro).")
    var device: String?

    @Option(help: "One orientation: portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: Orientation?

    /// The device `--device` names in `catalog`, or nil when it is not given; an error when it
    /// names none or several.
    func selectedDevice(in catalog: DeviceCatalog) throws -> Device? {
        guard let device else { return nil }
        let devices = try catalog.select(device)
        guard devices.count == 1, let first = devices.first else {
            throw ValidationError(
                "--device names \(devices.count) devices; name one, such as \(devices.first?.id ?? "iphone-16")")
        }
        return first
    }

    /// The device and orientation asked for, portrait unless `--orientation` says otherwise; an
    /// error when `--device` is missing, names no single device, or the device does not support
    /// the orientation.
    func placement(in catalog: DeviceCatalog, for purpose: String? = nil) throws -> Placement {
        guard let device = try selectedDevice(in: catalog) else {
            throw ValidationError("give --device X\(purpose.map { " \($0)" } ?? "")")
        }
        let orientation = orientation ?? .portrait
        guard device.supportedOrientations.contains(orientation) else {
            throw ValidationError(
                "\(device.name) does not support \(orientation.rawValue): use "
                    + device.supportedOrientations.map(\.rawValue).joined(separator: ", "))
        }
        return Placement(device, orientation)
    }
}
