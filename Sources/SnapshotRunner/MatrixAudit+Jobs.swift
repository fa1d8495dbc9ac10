import Foundation
import RunReporting
import SafeAreaAudit
import Typography

extension MatrixAudit {
    /// One screen of a run, audited on its jobs' placements and not drawn.
    package struct AuditedScreen: Sendable {
        /// The screen's jobs, in matrix order.
        package var jobs: ArraySlice<RenderJob>
        /// The run report's entry of each job.
        package var entries: [RunReport.Entry]
        /// Each job's audit, when they were asked for; else empty.
        package var audits: [ScreenAudit]
    }

    /// Audits `jobs` a window of whole screens at a time, and calls `body` with each window's
    /// screens, in order, before auditing the next: the findings `baseline` records marked, each
    /// entry naming its screen's file from `sources`, and each job's audit kept when
    /// `keepingAudits`. A shard of a matrix is audited on the placements it holds. Within a window,
    /// screens are laid out and audited on every core; once `body` returns, the window is let go,
    /// so that memory follows the work in flight rather than the size of the app.
    package func audit(
        _ jobs: [RenderJob], baseline: Baseline? = nil, sources: [String: String] = [:], keepingAudits: Bool = false,
        jobsPerWindow: Int = jobsPerWindow, eachWindow body: ([AuditedScreen]) async throws -> Void
    ) async rethrows {
        for window in MatrixRenderer.windows(of: jobs, atLeast: jobsPerWindow) {
            let parts = Self.parts(
                of: jobs[window], atMost: max(4, jobs.count / (32 * ProcessInfo.processInfo.activeProcessorCount)))
            // The largest parts first, so that no core is left with one when the others are done.
            let weights = parts.map { $0.count * $0.first!.document.root.viewCount }
            let order = parts.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
            var done = order.map { parts[$0] }.concurrentMap { part in
                let source = sources[part.first!.document.name]
                let audits = audits(of: part.first!.document, on: part.map(\.placement))
                return AuditedScreen(
                    jobs: part, entries: audits.map { RunReport.Entry($0, source: source, baseline: baseline) },
                    audits: keepingAudits ? audits : [])
            }
            var position = [Int](repeating: 0, count: parts.count)
            for (place, index) in order.enumerated() { position[index] = place }
            var screens: [AuditedScreen] = []
            for index in parts.indices {
                let piece = done[position[index]]
                if let last = screens.last, last.jobs.endIndex == piece.jobs.startIndex,
                    last.jobs.first!.hasSameDocument(as: piece.jobs.first!)
                {
                    screens[screens.count - 1].jobs = jobs[last.jobs.startIndex..<piece.jobs.endIndex]
                    screens[screens.count - 1].entries += piece.entries
                    screens[screens.count - 1].audits += piece.audits
                } else {
                    screens.append(piece)
                }
                done[position[index]].entries = []
                done[position[index]].audits = []
            }
            try await body(screens)
        }
    }

    /// The fewest jobs a window of `audit(_:eachWindow:)` holds: an audited job holds far less
    /// than a drawn one, so a window is four of a drawing's, and the cores idle at its end the
    /// less often.
    package static let jobsPerWindow = 4 * MatrixRenderer.jobsPerWindow

    /// `jobs` cut into contiguous parts of one screen each, to audit at once: each screen's run of
    /// jobs, cut into pieces of at most `most`, a few per core's share of the whole run, so that
    /// one large screen does not keep one core busy while the others wait. Devices that share an
    /// environment are neighbours in the matrix, so a piece still lays a screen out once per
    /// environment it holds, and a screen cut in more pieces than it needs is laid out more often.
    private static func parts(of jobs: ArraySlice<RenderJob>, atMost most: Int) -> [ArraySlice<RenderJob>] {
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
