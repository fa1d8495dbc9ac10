import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Devices a team adds to the catalog, or whose values it corrects: a JSON or YAML file holding a
/// list of devices in the schema `safearea devices --json` prints (`Schemas/devices.schema.json`),
/// so a device the command prints reads back. Reading is strict: a problem names the file, the
/// device and the field.
package enum DeviceFile {
    /// The devices of the file at `url`; `displayPath` names it in errors.
    package static func read(contentsOf url: URL, displayPath: String? = nil) throws(FileError) -> [Device] {
        let file = displayPath ?? url.path
        let data = try StrictDecoder.contents(of: url, file: file)
        let devices = try StrictDecoder.decode(
            [DecodedDevice].self, from: data, syntax: DataSyntax(fileName: url.lastPathComponent), file: file
        ).map(\.device)
        var seen: Set<String> = []
        for device in devices where !seen.insert(device.id).inserted {
            throw FileError(file: file, problem: "the device '\(device.id)' is defined twice")
        }
        return devices
    }
}
