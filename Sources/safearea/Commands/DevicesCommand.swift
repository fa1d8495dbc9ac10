import ArgumentParser
import DeviceGeometry
import Foundation
import LayoutImport
import SafeAreaSupport

/// `safearea devices`: the catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "devices",
        abstract: "List the device catalog, as a table, JSON or Markdown.",
        examples: ["safearea devices dynamic-island", "safearea devices iphone-17-pro --json > next-phone.json"])

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Argument(
        help: ArgumentHelp(
            "A group, or a comma-separated list of devices and groups. Default: all.",
            discussion: "Groups: \(DeviceGroup.allCases.map(\.rawValue).joined(separator: ", ")).")
    )
    var selection: String = DeviceGroup.all.rawValue

    @Flag(help: "Print JSON with every field (same as --format json).")
    var json = false

    @Option(help: "text, json or markdown.")
    var format: Format = .text

    @OptionGroup var settingsOptions: SettingsOptions

    func run() throws {
        let devices = try settingsOptions.catalog(with: settingsOptions.settings()).select(selection)
        switch json ? .json : format {
        case .text:
            try StandardOutput.write(DeviceTable.text(devices))
        case .markdown:
            try StandardOutput.write(DeviceTable.markdown(devices))
        case .json:
            try StandardOutput.write(try JSONOutput.prettyText(devices.map(EncodedDevice.init)))
        }
    }
}
