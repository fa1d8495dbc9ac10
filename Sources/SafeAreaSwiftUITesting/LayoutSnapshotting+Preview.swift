import Foundation
import LayoutEngine
import SafeAreaTesting
import SwiftUISourceReader

extension LayoutSnapshotting where Value == URL {
    /// One preview of a SwiftUI source file, read from the source as `safearea` reads it (the
    /// app's own views from the other Swift files of its target) and laid out on the matrix:
    ///
    /// ```swift
    /// assertLayoutSnapshot(of: checkoutView, as: .preview("Filled"), on: .phones)
    /// ```
    ///
    /// `name` is a `#Preview`'s name or a `PreviewProvider`'s display name; nil takes the file's
    /// only preview. A file with no such preview fails the assertion with the previews it holds.
    public static func preview(_ name: String? = nil) -> LayoutSnapshotting {
        reading { url in try SwiftUISourceFile.readScreen(contentsOf: url, preview: name) }
    }

    /// A `View` struct of a SwiftUI source file, built with no arguments (`CheckoutView()`, its
    /// properties at their defaults), as `safearea --view` lays it out.
    public static func swiftUIView(_ name: String) -> LayoutSnapshotting {
        reading { url in
            try SwiftUISourceFile.readScreens(contentsOf: url, displayPath: url.lastPathComponent, views: [name])
                .documents[0]
        }
    }
}
