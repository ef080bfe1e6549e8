/* tess-tile-canvas-marks.c: what a designer puts on a feature of the
 * editor's tile besides its sides (a shield, an inn by a road, a
 * cathedral in a city, the goods a city shows), said in words, offered in
 * a side's context menu and set by key
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-names.h"
#include "tess-tile-canvas-private.h"
#include "tess-tile-query.h"

/* The goods as the designer's words, for "a city, with wine". */
static const char *
goods_phrase (TessGoods goods)
{
  switch (goods)
    {
    case TESS_GOODS_WINE:
      /* Translators: what a city shows, in "The top side: a city, with wine." */
      return C_("on a feature", "wine");
    case TESS_GOODS_GRAIN:
      return C_("on a feature", "grain");
    case TESS_GOODS_CLOTH:
      return C_("on a feature", "cloth");
    case TESS_GOODS_NONE:
    case TESS_N_GOODS:
    default:
      return NULL;
    }
}

char *
_tess_tile_canvas_marks_phrase (const TessTileDef *tile,
                                int                feature)
{
  const char *marks[4];
  guint n = 0;

  if (feature < 0 || feature >= tess_tile_get_n_features (tile))
    return NULL;
  if (tess_tile_feature_has_shield (tile, feature))
    /* Translators: what a city has, in "The top side: a city, with a shield." */
    marks[n++] = C_("on a feature", "a shield");
  if (tess_tile_feature_has_inn (tile, feature))
    /* Translators: what a road has, in "The top side: a road, with an inn." */
    marks[n++] = C_("on a feature", "an inn");
  if (tess_tile_feature_has_cathedral (tile, feature))
    /* Translators: what a city has, in "The top side: a city, with a cathedral." */
    marks[n++] = C_("on a feature", "a cathedral");
  if (goods_phrase (tess_tile_feature_goods (tile, feature)) != NULL)
    marks[n++] = goods_phrase (tess_tile_feature_goods (tile, feature));
  return n > 0 ? tess_names_join ((const char * const *) marks, n) : NULL;
}

/* The side a handle is about: a half side's own side. */
static int
side_of_port (int port)
{
  return port < 4 ? port : (port - 4) / 2;
}

static void
toggle (TessTileCanvas *self,
        int             port,
        gboolean        cathedral)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  g_autoptr(GError) error = NULL;
  int side = side_of_port (port);
  int feature;
  gboolean had, done;

  if (tile == NULL || port < 0 || port >= TESS_N_PORTS)
    return;
  feature = tess_tile_get_feature_at (tile, side);
  had = feature >= 0 && (cathedral ? tess_tile_feature_has_cathedral (tile, feature)
                                   : tess_tile_feature_has_inn (tile, feature));
  done = cathedral ? tess_tile_set_model_toggle_cathedral (self->model, self->index, side, &error)
                   : tess_tile_set_model_toggle_inn (self->model, self->index, side, &error);
  if (done)
    {
      g_autofree char *words = _tess_tile_canvas_port_words (self, side);
      g_autofree char *text = NULL;

      if (had && cathedral)
        /* Translators: said when the designer takes the cathedral away,
         * then the side as it is now: "Cathedral removed. The top side: a city." */
        text = g_strdup_printf (_("Cathedral removed. %s"), words);
      else if (had)
        /* Translators: "Inn removed. The left side: part of the road to the left and right sides." */
        text = g_strdup_printf (_("Inn removed. %s"), words);
      _tess_tile_canvas_say (self, text != NULL ? text : words);
    }
  _tess_tile_canvas_report (self, error);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_tile_canvas_toggle_inn (TessTileCanvas *self,
                             int             port)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));
  toggle (self, port, FALSE);
}

void
tess_tile_canvas_toggle_cathedral (TessTileCanvas *self,
                                   int             port)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));
  toggle (self, port, TRUE);
}

void
tess_tile_canvas_set_goods (TessTileCanvas *self,
                            int             port,
                            TessGoods       goods)
{
  const TessTileDef *tile;
  g_autoptr(GError) error = NULL;
  int side = side_of_port (port);

  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  tile = _tess_tile_canvas_current_tile (self);
  if (tile == NULL || port < 0 || port >= TESS_N_PORTS)
    return;
  if (tess_tile_set_model_set_goods (self->model, self->index, side, goods, &error))
    {
      g_autofree char *words = _tess_tile_canvas_port_words (self, side);
      g_autofree char *text = NULL;

      if (goods == TESS_GOODS_NONE)
        /* Translators: said when the designer takes a city's goods away,
         * then the side as it is now: "No goods. The top side: a city." */
        text = g_strdup_printf (_("No goods. %s"), words);
      _tess_tile_canvas_say (self, text != NULL ? text : words);
    }
  _tess_tile_canvas_report (self, error);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_tess_tile_canvas_next_goods (TessTileCanvas *self,
                              int             port)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  int feature;

  if (tile == NULL || port < 0 || port >= TESS_N_PORTS)
    return;
  feature = tess_tile_get_feature_at (tile, side_of_port (port));
  /* None, wine, grain, cloth, and round again; on a side that is no city,
   * wine, which is refused in words. */
  tess_tile_canvas_set_goods (self, port,
                              feature < 0 ? TESS_GOODS_WINE
                                          : (tess_tile_feature_goods (tile, feature) + 1) % TESS_N_GOODS);
}

void
_tess_tile_canvas_append_mark_items (TessTileCanvas    *self,
                                     const TessTileDef *tile,
                                     int                port,
                                     GMenu             *edit)
{
  int feature = tess_tile_get_feature_at (tile, port);

  if (port >= 4 || feature < 0)
    return;
  /* A road's inn, a city's cathedral, or one a file put elsewhere, to
   * take off. */
  if (tess_tile_feature_has_inn (tile, feature))
    g_menu_append (edit, _("Remove the _Inn"), "canvas.inn");
  else if (tess_tile_get_side_type (tile, port) == TESS_SIDE_ROAD)
    g_menu_append (edit, _("Add an _Inn"), "canvas.inn");
  if (tess_tile_feature_has_cathedral (tile, feature))
    g_menu_append (edit, _("Remove the _Cathedral"), "canvas.cathedral");
  else if (tess_tile_get_side_type (tile, port) == TESS_SIDE_CITY)
    g_menu_append (edit, _("Add a _Cathedral"), "canvas.cathedral");
  /* The goods a city shows: each of the others, or none. */
  if (tess_tile_get_side_type (tile, port) == TESS_SIDE_CITY
      || tess_tile_feature_goods (tile, feature) != TESS_GOODS_NONE)
    {
      static const char *labels[TESS_N_GOODS] = {
        N_("_No Goods"), N_("Goods: _Wine"), N_("Goods: _Grain"), N_("Goods: C_loth"),
      };
      TessGoods now = tess_tile_feature_goods (tile, feature);

      for (int g = 0; g < TESS_N_GOODS; g++)
        if (g != (int) now && (g != TESS_GOODS_NONE || now != TESS_GOODS_NONE)
            && (g == TESS_GOODS_NONE || tess_tile_get_side_type (tile, port) == TESS_SIDE_CITY))
          {
            g_autoptr(GMenuItem) item = g_menu_item_new (_(labels[g]), NULL);

            g_menu_item_set_action_and_target (item, "canvas.goods", "i", g);
            g_menu_append_item (edit, item);
          }
    }
}

static void
mark_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (widget);

  if (g_str_equal (action_name, "canvas.goods"))
    {
      tess_tile_canvas_set_goods (self, self->menu_port, g_variant_get_int32 (param));
      return;
    }
  toggle (self, self->menu_port, g_str_equal (action_name, "canvas.cathedral"));
}

void
_tess_tile_canvas_class_init_marks (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "canvas.inn", NULL, mark_action);
  gtk_widget_class_install_action (widget_class, "canvas.cathedral", NULL, mark_action);
  gtk_widget_class_install_action (widget_class, "canvas.goods", "i", mark_action);
}
