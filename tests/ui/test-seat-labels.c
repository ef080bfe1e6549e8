/* test-seat-labels.c: New Game's seat names keep their line in every language
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The New Game dialog at its minimum width, in English and in every
 * language of po/LINGUAS (the build tree's translations, TESSERA_LOCALEDIR):
 * each seat's name ("Player 2", "Jogador 2") is shown on one line, whole,
 * never broken as "Joga-/dor 2".
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <gtk/gtk.h>

#include "tess-new-game-dialog.h"
#include "tess-test-core.h"
#include "tess-test-ui.h"

#define N_SEATS 6

/* The languages of po/LINGUAS, English ("C") first. */
static GStrv
languages (void)
{
  g_autofree char *path = g_build_filename (TESS_PO_SOURCE_DIR, "LINGUAS", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) lines = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_strv_builder_add (builder, "C");
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      words = g_strsplit_set (lines[i], " \t", -1);
      for (guint k = 0; words[k] != NULL; k++)
        if (words[k][0] != '\0')
          g_strv_builder_add (builder, words[k]);
    }
  return g_strv_builder_end (builder);
}

/* The labels under @widget that show @text. */
static void
find_labels (GtkWidget  *widget,
             const char *text,
             GPtrArray  *out)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_labels (child, text, out);
}

/* With TESS_TEST_SHOT_DIR=DIR, the screen as the dialog is checked,
 * DIR/seat-labels-LANGUAGE.png, for a person to look at (not a check). */
static void
shoot (GtkWidget  *dialog,
       const char *language)
{
  const char *dir = g_getenv ("TESS_TEST_SHOT_DIR");
  g_autofree char *name = g_strdup_printf ("seat-labels-%s.png", language);
  g_autofree char *path = NULL;
  const char *argv[] = { "import", "-window", "root", NULL, NULL };
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;
  path = g_build_filename (dir, name, NULL);
  argv[3] = path;
  tess_test_ui_wait_frame (dialog);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
}

static void
check_language (const char *language)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TessNewGameDialog *dialog;
  int min_width;

  g_setenv ("LANGUAGE", language, TRUE);
  /* The catalogues read again, in the new language. */
  textdomain (GETTEXT_PACKAGE);
  if (g_strcmp0 (language, "C") != 0)
    g_assert_cmpstr (_("Player %u"), !=, "Player %u");

  g_settings_set_int (settings, "players", N_SEATS);
  dialog = tess_new_game_dialog_new (settings);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_window_set_default_size (GTK_WINDOW (dialog), min_width, 700);
  tess_test_ui_present (GTK_WINDOW (dialog));
  /* Its minimum counts the frame's margins, its width does not. */
  TESS_TEST_WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (dialog)) > 0 &&
                        gtk_widget_get_width (GTK_WIDGET (dialog)) <= min_width);
  tess_test_ui_wait_frame (GTK_WIDGET (dialog));
  shoot (GTK_WIDGET (dialog), language);

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), seat + 1);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      guint shown = 0;

      find_labels (GTK_WIDGET (dialog), title, labels);
      for (guint i = 0; i < labels->len; i++)
        {
          GtkWidget *label = g_ptr_array_index (labels, i);
          PangoLayout *layout;
          int natural;

          if (!gtk_widget_is_drawable (label))
            continue;
          shown++;
          gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
          layout = gtk_label_get_layout (GTK_LABEL (label));
          g_test_message ("%s: \"%s\" %d px wide of %d, %d line(s), dialog %d px",
                          language, title, gtk_widget_get_width (label), natural,
                          pango_layout_get_line_count (layout), min_width);
          g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
          g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
        }
      g_assert_cmpuint (shown, ==, 1);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  tess_test_ui_flush_events ();
  g_settings_reset (settings, "players");
}

static void
test_never_wrapped (void)
{
  g_auto(GStrv) langs = languages ();

  g_assert_cmpuint (g_strv_length (langs), >, 1);
  for (guint i = 0; langs[i] != NULL; i++)
    check_language (langs[i]);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TESSERA_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  tess_test_ui_init (&argc, &argv, "seat-labels");

  g_test_add_func ("/seat-labels/never-wrapped", test_never_wrapped);

  return tess_test_ui_run ();
}
