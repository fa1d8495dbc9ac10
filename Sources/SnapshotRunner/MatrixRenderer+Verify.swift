import Dispatch
import Foundation
import RunReporting
import SnapshotDiff

extension MatrixRenderer {
    /// One job's image checked against its reference.
    package struct VerifiedImage: Sendable {
        /// The job.
        package var job: RenderJob
        /// How the check came out.
        package var check: ReferenceStore.Check
        /// The job's entry of the run report, when a recorder was given.
        package var entry: RunReport.Entry?
    }

    /// Draws every job on every core and checks each image against its reference in `store`,
    /// `<root>/<screen>/<device-id>.<orientation>.png`, under `mode`, comparing with `options`;
    /// with a `recorder`, also writes each job's report entry. The results of each window of
    /// screens go to `eachWindow`, in job order, before the next window is drawn, so that what is
    /// held at once is a window's results, not the app's.
    package func verify(
        _ jobs: [RenderJob], against store: ReferenceStore, mode: RecordMode,
        options: DiffOptions = DiffOptions(), recorder: RunReportRecorder? = nil,
        progress: @Sendable (Int) -> Void = { _ in }, eachWindow: ([VerifiedImage]) async throws -> Void
    ) async throws {
        _ = try await drawWindows(jobs, keepingScreenAlone: recorder != nil, progress: progress) { rendered in
            try recorder?.encodeImages(of: rendered)
        } each: { job, prepared, image, images, drawing in
            let start = DispatchTime.now().uptimeNanoseconds
            let name = job.placement.description
            let check = try store.verify(image, suite: job.document.name, test: "", name: name, mode: mode, options: options)
            var entry: RunReport.Entry?
            if let recorder, let images {
                let milliseconds = drawing + Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                entry = try recorder.entry(
                    for: prepared.rendered(image), images: images, check: check,
                    reference: store.url(suite: job.document.name, test: "", name: name),
                    milliseconds: milliseconds)
            }
            return VerifiedImage(job: job, check: check, entry: entry)
        } eachWindow: {
            try await eachWindow($0)
        }
    }
}
