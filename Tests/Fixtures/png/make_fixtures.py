#!/usr/bin/env python3
"""Writes the PNG decoding fixtures: every colour type, bit depth, transparency chunk and interlace
method, each as NAME.png with NAME.rgba, the 8-bit RGBA pixels it must decode to, and three broken
files. Pure Python (zlib only), independent of libpng. Run from anywhere: it writes beside itself.

Expected values follow SafeAreaKit's documented decoding: low bit depths expand to 8 bits
(v * 255 / (2^d - 1)), 16-bit samples scale with rounding (round(v * 255 / 65535)), tRNS makes the
matching grey/RGB value (or the palette entry's alpha) transparent, and no gamma is applied.
"""
import os
import struct
import zlib

WIDTH, HEIGHT = 13, 11
HERE = os.path.dirname(os.path.abspath(__file__))
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def scanlines(pixels, depth, interlace):
    """pixels[y][x] is a tuple of samples; returns the filtered (filter 0) image data."""
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    data = bytearray()
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, WIDTH, dx), range(y0, HEIGHT, dy)
        if not xs or not ys:
            continue
        for y in ys:
            data += b"\x00" + pack_row([s for x in xs for s in pixels[y][x]], depth)
    return bytes(data)


def write_png(name, color_type, depth, pixels, expected, interlace, palette=None, trns=None):
    ihdr = struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, 1 if interlace else 0)
    body = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if palette is not None:
        body += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        body += chunk(b"tRNS", trns)
    body += chunk(b"IDAT", zlib.compress(scanlines(pixels, depth, interlace), 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(body)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(bytes(v for y in range(HEIGHT) for x in range(WIDTH) for v in expected[y][x]))
    return body


def to8(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def sample(x, y, c, depth):
    top = (1 << depth) - 1
    return (x * 37 + y * 101 + c * 59 + x * y * 13) % (top + 1) if depth < 16 else (x * 4099 + y * 3329 + c * 20011 + x * y * 797) % 65536


def variants():
    for interlace in (False, True):
        suffix = "-adam7" if interlace else ""
        for depth in (1, 2, 4, 8, 16):
            px = [[(sample(x, y, 0, depth),) for x in range(WIDTH)] for y in range(HEIGHT)]
            exp = [[(to8(p[0], depth),) * 3 + (255,) for p in row] for row in px]
            yield f"gray{depth}{suffix}", 0, depth, px, exp, interlace, None, None
            key = px[3][4][0]
            exp_t = [[(to8(p[0], depth),) * 3 + ((0 if p[0] == key else 255),) for p in row] for row in px]
            yield f"gray{depth}-trns{suffix}", 0, depth, px, exp_t, interlace, None, struct.pack(">H", key)
        for depth in (8, 16):
            px = [[tuple(sample(x, y, c, depth) for c in range(3)) for x in range(WIDTH)] for y in range(HEIGHT)]
            exp = [[tuple(to8(v, depth) for v in p) + (255,) for p in row] for row in px]
            yield f"rgb{depth}{suffix}", 2, depth, px, exp, interlace, None, None
            key = px[5][6]
            exp_t = [[tuple(to8(v, depth) for v in p) + ((0 if p == key else 255),) for p in row] for row in px]
            yield f"rgb{depth}-trns{suffix}", 2, depth, px, exp_t, interlace, None, struct.pack(">HHH", *key)
            pxa = [[(sample(x, y, 0, depth), sample(x, y, 3, depth)) for x in range(WIDTH)] for y in range(HEIGHT)]
            expa = [[(to8(p[0], depth),) * 3 + (to8(p[1], depth),) for p in row] for row in pxa]
            yield f"graya{depth}{suffix}", 4, depth, pxa, expa, interlace, None, None
            pxr = [[tuple(sample(x, y, c, depth) for c in range(4)) for x in range(WIDTH)] for y in range(HEIGHT)]
            expr = [[tuple(to8(v, depth) for v in p) for p in row] for row in pxr]
            yield f"rgba{depth}{suffix}", 6, depth, pxr, expr, interlace, None, None
        for depth in (1, 2, 4, 8):
            count = 1 << depth if depth < 8 else 200
            palette = [((i * 53) % 256, (i * 97 + 11) % 256, (i * 31 + 200) % 256) for i in range(count)]
            alphas = [(i * 71) % 256 for i in range(count // 2 + 1)]
            px = [[(sample(x, y, 0, 8) % count,) for x in range(WIDTH)] for y in range(HEIGHT)]
            exp = [[palette[p[0]] + (255,) for p in row] for row in px]
            yield f"palette{depth}{suffix}", 3, depth, px, exp, interlace, palette, None
            exp_t = [[palette[p[0]] + ((alphas[p[0]] if p[0] < len(alphas) else 255),) for p in row] for row in px]
            yield f"palette{depth}-trns{suffix}", 3, depth, px, exp_t, interlace, palette, bytes(alphas)


def main():
    reference = None
    for name, color_type, depth, px, exp, interlace, palette, trns in variants():
        data = write_png(name, color_type, depth, px, exp, interlace, palette, trns)
        if name == "rgba8":
            reference = data
    with open(os.path.join(HERE, "invalid-signature.bin"), "wb") as f:
        f.write(b"GIF89a" + reference[6:])
    with open(os.path.join(HERE, "invalid-truncated.bin"), "wb") as f:
        f.write(reference[: len(reference) // 2])
    corrupt = bytearray(reference)
    corrupt[30] ^= 0xFF  # IHDR occupies bytes 8-32 and its CRC is the last four: the stored CRC is now wrong
    with open(os.path.join(HERE, "invalid-crc.bin"), "wb") as f:
        f.write(bytes(corrupt))


if __name__ == "__main__":
    main()
