#!/usr/bin/env python3
"""Lists the public API a team gets from the package's library products, one declaration a line.

    python3 Tests/Tools/public_api.py            # rewrite API/public-api.txt
    python3 Tests/Tools/public_api.py --check    # fail when the API differs from API/public-api.txt

It reads the symbol graphs `swift package dump-symbol-graph` writes (after a build, in seconds)
and keeps what a user can name: for each library product, the public declarations of its own
module, of the modules it re-exports whole and of the types it re-exports by name, with their
members. SPI declarations (`@_spi(Internals)`: public because the language requires it, or for
this repository's benchmarks) are not API and are left out. The header counts what each
product's import gives. CI runs the check, so that a change to the API shows in review as a change
to the file.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DUMP = ROOT / "API" / "public-api.txt"
# The library products' modules, which users import by name.
PRODUCTS = ["SafeAreaKit", "SafeAreaRendering", "SafeAreaTesting", "SafeAreaSnapshotTesting", "SafeAreaSwiftUITesting", "DeviceGeometry", "Cassowary"]
EXPORT = re.compile(r"^(?:@_spi\(\w+\) )?@_exported import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?(\w+)(?:\.(\w+))?", re.M)


def exports(product):
    """The modules `product` gives whole (itself and those it re-exports whole, transitively) and
    the names it re-exports from others."""
    whole, named = {product}, {}
    for source in (ROOT / "Sources" / product).glob("*.swift"):
        for module, name in EXPORT.findall(source.read_text()):
            if name:
                named.setdefault(module, set()).add(name)
            elif module in PRODUCTS and module != product:
                inner_whole, inner_named = exports(module)
                whole |= inner_whole
                for key, names in inner_named.items():
                    named.setdefault(key, set()).update(names)
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
    """Every public declaration by module, and for each product the ones its import gives."""
    graphs = {}
    for path in symbol_graphs():
        module = path.name.split(".")[0].split("@")[0]
        for symbol in json.loads(path.read_text())["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            components = symbol["pathComponents"]
            declaration = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
            line = f"{module}.{'.'.join(components)} | {declaration}"
            graphs.setdefault(module, []).append((components[0], line, symbol["kind"]["identifier"] == "swift.enum.case"))
    per_product, lines = {}, set()
    for product in PRODUCTS:
        whole, named = exports(product)
        given = {(line, is_case) for module, entries in graphs.items() for top, line, is_case in entries
                 if module in whole or top in named.get(module, ())}
        per_product[product] = given
        lines |= {line for line, _ in given}
    return sorted(lines), per_product


def main():
    lines, per_product = declarations()
    text = "".join(line + "\n" for line in lines)
    counts = ", ".join(
        f"{product} {sum(not is_case for _, is_case in given)}" for product, given in per_product.items())
    header = f"# The public API of SafeAreaKit's library products: {len(lines)} declarations with enum cases.\n" \
             f"# What each product's import gives, without enum cases: {counts}.\n" \
             "# Written by Tests/Tools/public_api.py; review changes to it like code.\n"
    if "--check" in sys.argv:
        old = DUMP.read_text() if DUMP.exists() else ""
        if old != header + text:
            old_lines = set(old.splitlines()[3:])
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
