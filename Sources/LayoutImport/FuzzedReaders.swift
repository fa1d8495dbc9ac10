import DeviceGeometry
import Foundation
import SafeAreaAudit
import SafeAreaSupport

/// The readers of `LayoutImport` that no public symbol reaches whole, for the fuzz targets in
/// `Fuzz/`, a package of their own that reaches public and `Internals` symbols only. Not API.
@_spi(Internals) public enum FuzzedReaders {
    /// Reads the devices file at `url` as `--devices-file` does, and prepares the first devices'
    /// masks, in portrait, as a run would.
    public static func readDevicesFile(_ url: URL) throws(FileError) {
        for device in try DeviceFile.read(contentsOf: url).prefix(4) {
            let window = WindowGeometry(device: device, orientation: .portrait)
            _ = DeviceMask(device: device, window: window, orientation: .portrait)
        }
    }
}
