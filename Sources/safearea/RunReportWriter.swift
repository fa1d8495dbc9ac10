import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import SafeAreaAudit
import SnapshotRunner

/// Writes a run report's folder: `report.json` and, under `images/<screen>/`, each entry's actual
/// image, a copy of its reference, and its diff and strip when it failed.
struct RunReportWriter {
    let folder: URL
    let audit: AuditConfigurationFile.Settings?

    func entry(for job: RenderJob, image: Bitmap, check: ReferenceStore.Check, reference: URL,
               milliseconds: Double) throws -> RunReport.Entry {
        let name = "\(job.device.id).\(job.orientation.rawValue)"
        let base = "images/\(job.document.name)/\(name)"
        var images = RunReport.Entry.Images()
        try AtomicFile.write(PNG.encode(image), to: folder.appendingPathComponent("\(base).actual.png"))
        try AtomicFile.write(PNG.encode(image.thumbnail(width: 180)), to: folder.appendingPathComponent("\(base).thumb.png"))
        images.actual = "\(base).actual.png"
        images.thumbnail = "\(base).thumb.png"
        if let bytes = try? Data(contentsOf: reference) {
            try AtomicFile.write(Array(bytes), to: folder.appendingPathComponent("\(base).reference.png"))
            images.reference = "\(base).reference.png"
        }
        var status = RunReport.Entry.Status.matched, message: String?
        switch check {
        case .matched: break
        case .recorded: status = .recorded
        case .failed(let text, let artifacts):
            status = .failed
            message = text
            for artifact in artifacts {
                let kind = artifact.deletingPathExtension().pathExtension
                guard kind == "diff" || kind == "strip", let bytes = try? Data(contentsOf: artifact) else { continue }
                try AtomicFile.write(Array(bytes), to: folder.appendingPathComponent("\(base).\(kind).png"))
                if kind == "diff" { images.diff = "\(base).diff.png" } else { images.strip = "\(base).strip.png" }
            }
        }
        let screen = LayoutResolver.resolve(job.document, on: job.device, in: job.orientation)
        let mask = DeviceMask(device: job.device, orientation: job.orientation, isStatusBarVisible: screen.statusBarFrame != nil)
        let findings = SafeAreaAuditor(configuration: audit?.configuration ?? AuditConfiguration()).findings(in: screen, mask: mask)
        return RunReport.Entry(
            screen: job.document.name, device: job.device.id, deviceName: job.device.name, family: job.device.family.rawValue,
            orientation: job.orientation.rawValue, status: status, message: message, images: images,
            size: [screen.size.width, screen.size.height],
            findings: findings.map { finding in
                RunReport.Entry.FindingRecord(rule: finding.rule.rawValue, severity: finding.severity.rawValue,
                                              view: finding.viewName, accessibilityIdentifier: finding.accessibilityIdentifier,
                                              frame: [finding.frame.minX, finding.frame.minY, finding.frame.width, finding.frame.height],
                                              region: [finding.region.minX, finding.region.minY, finding.region.width,
                                                       finding.region.height],
                                              area: (finding.area * 100).rounded() / 100)
            },
            milliseconds: (milliseconds * 10).rounded() / 10)
    }

    func write(_ report: RunReport) throws {
        try AtomicFile.write(Array(report.encoded()), to: folder.appendingPathComponent("report.json"))
    }
}
