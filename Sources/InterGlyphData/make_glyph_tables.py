#!/usr/bin/env python3
"""Turns Inter's font files into the glyph tables SafeAreaKit draws its text with.

Run from the package root, with fontTools (`pip install fonttools`) and Debian's `fonts-inter`
(4.0~beta7+ds-1, OTF files with CFF outlines):

    python3 Sources/InterGlyphData/make_glyph_tables.py

It writes one `Inter<Weight>.swift` beside itself for each weight the toolkit uses. Each holds the
font's own data, unhinted and unscaled, for the characters SafeAreaKit covers: every glyph's
advance and outline (in font units), the character map, the vertical metrics, and the pair
kerning of the `kern` feature (its glyph pairs and its class matrix, cut down to the glyphs kept).
Nothing is rounded or changed: CFF outlines are cubic and already in whole font units.

The tables are bytes written as base64 in a string literal, because a string literal of a few
hundred kilobytes compiles in a moment where an array literal of the same data takes minutes.
The target holds nothing else, so that the generated data stands apart from the code that reads
it. The format is read by `Sources/Typography/GlyphTable.swift`:

    header   magic "SAKG1", then varints: unitsPerEm, ascender, -descender, capHeight, xHeight,
             glyph count, character count, left class count, right class count, pair count
    chars    for each character, in order: the code point's distance from the previous one, and
             its glyph's index
    glyphs   for each glyph: advance, left class + 1 (0: none), right class + 1, command count,
             then each command: 0 move, 1 line, 2 cubic, 3 close, followed by its points as
             zigzag deltas from the previous point
    pairs    for each explicit pair: left glyph, right glyph, zigzag value
    classes  the class matrix, row by row, as runs: zero count, then a zigzag value (a run that
             ends the matrix has the value 0)

The font is licensed under the SIL Open Font License 1.1; `LICENSES/Inter-OFL.txt` holds it.
"""

import base64
import hashlib
import pathlib
import sys

from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTFont

FONT_FOLDER = pathlib.Path("/usr/share/fonts/opentype/inter")
WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]

# Basic Latin, Latin-1, Latin Extended-A, the combining diacritical marks (the accented
# pseudolanguage's), Greek and Coptic, Cyrillic, general punctuation, currency signs, letterlike
# symbols, arrows and the mathematical signs UIKit's text shows.
RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x017F), (0x0300, 0x036F), (0x0370, 0x03FF), (0x0400, 0x04FF),
    (0x2010, 0x2044),
    (0x20A0, 0x20C0), (0x2116, 0x2122), (0x2190, 0x2199), (0x2212, 0x2212), (0x221E, 0x221E),
    (0x2260, 0x2265), (0xFFFD, 0xFFFD),
]


def varint(value, out):
    assert value >= 0
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value, out):
    varint(value * 2 if value >= 0 else -value * 2 - 1, out)


def whole(number):
    assert number == int(number), f"{number} is not a whole font unit"
    return int(number)


def kerning_lookups(font):
    gpos = font["GPOS"].table
    indices = sorted({
        index
        for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
        for index in record.Feature.LookupListIndex
    })
    return [gpos.LookupList.Lookup[index] for index in indices]


def x_advance(value_record):
    return getattr(value_record, "XAdvance", 0) or 0 if value_record is not None else 0


def encode(path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    metrics = font["hmtx"].metrics
    os2 = font["OS/2"]
    hhea = font["hhea"]

    characters = [c for low, high in RANGES for c in range(low, high + 1) if c in cmap]
    names = [".notdef"] + sorted({cmap[c] for c in characters} - {".notdef"})
    index_of = {name: i for i, name in enumerate(names)}

    pairs, class_tables = {}, []
    for lookup in kerning_lookups(font):
        assert lookup.LookupType == 2, "the kern feature holds pair adjustments only"
        for table in lookup.SubTable:
            if table.Format == 1:
                for first, pair_set in zip(table.Coverage.glyphs, table.PairSet):
                    if first not in index_of:
                        continue
                    for record in pair_set.PairValueRecord:
                        second = record.SecondGlyph
                        if second in index_of:
                            pairs.setdefault((index_of[first], index_of[second]), x_advance(record.Value1))
            else:
                class_tables.append(table)
    assert len(class_tables) <= 1, "one class matrix is expected"

    left, right, matrix = {}, {}, []
    if class_tables:
        table = class_tables[0]
        covered = set(table.Coverage.glyphs)
        left_classes = sorted({table.ClassDef1.classDefs.get(n, 0) for n in names if n in covered})
        right_classes = sorted({table.ClassDef2.classDefs.get(n, 0) for n in names})
        left_index = {c: i for i, c in enumerate(left_classes)}
        right_index = {c: i for i, c in enumerate(right_classes)}
        for name in names:
            if name in covered:
                left[name] = left_index[table.ClassDef1.classDefs.get(name, 0)]
            right[name] = right_index[table.ClassDef2.classDefs.get(name, 0)]
        matrix = [
            [x_advance(table.Class1Record[c1].Class2Record[c2].Value1) for c2 in right_classes]
            for c1 in left_classes
        ]

    out = bytearray(b"SAKG1")
    for value in [
        font["head"].unitsPerEm, hhea.ascent, -hhea.descent, os2.sCapHeight, os2.sxHeight, len(names),
        len(characters), len(matrix), len(matrix[0]) if matrix else 0, len(pairs),
    ]:
        varint(value, out)
    previous = 0
    for character in characters:
        varint(character - previous, out)
        varint(index_of[cmap[character]], out)
        previous = character
    for name in names:
        pen = RecordingPen()
        glyph_set[name].draw(pen)
        varint(metrics[name][0], out)
        varint(left[name] + 1 if name in left else 0, out)
        varint(right[name] + 1 if name in right else 0, out)
        varint(len(pen.value), out)
        x = y = 0
        for operator, points in pen.value:
            out.append({"moveTo": 0, "lineTo": 1, "curveTo": 2, "closePath": 3, "endPath": 3}[operator])
            assert operator != "curveTo" or len(points) == 3, "CFF curves are single cubics"
            for px, py in points:
                zigzag(whole(px) - x, out)
                zigzag(whole(py) - y, out)
                x, y = whole(px), whole(py)
    for (first, second), value in sorted(pairs.items()):
        varint(first, out)
        varint(second, out)
        zigzag(value, out)
    zeros = 0
    for value in (v for row in matrix for v in row):
        if value == 0:
            zeros += 1
        else:
            varint(zeros, out)
            zigzag(value, out)
            zeros = 0
    varint(zeros, out)
    zigzag(0, out)
    return bytes(out), len(names), len(characters)


def swift_source(weight, path, data, glyphs, characters):
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    text = base64.b64encode(data).decode("ascii")
    lines = [text[i:i + 120] for i in range(0, len(text), 120)]
    body = "\n".join("            " + line for line in lines)
    name = weight[0].lower() + weight[1:]
    return f'''// Generated by make_glyph_tables.py from {path.name} (Inter 4.0 beta 7, Debian's fonts-inter
// 4.0~beta7+ds-1; SHA-256 {digest[:32]}…): {glyphs} glyphs for {characters} characters. Do not edit.
// The font is licensed under the SIL Open Font License 1.1 (LICENSES/Inter-OFL.txt).

extension InterGlyphData {{
    /// Inter {weight}, the face drawn for the system font's {name} weight, as base64.
    package static let {name} = """
{body}
            """
}}
'''


def main():
    here = pathlib.Path(__file__).resolve().parent
    for weight in WEIGHTS:
        path = FONT_FOLDER / f"Inter-{weight}.otf"
        data, glyphs, characters = encode(path)
        (here / f"Inter{weight}.swift").write_text(swift_source(weight, path, data, glyphs, characters))
        print(f"Inter{weight}.swift: {glyphs} glyphs, {characters} characters, {len(data)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
