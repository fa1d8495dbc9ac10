/// Inter's faces as generated tables, base64 text that `Typography`'s `GlyphTable` decodes. Every
/// file here but this one is written by `make_glyph_tables.py` (run it from the package root);
/// its comment describes the format. The font is licensed under the SIL Open Font License 1.1
/// (`LICENSES/Inter-OFL.txt`).
package enum InterGlyphData {}
