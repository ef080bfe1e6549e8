/* tess-editor-window-problems.c: the editor's problems, shown on the
 * tile, and what the canvas says and shows around it (the status for
 * screen readers, the hint of how to edit, the legend)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tess-editor-window-private.h"
#include "tess-speech.h"
#include "tess-names.h"

/* ------------------------------------------------------------ problems */

/* What a problem's row is titled: the tile by its place in the list, its
 * id and what it shows (two tiles may have one id: the problem of a
 * duplicate id is on both), or the whole set. */
static char *
problem_title (TessEditorWindow   *self,
               TessTileSetProblem *problem)
{
  int tile = tess_tile_set_problem_get_tile (problem);
  const char *id = tess_tile_set_problem_get_tile_id (problem);
  g_autoptr(TessTileItem) item = NULL;
  g_autofree char *shows = NULL;

  if (tile < 0)
    return g_strdup (_("The whole set"));
  if (self != NULL && (guint) tile < g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    item = g_list_model_get_item (G_LIST_MODEL (self->model), (guint) tile);
  if (item != NULL)
    shows = tess_tile_item_dup_description (item);
  if (id == NULL || *id == '\0')
    id = "";
  if (shows != NULL && *shows != '\0')
    /* Translators: the tile a problem is about: its place in the editor's
     * list, its id and what it shows: "Tile 3, “gate”: a city on the top side" */
    return g_strdup_printf (_("Tile %d, “%s”: %s"), tile + 1, id, shows);
  /* Translators: the tile a problem is about: its place in the list and its id */
  return g_strdup_printf (_("Tile %d, “%s”"), tile + 1, id);
}

/* The problem for a screen reader: the tile, then what is wrong. */
static char *
problem_said (const char *title,
              const char *sentence)
{
  g_autofree char *where = g_strdup (title);

  /* What the tile shows ends its sentence already: one full stop. */
  if (g_str_has_suffix (where, "."))
    where[strlen (where) - 1] = '\0';
  /* Translators: a problem of the set, for screen readers: where, then what */
  return g_strdup_printf (_("%s. %s"), where, sentence);
}

GtkWidget *
_tess_editor_window_problem_row (gpointer item,
                                 gpointer user_data)
{
  TessTileSetProblem *problem = item;
  TessEditorWindow *self = user_data;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon;
  gboolean warning = tess_tile_set_problem_get_severity (problem) == TESS_PROBLEM_WARNING;
  const char *sentence = tess_tile_set_problem_get_message (problem);
  g_autofree char *title = problem_title (self, problem);
  g_autofree char *said = problem_said (title, sentence);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sentence);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  icon = gtk_image_new_from_icon_name (warning ? "dialog-warning-symbolic" : "dialog-error-symbolic");
  /* Decoration for a screen reader: the sentence says it. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row),
                                    tess_tile_set_problem_get_tile (problem) >= 0);
  g_object_set_data_full (G_OBJECT (row), "problem", g_object_ref (problem), g_object_unref);
  return row;
}

/* Shows the tile of @problem with the place at fault lit, and says the
 * problem for screen readers. */
static void
show_problem (TessEditorWindow   *self,
              TessTileSetProblem *problem)
{
  guint16 ports;

  if (problem == NULL || tess_tile_set_problem_get_tile (problem) < 0)
    return;
  gtk_menu_button_popdown (self->problems_button);
  _tess_editor_window_select_tile (self, tess_tile_set_problem_get_tile (problem));
  ports = tess_tile_set_problem_get_ports (problem);
  tess_tile_canvas_set_marked_ports (self->canvas, ports);
  /* The keyboard's focus goes where the problem is. */
  if (ports != 0)
    tess_tile_canvas_set_focus_port (self->canvas, g_bit_nth_lsf (ports, -1));
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  _tess_editor_window_announce (self, tess_tile_set_problem_get_message (problem));
}

static void
on_problem_activated (GtkListBox       *box,
                      GtkListBoxRow    *row,
                      TessEditorWindow *self)
{
  show_problem (self, g_object_get_data (G_OBJECT (row), "problem"));
}

/* The problems of the whole set: a list view, which makes rows only for
 * what is seen (a large set may have hundreds of problems). */
static void
on_set_problem_activated (GtkListView      *view,
                          guint             position,
                          TessEditorWindow *self)
{
  g_autoptr(TessTileSetProblem) problem =
    g_list_model_get_item (G_LIST_MODEL (tess_tile_set_model_get_problems (self->model)), position);

  show_problem (self, problem);
}

/* The list follows the problems only while it is shown: painting a
 * large set then costs nothing for a list nobody sees. */
static void
on_problems_shown (TessEditorWindow *self)
{
  g_autoptr(GtkNoSelection) problems =
    gtk_no_selection_new (g_object_ref (G_LIST_MODEL (tess_tile_set_model_get_problems (self->model))));

  gtk_list_view_set_model (self->set_problems, GTK_SELECTION_MODEL (problems));
  /* The keyboard goes to the first problem: arrows then go from one to
   * the next and Return shows it on its tile, with no pointer. */
  if (g_list_model_get_n_items (G_LIST_MODEL (problems)) > 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->set_problems));
}

static void
on_problems_hidden (TessEditorWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* The focus leaves the list before its rows go, for the button that
   * opened it (where GTK would put it a frame later). GTK 4.8 keeps the
   * closed popover for ever when a row with the focus goes first. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->problems_popover)))
    gtk_widget_grab_focus (GTK_WIDGET (self->problems_button));
  gtk_list_view_set_model (self->set_problems, NULL);
}

static void
setup_problem (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 50);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 50);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), subtitle);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_list_item_set_child (list_item, box);
}

static void
bind_problem (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              gpointer                  user_data)
{
  TessEditorWindow *self = user_data;
  TessTileSetProblem *problem = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *image = gtk_widget_get_first_child (box);
  GtkWidget *title = gtk_widget_get_first_child (gtk_widget_get_next_sibling (image));
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  gboolean warning = tess_tile_set_problem_get_severity (problem) == TESS_PROBLEM_WARNING;
  const char *sentence = tess_tile_set_problem_get_message (problem);
  g_autofree char *text = problem_title (self, problem);
  g_autofree char *said = problem_said (text, sentence);

  gtk_image_set_from_icon_name (GTK_IMAGE (image),
                                warning ? "dialog-warning-symbolic" : "dialog-error-symbolic");
  gtk_label_set_text (GTK_LABEL (title), text);
  gtk_label_set_text (GTK_LABEL (subtitle), sentence);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
}

void
_tess_editor_window_update_problems_button (TessEditorWindow *self)
{
  TessProblemList *problems = tess_tile_set_model_get_problems (self->model);
  guint errors = tess_problem_list_get_n_errors (problems);
  guint warnings = tess_problem_list_get_n_warnings (problems);
  g_autofree char *label = NULL;

  if (errors + warnings == 0)
    label = g_strdup (_("No problems"));
  else
    {
      g_autofree char *e = g_strdup_printf (ngettext ("%u error", "%u errors", errors), errors);
      g_autofree char *w = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings),
                                            warnings);

      if (errors > 0 && warnings > 0)
        /* Translators: the problems button of the editor: "2 errors, 1 warning" */
        label = g_strdup_printf (C_("problem counts", "%s, %s"), e, w);
      else
        label = g_strdup (errors > 0 ? e : w);
    }
  /* A menu button builds its child again on every call: only when the
   * counts changed, not on every edit. */
  if (g_strcmp0 (label, self->problems_label) == 0)
    return;
  g_free (self->problems_label);
  self->problems_label = g_strdup (label);
  gtk_menu_button_set_label (self->problems_button, label);
  gtk_menu_button_set_icon_name (self->problems_button,
                                 errors > 0 ? "dialog-error-symbolic"
                                 : warnings > 0 ? "dialog-warning-symbolic"
                                 : "emblem-ok-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->problems_button), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ------------------------------------------------------------ the status */

void
_tess_editor_window_announce (TessEditorWindow *self,
                              const char       *text)
{
  if (text == NULL || *text == '\0' || self->status_label == NULL)
    return;
  /* The same words again (a second save, the same refusal) are news too:
   * a label set to its own text changes nothing a screen reader hears. */
  if (g_strcmp0 (gtk_label_get_label (self->status_label), text) == 0)
    gtk_label_set_label (self->status_label, "");
  gtk_label_set_label (self->status_label, text);
  /* The label is for the eyes: Orca ignores it (tess-speech.c). What
   * the focused canvas's description begins with, Orca says already. */
  if (!(self->canvas_focused && self->canvas != NULL &&
        g_str_has_prefix (tess_tile_canvas_get_description (self->canvas) ?: "", text)))
    tess_speech_say (GTK_WIDGET (self->status_label), text);
}

static void
on_canvas_error (TessEditorWindow *self,
                 const char       *message)
{
  _tess_editor_window_toast (self, message);
}

static void
on_canvas_announce (TessEditorWindow *self,
                    const char       *text)
{
  _tess_editor_window_announce (self, text);
}

static void
on_palette_announce (TessEditorWindow *self)
{
  g_autofree char *text = NULL;

  if (!self->canvas_focused)
    return;
  /* Translators: said when the designer picks what a click paints: "Paint with: a road" */
  text = g_strdup_printf (_("Paint with: %s"),
                          tess_side_type_phrase (tess_tile_canvas_get_palette (self->canvas)));
  _tess_editor_window_announce (self, text);
}

int
_tess_editor_window_chosen_side (TessEditorWindow *self)
{
  int port = tess_tile_canvas_get_focus_port (self->canvas);

  return port < 4 ? port : (port - 4) / 2;
}

/* How to join and split, always; the keys while the canvas has the focus. */
static void
update_hint (TessEditorWindow *self)
{
  if (self->canvas_hint == NULL)
    return;   /* the window is going */
  gtk_stack_set_visible_child_name (self->canvas_hint, self->canvas_focused ? "keys" : "mouse");
}

gboolean
_tess_editor_window_shows_keys (TessEditorWindow *self)
{
  g_return_val_if_fail (TESS_IS_EDITOR_WINDOW (self), FALSE);
  return self->canvas_focused;
}

static void
on_canvas_focus (GtkEventControllerFocus *focus,
                 GParamSpec              *pspec,
                 TessEditorWindow        *self)
{
  self->canvas_focused = gtk_event_controller_focus_is_focus (focus);
  update_hint (self);
  /* Not empty: a screen reader would read an empty status by its type.
   * What it said last stays: the problem chosen from a list, said as the
   * focus comes here for it (the focus may come and go as the list's
   * popover closes). */
  if (self->status_label != NULL && *gtk_label_get_label (self->status_label) == '\0')
    _tess_editor_window_announce (self, _("Tile-Set Editor"));
}

/* ------------------------------------------------------------ the legend */

static void
add_legend (GtkWidget  *row,
            const char *look,
            const char *text)
{
  GtkWidget *item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 5);
  /* Decoration: the label says what it means. */
  GtkWidget *swatch = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (swatch, "legend-swatch");
  gtk_widget_add_css_class (swatch, look);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (item), swatch);
  gtk_box_append (GTK_BOX (item), label);
  gtk_box_append (GTK_BOX (row), item);
}

void
_tess_editor_window_init_problems (TessEditorWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_problem), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_problem), self);
  gtk_list_view_set_factory (self->set_problems, factory);
  g_object_unref (factory);
  g_signal_connect (self->set_problems, "activate", G_CALLBACK (on_set_problem_activated), self);
  g_signal_connect_swapped (self->problems_popover, "show", G_CALLBACK (on_problems_shown), self);
  g_signal_connect_swapped (self->problems_popover, "hide", G_CALLBACK (on_problems_hidden), self);
  g_signal_connect (self->tile_problems, "row-activated", G_CALLBACK (on_problem_activated), self);

  g_signal_connect_swapped (self->canvas, "error", G_CALLBACK (on_canvas_error), self);
  g_signal_connect_swapped (self->canvas, "announce", G_CALLBACK (on_canvas_announce), self);
  g_signal_connect_swapped (self->canvas, "notify::palette", G_CALLBACK (on_palette_announce), self);
  g_signal_connect (focus, "notify::is-focus", G_CALLBACK (on_canvas_focus), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), focus);
  update_hint (self);

  for (int r = 0; r < 2; r++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);

      gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
      gtk_box_append (self->legend_box, row);
    }
  {
    GtkWidget *sides = gtk_widget_get_first_child (GTK_WIDGET (self->legend_box));
    GtkWidget *marks = gtk_widget_get_next_sibling (sides);

    add_legend (sides, "field", C_("legend", "Field side"));
    add_legend (sides, "road", C_("legend", "Road"));
    add_legend (sides, "city", C_("legend", "City"));
    add_legend (sides, "river", C_("legend", "River"));
    add_legend (sides, "joined", C_("legend", "Joined sides"));
    add_legend (marks, "half", C_("legend", "Half side in a field (a shade a field)"));
    add_legend (marks, "no-field", C_("legend", "In no field"));
    add_legend (marks, "covered", C_("legend", "Under a city"));
    add_legend (marks, "border", C_("legend", "Field borders city"));
    add_legend (marks, "problem", C_("legend", "Problem chosen"));
  }
}
