import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutImport
import SafeAreaAudit

/// The team's settings and devices, which every command that names a device reads the same way:
/// `.safearea.yml` (or `--config`) with its devices, and `--devices-file`.
struct SettingsOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The audit settings file.", discussion: "Default: .safearea.yml in the working folder or the nearest folder above it."
        ),
        completion: .file(extensions: ["yml", "yaml"]))
    var configPath: String?

    @Option(
        name: .customLong("devices-file"),
        help: "A JSON or YAML file of devices to add to the catalog or to correct in it, as safearea devices --json prints them.",
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var devicesFile: String?

    /// The settings: from `--config`, else from the nearest `.safearea.yml`, else the defaults.
    func settings() throws -> ProjectSettings {
        try ProjectSettings.discover(
            from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            file: configPath.map(URL.init(fileURLWithPath:)), displayPath: configPath)
    }

    /// The catalog with `settings`' devices and those of `--devices-file` added.
    func catalog(with settings: ProjectSettings) throws -> DeviceCatalog {
        guard let devicesFile else { return settings.catalog }
        return settings.catalog.adding(
            try DeviceFile.read(contentsOf: URL(fileURLWithPath: devicesFile), displayPath: devicesFile))
    }
}
