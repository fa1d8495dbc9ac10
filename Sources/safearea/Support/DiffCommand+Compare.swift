import ArgumentParser
import Foundation
import SafeAreaSupport
import SnapshotDiff

/// How `safearea diff` compares: two files, or two folders file by file.
extension DiffCommand {
    /// Whether `reference` and `actual` are both folders (true) or both files (false); a folder
    /// against a file, or a path that does not exist, is an error.
    static func isFolder(_ reference: String, comparedWith actual: String) throws -> Bool {
        func kind(_ path: String) throws -> Bool {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            return isFolder.boolValue
        }
        let referenceIsFolder = try kind(reference), actualIsFolder = try kind(actual)
        guard referenceIsFolder == actualIsFolder else {
            let (folder, file) = referenceIsFolder ? (reference, actual) : (actual, reference)
            throw ValidationError("\(folder) is a folder and \(file) is not: compare two files or two folders")
        }
        return referenceIsFolder
    }

    /// Compares two files, writes the pictures asked for, prints the result; returns whether it passed.
    func compareFiles(
        _ first: URL, _ second: URL, options: DiffOptions, diff: URL?, strip: URL?,
        printing: Bool
    ) throws -> Bool {
        let comparison = try FileDiff.compare(first, second, options: options, drawsDiff: diff != nil || strip != nil)
        let result = comparison.result
        if case let (referenceImage, actualImage, diffImage?)? = comparison.images {
            try DiffImages.write(diffImage, reference: referenceImage, actual: actualImage, diffFile: diff, stripFile: strip)
        }
        if printing {
            if json {
                try StandardOutput.write(try JSONOutput.prettyText(result))
            } else {
                // Images of different sizes have no pixel count to give.
                if result.outcome != .differentSizes { try StandardOutput.line("\(result.differentPixels)") }
                try StandardOutput.line(result.summary)
            }
        }
        return result.isWithinTolerance(of: options)
    }

    /// Compares two folders by relative path and prints what was added, removed and changed.
    func compareFolders(options: DiffOptions) throws -> Bool {
        let report = try DirectoryDiff.compare(URL(fileURLWithPath: reference), URL(fileURLWithPath: actual), options: options)
        let changed = report.changed(under: options)
        for path in changed {
            guard diffPath != nil || stripPath != nil else { break }
            _ = try compareFiles(
                URL(fileURLWithPath: reference).appendingPathComponent(path),
                URL(fileURLWithPath: actual).appendingPathComponent(path), options: options,
                diff: diffPath.map { URL(fileURLWithPath: $0).appendingPathComponent(path) },
                strip: stripPath.map { URL(fileURLWithPath: $0).appendingPathComponent(path) }, printing: false)
        }
        try StandardOutput.write(json ? try JSONOutput.prettyText(report.encodable(under: options)) : report.text(under: options))
        return report.passes(under: options)
    }
}
