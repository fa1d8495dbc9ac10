import ArgumentParser
import DeviceGeometry
import LayoutEngine
import ScreenRenderer
import SnapshotRunner

extension Orientation: ExpressibleByArgument {
    /// An orientation by name, as `Orientation(parsing:)` reads it (`landscapeLeft`, `left`, …).
    public init?(argument: String) { self.init(parsing: argument) }
}

extension RecordMode: ExpressibleByArgument {}

extension MaskOverlay: ExpressibleByArgument {}

extension NavigationItem.SearchBarPlacement: ExpressibleByArgument {
    /// A placement by name, in any case.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
