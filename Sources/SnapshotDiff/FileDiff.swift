import DeviceGeometry
import Dispatch
import Foundation
import Rasterizer
import SafeAreaSupport

/// Compares two PNG files: the same bytes are decoded once, and two files at once.
package enum FileDiff {
    /// What comparing two files produced.
    package struct Comparison: Sendable {
        /// The figures.
        package var result: DiffResult
        /// The decoded images, and the diff image when it was asked for, when the files were decoded.
        package var images: (reference: Bitmap, actual: Bitmap, diff: DiffImage?)?
    }

    /// Why a file could not be compared.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file.
        package var path: String
        /// What went wrong.
        package var problem: String

        /// `path: problem`.
        package var description: String { "\(path): \(problem)" }
    }

    /// Compares the PNG files at `reference` and `actual`, with `drawsDiff` drawing pixelmatch's
    /// diff image too. Files with the same bytes are decoded once, so a corrupt file is an error even
    /// when compared with itself.
    package static func compare(
        _ reference: URL, _ actual: URL, options: DiffOptions = DiffOptions(),
        drawsDiff: Bool = false
    ) throws(Failure) -> Comparison {
        let first = try read(reference), second = try read(actual)
        if first == second, !drawsDiff {
            // The same bytes are the same pixels, but only if they are a PNG at all: decode once.
            let image = try Decoded(first).get(path: reference.path)
            let same = DiffResult(
                outcome: .identicalFiles, referenceSize: image.size, actualSize: image.size, differentPixels: 0,
                antiAliasedPixels: 0, comparedPixels: image.width * image.height, regions: [])
            return Comparison(result: same, images: nil)
        }
        let decoded = decodeBoth(first, second)
        let referenceImage = try decoded.0.get(path: reference.path), actualImage = try decoded.1.get(path: actual.path)
        var (result, diff) = ImageDiff.compare(referenceImage, actualImage, options: options, drawsDiff: drawsDiff)
        if first == second { result.outcome = .identicalFiles }
        return Comparison(result: result, images: (referenceImage, actualImage, diff))
    }

    private static func read(_ url: URL) throws(Failure) -> [UInt8] {
        do {
            return Array(try BoundedFile.read(url, atMost: ImageLimits.maximumFileBytes))
        } catch let error as BoundedFile.TooLarge {
            throw Failure(path: url.path, problem: "too large to read: \(error)")
        } catch {
            throw Failure(path: url.path, problem: "cannot read the file")
        }
    }

    /// Both files decoded, on two cores.
    private static func decodeBoth(_ first: [UInt8], _ second: [UInt8]) -> (Decoded, Decoded) {
        let results = DecodeSlots()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(Decoded(index == 0 ? first : second), at: index)
        }
        return (results.value(at: 0), results.value(at: 1))
    }

    /// One file's decoding.
    private enum Decoded: Sendable {
        case image(Bitmap)
        case failure(String)

        init(_ bytes: [UInt8]) {
            do {
                self = .image(try PNG.decode(bytes))
            } catch {
                self = .failure(error.description)
            }
        }

        func get(path: String) throws(Failure) -> Bitmap {
            switch self {
            case .image(let bitmap): return bitmap
            case .failure(let message): throw Failure(path: path, problem: message)
            }
        }
    }

    /// Two slots written from two threads, one each, under a lock.
    private final class DecodeSlots: @unchecked Sendable {
        private var slots: [Decoded] = [.failure("not decoded"), .failure("not decoded")]
        private let lock = NSLock()

        func set(_ decoded: Decoded, at index: Int) {
            lock.withLock { slots[index] = decoded }
        }

        func value(at index: Int) -> Decoded {
            lock.withLock { slots[index] }
        }
    }
}
