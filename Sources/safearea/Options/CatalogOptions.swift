import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutImport

/// The device catalog a command uses: the standard one, with a team's own devices added.
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("devices-file"),
        help: "A JSON or YAML file of devices to add to the catalog or to correct in it, as safearea devices --json prints them.",
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var devicesFile: String?

    /// `catalog`, with the devices of `--devices-file` added.
    func catalog(startingFrom catalog: DeviceCatalog = .standard) throws -> DeviceCatalog {
        guard let devicesFile else { return catalog }
        return catalog.adding(try DeviceFile.read(contentsOf: URL(fileURLWithPath: devicesFile), displayPath: devicesFile))
    }
}
