// The system library module over libpng (pkg-config `libpng`, apt `libpng-dev`).
//
// libpng reports errors by longjmp-ing out of the failing call, which Swift frames cannot survive.
// The two functions below therefore run each whole decode or encode inside one C frame that owns
// the setjmp, and hand the outcome back as a return code plus a message. Nothing else lives here:
// every decision about pixels, formats and compression is made by the Rasterizer module in Swift.
#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CLIBPNG_MESSAGE_CAPACITY 256

/// Where libpng's error callback leaves its message before it longjmps.
typedef struct {
    char message[CLIBPNG_MESSAGE_CAPACITY];
} clibpng_error;

typedef struct {
    clibpng_error error; // must stay first: the error callback casts the error pointer to it
    const unsigned char *data;
    size_t size;
    size_t offset;
} clibpng_reader;

typedef struct {
    clibpng_error error; // must stay first
    unsigned char *data;
    size_t size;
    size_t capacity;
} clibpng_writer;

/// A decoded image's size; its RGBA pixels, 8 bits per channel and rows packed without padding,
/// go into a buffer the caller provides.
typedef struct {
    uint32_t width;
    uint32_t height;
} clibpng_rgba_image;

/// How the encoder compresses: zlib level (0-9), zlib strategy (Z_DEFAULT_STRATEGY = 0,
/// Z_FILTERED = 1, Z_HUFFMAN_ONLY = 2, Z_RLE = 3, Z_FIXED = 4) and a PNG_FILTER_* mask.
typedef struct {
    int level;
    int strategy;
    int filters;
} clibpng_compression;

static void clibpng_on_error(png_structp png, png_const_charp message) {
    clibpng_error *error = (clibpng_error *)png_get_error_ptr(png);
    if (error != NULL) {
        strncpy(error->message, message != NULL ? message : "unknown libpng error",
                CLIBPNG_MESSAGE_CAPACITY - 1);
        error->message[CLIBPNG_MESSAGE_CAPACITY - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void clibpng_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void clibpng_read_bytes(png_structp png, png_bytep destination, size_t length) {
    clibpng_reader *reader = (clibpng_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        png_error(png, "the file ends in the middle of a chunk (truncated PNG)");
    }
    memcpy(destination, reader->data + reader->offset, length);
    reader->offset += length;
}

static void clibpng_write_bytes(png_structp png, png_bytep bytes, size_t length) {
    clibpng_writer *writer = (clibpng_writer *)png_get_io_ptr(png);
    if (length > writer->capacity - writer->size) {
        size_t capacity = writer->capacity * 2;
        while (capacity - writer->size < length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(writer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
}

static void clibpng_flush(png_structp png) { (void)png; }

/// Decodes any PNG (every colour type, bit depth and interlace method) into 8-bit RGBA.
/// Palette and low-bit grey samples are expanded, tRNS becomes alpha, 16-bit samples are scaled
/// with rounding (v * 255 / 65535), grey is copied into R, G and B, and opaque types get alpha 255.
/// No gamma or colour-space conversion is applied: the samples are the file's own.
/// Sides past `max_dimension`, a chunk decompressing past `max_chunk_bytes` and more than 1,000
/// ancillary chunks are refused. With `destination` NULL only the header is read, and `image` gets the size; otherwise the
/// pixels are written to `destination`, which must hold `capacity` >= width * height * 4 bytes.
/// Returns 1 on success; on failure returns 0 and leaves libpng's message in `message`.
static int clibpng_decode_rgba(const unsigned char *data, size_t size, uint32_t max_dimension,
                               size_t max_chunk_bytes, unsigned char *destination, size_t capacity, clibpng_rgba_image *image,
                               char *message) {
    clibpng_reader reader;
    memset(&reader, 0, sizeof reader);
    reader.data = data;
    reader.size = size;
    image->width = 0;
    image->height = 0;

    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        strcpy(message, "not a PNG file (the 8-byte signature is missing)");
        return 0;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader.error,
                                             clibpng_on_error, clibpng_on_warning);
    if (png == NULL) {
        strcpy(message, "out of memory");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        strcpy(message, "out of memory");
        return 0;
    }
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        memcpy(message, reader.error.message, CLIBPNG_MESSAGE_CAPACITY);
        return 0;
    }
    png_set_user_limits(png, max_dimension, max_dimension);
    png_set_chunk_malloc_max(png, max_chunk_bytes);
    png_set_chunk_cache_max(png, 1000);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC-32 is still checked; zlib's own Adler-32 over the same bytes is redundant.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_read_fn(png, &reader, clibpng_read_bytes);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
    if (destination == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        image->width = width;
        image->height = height;
        return 1;
    }
    int has_transparency_chunk = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_transparency_chunk) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_transparency_chunk) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)width * 4) png_error(png, "unexpected row layout after expansion to RGBA");
    if (capacity < row_bytes * height) png_error(png, "the destination is too small for the decoded image");
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = destination + (size_t)y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    image->width = width;
    image->height = height;
    return 1;
}

/// Encodes 8-bit samples into a PNG held in memory.
/// `channels` is the number of bytes per input pixel (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA);
/// with `drop_alpha` set, 4-byte RGBA input is written as RGB (the fourth byte is skipped).
/// With `palette_entries` > 0, 1-byte input is palette indices into `palette`, RGB triples.
/// With `text_key` not NULL, one tEXt chunk holds `text_key` and `text_value`. No time chunk is
/// written, so equal input gives equal bytes.
/// Returns 1 and a malloc'd buffer (release with free()) on success, 0 and a message on failure.
static int clibpng_encode(const unsigned char *pixels, uint32_t width, uint32_t height,
                          int channels, int drop_alpha, const unsigned char *palette, int palette_entries,
                          const char *text_key, const char *text_value, clibpng_compression compression,
                          unsigned char **output, size_t *output_size, char *message) {
    clibpng_writer writer;
    memset(&writer, 0, sizeof writer);
    *output = NULL;
    *output_size = 0;

    int color_type;
    switch (drop_alpha ? 3 : channels) {
    case 1: color_type = PNG_COLOR_TYPE_GRAY; break;
    case 2: color_type = PNG_COLOR_TYPE_GRAY_ALPHA; break;
    case 3: color_type = PNG_COLOR_TYPE_RGB; break;
    case 4: color_type = PNG_COLOR_TYPE_RGB_ALPHA; break;
    default: strcpy(message, "unsupported channel count"); return 0;
    }
    if (drop_alpha && channels != 4) {
        strcpy(message, "drop_alpha needs 4-channel input");
        return 0;
    }
    if (palette_entries > 0) {
        if (channels != 1 || palette_entries > 256) {
            strcpy(message, "a palette needs 1-byte indices and at most 256 entries");
            return 0;
        }
        color_type = PNG_COLOR_TYPE_PALETTE;
    }
    writer.capacity = (size_t)width * height / 8 + 4096;
    writer.data = (unsigned char *)malloc(writer.capacity);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer.error,
                                              clibpng_on_error, clibpng_on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    png_bytep *volatile rows = NULL;
    if (writer.data == NULL || png == NULL || info == NULL) {
        free(writer.data);
        png_destroy_write_struct(&png, &info);
        strcpy(message, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(writer.data);
        png_destroy_write_struct(&png, &info);
        memcpy(message, writer.error.message, CLIBPNG_MESSAGE_CAPACITY);
        return 0;
    }
    png_set_write_fn(png, &writer, clibpng_write_bytes, clibpng_flush);
    png_set_compression_level(png, compression.level);
    png_set_compression_strategy(png, compression.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, compression.filters);
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (palette_entries > 0) png_set_PLTE(png, info, (png_const_colorp)palette, palette_entries);
    if (text_key != NULL && text_value != NULL) {
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = (png_charp)text_key;
        text.text = (png_charp)text_value;
        png_set_text(png, info, &text, 1);
    }
    png_write_info(png, info);
    if (drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);

    size_t row_bytes = (size_t)width * channels;
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (rows == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)y * row_bytes;
    png_write_image(png, rows);
    png_write_end(png, NULL);

    free(rows);
    png_destroy_write_struct(&png, &info);
    *output = writer.data;
    *output_size = writer.size;
    return 1;
}

#endif
