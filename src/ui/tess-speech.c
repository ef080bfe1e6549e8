/* tess-speech.c: what a screen reader says that nobody focused
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no gtk_accessible_announce() (4.14 has), and its AT-SPI
 * backend tells no "showing" change of a widget shown or hidden, so an
 * alert or notification that appears is never heard. Orca 43 presents a
 * name change only from the object with the focus, or from the frame it
 * holds for the active window (scripts/default.py, onNameChanged); the
 * frame's description, a status label or a live region it ignores.
 * So an announcement becomes the accessible name of the window it
 * happens in: Orca speaks it whatever has the focus inside. The title is
 * not put back: GTK 4.8 gives AdwWindow dialogs (the final scores, the
 * Preferences) to AT-SPI as "fillers", whose activation Orca does not
 * follow, so it would still hold the game's window for active and say
 * the title, cutting off what was said last. The window manager's title
 * is the window's own. A window that is not active says nothing (Orca
 * would not hear it).
 *
 * But Orca 43 drops the window's name change, as any change of an object
 * other than the one with the focus, while more than 50 events wait in
 * its queue (event_manager.py, _processDuringFlood: a lesson opened, a
 * game replaced on a loaded machine): a widget with the focus that can
 * say it in its own words (the board, in its description) has it said
 * there instead, which Orca keeps however long its queue.
 */

#define G_LOG_DOMAIN "tess-speech"

#include "config.h"

#include <string.h>

#include "tess-speech.h"

#define LAST_KEY "tess-speech-last"

/* What was said in one go (a move and the scorings it made, an undo and
 * what follows from it) is one utterance: Orca stops what it says for
 * each new name, so a second name at once would cut the first off. */
typedef struct
{
  GtkWindow *window;    /* weak: a window closed says nothing */
  GString   *text;
} Pending;

#define PENDING_KEY "tess-speech-pending"
#define SINK_KEY "tess-speech-sink"

/**
 * tess_speech_set_sink:
 * @widget: a focusable widget
 * @sink: what says a text as @widget, while it has the focus
 *
 * What the window says while @widget has the focus goes to @sink, not to
 * the window's name.
 */
void
tess_speech_set_sink (GtkWidget      *widget,
                      TessSpeechSink  sink)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data (G_OBJECT (widget), SINK_KEY, sink);
}

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_clear_weak_pointer (&pending->window);
  g_string_free (pending->text, TRUE);
  g_free (pending);
}

static gboolean
say_pending (gpointer data)
{
  Pending *pending = data;
  GtkWindow *window = pending->window;
  const char *last;
  char *said;
  GtkWidget *focus;
  TessSpeechSink sink;

  if (window == NULL)
    return G_SOURCE_REMOVE;
  if (g_object_get_data (G_OBJECT (window), PENDING_KEY) == pending)
    g_object_set_data (G_OBJECT (window), PENDING_KEY, NULL);
  if (pending->text->len == 0 || gtk_widget_in_destruction (GTK_WIDGET (window)) || !gtk_window_is_active (window))
    return G_SOURCE_REMOVE;
  /* The same words again are news too, but a name set to itself is no
   * change, and Orca skips a name equal to the one it last presented: a
   * space at the end tells them apart, unheard. */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  sink = focus != NULL ? g_object_get_data (G_OBJECT (focus), SINK_KEY) : NULL;
  if (sink != NULL)
    {
      sink (focus, pending->text->str);
      g_object_set_data_full (G_OBJECT (window), LAST_KEY, g_strdup (pending->text->str), g_free);
      return G_SOURCE_REMOVE;
    }
  last = g_object_get_data (G_OBJECT (window), LAST_KEY);
  if (g_strcmp0 (last, pending->text->str) == 0)
    said = g_strconcat (pending->text->str, " ", NULL);
  else
    said = g_strdup (pending->text->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (window), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  g_object_set_data_full (G_OBJECT (window), LAST_KEY, said, g_free);
  return G_SOURCE_REMOVE;
}

/**
 * tess_speech_say:
 * @widget: a widget of the window the announcement is about
 * @text: whole sentences
 *
 * Has the screen reader say @text, once, wherever the focus is in the
 * window of @widget, if that window is the active one: soon after, with
 * what else is said before the main loop is idle again.
 */
void
tess_speech_say (GtkWidget  *widget,
                 const char *text)
{
  GtkRoot *root;
  GtkWindow *window;
  Pending *pending;

  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  if (widget == NULL || text == NULL || *text == '\0')
    return;
  root = gtk_widget_get_root (widget);
  if (!GTK_IS_WINDOW (root) || !gtk_window_is_active (GTK_WINDOW (root)))
    return;
  window = GTK_WINDOW (root);
  pending = g_object_get_data (G_OBJECT (window), PENDING_KEY);
  if (pending == NULL)
    {
      pending = g_new0 (Pending, 1);
      g_set_weak_pointer (&pending->window, window);
      pending->text = g_string_new (NULL);
      g_object_set_data (G_OBJECT (window), PENDING_KEY, pending);
      g_idle_add_full (TESS_SPEECH_PRIORITY, say_pending, pending, pending_free);
    }
  /* Said already in this go (the status label set twice, the end of the
   * game before the final scores): once. */
  if (strstr (pending->text->str, text) != NULL)
    return;
  for (const char *stop = strstr (text, ". "); stop != NULL; stop = strstr (text, ". "))
    {
      g_autofree char *sentence = g_strndup (text, stop + 1 - text);

      if (strstr (pending->text->str, sentence) == NULL)
        break;
      text = stop + 2;
    }
  if (pending->text->len > 0)
    g_string_append_c (pending->text, ' ');
  g_string_append (pending->text, text);
}

/**
 * tess_speech_flush:
 * @widget: a widget of the window
 *
 * Says now what the window of @widget was to say soon: before another
 * window (a dialog) takes the focus, after which Orca would not hear it.
 */
void
tess_speech_flush (GtkWidget *widget)
{
  GtkRoot *root;
  Pending *pending;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  if (root == NULL)
    return;
  pending = g_object_get_data (G_OBJECT (root), PENDING_KEY);
  if (pending != NULL)
    {
      say_pending (pending);
      /* The idle still holds it, and says nothing more. */
      g_string_truncate (pending->text, 0);
    }
}

/**
 * tess_speech_get_last:
 *
 * Returns: (nullable): what the window of @widget said last while it is
 *   active, for the tests
 */
const char *
tess_speech_get_last (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  root = gtk_widget_get_root (widget);
  return root != NULL ? g_object_get_data (G_OBJECT (root), LAST_KEY) : NULL;
}
