"""Times `safearea diff` beside its peers on one pair of snapshot-like PNGs, in the same run.

    python3 diff_vs_peers.py [--runs N]      (from the Benchmarks folder; N defaults to 5)

The pair is the tab-app example rendered on an iPhone 16 Pro Max (1320 x 2868 pixels) and the
same render with a small change drawn in. Every tool runs as a whole process, writing a diff
image where it can; the script prints each median wall time and our time as a share of each
peer's. It builds the release binary of the main package first.

Peers: a Pillow ImageChops.difference script, ImageMagick `compare -metric AE`, and the
`pixelmatch` command of the pixelmatch-fast package (pip).
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageDraw

RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAFEAREA = os.path.join(ROOT, ".build", "release", "safearea")
PILLOW = """
import sys
from PIL import Image, ImageChops
a, b = Image.open(sys.argv[1]).convert("RGB"), Image.open(sys.argv[2]).convert("RGB")
difference = ImageChops.difference(a, b)
difference.save(sys.argv[3])
print(difference.getbbox())
"""


def median_seconds(command):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    subprocess.run(["swift", "build", "-c", "release", "--product", "safearea"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    folder = tempfile.mkdtemp(prefix="diff-bench-")
    subprocess.run([SAFEAREA, "render", os.path.join(ROOT, "Examples", "tab-app.yaml"), "--device", "iphone-16-pro-max",
                    "--orientation", "portrait", "--out", folder], check=True, stdout=subprocess.DEVNULL)
    reference = os.path.join(folder, "tab-app", "iphone-16-pro-max.portrait.png")
    actual = os.path.join(folder, "actual.png")
    image = Image.open(reference).convert("RGB")
    ImageDraw.Draw(image).rectangle((600, 1400, 760, 1460), fill=(255, 59, 48))
    image.save(actual)
    width, height = image.size
    out = lambda name: os.path.join(folder, name)
    tools = [
        ("safearea diff --out", [SAFEAREA, "diff", reference, actual, "--out", out("ours.png")]),
        ("Pillow ImageChops.difference", [sys.executable, "-c", PILLOW, reference, actual, out("pillow.png")]),
        ("ImageMagick compare -metric AE", ["compare", "-metric", "AE", reference, actual, out("magick.png")]),
        ("pixelmatch-fast", ["pixelmatch", reference, actual, "-o", out("pixelmatch.png")]),
    ]
    print(f"{width} x {height} pixels, median of {RUNS} runs of each whole process\n")
    results = [(name, median_seconds(command)) for name, command in tools]
    ours = results[0][1]
    print(f"{'tool':34} {'median s':>9} {'ours / theirs':>14}")
    for name, seconds in results:
        print(f"{name:34} {seconds:9.3f} {ours / seconds:14.2f}")


main()
