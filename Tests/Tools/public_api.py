#!/usr/bin/env python3
"""Lists the public API a team gets from the package's library products, one declaration a line.

    python3 Tests/Tools/public_api.py            # rewrite API/public-api.txt
    python3 Tests/Tools/public_api.py --check    # fail when the API differs from API/public-api.txt

It reads the symbol graphs `swift package dump-symbol-graph` writes (after a build, in seconds)
and keeps what a user can name: the public declarations of the modules `SafeAreaKit` re-exports
whole, the declarations it re-exports by name with their members, and the public declarations of
the other library products' own modules. CI runs the check, so that a change to the API shows in
review as a change to the file.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DUMP = ROOT / "API" / "public-api.txt"
# The library products' own modules besides the umbrella, which users import by name.
PRODUCT_MODULES = ["SafeAreaTesting", "SafeAreaSnapshotTesting", "DeviceGeometry", "Cassowary"]
EXPORT = re.compile(r"^@_exported import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?(\w+)(?:\.(\w+))?", re.M)


def umbrella_exports():
    """The modules SafeAreaKit re-exports whole, and the names it re-exports from the others."""
    whole, named = set(), {}
    for source in (ROOT / "Sources" / "SafeAreaKit").glob("*.swift"):
        for module, name in EXPORT.findall(source.read_text()):
            if name:
                named.setdefault(module, set()).add(name)
            else:
                whole.add(module)
    return whole, named


def symbol_graphs():
    build = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"],
        cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit(f"swift package dump-symbol-graph failed:\n{build.stdout}{build.stderr}")
    folder = next(line.split("written to ", 1)[1].strip() for line in build.stdout.splitlines() if "written to" in line)
    return sorted(pathlib.Path(folder).glob("*.symbols.json"))


def declarations():
    whole, named = umbrella_exports()
    kept = set(whole) | set(PRODUCT_MODULES)
    lines = set()
    for path in symbol_graphs():
        module = path.name.split(".")[0].split("@")[0]
        if module not in kept and module not in named:
            continue
        for symbol in json.loads(path.read_text())["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            components = symbol["pathComponents"]
            if module not in kept and components[0] not in named[module]:
                continue
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            lines.add(f"{module}.{'.'.join(components)} | {' '.join(declaration.split())}")
    return sorted(lines)


def main():
    lines = declarations()
    text = "".join(line + "\n" for line in lines)
    header = f"# The public API of SafeAreaKit's library products: {len(lines)} declarations.\n" \
             "# Written by Tests/Tools/public_api.py; review changes to it like code.\n"
    if "--check" in sys.argv:
        old = DUMP.read_text() if DUMP.exists() else ""
        if old != header + text:
            old_lines = set(old.splitlines()[2:])
            added = [line for line in lines if line not in old_lines]
            removed = sorted(old_lines - set(lines))
            print(f"The public API changed: {len(added)} added, {len(removed)} removed.", file=sys.stderr)
            for line in added[:40]:
                print(f"  + {line}", file=sys.stderr)
            for line in removed[:40]:
                print(f"  - {line}", file=sys.stderr)
            print("If the change is meant, run python3 Tests/Tools/public_api.py and commit API/public-api.txt.",
                  file=sys.stderr)
            sys.exit(1)
        print(f"The public API is as API/public-api.txt says: {len(lines)} declarations.")
    else:
        DUMP.write_text(header + text)
        print(f"Wrote API/public-api.txt: {len(lines)} declarations.")


if __name__ == "__main__":
    main()
