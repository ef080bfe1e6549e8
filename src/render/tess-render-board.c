/* tess-render-board.c: whole boards, and a cache of drawn tiles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include <math.h>

#include "tess-render-art.h"
#include "tess-render-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------- cache */

/* A tile (geom set) or a follower (geom NULL: rot is the colour, height
 * whether it lies). */
typedef struct
{
  const TessGeom *geom;   /* geometries live as long as the process */
  const TessRenderArt *art; /* drawn instead of geom, held by the cache */
  int             rot;
  int             width;  /* device pixels */
  int             height;
} SpriteKey;

/* Sprites of the sizes used in the last few zoom levels are kept, so that
 * zooming back and forth draws nothing again; older ones are freed. */
#define KEEP_GENERATIONS 3

typedef struct
{
  cairo_surface_t *surface;
  guint            generation;  /* of the cache, when last used */
} Sprite;

struct _TessRenderCache
{
  GHashTable *sprites;    /* SpriteKey* -> Sprite* */
  GHashTable *latest;     /* SpriteKey* (size 0) -> cairo_surface_t*: a tile's last drawn sprite */
  GPtrArray  *art;        /* TessRenderArt or NULL, by tile type; or NULL */
  double      cell_px;    /* the device size the sprites were last drawn for */
  guint       generation; /* counts the changes of cell_px */
};

static guint
sprite_hash (gconstpointer p)
{
  const SpriteKey *k = p;

  return g_direct_hash (k->geom) ^ g_direct_hash (k->art)
         ^ (guint) (k->rot * 7919 + k->width * 131 + k->height);
}

static gboolean
sprite_equal (gconstpointer a,
              gconstpointer b)
{
  const SpriteKey *ka = a, *kb = b;

  return ka->geom == kb->geom && ka->art == kb->art && ka->rot == kb->rot &&
         ka->width == kb->width && ka->height == kb->height;
}

static void
sprite_free (gpointer data)
{
  Sprite *sprite = data;

  cairo_surface_destroy (sprite->surface);
  g_free (sprite);
}

TessRenderCache *
tess_render_cache_new (void)
{
  TessRenderCache *cache = g_new0 (TessRenderCache, 1);

  cache->sprites = g_hash_table_new_full (sprite_hash, sprite_equal, g_free, sprite_free);
  cache->latest = g_hash_table_new_full (sprite_hash, sprite_equal, g_free,
                                         (GDestroyNotify) cairo_surface_destroy);
  return cache;
}

void
tess_render_cache_free (TessRenderCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->sprites);
  g_hash_table_unref (cache->latest);
  g_clear_pointer (&cache->art, g_ptr_array_unref);
  g_free (cache);
}

void
tess_render_cache_clear (TessRenderCache *cache)
{
  g_return_if_fail (cache != NULL);

  g_hash_table_remove_all (cache->sprites);
  g_hash_table_remove_all (cache->latest);
  cache->cell_px = 0;
}

static void
art_unref0 (gpointer art)
{
  if (art != NULL)
    tess_render_art_unref (art);
}

void
tess_render_cache_set_art (TessRenderCache      *cache,
                           guint                 n,
                           TessRenderArt *const *art)
{
  g_return_if_fail (cache != NULL);

  tess_render_cache_clear (cache);
  g_clear_pointer (&cache->art, g_ptr_array_unref);
  if (n == 0)
    return;
  cache->art = g_ptr_array_new_full (n, art_unref0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (cache->art, art[i] != NULL ? tess_render_art_ref (art[i]) : NULL);
}

/* The art of tile type @type, or NULL. */
static TessRenderArt *
cache_art (TessRenderCache *cache,
           int              type)
{
  if (cache == NULL || cache->art == NULL || type < 0 || (guint) type >= cache->art->len)
    return NULL;
  return g_ptr_array_index (cache->art, type);
}

static gboolean
sprite_is_old (gpointer key,
               gpointer value,
               gpointer user_data)
{
  const Sprite *sprite = value;
  const TessRenderCache *cache = user_data;

  return cache->generation - sprite->generation >= KEEP_GENERATIONS;
}

/* The zoom changed: a new generation of sprites, and the oldest go. */
static void
cache_set_cell_px (TessRenderCache *cache,
                   double           cell_px)
{
  if (fabs (cell_px - cache->cell_px) <= 1e-6)
    return;
  cache->cell_px = cell_px;
  cache->generation++;
  g_hash_table_foreach_remove (cache->sprites, sprite_is_old, cache);
}

static cairo_surface_t *
cache_lookup (TessRenderCache *cache,
              const SpriteKey *key)
{
  Sprite *sprite = g_hash_table_lookup (cache->sprites, key);

  if (sprite == NULL)
    return NULL;
  sprite->generation = cache->generation;
  return sprite->surface;
}

static void
cache_insert (TessRenderCache  *cache,
              const SpriteKey  *key,
              cairo_surface_t  *surface)
{
  Sprite *sprite = g_new (Sprite, 1);

  sprite->surface = surface;
  sprite->generation = cache->generation;
  g_hash_table_insert (cache->sprites, g_memdup2 (key, sizeof *key), sprite);
}

/* Sprites are drawn in device pixels: the context's transformation and
 * its target's device scale (HiDPI) together. */
typedef struct
{
  double sx, sy;   /* device scale of the target */
} Device;

static Device
device_of (cairo_t *cr)
{
  Device d = { 1, 1 };

  cairo_surface_get_device_scale (cairo_get_group_target (cr), &d.sx, &d.sy);
  if (d.sx <= 0 || d.sy <= 0)
    d.sx = d.sy = 1;
  return d;
}

/* A user-space point to device pixels. */
static void
to_pixels (cairo_t      *cr,
           const Device *d,
           double       *x,
           double       *y)
{
  cairo_user_to_device (cr, x, y);
  *x *= d->sx;
  *y *= d->sy;
}

/* Paints a sprite with its top-left corner on device pixel (px, py). */
static void
paint_sprite (cairo_t         *cr,
              const Device    *d,
              cairo_surface_t *sprite,
              int              px,
              int              py)
{
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, sprite, px / d->sx, py / d->sy);
  cairo_paint (cr);
  cairo_restore (cr);
}

static cairo_surface_t *
new_sprite (cairo_format_t  format,
            int             width,
            int             height,
            const Device   *d,
            cairo_t       **cr)
{
  cairo_surface_t *sprite = cairo_image_surface_create (format, width, height);

  /* Drawn in pixels, painted at the target's scale. */
  cairo_surface_set_device_scale (sprite, d->sx, d->sy);
  *cr = cairo_create (sprite);
  cairo_scale (*cr, 1 / d->sx, 1 / d->sy);
  return sprite;
}

static cairo_surface_t *
cache_sprite (TessRenderCache *cache,
              const Device    *d,
              const TessGeom  *geom,
              TessRenderArt   *art,
              int              rot,
              int              width,
              int              height)
{
  SpriteKey key = { geom, art, rot & 3, width, height };
  SpriteKey latest_key = { geom, art, rot & 3, 0, 0 };
  cairo_surface_t *sprite;
  cairo_t *cr;

  sprite = cache_lookup (cache, &key);
  if (sprite != NULL)
    return sprite;

  sprite = new_sprite (CAIRO_FORMAT_RGB24, width, height, d, &cr);
  cairo_scale (cr, width, height);
  if (art != NULL)
    tess_render_art_draw (cr, art, rot, 0, 0, 1);
  else
    tess_render_tile_unit (cr, geom, rot, MIN (width, height));
  cairo_destroy (cr);
  cache_insert (cache, &key, sprite);
  g_hash_table_insert (cache->latest, g_memdup2 (&latest_key, sizeof latest_key),
                       cairo_surface_reference (sprite));
  return sprite;
}

/* Paints the tile's sprite of another size scaled to the device pixels
 * [px0, px1) x [py0, py1), if there is one (FALSE otherwise). */
static gboolean
paint_scaled_sprite (cairo_t         *cr,
                     TessRenderCache *cache,
                     const Device    *d,
                     const TessGeom  *geom,
                     TessRenderArt   *art,
                     int              rot,
                     int              px0,
                     int              py0,
                     int              px1,
                     int              py1)
{
  SpriteKey latest_key = { geom, art, rot & 3, 0, 0 };
  cairo_surface_t *sprite = g_hash_table_lookup (cache->latest, &latest_key);
  int sw, sh;

  if (sprite == NULL)
    return FALSE;
  sw = cairo_image_surface_get_width (sprite);
  sh = cairo_image_surface_get_height (sprite);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_scale (cr, 1 / d->sx, 1 / d->sy);
  cairo_rectangle (cr, px0, py0, px1 - px0, py1 - py0);
  cairo_translate (cr, px0, py0);
  cairo_scale (cr, (double) (px1 - px0) / sw * d->sx, (double) (py1 - py0) / sh * d->sy);
  cairo_set_source_surface (cr, sprite, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_FAST);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_fill (cr);
  cairo_restore (cr);
  return TRUE;
}

/* A follower size px tall, centred in a square sprite of side *side. */
static cairo_surface_t *
cache_follower (TessRenderCache *cache,
                const Device    *d,
                int              color,
                gboolean         lying,
                int              px,
                int             *side)
{
  SpriteKey key = { NULL, NULL, color, px, lying };
  cairo_surface_t *sprite;
  cairo_t *cr;

  /* Room for the outline, the halo and the shadow all round. */
  *side = (int) ceil (px * 1.4) + 4;
  sprite = cache_lookup (cache, &key);
  if (sprite != NULL)
    return sprite;

  sprite = new_sprite (CAIRO_FORMAT_ARGB32, *side, *side, d, &cr);
  tess_render_follower (cr, color, *side / 2.0, *side / 2.0, px, lying);
  cairo_destroy (cr);
  cache_insert (cache, &key, sprite);
  return sprite;
}

/* ------------------------------------------------------------- boards */

gboolean
tess_render_board_bounds (const TessState *state,
                          int             *min_x,
                          int             *min_y,
                          int             *max_x,
                          int             *max_y)
{
  int n, x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  g_return_val_if_fail (state != NULL, FALSE);

  n = tess_state_n_placed (state);
  for (int i = 0; i < n; i++)
    {
      int x, y, type, rot;

      tess_state_placed (state, i, &x, &y, &type, &rot);
      if (i == 0)
        {
          x0 = x1 = x;
          y0 = y1 = y;
        }
      x0 = MIN (x0, x);
      y0 = MIN (y0, y);
      x1 = MAX (x1, x);
      y1 = MAX (y1, y);
    }
  if (min_x) *min_x = x0;
  if (min_y) *min_y = y0;
  if (max_x) *max_x = x1;
  if (max_y) *max_y = y1;
  return n > 0;
}

void
tess_render_view_fit (TessRenderView  *view,
                      const TessState *state,
                      double           width,
                      double           height,
                      double           margin)
{
  int x0, y0, x1, y1;
  double cols, rows;

  g_return_if_fail (view != NULL);
  g_return_if_fail (state != NULL);

  tess_render_board_bounds (state, &x0, &y0, &x1, &y1);
  {
    int tx0, ty0, tx1, ty1;

    /* A table: the whole of it, so that its edge shows. */
    if (tess_def_table (tess_state_def (state), &tx0, &ty0, &tx1, &ty1))
      {
        x0 = MIN (x0, tx0);
        y0 = MIN (y0, ty0);
        x1 = MAX (x1, tx1);
        y1 = MAX (y1, ty1);
      }
  }
  cols = x1 - x0 + 1 + 2 * margin;
  rows = y1 - y0 + 1 + 2 * margin;
  view->cell_size = MAX (1e-3, MIN (width / cols, height / rows));
  view->origin_x = width / 2 - (x0 + x1 + 1) / 2.0 * view->cell_size;
  view->origin_y = height / 2 - (y0 + y1 + 1) / 2.0 * view->cell_size;
}

void
tess_render_table_rgb (double *r,
                       double *g,
                       double *b)
{
  /* A calm, slightly warm light grey (between light 2 and light 3). */
  *r = 0xe9 / 255.0;
  *g = 0xe7 / 255.0;
  *b = 0xe3 / 255.0;
}

/* Whether user space maps to device space by scale and translation only,
 * so that cached sprites can be copied pixel for pixel. */
static gboolean
axis_aligned (cairo_t *cr)
{
  cairo_matrix_t m;

  cairo_get_matrix (cr, &m);
  return m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0;
}

static void
draw_tiles (cairo_t                 *cr,
            const TessState         *state,
            const TessRenderView    *view,
            const cairo_rectangle_t *clip,
            TessRenderCache         *cache,
            gboolean                 fast_scale)
{
  const TessDef *def = tess_state_def (state);
  int n = tess_state_n_placed (state);
  gboolean sprites = cache != NULL && axis_aligned (cr);
  Device d = device_of (cr);
  double cell_px = 0;

  if (sprites)
    {
      double dx = view->cell_size, dy = 0;

      cairo_user_to_device_distance (cr, &dx, &dy);
      cell_px = dx * d.sx;
      if (cell_px < 2)
        sprites = FALSE;
      else
        cache_set_cell_px (cache, cell_px);
    }

  for (int i = 0; i < n; i++)
    {
      int x, y, type, rot;
      double ux, uy;

      tess_state_placed (state, i, &x, &y, &type, &rot);
      ux = view->origin_x + x * view->cell_size;
      uy = view->origin_y + y * view->cell_size;
      if (ux + view->cell_size < clip->x || uy + view->cell_size < clip->y ||
          ux > clip->x + clip->width || uy > clip->y + clip->height)
        continue;

      if (sprites)
        {
          double dx0 = ux, dy0 = uy, dx1 = ux + view->cell_size, dy1 = uy + view->cell_size;
          int px0, py0, px1, py1;
          const TessGeom *geom;
          cairo_surface_t *sprite;

          to_pixels (cr, &d, &dx0, &dy0);
          to_pixels (cr, &d, &dx1, &dy1);
          px0 = (int) floor (dx0 + 0.5);
          py0 = (int) floor (dy0 + 0.5);
          px1 = (int) floor (dx1 + 0.5);
          py1 = (int) floor (dy1 + 0.5);
          if (px1 <= px0 || py1 <= py0)
            continue;
          geom = tess_geom_get (tess_def_tile (def, type));
          if (fast_scale)
            {
              SpriteKey key = { geom, cache_art (cache, type), rot & 3, px1 - px0, py1 - py0 };

              if (cache_lookup (cache, &key) == NULL &&
                  paint_scaled_sprite (cr, cache, &d, geom, cache_art (cache, type), rot,
                                       px0, py0, px1, py1))
                continue;
            }
          sprite = cache_sprite (cache, &d, geom, cache_art (cache, type), rot,
                                 px1 - px0, py1 - py0);
          paint_sprite (cr, &d, sprite, px0, py0);
        }
      else
        tess_render_tile_art (cr, tess_def_tile (def, type), cache_art (cache, type), rot,
                              ux, uy, view->cell_size);
    }
}

static void
draw_followers (cairo_t                 *cr,
                const TessState         *state,
                const TessRenderView    *view,
                const cairo_rectangle_t *clip,
                const int               *colors,
                TessRenderCache         *cache)
{
  const TessDef *def = tess_state_def (state);
  int n = tess_state_n_followers (state);
  double size = tess_render_follower_size (view->cell_size);
  gboolean sprites = cache != NULL && axis_aligned (cr);
  Device d = device_of (cr);
  int size_px = 0;

  if (sprites)
    {
      double dx = size, dy = 0;

      cairo_user_to_device_distance (cr, &dx, &dy);
      size_px = (int) floor (dx * d.sx + 0.5);
      sprites = size_px >= 4;
    }

  for (int i = 0; i < n; i++)
    {
      int placement, feature, player, x, y, type, rot, color;
      double ux, uy, ax, ay;
      const TessTileDef *tile;
      gboolean lying;
      /* The big follower (DESIGN.md §8) drawn larger. */
      TessFigure kind = tess_state_follower_kind (state, i);
      double fsize = tess_render_figure_size (size, kind);

      tess_state_follower (state, i, &placement, &feature, &player);
      tess_state_placed (state, placement, &x, &y, &type, &rot);
      ux = view->origin_x + x * view->cell_size;
      uy = view->origin_y + y * view->cell_size;
      /* A follower may stick out of its tile by half its size. */
      if (ux + view->cell_size + fsize < clip->x || uy + view->cell_size + fsize < clip->y ||
          ux - fsize > clip->x + clip->width || uy - fsize > clip->y + clip->height)
        continue;
      color = colors != NULL ? colors[player] : player % TESS_RENDER_N_COLORS;
      tile = tess_def_tile (def, type);
      tess_render_feature_anchor (tile, feature, rot, &ax, &ay);
      lying = tess_render_feature_lying (tile, feature);
      ax = ux + ax * view->cell_size;
      ay = uy + ay * view->cell_size;
      if (tess_render_is_own_figure (kind))
        tess_render_figure_shape (cr, color, kind, ax, ay, size);
      else if (sprites)
        {
          int side, px0, py0;
          int px = kind == TESS_FIGURE_BIG
                   ? (int) floor (size_px * TESS_RENDER_BIG_FOLLOWER_SCALE + 0.5) : size_px;
          cairo_surface_t *sprite = cache_follower (cache, &d, color, lying, px, &side);

          to_pixels (cr, &d, &ax, &ay);
          px0 = (int) floor (ax - side / 2.0 + 0.5);
          py0 = (int) floor (ay - side / 2.0 + 0.5);
          paint_sprite (cr, &d, sprite, px0, py0);
        }
      else
        tess_render_follower (cr, color, ax, ay, fsize, lying);
    }
}

void
tess_render_board (cairo_t                 *cr,
                   const TessState         *state,
                   const TessRenderView    *view,
                   const cairo_rectangle_t *clip,
                   const int               *colors,
                   TessRenderBoardFlags     flags,
                   TessRenderCache         *cache)
{
  cairo_rectangle_t extents;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (state != NULL);
  g_return_if_fail (view != NULL);

  if (view->cell_size <= 0)
    return;
  if (clip == NULL)
    {
      double x1, y1, x2, y2;

      cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
      extents.x = x1;
      extents.y = y1;
      extents.width = x2 - x1;
      extents.height = y2 - y1;
      clip = &extents;
    }

  if (flags & TESS_RENDER_BOARD_TILES)
    draw_tiles (cr, state, view, clip, cache, (flags & TESS_RENDER_BOARD_FAST_SCALE) != 0);
  if (flags & TESS_RENDER_BOARD_FOLLOWERS)
    draw_followers (cr, state, view, clip, colors, cache);
}
