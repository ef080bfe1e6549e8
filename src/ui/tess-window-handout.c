/* tess-window-handout.c: the replay's "Print Handout…"
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The handout of `tessera-cli handout` (src/handout), written from the
 * game's record in a worker thread: the window stays live while the
 * pages are drawn, and a toast says where the file went. The file's
 * dialog offers the moves to print and the paper, A4 or Letter as the
 * locale's paper is.
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-handout.h"
#include "tess-window-handout.h"
#include "tess-window-private.h"

/* Handouts under way, on the window. */
#define PENDING_KEY "tess-handouts-pending"

typedef struct
{
  TessWindow *window;
  char       *path;
} Writing;

static void
add_pending (TessWindow *self,
             int         delta)
{
  int n = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), PENDING_KEY));

  g_object_set_data (G_OBJECT (self), PENDING_KEY, GINT_TO_POINTER (n + delta));
}

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Writing *writing = user_data;
  g_autoptr(TessWindow) self = writing->window;
  g_autofree char *path = writing->path;
  g_autoptr(GError) error = NULL;
  guint n_pages = 0;

  g_free (writing);
  add_pending (self, -1);
  if (!tess_handout_write_finish (result, &n_pages, &error))
    {
      _tess_window_show_error (self, _("Could Not Print the Handout"), error->message);
      return;
    }
  {
    g_autofree char *name = g_filename_display_basename (path);
    /* Translators: a toast; %s is a file name, %u its pages */
    g_autofree char *text = g_strdup_printf (ngettext ("Handout written to %s (%u page)",
                                                       "Handout written to %s (%u pages)", n_pages),
                                             name, n_pages);

    tess_announcer_show_toast (self->announcer, text);
  }
}

void
_tess_window_print_handout_with (TessWindow       *self,
                                 GFile            *file,
                                 TessHandoutMoves  moves,
                                 TessHandoutPaper  paper)
{
  g_autofree char *path = g_file_get_path (file);
  TessGame *game = tess_window_get_game (self);
  Writing *writing;

  if (game == NULL || path == NULL)
    return;
  writing = g_new0 (Writing, 1);
  writing->window = g_object_ref (self);
  writing->path = g_strdup (path);
  add_pending (self, 1);
  tess_handout_write_async (tess_game_get_record (game), path, moves, paper, NULL, on_written,
                            writing);
}

void
_tess_window_print_handout_to (TessWindow *self,
                               GFile      *file)
{
  _tess_window_print_handout_with (self, file, TESS_HANDOUT_MOVES_SCORING,
                                   _tess_window_handout_paper_for (gtk_paper_size_get_default ()));
}

/* The paper a handout is offered on: Letter where the locale's paper is
 * North America's (GTK names them "na_letter", "na_legal", …), else A4. */
TessHandoutPaper
_tess_window_handout_paper_for (const char *paper_size_name)
{
  if (paper_size_name != NULL && g_str_has_prefix (paper_size_name, "na_"))
    return TESS_HANDOUT_PAPER_LETTER;
  return TESS_HANDOUT_PAPER_A4;
}

guint
_tess_window_get_handouts_pending (TessWindow *self)
{
  return (guint) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), PENDING_KEY));
}

/* What the handout holds and its paper, chosen beside its file's name. */
void
_tess_window_handout_add_choices (GtkFileChooser *chooser)
{
  const char *moves_ids[] = { "scoring", "all", NULL };
  const char *moves_labels[] = {
    /* Translators: a choice in Print a Handout: the moves that score
     * something or carry the teacher's note */
    _("Scoring Moves and Notes"),
    _("Every Move"),
    NULL
  };
  const char *paper_ids[] = { "a4", "letter", NULL };
  const char *paper_labels[] = {
    /* Translators: paper sizes */
    _("A4"),
    _("Letter"),
    NULL
  };
  TessHandoutPaper paper = _tess_window_handout_paper_for (gtk_paper_size_get_default ());

  /* Translators: the label of a choice in Print a Handout */
  gtk_file_chooser_add_choice (chooser, "moves", _("Moves"), moves_ids, moves_labels);
  gtk_file_chooser_set_choice (chooser, "moves", "scoring");
  /* Translators: the label of a choice in Print a Handout */
  gtk_file_chooser_add_choice (chooser, "paper", _("Paper"), paper_ids, paper_labels);
  gtk_file_chooser_set_choice (chooser, "paper",
                               paper == TESS_HANDOUT_PAPER_LETTER ? "letter" : "a4");
}

static void
on_save_response (GtkNativeDialog *dialog,
                  int              response,
                  TessWindow      *self)
{
  g_autoptr(GFile) file = NULL;

  TessHandoutMoves moves = TESS_HANDOUT_MOVES_SCORING;
  TessHandoutPaper paper = TESS_HANDOUT_PAPER_A4;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);

      file = gtk_file_chooser_get_file (chooser);
      if (g_strcmp0 (gtk_file_chooser_get_choice (chooser, "moves"), "all") == 0)
        moves = TESS_HANDOUT_MOVES_ALL;
      if (g_strcmp0 (gtk_file_chooser_get_choice (chooser, "paper"), "letter") == 0)
        paper = TESS_HANDOUT_PAPER_LETTER;
    }
  g_object_unref (dialog);
  if (file != NULL)
    _tess_window_print_handout_with (self, file, moves, paper);
}

static void
print_handout_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (tess_window_get_game (self) == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Print a Handout"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  /* Translators: the file name a handout is offered under; keep .pdf */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("handout.pdf"));
  _tess_window_handout_add_choices (GTK_FILE_CHOOSER (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
_tess_window_class_handout_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.print-handout", NULL, print_handout_action);
}
