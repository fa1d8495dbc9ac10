import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport

/// The real apps of `Tests/Fixtures/corpus/`: one folder per app (or per target) with its
/// Interface Builder files, its Info.plist and the `.safearea.yml` a team would keep, read as
/// `safearea audit` reads them.
enum CorpusApp {
    static let corpus = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/corpus")

    /// The folders holding an app's settings, each an app.
    static func folders() throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == AuditSettings.fileName }
            .map { $0.deletingLastPathComponent() }.sorted { $0.path < $1.path }
    }

    /// The screens of the app in `folder`, limited to the placements its app reaches and shaped by
    /// its settings, and the settings.
    static func documents(in folder: URL) throws -> (documents: [ScreenDocument], settings: AuditSettings) {
        let settings = try AuditSettings(contentsOf: folder.appendingPathComponent(AuditSettings.fileName))
        var limits: SupportedPlacements?
        if let plist = settings.app?.infoPlist {
            limits = try AppTarget(infoPlist: plist, displayPath: "Info.plist", families: settings.app?.families)
                .supportedPlacements
        } else if let families = settings.app?.families {
            limits = SupportedPlacements(families: families, source: AuditSettings.fileName)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter(InterfaceBuilderFile.isInterfaceBuilderFile).sorted()
        var documents: [ScreenDocument] = []
        for file in files {
            documents += try ScreenFile.readScreens(contentsOf: folder.appendingPathComponent(file), displayPath: file).documents
        }
        documents = settings.screens.applied(
            to: documents.map { document in
                var document = document
                if let limits { document.placementLimits.append(limits) }
                return document
            })
        return (documents, settings)
    }

}
