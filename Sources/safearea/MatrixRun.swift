import ArgumentParser
import DeviceGeometry
import Dispatch
import Foundation
import LayoutEngine
import SnapshotRunner

/// Renders screens across a matrix with a progress line, then prints what was written.
struct MatrixRun {
    let documents: [ScreenDocument]
    let options: MatrixOptions
    let outputDirectory: URL

    func run() async throws {
        let devices = try options.selectedDevices()
        let orientations = try options.selectedOrientations()
        let matrix = RenderMatrix(documents: documents, devices: devices, orientations: orientations)
        if matrix.jobs.isEmpty, let first = matrix.unsupported.first {
            throw ValidationError("\(first.device.name) does not support \(first.orientation.rawValue)")
        }
        let renderer = MatrixRenderer(outputDirectory: outputDirectory, settings: try options.settings())
        let progress = ProgressLine(total: matrix.jobs.count)
        let start = DispatchTime.now()
        let result = try await renderer.run(matrix.jobs) { progress.update($0) }
        let images = result.images
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        progress.finish()
        let bytes = images.reduce(0) { $0 + $1.byteCount }
        print("Rendered \(images.count) images (\(documents.count) screen\(documents.count == 1 ? "" : "s") × "
              + "\(images.count / max(1, documents.count)) device-orientations) in "
              + "\(String(format: "%.2f", seconds)) s, \(String(format: "%.1f", Double(images.count) / seconds)) images/s, "
              + "\(bytes / 1_000_000) MB; \(result.distinctDrawings) distinct drawings, as devices with equal geometry share one.")
        if !matrix.unsupported.isEmpty {
            print("Skipped \(matrix.unsupported.count) unsupported device-orientation pairs (Face ID iPhones do not rotate upside down).")
        }
        for document in documents {
            print("  \(outputDirectory.appendingPathComponent(document.name).path)/")
        }
    }
}
