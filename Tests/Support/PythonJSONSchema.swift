import Foundation

/// Python's `jsonschema` (Debian's python3-jsonschema, or pip) run on files.
public enum PythonJSONSchema {
    private static let program = """
        import json, sys, yaml, jsonschema
        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            document = yaml.safe_load(open(path)) if path.endswith('.yaml') else json.load(open(path))
            for error in validator.iter_errors(document):
                print(path, '/'.join(map(str, error.absolute_path)), error.message)
        """

    /// Whether python3 with jsonschema and yaml is installed.
    public static let isAvailable: Bool = (try? run(["-c", "import jsonschema, yaml"])) == ""

    /// One line per problem; empty when every file is valid.
    public static func validate(_ files: [String], against schema: String) throws -> String {
        try run(["-c", program, schema] + files)
    }

    private static func run(_ arguments: [String]) throws -> String {
        let run = try Subprocess.run("/usr/bin/env", ["python3"] + arguments)
        return run.output + run.errors
    }
}
