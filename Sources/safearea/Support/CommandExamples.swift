import ArgumentParser

extension CommandConfiguration {
    /// A subcommand's configuration whose help ends with `examples`, whole command lines.
    static func subcommand(
        _ name: String, abstract: String, discussion: String = "", examples: [String],
        subcommands: [any ParsableCommand.Type] = []
    ) -> CommandConfiguration {
        let block = "Examples:\n" + examples.map { "  \($0)" }.joined(separator: "\n")
        return CommandConfiguration(
            commandName: name, abstract: abstract, discussion: discussion.isEmpty ? block : discussion + "\n\n" + block,
            subcommands: subcommands)
    }
}
