/* tess-render-scoring.c: lighting what scorings scored
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One way to light a scoring wherever a board is drawn on paper or in a
 * file: `tessera-cli render --highlight` and the handout.
 */

#define G_LOG_DOMAIN "tess-render"

#include "config.h"

#include "tess-engine.h"
#include "tess-render.h"

void
tess_render_scoring_rgba (guint8     scorers,
                          const int *colors,
                          double    *r,
                          double    *g,
                          double    *b,
                          double    *alpha)
{
  int scorer = -1, n_scorers = 0;

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (scorers & (1u << p))
      {
        scorer = p;
        n_scorers++;
      }
  if (n_scorers == 1)
    {
      tess_render_color_rgb (colors != NULL ? colors[scorer] : scorer, r, g, b);
      *alpha = TESS_RENDER_SCORER_ALPHA;
    }
  else
    {
      *r = TESS_RENDER_SHARED_R;
      *g = TESS_RENDER_SHARED_G;
      *b = TESS_RENDER_SHARED_B;
      *alpha = TESS_RENDER_SHARED_ALPHA;
    }
}

void
tess_render_scoring_lights (cairo_t              *cr,
                            TessState            *state,
                            const TessRenderView *view,
                            const TessEvent      *events,
                            guint                 n_events,
                            const int            *colors)
{
  g_autoptr(GArray) all_cities = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < n_events; i++)
    {
      const TessEvent *e = &events[i];
      g_autoptr(GArray) features = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
      g_autoptr(GArray) cities = g_array_new (FALSE, FALSE, sizeof (TessRenderPart));
      double r, g, b, alpha;

      if (e->points <= 0 || e->scorers == 0)
        continue;
      tess_render_scoring_rgba (e->scorers, colors, &r, &g, &b, &alpha);
      tess_render_event_parts (state, e, features, cities);
      tess_render_board_parts (cr, state, view, (TessRenderPart *) (void *) features->data,
                               features->len, r, g, b, alpha);
      for (guint k = 0; k < cities->len; k++)
        {
          const TessRenderPart *part = &g_array_index (cities, TessRenderPart, k);
          gpointer key = GINT_TO_POINTER (part->placement * TESS_MAX_FEATURES + part->feature + 1);

          if (g_hash_table_add (seen, key))
            g_array_append_val (all_cities, *part);
        }
    }
  tess_render_board_parts (cr, state, view, (TessRenderPart *) (void *) all_cities->data,
                           all_cities->len, TESS_RENDER_CITY_R, TESS_RENDER_CITY_G,
                           TESS_RENDER_CITY_B, TESS_RENDER_CITY_ALPHA);
}
