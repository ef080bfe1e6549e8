/* tess-tile-canvas.c: the tile-set editor's large tile, with its twelve
 * ports as handles
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tess-names.h"
#include "tess-render.h"
#include "tess-art-draw.h"
#include "tess-describe.h"
#include "tess-tile-canvas-private.h"
#include "tess-tile-shape.h"
#include "tess-tile-query.h"

G_DEFINE_FINAL_TYPE (TessTileCanvas, tess_tile_canvas, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_PALETTE,
  PROP_FOCUS_PORT,
  N_PROPS
};

enum
{
  SIGNAL_ERROR,
  SIGNAL_ANNOUNCE,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

const TessTileDef *
_tess_tile_canvas_current_tile (TessTileCanvas *self)
{
  const TessTileSetData *set;

  if (self->model == NULL || self->index < 0)
    return NULL;
  set = tess_tile_set_model_get_set (self->model);
  if ((guint) self->index >= tess_tile_set_n_tiles (set))
    return NULL;
  return tess_tile_set_tile (set, self->index);
}

/* The tile's square and where a port's handle is. */
static void
geometry (TessTileCanvas *self,
          double         *ox,
          double         *oy,
          double         *size)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double margin = 2.6 * SIDE_RADIUS;

  *size = MAX (MIN (w, h) - 2 * margin, 16);
  *ox = (w - *size) / 2;
  *oy = (h - *size) / 2;
}

void
_tess_tile_canvas_handle_center (TessTileCanvas *self,
                                 int             port,
                                 double         *x,
                                 double         *y)
{
  double ox, oy, size, d = 1.4 * SIDE_RADIUS, f;
  int e = tess_port_edge_position (port);
  int side = e / 3;

  geometry (self, &ox, &oy, &size);
  f = (e % 3 + 1) * 0.25;
  switch (side)
    {
    case 0:
      *x = ox + f * size;
      *y = oy - d;
      break;
    case 1:
      *x = ox + size + d;
      *y = oy + f * size;
      break;
    case 2:
      *x = ox + size - f * size;
      *y = oy + size + d;
      break;
    case 3:
    default:
      *x = ox - d;
      *y = oy + size - f * size;
      break;
    }
}

int
_tess_tile_canvas_hit_port (TessTileCanvas *self,
                            double          x,
                            double          y)
{
  int best = -1;
  double best_d = 0;

  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      double hx, hy, d, r = p < 4 ? SIDE_RADIUS : HALF_RADIUS;

      _tess_tile_canvas_handle_center (self, p, &hx, &hy);
      d = hypot (x - hx, y - hy);
      if (d <= r + 6 && (best < 0 || d < best_d))
        {
          best = p;
          best_d = d;
        }
    }
  return best;
}

static void
side_rgb (TessSideType type,
          double      *r,
          double      *g,
          double      *b)
{
  switch (type)
    {
    case TESS_SIDE_ROAD:
      *r = 0.93; *g = 0.87; *b = 0.72;
      break;
    case TESS_SIDE_CITY:
      *r = 0.66; *g = 0.45; *b = 0.30;
      break;
    case TESS_SIDE_RIVER:
      *r = 0.25; *g = 0.52; *b = 0.89;
      break;
    case TESS_SIDE_FIELD:
    default:
      *r = 0.45; *g = 0.75; *b = 0.40;
      break;
    }
}

/* ------------------------------------------------------------ words */

/* The focused handle in words, then the tile as the board tells its
 * cells: a screen reader says where the designer is and what is there. */
static void
update_description (TessTileCanvas *self)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  g_autofree char *text = NULL;

  if (tile == NULL)
    text = g_strdup (_("No tile chosen"));
  else
    {
      g_autofree char *port = _tess_tile_canvas_port_words (self, self->focus_port);
      g_autofree char *features = tess_describe_tile (tile, 0);

      /* The whole tile only when it changed: a screen reader says the
       * description at each move of the focus. */
      if (self->shown && self->shown_tile != NULL && tess_tile_def_equal (self->shown_tile, tile))
        text = g_strdup (port);
      else
        /* Translators: the tile canvas's accessible description: the chosen
         * handle and what it is, a sentence, then the whole tile in words */
        text = g_strdup_printf (_("%s The tile: %s"), port, features);
    }
  g_free (self->description);
  self->description = g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  self->shown = tile != NULL;
  g_clear_pointer (&self->shown_tile, tess_tile_def_free);
  if (tile != NULL)
    self->shown_tile = tess_tile_def_dup (tile);
}

/* ------------------------------------------------------------ drawing */

/* The tile at (0, 0) with the spots where the game shows followers. */
static GskRenderNode *
tile_node (TessTileCanvas    *self,
           const TessTileDef *tile,
           double             ox,
           double             oy,
           double             size)
{
  g_autoptr(GtkSnapshot) snapshot = NULL;
  double margin = 2.6 * SIDE_RADIUS;
  cairo_t *cr;

  TessRenderArt *art = tess_art_draw_decoded (tess_tile_set_model_get_art (self->model,
                                                                          self->index));

  if (self->tile_node != NULL && self->node_size == size && self->node_art == art
      && tess_tile_def_equal (self->node_tile, tile))
    return self->tile_node;

  snapshot = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-margin, -margin,
                                                                 size + 2 * margin,
                                                                 size + 2 * margin));
  if (art != NULL)
    {
      /* The artwork, and the tile the rules see faintly over it. */
      tess_render_art_draw (cr, art, 0, 0, 0, size);
      cairo_push_group (cr);
      tess_render_tile (cr, tile, 0, 0, 0, size);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.3);
    }
  else
    tess_render_tile (cr, tile, 0, 0, 0, size);
  for (int f = 0; f < tess_tile_get_n_features (tile); f++)
    {
      double ux, uy;

      if (tess_tile_get_feature_type (tile, f) == TESS_FEATURE_RIVER)
        continue;
      tess_render_feature_anchor (tile, f, 0, &ux, &uy);
      cairo_arc (cr, ux * size, uy * size, size / 40, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }

  /* Which city each field borders: a dotted line from the field's spot
   * to the city's, so that what farmers will score is seen. */
  for (int f = 0; f < tess_tile_get_n_features (tile); f++)
    for (int c = 0; c < tess_tile_get_n_features (tile); c++)
      if (tess_tile_get_feature_type (tile, f) == TESS_FEATURE_FIELD
          && tess_tile_field_borders_city (tile, f, c)
          && tess_tile_get_feature_type (tile, c) == TESS_FEATURE_CITY)
        {
          double fx, fy, cx, cy;

          tess_render_feature_anchor (tile, f, 0, &fx, &fy);
          tess_render_feature_anchor (tile, c, 0, &cx, &cy);
          cairo_move_to (cr, fx * size, fy * size);
          cairo_line_to (cr, cx * size, cy * size);
          cairo_set_source_rgba (cr, 0.55, 0.05, 0.45, 0.9);
          cairo_set_line_width (cr, 2.5);
          cairo_set_dash (cr, (double[]) { 2, 5 }, 2, 0);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }

  /* Joined sides: a bracket around the edge, from handle to handle the
   * short way round, outside the tile: it never crosses the middle, a
   * curve's corner or the shield. */
  for (int f = 0; f < tess_tile_get_n_features (tile); f++)
    {
      guint sides = tess_tile_get_feature_sides (tile, f);
      double d = 1.4 * SIDE_RADIUS;
      /* The ring the handles sit on: a side's handle, then the corner after it. */
      double ring[8][2] = {
        { size / 2, -d }, { size + d, -d }, { size + d, size / 2 }, { size + d, size + d },
        { size / 2, size + d }, { -d, size + d }, { -d, size / 2 }, { -d, -d },
      };
      int start = -1, gap = -1;

      if (__builtin_popcount (sides) < 2)
        continue;
      /* Start after the widest gap between joined sides. */
      for (int side = 0; side < 4; side++)
        if (sides & (1u << side))
          {
            int next = 1;

            while (!(sides & (1u << ((side + next) % 4))))
              next++;
            if (next > gap)
              {
                gap = next;
                start = (side + next) % 4;
              }
          }
      cairo_move_to (cr, ring[2 * start][0], ring[2 * start][1]);
      for (int k = 1; k <= 2 * (4 - gap); k++)
        cairo_line_to (cr, ring[(2 * start + k) % 8][0], ring[(2 * start + k) % 8][1]);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 4);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  g_clear_pointer (&self->tile_node, gsk_render_node_unref);
  self->tile_node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (self->tile_node == NULL)
    self->tile_node = gsk_container_node_new (NULL, 0);
  g_clear_pointer (&self->node_tile, tess_tile_def_free);
  self->node_tile = tess_tile_def_dup (tile);
  self->node_size = size;
  self->node_art = art;
  return self->tile_node;
}

/* What a handle shows, as a number: its colour, whether it waits for a
 * join, its shield, its focus ring. */
static guint
handle_look (TessTileCanvas    *self,
             const TessTileDef *tile,
             int                port,
             gboolean           focused)
{
  int feature = tess_tile_get_feature_at (tile, port);
  guint colour;

  if (port < 4)
    colour = tess_tile_get_side_type (tile, port);
  else if (feature >= 0)
    {
      int k = 0;

      for (int f = 0; f < feature; f++)
        k += tess_tile_get_feature_type (tile, f) == TESS_FEATURE_FIELD;
      colour = 4 + k % 4;
    }
  else if (tess_tile_get_side_type (tile, (port - 4) / 2) == TESS_SIDE_CITY)
    colour = 9;   /* under a city: nothing to do there */
  else
    colour = 8;   /* part of no field: a problem */
  return 1u << 8 | colour
         | (port == self->join_from) << 4
         | (port < 4 && feature >= 0 && tess_tile_feature_has_shield (tile, feature)) << 5
         | (focused && port == self->focus_port) << 6
         | ((self->marked & (1u << port)) != 0) << 7;
}

/* A handle drawn round (0, 0), kept while it looks the same. */
static GskRenderNode *
handle_node (TessTileCanvas *self,
             int             port,
             guint           look)
{
  /* Each field its own shade of green, the same for its halves. */
  static const double greens[4][3] = {
    { 0.30, 0.62, 0.25 }, { 0.62, 0.85, 0.40 }, { 0.15, 0.45, 0.30 }, { 0.45, 0.78, 0.62 },
  };
  double radius = port < 4 ? SIDE_RADIUS : HALF_RADIUS, extent = radius + 6, r, g, b;
  guint colour = look & 0xfu;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  cairo_t *cr;

  if (self->handle_nodes[port] != NULL && self->handle_looks[port] == look)
    return self->handle_nodes[port];

  if (colour < 4)
    side_rgb (colour, &r, &g, &b);
  else if (colour < 8)
    {
      r = greens[colour - 4][0];
      g = greens[colour - 4][1];
      b = greens[colour - 4][2];
    }
  else if (colour == 9)
    side_rgb (TESS_SIDE_CITY, &r, &g, &b);
  else
    r = g = b = 1.0;
  extent += 6;
  snapshot = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-extent, -extent,
                                                                 2 * extent, 2 * extent));
  if (colour == 9)
    {
      /* Covered by a city: a small dimmed dot, not a control. */
      cairo_arc (cr, 0, 0, radius / 2, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, r, g, b, 0.7);
      cairo_fill (cr);
    }
  else
    {
      cairo_arc (cr, 0, 0, radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_set_line_width (cr, look & (1u << 4) ? 4 : 1.5);
      cairo_stroke (cr);
    }
  if (colour == 8)
    {
      /* Part of no field: white with a red cross, "missing". */
      double k = radius / 2;

      cairo_move_to (cr, -k, -k);
      cairo_line_to (cr, k, k);
      cairo_move_to (cr, k, -k);
      cairo_line_to (cr, -k, k);
      cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  if (look & (1u << 7))
    {
      /* The problem chosen is here. */
      cairo_arc (cr, 0, 0, radius + 8, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (look & (1u << 5))
    {
      cairo_arc (cr, 0, 0, SIDE_RADIUS / 2.5, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.15, 0.3, 0.75);
      cairo_fill (cr);
    }
  if (look & (1u << 6))
    {
      cairo_arc (cr, 0, 0, radius + 4, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  g_clear_pointer (&self->handle_nodes[port], gsk_render_node_unref);
  self->handle_nodes[port] = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  self->handle_looks[port] = look;
  return self->handle_nodes[port];
}

/* The tile and the joins are one kept node; each handle is its own, so
 * that moving the focus or waiting for a join draws again only the
 * handles that changed, not the tile. */
static void
tess_tile_canvas_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (widget);
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  double ox, oy, size;
  gboolean focused = gtk_widget_has_focus (widget);

  if (tile == NULL)
    return;
  geometry (self, &ox, &oy, &size);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (ox, oy));
  gtk_snapshot_append_node (snapshot, tile_node (self, tile, ox, oy, size));
  gtk_snapshot_restore (snapshot);

  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      double hx, hy;

      _tess_tile_canvas_handle_center (self, p, &hx, &hy);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (hx, hy));
      gtk_snapshot_append_node (snapshot, handle_node (self, p, handle_look (self, tile, p, focused)));
      gtk_snapshot_restore (snapshot);
    }
}

static void
tess_tile_canvas_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 200;
  *natural = 420;
}

static void
tess_tile_canvas_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (widget);

  if (self->menu != NULL)
    gtk_popover_present (GTK_POPOVER (self->menu));
}

/* An edit of another tile, the set's name or the count leaves the drawing
 * and the description as they are: nothing to redo for them. The tile's
 * artwork changes its drawing, not its definition. */
static void
on_model_changed (TessTileCanvas *self)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  TessRenderArt *art = tile != NULL ? tess_art_draw_decoded (tess_tile_set_model_get_art (self->model,
                                                                                          self->index))
                                    : NULL;

  if (art != self->node_art)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  if (tile != NULL && self->shown && tess_tile_def_equal (self->shown_tile, tile))
    return;
  /* The problem lit was on the tile as it was. */
  self->marked = 0;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ object */

static void
tess_tile_canvas_dispose (GObject *object)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_pointer (&self->tile_node, gsk_render_node_unref);
  g_clear_pointer (&self->node_tile, tess_tile_def_free);
  g_clear_pointer (&self->shown_tile, tess_tile_def_free);
  for (int p = 0; p < TESS_N_PORTS; p++)
    g_clear_pointer (&self->handle_nodes[p], gsk_render_node_unref);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (tess_tile_canvas_parent_class)->dispose (object);
}

static void
tess_tile_canvas_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (object);

  switch (prop_id)
    {
    case PROP_PALETTE:
      g_value_set_int (value, self->palette);
      break;
    case PROP_FOCUS_PORT:
      g_value_set_int (value, self->focus_port);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_canvas_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (object);

  switch (prop_id)
    {
    case PROP_PALETTE:
      tess_tile_canvas_set_palette (self, g_value_get_int (value));
      break;
    case PROP_FOCUS_PORT:
      tess_tile_canvas_set_focus_port (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_canvas_class_init (TessTileCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = tess_tile_canvas_dispose;
  object_class->get_property = tess_tile_canvas_get_property;
  object_class->set_property = tess_tile_canvas_set_property;
  widget_class->snapshot = tess_tile_canvas_snapshot;
  widget_class->measure = tess_tile_canvas_measure;
  widget_class->size_allocate = tess_tile_canvas_size_allocate;

  props[PROP_PALETTE] = g_param_spec_int ("palette", NULL, NULL, 0, TESS_SIDE_RIVER,
                                          TESS_SIDE_ROAD, flags);
  props[PROP_FOCUS_PORT] = g_param_spec_int ("focus-port", NULL, NULL, 0, TESS_N_PORTS - 1, 0,
                                             flags);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_ERROR] = g_signal_new ("error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_ANNOUNCE] = g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  _tess_tile_canvas_class_init_input (widget_class);
  _tess_tile_canvas_class_init_marks (widget_class);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "tilecanvas");
}

static void
tess_tile_canvas_init (TessTileCanvas *self)
{
  self->index = -1;
  self->palette = TESS_SIDE_ROAD;
  self->model_signals = g_signal_group_new (TESS_TYPE_TILE_SET_MODEL);
  g_signal_group_connect_object (self->model_signals, "changed", G_CALLBACK (on_model_changed), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->model_signals, "items-changed", G_CALLBACK (on_model_changed), self,
                                 G_CONNECT_SWAPPED);
  self->join_from = -1;
  self->drag_from = -1;
  self->menu_port = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  _tess_tile_canvas_init_input (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tile: click or press Space on a side to paint it, "
                                    "drag from side to side to join them"),
                                  -1);
}

GtkWidget *
tess_tile_canvas_new (void)
{
  return g_object_new (TESS_TYPE_TILE_CANVAS, NULL);
}

void
tess_tile_canvas_set_tile (TessTileCanvas   *self,
                           TessTileSetModel *model,
                           int               index)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  if (self->model != model)
    {
      g_set_object (&self->model, model);
      g_signal_group_set_target (self->model_signals, model);
      self->shown = FALSE;
    }
  if (self->index != index || self->join_from >= 0)
    self->shown = FALSE;
  self->index = index;
  self->join_from = -1;
  on_model_changed (self);
}

int
tess_tile_canvas_get_index (TessTileCanvas *self)
{
  g_return_val_if_fail (TESS_IS_TILE_CANVAS (self), -1);
  return self->index;
}

void
tess_tile_canvas_set_palette (TessTileCanvas *self,
                              TessSideType    palette)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  palette = CLAMP ((int) palette, TESS_SIDE_FIELD, TESS_SIDE_RIVER);
  if (self->palette == palette)
    return;
  self->palette = palette;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PALETTE]);
}

TessSideType
tess_tile_canvas_get_palette (TessTileCanvas *self)
{
  g_return_val_if_fail (TESS_IS_TILE_CANVAS (self), TESS_SIDE_FIELD);
  return self->palette;
}

int
tess_tile_canvas_get_focus_port (TessTileCanvas *self)
{
  g_return_val_if_fail (TESS_IS_TILE_CANVAS (self), 0);
  return self->focus_port;
}

void
tess_tile_canvas_set_focus_port (TessTileCanvas *self,
                                 int             port)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  port = CLAMP (port, 0, TESS_N_PORTS - 1);
  if (self->focus_port == port)
    return;
  self->focus_port = port;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FOCUS_PORT]);
}

void
tess_tile_canvas_set_marked_ports (TessTileCanvas *self,
                                   guint16         ports)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  ports &= 0xfffu;
  if (self->marked == ports)
    return;
  self->marked = ports;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: (nullable): what the canvas's accessible description says */
const char *
tess_tile_canvas_get_description (TessTileCanvas *self)
{
  g_return_val_if_fail (TESS_IS_TILE_CANVAS (self), NULL);
  return self->description;
}

guint16
tess_tile_canvas_get_marked_ports (TessTileCanvas *self)
{
  g_return_val_if_fail (TESS_IS_TILE_CANVAS (self), 0);
  return self->marked;
}

void
_tess_tile_canvas_say (TessTileCanvas *self,
                       const char     *text)
{
  g_signal_emit (self, signals[SIGNAL_ANNOUNCE], 0, text);
}

void
_tess_tile_canvas_report (TessTileCanvas *self,
                          GError         *error)
{
  if (error != NULL)
    g_signal_emit (self, signals[SIGNAL_ERROR], 0, error->message);
}
