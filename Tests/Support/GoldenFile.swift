import Foundation
import Rasterizer
import SafeAreaSupport

/// A reference file, usually a PNG, that this package's own tests compare renders with, byte for byte.
///
/// References are written only when `SAFEAREA_RECORD` is `missing` (write absent ones) or `all`
/// (rewrite every one that changed); otherwise a missing or different reference is a failure whose
/// message names the file, says what differs and where the new render was saved.
public struct GoldenFile: Sendable {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The reference, relative to the package root, such as `Snapshots/Suite/name.png`.
    public var relativePath: String

    /// A reference at `relativePath` under the package root.
    public init(_ relativePath: String) {
        self.relativePath = relativePath
    }

    /// The reference's URL.
    public var url: URL { Self.packageRoot.appendingPathComponent(relativePath) }

    /// Whether the environment asks for references to be recorded, and which.
    public static var recordMode: String? { ProcessInfo.processInfo.environment["SAFEAREA_RECORD"] }

    /// Compares `png` with the reference, or records it; returns a failure message, or nil.
    public func check(_ png: [UInt8]) throws -> String? {
        let recorded = try? Data(contentsOf: url)
        if Self.recordMode == "all" || (Self.recordMode == "missing" && recorded == nil) {
            if recorded.map(Array.init) != png { try AtomicFile.write(png, to: url) }
            return nil
        }
        guard let recorded else {
            return "no reference at \(relativePath); record it with SAFEAREA_RECORD=missing swift test"
        }
        guard Array(recorded) != png else { return nil }
        let failure = Self.packageRoot.appendingPathComponent(".build/golden-failures/\(relativePath)")
        try AtomicFile.write(png, to: failure)
        let difference = relativePath.hasSuffix(".png")
            ? try Self.describeDifference(PNG.decode(Array(recorded)), PNG.decode(png))
            : Self.describeDifference(String(decoding: recorded, as: UTF8.self), String(decoding: png, as: UTF8.self))
        return "\(relativePath) differs: \(difference); the new render is at \(failure.path)"
    }

    /// The first line that differs.
    static func describeDifference(_ a: String, _ b: String) -> String {
        let old = a.split(separator: "\n", omittingEmptySubsequences: false)
        let new = b.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = old.indices.contains(line) ? String(old[line]) : "(end of file)"
        let now = new.indices.contains(line) ? String(new[line]) : "(end of file)"
        return "line \(line + 1) was \"\(was)\", is \"\(now)\""
    }

    /// How many pixels differ and where, or that only the encoding changed.
    static func describeDifference(_ a: Bitmap, _ b: Bitmap) -> String {
        guard a.size == b.size else { return "size \(a.size) became \(b.size)" }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return count == 0 ? "same pixels, different bytes (the encoder changed)"
            : "\(count) pixels differ within x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }
}
