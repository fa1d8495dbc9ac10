import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SafeAreaSupport

extension ProjectSettings {
    /// The settings a test file's assertions apply: the nearest `.safearea.yml` at or above the
    /// file's folder, as `safearea audit` finds it from the working folder, else the defaults.
    package static func forTestFile(_ filePath: StaticString) throws(FileError) -> ProjectSettings {
        try discover(from: URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent())
    }
}
