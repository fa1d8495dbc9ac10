extension RunReportFolder {
    /// Joins the reports in `sources`, such as the shards of a CI matrix, into this folder as one
    /// run would have written it: `report.json` with its CI formats, every image, and the gallery
    /// (``RunReport/merging(_:allowingMissingShards:)`` says what may be joined). Each source is
    /// named by its path in errors. Returns the joined report.
    package func join(_ sources: [RunReportFolder], allowingMissingShards: Bool = false) throws -> RunReport {
        let parts = try sources.map { RunReport.Part(name: $0.url.relativePath, report: try $0.read()) }
        let joined = try RunReport.merging(parts, allowingMissingShards: allowingMissingShards)
        for (part, source) in zip(parts, sources) { try copyImages(of: part.report, from: source) }
        try write(joined)
        try Gallery.write(joined, images: self, into: url)
        return joined
    }
}
