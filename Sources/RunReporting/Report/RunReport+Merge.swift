import OrderedCollections

extension RunReport {
    /// Why reports cannot be joined.
    package struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the reports.
        package var description: String
    }

    /// A report to join, with the name errors give it.
    package struct Part: Hashable, Sendable {
        /// The report's name in messages, such as the folder it was read from.
        package var name: String
        /// The report.
        package var report: RunReport

        /// `report`, named `name`.
        package init(name: String, report: RunReport) {
            self.name = name
            self.report = report
        }
    }

    /// Joins the reports of the shards of one run, each named for errors, into the report a single
    /// run would have written: shards in order, entries in each shard's order.
    ///
    /// The reports must check the same reference store and fail on the same findings; shards must
    /// be parts of one split, each once, all of them unless `allowingMissingShards`; and no entry
    /// may appear twice.
    package static func merging(_ parts: [Part], allowingMissingShards: Bool = false) throws(MergeError) -> RunReport {
        guard let first = parts.first else { throw MergeError(description: "no reports to merge") }
        for part in parts.dropFirst() {
            if part.report.referenceRoot != first.report.referenceRoot {
                throw MergeError(
                    description: "\(part.name) checks \(part.report.referenceRoot ?? "no reference store") but "
                        + "\(first.name) checks \(first.report.referenceRoot ?? "none")")
            }
            if part.report.failOn != first.report.failOn {
                throw MergeError(
                    description: "\(part.name) fails on \(part.report.failOn?.rawValue ?? "no findings") but "
                        + "\(first.name) on \(first.report.failOn?.rawValue ?? "none")")
            }
        }
        let ordered = try inShardOrder(parts)
        let missing = missingShards(in: parts.map(\.report))
        if !missing.isEmpty, !allowingMissingShards, let count = parts.compactMap(\.report.shard).first?.count {
            throw MergeError(
                description: "shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) "
                    + "of \(count) missing; to join the rest, allow missing shards (merge-reports --allow-missing-shards)")
        }
        var owners: [String: String] = [:]
        var entries: [Entry] = []
        for part in ordered {
            for entry in part.report.entries {
                if let owner = owners.updateValue(part.name, forKey: entry.key) {
                    throw MergeError(description: "\(entry.key) is in both \(owner) and \(part.name)")
                }
                entries.append(entry)
            }
        }
        // Every shard of a split knows the whole matrix's skipped placements; each is kept once.
        return RunReport(
            tool: first.report.tool, referenceRoot: first.report.referenceRoot, failOn: first.report.failOn,
            entries: entries, skipped: Array(OrderedSet(ordered.flatMap(\.report.skipped))),
            assumptions: Array(OrderedSet(ordered.flatMap(\.report.assumptions))))
    }

    /// The shard indexes missing from a split that `reports` belong to: empty when none is, or when
    /// none of the reports is a shard.
    static func missingShards(in reports: [RunReport]) -> [Int] {
        guard let count = reports.compactMap(\.shard).first?.count else { return [] }
        let present = Set(reports.compactMap(\.shard?.index))
        return (1...count).filter { !present.contains($0) }
    }

    /// The parts sorted by shard, when they are shards of one split; as given when none is.
    private static func inShardOrder(_ parts: [Part]) throws(MergeError) -> [Part] {
        let shards = parts.compactMap(\.report.shard)
        guard !shards.isEmpty else { return parts }
        var seen: [Int: String] = [:]
        for part in parts {
            guard let shard = part.report.shard, shard.count == shards[0].count else {
                throw MergeError(description: "\(part.name) is not part of the same \(shards[0].count)-way split as the others")
            }
            if let other = seen.updateValue(part.name, forKey: shard.index) {
                throw MergeError(description: "\(other) and \(part.name) are both shard \(shard)")
            }
        }
        return parts.sorted { $0.report.shard!.index < $1.report.shard!.index }
    }
}
