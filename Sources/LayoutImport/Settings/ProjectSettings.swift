import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaAudit
import SafeAreaDecoding
import SafeAreaSupport
import Typography

/// A project's audit settings, which the command line and the assertions both apply: the
/// configuration and the baseline that `.safearea.yml` names, found from a folder upward.
///
/// ```yaml
/// audit:
///   tolerance: 0.5              # points; overlaps this shallow are grazes
///   minimumHitTarget: 44        # points
///   rules:                      # a rule id: off, warning or error
///     hit-target: off
///     outside-safe-area: error
///   suppress:
///     accessibilityIdentifiers: [legacy-close]
///     paths: ["view/view[2]/*"]  # a path, or a subtree ending in /*
///   baseline: safearea-baseline.json   # relative to this file
/// devices:                      # the team's own devices, as `safearea devices --json` prints them
///   - id: iphone-4s
///     …
/// fontFiles:                    # fonts for scripts the bundled faces lack, relative to this file
///   - Fonts/NotoSansJP-Regular.otf
/// app:                          # the app's project (or infoPlist), relative to this file
///   project: App.xcodeproj
///   target: App
/// ios: 18                       # the iOS each device runs, unless --ios or .ios(_:) says; newest by default
/// contentSizes: [default, AX5]  # the text sizes, unless --content-size(s) or .contentSizes(_:) says
/// layoutDirections: [ltr, rtl]  # the layout directions, unless --layout-direction(s) or .layoutDirections(_:) says
/// appearances: [light, dark]    # the appearances, unless --appearance(s) or .appearances(_:) says
/// languages: [default, double-length]  # the languages, unless --language(s) or .languages(_:) says
/// strings: [App/Localizable.xcstrings, App/de.lproj]  # the translations a language code shows, relative to this file
/// # variants: recommended       # or whole variants instead of the axes: default, AX5, rtl and dark
/// screens:                      # what the code decides of single screens
///   "Main/LoginViewController":
///     orientations: [portrait]
///     presentation: pageSheet
/// ```
public struct ProjectSettings: Hashable, Sendable {
    /// The settings file's name.
    public static let fileName = ".safearea.yml"

    /// The audit's configuration.
    public var configuration: AuditConfiguration
    /// The baseline file, if the settings name one, resolved against the settings file's folder.
    package var baseline: URL?
    /// The team's own devices, added to the catalog or correcting it.
    package var devices: [Device]
    /// The font files text falls back to for characters the bundled faces lack, in order,
    /// resolved against the settings file's folder.
    package var fontFiles: [URL]
    /// Where the app's Xcode project or Info.plist is, when the settings say; a run then audits
    /// every screen on the placements that app can reach.
    package var app: AppSettings?
    /// What the settings say of single screens: their orientations and presentation.
    package var screens: [ScreenSettings]
    /// The iOS major version each device runs when the run does not say (`ios`); nil for the
    /// newest each device runs.
    package var systemVersion: Int?
    /// The variants every placement is laid out under where the run does not say
    /// (`contentSizes`, `layoutDirections`, `appearances`, `languages`, `variants`); nothing chosen is the
    /// standard one alone.
    package var variants: VariantChoice
    /// The team's strings files and folders, resolved against the settings file's folder, whose
    /// translations a placement in a language shows (`strings`).
    package var stringsFiles: [URL]

    /// Settings of `configuration`, `baseline`, `devices` and `fontFiles`; the defaults check every
    /// rule at its default severity with no baseline, on the standard catalog, with the bundled
    /// faces alone.
    package init(
        configuration: AuditConfiguration = AuditConfiguration(), baseline: URL? = nil, devices: [Device] = [],
        fontFiles: [URL] = [], app: AppSettings? = nil, screens: [ScreenSettings] = [], systemVersion: Int? = nil,
        variants: VariantChoice = VariantChoice(), stringsFiles: [URL] = []
    ) {
        self.stringsFiles = stringsFiles
        self.systemVersion = systemVersion
        self.variants = variants
        self.configuration = configuration
        self.baseline = baseline
        self.devices = devices
        self.fontFiles = fontFiles
        self.app = app
        self.screens = screens
    }

    /// The standard catalog with the settings' devices added.
    public var catalog: DeviceCatalog {
        DeviceCatalog.standard.adding(devices)
    }

    /// Reads the settings file at `url`, named `displayPath` in errors.
    public init(contentsOf url: URL, displayPath: String? = nil) throws(FileError) {
        let file = displayPath ?? url.path
        let data = try StrictDecoder.contents(of: url, file: file)
        let decoded = try StrictDecoder.decode(DecodedSettings.self, from: data, syntax: .yaml, file: file)
        let folder = url.deletingLastPathComponent()
        self.init(
            configuration: decoded.configuration, baseline: decoded.baseline.map { folder.appendingPathComponent($0) },
            devices: decoded.devices, fontFiles: decoded.fontFiles.map { folder.appendingPathComponent($0) },
            app: decoded.app.map { app in
                AppSettings(
                    project: app.project.map { folder.appendingPathComponent($0) }, target: app.target,
                    infoPlist: app.infoPlist.map { folder.appendingPathComponent($0) }, families: app.families,
                    orientations: app.orientations)
            },
            screens: decoded.screens, systemVersion: decoded.systemVersion, variants: decoded.variants,
            stringsFiles: decoded.strings.map { folder.appendingPathComponent($0) })
    }

    /// The nearest `.safearea.yml` in `directory` or a folder above it.
    package static func find(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The settings that apply to work in `directory`: those in `file` when one is given, else
    /// those of the nearest `.safearea.yml` at or above `directory`, else the defaults.
    public static func discover(
        from directory: URL, file: URL? = nil,
        displayPath: String? = nil
    ) throws(FileError) -> ProjectSettings {
        if let file { return try ProjectSettings(contentsOf: file, displayPath: displayPath) }
        guard let found = find(from: directory) else { return ProjectSettings() }
        return try ProjectSettings(contentsOf: found)
    }

    /// The font files the settings name, opened (each once per process).
    ///
    /// - Throws: `FileError` naming the font file and what is wrong with it.
    package func loadFontFiles() throws(FileError) -> FontFiles {
        do {
            return try FontFiles(paths: fontFiles.map(\.path))
        } catch {
            throw FileError(file: error.file, problem: error.problem + " (named by fontFiles in the settings)")
        }
    }

    /// The translations of the settings' `strings`, read; nil when they name none.
    package func loadStrings() throws(FileError) -> LocalizedStrings? {
        guard !stringsFiles.isEmpty else { return nil }
        do {
            return try StringsFiles.read(stringsFiles.map(\.path))
        } catch {
            throw FileError(file: error.file, problem: error.problem + " (named by strings in the settings)", kind: error.kind)
        }
    }

    /// The baseline the settings name, read; nil when they name none.
    package func loadBaseline() throws(FileError) -> Baseline? {
        try baseline.map { url throws(FileError) in try Baseline(contentsOf: url) }
    }
}
