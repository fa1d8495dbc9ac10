import Dispatch
import Foundation
import Rasterizer

/// Compares two decoded images pixel by pixel, on every core.
public enum ImageDiff {
    /// The comparison of `reference` with `actual`, and with `drawsDiff` pixelmatch's diff image,
    /// painted in the same pass (nil when the sizes differ).
    public static func compare(
        _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions(),
        drawsDiff: Bool = false
    ) -> (result: DiffResult, diffImage: DiffImage?) {
        var result = DiffResult(
            outcome: .compared, referenceSize: reference.size, actualSize: actual.size,
            differentPixels: 0, antiAliasedPixels: 0, comparedPixels: 0, regions: [])
        guard reference.size == actual.size else {
            result.outcome = .differentSizes
            return (result, nil)
        }
        let ignored = options.ignoredRegions.map {
            $0.intersection(
                PixelRect(
                    minX: 0, minY: 0, maxX: reference.width,
                    maxY: reference.height))
        }
        .filter { !$0.isEmpty }
        result.comparedPixels = reference.width * reference.height - ignoredPixelCount(ignored)
        if !drawsDiff, sameBytes(reference.pixels, actual.pixels) {
            result.outcome = .identicalPixels
            return (result, nil)
        }
        var indices = drawsDiff ? [UInt8](repeating: 0, count: reference.width * reference.height) : []
        var cells = DiffRegions.Cells(width: reference.width, height: reference.height)
        let counts = classify(reference, actual, options: options, ignored: ignored, indices: &indices, cells: &cells)
        result.outcome = counts.unequal == 0 ? .identicalPixels : .compared
        result.differentPixels = counts.different
        result.antiAliasedPixels = counts.antiAliased
        result.regions = cells.regions()
        return (result, drawsDiff ? DiffImage(width: reference.width, height: reference.height, indices: indices) : nil)
    }

    /// Whether two byte arrays are equal, compared with `memcmp`.
    static func sameBytes(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.count == second.count
            && first.withUnsafeBytes { a in
                second.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
    }

    /// How many pixels the (possibly overlapping) ignored rectangles cover.
    private static func ignoredPixelCount(_ regions: [PixelRect]) -> Int {
        guard let top = regions.map(\.minY).min(), let bottom = regions.map(\.maxY).max() else { return 0 }
        var count = 0
        for y in top..<bottom {
            let spans = regions.filter { $0.minY <= y && y < $0.maxY }.map { ($0.minX, $0.maxX) }.sorted { $0.0 < $1.0 }
            var covered = Int.min
            for (start, end) in spans where end > max(start, covered) {
                count += end - max(start, covered)
                covered = end
            }
        }
        return count
    }

    /// What one band found.
    struct Counts {
        var different = 0
        var antiAliased = 0
        var unequal = 0
    }

    /// Compares band by band on every core, filling `cells` and, when not empty, `indices`. Bands
    /// are whole rows of region cells, so no two write the same cell.
    private static func classify(
        _ reference: Bitmap, _ actual: Bitmap, options: DiffOptions, ignored: [PixelRect],
        indices: inout [UInt8], cells: inout DiffRegions.Cells
    ) -> Counts {
        let width = reference.width, height = reference.height
        let cellRows = (height + DiffRegions.cellSize - 1) / DiffRegions.cellSize
        let bands = max(1, min(cellRows, ProcessInfo.processInfo.activeProcessorCount * 4))
        var counts = [Counts](repeating: Counts(), count: bands)
        reference.pixels.withUnsafeBufferPointer { first in
            actual.pixels.withUnsafeBufferPointer { second in
                indices.withUnsafeMutableBufferPointer { indexBuffer in
                    counts.withUnsafeMutableBufferPointer { countBuffer in
                        cells.boxes.withUnsafeMutableBufferPointer { cellBuffer in
                            let shared = SharedBuffers(
                                first: first, second: second, indices: indexBuffer,
                                counts: countBuffer, cells: cellBuffer, cellColumns: cells.columns)
                            DispatchQueue.concurrentPerform(iterations: bands) { band in
                                let rows =
                                    min(
                                        height, band * cellRows / bands * DiffRegions.cellSize)..<min(
                                        height, (band + 1) * cellRows / bands * DiffRegions.cellSize)
                                shared.counts[band] = compareRows(
                                    rows, width: width, height: height, shared: shared,
                                    options: options, ignored: ignored)
                            }
                        }
                    }
                }
            }
        }
        return counts.reduce(into: Counts()) {
            $0.different += $1.different
            $0.antiAliased += $1.antiAliased
            $0.unequal += $1.unequal
        }
    }

    private static func compareRows(
        _ rows: Range<Int>, width: Int, height: Int, shared: SharedBuffers,
        options: DiffOptions, ignored: [PixelRect]
    ) -> Counts {
        let first = shared.first, second = shared.second
        let first32 = UnsafeBufferPointer(
            start: UnsafeRawPointer(first.baseAddress!).assumingMemoryBound(to: UInt32.self),
            count: width * height)
        let second32 = UnsafeBufferPointer(
            start: UnsafeRawPointer(second.baseAddress!).assumingMemoryBound(to: UInt32.self),
            count: width * height)
        let kernel = Pixelmatch(first: first, second: second, first32: first32, second32: second32, width: width, height: height)
        let paints = !shared.indices.isEmpty
        var counts = Counts()
        var lastColor: UInt32 = 0, lastGrey = DiffImage.greyIndex(first, at: 0)
        var previousRowIsGrey = false
        for y in rows {
            // Most rows of a failing snapshot are unchanged: one memcmp settles each of them.
            let row = y * width, rowBytes = width * 4
            let rowIsEqual = memcmp(first32.baseAddress! + row, second32.baseAddress! + row, rowBytes) == 0
            if rowIsEqual, !paints { continue }
            // And most rows of a screen repeat the row above: an unchanged row under an unchanged
            // row of the same pixels has the same diff row.
            defer { previousRowIsGrey = rowIsEqual }
            if rowIsEqual, previousRowIsGrey,
                memcmp(first32.baseAddress! + row - width, first32.baseAddress! + row, rowBytes) == 0
            {
                (shared.indices.baseAddress! + row).update(from: shared.indices.baseAddress! + row - width, count: width)
                continue
            }
            let rowIgnores = ignored.filter { $0.minY <= y && y < $0.maxY }
            // A while loop and no enum comparison per pixel: both are calls in a debug build.
            var x = 0
            while x < width {
                let index = row + x
                let color = first32[index]
                if !rowIsEqual, color != second32[index] {
                    counts.unequal += 1
                    let isIgnored = !rowIgnores.isEmpty && rowIgnores.contains { $0.minX <= x && x < $0.maxX }
                    if !isIgnored, let mark = mark(x, y, kernel: kernel, options: options, counts: &counts) {
                        if mark == .different { shared.noteDifferent(x: x, y: y) }
                        if paints { shared.indices[index] = mark.rawValue }
                        x += 1
                        continue
                    }
                }
                if paints {
                    // Snapshots are runs of one colour: the last grey is usually the one needed.
                    if color != lastColor {
                        lastColor = color
                        lastGrey = DiffImage.greyIndex(first, at: index * 4)
                    }
                    shared.indices[index] = lastGrey
                }
                x += 1
            }
        }
        return counts
    }

    /// How the diff marks pixel (`x`, `y`), whose colours differ: nil when the difference is below
    /// the threshold, else anti-aliased or different, counted in `counts`.
    private static func mark(
        _ x: Int, _ y: Int, kernel: Pixelmatch, options: DiffOptions, counts: inout Counts
    ) -> DiffImage.Pixel? {
        guard isDifferent(y * kernel.width + x, kernel: kernel, metric: options.metric) else { return nil }
        let isAntiAliased =
            !options.includeAntiAliasing
            && (kernel.isAntiAliased(kernel.first, x1: x, y1: y, kernel.first32, kernel.second32)
                || kernel.isAntiAliased(kernel.second, x1: x, y1: y, kernel.second32, kernel.first32))
        if isAntiAliased {
            counts.antiAliased += 1
            return .antiAliased
        }
        counts.different += 1
        return .different
    }

    private static func isDifferent(_ index: Int, kernel: Pixelmatch, metric: DiffOptions.Metric) -> Bool {
        let k = index * 4
        switch metric {
        case .pixelmatch(let threshold):
            let delta = Pixelmatch.colorDelta(kernel.first, kernel.second, k, k, brightnessOnly: false)
            return delta.magnitude > Pixelmatch.maximumDelta * threshold * threshold
        case .deltaE(let limit):
            let a = kernel.first, b = kernel.second
            let first = CIEDE2000.lab(red: a[k], green: a[k + 1], blue: a[k + 2], alpha: a[k + 3])
            let second = CIEDE2000.lab(red: b[k], green: b[k + 1], blue: b[k + 2], alpha: b[k + 3])
            return CIEDE2000.difference(first, second) > limit
        }
    }
}

/// The buffers the bands of a comparison share. Each band writes only its own rows of `indices`,
/// its own rows of region cells and its own slot of `counts`, so the unchecked sendability is sound.
private struct SharedBuffers: @unchecked Sendable {
    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    let indices: UnsafeMutableBufferPointer<UInt8>
    let counts: UnsafeMutableBufferPointer<ImageDiff.Counts>
    let cells: UnsafeMutableBufferPointer<PixelRect?>
    let cellColumns: Int

    func noteDifferent(x: Int, y: Int) {
        let cell = (y / DiffRegions.cellSize) * cellColumns + x / DiffRegions.cellSize
        let pixel = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
        cells[cell] = cells[cell].map { DiffRegions.union($0, pixel) } ?? pixel
    }
}
