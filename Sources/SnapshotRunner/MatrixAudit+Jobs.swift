import RunReporting
import SafeAreaAudit

extension MatrixAudit {
    /// The run report's entries of `jobs`, in order: each screen audited on its jobs' placements
    /// and not drawn, the findings `baseline` records marked, each entry naming its screen's file
    /// from `sources`, and `each` called with each job's audit. A shard of a matrix is audited on
    /// the placements it holds.
    package mutating func entries(
        for jobs: [RenderJob], baseline: Baseline? = nil,
        sources: [String: String] = [:], each: (RenderJob, ScreenAudit) -> Void = { _, _ in }
    ) -> [RunReport.Entry] {
        var entries: [RunReport.Entry] = []
        var start = jobs.startIndex
        while start < jobs.endIndex {
            let document = jobs[start].document
            let end = jobs[start...].firstIndex { $0.document != document } ?? jobs.endIndex
            let audits = audits(of: document, on: jobs[start..<end].map(\.placement))
            for (job, audit) in zip(jobs[start..<end], audits) { each(job, audit) }
            entries += audits.map { audit in RunReport.Entry(audit, source: sources[document.name], baseline: baseline) }
            start = end
        }
        return entries
    }
}
