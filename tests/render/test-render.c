/* test-render.c: the renderer draws what the tile definitions say
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tiles are drawn into image surfaces and their pixels classified by
 * colour family (field green, city stone, road sand, water blue, wall
 * brown), so the tests check what a player would see without pinning
 * exact shades.
 */

#define G_LOG_DOMAIN "test-render"

#include "config.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#include "tess-render.h"
#include "tess-tile-set.h"
#include "tess-engine.h"

typedef enum
{
  LOOK_OTHER,
  LOOK_FIELD,
  LOOK_CITY,
  LOOK_WALL,
  LOOK_ROAD,
  LOOK_WATER,
} Look;

static const char *const look_names[] = { "other", "field", "city", "wall", "road", "water" };

static GPtrArray *all_tiles;   /* const TessTileDef*, base then river */
static TessTileSetData *base_set;
static TessTileSetData *river_set;

static const TessTileDef *
tile_by_id (const char *id)
{
  for (guint i = 0; i < all_tiles->len; i++)
    {
      const TessTileDef *t = all_tiles->pdata[i];

      if (g_str_equal (t->id, id))
        return t;
    }
  g_error ("No tile %s", id);
  return NULL;
}

/* ------------------------------------------------------------ pixels */

typedef struct
{
  cairo_surface_t *surface;
  int              size;
} Canvas;

static Canvas
canvas_new (int size)
{
  Canvas c = { cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size), size };
  cairo_t *cr = cairo_create (c.surface);

  /* Magenta: no part of the landscape. */
  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  cairo_destroy (cr);
  return c;
}

static void
canvas_free (Canvas *c)
{
  cairo_surface_destroy (c->surface);
}

static void
pixel (Canvas *c,
       double  ux,
       double  uy,
       int    *r,
       int    *g,
       int    *b)
{
  int x = CLAMP ((int) floor (ux * c->size), 0, c->size - 1);
  int y = CLAMP ((int) floor (uy * c->size), 0, c->size - 1);
  const guint8 *data;
  guint32 v;

  cairo_surface_flush (c->surface);
  data = cairo_image_surface_get_data (c->surface);
  memcpy (&v, data + y * cairo_image_surface_get_stride (c->surface) + 4 * x, sizeof v);
  *r = (v >> 16) & 0xff;
  *g = (v >> 8) & 0xff;
  *b = v & 0xff;
}

static guint32
pixel_value (Canvas *c,
             double  ux,
             double  uy)
{
  int r, g, b;

  pixel (c, ux, uy, &r, &g, &b);
  return (guint32) (r << 16 | g << 8 | b);
}

static Look
classify (int r,
          int g,
          int b)
{
  if (g > r + 20 && g > b + 20)
    return LOOK_FIELD;
  if (b > r + 40 && b >= g)
    return LOOK_WATER;
  if (r >= g && g >= b && r - b > 20)
    {
      if (r - g < 16 && g - b > 12 && r > 200)
        return LOOK_ROAD;
      if (r < 175)
        return LOOK_WALL;
      return LOOK_CITY;
    }
  return LOOK_OTHER;
}

static Look
look_at (Canvas *c,
         double  ux,
         double  uy)
{
  int r, g, b;

  pixel (c, ux, uy, &r, &g, &b);
  return classify (r, g, b);
}

static void
assert_look (Canvas     *c,
             double      ux,
             double      uy,
             Look        want,
             const char *what)
{
  int r, g, b;
  Look got;

  pixel (c, ux, uy, &r, &g, &b);
  got = classify (r, g, b);
  if (got != want)
    g_error ("%s: at (%.3f, %.3f) expected %s, found %s (#%02x%02x%02x)",
             what, ux, uy, look_names[want], look_names[got], r, g, b);
}

static Canvas
draw_tile (const TessTileDef *tile,
           int                rot,
           int                size)
{
  Canvas c = canvas_new (size);
  cairo_t *cr = cairo_create (c.surface);

  tess_render_tile (cr, tile, rot, 0, 0, size);
  cairo_destroy (cr);
  return c;
}

static Look
feature_look (TessFeatureType type)
{
  switch (type)
    {
    case TESS_FEATURE_ROAD:
      return LOOK_ROAD;
    case TESS_FEATURE_CITY:
      return LOOK_CITY;
    case TESS_FEATURE_FIELD:
      return LOOK_FIELD;
    case TESS_FEATURE_RIVER:
      return LOOK_WATER;
    case TESS_FEATURE_MONASTERY:
    case TESS_N_FEATURE_TYPES:
    default:
      return LOOK_OTHER;
    }
}

/* ------------------------------------------------------------ tiles */

/* The tile C is all city; a D has city on N, road E-W, fields around. */
static void
test_tile_colours (void)
{
  Canvas c = draw_tile (tile_by_id ("C"), 0, 120);

  assert_look (&c, 0.5, 0.5, LOOK_CITY, "C centre");
  assert_look (&c, 0.03, 0.97, LOOK_CITY, "C corner");
  canvas_free (&c);

  c = draw_tile (tile_by_id ("D"), 0, 120);
  assert_look (&c, 0.5, 0.04, LOOK_CITY, "D city side");
  assert_look (&c, 0.02, 0.5, LOOK_ROAD, "D road at W");
  assert_look (&c, 0.98, 0.5, LOOK_ROAD, "D road at E");
  assert_look (&c, 0.5, 0.5, LOOK_ROAD, "D road middle");
  assert_look (&c, 0.04, 0.96, LOOK_FIELD, "D field corner");
  assert_look (&c, 0.5, 0.96, LOOK_FIELD, "D field S");
  canvas_free (&c);

  c = draw_tile (tile_by_id ("U"), 1, 40);
  assert_look (&c, 0.5, 0.02, LOOK_ROAD, "U at 90: road at N, 40 px");
  assert_look (&c, 0.5, 0.98, LOOK_ROAD, "U at 90: road at S, 40 px");
  assert_look (&c, 0.04, 0.04, LOOK_FIELD, "U field corner, 40 px");
  canvas_free (&c);

  c = draw_tile (tile_by_id ("river-straight"), 0, 120);
  assert_look (&c, 0.02, 0.5, LOOK_WATER, "river W");
  assert_look (&c, 0.98, 0.5, LOOK_WATER, "river E");
  assert_look (&c, 0.5, 0.1, LOOK_FIELD, "river bank field");
  canvas_free (&c);
}

/* Every side of every tile at every rotation looks like its type, at
 * the middle of the side (where neighbours join). */
static void
test_tile_sides (void)
{
  static const double mid[4][2] = { { 0.5, 0.015 }, { 0.985, 0.5 }, { 0.5, 0.985 }, { 0.015, 0.5 } };
  static const int sizes[] = { 40, 300 };

  for (guint i = 0; i < all_tiles->len; i++)
    for (int rot = 0; rot < 4; rot++)
      for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
        {
          const TessTileDef *tile = all_tiles->pdata[i];
          Canvas c = draw_tile (tile, rot, sizes[k]);

          for (int s = 0; s < 4; s++)
            {
              /* The board side s shows canonical side s - rot. */
              TessSideType side = tess_tile_side (tile, (s - rot + 4) & 3);
              Look want = side == TESS_SIDE_CITY ? LOOK_CITY :
                          side == TESS_SIDE_ROAD ? LOOK_ROAD :
                          side == TESS_SIDE_RIVER ? LOOK_WATER : LOOK_FIELD;
              g_autofree char *what = g_strdup_printf ("%s rot %d side %d at %d px",
                                                       tile->id, rot, s, sizes[k]);

              /* A field side may carry a grass tuft or the monastery's
               * shadow: check a spot beside the middle as well. */
              if (want == LOOK_FIELD && look_at (&c, mid[s][0], mid[s][1]) != LOOK_FIELD)
                assert_look (&c, mid[s][0] * 0.9 + 0.05, mid[s][1] * 0.9 + 0.05, want, what);
              else
                assert_look (&c, mid[s][0], mid[s][1], want, what);
            }
          canvas_free (&c);
        }
}

/* Turning a tile moves its city with it. */
static void
test_tile_rotation (void)
{
  static const double mid[4][2] = { { 0.5, 0.04 }, { 0.96, 0.5 }, { 0.5, 0.96 }, { 0.04, 0.5 } };
  const TessTileDef *e = tile_by_id ("E");

  for (int rot = 0; rot < 4; rot++)
    {
      Canvas c = draw_tile (e, rot, 80);

      for (int s = 0; s < 4; s++)
        assert_look (&c, mid[s][0], mid[s][1], s == rot ? LOOK_CITY : LOOK_FIELD, "E rotated");
      canvas_free (&c);
    }
}

/* Two cities on one tile are drawn apart, each with its own wall: going
 * from one to the other crosses wall, field, wall. */
static void
test_separate_cities (void)
{
  static const struct
  {
    const char *id;
    double      x0, y0, x1, y1;
  } cases[] = {
    { "H", 0.5, 0.03, 0.5, 0.97 },
    { "I", 0.5, 0.03, 0.03, 0.5 },
    { "river-cities", 0.3, 0.03, 0.3, 0.97 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Canvas c = draw_tile (tile_by_id (cases[i].id), 0, 200);
      Look seq[8];
      int n = 0;

      for (int k = 0; k <= 400; k++)
        {
          double t = k / 400.0;
          Look l = look_at (&c, cases[i].x0 + t * (cases[i].x1 - cases[i].x0),
                            cases[i].y0 + t * (cases[i].y1 - cases[i].y0));

          if (l == LOOK_OTHER || l == LOOK_WATER || l == LOOK_ROAD)
            continue;
          /* Roofs and shadows are city too. */
          if (n == 0 || seq[n - 1] != l)
            {
              g_assert_cmpint (n, <, (int) G_N_ELEMENTS (seq));
              seq[n++] = l;
            }
        }
      g_assert_cmpint (n, >=, 5);
      g_assert_cmpint (seq[0], ==, LOOK_CITY);
      g_assert_cmpint (seq[n - 1], ==, LOOK_CITY);
      for (int k = 1; k < n - 1; k++)
        if (seq[k] == LOOK_FIELD)
          {
            g_assert_cmpint (seq[k - 1], ==, LOOK_WALL);
            g_assert_cmpint (seq[k + 1], ==, LOOK_WALL);
          }
      canvas_free (&c);
    }
}

/* Anchors lie inside the tile and inside their own feature, in the
 * feature map and in the picture; turning the tile turns them. */
/* Roads split so that each ends under a city that covers the centre
 * end at the city's wall, at a gate (a dark arch), not at a house in the
 * middle of the city; so does a road into a city of three sides. */
static void
test_road_gates (void)
{
  static const char json[] =
    "{ \"format\": \"tessera-tileset\", \"version\": 1, \"id\": \"g\", \"tiles\": ["
    "  { \"id\": \"T\", \"features\": ["
    "    { \"type\": \"city\", \"ports\": [\"N\", \"S\"] },"
    "    { \"type\": \"road\", \"ports\": [\"E\"] },"
    "    { \"type\": \"road\", \"ports\": [\"W\"] },"
    "    { \"type\": \"field\", \"ports\": [\"ENE\", \"WNW\"], \"cities\": [\"N\"] },"
    "    { \"type\": \"field\", \"ports\": [\"ESE\", \"WSW\"], \"cities\": [\"S\"] } ] },"
    "  { \"id\": \"U\", \"features\": ["
    "    { \"type\": \"city\", \"ports\": [\"N\", \"E\", \"W\"] },"
    "    { \"type\": \"road\", \"ports\": [\"S\"] },"
    "    { \"type\": \"field\", \"ports\": [\"SSE\"], \"cities\": [\"N\"] },"
    "    { \"type\": \"field\", \"ports\": [\"SSW\"], \"cities\": [\"N\"] } ] } ] }";
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) set = tess_tile_set_load_data (json, -1, "gates", &error);
  const guint32 ink = 0x3d3846;

  g_assert_no_error (error);
  for (guint t = 0; t < tess_tile_set_n_tiles (set); t++)
    for (int rot = 0; rot < 4; rot++)
      {
        Canvas c = draw_tile (tess_tile_set_tile (set, t), rot, 256);
        /* The road's side, in board orientation: E (T) or S (U). */
        int side = ((t == 0 ? 1 : 2) + rot) & 3;
        double dx = side == 1 ? 1 : side == 3 ? -1 : 0;
        double dy = side == 2 ? 1 : side == 0 ? -1 : 0;
        gboolean gate = FALSE;

        assert_look (&c, 0.5, 0.5, LOOK_CITY, "the centre, under the city");
        assert_look (&c, 0.5 + 0.47 * dx, 0.5 + 0.47 * dy, LOOK_ROAD, "the road at its side");
        for (double d = 0.45; d > 0.05 && !gate; d -= 0.005)
          gate = pixel_value (&c, 0.5 + d * dx, 0.5 + d * dy) == ink;
        if (!gate)
          g_error ("tile %u at %d°: no gate where the road meets the wall", t, rot * 90);
        canvas_free (&c);
      }
}

static void
test_anchors (void)
{
  for (guint i = 0; i < all_tiles->len; i++)
    {
      const TessTileDef *tile = all_tiles->pdata[i];

      for (int rot = 0; rot < 4; rot++)
        {
          Canvas c = draw_tile (tile, rot, 150);

          for (int f = 0; f < tile->n_features; f++)
            {
              double x, y, x0, y0;
              TessFeatureType type = tile->features[f].type;
              g_autofree char *what = g_strdup_printf ("%s rot %d feature %d (%s)", tile->id,
                                                       rot, f, tess_feature_type_name (type));

              tess_render_feature_anchor (tile, f, rot, &x, &y);
              g_assert_true (x > 0.02 && x < 0.98);
              g_assert_true (y > 0.02 && y < 0.98);
              if (tess_render_feature_at (tile, rot, x, y) != f)
                g_error ("%s: the anchor (%.2f, %.2f) hits feature %d", what, x, y,
                         tess_render_feature_at (tile, rot, x, y));
              if (type == TESS_FEATURE_MONASTERY)
                g_assert_cmpint (look_at (&c, x, y), !=, LOOK_FIELD);
              else
                assert_look (&c, x, y, feature_look (type), what);

              /* The anchor at rotation 0, turned by hand. */
              tess_render_feature_anchor (tile, f, 0, &x0, &y0);
              for (int k = 0; k < rot; k++)
                {
                  double t = x0;

                  x0 = 1 - y0;
                  y0 = t;
                }
              g_assert_cmpfloat_with_epsilon (x, x0, 1e-9);
              g_assert_cmpfloat_with_epsilon (y, y0, 1e-9);
            }
          canvas_free (&c);
        }
    }
}

/* Hit tests: every port's spot is its feature; outside is nothing. */
static void
test_feature_at (void)
{
  static const double port_pos[TESS_N_PORTS][2] = {
    { 0.5, 0.01 }, { 0.99, 0.5 }, { 0.5, 0.99 }, { 0.01, 0.5 },
    { 0.25, 0.01 }, { 0.75, 0.01 }, { 0.99, 0.25 }, { 0.99, 0.75 },
    { 0.75, 0.99 }, { 0.25, 0.99 }, { 0.01, 0.75 }, { 0.01, 0.25 },
  };

  for (guint i = 0; i < all_tiles->len; i++)
    {
      const TessTileDef *tile = all_tiles->pdata[i];

      for (int rot = 0; rot < 4; rot++)
        for (int p = 0; p < TESS_N_PORTS; p++)
          {
            /* Port p in canonical orientation shows at its rotated place. */
            int board = tess_port_rotate (p, rot);
            int f = tess_tile_feature_at (tile, p);

            if (f < 0)
              continue;
            if (tess_render_feature_at (tile, rot, port_pos[board][0], port_pos[board][1]) != f)
              g_error ("%s rot %d: port %s is not feature %d", tile->id, rot,
                       tess_port_name (p), f);
          }
      g_assert_cmpint (tess_render_feature_at (tile, 0, -0.1, 0.5), ==, -1);
      g_assert_cmpint (tess_render_feature_at (tile, 0, 0.5, 1.0), ==, -1);
    }
}

/* Any definition is drawn without harm, tile-set editor drafts and
 * invalid ones included: anchors stay inside, hit tests in range. */
static void
test_random_defs (void)
{
  GRand *rand = g_rand_new_with_seed (20260101);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);

  for (int n = 0; n < 300; n++)
    {
      TessTileDef tile = { 0 };
      cairo_t *cr = cairo_create (s);
      int rot = g_rand_int_range (rand, 0, 4);

      g_snprintf (tile.id, sizeof tile.id, n % 7 == 0 ? "lake-%d" : "draft-%d", n);
      tile.count = 1;
      tile.n_features = g_rand_int_range (rand, 0, TESS_MAX_FEATURES + 1);
      for (int f = 0; f < tile.n_features; f++)
        {
          tile.features[f].type = g_rand_int_range (rand, 0, TESS_N_FEATURE_TYPES + 1);
          tile.features[f].shield = g_rand_boolean (rand);
          /* Mostly sparse port sets, sometimes anything. */
          tile.features[f].ports = n % 5 == 0 ? g_rand_int_range (rand, 0, 1 << 12)
                                              : 1u << g_rand_int_range (rand, 0, 12) |
                                                1u << g_rand_int_range (rand, 0, 12);
          tile.features[f].cities = g_rand_int_range (rand, 0, 1 << 16);
        }

      tess_render_tile (cr, &tile, rot, 0, 0, 64);
      for (int f = -1; f <= tile.n_features; f++)
        {
          double x, y;
          int hit;

          tess_render_feature_anchor (&tile, f, rot, &x, &y);
          g_assert_true (x >= 0 && x <= 1 && y >= 0 && y <= 1);
          hit = tess_render_feature_at (&tile, rot, x, y);
          g_assert_cmpint (hit, >=, -1);
          g_assert_cmpint (hit, <, MAX (tile.n_features, 1));
          tess_render_feature_highlight (cr, &tile, rot, f, 0, 0, 64, 1, 0, 0, 0.5);
          tess_render_tile_follower (cr, &tile, rot, f, f & 7, 0, 0, 64);
        }
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
    }
  cairo_surface_destroy (s);
  g_rand_free (rand);
}

/* ------------------------------------------------------------ followers */

typedef struct
{
  int x0, y0, x1, y1;
  int n;
} Extent;

/* Bounding box of what a follower drew on a transparent surface. */
static Extent
follower_extent (int      color,
                 gboolean lying,
                 guint8  *out_mask)
{
  const int size = 100;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (s);
  Extent e = { size, size, -1, -1, 0 };
  const guint8 *data;
  int stride;
  double lr, lg, lb;

  tess_render_follower (cr, color, 50, 50, 60, lying);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  data = cairo_image_surface_get_data (s);
  stride = cairo_image_surface_get_stride (s);
  tess_render_color_contrast_rgb (color, &lr, &lg, &lb);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 v;

        memcpy (&v, data + y * stride + 4 * x, sizeof v);

        if ((v >> 24) > 200)
          {
            e.x0 = MIN (e.x0, x);
            e.y0 = MIN (e.y0, y);
            e.x1 = MAX (e.x1, x);
            e.y1 = MAX (e.y1, y);
            e.n++;
          }
        if (out_mask != NULL)
          {
            /* Pixels of the mark: the contrast colour, inside the body. */
            int r = (v >> 16) & 0xff, g = (v >> 8) & 0xff, b = v & 0xff;

            out_mask[y * size + x] = (v >> 24) == 0xff &&
                                     fabs (r - lr * 255) < 40 && fabs (g - lg * 255) < 40 &&
                                     fabs (b - lb * 255) < 40 &&
                                     x > 35 && x < 65 && y > 30 && y < 60;
          }
      }
  cairo_surface_destroy (s);
  return e;
}

static void
test_follower_shape (void)
{
  for (int color = 0; color < TESS_RENDER_N_COLORS; color++)
    {
      Extent stand = follower_extent (color, FALSE, NULL);
      Extent lie = follower_extent (color, TRUE, NULL);

      /* About as tall as asked (plus outline), centred. */
      g_assert_cmpint (stand.y1 - stand.y0, >=, 58);
      g_assert_cmpint (stand.y1 - stand.y0, <=, 75);
      g_assert_cmpint (abs ((stand.x0 + stand.x1) / 2 - 50), <=, 4);
      /* Lying down: the long side across. */
      g_assert_cmpint (lie.x1 - lie.x0, >=, 58);
      g_assert_cmpint (lie.x1 - lie.x0, >, lie.y1 - lie.y0 - 2);
      g_assert_cmpint (stand.y1 - stand.y0, >, stand.x1 - stand.x0 - 2);
    }
}

/* Every colour has its own mark: the marks differ pixel by pixel, so
 * followers are told apart without seeing colour. */
static void
test_follower_marks (void)
{
  guint8 masks[TESS_RENDER_N_COLORS][100 * 100];

  for (int color = 0; color < TESS_RENDER_N_COLORS; color++)
    {
      follower_extent (color, FALSE, masks[color]);
    }
  for (int a = 0; a < TESS_RENDER_N_COLORS; a++)
    for (int b = a + 1; b < TESS_RENDER_N_COLORS; b++)
      {
        int diff = 0, na = 0;

        for (int k = 0; k < 100 * 100; k++)
          {
            diff += masks[a][k] != masks[b][k];
            na += masks[a][k];
          }
        g_assert_cmpint (na, >, 20);
        if (diff < 30)
          g_error ("Colours %d and %d have marks that differ in %d pixels only", a, b, diff);
      }
}

/* A follower shows on its feature whatever the tile, and its outline
 * keeps it apart from the ground: the black one on a dark city too. */
static void
test_follower_on_tiles (void)
{
  for (guint i = 0; i < all_tiles->len; i++)
    {
      const TessTileDef *tile = all_tiles->pdata[i];

      for (int f = 0; f < tile->n_features; f++)
        for (int color = 0; color < TESS_RENDER_N_COLORS; color++)
          {
            Canvas before = draw_tile (tile, 1, 60);
            Canvas after = draw_tile (tile, 1, 60);
            cairo_t *cr = cairo_create (after.surface);
            double x, y;

            tess_render_tile_follower (cr, tile, 1, f, color, 0, 0, 60);
            cairo_destroy (cr);
            tess_render_feature_anchor (tile, f, 1, &x, &y);
            g_assert_cmpuint (pixel_value (&before, x, y), !=, pixel_value (&after, x, y));
            canvas_free (&before);
            canvas_free (&after);
          }
    }
}

/* ------------------------------------------------------------ highlight */

/* Lighting a feature changes its anchor's pixel and leaves far parts of
 * the other features alone. */
static void
test_highlight (void)
{
  for (guint i = 0; i < all_tiles->len; i++)
    {
      const TessTileDef *tile = all_tiles->pdata[i];
      int rot = i % 4;
      Canvas plain = draw_tile (tile, rot, 120);

      for (int f = 0; f < tile->n_features; f++)
        {
          Canvas lit = draw_tile (tile, rot, 120);
          cairo_t *cr = cairo_create (lit.surface);
          double x, y;
          int changed_other = 0, checked_other = 0;

          tess_render_feature_highlight (cr, tile, rot, f, 0, 0, 120, 1, 0, 1, 0.5);
          cairo_destroy (cr);
          tess_render_feature_anchor (tile, f, rot, &x, &y);
          if (pixel_value (&plain, x, y) == pixel_value (&lit, x, y))
            g_error ("%s: lighting feature %d leaves its anchor as it was", tile->id, f);

          /* Sample a grid: where another feature is, well inside it,
           * nothing changed. */
          for (int gy = 0; gy < 24; gy++)
            for (int gx = 0; gx < 24; gx++)
              {
                double ux = (gx + 0.5) / 24, uy = (gy + 0.5) / 24;
                int k = tess_render_feature_at (tile, rot, ux, uy);
                gboolean deep = TRUE;

                if (k == f || k < 0)
                  continue;
                for (int d = 0; d < 8 && deep; d++)
                  {
                    double a = d * G_PI / 4;

                    deep = tess_render_feature_at (tile, rot, ux + 0.07 * cos (a),
                                                   uy + 0.07 * sin (a)) == k;
                  }
                if (!deep)
                  continue;
                checked_other++;
                if (pixel_value (&plain, ux, uy) != pixel_value (&lit, ux, uy))
                  changed_other++;
              }
          if (changed_other > 0)
            g_error ("%s: lighting feature %d changed %d of %d spots of other features",
                     tile->id, f, changed_other, checked_other);
          canvas_free (&lit);
        }
      canvas_free (&plain);
    }
}

/* ------------------------------------------------------------ boards */

typedef struct
{
  TessDef   *def;
  TessState *st;
} Game;

static int
type_of (TessDef    *def,
         const char *id)
{
  int type = tess_def_find_type (def, id);

  g_assert_cmpint (type, >=, 0);
  return type;
}

/* The start tile D at (0, 0), then: E north of it (its city facing D's),
 * U to the east carrying the road on, with a follower on it, and a B
 * monastery to the south with a monk. Unseeded: tiles drawn by name. */
static Game
small_game (void)
{
  TessTileSet set;
  TessRules rules;
  char err[256];
  Game game;
  TessMove move;

  tess_tile_set_as_engine (base_set, &set);
  tess_rules_init_default (&rules);
  game.def = tess_def_new (&set, 1, &rules, 2, err, sizeof err);
  g_assert_nonnull (game.def);
  game.st = tess_state_new (game.def);
  tess_state_init (game.st, game.def, FALSE, 0);

  move = (TessMove) { type_of (game.def, "E"), 0, -1, 2, -1 };
  g_assert_cmpint (tess_state_draw_named (game.st, move.tile), ==, TESS_OK);
  g_assert_cmpint (tess_state_play (game.st, &move, NULL, NULL), ==, TESS_OK);

  move = (TessMove) { type_of (game.def, "U"), 1, 0, 0, 0 };
  g_assert_cmpint (tess_state_draw_named (game.st, move.tile), ==, TESS_OK);
  move.feature = tess_def_feature_at (game.def, move.tile, 0, TESS_PORT_W);
  g_assert_cmpint (tess_state_play (game.st, &move, NULL, NULL), ==, TESS_OK);

  move = (TessMove) { type_of (game.def, "B"), 0, 1, 0, -1 };
  g_assert_cmpint (tess_state_draw_named (game.st, move.tile), ==, TESS_OK);
  for (int f = 0; f < tess_def_tile (game.def, move.tile)->n_features; f++)
    if (tess_def_tile (game.def, move.tile)->features[f].type == TESS_FEATURE_MONASTERY)
      move.feature = f;
  g_assert_cmpint (tess_state_play (game.st, &move, NULL, NULL), ==, TESS_OK);
  return game;
}

static void
game_free (Game *game)
{
  tess_state_free (game->st);
  tess_def_free (game->def);
}

static void
test_board_bounds (void)
{
  Game game = small_game ();
  int x0, y0, x1, y1;
  TessRenderView view;

  g_assert_true (tess_render_board_bounds (game.st, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x0, ==, 0);
  g_assert_cmpint (y0, ==, -1);
  g_assert_cmpint (x1, ==, 1);
  g_assert_cmpint (y1, ==, 1);

  /* 2 x 3 cells, half a cell of margin: 3 x 4 cells in 300 x 200. */
  tess_render_view_fit (&view, game.st, 300, 200, 0.5);
  g_assert_cmpfloat_with_epsilon (view.cell_size, 50, 1e-9);
  /* Centred: the board's middle (x = 1, y = 0.5 in cells) at the area's. */
  g_assert_cmpfloat_with_epsilon (view.origin_x + 1.0 * view.cell_size, 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (view.origin_y + 0.5 * view.cell_size, 100, 1e-9);
  game_free (&game);
}

static cairo_surface_t *
draw_board (Game                    *game,
            const TessRenderView    *view,
            const cairo_rectangle_t *clip,
            TessRenderCache         *cache,
            TessRenderBoardFlags     flags)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  cairo_t *cr = cairo_create (s);
  double r, g, b;

  tess_render_table_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_paint (cr);
  tess_render_board (cr, game->st, view, clip, NULL, flags, cache);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static Look
board_look (cairo_surface_t *s,
            double           x,
            double           y)
{
  const guint8 *data = cairo_image_surface_get_data (s);
  guint32 v;

  memcpy (&v, data + (int) y * cairo_image_surface_get_stride (s) + 4 * (int) x, sizeof v);

  return classify ((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
}

static void
test_board_draw (void)
{
  Game game = small_game ();
  TessRenderView view;
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  cairo_surface_t *paths, *sprites, *tiles_only, *clipped;
  cairo_rectangle_t clip = { 0, 0, 400, 150 };
  double cell;
  long diff = 0;

  tess_render_view_fit (&view, game.st, 400, 400, 0.5);
  cell = view.cell_size;
  paths = draw_board (&game, &view, NULL, NULL, TESS_RENDER_BOARD_ALL);
  sprites = draw_board (&game, &view, NULL, cache, TESS_RENDER_BOARD_ALL);
  tiles_only = draw_board (&game, &view, NULL, cache, TESS_RENDER_BOARD_TILES);

  /* D's road runs on into U's; E's city faces D's city. */
#define AT(cx, cy) view.origin_x + (cx) * cell, view.origin_y + (cy) * cell
  g_assert_cmpint (board_look (paths, AT (0.5, 0.5)), ==, LOOK_ROAD);
  g_assert_cmpint (board_look (paths, AT (0.99, 0.5)), ==, LOOK_ROAD);
  g_assert_cmpint (board_look (paths, AT (1.01, 0.5)), ==, LOOK_ROAD);
  g_assert_cmpint (board_look (paths, AT (0.5, -0.03)), ==, LOOK_CITY);
  g_assert_cmpint (board_look (paths, AT (0.5, 0.03)), ==, LOOK_CITY);
  g_assert_cmpint (board_look (paths, AT (0.5, -0.9)), ==, LOOK_FIELD);
  /* No tile at (1, -1): the table shows. */
  g_assert_cmpint (board_look (paths, AT (1.5, -0.5)), ==, LOOK_OTHER);

  /* The follower on U's road, drawn only with followers. */
  {
    int placement, feature, player, x, y, type, rot;
    double ax, ay;

    g_assert_cmpint (tess_state_n_followers (game.st), ==, 2);
    tess_state_follower (game.st, 0, &placement, &feature, &player);
    tess_state_placed (game.st, placement, &x, &y, &type, &rot);
    tess_render_feature_anchor (tess_def_tile (game.def, type), feature, rot, &ax, &ay);
    g_assert_cmpint (board_look (tiles_only, AT (x + ax, y + ay)), ==, LOOK_ROAD);
    g_assert_cmpint (board_look (sprites, AT (x + ax, y + ay)), !=, LOOK_ROAD);
  }
#undef AT

  /* Sprites and paths give the same picture, give or take rounding. */
  for (int y = 0; y < 400; y++)
    for (int x = 0; x < 400; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (paths) + y * cairo_image_surface_get_stride (paths) + 4 * x;
        const guint8 *b = cairo_image_surface_get_data (sprites) + y * cairo_image_surface_get_stride (sprites) + 4 * x;

        for (int k = 0; k < 3; k++)
          diff += abs (a[k] - b[k]) > 48;
      }
  g_assert_cmpint (diff, <, 400 * 400 * 3 / 100);

  /* A clip above the start tile's row: the tile at (0, 1) is not drawn. */
  clipped = draw_board (&game, &view, &clip, cache, TESS_RENDER_BOARD_TILES);
  g_assert_cmpint (board_look (clipped, view.origin_x + 0.5 * cell, view.origin_y + 1.95 * cell),
                   ==, LOOK_OTHER);
  g_assert_cmpint (board_look (clipped, view.origin_x + 0.5 * cell, view.origin_y - 0.5 * cell),
                   !=, LOOK_OTHER);

  cairo_surface_destroy (paths);
  cairo_surface_destroy (sprites);
  cairo_surface_destroy (tiles_only);
  cairo_surface_destroy (clipped);
  game_free (&game);
}

/* On a HiDPI target (device scale 2) the cached tiles are drawn at the
 * device's resolution, as sharp as paths: both pictures agree. */
static void
test_board_hidpi (void)
{
  Game game = small_game ();
  TessRenderView view;
  g_autoptr(TessRenderCache) cache = tess_render_cache_new ();
  cairo_surface_t *s[2];
  long diff = 0;

  tess_render_view_fit (&view, game.st, 200, 200, 0.5);
  for (int k = 0; k < 2; k++)
    {
      cairo_t *cr;

      s[k] = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
      cairo_surface_set_device_scale (s[k], 2, 2);
      cr = cairo_create (s[k]);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      tess_render_board (cr, game.st, &view, NULL, NULL, TESS_RENDER_BOARD_ALL,
                         k == 0 ? NULL : cache);
      cairo_destroy (cr);
      cairo_surface_flush (s[k]);
    }
  for (int y = 0; y < 400; y++)
    for (int x = 0; x < 400; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (s[0]) + y * cairo_image_surface_get_stride (s[0]) + 4 * x;
        const guint8 *b = cairo_image_surface_get_data (s[1]) + y * cairo_image_surface_get_stride (s[1]) + 4 * x;

        for (int c = 0; c < 3; c++)
          diff += abs (a[c] - b[c]) > 16;
      }
  /* Sprites drawn at half the resolution and scaled up differ in 3%. */
  g_assert_cmpint (diff, <, 400 * 400 * 3 / 200);
  cairo_surface_destroy (s[0]);
  cairo_surface_destroy (s[1]);
  game_free (&game);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  base_set = tess_tile_set_load_builtin ("base", &error);
  g_assert_no_error (error);
  river_set = tess_tile_set_load_builtin ("river", &error);
  g_assert_no_error (error);
  all_tiles = g_ptr_array_new ();
  for (guint i = 0; i < tess_tile_set_n_tiles (base_set); i++)
    g_ptr_array_add (all_tiles, (gpointer) tess_tile_set_tile (base_set, i));
  for (guint i = 0; i < tess_tile_set_n_tiles (river_set); i++)
    g_ptr_array_add (all_tiles, (gpointer) tess_tile_set_tile (river_set, i));
  g_assert_cmpuint (all_tiles->len, ==, 24 + 10);

  g_test_add_func ("/render/tile/colours", test_tile_colours);
  g_test_add_func ("/render/tile/sides", test_tile_sides);
  g_test_add_func ("/render/tile/rotation", test_tile_rotation);
  g_test_add_func ("/render/tile/separate-cities", test_separate_cities);
  g_test_add_func ("/render/tile/anchors", test_anchors);
  g_test_add_func ("/render/tile/road-gates", test_road_gates);
  g_test_add_func ("/render/tile/feature-at", test_feature_at);
  g_test_add_func ("/render/tile/highlight", test_highlight);
  g_test_add_func ("/render/tile/random-defs", test_random_defs);
  g_test_add_func ("/render/follower/shape", test_follower_shape);
  g_test_add_func ("/render/follower/marks", test_follower_marks);
  g_test_add_func ("/render/follower/on-tiles", test_follower_on_tiles);
  g_test_add_func ("/render/board/bounds", test_board_bounds);
  g_test_add_func ("/render/board/draw", test_board_draw);
  g_test_add_func ("/render/board/hidpi", test_board_hidpi);

  status = g_test_run ();
  g_ptr_array_unref (all_tiles);
  tess_tile_set_unref (base_set);
  tess_tile_set_unref (river_set);
  return status;
}
