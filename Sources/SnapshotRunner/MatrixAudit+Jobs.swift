import Foundation
import RunReporting
import SafeAreaAudit
import Typography

extension MatrixAudit {
    /// The run report's entries of `jobs`, in order: each screen audited on its jobs' placements
    /// and not drawn, the findings `baseline` records marked, each entry naming its screen's file
    /// from `sources`, and `each` called with each job's audit, in order. A shard of a matrix is
    /// audited on the placements it holds. Screens are laid out and audited on every core, a
    /// window of parts at a time, so that the laid-out screens held at once are those of a window,
    /// whatever the size of the app.
    package func entries(
        for jobs: [RenderJob], baseline: Baseline? = nil,
        sources: [String: String] = [:], each: (RenderJob, ScreenAudit) -> Void = { _, _ in }
    ) -> [RunReport.Entry] {
        let parts = Self.parts(of: jobs)
        let window = 16 * ProcessInfo.processInfo.activeProcessorCount
        var entries: [RunReport.Entry] = []
        var job = jobs.startIndex
        for start in stride(from: 0, to: parts.count, by: window) {
            let inWindow = Array(parts[start..<min(start + window, parts.count)])
            // The largest parts first, so that no core is left with one when the others are done.
            let weights = inWindow.map { $0.count * $0.first!.document.root.viewCount }
            let order = inWindow.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
            let done = order.map { inWindow[$0] }.concurrentMap { part in
                let source = sources[part.first!.document.name]
                return audits(of: part.first!.document, on: part.map(\.placement)).map { audit in
                    (audit, RunReport.Entry(audit, source: source, baseline: baseline))
                }
            }
            var audited = [[(ScreenAudit, RunReport.Entry)]](repeating: [], count: inWindow.count)
            for (position, index) in order.enumerated() { audited[index] = done[position] }
            for (audit, entry) in audited.joined() {
                each(jobs[job], audit)
                entries.append(entry)
                job += 1
            }
        }
        return entries
    }

    /// `jobs` cut into contiguous parts of one screen each, to audit at once: each screen's run of
    /// jobs, cut into pieces of at most a few per core's share of the whole, so that one large
    /// screen does not keep one core busy while the others wait. Devices that share an
    /// environment are neighbours in the matrix, so a piece still lays a screen out once per
    /// environment it holds.
    private static func parts(of jobs: [RenderJob]) -> [ArraySlice<RenderJob>] {
        let most = max(4, jobs.count / (32 * ProcessInfo.processInfo.activeProcessorCount))
        var parts: [ArraySlice<RenderJob>] = []
        var start = jobs.startIndex
        while start < jobs.endIndex {
            let document = jobs[start].document
            let end = min(start + most, jobs[start...].firstIndex { $0.document != document } ?? jobs.endIndex)
            parts.append(jobs[start..<end])
            start = end
        }
        return parts
    }
}
