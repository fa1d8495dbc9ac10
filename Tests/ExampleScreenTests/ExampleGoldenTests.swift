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
/// Many devices share their geometry and so their image: the store keeps each drawing once, the
/// later devices' references linking to the first file that holds it, as it does for a team's.
@Suite("Example screens: golden renders on the whole matrix")
struct ExampleGoldenTests {
    static let renderer = MatrixRenderer(
        outputDirectory: try! ScratchFolder.make("example-goldens"),
        settings: RenderSettings(scale: .fixed(1)))

    @Test(arguments: Example.all.map(\.name))
    func everyDeviceMatchesItsReference(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let jobs = RenderMatrix(documents: [example], devices: DeviceCatalog.standard.devices, orientations: nil).jobs
        var failures: [String] = []
        for job in jobs {
            let bitmap = Self.renderer.draw(job)
            if let failure = Golden.check(bitmap, suite: "ExampleScreenTests", test: name, name: job.placement.description) {
                failures.append(failure)
            }
        }
        failures += try Self.strayFiles(in: "ExampleScreenTests/\(name)", keeping: Set(jobs.map { "\($0.placement).png" }))
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
        #expect(jobs.count > 100, "the matrix should hold every device and orientation")
        let folder = Golden.store.root.appendingPathComponent("ExampleScreenTests/\(name)")
        let links = jobs.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("\($0.placement).png").path))
                != nil
        }
        #expect(links.count > jobs.count / 3, "devices that draw alike share one file: \(links.count) links of \(jobs.count)")
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
