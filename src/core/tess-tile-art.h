/* tess-tile-art.h: a tile's own artwork, as a tile set carries it
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* DESIGN.md §4: at most this much image an image, and art in a set. */
#define TESS_TILE_ART_MAX_BYTES     (512 * 1024)
#define TESS_TILE_ART_MAX_SET_BYTES (16 * 1024 * 1024)
/* The largest picture taken, in pixels a side (a print at 300 dpi needs
 * some 530). */
#define TESS_TILE_ART_MAX_PIXELS    4096
/* The longest credit, in characters. */
#define TESS_TILE_ART_MAX_CREDIT    300

#define TESS_TILE_ART_PNG "image/png"
#define TESS_TILE_ART_SVG "image/svg+xml"

/**
 * TessTileArtDecode:
 * @mime: %TESS_TILE_ART_PNG or %TESS_TILE_ART_SVG
 * @data: the image's bytes
 * @crop: (nullable): the square the tile shows: left, top and side in the
 *   image's pixels; %NULL: the middle square
 * @error: where to say why the image cannot be drawn
 *
 * Makes of the image whatever the program draws it from (the renderer's
 * TessRenderArt), or fails with a sentence saying what is wrong.
 *
 * Returns: (transfer full) (nullable): the decoded image
 */
typedef gpointer (*TessTileArtDecode) (const char   *mime,
                                       GBytes       *data,
                                       const double *crop,
                                       GError      **error);

/**
 * TessTileArt:
 *
 * The `art` of a tile (DESIGN.md §4): a PNG or SVG image and who made it.
 * Immutable: an edit makes a new one. Art read from a file that is too
 * big or broken is kept as the file wrote it, with a problem
 * (tess_tile_art_get_problem()), and is not drawn: the tile's generated
 * picture stands in for it.
 */
#define TESS_TYPE_TILE_ART (tess_tile_art_get_type ())

G_DECLARE_FINAL_TYPE (TessTileArt, tess_tile_art, TESS, TILE_ART, GObject)

/* Called once at start by programs that draw (the app, the CLI): every
 * art made afterwards is decoded with @decode, which also decides whether
 * an image is broken. Without it only the image's header is checked. */
void          tess_tile_art_set_decoder     (TessTileArtDecode decode,
                                             GDestroyNotify    free_decoded);

/* Art from an image's bytes (a PNG or an SVG, told by its content) for the
 * editor's import: fails with a message when the image is too big or
 * broken. */
TessTileArt  *tess_tile_art_new             (GBytes      *data,
                                             const char  *credit,
                                             GError     **error);
/* Art from the `art` value of a tile in a file: always an art, with a
 * problem when it cannot be drawn. */
TessTileArt  *tess_tile_art_new_from_json   (JsonNode    *node);
/* The same image with another credit. */
TessTileArt  *tess_tile_art_with_credit     (TessTileArt *self,
                                             const char  *credit);

/* The same image showing the square @crop (left, top, side in the
 * image's pixels; %NULL: the middle square); fails when the crop goes past
 * the image, or the art is unreadable. */
TessTileArt  *tess_tile_art_with_crop       (TessTileArt   *self,
                                             const double  *crop,
                                             GError       **error);
/* Whether the art says which square the tile shows, and which (three
 * doubles: left, top, side); else (or when that crop is its problem) the
 * middle square. Art whose only problem is its crop keeps its picture
 * (tess_tile_art_get_data()), to be cropped again. */
gboolean      tess_tile_art_get_crop        (TessTileArt *self,
                                             double      *crop);
/* "image/png" or "image/svg+xml", %NULL when the image is unreadable. */
const char   *tess_tile_art_get_mime        (TessTileArt *self);
/* The image's bytes (transfer none), %NULL when unreadable. */
GBytes       *tess_tile_art_get_data        (TessTileArt *self);
/* Never %NULL, may be empty. */
const char   *tess_tile_art_get_credit      (TessTileArt *self);
/* A translated sentence saying why the art cannot be drawn (starting
 * with "the artwork"), or %NULL when it can. */
const char   *tess_tile_art_get_problem     (TessTileArt *self);
/* What the decoder made (transfer none), %NULL without a decoder or for
 * art with a problem. */
gpointer      tess_tile_art_get_decoded     (TessTileArt *self);
/* The bytes the art takes in a file. */
gsize         tess_tile_art_get_size        (TessTileArt *self);

/* The `art` value: the file's own for art read and not edited. */
JsonNode     *tess_tile_art_to_json         (TessTileArt *self);
gboolean      tess_tile_art_equal           (TessTileArt *a,
                                             TessTileArt *b);

/* The media type of an image by its first bytes, %NULL when neither a PNG
 * nor an SVG. */
const char   *tess_tile_art_sniff           (const guint8 *data,
                                             gsize         length);

G_END_DECLS
