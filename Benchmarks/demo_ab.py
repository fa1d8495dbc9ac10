#!/usr/bin/env python3
"""Images per second of `safearea demo` for two builds, run alternately on the same machine.

    python3 Benchmarks/demo_ab.py BEFORE_BINARY AFTER_BINARY [--runs 5]

Each run renders the demo's whole matrix into a fresh folder; the runs alternate A, B, A, B so that
both builds see the same machine. It prints each run, then the median wall time, the images per
second and the ratio of B to A. Build each revision with `swift build -c release --product safearea`
(a second checkout: `git worktree add /tmp/before REV`).
"""

import argparse
import pathlib
import shutil
import statistics
import subprocess
import tempfile
import time


def run(binary, folder):
    shutil.rmtree(folder, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run([binary, "demo", "--out", str(folder)], check=True, stdout=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    images = sum(1 for _ in pathlib.Path(folder).rglob("*.png"))
    return elapsed, images


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    times = {"before": [], "after": []}
    images = {}
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(arguments.runs):
            for name in ("before", "after"):
                elapsed, count = run(getattr(arguments, name), pathlib.Path(scratch) / name)
                times[name].append(elapsed)
                images[name] = count
                print(f"run {index + 1} {name}: {elapsed:.2f} s, {count} images")
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name in ("before", "after"):
        print(f"{name}: median {medians[name]:.2f} s (range {min(times[name]):.2f}–{max(times[name]):.2f}), "
              f"{images[name] / medians[name]:.1f} images/s")
    ratio = (images["after"] / medians["after"]) / (images["before"] / medians["before"])
    print(f"after / before images per second: {ratio:.3f}")


if __name__ == "__main__":
    main()
