/* tess-tile-canvas-input.c: editing the editor's tile by mouse, keyboard
 * and context menu, and saying what each edit did
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
#include "tess-tile-canvas-private.h"
#include "tess-tile-query.h"
#include "tess-tile-shape.h"

/* Ports in the order of the edge, clockwise from the north-west corner. */
static int
port_at_edge (int position)
{
  for (int p = 0; p < TESS_N_PORTS; p++)
    if (tess_port_edge_position (p) == position)
      return p;
  return 0;
}

static void open_menu (TessTileCanvas *self,
                       int             port);

/* ------------------------------------------------------------ words */

/* The cities a field borders, as "the city on the top side and the city
 * on the left side"; NULL for none. */
static char *
bordered_cities (const TessTileDef *tile,
                 int                field)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (int c = 0; c < tess_tile_get_n_features (tile); c++)
    if (tess_tile_field_borders_city (tile, field, c) && tess_tile_get_feature_type (tile, c) == TESS_FEATURE_CITY)
      g_ptr_array_add (names, tess_tile_feature_place_phrase (tile, c));
  if (names->len == 0)
    return NULL;
  return tess_names_join ((const char * const *) names->pdata, names->len);
}

char *
_tess_tile_canvas_port_words (TessTileCanvas *self,
                              int             port)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  const char *place = tess_port_place_title (port);
  int feature;

  if (tile == NULL)
    return g_strdup (place);
  feature = tess_tile_get_feature_at (tile, port);
  if (port < 4)
    {
      TessSideType type = tess_tile_get_side_type (tile, port);
      g_autofree char *marks = _tess_tile_canvas_marks_phrase (tile, feature);

      if (feature >= 0 && __builtin_popcount (tess_tile_get_feature_sides (tile, feature)) >= 2)
        {
          g_autofree char *whole = tess_tile_feature_place_phrase (tile, feature);

          if (marks != NULL)
            /* Translators: a side of the tile in the editor, joined to others, and
             * what its feature has: "The top side: part of the city on the top and
             * right sides, with a shield and a cathedral." */
            return g_strdup_printf (_("%s: part of %s, with %s."), place, whole, marks);
          /* Translators: "The top side: part of the road to the top and bottom sides." */
          return g_strdup_printf (_("%s: part of %s."), place, whole);
        }
      if (marks != NULL)
        /* Translators: "The top side: a road, with an inn." */
        return g_strdup_printf (_("%s: %s, with %s."), place, tess_side_type_phrase (type), marks);
      /* Translators: a side of the tile in the editor and what it is: "The top side: a road." */
      return g_strdup_printf (_("%s: %s."), place, tess_side_type_phrase (type));
    }

  if (tess_tile_get_side_type (tile, (port - 4) / 2) == TESS_SIDE_CITY)
    /* Translators: half of a side of the tile, where the city covers it */
    return g_strdup_printf (_("%s: covered by the city."), place);
  if (feature < 0 || tess_tile_get_feature_type (tile, feature) != TESS_FEATURE_FIELD)
    /* Translators: half of a side where a field should be, and is not */
    return g_strdup_printf (_("%s: part of no field, a problem."), place);
  {
    g_autofree char *field = tess_tile_feature_place_phrase (tile, feature);
    g_autofree char *cities = bordered_cities (tile, feature);

    if (cities != NULL)
      /* Translators: "The right half of the top side: part of the field along the
       * top side, which borders the city on the left side." */
      return g_strdup_printf (_("%s: part of %s, which borders %s."), place, field, cities);
    /* Translators: "The right half of the top side: part of the field along the
     * top side, which borders no city." */
    return g_strdup_printf (_("%s: part of %s, which borders no city."), place, field);
  }
}

/* Says what @port is now, after an edit or a move of the focus. */
static void
say_port (TessTileCanvas *self,
          int             port)
{
  g_autofree char *sentence = _tess_tile_canvas_port_words (self, port);

  _tess_tile_canvas_say (self, sentence);
}

/* ------------------------------------------------------------ editing */

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
      if (tess_tile_get_side_type (tile, s) == TESS_SIDE_CITY && d < best_d)
        {
          best = s;
          best_d = d;
        }
    }
  return best;
}

static void
say_joined (TessTileCanvas *self,
            int             side)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  int feature = tess_tile_get_feature_at (tile, side);
  g_autofree char *whole = NULL;
  g_autofree char *text = NULL;

  if (feature < 0)
    return;
  whole = tess_tile_feature_place_phrase (tile, feature);
  /* Translators: said after a join: "Joined: the city on the top and right sides" */
  text = g_strdup_printf (_("Joined: %s"), whole);
  _tess_tile_canvas_say (self, text);
}

static void
say_split (TessTileCanvas *self,
           int             side)
{
  g_autofree char *words = _tess_tile_canvas_port_words (self, side);
  /* Translators: said after a side is split off the others it was joined
   * to, then the side as a sentence: "Split off. The top side: a city." */
  g_autofree char *text = g_strdup_printf (_("Split off. %s"), words);

  _tess_tile_canvas_say (self, text);
}

static void
start_join (TessTileCanvas *self,
            int             side)
{
  g_autofree char *text = NULL;

  self->join_from = side;
  /* Translators: said when J is pressed on a side: the side to join from */
  text = g_strdup_printf (_("Joining from %s: go to another side and press Space, or Escape to stop"),
                          tess_port_place_phrase (side));
  _tess_tile_canvas_say (self, text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_tile_canvas_activate_port (TessTileCanvas *self,
                                int             port)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  if (tile == NULL || port < 0 || port >= TESS_N_PORTS)
    return;
  tess_tile_canvas_set_focus_port (self, port);
  if (port < 4)
    {
      int feature = tess_tile_get_feature_at (tile, port);

      if (self->join_from >= 0 && self->join_from != port)
        {
          int from = self->join_from;

          self->join_from = -1;
          if (tess_tile_set_model_join_sides (self->model, self->index, from, port, &error))
            say_joined (self, port);
        }
      else if (tess_tile_get_side_type (tile, port) == self->palette && feature >= 0
               && __builtin_popcount (tess_tile_get_feature_sides (tile, feature)) >= 2)
        {
          if (tess_tile_set_model_split_side (self->model, self->index, port, &error))
            say_split (self, port);
        }
      else if (tess_tile_set_model_paint_side (self->model, self->index, port, self->palette, &error))
        say_port (self, port);
    }
  else
    {
      int field = tess_tile_get_feature_at (tile, port);
      int city_side = nearest_city_side (tile, port);

      if (field < 0 || city_side < 0)
        g_set_error (&error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                     _("There is no city on this tile for the field to border"));
      else
        {
          int city = tess_tile_get_feature_at (tile, city_side);
          gboolean borders = tess_tile_field_borders_city (tile, field, city);

          if (tess_tile_set_model_set_field_city (self->model, self->index, port, city_side,
                                                  !borders, &error))
            say_port (self, port);
        }
    }
  _tess_tile_canvas_report (self, error);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_tile_canvas_drag_sides (TessTileCanvas *self,
                             int             from,
                             int             to)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TESS_IS_TILE_CANVAS (self));

  if (_tess_tile_canvas_current_tile (self) == NULL)
    return;
  /* Across field sides, the drag lays what is chosen over both. */
  if (tess_tile_set_model_drag_sides (self->model, self->index, from, to, self->palette, &error))
    say_joined (self, to);
  _tess_tile_canvas_report (self, error);
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
  self->drag_from = _tess_tile_canvas_hit_port (self, x, y);
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
  int to = _tess_tile_canvas_hit_port (self, self->drag_x + dx, self->drag_y + dy);

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
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  int pos = tess_port_edge_position (self->focus_port);
  g_autoptr(GError) error = NULL;

  if (tile == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      tess_tile_canvas_set_focus_port (self, port_at_edge ((pos + 1) % 12));
      say_port (self, self->focus_port);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      tess_tile_canvas_set_focus_port (self, port_at_edge ((pos + 11) % 12));
      say_port (self, self->focus_port);
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
        start_join (self, self->focus_port);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->join_from < 0)
        return FALSE;
      self->join_from = -1;
      _tess_tile_canvas_say (self, _("Not joining"));
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Menu:
      open_menu (self, self->focus_port);
      return TRUE;
    case GDK_KEY_F10:
      if (!(state & GDK_SHIFT_MASK))
        return FALSE;
      open_menu (self, self->focus_port);
      return TRUE;
    case GDK_KEY_s:
    case GDK_KEY_S:
      if (self->focus_port < 4
          && tess_tile_set_model_toggle_shield (self->model, self->index, self->focus_port, &error))
        say_port (self, self->focus_port);
      _tess_tile_canvas_report (self, error);
      return TRUE;
    case GDK_KEY_i:
    case GDK_KEY_I:
      tess_tile_canvas_toggle_inn (self, self->focus_port);
      return TRUE;
    case GDK_KEY_c:
    case GDK_KEY_C:
      tess_tile_canvas_toggle_cathedral (self, self->focus_port);
      return TRUE;
    case GDK_KEY_g:
    case GDK_KEY_G:
      _tess_tile_canvas_next_goods (self, self->focus_port);
      return TRUE;
    case GDK_KEY_m:
    case GDK_KEY_M:
      {
        gboolean has = tess_tile_has_feature_type (tile, TESS_FEATURE_MONASTERY);

        if (tess_tile_set_model_set_monastery (self->model, self->index, !has, &error))
          _tess_tile_canvas_say (self, has ? _("The tile has no monastery") : _("The tile has a monastery"));
        _tess_tile_canvas_report (self, error);
      }
      return TRUE;
    default:
      return FALSE;
    }
}


/* ------------------------------------------------------------ the context menu */

/* The handle nearest to a point anywhere on the canvas: a right click on
 * a feature inside the tile is about the side it reaches. */
static int
nearest_port (TessTileCanvas *self,
              double          x,
              double          y)
{
  int best = 0;
  double best_d = G_MAXDOUBLE;

  for (int p = 0; p < TESS_N_PORTS; p++)
    {
      double hx, hy, d;

      _tess_tile_canvas_handle_center (self, p, &hx, &hy);
      d = hypot (x - hx, y - hy) - (p < 4 ? SIDE_RADIUS : 0);
      if (d < best_d)
        {
          best = p;
          best_d = d;
        }
    }
  return best;
}

static GMenuModel *
port_menu (TessTileCanvas    *self,
           const TessTileDef *tile,
           int                port)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) paint = g_menu_new ();
  g_autoptr(GMenu) edit = g_menu_new ();
  int feature = tess_tile_get_feature_at (tile, port);

  if (port < 4)
    {
      static const char *labels[4] = {
        N_("Make It a _Field"), N_("Make It a _Road"), N_("Make It a _City"), N_("Make It a Ri_ver"),
      };
      gboolean joined = feature >= 0 && __builtin_popcount (tess_tile_get_feature_sides (tile, feature)) >= 2;

      for (int type = 0; type < 4; type++)
        if ((int) tess_tile_get_side_type (tile, port) != type)
          {
            g_autoptr(GMenuItem) item = g_menu_item_new (_(labels[type]), NULL);

            g_menu_item_set_action_and_target (item, "canvas.paint", "i", type);
            g_menu_append_item (paint, item);
          }
      if (tess_tile_get_side_type (tile, port) != TESS_SIDE_FIELD)
        g_menu_append (edit, _("_Join to Another Side…"), "canvas.join");
      if (joined)
        g_menu_append (edit, _("_Split Off This Side"), "canvas.split");
      if (tess_tile_get_side_type (tile, port) == TESS_SIDE_CITY)
        g_menu_append (edit, tess_tile_feature_has_shield (tile, feature) ? _("Remove the S_hield") : _("Add a S_hield"),
                       "canvas.shield");
      _tess_tile_canvas_append_mark_items (self, tile, port, edit);
    }
  else if (tess_tile_get_side_type (tile, (port - 4) / 2) == TESS_SIDE_CITY)
    g_menu_append (edit, _("Covered by the city: nothing to change here"), "canvas.nothing");
  else if (feature < 0 || tess_tile_get_feature_type (tile, feature) != TESS_FEATURE_FIELD)
    g_menu_append (edit, _("Make This a _Field"), "canvas.make-field");
  else
    {
      int city_side = -1, best_d = 99, pos = tess_port_edge_position (port);

      for (int s = 0; s < 4; s++)
        {
          int d = abs (tess_port_edge_position (s) - pos);

          d = MIN (d, 12 - d);
          if (tess_tile_get_side_type (tile, s) == TESS_SIDE_CITY && d < best_d)
            {
              city_side = s;
              best_d = d;
            }
        }
      if (city_side >= 0)
        {
          int city = tess_tile_get_feature_at (tile, city_side);
          gboolean borders = tess_tile_field_borders_city (tile, feature, city);

          g_menu_append (edit, borders ? _("This Field Does _Not Border the City")
                                       : _("This Field _Borders the City"),
                         "canvas.border-city");
        }
      else
        g_menu_append (edit, _("No city on this tile for the field to border"), "canvas.nothing");
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (paint)) > 0)
    g_menu_append_section (menu, NULL, G_MENU_MODEL (paint));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));
  return G_MENU_MODEL (menu);
}

static void
open_menu (TessTileCanvas *self,
           int             port)
{
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  g_autoptr(GMenuModel) model = NULL;
  double hx, hy;

  if (tile == NULL || port < 0)
    return;
  tess_tile_canvas_set_focus_port (self, port);
  self->menu_port = port;
  model = port_menu (self, tile, port);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  self->menu = gtk_popover_menu_new_from_model (model);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), TRUE);
  _tess_tile_canvas_handle_center (self, port, &hx, &hy);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu),
                               &(GdkRectangle) { (int) hx - 4, (int) hy - 4, 8, 8 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

void
tess_tile_canvas_open_menu (TessTileCanvas *self,
                            int             port)
{
  g_return_if_fail (TESS_IS_TILE_CANVAS (self));
  open_menu (self, port);
}

static void
menu_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessTileCanvas *self = TESS_TILE_CANVAS (widget);
  const TessTileDef *tile = _tess_tile_canvas_current_tile (self);
  int port = self->menu_port;
  g_autoptr(GError) error = NULL;

  if (tile == NULL || port < 0)
    return;
  if (g_str_equal (action_name, "canvas.paint") && port < 4)
    {
      if (tess_tile_set_model_paint_side (self->model, self->index, port,
                                          g_variant_get_int32 (param), &error))
        say_port (self, port);
    }
  else if (g_str_equal (action_name, "canvas.join") && port < 4)
    start_join (self, port);
  else if (g_str_equal (action_name, "canvas.split") && port < 4)
    {
      if (tess_tile_set_model_split_side (self->model, self->index, port, &error))
        say_split (self, port);
    }
  else if (g_str_equal (action_name, "canvas.shield") && port < 4)
    {
      if (tess_tile_set_model_toggle_shield (self->model, self->index, port, &error))
        say_port (self, port);
    }
  else if (g_str_equal (action_name, "canvas.make-field"))
    {
      if (tess_tile_set_model_mend_fields (self->model, self->index, &error))
        say_port (self, port);
    }
  else if (g_str_equal (action_name, "canvas.border-city"))
    tess_tile_canvas_activate_port (self, port);
  _tess_tile_canvas_report (self, error);
  gtk_widget_queue_draw (widget);
}

static void
on_secondary_pressed (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      TessTileCanvas  *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  open_menu (self, nearest_port (self, x, y));
}

/* The focus ring of the handle is drawn only while the canvas has the
 * focus: entering or leaving draws it again at once. */
static void
on_focus_changed (TessTileCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_tess_tile_canvas_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "canvas.paint", "i", menu_action);
  gtk_widget_class_install_action (widget_class, "canvas.join", NULL, menu_action);
  gtk_widget_class_install_action (widget_class, "canvas.split", NULL, menu_action);
  gtk_widget_class_install_action (widget_class, "canvas.shield", NULL, menu_action);
  gtk_widget_class_install_action (widget_class, "canvas.make-field", NULL, menu_action);
  gtk_widget_class_install_action (widget_class, "canvas.border-city", NULL, menu_action);
}

void
_tess_tile_canvas_init_input (TessTileCanvas *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
