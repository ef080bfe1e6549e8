/* tess-window-present.c: presenting a replay to a class
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * F5 in a replay: the window full screen, the side panel (history,
 * scores) hidden, the replay's card in large text and the board fit to
 * what each step explains. Page Up and Page Down step, as a presenter's
 * remote sends them; Escape or F5 again leaves, back to the window as it
 * was. A ring of light follows the mouse over the board; P takes the pen
 * to draw on it, K keeps the drawing with the move's note, Delete wipes
 * it (tess-replay-view-pen.c).
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-window-handout.h"
#include "tess-window-present.h"
#include "tess-window-private.h"

/* The side panel's state before presenting, plus one (0: not presenting). */
#define FLAP_KEY "tess-present-flap"

gboolean
_tess_window_get_presenting (TessWindow *self)
{
  return tess_replay_view_get_presenting (self->replay_view);
}

void
_tess_window_set_presenting (TessWindow *self,
                             gboolean    presenting)
{
  presenting = !!presenting;
  if (presenting == _tess_window_get_presenting (self))
    return;
  if (presenting && !_tess_window_replaying (self))
    return;

  if (presenting)
    {
      g_autoptr(GVariant) shown = g_action_group_get_action_state (G_ACTION_GROUP (self), "toggle-panel");

      g_object_set_data (G_OBJECT (self), FLAP_KEY,
                         GINT_TO_POINTER (g_variant_get_boolean (shown) + 1));
      g_action_group_change_action_state (G_ACTION_GROUP (self), "toggle-panel",
                                          g_variant_new_boolean (FALSE));
      gtk_window_fullscreen (GTK_WINDOW (self));
    }
  else
    {
      int flap = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), FLAP_KEY));

      if (flap > 0)
        g_action_group_change_action_state (G_ACTION_GROUP (self), "toggle-panel",
                                            g_variant_new_boolean (flap - 1));
      g_object_set_data (G_OBJECT (self), FLAP_KEY, NULL);
      gtk_window_unfullscreen (GTK_WINDOW (self));
    }
  tess_replay_view_set_presenting (self->replay_view, presenting);
  _tess_window_update_history_actions (self);
}

static void
present_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);

  _tess_window_set_presenting (self, !_tess_window_get_presenting (self));
}

/* ------------------------------------------------------------ the pen */

static void
pen_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  gboolean pen = !tess_replay_view_get_pen (self->replay_view);

  if (!_tess_window_get_presenting (self))
    return;
  tess_replay_view_set_pen (self->replay_view, pen);
  tess_announcer_announce (self->announcer,
                           pen ? _("Pen taken: drag on the board to draw. K keeps the drawing with the note.")
                               : _("Pen put down."));
}

static void
keep_drawing_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autofree char *text = NULL;
  guint move;

  if (!_tess_window_get_presenting (self))
    return;
  move = tess_replay_view_keep_ink (self->replay_view);
  if (move > 0)
    /* Translators: said when a teacher keeps what they drew on the board. */
    text = g_strdup_printf (_("The drawing is kept with the note on move %u."), move);
  else
    text = g_strdup (_("Nothing drawn on this move to keep: take the pen with P and draw on the board."));
  tess_announcer_announce (self->announcer, text);
  _tess_window_update_history_actions (self);
}

static void
wipe_drawing_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  TessWindow *self = TESS_WINDOW (widget);
  g_autofree char *text = NULL;
  int wiped;

  if (!_tess_window_get_presenting (self))
    return;
  wiped = tess_replay_view_wipe_drawing (self->replay_view);
  if (wiped < 0)
    text = g_strdup (_("The drawing is wiped."));
  else if (wiped > 0)
    /* Translators: said when a teacher deletes the drawing kept on a move. */
    text = g_strdup_printf (_("The drawing kept on move %d is deleted. Ctrl+Z brings it back."), wiped);
  else
    return;
  tess_announcer_announce (self->announcer, text);
  _tess_window_update_history_actions (self);
}

void
_tess_window_class_present_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.replay-present", NULL, present_action);
  gtk_widget_class_install_action (widget_class, "win.replay-pen", NULL, pen_action);
  gtk_widget_class_install_action (widget_class, "win.replay-keep-drawing", NULL, keep_drawing_action);
  gtk_widget_class_install_action (widget_class, "win.replay-wipe-drawing", NULL, wipe_drawing_action);
  _tess_window_class_handout_init (widget_class);
}
