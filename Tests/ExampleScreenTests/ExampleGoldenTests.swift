import DeviceGeometry
import ExampleScreens
import Foundation
import LayoutEngine
import Rasterizer
import ScreenRenderer
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// Every example on every device in every orientation it supports, at one pixel per point,
/// compared with the references under `Snapshots/ExampleScreenTests/<screen>/`.
///
/// Many devices share their geometry and so their image. The folder keeps one file per distinct
/// image, named after the first device and orientation that gives it, and `index.txt` says which
/// file each device and orientation gives; both are checked by the package's ``ReferenceStore``,
/// pixel for pixel.
@Suite("Example screens: golden renders on the whole matrix")
struct ExampleGoldenTests {
    static let renderer = MatrixRenderer(
        outputDirectory: try! ScratchFolder.make("example-goldens"),
        settings: RenderSettings(scale: .fixed(1)))

    @Test(arguments: Example.all.map(\.name))
    func everyDeviceMatchesItsReference(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let jobs = RenderMatrix(documents: [example], devices: DeviceCatalog.standard.devices, orientations: nil).jobs
        var representatives: [Bitmap: String] = [:]
        var index: [String] = []
        var failures: [String] = []
        for job in jobs {
            let bitmap = Self.renderer.draw(job)
            if let shared = representatives[bitmap] {
                index.append("\(job.placement) \(shared)")
                continue
            }
            representatives[bitmap] = "\(job.placement).png"
            index.append("\(job.placement) \(job.placement).png")
            if let failure = Golden.check(bitmap, suite: "ExampleScreenTests", test: name, name: job.placement.description) {
                failures.append(failure)
            }
        }
        if let failure = Golden.check(
            text: index.joined(separator: "\n") + "\n", suite: "ExampleScreenTests", test: name,
            name: "index")
        {
            failures.append(failure)
        }
        failures += try Self.strayFiles(
            in: "ExampleScreenTests/\(name)", keeping: Set(representatives.values).union(["index.txt"]))
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
        #expect(jobs.count > 100, "the matrix should hold every device and orientation")
    }

    /// Files in the folder that no device gives any more: removed when recording everything,
    /// reported otherwise.
    static func strayFiles(in folder: String, keeping kept: Set<String>) throws -> [String] {
        let url = Golden.store.root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var failures: [String] = []
        for name in names.sorted() where !kept.contains(name) {
            if Golden.mode == .all {
                try FileManager.default.removeItem(at: url.appendingPathComponent(name))
            } else {
                failures.append(
                    "Snapshots/\(folder)/\(name) is no device's image any more; remove it or record with SAFEAREA_RECORD=all")
            }
        }
        return failures
    }
}
