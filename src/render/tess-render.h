/* tess-render.h: the cairo renderer of Tessera (tiles, followers, boards)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws everything procedurally from the engine's definitions, with cairo
 * (and pango) only: no GTK. Shared by the board widget, the tile preview,
 * the tile-set editor, `tessera-cli render` and the help figures.
 *
 * Coordinates: a tile is a unit square. "Unit tile coordinates" run from
 * (0, 0) at the tile's north-west corner to (1, 1) at its south-east
 * corner, x east, y south, in board orientation (after rotation).
 * Rotations are quarter turns clockwise (0..3), as in the engine.
 *
 * Every function draws with the cairo context's current transformation,
 * and leaves the context's state (source, path, clip, ...) as it found it.
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------ players */

/* Player colours are numbered as core's TessColor (tess-record.h), in the
 * order of DESIGN.md §3: yellow, red, blue, green, black, grey. Core owns
 * their ids and translated names (tess_color_name(),
 * tess_color_display_name()); the renderer owns how they look. Each colour
 * also has its own mark on a follower's body (yellow a dot, red a
 * triangle, blue an upright bar, green a cross, black a ring, grey two bars). */
#define TESS_RENDER_N_COLORS 6

/* The body colour of a follower, components 0..1. */
void        tess_render_color_rgb          (int     color,
                                            double *r,
                                            double *g,
                                            double *b);
/* Gold, the colour of no one player: a scoring shared by a tie, a hint,
 * the cities a farm supplies. */
void        tess_render_gold_rgb           (double *r,
                                            double *g,
                                            double *b);
/* The outline and mark colour drawn on that body (dark, or light on black). */
void        tess_render_color_contrast_rgb (int     color,
                                            double *r,
                                            double *g,
                                            double *b);

/* ------------------------------------------------------------ tiles */

/* Draws a tile type at rotation rot into the square (x, y, size) of the
 * context's user space. A river tile with a single river port is drawn
 * as the lake when its id contains "lake", else as the spring. */
void     tess_render_tile          (cairo_t           *cr,
                                    const TessTileDef *tile,
                                    int                rot,
                                    double             x,
                                    double             y,
                                    double             size);

/* Where a follower on feature `feature` of the tile stands, in unit tile
 * coordinates after rotation (inside the tile and inside the feature's
 * area). The board widget uses it as the feature's clickable spot. */
void     tess_render_feature_anchor (const TessTileDef *tile,
                                     int                feature,
                                     int                rot,
                                     double            *x,
                                     double            *y);

/* The feature under the unit tile point (ux, uy) (board orientation,
 * after rotation), as drawn: -1 outside the tile and on the house where
 * roads end (which belongs to no feature). Exact to 1/64 of a tile. */
int      tess_render_feature_at    (const TessTileDef *tile,
                                    int                rot,
                                    double             ux,
                                    double             uy);

/* Whether a follower on that feature lies down (a farmer). */
gboolean tess_render_feature_lying (const TessTileDef *tile,
                                    int                feature);

/* The rim round a highlight: near black, which stands out 3:1 and more
 * against every ground a tile has (the green farm, the light city, the
 * pale road, the blue river), whatever the colour of the highlight. */
#define TESS_RENDER_RIM_GREY 0.08

/* Lights up a whole tile drawn at (x, y, size), as a monastery's
 * neighbours are: a wash of (r, g, b, alpha / 2) and its edge in the
 * colour over a dark rim. */
void     tess_render_tile_highlight    (cairo_t           *cr,
                                        double             x,
                                        double             y,
                                        double             size,
                                        double             r,
                                        double             g,
                                        double             b,
                                        double             alpha);

/* Lights up the area of one feature of a tile drawn at (x, y, size):
 * a translucent fill of (r, g, b, alpha) and a solid outline along the
 * feature's edges. Draw it over the tile. */
void     tess_render_feature_highlight (cairo_t           *cr,
                                        const TessTileDef *tile,
                                        int                rot,
                                        int                feature,
                                        double             x,
                                        double             y,
                                        double             size,
                                        double             r,
                                        double             g,
                                        double             b,
                                        double             alpha);

/* ---------------------------------------------------------------- goods */

/* Draws a goods symbol of Traders & Builders (a barrel for wine, a sheaf
 * for grain, a bolt of cloth) on its round token, centred on (x, y), in
 * units where a tile is 1 wide; @px is the device pixels a unit spans, so
 * that the token stays readable when tiles are small (a token is about a
 * fifth of a tile, and at least 12 pixels across). Nothing for
 * TESS_GOODS_NONE. */
void     tess_render_goods         (cairo_t   *cr,
                                    TessGoods  goods,
                                    double     x,
                                    double     y,
                                    double     px);

/* ------------------------------------------------------------ followers */

/* The follower height that suits a tile of that size. */
double   tess_render_follower_size (double tile_size);

/* Draws a follower (a meeple) of that colour centred on (cx, cy), size
 * units tall (standing) or long (lying, for farmers), with a contrasting
 * outline and the colour's mark on its body. */
void     tess_render_follower      (cairo_t   *cr,
                                    int        color,
                                    double     cx,
                                    double     cy,
                                    double     size,
                                    gboolean   lying);

/* Draws a follower on feature `feature` of a tile drawn at (x, y, size):
 * at the feature's anchor, lying on fields, at the suggested size. */
void     tess_render_tile_follower (cairo_t           *cr,
                                    const TessTileDef *tile,
                                    int                rot,
                                    int                feature,
                                    int                color,
                                    double             x,
                                    double             y,
                                    double             size);

/* How much taller than a follower the big follower of Inns & Cathedrals
 * (DESIGN.md §8: "a big follower drawn larger") is drawn. */
#define TESS_RENDER_BIG_FOLLOWER_SCALE 1.4

/* The height of a figure of a kind (a TessFigure) where a follower is
 * follower_size tall: the big follower larger, the others as a follower. */
double   tess_render_figure_size   (double             follower_size,
                                    int                figure);

/* The builder and the pig of Traders & Builders in their own shapes
 * (tess-render-builder-pig.c), @size tall, centred on (cx, cy); another
 * kind of figure as a standing follower (the big follower larger). */
gboolean tess_render_is_own_figure (int                figure);
void     tess_render_figure_shape  (cairo_t           *cr,
                                    int                color,
                                    int                figure,
                                    double             cx,
                                    double             cy,
                                    double             size);

/* As tess_render_tile_follower(), for a figure of a kind (a TessFigure):
 * the big follower drawn larger. */
void     tess_render_tile_figure   (cairo_t           *cr,
                                    const TessTileDef *tile,
                                    int                rot,
                                    int                feature,
                                    int                figure,
                                    int                color,
                                    double             x,
                                    double             y,
                                    double             size);

/* ------------------------------------------------------------ boards */

/* Where the board lies in the context's user space: cell (cx, cy) is the
 * square (origin_x + cx * cell_size, origin_y + cy * cell_size, cell_size). */
typedef struct
{
  double cell_size;
  double origin_x;
  double origin_y;
} TessRenderView;

typedef enum
{
  TESS_RENDER_BOARD_TILES     = 1 << 0,
  TESS_RENDER_BOARD_FOLLOWERS = 1 << 1,
  TESS_RENDER_BOARD_ALL       = TESS_RENDER_BOARD_TILES | TESS_RENDER_BOARD_FOLLOWERS,
  /* With a cache, while the zoom moves: a tile not yet drawn at this
   * size is painted scaled from the size it was last drawn at (coarse,
   * but some ten times faster); draw again without it once the zoom
   * settles. */
  TESS_RENDER_BOARD_FAST_SCALE = 1 << 2,
} TessRenderBoardFlags;

/* A cache of tiles already drawn at a pixel size, so that a board redraw
 * copies pixels instead of filling paths. Owned by one caller (not
 * thread-safe); drop it or let it be when the zoom changes (it keeps the
 * sizes last used and frees the others). */
typedef struct _TessRenderCache TessRenderCache;

TessRenderCache *tess_render_cache_new  (void);
void             tess_render_cache_free (TessRenderCache *cache);
/* Forgets every cached tile (after a tile set was edited). */
void             tess_render_cache_clear (TessRenderCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TessRenderCache, tess_render_cache_free)

/* Draws the placed tiles and/or the followers of a game state, only those
 * that meet the clip (clip in user space; NULL: the context's clip
 * extents). colors maps player index to colour (NULL: player i has
 * colour i). cache may be NULL (then tiles are drawn as paths). The empty
 * cells are left alone: paint the table first. */
void     tess_render_board         (cairo_t                 *cr,
                                    const TessState         *state,
                                    const TessRenderView    *view,
                                    const cairo_rectangle_t *clip,
                                    const int               *colors,
                                    TessRenderBoardFlags     flags,
                                    TessRenderCache         *cache);

/* The cells the board covers: min and max placed cell, inclusive.
 * FALSE (and all zero) when nothing is placed. */
gboolean tess_render_board_bounds  (const TessState *state,
                                    int             *min_x,
                                    int             *min_y,
                                    int             *max_x,
                                    int             *max_y);

/* A view that fits the whole board, plus `margin` cells all round,
 * centred in a width x height area of user space. */
void     tess_render_view_fit      (TessRenderView  *view,
                                    const TessState *state,
                                    double           width,
                                    double           height,
                                    double           margin);

/* The house rule `table`: shades what lies beyond the table's edge and
 * draws the edge (nothing when the table is unlimited). Paint it over
 * the table colour, before the board. The fitted view (view_fit) takes
 * in the whole table. */
void     tess_render_table_edge    (cairo_t              *cr,
                                    const TessState      *state,
                                    const TessRenderView *view);

/* The colour of the table under the board (behind empty cells). */
void     tess_render_table_rgb     (double *r,
                                    double *g,
                                    double *b);

/* ------------------------------------------------------------ figures */

/* A view that shows the cells x0..x1 by y0..y1 (inclusive), plus `margin`
 * cells all round, centred in a width x height area of user space. */
void     tess_render_view_crop     (TessRenderView *view,
                                    int             x0,
                                    int             y0,
                                    int             x1,
                                    int             y1,
                                    double          width,
                                    double          height,
                                    double          margin);

/* A figure's label, as printed rule books mark their pictures ("1",
 * "A"): a short text in a round badge centred at (x, y) in cells of the
 * board, (0, 0) being the top left corner of the start tile's cell. */
void     tess_render_figure_label  (cairo_t              *cr,
                                    const TessRenderView *view,
                                    double                x,
                                    double                y,
                                    const char           *text);

/* One feature of a placed tile: its placement index and feature index. */
typedef struct
{
  int placement;
  int feature;
} TessRenderPart;

/* What a scoring event lights on the board, as TessRenderPart arrays
 * (appended, each part once): feature_parts gets the scored feature (for
 * farms: the farms that score), city_parts the completed cities a farm
 * scoring counts (first edition: the city scored). The state is the one
 * the event was scored on (after the move, or before the final scoring:
 * the followers decide which farms are the scorers'). */
void     tess_render_event_parts   (TessState       *state,
                                    const TessEvent *event,
                                    GArray          *feature_parts,
                                    GArray          *city_parts);

/* Lights those parts of a board drawn with view (see
 * tess_render_feature_highlight()). Draw it between the tiles and the
 * followers. */
void     tess_render_board_parts   (cairo_t              *cr,
                                    const TessState      *state,
                                    const TessRenderView *view,
                                    const TessRenderPart *parts,
                                    guint                 n_parts,
                                    double                r,
                                    double                g,
                                    double                b,
                                    double                alpha);

/* ------------------------------------------------------------ scorings */

/* A scored feature is lit in its scorer's colour; one that several
 * players share in violet (no player's colour, as the help says); the
 * completed cities a farm scoring counts in white. */
#define TESS_RENDER_SCORER_ALPHA 0.5
#define TESS_RENDER_SHARED_R     0.66
#define TESS_RENDER_SHARED_G     0.40
#define TESS_RENDER_SHARED_B     0.92
#define TESS_RENDER_SHARED_ALPHA 0.5
#define TESS_RENDER_CITY_R       1.0
#define TESS_RENDER_CITY_G       1.0
#define TESS_RENDER_CITY_B       1.0
#define TESS_RENDER_CITY_ALPHA   0.5

/* The light of a scoring whose scorers are the bits of @scorers; colors
 * maps player index to colour (NULL: player i has colour i). */
void     tess_render_scoring_rgba  (guint8                scorers,
                                    const int            *colors,
                                    double               *r,
                                    double               *g,
                                    double               *b,
                                    double               *alpha);

/* Lights what the events scored on a board drawn with view: each feature
 * in its light (tess_render_scoring_rgba()), the cities farms count in
 * white, each once however many farms count it (lit twice it would look
 * brighter, as if it counted for more). Draw it between the tiles and
 * the followers; state as for tess_render_event_parts(). */
void     tess_render_scoring_lights (cairo_t              *cr,
                                     TessState            *state,
                                     const TessRenderView *view,
                                     const TessEvent      *events,
                                     guint                 n_events,
                                     const int            *colors);

/* ------------------------------------------------------------ the pen */

/* A stroke of the teacher's pen over a board drawn with @view: @xy holds
 * @n_points points x, y, x, y, … in hundredths of a cell (the record's
 * form of a drawing, DESIGN.md §4), drawn as a marker line that shows
 * on every landscape; one point is a dot. */
void     tess_render_pen_stroke    (cairo_t              *cr,
                                    const TessRenderView *view,
                                    const gint32         *xy,
                                    guint                 n_points);
/* The marker's colour. */
void     tess_render_pen_rgb       (double               *r,
                                    double               *g,
                                    double               *b);
/* The presenter's pointer: a ring of light at (x, y) in the context's
 * space, sized for a board whose cells are @cell_size. */
void     tess_render_pointer       (cairo_t              *cr,
                                    double                x,
                                    double                y,
                                    double                cell_size);

G_END_DECLS
