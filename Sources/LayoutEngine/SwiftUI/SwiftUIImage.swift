import DeviceGeometry

/// An `Image`: an SF Symbol by name, which takes the size of the font around it, or an image of
/// the app's assets, which takes its own size unless it is resizable.
package struct SwiftUIImage: Hashable, Sendable {
    /// Where the image comes from.
    package enum Source: Hashable, Sendable {
        /// `Image(systemName:)`.
        case symbol(String)
        /// `Image(_:)`: an asset of this size in points, which the toolkit cannot read and is told.
        case asset(String, size: Size)
    }

    /// Where the image comes from.
    package var source: Source
    /// `resizable()`: the image takes the size it is offered.
    package var isResizable: Bool

    /// An image from `source`, resizable or not.
    package init(_ source: Source, isResizable: Bool = false) {
        self.source = source
        self.isResizable = isResizable
    }

    /// The image's name: the symbol's or the asset's.
    package var name: String {
        switch source {
        case .symbol(let name), .asset(let name, _): name
        }
    }
}

/// `imageScale(_:)`: how large a symbol is beside the font it follows.
package enum SwiftUIImageScale: String, Hashable, Sendable, CaseIterable {
    /// `.small`.
    case small
    /// `.medium`, the default.
    case medium
    /// `.large`.
    case large
}

/// `aspectRatio(_:contentMode:)`'s content mode.
package enum SwiftUIContentMode: String, Hashable, Sendable, CaseIterable {
    /// `.fit` (`scaledToFit()`): as large as fits inside what is offered.
    case fit
    /// `.fill` (`scaledToFill()`): as small as covers what is offered.
    case fill
}
