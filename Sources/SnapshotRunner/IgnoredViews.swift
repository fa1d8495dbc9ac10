@_spi(Internals) import DeviceGeometry
@_spi(Internals) import LayoutEngine
@_spi(Internals) import Rasterizer

/// The pixels of views to leave out of a comparison, found by accessibility identifier in the
/// resolved screen a snapshot was drawn from.
package enum IgnoredViews {
    /// The frames, in pixels at `scale`, of the views of `screen` whose accessibility identifier is
    /// in `identifiers`, rounded outward; and the identifiers that name no view.
    package static func regions(
        for identifiers: Set<String>, in screen: ResolvedScreen,
        scale: Double
    ) -> (regions: [PixelRect], unknown: Set<String>) {
        var regions: [PixelRect] = []
        var found: Set<String> = []
        for view in screen.allViews {
            guard let identifier = view.attributes.accessibilityIdentifier, identifiers.contains(identifier) else { continue }
            found.insert(identifier)
            regions.append(PixelRect(covering: view.frame, scale: scale))
        }
        return (regions, identifiers.subtracting(found))
    }
}
