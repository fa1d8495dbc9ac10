import DeviceGeometry
import ExampleScreens
import Foundation
import LayoutEngine
import RunReporting
import SafeAreaAudit
import Testing

@testable import SnapshotRunner

/// A matrix is laid out and drawn a window of whole screens at a time, so that what it holds at
/// once is a window's screens, not the app's.
@Suite struct MatrixWindowTests {
    @Test func windowsCoverTheJobsInOrderEachOfWholeScreensAndAtLeastItsSize() {
        // The examples three times over, under names of their own: more than two windows' worth.
        let documents = (1...3).flatMap { copy in
            Example.all.map { example in
                var document = example
                document.name = "\(example.name)-\(copy)"
                return document
            }
        }
        let jobs = RenderMatrix(documents: documents, devices: DeviceCatalog.standard.devices, orientations: nil).jobs
        let windows = MatrixRenderer.windows(of: jobs)
        #expect(jobs.count > MatrixRenderer.jobsPerWindow, "the copies on the whole matrix should need two windows")
        #expect(windows.count >= 2)
        #expect(windows.first?.lowerBound == 0 && windows.last?.upperBound == jobs.count)
        #expect(zip(windows, windows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(windows.dropLast().allSatisfy { $0.count >= MatrixRenderer.jobsPerWindow })
        #expect(windows.dropFirst().allSatisfy { jobs[$0.lowerBound].document.name != jobs[$0.lowerBound - 1].document.name })
    }

    /// Drawn a few screens at a time, every job's output is still its own, in job order.
    @Test func outputsDrawnWindowByWindowComeBackInJobOrder() async throws {
        let phones = DeviceCatalog.standard.devices.filter { $0.family == .phone }
        let jobs = RenderMatrix(documents: Example.all, devices: phones, orientations: [.portrait]).jobs
        let renderer = MatrixRenderer(
            outputDirectory: FileManager.default.temporaryDirectory, settings: RenderSettings(scale: .fixed(0.25)))
        let drawn = try await renderer.drawAll(
            jobs, keepingScreenAlone: false, jobsPerWindow: jobs.count / 3, progress: { _ in }, shared: { _ in },
            each: { job, prepared, image, _, _ in "\(job.document.name)/\(prepared.screen.placement) \(image.width)" })
        #expect(MatrixRenderer.windows(of: jobs, atLeast: jobs.count / 3).count >= 3)
        #expect(drawn.outputs.count == jobs.count)
        for (job, output) in zip(jobs, drawn.outputs) {
            #expect(output.hasPrefix("\(job.document.name)/\(job.placement) "), "\(output)")
        }
    }

    /// Audited a few screens at a time, each screen comes whole, in job order, with the entries
    /// and audits of a run that audits all at once.
    @Test func screensAuditedWindowByWindowComeWholeAndInJobOrder() async {
        let phones = DeviceCatalog.standard.devices.filter { $0.family == .phone }
        let jobs = RenderMatrix(documents: Example.all, devices: phones, orientations: nil).jobs
        let audit = MatrixAudit()
        var windows: [[MatrixAudit.AuditedScreen]] = []
        await audit.audit(jobs, keepingAudits: true, jobsPerWindow: jobs.count / 3) { windows.append($0) }
        var whole: [MatrixAudit.AuditedScreen] = []
        await audit.audit(jobs, jobsPerWindow: .max) { whole += $0 }
        let screens = windows.flatMap { $0 }
        #expect(windows.count >= 3)
        #expect(screens.map(\.jobs.first!.document.name) == Example.all.map(\.name), "each screen once, in order")
        #expect(screens.flatMap(\.jobs) == jobs)
        for screen in screens {
            #expect(screen.jobs.allSatisfy { $0.document.name == screen.jobs.first!.document.name })
            #expect(
                screen.entries.map(\.key)
                    == screen.jobs.map { RunReport.Entry.key(screen: $0.document.name, placement: $0.placement.id) })
            #expect(screen.audits.map(\.findings) == screen.entries.map(\.findings))
        }
        #expect(screens.flatMap(\.entries) == whole.flatMap(\.entries))
        #expect(whole.allSatisfy { $0.audits.isEmpty }, "audits are kept only when asked for")
        #expect(screens.contains { !$0.entries.allSatisfy(\.findings.isEmpty) }, "the examples have findings on some phones")
    }

    /// Each window's outputs are handed on before the next window is drawn, whole screens each.
    @Test func outputsAreHandedOnWindowByWindow() async throws {
        let phones = DeviceCatalog.standard.devices.filter { $0.family == .phone }
        let jobs = RenderMatrix(documents: Example.all, devices: phones, orientations: [.portrait]).jobs
        let renderer = MatrixRenderer(
            outputDirectory: FileManager.default.temporaryDirectory, settings: RenderSettings(scale: .fixed(0.25)))
        var windows: [[String]] = []
        let distinct = try await renderer.drawWindows(
            jobs, keepingScreenAlone: false, jobsPerWindow: jobs.count / 3, progress: { _ in }, shared: { _ in },
            each: { job, _, _, _, _ in "\(job.document.name)/\(job.placement)" }
        ) { windows.append($0) }
        #expect(windows.count == MatrixRenderer.windows(of: jobs, atLeast: jobs.count / 3).count)
        #expect(windows.flatMap { $0 } == jobs.map { "\($0.document.name)/\($0.placement)" })
        #expect(
            zip(windows, windows.dropFirst()).allSatisfy {
                $0.last!.split(separator: "/")[0] != $1.first!.split(separator: "/")[0]
            })
        #expect(distinct > 0 && distinct <= jobs.count)
    }

    @Test func noJobsMakeNoWindow() {
        #expect(MatrixRenderer.windows(of: []).isEmpty)
    }
}
