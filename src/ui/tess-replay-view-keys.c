/* tess-replay-view-keys.c: the replay's keys
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One controller the window adds, which catches the replay's keys before
 * any widget does while the replay is on screen: the steps (arrows and
 * a presenter's remote, Page Up and Page Down), playing, presenting,
 * the pen, the presenter's pointer (Shift and an arrow), the zoom.
 */

#define G_LOG_DOMAIN "tess-replay-view"

#include "config.h"

#include "tess-replay-view.h"
#include "tess-replay-view-private.h"

static gboolean
zoom_shortcut (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  TessReplayView *self = TESS_REPLAY_VIEW (user_data);
  int how = g_variant_get_int32 (args);

  if (!self->active)
    return FALSE;
  if (how == 0)
    tess_board_view_fit (self->board);
  else
    tess_board_view_zoom (self->board, how > 0 ? 1.25 : 0.8);
  return TRUE;
}

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         GdkModifierType        modifiers,
         const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                                          gtk_named_action_new (action)));
}

static gboolean
pointer_shortcut (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  return _tess_replay_view_move_pointer (TESS_REPLAY_VIEW (user_data), dx, dy);
}

/* Shift and an arrow: the presenter's pointer, as a remote moves it. */
static void
add_pointer_key (TessReplayView        *self,
                 GtkShortcutController *controller,
                 guint                  keyval,
                 int                    dx,
                 int                    dy)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (keyval, GDK_SHIFT_MASK),
                                                                         gtk_callback_action_new (pointer_shortcut, self, NULL),
                                                                         "(ii)", dx, dy));
}

static void
add_zoom_key (TessReplayView        *self,
              GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        modifiers,
              int                    how)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (keyval, modifiers),
                                                                         gtk_callback_action_new (zoom_shortcut, self, NULL),
                                                                         "i", how));
}

/**
 * tess_replay_view_get_shortcuts:
 *
 * Returns: (transfer full): a controller for the window to add; it
 *   catches the replay's keys before any widget does while the replay is
 *   active, and none otherwise
 */
GtkEventController *
tess_replay_view_get_shortcuts (TessReplayView *self)
{
  GtkShortcutController *controller;

  g_return_val_if_fail (TESS_IS_REPLAY_VIEW (self), NULL);

  controller = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (controller), "tess-replay-keys");
  add_key (controller, GDK_KEY_Left, 0, "win.replay-back");
  add_key (controller, GDK_KEY_KP_Left, 0, "win.replay-back");
  add_key (controller, GDK_KEY_Right, 0, "win.replay-forward");
  add_key (controller, GDK_KEY_KP_Right, 0, "win.replay-forward");
  /* What a presenter's remote sends. */
  add_key (controller, GDK_KEY_Page_Up, 0, "win.replay-back");
  add_key (controller, GDK_KEY_KP_Page_Up, 0, "win.replay-back");
  add_key (controller, GDK_KEY_Page_Down, 0, "win.replay-forward");
  add_key (controller, GDK_KEY_KP_Page_Down, 0, "win.replay-forward");
  add_key (controller, GDK_KEY_F5, 0, "win.replay-present");
  add_key (controller, GDK_KEY_p, 0, "win.replay-pen");
  add_pointer_key (self, controller, GDK_KEY_Left, -1, 0);
  add_pointer_key (self, controller, GDK_KEY_Right, 1, 0);
  add_pointer_key (self, controller, GDK_KEY_Up, 0, -1);
  add_pointer_key (self, controller, GDK_KEY_Down, 0, 1);
  add_key (controller, GDK_KEY_k, 0, "win.replay-keep-drawing");
  add_key (controller, GDK_KEY_Delete, 0, "win.replay-wipe-drawing");
  add_key (controller, GDK_KEY_Home, 0, "win.replay-first");
  add_key (controller, GDK_KEY_End, 0, "win.replay-last");
  add_key (controller, GDK_KEY_space, 0, "win.replay-play");
  add_key (controller, GDK_KEY_bracketleft, 0, "win.replay-slower");
  add_key (controller, GDK_KEY_bracketright, 0, "win.replay-faster");
  add_key (controller, GDK_KEY_Escape, 0, "win.leave-replay");
  add_key (controller, GDK_KEY_Return, GDK_CONTROL_MASK, "win.play-from-here");
  add_key (controller, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "win.play-from-here");
  add_zoom_key (self, controller, GDK_KEY_plus, 0, 1);
  add_zoom_key (self, controller, GDK_KEY_plus, GDK_SHIFT_MASK, 1);
  add_zoom_key (self, controller, GDK_KEY_equal, 0, 1);
  add_zoom_key (self, controller, GDK_KEY_KP_Add, 0, 1);
  add_zoom_key (self, controller, GDK_KEY_minus, 0, -1);
  add_zoom_key (self, controller, GDK_KEY_KP_Subtract, 0, -1);
  add_zoom_key (self, controller, GDK_KEY_0, 0, 0);

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (controller),
                                              self->active ? GTK_PHASE_CAPTURE : GTK_PHASE_NONE);
  g_set_weak_pointer (&self->shortcuts, GTK_EVENT_CONTROLLER (controller));
  return GTK_EVENT_CONTROLLER (controller);
}
