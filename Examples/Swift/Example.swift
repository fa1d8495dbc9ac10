import LayoutEngine

/// The example screens written in the Swift DSL. Each has a twin spec file in `Examples/` that
/// describes the same document; the package's tests check that the two agree and render both on
/// every device.
public enum Example {
    /// Every example, in the order the README lists them.
    public static let all: [ScreenDocument] = [loginForm, settingsList, tabApp, videoPlayer, splitView]
}
