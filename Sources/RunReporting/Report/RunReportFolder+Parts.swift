import Foundation
import OrderedCollections
import SafeAreaDecoding
import SafeAreaSupport

extension RunReportFolder {
    /// Where the parts of a report live: `parts/`, one JSON Lines file per writer.
    package var partsFolder: URL { url.appendingPathComponent("parts") }

    /// Appends `entry` as one line to the part `name` (`parts/<name>.jsonl`), so that writers
    /// that run at once, such as test processes, each add to their own file at constant cost.
    package func append(_ entry: RunReport.Entry, toPart name: String) throws {
        let file = partsFolder.appendingPathComponent("\(name).jsonl")
        try ContainedPath.checkFolder(of: file, within: url)
        do {
            var line = try JSONOutput.line(entry)
            line.append(UInt8(ascii: "\n"))
            try FileManager.default.createDirectory(at: partsFolder, withIntermediateDirectories: true)
            if let handle = FileHandle(forWritingAtPath: file.path) {
                defer { try? handle.close() }
                _ = try handle.seekToEnd()
                try handle.write(contentsOf: line)
            } else {
                try line.write(to: file)
            }
        } catch {
            throw FileError(
                file: file.path, problem: "cannot add to the report (\(FileErrorReason.describe(error)))", kind: .unwritable)
        }
    }

    /// The entries of the parts whose names start with `prefix`, in the parts' name order and
    /// each part's order, a later entry replacing an earlier one of the same key. Lines that do
    /// not read, as a line cut short by a crash, are skipped.
    package func entriesOfParts(startingWith prefix: String) -> [RunReport.Entry] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: partsFolder.path)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".jsonl") }.sorted()
        var byKey: OrderedDictionary<String, RunReport.Entry> = [:]
        let decoder = JSONDecoder()
        for name in names {
            guard let data = try? BoundedFile.read(partsFolder.appendingPathComponent(name), atMost: BoundedFile.inputLimit)
            else { continue }
            for line in data.split(separator: UInt8(ascii: "\n")) {
                guard (try? ValueLimits.results.checkBeforeParsing(json: line, file: name)) != nil,
                    let entry = try? decoder.decode(RunReport.Entry.self, from: line)
                else { continue }
                byKey[entry.key] = entry
            }
        }
        return Array(byKey.values)
    }

    /// Removes the parts whose names do not start with `prefix`: those of earlier runs.
    package func removeParts(notStartingWith prefix: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: partsFolder.path)) ?? [] where !name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: partsFolder.appendingPathComponent(name))
        }
    }
}
