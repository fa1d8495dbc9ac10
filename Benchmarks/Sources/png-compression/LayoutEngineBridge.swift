import DeviceGeometry
import LayoutEngine
import SnapshotRunner

/// Resolves a job's screen and mask with the catalog defaults, as `safearea demo` does.
enum LayoutEngineBridge {
    static func resolve(_ job: RenderJob) -> (screen: ResolvedScreen, mask: DeviceMask) {
        (AutoresizingLayout.resolve(job.document, on: job.device, in: job.orientation),
         DeviceMask(device: job.device, orientation: job.orientation))
    }
}
