/* tess-editor-window.c: the tile-set editor
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-display-text.h"
#include "tess-editor-window-private.h"
#include "tess-popovers.h"
#include "tess-render.h"
#include "tess-tile-query.h"

#define THUMB_SIZE    44
#define ROTATION_SIZE 56


G_DEFINE_FINAL_TYPE (TessEditorWindow, tess_editor_window, ADW_TYPE_APPLICATION_WINDOW)


void
_tess_editor_window_toast (TessEditorWindow *self,
       const char       *text)
{
  /* A toast's title is markup: the text (a file's name, a parser's
   * words, a tile's id) is escaped. */
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (markup);

  /* Before an "Opening …" that stays while a file is read. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toasts, toast);
  /* The toast's close button, named for screen readers, who hear the
   * text through the status label. */
  tess_accessible_name_buttons (GTK_WIDGET (self->toasts));
  _tess_editor_window_announce (self, text);
}

int
tess_editor_window_get_selected (TessEditorWindow *self)
{
  guint pos;

  g_return_val_if_fail (TESS_IS_EDITOR_WINDOW (self), -1);

  pos = gtk_single_selection_get_selected (self->selection);
  return pos == GTK_INVALID_LIST_POSITION ? -1 : (int) pos;
}

void
_tess_editor_window_select_tile (TessEditorWindow *self,
                                 int               index)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  if (n == 0)
    return;
  index = CLAMP (index, 0, (int) n - 1);
  gtk_single_selection_set_selected (self->selection, index);
  gtk_widget_activate_action (GTK_WIDGET (self->tile_list), "list.scroll-to-item", "u", index);
}

/* ------------------------------------------------------------ the list */

static void
draw_thumbnail (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  TessTileItem *item = g_object_get_data (G_OBJECT (area), "item");
  int rotation = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "rotation"));
  double size = MIN (width, height);

  if (item != NULL)
    tess_render_tile_art (cr, tess_tile_item_get_def (item),
                          _tess_editor_window_tile_art (GTK_WIDGET (area), item), rotation,
                          (width - size) / 2, (height - size) / 2, size);
}

static void
update_row (GtkWidget *box)
{
  TessTileItem *item = g_object_get_data (G_OBJECT (box), "item");
  GtkWidget *area = gtk_widget_get_first_child (box);
  GtkWidget *id_label = gtk_widget_get_next_sibling (area);
  GtkWidget *count_label = gtk_widget_get_next_sibling (id_label);
  GtkWidget *role_mark = gtk_widget_get_next_sibling (count_label);
  GtkWidget *problem_mark = gtk_widget_get_next_sibling (role_mark);
  g_autofree char *count = NULL;
  g_autofree char *description = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *problems = NULL;
  const char *role = NULL;
  guint drawn = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "revision"));
  guint errors, warnings;

  if (item == NULL)
    return;
  /* The start tile, the spring and the lake, and every tile with a
   * problem, are marked in the list. */
  switch (tess_tile_item_get_role (item))
    {
    case TESS_TILE_ROLE_START:
      role = _("The start tile");
      break;
    case TESS_TILE_ROLE_SPRING:
      role = _("The spring, the start tile");
      break;
    case TESS_TILE_ROLE_LAKE:
      role = _("The lake, the last tile");
      break;
    case TESS_TILE_ROLE_NONE:
    default:
      break;
    }
  gtk_widget_set_visible (role_mark, role != NULL);
  gtk_widget_set_tooltip_text (role_mark, role);
  errors = tess_tile_item_get_n_errors (item);
  warnings = tess_tile_item_get_n_warnings (item);
  if (errors + warnings > 0)
    problems = g_strdup_printf (ngettext ("%u problem", "%u problems", errors + warnings),
                                errors + warnings);
  gtk_image_set_from_icon_name (GTK_IMAGE (problem_mark),
                                errors > 0 ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  gtk_widget_set_visible (problem_mark, problems != NULL);
  gtk_widget_set_tooltip_text (problem_mark, problems);
  /* Translators: the copies of a tile in the editor's list, e.g. "×3" */
  count = g_strdup_printf (_("×%d"), tess_tile_item_get_count (item));
  gtk_label_set_text (GTK_LABEL (id_label), tess_tile_item_get_id (item));
  gtk_label_set_text (GTK_LABEL (count_label), count);
  description = tess_tile_item_dup_description (item);
  /* Translators: a tile in the editor's list, for screen readers: id, copies, features */
  accessible = g_strdup_printf (_("%s (×%d): %s"), tess_tile_item_get_id (item),
                                tess_tile_item_get_count (item), description);
  if (role != NULL || problems != NULL)
    {
      g_autofree char *marks = NULL;

      /* The features' sentences end with a full stop already. */
      if (g_str_has_suffix (accessible, "."))
        accessible[strlen (accessible) - 1] = '\0';
      marks = g_strjoin (". ", accessible, role != NULL ? role : problems,
                         role != NULL ? problems : NULL, NULL);

      g_free (accessible);
      accessible = g_steal_pointer (&marks);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  /* The list's item is what a screen reader meets; the marks are said
   * in its name. */
  if (gtk_widget_get_parent (box) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (role_mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (problem_mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* The thumbnail is drawn again only when the tile's drawing changed:
   * GTK keeps the last drawing of the area until then. */
  if (drawn != tess_tile_item_get_revision (item) + 1)
    {
      g_object_set_data (G_OBJECT (area), "revision",
                         GUINT_TO_POINTER (tess_tile_item_get_revision (item) + 1));
      gtk_widget_queue_draw (area);
    }
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *id_label = gtk_label_new (NULL);
  GtkWidget *count_label = gtk_label_new (NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), THUMB_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), THUMB_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_thumbnail, NULL, NULL);
  gtk_label_set_xalign (GTK_LABEL (id_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (id_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (id_label, TRUE);
  gtk_widget_add_css_class (count_label, "numeric");
  gtk_box_append (GTK_BOX (box), area);
  gtk_box_append (GTK_BOX (box), id_label);
  gtk_box_append (GTK_BOX (box), count_label);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("go-home-symbolic"));
  gtk_box_append (GTK_BOX (box), gtk_image_new ());
  gtk_list_item_set_child (list_item, box);
}

/* What a row follows of the tile it shows: not its index, which changes
 * for every row when a tile is added or removed, and which the row does
 * not show. */
static GSignalGroup *
row_signals (GtkWidget *box)
{
  GSignalGroup *signals = g_object_get_data (G_OBJECT (box), "item-signals");

  if (signals == NULL)
    {
      signals = g_signal_group_new (TESS_TYPE_TILE_ITEM);
      g_signal_group_connect_object (signals, "notify::id", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_signal_group_connect_object (signals, "notify::count", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_signal_group_connect_object (signals, "notify::revision", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_signal_group_connect_object (signals, "notify::role", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_signal_group_connect_object (signals, "notify::n-errors", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_signal_group_connect_object (signals, "notify::n-warnings", G_CALLBACK (update_row), box, G_CONNECT_SWAPPED);
      g_object_set_data_full (G_OBJECT (box), "item-signals", signals, g_object_unref);
    }
  return signals;
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);
  TessTileItem *item = gtk_list_item_get_item (list_item);

  g_object_set_data (G_OBJECT (box), "item", item);
  g_object_set_data (G_OBJECT (gtk_widget_get_first_child (box)), "item", item);
  g_object_set_data (G_OBJECT (gtk_widget_get_first_child (box)), "revision", NULL);
  g_signal_group_set_target (row_signals (box), item);
  update_row (box);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);

  g_signal_group_set_target (row_signals (box), NULL);
  g_object_set_data (G_OBJECT (box), "item", NULL);
  g_object_set_data (G_OBJECT (gtk_widget_get_first_child (box)), "item", NULL);
}


/* ------------------------------------------------------------ the side panel */

static void
update_side_panel (TessEditorWindow *self)
{
  int index = tess_editor_window_get_selected (self);
  g_autoptr(TessTileItem) item = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const TessTileDef *def = NULL;
  gboolean monastery = FALSE;
  GtkWidget *child;

  self->updating = TRUE;
  tess_tile_canvas_set_tile (self->canvas, self->model, index);
  gtk_stack_set_visible_child_name (self->canvas_stack, index >= 0 ? "tile" : "empty");
  if (index >= 0)
    {
      item = g_list_model_get_item (G_LIST_MODEL (self->model), index);
      def = tess_tile_item_get_def (item);
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->id_row)),
                     tess_tile_item_get_id (item)) != 0)
        gtk_editable_set_text (GTK_EDITABLE (self->id_row), tess_tile_item_get_id (item));
      /* A count the file had out of range shows as it is (a problem
       * says so), not as the nearest one the button takes. */
      gtk_spin_button_set_range (self->count_spin, MIN (1, tess_tile_item_get_count (item)),
                                 MAX (TESS_TILE_SET_MAX_COUNT, tess_tile_item_get_count (item)));
      if (gtk_spin_button_get_value_as_int (self->count_spin) != tess_tile_item_get_count (item))
        gtk_spin_button_set_value (self->count_spin, tess_tile_item_get_count (item));
      monastery = tess_tile_has_feature_type (def, TESS_FEATURE_MONASTERY);
      gtk_drop_down_set_selected (self->role_dropdown, tess_tile_item_get_role (item));
    }
  gtk_toggle_button_set_active (self->monastery_button, monastery);
  gtk_widget_set_sensitive (GTK_WIDGET (self->id_row), index >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->count_spin), index >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->role_dropdown), index >= 0);

  /* The four turns are drawn again only for another tile or a new drawing. */
  if (item != self->rotations_item
      || (item != NULL && tess_tile_item_get_revision (item) != self->rotations_revision))
    {
      self->rotations_item = item;
      self->rotations_revision = item != NULL ? tess_tile_item_get_revision (item) : 0;
      for (child = gtk_widget_get_first_child (GTK_WIDGET (self->rotations_box)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          g_object_set_data_full (G_OBJECT (child), "item", item ? g_object_ref (item) : NULL,
                                  g_object_unref);
          gtk_widget_queue_draw (child);
        }
    }

  /* The problem list keeps the items of problems that stay: the same
   * items, the same rows. */
  problems = index >= 0 ? tess_tile_set_model_tile_problems (self->model, index)
                        : g_ptr_array_new_with_free_func (g_object_unref);
  if (self->shown_problems != NULL && self->shown_problems->len == problems->len
      && gtk_widget_get_first_child (GTK_WIDGET (self->tile_problems)) != NULL)
    {
      gboolean same = TRUE;

      for (guint i = 0; i < problems->len && same; i++)
        same = problems->pdata[i] == self->shown_problems->pdata[i];
      if (same && (problems->len > 0 || index >= 0))
        {
          self->updating = FALSE;
          return;
        }
    }
  g_clear_pointer (&self->shown_problems, g_ptr_array_unref);
  self->shown_problems = g_ptr_array_ref (problems);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tile_problems))) != NULL)
    gtk_list_box_remove (self->tile_problems, child);
  if (index >= 0)
    {
      for (guint i = 0; i < problems->len; i++)
        gtk_list_box_append (self->tile_problems, _tess_editor_window_problem_row (problems->pdata[i], self));
      if (problems->len == 0)
        {
          GtkWidget *none = gtk_label_new (_("This tile has no problems."));

          gtk_widget_add_css_class (none, "dim-label");
          gtk_list_box_append (self->tile_problems, none);
          /* The row a screen reader meets, named by what it shows. */
          gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (none)),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          gtk_label_get_text (GTK_LABEL (none)), -1);
        }
    }
  self->updating = FALSE;
}

void
_tess_editor_window_update_title (TessEditorWindow *self)
{
  const TessTileSetData *set = tess_tile_set_model_get_set (self->model);
  GFile *file = tess_tile_set_model_get_file (self->model);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  char *text;

  title = g_strdup_printf ("%s%s", tess_tile_set_model_get_modified (self->model) ? "• " : "",
                           set->name != NULL && *set->name ? set->name : set->id);
  if (file != NULL && g_file_peek_path (file) != NULL)
    subtitle = tess_display_path (g_file_peek_path (file), NULL);
  else
    subtitle = file != NULL ? g_file_get_parse_name (file) : g_strdup (_("Not saved yet"));
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* Saved (or undone back to its file): nothing recovered is left to lose. */
  if (!tess_tile_set_model_get_modified (self->model))
    gtk_revealer_set_reveal_child (self->recovered_revealer, FALSE);
  /* The window list and the window manager name it as the set. */
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* Translators: under the editor's list, the first of three lines: how
   * many kinds of tile the set has */
  text = g_strdup_printf (_("Kinds: %u"), g_list_model_get_n_items (G_LIST_MODEL (self->model)));
  gtk_label_set_text (self->kinds_label, text);
  g_free (text);
  /* Translators: under the editor's list, the second of three lines */
  text = g_strdup_printf (_("Tiles in the deck: %d"), tess_tile_set_model_get_n_tiles (self->model));
  gtk_label_set_text (self->deck_label, text);
  g_free (text);
  /* Translators: under the editor's list, the third of three lines */
  text = g_strdup_printf (_("Shields: %d"), tess_tile_set_model_get_n_shields (self->model));
  gtk_label_set_text (self->shields_label, text);
  g_free (text);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 tess_tile_set_model_get_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 tess_tile_set_model_get_can_redo (self->model));
}

static void
on_model_changed (TessEditorWindow *self)
{
  _tess_editor_window_update_title (self);
  update_side_panel (self);
  _tess_editor_window_update_problems_button (self);
}

static void
on_selection_changed (TessEditorWindow *self)
{
  update_side_panel (self);
}

static void
on_id_applied (TessEditorWindow *self)
{
  g_autoptr(GError) error = NULL;
  int index = tess_editor_window_get_selected (self);

  if (self->updating || index < 0)
    return;
  if (!tess_tile_set_model_set_tile_id (self->model, index,
                                        gtk_editable_get_text (GTK_EDITABLE (self->id_row)),
                                        &error))
    _tess_editor_window_toast (self, error->message);
}

static void
on_count_changed (TessEditorWindow *self)
{
  g_autoptr(GError) error = NULL;
  int index = tess_editor_window_get_selected (self);

  if (self->updating || index < 0)
    return;
  if (!tess_tile_set_model_set_count (self->model, index,
                                      gtk_spin_button_get_value_as_int (self->count_spin), &error))
    _tess_editor_window_toast (self, error->message);
}

static void
on_role_changed (TessEditorWindow *self)
{
  g_autoptr(GError) error = NULL;
  int index = tess_editor_window_get_selected (self);

  if (self->updating || index < 0)
    return;
  if (!tess_tile_set_model_set_role (self->model, index,
                                     gtk_drop_down_get_selected (self->role_dropdown), &error))
    _tess_editor_window_toast (self, error->message);
}

/* ------------------------------------------------------------ edits */

/* An edit the model refused: the toast says why. */
static void
report_refusal (TessEditorWindow *self,
                const GError     *error)
{
  if (error != NULL)
    _tess_editor_window_toast (self, error->message);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);

  gboolean done;

  if (g_str_equal (action_name, "win.undo"))
    done = tess_tile_set_model_undo (self->model);
  else
    done = tess_tile_set_model_redo (self->model);
  /* The tile that changed is the one shown: what was undone is seen. */
  if (done && tess_tile_set_model_get_changed_tile (self->model) >= 0)
    _tess_editor_window_select_tile (self, tess_tile_set_model_get_changed_tile (self->model));
}

static void
tile_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  int index = tess_editor_window_get_selected (self);
  int n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  g_autoptr(GError) error = NULL;

  if (g_str_equal (action_name, "win.add-tile"))
    {
      tess_tile_set_model_add_tile (self->model, index + 1, &error);
      report_refusal (self, error);
      _tess_editor_window_select_tile (self, index + 1);
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
      return;
    }
  if (index < 0)
    return;
  if (g_str_equal (action_name, "win.duplicate-tile"))
    {
      tess_tile_set_model_duplicate_tile (self->model, index, &error);
      _tess_editor_window_select_tile (self, index + 1);
    }
  else if (g_str_equal (action_name, "win.delete-tile"))
    {
      tess_tile_set_model_delete_tile (self->model, index, &error);
      _tess_editor_window_select_tile (self, MIN (index, n - 2));
    }
  else if (g_str_equal (action_name, "win.move-tile-up") && index > 0)
    {
      tess_tile_set_model_move_tile (self->model, index, index - 1, &error);
      _tess_editor_window_select_tile (self, index - 1);
    }
  else if (g_str_equal (action_name, "win.move-tile-down") && index + 1 < n)
    {
      tess_tile_set_model_move_tile (self->model, index, index + 1, &error);
      _tess_editor_window_select_tile (self, index + 1);
    }
  else if (g_str_equal (action_name, "win.rotate-tile"))
    tess_tile_set_model_rotate_tile (self->model, index, 1, &error);
  else if (g_str_equal (action_name, "win.toggle-shield"))
    tess_tile_set_model_toggle_shield (self->model, index,
                                       _tess_editor_window_chosen_side (self),
                                       &error);
  else if (g_str_equal (action_name, "win.toggle-inn"))
    /* The canvas says what it did, or why not. */
    tess_tile_canvas_toggle_inn (self->canvas, tess_tile_canvas_get_focus_port (self->canvas));
  else if (g_str_equal (action_name, "win.toggle-cathedral"))
    tess_tile_canvas_toggle_cathedral (self->canvas, tess_tile_canvas_get_focus_port (self->canvas));
  else if (g_str_equal (action_name, "win.monastery"))
    {
      const TessTileDef *def = tess_tile_set_tile (tess_tile_set_model_get_set (self->model), index);
      gboolean has = tess_tile_has_feature_type (def, TESS_FEATURE_MONASTERY);

      tess_tile_set_model_set_monastery (self->model, index, !has, &error);
    }
  report_refusal (self, error);
}

static void
select_tile_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  _tess_editor_window_select_tile (TESS_EDITOR_WINDOW (widget), g_variant_get_int32 (param));
}

static void
set_goods_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);

  /* The canvas says what it did, or why not. */
  if (tess_editor_window_get_selected (self) >= 0)
    tess_tile_canvas_set_goods (self->canvas, tess_tile_canvas_get_focus_port (self->canvas),
                                g_variant_get_int32 (param));
}

static void
set_role_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (widget);
  int index = tess_editor_window_get_selected (self);

  g_autoptr(GError) error = NULL;

  if (index >= 0 && !tess_tile_set_model_set_role (self->model, index, g_variant_get_int32 (param), &error))
    report_refusal (self, error);
}

/* ------------------------------------------------------------ closing */

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TessEditorWindow *self)
{
  if (g_str_equal (response, "discard"))
    {
      self->closing = TRUE;
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_str_equal (response, "save"))
    _tess_editor_window_save_and_close (self);
}

static gboolean
tess_editor_window_close_request (GtkWindow *window)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (window);
  GtkWidget *dialog;

  if (self->closing || !tess_tile_set_model_get_modified (self->model))
    return GTK_WINDOW_CLASS (tess_editor_window_parent_class)->close_request (window);

  dialog = adw_message_dialog_new (window, _("Save Changes?"), NULL);
  /* The set by its name: with several editors open, which one asks. The
   * body is text, not markup. */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has changes that are not saved. "
                                    "Without saving, they are lost."),
                                  *tess_tile_set_model_get_set (self->model)->name != '\0'
                                  ? tess_tile_set_model_get_set (self->model)->name
                                  : tess_tile_set_model_get_set (self->model)->id);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ------------------------------------------------------------ object */

void
_tess_editor_window_set_model (TessEditorWindow *self,
           TessTileSetModel *model)
{
  g_set_object (&self->model, model);
  /* The set this window held had nothing to lose (an open replaces only
   * such a set): its draft goes, and the new one has its own. */
  if (self->draft != NULL)
    tess_draft_discard (self->draft);
  g_clear_object (&self->draft);
  self->draft = tess_draft_new (model, NULL);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (model));
  g_signal_group_set_target (self->model_signals, model);
  g_signal_group_set_target (self->problems_signals, tess_tile_set_model_get_problems (model));
  if (g_list_model_get_n_items (G_LIST_MODEL (model)) > 0)
    gtk_single_selection_set_selected (self->selection, 0);
  on_model_changed (self);
}

static void
tess_editor_window_dispose (GObject *object)
{
  TessEditorWindow *self = TESS_EDITOR_WINDOW (object);

  if (self->model_signals != NULL)
    {
      g_signal_group_set_target (self->model_signals, NULL);
      g_signal_group_set_target (self->problems_signals, NULL);
    }
  _tess_editor_window_cancel_opens (self);
  /* A window closes cleanly: its set was saved, or its changes were
   * discarded when asked, so its draft goes. */
  if (self->draft != NULL)
    tess_draft_discard (self->draft);
  g_clear_object (&self->draft);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->problems_signals);
  g_cancellable_cancel (self->stats_cancellable);
  g_clear_object (&self->stats_cancellable);
  g_clear_pointer (&self->base_stats, g_free);
  g_clear_pointer (&self->set_stats, g_free);
  g_clear_pointer (&self->shown_problems, g_ptr_array_unref);
  g_clear_pointer (&self->problems_label, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_EDITOR_WINDOW);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (tess_editor_window_parent_class)->dispose (object);
}

static void
tess_editor_window_unmap (GtkWidget *widget)
{
  tess_popovers_close_all (widget);
  GTK_WIDGET_CLASS (tess_editor_window_parent_class)->unmap (widget);
}

static void
tess_editor_window_class_init (TessEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tess_editor_window_dispose;
  widget_class->unmap = tess_editor_window_unmap;
  window_class->close_request = tess_editor_window_close_request;

  g_type_ensure (TESS_TYPE_TILE_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, recovered_revealer);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, recovered_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, tile_list);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, kinds_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, deck_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, shields_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, canvas_hint);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, legend_box);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, problems_button);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, set_problems);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, problems_popover);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, stats_popover);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, stats_label);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, stats_grid);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, canvas_stack);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, monastery_button);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, role_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, id_row);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, count_spin);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, rotations_box);
  gtk_widget_class_bind_template_child (widget_class, TessEditorWindow, tile_problems);

  gtk_widget_class_install_action (widget_class, "win.new-set", NULL, _tess_editor_window_new_set_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, _tess_editor_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-open", "u", _tess_editor_window_cancel_open_action);
  gtk_widget_class_install_action (widget_class, "win.keep-recovered", NULL, _tess_editor_window_recovered_action);
  gtk_widget_class_install_action (widget_class, "win.discard-recovered", NULL, _tess_editor_window_recovered_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, _tess_editor_window_save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, _tess_editor_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.name-set", NULL, _tess_editor_window_name_set_action);
  gtk_widget_class_install_action (widget_class, "win.open-sheet", "s", _tess_editor_window_open_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, _tess_editor_window_play_action);
  gtk_widget_class_install_action (widget_class, "win.print-sheet", NULL, _tess_editor_window_print_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.add-tile", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-tile", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.delete-tile", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.move-tile-up", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.move-tile-down", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-tile", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-shield", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-inn", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-cathedral", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.set-goods", "i", set_goods_action);
  gtk_widget_class_install_action (widget_class, "win.monastery", NULL, tile_action);
  gtk_widget_class_install_action (widget_class, "win.select-tile", "i", select_tile_action);
  gtk_widget_class_install_action (widget_class, "win.set-role", "i", set_role_action);
  _tess_editor_window_art_class_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-set", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.print-sheet", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Insert, 0, "win.add-tile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "win.duplicate-tile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "win.rotate-tile", NULL);
}

static void
tess_editor_window_init (TessEditorWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->opening = g_ptr_array_new ();

  /* Every edit, undo and redo is a ::changed; saving tells the rest. */
  self->model_signals = g_signal_group_new (TESS_TYPE_TILE_SET_MODEL);
  g_signal_group_connect_object (self->model_signals, "changed", G_CALLBACK (on_model_changed), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->model_signals, "notify::modified",
                                 G_CALLBACK (_tess_editor_window_update_title), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->model_signals, "notify::file", G_CALLBACK (_tess_editor_window_update_title),
                                 self, G_CONNECT_SWAPPED);
  self->problems_signals = g_signal_group_new (TESS_TYPE_PROBLEM_LIST);
  g_signal_group_connect_object (self->problems_signals, "notify", G_CALLBACK (_tess_editor_window_update_problems_button), self,
                                 G_CONNECT_SWAPPED);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  gtk_list_view_set_factory (self->tile_list, factory);
  g_object_unref (factory);
  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  gtk_list_view_set_model (self->tile_list, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_swapped (self->selection, "notify::selected",
                            G_CALLBACK (on_selection_changed), self);

  for (int rot = 0; rot < 4; rot++)
    {
      GtkWidget *area = gtk_drawing_area_new ();
      g_autofree char *label = g_strdup_printf (_("Turned %d°"), rot * 90);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), ROTATION_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), ROTATION_SIZE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_thumbnail, NULL, NULL);
      g_object_set_data (G_OBJECT (area), "rotation", GINT_TO_POINTER (rot));
      gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      gtk_box_append (self->rotations_box, area);
    }

  g_signal_connect_swapped (self->stats_popover, "show", G_CALLBACK (_tess_editor_window_on_stats_shown), self);
  /* The palette's buttons show and set the canvas's palette. */
  {
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr(GPropertyAction) palette = g_property_action_new ("palette", self->canvas, "palette");

    g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (palette));
    gtk_widget_insert_action_group (GTK_WIDGET (self), "canvas", G_ACTION_GROUP (group));
  }
  g_signal_connect_swapped (self->id_row, "activate", G_CALLBACK (on_id_applied), self);
  tess_accessible_apply_on_leave (GTK_WIDGET (self->id_row), G_CALLBACK (on_id_applied), self);
  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (on_count_changed), self);
  g_signal_connect_swapped (self->role_dropdown, "notify::selected", G_CALLBACK (on_role_changed), self);
  _tess_editor_window_init_problems (self);
  /* Buttons with mnemonics, the role's drop-down, the rows' icons. */
  tess_accessible_watch_window (GTK_WINDOW (self));
  _tess_editor_window_art_init (self);
}

void
_tess_editor_window_set_up_shortcuts (TessEditorWindow *self)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/tesseragame/Tessera/tess-editor-shortcuts.ui");

  /* The editor's keys, not the game's, which the application gave. */
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* A new set whose id and name no set of the library has yet ("My Tiles",
 * then "My Tiles 2"...): two new sets are told apart in the New Game
 * dialog, and played together. */
static TessTileSetModel *
new_library_set (void)
{
  g_autofree char *dir = tess_tile_set_library_dir ();

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *id = n == 1 ? g_strdup ("my-tiles") : g_strdup_printf ("my-tiles-%u", n);
      g_autofree char *file = g_strconcat (id, ".tileset.json", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autofree char *name = NULL;

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      /* Translators: the name of the user's second, third... new tile set */
      name = n == 1 ? g_strdup (_("My Tiles")) : g_strdup_printf (_("My Tiles %u"), n);
      return tess_tile_set_model_new (id, name);
    }
  return tess_tile_set_model_new ("my-tiles", _("My Tiles"));
}

TessEditorWindow *
tess_editor_window_new (GtkApplication   *app,
                        TessTileSetModel *model)
{
  TessEditorWindow *self = g_object_new (TESS_TYPE_EDITOR_WINDOW, "application", app, NULL);
  g_autoptr(TessTileSetModel) fresh = NULL;


  if (model == NULL)
    model = fresh = new_library_set ();
  _tess_editor_window_set_model (self, model);
  if (app != NULL)
    _tess_editor_window_set_up_shortcuts (self);
  return self;
}

TessTileSetModel *
tess_editor_window_get_model (TessEditorWindow *self)
{
  g_return_val_if_fail (TESS_IS_EDITOR_WINDOW (self), NULL);
  return self->model;
}
