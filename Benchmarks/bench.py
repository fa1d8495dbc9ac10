#!/usr/bin/env python3
"""Every comparison against SafeAreaKit's peers, in one run, as one table and one JSON file.

    python3 Benchmarks/bench.py [--quick] [--only PARTS] [--runs N] [--json FILE] [--check FLOORS]
        [--no-install]

Builds the release binaries, installs the peers that are missing (pip: kiwisolver, pillow,
cairocffi, skia-python, pixelmatch-fast; apt: imagemagick), then measures on the same inputs in
the same run:

- render + encode: three demo screens at 3×, drawn from one display list by SafeAreaKit's canvas,
  cairo and Skia, each writing PNG (render-vs-peers);
- PNG encode and decode: the renderer's images, by SafeAreaKit, libpng's default settings and Pillow;
- diff: `safearea diff` beside Pillow, ImageMagick and pixelmatch-fast on two pairs of images, whole
  processes (diff_vs_peers.py);
- solver: form-like, chain, stack, grid and owned-chain systems, and copies of a real storyboard
  scene's resolved system, of 1,000 to 50,000 constraints beside kiwisolver, which is stopped
  after a time limit (solver-vs-kiwi);
- layout: a form of about 1,000 views on the whole matrix, devices sharing layouts, laid out by
  the SwiftUI engine beside the same rows laid out by the Auto Layout engine (layout-matrix);
- SwiftUI source: the fixture package's screen files read from source, laid out and audited on
  one device (`safearea audit`), beside the Swift compiler only parsing them (`swiftc -parse`),
  whole processes, in files per second (source);
- the whole job: demo, verify of the whole matrix, audit of every example and corpus file, and the
  gallery build, each under /usr/bin/time -v for wall time, CPU use and peak memory;
- a whole app (app): a synthetic app of 300 screens, half spec files and half Interface Builder
  scenes (copies of the examples and of the fixtures' storyboards and xibs under new names),
  audited and verified on the whole matrix, once each, beside the same for 30 of its screens, so
  that the peak memory of both shows whether it follows the work in flight or the app's size.
  With it, two inputs large enough to have hung the toolkit: the gallery of a report of 100,000
  entries, and the audit of an argent trajectory of 6,000 describe steps.

Prints one table of medians, ranges and speed against each peer (the peer's median time over
ours: 3.0 means three times as fast), names the peers that were missing, and writes the runs and
the table to FILE (default Benchmarks/results.json, or Benchmarks/.build/quick-results.json for
a quick run). `--quick` runs fewer, smaller cases and
skips the whole job; `--check FLOORS` then fails when a speed falls more than 30 % below its
recorded floor in two runs in a row. `--only render,solver,layout,diff,source,job,app` runs those
parts alone; a full run runs them all (the app takes about ten minutes). `Benchmarks/readme_table.py`
writes the table in Benchmarks/RESULTS.md from the JSON file.
"""
import argparse
import glob
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SAFEAREA = os.path.join(ROOT, ".build", "release", "safearea")
NOISE = 0.30
PIP_PEERS = {"kiwisolver": "kiwisolver", "PIL": "pillow", "cairocffi": "cairocffi", "skia": "skia-python",
             "pixelmatch": "pixelmatch-fast"}
APT_PEERS = {"compare": "imagemagick", "/usr/bin/time": "time"}


def arguments():
    """The command line, with --help from this file's docstring and a clear error for any other option."""
    summary, _usage, details = __doc__.split("\n\n", 2)
    parser = argparse.ArgumentParser(description=f"{summary}\n\n{details}",
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer, smaller cases, without the whole job")
    parser.add_argument("--only", metavar="PARTS", help="a comma-separated subset of render,solver,layout,diff,source,job,app")
    parser.add_argument("--runs", type=int, help="rounds per case (default 3 quick, 5 full)")
    parser.add_argument("--json", metavar="FILE", help="where to write the runs and the table")
    parser.add_argument("--check", metavar="FLOORS", help="fail when a speed falls 30 %% below its floor twice")
    parser.add_argument("--no-install", action="store_true", help="use only the peers already installed")
    parsed = parser.parse_args()
    parsed.runs = parsed.runs or (3 if parsed.quick else 5)
    default_output = os.path.join(HERE, ".build", "quick-results.json") if parsed.quick else os.path.join(
        HERE, "results.json")
    parsed.json = parsed.json or default_output
    parsed.only = (parsed.only or ("render,solver,diff,source" if parsed.quick else "render,solver,layout,diff,source,job,app")
                   ).split(",")
    unknown = [part for part in parsed.only if part not in ("render", "solver", "layout", "diff", "source", "job", "app")]
    if unknown:
        parser.error(f"--only: unknown part {', '.join(unknown)}; the parts are render, solver, layout, diff, source, job and app")
    return parsed


def installed(module):
    return subprocess.run([sys.executable, "-c", f"import {module}"], stderr=subprocess.DEVNULL).returncode == 0


def install_peers(allowed):
    """Installs the missing peers where the machine allows it; returns the ones still missing."""
    missing_pip = [package for module, package in PIP_PEERS.items() if not installed(module)]
    missing_apt = [package for program, package in APT_PEERS.items() if not shutil.which(program)]
    if allowed:
        if missing_pip:
            print(f"bench: installing {' '.join(missing_pip)} from PyPI", file=sys.stderr)
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", *missing_pip], check=False)
        if missing_apt and shutil.which("apt-get") and os.geteuid() == 0:
            print(f"bench: installing {' '.join(missing_apt)} from Debian", file=sys.stderr)
            environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
            quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "env": environment, "check": False}
            subprocess.run(["apt-get", "update", "-qq"], **quiet)
            subprocess.run(["apt-get", "install", "-y", "-qq", *missing_apt], **quiet)
    return ([package for module, package in PIP_PEERS.items() if not installed(module)]
            + [package for program, package in APT_PEERS.items() if not shutil.which(program)])


def build(parts):
    if "diff" in parts or "job" in parts or "source" in parts or "app" in parts:
        subprocess.run(["swift", "build", "-c", "release", "--product", "safearea"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    for part, product in (("solver", "solver-vs-kiwi"), ("render", "render-vs-peers"), ("layout", "layout-matrix")):
        if part not in parts:
            continue
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=HERE, check=True,
                       stdout=subprocess.DEVNULL)


def records_of(command, scratch, name):
    """Runs a benchmark that writes records with --json; returns them."""
    path = os.path.join(scratch, f"{name}.json")
    subprocess.run(command + ["--json", path], cwd=HERE, check=True, stdout=subprocess.DEVNULL)
    with open(path) as records:
        return json.load(records)


def auditable_alone(paths):
    """The files `safearea audit` reads without a device named (argent's captures and a dump of a
    screen the catalog lacks need one)."""
    return [path for path in paths
            if subprocess.run([SAFEAREA, "audit", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 2]


def whole_job(scratch, runs):
    """Wall time, CPU use and peak memory of the commands a user runs, under /usr/bin/time -v."""
    examples = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.json")) + glob.glob(os.path.join(ROOT, "Examples", "*.yaml")))
    corpus = os.path.join(ROOT, "..", "shared", "corpus")
    corpus_files = auditable_alone(sorted(
        path for folder in ("A-interface-builder", "B-hierarchy-dumps")
        for path in glob.glob(os.path.join(corpus, folder, "*")) if not path.endswith(".md")))
    demo, references, report = (os.path.join(scratch, name) for name in ("demo", "references", "report"))
    # (title, command, exit codes that mean success, the command that prepares its input)
    jobs = [
        ("demo: the 12 examples on every device and orientation (2,340 images)", [SAFEAREA, "demo", "--out", demo], {0}, None),
        ("verify of the 8 examples on the whole matrix, every reference matching",
         [SAFEAREA, "verify", *examples, "--root", references, "--record", "never"], {0},
         [SAFEAREA, "verify", *examples, "--root", references, "--record", "all"]),
        (f"audit of every example and corpus file ({len(examples) + len(corpus_files)} files)",
         [SAFEAREA, "audit", *examples, *corpus_files], {0, 1}, None),
        ("gallery of the demo's report", [SAFEAREA, "gallery", report, "--out", os.path.join(scratch, "site")], {0},
         [SAFEAREA, "demo", "--report", report, "--out", os.path.join(scratch, "demo-report")]),
    ]
    records = []
    for title, command, success, setup in jobs:
        if setup:
            subprocess.run(setup, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        walls, cpus, peaks = [], [], []
        for _ in range(runs):
            shutil.rmtree(demo, ignore_errors=True)
            shutil.rmtree(os.path.join(scratch, "site"), ignore_errors=True)
            wall, cpu, peak = timed(command, success)
            walls.append(wall)
            cpus.append(cpu)
            peaks.append(peak)
        records.append({"comparison": "whole job", "input": title, "tool": "SafeAreaKit", "isOurs": True,
                        "seconds": walls, "cpuSeconds": cpus, "peakMegabytes": peaks})
    return records


def timed(command, success):
    """Wall seconds, CPU seconds and peak megabytes of one run of `command` under /usr/bin/time -v."""
    result = subprocess.run(["/usr/bin/time", "-v", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True, check=False)
    figures = dict(re.findall(r"^\s*(.+?): (.+)$", result.stderr, re.MULTILINE))
    status = int(figures.get("Exit status", "-1"))
    if status not in success:
        sys.exit(f"bench: {' '.join(command[:3])} … exited {status}:\n{result.stderr[-2000:]}")
    clock = figures["Elapsed (wall clock) time (h:mm:ss or m:ss)"].split(":")
    wall = sum(float(part) * 60 ** index for index, part in enumerate(reversed(clock)))
    cpu = float(figures["User time (seconds)"]) + float(figures["System time (seconds)"])
    return wall, cpu, int(figures["Maximum resident set size (kbytes)"]) / 1024


def large_inputs(scratch):
    """The gallery of a report of 100,000 entries (copies of a real run's entries on an iPhone 8,
    under screens of their own) and the audit of an argent trajectory of 6,000 describe steps of 12
    elements each, once each: wall time, CPU use and peak memory."""
    run = os.path.join(scratch, "small-report")
    subprocess.run([SAFEAREA, "verify", os.path.join(ROOT, "Examples", "login-form.json"), "--devices", "iphone-8",
                    "--root", os.path.join(scratch, "small-store"), "--report", run],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    with open(os.path.join(run, "report.json")) as file:
        report = json.load(file)
    originals = report["entries"]
    entries = []
    for index in range(100_000):
        entry = dict(originals[index % len(originals)], screen=f"screen-{index // len(originals):06d}")
        # One entry in a hundred keeps its findings, so that the report stays under the 64 MiB a file may have.
        entry["findings"] = [dict(finding, screen=entry["screen"]) for finding in entry["findings"]] if index % 100 == 0 else []
        entries.append(entry)
    large = os.path.join(scratch, "large-report")
    shutil.copytree(run, large)
    with open(os.path.join(large, "report.json"), "w") as file:
        json.dump(dict(report, entries=entries), file)
    elements = "\n".join(["ROOT  AXGroup (0, 0, 1, 1)"] + [
        f'AXButton "Button {index}"  (0.{index:02d}, 0.{index * 7 % 90:02d}, 0.1, 0.05)' for index in range(12)])
    steps = [{"call": {"name": "describe"}, "observation": {"text": elements}}, {"call": {"name": "tap"}}] * 6_000
    trajectory = os.path.join(scratch, "trajectory.json")
    with open(trajectory, "w") as file:
        json.dump([{"meta": {"id": "long"}, "steps": steps}], file)
    records = []
    for title, command in (
            ("gallery of a report of 100,000 entries", [SAFEAREA, "gallery", large, "--out", os.path.join(scratch, "large-site")]),
            ("audit of an argent trajectory of 6,000 describe steps",
             [SAFEAREA, "audit", trajectory, "--device", "iphone-17-pro"])):
        wall, cpu, peak = timed(command, {0, 1})
        records.append({"comparison": "whole app", "input": title, "tool": "SafeAreaKit", "isOurs": True,
                        "seconds": [wall], "cpuSeconds": [cpu], "peakMegabytes": [peak]})
    return records


def synthetic_app(folder, screens):
    """Writes an app of `screens` screens into `folder`, half spec files (the examples, each under a
    name of its own) and half Interface Builder scenes (the fixtures' storyboards and xibs copied
    under new names, each copy's scenes screens of their own); returns the files."""
    os.makedirs(folder, exist_ok=True)
    examples = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.json")) + glob.glob(os.path.join(ROOT, "Examples", "*.yaml")))
    interface_builder = sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "interface-builder", "*.storyboard"))
                               + glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "interface-builder", "*.xib")))
    scenes = {}
    for path in interface_builder:
        result = subprocess.run([SAFEAREA, "audit", path, "--device", "iphone-8", "--orientation", "portrait", "--format",
                                 "json"], capture_output=True, text=True, check=False)
        scenes[path] = len(json.loads(result.stdout)["summary"]["screens"]) if result.returncode in (0, 1) else 0
    files, spec_count, scene_count, copy = [], 0, 0, 0
    while spec_count < screens // 2:
        source = examples[copy % len(examples)]
        with open(source) as file:
            text = file.read()
        name = f"screen-{copy:03d}"
        if source.endswith(".json"):
            document = json.loads(text)
            document["name"] = name
            text = json.dumps(document)
        else:
            text = re.sub(r"^name: .*$", f"name: {name}", text, count=1, flags=re.MULTILINE)
        path = os.path.join(folder, f"{name}{os.path.splitext(source)[1]}")
        with open(path, "w") as file:
            file.write(text)
        files.append(path)
        spec_count, copy = spec_count + 1, copy + 1
    usable = [path for path in interface_builder if scenes[path] > 0]
    while scene_count < screens - spec_count:
        source = usable[copy % len(usable)]
        path = os.path.join(folder, f"scenes-{copy:03d}{os.path.splitext(source)[1]}")
        shutil.copyfile(source, path)
        files.append(path)
        scene_count, copy = scene_count + scenes[source], copy + 1
    return files


def whole_app(scratch):
    """Audit and verify of a synthetic app of 300 screens on the whole matrix, and of 30 of them,
    once each: wall time, CPU use and peak memory. The references are drawn at scale 1, so that
    recording 300 screens' takes minutes, not the better part of an hour."""
    records = []
    for screens in (30, 300):
        files = synthetic_app(os.path.join(scratch, f"app-{screens}"), screens)
        references = os.path.join(scratch, f"app-{screens}-references")
        subprocess.run([SAFEAREA, "verify", *files, "--root", references, "--scale", "1", "--record", "all"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        for title, command in (
                (f"audit of a synthetic app of {screens} screens on the whole matrix", [SAFEAREA, "audit", *files]),
                (f"verify of a synthetic app of {screens} screens on the whole matrix at scale 1, every reference matching",
                 [SAFEAREA, "verify", *files, "--root", references, "--scale", "1", "--record", "never"])):
            wall, cpu, peak = timed(command, {0, 1})
            records.append({"comparison": "whole app", "input": title, "tool": "SafeAreaKit", "isOurs": True,
                            "seconds": [wall], "cpuSeconds": [cpu], "peakMegabytes": [peak]})
    return records


def source_files(runs):
    """SwiftUI screen files read, laid out and audited on one device by `safearea audit`, beside
    the Swift compiler parsing the same files and nothing more; whole processes."""
    screens = os.path.join(ROOT, "Tests", "Fixtures", "SwiftUIScreens", "Sources", "Harbour", "Screens")
    files = sorted(glob.glob(os.path.join(screens, "**", "*.swift"), recursive=True))
    lines = sum(sum(1 for _ in open(path)) for path in files)
    title = f"{len(files)} SwiftUI screen files ({lines:,} lines) of the fixture package"
    commands = [("SafeAreaKit", True, [SAFEAREA, "audit", *files, "--devices", "iphone-16-pro", "--orientations", "portrait"]),
                ("swiftc -parse", False, ["swiftc", "-parse", *files])]
    records = []
    for tool, ours, command in commands:
        if not ours and shutil.which("swiftc") is None:
            continue
        seconds = []
        for _ in range(runs):
            start = time.perf_counter()
            status = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            seconds.append(time.perf_counter() - start)
            if status not in (0, 1):
                sys.exit(f"bench: {tool} exited {status} on the SwiftUI files")
        records.append({"comparison": "SwiftUI source", "input": title, "tool": tool, "isOurs": ours, "seconds": seconds,
                        "work": len(files), "workUnit": "files"})
    return records


def rows(records):
    """One row per peer (or per measured job): our median and range, the peer's, and the speed."""
    table = []
    cases = []
    for record in records:
        key = (record["comparison"], record["input"])
        if key not in cases:
            cases.append(key)
    for comparison, case in cases:
        group = [record for record in records if (record["comparison"], record["input"]) == (comparison, case)]
        ours = next((record for record in group if record["isOurs"]), None)
        if ours is None:
            continue
        our_median = statistics.median(ours["seconds"])
        base = {"comparison": comparison, "input": case, "ours": our_median,
                "oursRange": [min(ours["seconds"]), max(ours["seconds"])]}
        if "work" in ours and ours.get("work"):
            base["oursRate"] = f"{ours['work'] / our_median:,.0f} {ours['workUnit']}/s"
        if ours.get("bytes"):
            base["oursBytes"] = ours["bytes"]
        if ours.get("worstError") is not None:
            base["oursWorstError"] = ours["worstError"]
        if "peakMegabytes" in ours:
            cpu = statistics.median(ours["cpuSeconds"])
            base["cpuUse"] = cpu / our_median
            base["peakMegabytes"] = max(ours["peakMegabytes"])
        peers = [record for record in group if not record["isOurs"]]
        if not peers:
            table.append(base)
        for peer in peers:
            peer_median = statistics.median(peer["seconds"])
            row = dict(base, peer=peer["tool"], peerMedian=peer_median,
                       peerRange=[min(peer["seconds"]), max(peer["seconds"])], speed=peer_median / our_median,
                       peerStopped=bool(peer.get("isLowerBound")))
            if peer.get("bytes"):
                row["peerBytes"] = peer["bytes"]
            if peer.get("worstError") is not None:
                row["peerWorstError"] = peer["worstError"]
            table.append(row)
    return table


def speed_text(row):
    return ("≥ " if row.get("peerStopped") else "") + f"{row['speed']:.2f}×"


def print_table(table):
    print(f"{'comparison':16} {'input':58} {'peer':22} {'ours s':>9} {'peer s':>9}  speed")
    for row in table:
        peer = row.get("peer", "—")
        peer_seconds = (">" if row.get("peerStopped") else "") + f"{row['peerMedian']:.4f}" if "peer" in row else ""
        extra = speed_text(row) if "peer" in row else (
            f"CPU {row['cpuUse']:.2f} cores, peak {row['peakMegabytes']:.0f} MB" if "cpuUse" in row else "")
        rate = f"  ({row['oursRate']})" if "oursRate" in row else ""
        print(f"{row['comparison']:16} {row['input'][:58]:58} {peer:22} {row['ours']:9.4f} {peer_seconds:>9}  {extra}{rate}")


def check(table, floors_path):
    """The speeds that fell more than the noise below their floors."""
    with open(floors_path) as floors_file:
        floors = json.load(floors_file)["floors"]
    failures = []
    for floor in floors:
        matching = [row for row in table if row.get("peer") == floor["peer"] and row["comparison"] == floor["comparison"]
                    and row["input"].startswith(floor["input"])]
        if not matching:
            failures.append(f"{floor['comparison']} / {floor['input']} / {floor['peer']}: not measured")
        for row in matching:
            if row["speed"] < floor["speed"] * (1 - NOISE):
                failures.append(f"{row['comparison']} / {row['input']} / {row['peer']}: {row['speed']:.2f}× "
                                f"is below the floor {floor['speed']:.2f}× less {NOISE:.0%}")
    return failures


def measure(parts, quick, runs):
    """The records of every part asked for."""
    scratch = tempfile.mkdtemp(prefix="bench-")
    records = []
    if "render" in parts:
        records += records_of([os.path.join(HERE, ".build", "release", "render-vs-peers"), "--runs", str(runs)], scratch,
                              "render")
    if "solver" in parts:
        sizes = "1000" if quick else "1000,10000,50000"
        # The quick systems take milliseconds, so more runs steady their medians.
        solver_runs = str(max(runs, 9) if quick else runs)
        records += records_of([os.path.join(HERE, ".build", "release", "solver-vs-kiwi"), "--runs", solver_runs,
                               "--sizes", sizes, "--peer-limit", "20" if quick else "60"], scratch, "solver")
    if "layout" in parts:
        records += records_of([os.path.join(HERE, ".build", "release", "layout-matrix"), "--runs", str(runs)], scratch,
                              "layout")
    if "diff" in parts:
        records += records_of([sys.executable, os.path.join(HERE, "diff_vs_peers.py"), "--runs", str(runs)], scratch,
                              "diff")
    if "source" in parts:
        records += source_files(runs)
    if "job" in parts:
        records += whole_job(scratch, 3)
    if "app" in parts:
        records += whole_app(scratch) + large_inputs(scratch)
    shutil.rmtree(scratch, ignore_errors=True)
    return records


def main():
    options = arguments()
    quick, runs, output, parts = options.quick, options.runs, options.json, options.only
    started = time.time()
    missing = install_peers(not options.no_install)
    build(parts)
    records = measure(parts, quick, runs)
    table = rows(records)
    print_table(table)
    if missing:
        print(f"\nmissing peers, skipped: {', '.join(missing)}")
    machine = {"system": platform.platform(), "processor": platform.processor() or platform.machine(),
               "cores": os.cpu_count(), "date": time.strftime("%Y-%m-%d"), "minutes": round((time.time() - started) / 60, 1)}
    with open(output + ".tmp", "w") as results:
        json.dump({"machine": machine, "mode": "quick" if quick else "full", "runs": runs, "missingPeers": missing,
                   "table": table, "records": records}, results, indent=1)
    os.replace(output + ".tmp", output)
    print(f"\nwrote {os.path.relpath(output)}")
    if options.check:
        failures = check(table, options.check)
        if failures:
            # A real regression fails twice; a moment of noise on a shared machine does not.
            print("bench: confirming with a second run", file=sys.stderr)
            again = check(rows(measure(parts, quick, runs)), options.check)
            failures = [failure for failure in again if failure.split(":")[0] in [f.split(":")[0] for f in failures]]
        for failure in failures:
            print(f"bench: slower than the floor: {failure}", file=sys.stderr)
        if failures:
            sys.exit(1)
        print("every speed is within 30 % of its floor or above it")


if __name__ == "__main__":
    main()
