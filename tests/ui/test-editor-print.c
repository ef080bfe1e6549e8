/* test-editor-print.c: the editor's Print Sheet: its dialog, a sheet to
 * cut at home and one for a print shop, read back with pdfinfo and
 * pdftotext
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tess-editor-window.h"
#include "tess-editor-window-private.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

/* The descendant of @widget named @name. */
static GtkWidget *
named (GtkWidget  *widget,
       const char *name)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();

  tess_test_ui_collect (widget, GTK_TYPE_WIDGET, all);
  for (guint i = 0; i < all->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (g_ptr_array_index (all, i)), name) == 0)
      return g_ptr_array_index (all, i);
  g_error ("no widget named %s", name);
  return NULL;
}

static TessEditorWindow *
new_editor_on (const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessTileSetData) builtin = tess_tile_set_load_builtin (id, &error);
  g_autoptr(TessTileSetData) set = NULL;
  g_autoptr(TessTileSetModel) model = NULL;
  TessEditorWindow *window;

  g_assert_no_error (error);
  set = tess_tile_set_copy (builtin);
  model = tess_tile_set_model_new_for_set (set);
  window = tess_editor_window_new (NULL, model);
  g_object_ref (window);
  tess_test_ui_present (GTK_WINDOW (window));
  return window;
}

/* What @program (pdfinfo, pdftotext) says of @path. */
static char *
poppler (const char *program,
         const char *path)
{
  g_autofree char *found = g_find_program_in_path (program);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;
  const char *argv_info[] = { found, path, NULL };
  const char *argv_text[] = { found, "-layout", path, "-", NULL };

  if (found == NULL)
    g_error ("%s is missing: install poppler-utils (build-aux/install-deps)", program);
  g_spawn_sync (NULL, (char **) (strcmp (program, "pdftotext") == 0 ? argv_text : argv_info),
                NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
print_and_wait (TessEditorWindow       *window,
                const char             *path,
                const TessSheetOptions *options,
                gboolean                mark_start)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  _tess_editor_window_print_to (window, file, options, mark_start, store_result, &result);
  TESS_TEST_WAIT_UNTIL (result != NULL);
  g_assert_true (_tess_editor_window_print_to_finish (window, result, &error));
  g_assert_no_error (error);
  tess_test_ui_flush_events ();
}

/* The dialog asks what `tessera-cli sheet` asks: the sizes in order with
 * the board game's chosen, names, the start tile (only when the set has
 * one), backs, and bleed for a print shop. */
static void
test_dialog (void)
{
  static const char *sizes[] = { "30 mm", "35 mm", "40 mm", "45 mm", "50 mm", "60 mm" };
  TessEditorWindow *window = new_editor_on ("river");
  TessEditorWindow *empty;
  AdwMessageDialog *dialog;
  GListModel *model;
  GtkWidget *start;

  g_assert_null (find_dialog ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print-sheet", NULL));
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Print a Sheet of Tiles");
  model = adw_combo_row_get_model (ADW_COMBO_ROW (named (GTK_WIDGET (dialog), "sheet-size")));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, G_N_ELEMENTS (sizes));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), ==, sizes[i]);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (named (GTK_WIDGET (dialog), "sheet-size"))),
                    ==, 3);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (named (GTK_WIDGET (dialog), "sheet-names"))));
  start = named (GTK_WIDGET (dialog), "sheet-start");
  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (start)));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (named (GTK_WIDGET (dialog), "sheet-backs"))));
  g_assert_false (adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (named (GTK_WIDGET (dialog), "sheet-shop"))));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (named (GTK_WIDGET (dialog), "sheet-bleed"))),
                     ==, 3.0);
  /* A click on the print shop's row, off: its options open, on. */
  {
    AdwExpanderRow *shop = ADW_EXPANDER_ROW (named (GTK_WIDGET (dialog), "sheet-shop"));
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    GtkWidget *header;

    tess_test_ui_collect (GTK_WIDGET (shop), ADW_TYPE_ACTION_ROW, rows);
    g_assert_cmpuint (rows->len, >=, 2);
    g_assert_false (adw_expander_row_get_expanded (shop));
    /* As a click does: the header's list says its row was activated. */
    header = g_ptr_array_index (rows, 0);
    g_signal_emit_by_name (gtk_widget_get_parent (header), "row-activated", header);
    tess_test_ui_flush_events ();
    g_assert_true (adw_expander_row_get_enable_expansion (shop));
    g_assert_true (adw_expander_row_get_expanded (shop));
    TESS_TEST_WAIT_UNTIL (gtk_widget_get_mapped (named (GTK_WIDGET (dialog), "sheet-bleed")));
    /* Clicked again, it closes, and stays on. */
    g_signal_emit_by_name (gtk_widget_get_parent (header), "row-activated", header);
    tess_test_ui_flush_events ();
    g_assert_false (adw_expander_row_get_expanded (shop));
    g_assert_true (adw_expander_row_get_enable_expansion (shop));
  }
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();

  /* A new set has no start tile to mark. */
  empty = tess_test_ui_new_editor ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (empty), "win.print-sheet", NULL));
  tess_test_ui_flush_events ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  start = named (GTK_WIDGET (dialog), "sheet-start");
  g_assert_false (gtk_widget_get_sensitive (start));
  /* Closing the window closes the dialog, which does not keep the
   * window alive. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  tess_test_ui_destroy_editor (empty);
  g_assert_null (dialog);
  tess_test_ui_destroy_editor (window);
}

/* For a print shop: A4 pages, the 12 River tiles of 45 mm with 3 mm of
 * bleed on one page, its backs on the next; the tiles' names under them
 * and the set's name on the backs. The file is replaced whole, as a save
 * is: a new file takes the old one's name. */
static void
test_shop (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "river shop.pdf", NULL);
  TessSheetOptions options = { 45, 3, TRUE, TRUE, -1 };
  TessEditorWindow *window = new_editor_on ("river");
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;
  GStatBuf before, after;

  g_assert_true (g_file_set_contents (path, "an old sheet", -1, NULL));
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  print_and_wait (window, path, &options, TRUE);
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpuint (before.st_ino, !=, after.st_ino);

  info = poppler ("pdfinfo", path);
  g_assert_nonnull (strstr (info, "Title:           The River\n"));
  g_assert_nonnull (strstr (info, "Pages:           2\n"));
  g_assert_nonnull (strstr (info, "Page size:       595.276 x 841.89 pts (A4)"));
  text = poppler ("pdftotext", path);
  g_assert_nonnull (strstr (text, "river-spring"));
  g_assert_nonnull (strstr (text, "river-lake"));
  g_assert_nonnull (strstr (text, "The River"));
  /* No caption: the print shop cuts the sheet as it is. */
  g_assert_null (strstr (text, "page 1 of"));

  /* Without backs and names: one page, no names. */
  options.backs = FALSE;
  options.names = FALSE;
  print_and_wait (window, path, &options, FALSE);
  g_free (info);
  info = poppler ("pdfinfo", path);
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  g_free (text);
  text = poppler ("pdftotext", path);
  g_assert_null (strstr (text, "river-spring"));

  g_remove (path);
  tess_test_ui_destroy_editor (window);
}

/* To cut at home: the tiles edge to edge with their names on them, a
 * caption counting the backs' pages too, and the backs. 60 mm tiles: 12
 * a page. */
static void
test_home (void)
{
  g_autofree char *path = g_build_filename (tess_test_ui_get_tmp_dir (), "river home.pdf", NULL);
  TessSheetOptions options = { 60, -1, TRUE, TRUE, -1 };
  TessEditorWindow *window = new_editor_on ("river");
  g_autofree char *info = NULL;
  g_autofree char *text = NULL;

  print_and_wait (window, path, &options, TRUE);
  info = poppler ("pdfinfo", path);
  g_assert_nonnull (strstr (info, "Pages:           2\n"));
  g_assert_nonnull (strstr (info, "Page size:       595.276 x 841.89 pts (A4)"));
  text = poppler ("pdftotext", path);
  g_assert_nonnull (strstr (text, "The River — page 1 of 2"));
  g_assert_nonnull (strstr (text, "river-spring"));
  g_assert_nonnull (strstr (text, "river-cities"));

  /* The sheet as before: no names, no backs. */
  options.backs = FALSE;
  options.names = FALSE;
  print_and_wait (window, path, &options, FALSE);
  g_free (info);
  info = poppler ("pdfinfo", path);
  g_assert_nonnull (strstr (info, "Pages:           1\n"));
  g_free (text);
  text = poppler ("pdftotext", path);
  g_assert_nonnull (strstr (text, "The River — page 1 of 1"));
  g_assert_null (strstr (text, "river-spring"));

  g_remove (path);
  tess_test_ui_destroy_editor (window);
}

int
main (int   argc,
      char *argv[])
{
  tess_test_ui_init (&argc, &argv, "test-editor-print");

  g_test_add_func ("/editor/print/dialog", test_dialog);
  g_test_add_func ("/editor/print/shop", test_shop);
  g_test_add_func ("/editor/print/home", test_home);

  return g_test_run ();
}
