import Foundation
import RunReporting
import SafeAreaAudit
import Typography

extension MatrixAudit {
    /// The run report's entries of `jobs`, in order: each screen audited on its jobs' placements
    /// and not drawn, the findings `baseline` records marked, each entry naming its screen's file
    /// from `sources`, and `each`, when given, called with each job's audit, in order. A shard of a
    /// matrix is audited on the placements it holds. Screens are laid out and audited on every
    /// core; without `each`, each laid-out screen is let go as soon as its entry is made, so that
    /// memory follows the work in flight rather than the size of the app.
    package func entries(
        for jobs: [RenderJob], baseline: Baseline? = nil,
        sources: [String: String] = [:], each: ((RenderJob, ScreenAudit) -> Void)? = nil
    ) -> [RunReport.Entry] {
        let parts = Self.parts(of: jobs)
        // The largest parts first, so that no core is left with one when the others are done.
        let weights = parts.map { $0.count * $0.first!.document.root.viewCount }
        let order = parts.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        let keepsAudits = each != nil
        // Entries and audits apart: an optional audit beside each entry made each element six
        // times the entry's size, even when no audit was kept.
        var done = order.map { parts[$0] }.concurrentMap { part in
            let source = sources[part.first!.document.name]
            let audits = audits(of: part.first!.document, on: part.map(\.placement))
            return (
                entries: audits.map { RunReport.Entry($0, source: source, baseline: baseline) },
                audits: keepsAudits ? audits : []
            )
        }
        var position = [Int](repeating: 0, count: parts.count)
        for (place, index) in order.enumerated() { position[index] = place }
        var entries: [RunReport.Entry] = []
        entries.reserveCapacity(jobs.count)
        for (index, part) in parts.enumerated() {
            let (partEntries, audits) = done[position[index]]
            done[position[index]] = ([], [])
            if let each {
                for (job, audit) in zip(part, audits) { each(job, audit) }
            }
            entries += partEntries
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
            let first = jobs[start]
            let end = min(start + most, jobs[start...].firstIndex { !$0.hasSameDocument(as: first) } ?? jobs.endIndex)
            parts.append(jobs[start..<end])
            start = end
        }
        return parts
    }
}
