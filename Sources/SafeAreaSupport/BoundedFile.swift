import Foundation

/// Reads whole files no larger than a limit, learning a file's size before reading it, so that a
/// file of gigabytes is refused rather than read into memory.
package enum BoundedFile {
    /// The most bytes of a file read as input: a screen, settings, device or capture file. The XML
    /// reader holds data in memory to the same limit.
    package static let inputLimit = 64 << 20

    /// A file larger than its limit.
    package struct TooLarge: Error, CustomStringConvertible {
        /// The file's size in bytes.
        package var size: Int
        /// The most bytes that are read.
        package var limit: Int

        /// `the file has 70000000 bytes; at most 67108864 are read`.
        package var description: String { "the file has \(size) bytes; at most \(limit) are read" }
    }

    /// The bytes of the file at `url`, or ``TooLarge`` when its size is past `limit`. Foundation's
    /// own error, unchanged, for a file that cannot be read.
    package static func read(_ url: URL, atMost limit: Int) throws -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limit {
            throw TooLarge(size: size, limit: limit)
        }
        return try Data(contentsOf: url)
    }
}
