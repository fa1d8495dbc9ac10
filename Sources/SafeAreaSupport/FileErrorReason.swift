import Foundation

/// A short, plain reason for a failed file operation, such as `No such file or directory`,
/// taken from the POSIX error underneath Foundation's error when there is one, or the toolkit's
/// own error's description.
package enum FileErrorReason {
    /// The reason `error` occurred.
    package static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        let posix =
            nsError.domain == NSPOSIXErrorDomain
            ? nsError
            : (nsError.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
        if let posix, let message = strerror(Int32(posix.code)) {
            return String(cString: message)
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "No such file or directory"
            case .fileReadNoPermission, .fileWriteNoPermission: return "Permission denied"
            default: break
            }
        }
        if !(type(of: error) is NSError.Type) { return String(describing: error) }
        return nsError.localizedDescription
    }
}
