"""Times Pillow decoding PNG files, for the failing-checks benchmark.

    python3 pillow_decode.py RUNS FILE...

Reads every file into memory first, then times decoding them all to pixels, RUNS times. Prints
the median seconds.
"""
import io
import statistics
import sys
import time

from PIL import Image


def main():
    runs, paths = int(sys.argv[1]), sys.argv[2:]
    contents = [open(path, "rb").read() for path in paths]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for data in contents:
            Image.open(io.BytesIO(data)).load()
        times.append(time.perf_counter() - start)
    print(statistics.median(times))


main()
