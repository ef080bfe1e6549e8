/* tess-announcer.h: what the game window tells: toasts and the spoken status
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-game-session.h"

G_BEGIN_DECLS

#define TESS_TYPE_ANNOUNCER (tess_announcer_get_type ())

G_DECLARE_FINAL_TYPE (TessAnnouncer, tess_announcer, TESS, ANNOUNCER, GObject)

TessAnnouncer *tess_announcer_new              (AdwToastOverlay *overlay,
                                                GtkLabel        *status_label,
                                                GtkWidget      **raised,
                                                guint            n_raised);
void           tess_announcer_set_session      (TessAnnouncer   *self,
                                                TessGameSession *session);

/* Toasts. */
void           tess_announcer_add_toast        (TessAnnouncer   *self,
                                                AdwToast        *toast);
void           tess_announcer_add_spoken_toast (TessAnnouncer   *self,
                                                AdwToast        *toast);
void           tess_announcer_show_toast       (TessAnnouncer   *self,
                                                const char      *text);
void           tess_announcer_add_scoring      (TessAnnouncer   *self,
                                                const char      *text);
void           tess_announcer_dismiss_game_toasts (TessAnnouncer *self);
guint          tess_announcer_get_n_game_toasts (TessAnnouncer  *self);
void           tess_announcer_show_game_over   (TessAnnouncer   *self);
void           tess_announcer_dismiss_game_over (TessAnnouncer  *self);
AdwToast      *tess_announcer_get_game_over_toast (TessAnnouncer *self);
void           tess_announcer_add_keyed_toast  (TessAnnouncer   *self,
                                                const char      *key,
                                                AdwToast        *toast);
gboolean       tess_announcer_has_toast        (TessAnnouncer   *self,
                                                const char      *key);
void           tess_announcer_dismiss_toast    (TessAnnouncer   *self,
                                                const char      *key);

/* Said to screen readers. */
void           tess_announcer_announce         (TessAnnouncer   *self,
                                                const char      *text);
void           tess_announcer_show_status      (TessAnnouncer   *self,
                                                const char      *text);
void           tess_announcer_flush            (TessAnnouncer   *self);
void           tess_announcer_flush_moves      (TessAnnouncer   *self);
void           tess_announcer_queue_moves      (TessAnnouncer   *self);
void           tess_announcer_reset            (TessAnnouncer   *self);
void           tess_announcer_stop             (TessAnnouncer   *self);

G_END_DECLS
