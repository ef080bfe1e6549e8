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
#include "tess-tile-canvas.h"
#include "tess-tile-shape.h"

#define SIDE_RADIUS 15.0
#define HALF_RADIUS 9.0

struct _TessTileCanvas
{
  GtkWidget parent_instance;

  TessTileSetModel *model;
  GSignalGroup *model_signals;
  int index;
  TessSideType palette;
  int focus_port;
  int join_from;    /* a side waiting for J's second side, -1 */
  int drag_from;    /* the port a drag started on, -1 */
  double drag_x, drag_y;

  /* The tile and its follower spots, drawn once for the tile as it is
   * and the size it has: moving the focus or joining redraws only the
   * handles on top, and an edit elsewhere in the set redraws nothing. */
  GskRenderNode *tile_node;
  TessTileDef node_tile;
  gpointer node_art;        /* the tile's artwork it was drawn with */
  double node_size;
  GskRenderNode *handle_nodes[TESS_N_PORTS];
  guint handle_looks[TESS_N_PORTS];
  TessTileDef shown_tile;   /* the tile as last described and drawn */
  gboolean shown;
};

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
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* Ports in the order of the edge, clockwise from the north-west corner. */
static int
port_at_edge (int position)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    if (tess_port_edge_position (p) == position)
      return p;
  return 0;
}

static const TessTileDef *
current_tile (TessTileCanvas *self)
{
  const TessTileSetData *set;

  if (self->model == NULL || self->index < 0)
    return NULL;
  set = tess_tile_set_model_get_set (self->model);
  if ((guint) self->index >= tess_tileset_n_tiles (set))
    return NULL;
  return tess_tileset_tile (set, self->index);
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

static void
handle_center (TessTileCanvas *self,
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

static int
hit_port (TessTileCanvas *self,
          double          x,
          double          y)
{
  int best = -1;
  double best_d = 0;

  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      double hx, hy, d, r = p < 4 ? SIDE_RADIUS : HALF_RADIUS;

      handle_center (self, p, &hx, &hy);
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

static const char *
port_display_name (int port)
{
  switch (port)
    {
    case TESS_PORT_N: return _("north side");
    case TESS_PORT_E: return _("east side");
    case TESS_PORT_S: return _("south side");
    case TESS_PORT_W: return _("west side");
    case TESS_PORT_NNW: return _("north side, west half");
    case TESS_PORT_NNE: return _("north side, east half");
    case TESS_PORT_ENE: return _("east side, north half");
    case TESS_PORT_ESE: return _("east side, south half");
    case TESS_PORT_SSE: return _("south side, east half");
    case TESS_PORT_SSW: return _("south side, west half");
    case TESS_PORT_WSW: return _("west side, south half");
    case TESS_PORT_WNW: return _("west side, north half");
    default: return "?";
    }
}

static void
update_description (TessTileCanvas *self)
{
  const TessTileDef *tile = current_tile (self);
  g_autofree char *text = NULL;
  g_autofree char *features = NULL;

  if (tile == NULL)
    text = g_strdup (_("No tile chosen"));
  else
    {
      features = tess_tile_describe (tile);
      if (self->focus_port < 4)
        /* Translators: the canvas's accessible description: the focused side, its type,
         * then the whole tile in words */
        text = g_strdup_printf (_("%s: %s. Tile: %s"), port_display_name (self->focus_port),
                                tess_side_type_display_name (tess_tile_side (tile, self->focus_port)), features);
      else
        text = g_strdup_printf (_("%s. Tile: %s"), port_display_name (self->focus_port), features);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  self->shown = tile != NULL;
  if (tile != NULL)
    self->shown_tile = *tile;
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
      && memcmp (&self->node_tile, tile, sizeof *tile) == 0)
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
  for (int f = 0; f < tile->n_features; f++)
    {
      double ux, uy;

      if (tile->features[f].type == TESS_FEATURE_RIVER)
        continue;
      tess_render_feature_anchor (tile, f, 0, &ux, &uy);
      cairo_arc (cr, ux * size, uy * size, size / 40, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }

  /* Joined sides: a line through their handles and the middle. */
  for (int f = 0; f < tile->n_features; f++)
    {
      guint16 sides = tile->features[f].ports & 0xfu;

      if (__builtin_popcount (sides) < 2)
        continue;
      for (int side = 0; side < 4; side++)
        if (sides & (1u << side))
          {
            double hx, hy;

            handle_center (self, side, &hx, &hy);
            cairo_move_to (cr, size / 2, size / 2);
            cairo_line_to (cr, hx - ox, hy - oy);
          }
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.5);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  g_clear_pointer (&self->tile_node, gsk_render_node_unref);
  self->tile_node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (self->tile_node == NULL)
    self->tile_node = gsk_container_node_new (NULL, 0);
  self->node_tile = *tile;
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
  int feature = tess_tile_feature_at (tile, port);
  guint colour;

  if (port < 4)
    colour = tess_tile_side (tile, port);
  else if (feature >= 0)
    {
      int k = 0;

      for (int f = 0; f < feature; f++)
        k += tile->features[f].type == TESS_FEATURE_FIELD;
      colour = 4 + k % 4;
    }
  else
    colour = 8;
  return 1u << 8 | colour
         | (port == self->join_from) << 4
         | (port < 4 && feature >= 0 && tile->features[feature].shield) << 5
         | (focused && port == self->focus_port) << 6;
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
  else
    r = g = b = 0.8;
  snapshot = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-extent, -extent,
                                                                 2 * extent, 2 * extent));
  cairo_arc (cr, 0, 0, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, look & (1u << 4) ? 4 : 1.5);
  cairo_stroke (cr);
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
  const TessTileDef *tile = current_tile (self);
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

      handle_center (self, p, &hx, &hy);
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

/* ------------------------------------------------------------ editing */

static void
report (TessTileCanvas *self,
        GError         *error)
{
  if (error != NULL)
    g_signal_emit (self, signals[SIGNAL_ERROR], 0, error->message);
}

/* The city nearest to a half port around the edge, as its side, -1. */
static int
nearest_city_side (const TessTileDef *tile,
                   int                half)
{
  int pos = tess_port_edge_position (half), best = -1, best_d = 99;

  for (int s = 0; s < 4; s++)
    {
      int d = abs (tess_port_edge_position (s) - pos);

      d = MIN (d, 12 - d);
      if (tess_tile_side (tile, s) == TESS_SIDE_CITY && d < best_d)
        {
          best = s;
          best_d = d;
        }
    }
  return best;
}

void
tess_tile_canvas_activate_port (TessTileCanvas *self,
                                int             port)
{
  const TessTileDef *tile = current_tile (self);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  if (tile == NULL || port < 0 || port >= TESS_N_PORTS)
    return;
  tess_tile_canvas_set_focus_port (self, port);
  if (port < 4)
    {
      int feature = tess_tile_feature_at (tile, port);

      if (self->join_from >= 0 && self->join_from != port)
        {
          int from = self->join_from;

          self->join_from = -1;
          tess_tile_set_model_join_sides (self->model, self->index, from, port, &error);
        }
      else if (tess_tile_side (tile, port) == self->palette && feature >= 0
               && __builtin_popcount (tile->features[feature].ports & 0xfu) >= 2)
        tess_tile_set_model_split_side (self->model, self->index, port, &error);
      else
        tess_tile_set_model_paint_side (self->model, self->index, port, self->palette, &error);
    }
  else
    {
      int field = tess_tile_feature_at (tile, port);
      int city_side = nearest_city_side (tile, port);

      if (field < 0 || city_side < 0)
        g_set_error (&error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                     _("There is no city on this tile for the field to border"));
      else
        {
          int city = tess_tile_feature_at (tile, city_side);
          gboolean borders = (tile->features[field].cities & (1u << city)) != 0;

          tess_tile_set_model_set_field_city (self->model, self->index, port, city_side,
                                              !borders, &error);
        }
    }
  report (self, error);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_tile_canvas_drag_sides (TessTileCanvas *self,
                             int             from,
                             int             to)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  if (current_tile (self) == NULL)
    return;
  tess_tile_set_model_join_sides (self->model, self->index, from, to, &error);
  report (self, error);
  tess_tile_canvas_set_focus_port (self, to);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ input */

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TessTileCanvas *self)
{
  self->drag_from = hit_port (self, x, y);
  self->drag_x = x;
  self->drag_y = y;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TessTileCanvas *self)
{
  int from = self->drag_from;
  int to = hit_port (self, self->drag_x + dx, self->drag_y + dy);

  self->drag_from = -1;
  if (from < 0)
    return;
  if (hypot (dx, dy) < 6 || to == from)
    tess_tile_canvas_activate_port (self, from);
  else if (from < 4 && to >= 0 && to < 4)
    tess_tile_canvas_drag_sides (self, from, to);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TessTileCanvas        *self)
{
  const TessTileDef *tile = current_tile (self);
  int pos = tess_port_edge_position (self->focus_port);
  g_autoptr(GError) error = NULL;

  if (tile == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      tess_tile_canvas_set_focus_port (self, port_at_edge ((pos + 1) % 12));
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      tess_tile_canvas_set_focus_port (self, port_at_edge ((pos + 11) % 12));
      return TRUE;
    case GDK_KEY_1:
    case GDK_KEY_KP_1:
      tess_tile_canvas_set_palette (self, TESS_SIDE_FIELD);
      return TRUE;
    case GDK_KEY_2:
    case GDK_KEY_KP_2:
      tess_tile_canvas_set_palette (self, TESS_SIDE_ROAD);
      return TRUE;
    case GDK_KEY_3:
    case GDK_KEY_KP_3:
      tess_tile_canvas_set_palette (self, TESS_SIDE_CITY);
      return TRUE;
    case GDK_KEY_4:
    case GDK_KEY_KP_4:
      tess_tile_canvas_set_palette (self, TESS_SIDE_RIVER);
      return TRUE;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      tess_tile_canvas_activate_port (self, self->focus_port);
      return TRUE;
    case GDK_KEY_j:
    case GDK_KEY_J:
      if (self->focus_port < 4)
        self->join_from = self->focus_port;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Escape:
      if (self->join_from < 0)
        return FALSE;
      self->join_from = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_s:
    case GDK_KEY_S:
      if (self->focus_port < 4)
        tess_tile_set_model_toggle_shield (self->model, self->index, self->focus_port, &error);
      report (self, error);
      return TRUE;
    case GDK_KEY_m:
    case GDK_KEY_M:
      {
        gboolean has = FALSE;

        for (int f = 0; f < tile->n_features; f++)
          has |= tile->features[f].type == TESS_FEATURE_MONASTERY;
        tess_tile_set_model_set_monastery (self->model, self->index, !has, &error);
        report (self, error);
      }
      return TRUE;
    default:
      return FALSE;
    }
}

/* An edit of another tile, the set's name or the count leaves the drawing
 * and the description as they are: nothing to redo for them. */
static void
on_model_changed (TessTileCanvas *self)
{
  const TessTileDef *tile = current_tile (self);

  if (tile != NULL && self->shown && memcmp (&self->shown_tile, tile, sizeof *tile) == 0)
    return;
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
  g_clear_pointer (&self->tile_node, gsk_render_node_unref);
  for (int p = 0; p < TESS_N_PORTS; p++)
    g_clear_pointer (&self->handle_nodes[p], gsk_render_node_unref);
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

  props[PROP_PALETTE] = g_param_spec_int ("palette", NULL, NULL, 0, TESS_SIDE_RIVER,
                                          TESS_SIDE_ROAD, flags);
  props[PROP_FOCUS_PORT] = g_param_spec_int ("focus-port", NULL, NULL, 0, TESS_N_PORTS - 1, 0,
                                             flags);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_ERROR] = g_signal_new ("error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "tilecanvas");
}

static void
tess_tile_canvas_init (TessTileCanvas *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->index = -1;
  self->palette = TESS_SIDE_ROAD;
  self->model_signals = g_signal_group_new (TESS_TYPE_TILE_SET_MODEL);
  g_signal_group_connect_object (self->model_signals, "notify::undo-label", G_CALLBACK (on_model_changed), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->model_signals, "items-changed", G_CALLBACK (on_model_changed), self,
                                 G_CONNECT_SWAPPED);
  self->join_from = -1;
  self->drag_from = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

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
