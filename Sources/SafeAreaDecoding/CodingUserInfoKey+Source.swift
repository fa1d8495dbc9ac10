extension CodingUserInfoKey {
    /// The path of the file being decoded, for source locations.
    package static let sourceFile = CodingUserInfoKey(rawValue: "SafeAreaKit.sourceFile")!
    /// The file's ``SourceLines``.
    package static let sourceLines = CodingUserInfoKey(rawValue: "SafeAreaKit.sourceLines")!
}
