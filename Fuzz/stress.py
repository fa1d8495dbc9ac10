#!/usr/bin/env python3
"""Kill and race tests for the reference store: `safearea verify --record all` is killed with
SIGKILL at random moments (each after half the references were removed, so that it is
writing), and several processes record into one store at once. After each,
every reference under the store must be a whole PNG (chunk CRCs, image data inflating to exactly
its rows), and `verify --record never` must pass once the missing ones are recorded.

Usage: Fuzz/stress.py [--kills N] [--rounds N] [--writers N] [--binary PATH]
Prints one line per trial and a summary; exits 1 when any reference was found damaged.
"""
import argparse
import glob
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREENS = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.json")) + glob.glob(os.path.join(ROOT, "Examples", "*.yaml")))
DEVICES = "iphone-16,iphone-se-3"


def png_problem(path):
    """Why the file at `path` is not a whole 8-bit RGBA or RGB PNG, or None."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return "no PNG signature"
    offset, idat, header, ended = 8, b"", None, False
    while offset + 12 <= len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length] or b"\0\0\0\0")
        if len(body) != length or zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return f"chunk {kind!r} is cut or its CRC is wrong"
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            ended = True
            break
        offset += 12 + length
    if not header or not ended:
        return "no IHDR or no IEND"
    width, height, depth, color = header[:4]
    channels = {6: 4, 2: 3}.get(color)
    if depth != 8 or channels is None:
        return f"unexpected colour type {color} or depth {depth}"
    try:
        rows = zlib.decompress(idat)
    except zlib.error as error:
        return f"image data does not inflate: {error}"
    if len(rows) != height * (1 + width * channels):
        return "image data is not the size of its rows"
    return None


def scan(store):
    """(references, damaged, leftover temporary files) under `store`."""
    references, damaged, leftovers = 0, [], 0
    for folder, _, names in os.walk(store):
        for name in names:
            path = os.path.join(folder, name)
            if name.endswith(".tmp"):
                leftovers += 1
            elif name.endswith(".png"):
                # A link whose file this script removed is a missing reference, as for the store:
                # the next recording writes it again.
                if not os.path.exists(path):
                    continue
                references += 1
                problem = png_problem(path)
                if problem:
                    damaged.append(f"{path}: {problem}")
    return references, damaged, leftovers


def verify(binary, store, record):
    return subprocess.Popen(
        [binary, "verify", *SCREENS, "--root", store, "--record", record, "--devices", DEVICES],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def settles(binary, store):
    """Whether recording what is missing, then checking everything, passes."""
    verify(binary, store, "missing").wait()
    check = verify(binary, store, "never")
    _, errors = check.communicate()
    return check.returncode == 0, errors.decode(errors="replace")[-400:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "safearea"))
    arguments = parser.parse_args()
    random.seed(2026)
    work = tempfile.mkdtemp(prefix="safearea-stress-")
    failures = 0
    try:
        store = os.path.join(work, "kill")
        started = time.monotonic()
        verify(arguments.binary, store, "all").wait()
        full = time.monotonic() - started
        total_leftovers = 0
        for trial in range(arguments.kills):
            # Half the references go, so that the killed run is writing when the signal comes.
            for path in glob.glob(os.path.join(store, "*", "*.png")):
                if random.random() < 0.5:
                    os.remove(path)
            process = verify(arguments.binary, store, "all")
            delay = random.uniform(0.05, full)
            time.sleep(delay)
            process.send_signal(signal.SIGKILL)
            process.wait()
            references, damaged, leftovers = scan(store)
            total_leftovers += leftovers
            passed, errors = settles(arguments.binary, store)
            failures += len(damaged) + (0 if passed else 1)
            print(f"kill {trial + 1}: after {delay:.2f} s of {full:.2f}: {references} references, "
                  f"{len(damaged)} damaged, {leftovers} temporary files left; "
                  f"{'verify passes' if passed else 'verify FAILS: ' + errors}")
            for line in damaged:
                print("  " + line)
        print(f"kills: {arguments.kills}, damaged references: {failures}, "
              f"temporary files left by killed runs (hidden, .NAME.PID.tmp): {total_leftovers}")
        store = os.path.join(work, "race")
        race_failures = 0
        for round_ in range(arguments.rounds):
            # An empty store each round: every writer records every reference.
            shutil.rmtree(store, ignore_errors=True)
            writers = [verify(arguments.binary, store, "all") for _ in range(arguments.writers)]
            codes = [writer.wait() for writer in writers]
            references, damaged, leftovers = scan(store)
            passed, errors = settles(arguments.binary, store)
            race_failures += len(damaged) + leftovers + (0 if passed else 1)
            print(f"race {round_ + 1}: {arguments.writers} writers exited {codes}: {references} references, "
                  f"{len(damaged)} damaged, {leftovers} temporary files left; "
                  f"{'verify passes' if passed else 'verify FAILS: ' + errors}")
        print(f"races: {arguments.rounds} × {arguments.writers} writers, problems: {race_failures}")
        failures += race_failures
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("result: " + ("clean" if failures == 0 else f"{failures} problems"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
