import DeviceGeometry

/// What a team knows about a capture that the capture does not say.
public struct CaptureOptions: Hashable, Sendable {
    /// The device the capture was made on; nil to infer it from the root's size.
    package var device: Device?
    /// The orientation; nil to infer it from the root's size (landscape when wider than tall).
    package var orientation: Orientation?
    /// Accessibility identifiers or labels of elements to audit as controls although their type
    /// does not say so.
    package var controls: Set<String>
    /// Accessibility identifiers or labels of elements to leave out of the audit.
    package var ignoredElements: Set<String>
    /// The devices a capture's size is matched against: the standard catalog, with a team's own.
    package var catalog: DeviceCatalog

    /// Creates options.
    public init(
        device: Device? = nil, orientation: Orientation? = nil, controls: Set<String> = [], ignoredElements: Set<String> = [],
        catalog: DeviceCatalog = .standard
    ) {
        self.device = device
        self.orientation = orientation
        self.controls = controls
        self.ignoredElements = ignoredElements
        self.catalog = catalog
    }
}
