#!/usr/bin/env python3
"""Writes the table of comparisons against the peers from a bench.py results file.

    python3 Benchmarks/readme_table.py [RESULTS] [TARGET]

RESULTS defaults to Benchmarks/results.json and TARGET to Benchmarks/RESULTS.md. The table replaces
what lies between the `<!-- bench:begin -->` and `<!-- bench:end -->` lines, so the figures there
are always those of one run of bench.py, never copied by hand.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"


def seconds(value):
    return f"{value:.3f} s" if value >= 0.01 else f"{value * 1000:.2f} ms"


def error(value):
    return f"{value:.0e}" if value else "0"


def span(values):
    return f"{seconds(values[0])}–{seconds(values[1])}"


def table(results):
    machine = results["machine"]
    lines = [
        f"Measured by `python3 Benchmarks/bench.py` ({results['mode']} run, medians of {results['runs']}) on "
        f"{machine['date']}: {machine['cores']} cores, {machine['system']}.",
        "Runs alternate between SafeAreaKit and each peer. Speed is the peer's median time over ours: 3.00× "
        "means three times as fast. A solver's worst required error is the most by which its solution breaks a "
        "required constraint.",
        "",
        "| comparison | input | peer | SafeAreaKit (median, range) | peer (median) | speed |",
        "|---|---|---|---|---|---|",
    ]
    for row in results["table"]:
        ours = f"{seconds(row['ours'])} ({span(row['oursRange'])})"
        if "oursRate" in row:
            ours += f", {row['oursRate']}"
        if "oursBytes" in row:
            ours += f", {row['oursBytes']:,} bytes"
        if "oursWorstError" in row:
            ours += f", worst required error {error(row['oursWorstError'])}"
        if "peer" in row:
            peer = ("stopped at " if row["peerStopped"] else "") + seconds(row["peerMedian"])
            if "peerBytes" in row:
                peer += f", {row['peerBytes']:,} bytes"
            if "peerWorstError" in row:
                peer += f", worst required error {error(row['peerWorstError'])}"
            speed = ("≥ " if row["peerStopped"] else "") + f"**{row['speed']:.2f}×**"
            lines.append(f"| {row['comparison']} | {row['input']} | {row['peer']} | {ours} | {peer} | {speed} |")
        else:
            detail = f"CPU {row['cpuUse']:.2f} cores, peak {row['peakMegabytes']:.0f} MB" if "cpuUse" in row else ""
            lines.append(f"| {row['comparison']} | {row['input']} | — | {ours} | {detail} | |")
    if results["missingPeers"]:
        lines += ["", f"Peers missing from that run: {', '.join(results['missingPeers'])}."]
    return "\n".join(lines)


def main():
    results_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "results.json")
    readme_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "RESULTS.md")
    with open(results_path) as results_file:
        results = json.load(results_file)
    with open(readme_path) as readme_file:
        readme = readme_file.read()
    if BEGIN not in readme or END not in readme:
        sys.exit(f"readme_table.py: {readme_path} has no {BEGIN} … {END} section")
    before, rest = readme.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    with open(readme_path + ".tmp", "w") as output:
        output.write(f"{before}{BEGIN}\n{table(results)}\n{END}{after}")
    os.replace(readme_path + ".tmp", readme_path)


main()
