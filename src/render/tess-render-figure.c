/* tess-render-figure.c: what a figure of the help needs: a crop of the
 * board, and the features a scoring lit on it
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include "tess-render-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------- crops */

void
tess_render_view_crop (TessRenderView *view,
                       int             x0,
                       int             y0,
                       int             x1,
                       int             y1,
                       double          width,
                       double          height,
                       double          margin)
{
  double cols, rows;

  g_return_if_fail (view != NULL);
  g_return_if_fail (x0 <= x1 && y0 <= y1);

  cols = x1 - x0 + 1 + 2 * margin;
  rows = y1 - y0 + 1 + 2 * margin;
  view->cell_size = MAX (1e-3, MIN (width / cols, height / rows));
  view->origin_x = width / 2 - (x0 + x1 + 1) / 2.0 * view->cell_size;
  view->origin_y = height / 2 - (y0 + y1 + 1) / 2.0 * view->cell_size;
}

/* ------------------------------------------------------------ labels */

/* Dark ink on white, with a ring, as legible on a city as on a field. */
#define LABEL_RADIUS 0.15   /* of a cell */
#define LABEL_INK    0.14, 0.12, 0.19

void
tess_render_figure_label (cairo_t              *cr,
                          const TessRenderView *view,
                          double                x,
                          double                y,
                          const char           *text)
{
  double cx, cy, r, font;
  cairo_text_extents_t ext;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (view != NULL);
  g_return_if_fail (text != NULL);

  cx = view->origin_x + x * view->cell_size;
  cy = view->origin_y + y * view->cell_size;
  r = view->cell_size * LABEL_RADIUS;
  cairo_save (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  font = r * 1.25;
  cairo_set_font_size (cr, font);
  cairo_text_extents (cr, text, &ext);
  /* Two or three characters widen the badge instead of shrinking the text. */
  cairo_new_path (cr);
  if (ext.width > r * 1.2)
    {
      double half = (ext.width - r * 1.2) / 2;

      cairo_arc (cr, cx + half, cy, r, -G_PI / 2, G_PI / 2);
      cairo_arc (cr, cx - half, cy, r, G_PI / 2, 3 * G_PI / 2);
      cairo_close_path (cr);
    }
  else
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, LABEL_INK);
  cairo_set_line_width (cr, MAX (view->cell_size * 0.02, 1));
  cairo_stroke (cr);
  cairo_move_to (cr, cx - ext.x_bearing - ext.width / 2, cy - ext.y_bearing - ext.height / 2);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

/* ------------------------------------------------------------- parts */

typedef struct
{
  GArray     *parts;
  GHashTable *seen;
} Collect;

static void
add_member (int   placement,
            int   feature,
            void *data)
{
  Collect *c = data;
  gpointer key = GINT_TO_POINTER (placement * TESS_MAX_FEATURES + feature + 1);
  TessRenderPart part = { placement, feature };

  if (g_hash_table_contains (c->seen, key))
    return;
  g_hash_table_add (c->seen, key);
  g_array_append_val (c->parts, part);
}

static const TessTileDef *
placed_tile (TessState *state,
             int        placement)
{
  int x, y, type, rot;

  tess_state_placed (state, placement, &x, &y, &type, &rot);
  return tess_def_tile (tess_state_def (state), type);
}

static gboolean
city_completed (TessState *state,
                int        placement,
                int        feature)
{
  TessFeatureInfo info;

  return tess_state_feature_info (state, placement, feature, &info) && info.completed;
}

/* Something asked of a city (@feature of @placement) a farm borders. */
typedef gboolean (*CityFunc) (TessState *state,
                              int        placement,
                              int        feature,
                              gpointer   data);

/* Calls @fn on every city a field of @farm (from @from on) borders,
 * until it returns %TRUE; returns whether it did. */
static gboolean
farm_find_city (TessState *state,
                GArray    *farm,
                guint      from,
                CityFunc   fn,
                gpointer   data)
{
  for (guint i = from; i < farm->len; i++)
    {
      const TessRenderPart *part = &g_array_index (farm, TessRenderPart, i);
      const TessTileDef *tile = placed_tile (state, part->placement);
      guint cities = tile->features[part->feature].cities;

      for (int f = 0; f < tile->n_features; f++)
        if ((cities & (1u << f)) && fn (state, part->placement, f, data))
          return TRUE;
    }
  return FALSE;
}

static gboolean
collect_completed_city (TessState *state,
                        int        placement,
                        int        feature,
                        gpointer   data)
{
  if (city_completed (state, placement, feature))
    tess_state_feature_members (state, placement, feature, add_member, data);
  return FALSE;
}

static gboolean
is_completed_city (TessState *state,
                   int        placement,
                   int        feature,
                   gpointer   data)
{
  return city_completed (state, placement, feature);
}

static gboolean
is_seen_city (TessState *state,
              int        placement,
              int        feature,
              gpointer   city_seen)
{
  return g_hash_table_contains (city_seen,
                                GINT_TO_POINTER (placement * TESS_MAX_FEATURES + feature + 1));
}

/* The completed cities a farm borders, into c. */
static void
add_farm_cities (TessState *state,
                 GArray    *farm,
                 guint      from,
                 Collect   *c)
{
  farm_find_city (state, farm, from, collect_completed_city, c);
}

/* Whether some field of the farm borders a completed city. */
static gboolean
farm_supplies (TessState *state,
               GArray    *farm,
               guint      from)
{
  return farm_find_city (state, farm, from, is_completed_city, NULL);
}

/* Whether some field of the farm borders the city (whose members are in
 * city_seen). */
static gboolean
farm_borders (TessState  *state,
              GArray     *farm,
              guint      from,
              GHashTable *city_seen)
{
  return farm_find_city (state, farm, from, is_seen_city, city_seen);
}

/* The farms (each once) where one of the scorers has the most farmers,
 * or (first edition) any farmer, that supply a completed city (first
 * edition: the city whose members are in city_seen). */
static void
add_scorers_farms (TessState       *state,
                   const TessEvent *event,
                   gboolean         any_farmer,
                   GHashTable      *city_seen,
                   Collect         *farms,
                   Collect         *cities)
{
  int n = tess_state_n_placed (state);

  for (int p = 0; p < n; p++)
    {
      const TessTileDef *tile = placed_tile (state, p);

      for (int f = 0; f < tile->n_features; f++)
        {
          TessFeatureInfo info;
          guint from = farms->parts->len;
          gboolean mine = FALSE;

          if (tile->features[f].type != TESS_FEATURE_FIELD ||
              g_hash_table_contains (farms->seen, GINT_TO_POINTER (p * TESS_MAX_FEATURES + f + 1)) ||
              !tess_state_feature_info (state, p, f, &info))
            continue;
          for (int pl = 0; pl < TESS_MAX_PLAYERS; pl++)
            if ((event->scorers & (1u << pl)) &&
                (any_farmer ? info.followers[pl] > 0 : (info.owners & (1u << pl)) != 0))
              mine = TRUE;
          if (!mine)
            continue;

          tess_state_feature_members (state, p, f, add_member, farms);
          if (city_seen != NULL ? !farm_borders (state, farms->parts, from, city_seen)
                                : !farm_supplies (state, farms->parts, from))
            {
              /* A farm that scores nothing here: forget it again (its
               * members stay in seen, so that it is not walked twice). */
              g_array_set_size (farms->parts, from);
              continue;
            }
          if (cities != NULL)
            add_farm_cities (state, farms->parts, from, cities);
        }
    }
}

/* A monastery scores the tiles round it too: each of them lit whole
 * (feature -1), as the window's board lights them. */
static void
add_neighbours (TessState *state,
                int        placement,
                GArray    *parts)
{
  int mx, my, type, rot;

  tess_state_placed (state, placement, &mx, &my, &type, &rot);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        TessRenderPart part = { tess_state_tile_at (state, mx + dx, my + dy), -1 };

        if ((dx != 0 || dy != 0) && part.placement >= 0)
          g_array_append_val (parts, part);
      }
}

void
tess_render_event_parts (TessState       *state,
                         const TessEvent *event,
                         GArray          *feature_parts,
                         GArray          *city_parts)
{
  g_autoptr(GHashTable) feature_seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) city_seen = g_hash_table_new (NULL, NULL);
  Collect features = { feature_parts, feature_seen };
  Collect cities = { city_parts, city_seen };

  g_return_if_fail (state != NULL);
  g_return_if_fail (event != NULL);
  g_return_if_fail (feature_parts != NULL && city_parts != NULL);

  if (event->placement < 0 || event->placement >= tess_state_n_placed (state))
    return;

  switch (event->rule)
    {
    case TESS_RULE_FARM_FIRST:
      /* The event is the city; light it and the scorers' farms around it. */
      tess_state_feature_members (state, event->placement, event->feature_index,
                                  add_member, &cities);
      add_scorers_farms (state, event, TRUE, city_seen, &features, NULL);
      break;
    case TESS_RULE_FARM_SECOND:
    case TESS_RULE_FARM_SECOND_PIG:
      /* Every farm of the scorer counts, each city once. */
      add_scorers_farms (state, event, FALSE, NULL, &features, &cities);
      break;
    case TESS_RULE_FARM_THIRD:
    case TESS_RULE_FARM_THIRD_PIG:
      tess_state_feature_members (state, event->placement, event->feature_index,
                                  add_member, &features);
      add_farm_cities (state, feature_parts, 0, &cities);
      break;
    case TESS_RULE_MONASTERY:
    case TESS_RULE_MONASTERY_INCOMPLETE:
      tess_state_feature_members (state, event->placement, event->feature_index,
                                  add_member, &features);
      add_neighbours (state, event->placement, feature_parts);
      break;
    case TESS_RULE_ROAD:
    case TESS_RULE_CITY:
    case TESS_RULE_CITY_SMALL:
    case TESS_RULE_ROAD_INCOMPLETE:
    case TESS_RULE_CITY_INCOMPLETE:
    case TESS_RULE_ROAD_INN:
    case TESS_RULE_ROAD_INN_INCOMPLETE:
    case TESS_RULE_CITY_CATHEDRAL:
    case TESS_RULE_CITY_CATHEDRAL_INCOMPLETE:
    case TESS_RULE_GOODS:   /* placement -1: nothing lit, returned above */
    default:
      tess_state_feature_members (state, event->placement, event->feature_index,
                                  add_member, &features);
      break;
    }
}

void
tess_render_board_parts (cairo_t              *cr,
                         const TessState      *state,
                         const TessRenderView *view,
                         const TessRenderPart *parts,
                         guint                 n_parts,
                         double                r,
                         double                g,
                         double                b,
                         double                alpha)
{
  const TessDef *def;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (state != NULL);
  g_return_if_fail (view != NULL);
  g_return_if_fail (parts != NULL || n_parts == 0);

  def = tess_state_def (state);
  for (guint i = 0; i < n_parts; i++)
    {
      int x, y, type, rot;

      if (parts[i].placement < 0 || parts[i].placement >= tess_state_n_placed (state))
        continue;
      tess_state_placed (state, parts[i].placement, &x, &y, &type, &rot);
      if (parts[i].feature < 0)
        {
          tess_render_tile_highlight (cr, view->origin_x + x * view->cell_size,
                                      view->origin_y + y * view->cell_size, view->cell_size, r, g, b, alpha);
          continue;
        }
      tess_render_feature_highlight (cr, tess_def_tile (def, type), rot, parts[i].feature,
                                     view->origin_x + x * view->cell_size,
                                     view->origin_y + y * view->cell_size,
                                     view->cell_size, r, g, b, alpha);
    }
}
