import SafeAreaSupport

extension Remedy {
    /// The options that state it on the command line.
    var flags: String {
        switch self {
        case .device: "--device and --orientation"
        case .format: "--input-format"
        case .controls: "--treat-as-control"
        }
    }

    /// `text` with the options that state `remedy` added, where there is one.
    static func adding(_ remedy: Remedy?, to text: String) -> String {
        remedy.map { "\(text) (\($0.flags))" } ?? text
    }
}
