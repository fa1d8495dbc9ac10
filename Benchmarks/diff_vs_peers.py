"""Times `safearea diff` beside its peers on two pairs of PNGs, in the same run.

    python3 diff_vs_peers.py [--runs N] [--json FILE]   (from the Benchmarks folder; N defaults to 5)

The first pair is the tab-app example rendered on an iPhone 16 Pro Max (1320 x 2868 pixels) and the
same render with a small change drawn in: what a snapshot test compares. The second is a generated
pair of a different kind, text-heavy and graded: lines of text over a vertical gradient, and the
same with one line moved and the gradient a step darker. Every tool runs as a whole process,
writing a diff image where it can; the runs alternate between the tools, so that each sees the
same machine. The script prints each median wall time and our time as a share of each peer's, and
with --json writes the runs as records for bench.py. It builds the release binary of the main
package first.

Peers: a Pillow ImageChops.difference script, ImageMagick `compare -metric AE`, and the
`pixelmatch` command of the pixelmatch-fast package (pip). A peer that is missing is skipped.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageDraw, ImageFont

RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
JSON = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
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


def snapshot_pair(folder):
    """The tab-app render and a copy with a red bar drawn in."""
    subprocess.run([SAFEAREA, "render", os.path.join(ROOT, "Examples", "tab-app.yaml"), "--device", "iphone-16-pro-max",
                    "--orientation", "portrait", "--out", folder], check=True, stdout=subprocess.DEVNULL)
    reference = os.path.join(folder, "tab-app", "iphone-16-pro-max.portrait.png")
    actual = os.path.join(folder, "snapshot-actual.png")
    image = Image.open(reference).convert("RGB")
    ImageDraw.Draw(image).rectangle((600, 1400, 760, 1460), fill=(255, 59, 48))
    image.save(actual)
    return reference, actual


def text_pair(folder):
    """Text over a gradient, 1290 x 2796, and the same with a line moved and the gradient darker."""
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 34)
    except OSError:
        font = ImageFont.load_default(size=34)
    paths = []
    for variant in (0, 1):
        image = Image.new("RGB", (1290, 2796))
        draw = ImageDraw.Draw(image)
        for y in range(2796):
            shade = 255 - y * 80 // 2796 - variant * 2
            draw.line((0, y, 1289, y), fill=(shade, shade, 255 - y * 40 // 2796))
        for line in range(60):
            x = 40 + (12 if variant and line == 30 else 0)
            draw.text((x, 30 + line * 45), f"{line:02d} The quick brown fox jumps over the lazy dog, {line * 7} times.",
                      fill=(20, 20, 20), font=font)
        path = os.path.join(folder, f"text-{variant}.png")
        image.save(path)
        paths.append(path)
    return paths


def tools(reference, actual, out):
    candidates = [
        ("SafeAreaKit", True, [SAFEAREA, "diff", reference, actual, "--out", out("ours.png")], SAFEAREA),
        ("Pillow", False, [sys.executable, "-c", PILLOW, reference, actual, out("pillow.png")], sys.executable),
        ("ImageMagick", False, ["compare", "-metric", "AE", reference, actual, out("magick.png")], "compare"),
        ("pixelmatch-fast", False, ["pixelmatch", reference, actual, "-o", out("pixelmatch.png")], "pixelmatch"),
    ]
    available = [tool for tool in candidates if shutil.which(tool[3]) or os.path.exists(tool[3])]
    for name, _, _, program in candidates:
        if (name, program) not in [(tool[0], tool[3]) for tool in available]:
            print(f"diff_vs_peers.py: {name} is missing ({program}); skipped", file=sys.stderr)
    return available


def main():
    subprocess.run(["swift", "build", "-c", "release", "--product", "safearea"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    folder = tempfile.mkdtemp(prefix="diff-bench-")
    records = []
    for title, (reference, actual) in (("snapshot pair", snapshot_pair(folder)), ("text and gradient pair", text_pair(folder))):
        width, height = Image.open(reference).size
        out = lambda name: os.path.join(folder, name)
        measured = tools(reference, actual, out)
        times = {name: [] for name, *_ in measured}
        for _ in range(RUNS):
            for name, _, command, _ in measured:
                start = time.perf_counter()
                subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
                times[name].append(time.perf_counter() - start)
        print(f"{title}, {width} x {height} pixels, median of {RUNS} alternating runs of each whole process")
        ours = statistics.median(times["SafeAreaKit"])
        print(f"{'tool':20} {'median s':>9} {'ours / theirs':>14}")
        for name, is_ours, *_ in measured:
            seconds = statistics.median(times[name])
            print(f"{name:20} {seconds:9.3f} {ours / seconds:14.2f}")
            records.append({"comparison": "diff", "input": f"{title}, {width} × {height}", "tool": name,
                            "isOurs": is_ours, "seconds": times[name]})
        print()
    shutil.rmtree(folder, ignore_errors=True)
    if JSON:
        with open(JSON, "w") as output:
            json.dump(records, output)


main()
