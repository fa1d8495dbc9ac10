import Foundation
import Rasterizer
import SafeAreaSupport

extension DiffImages {
    /// Writes pixelmatch's picture `diff` to `diffFile` and the strip of `reference`, `diff` and
    /// `actual` to `stripFile`, each atomically, where a file is given, and only inside `root` when
    /// one is given.
    package static func write(
        _ diff: DiffImage, reference: Bitmap, actual: Bitmap, diffFile: URL?, stripFile: URL?, within root: URL? = nil
    ) throws {
        if let diffFile { try AtomicFile.write(diff.png(), to: diffFile, within: root) }
        if let stripFile {
            try AtomicFile.write(
                PNG.encode(strip(reference: reference, diff: diff.bitmap, actual: actual), colorType: .rgb),
                to: stripFile, within: root)
        }
    }
}
