// The system library module over FreeType (pkg-config `freetype2`, apt `libfreetype-dev`).
//
// SafeAreaKit asks FreeType for one thing only: a font file's own outlines and advances in font
// units, unscaled and unhinted, so that the Typography module can fill them with its own
// rasterizer and every machine draws the same pixels.
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

#endif
