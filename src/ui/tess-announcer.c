/* tess-announcer.c: what the game window tells: toasts and the spoken status
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's toasts (the game's own, which go with the game, the one
 * that says the game is over, and those with a button), the scorings of
 * a move gathered into one toast, and what screen readers are told: the
 * status label (role "status") says each sentence of a toast (libadwaita
 * 1.2's toasts are not spoken), and each move as the history explains
 * it, once the history has it (the label for the eyes, tess-speech.c
 * for the screen reader). The widgets the window raises above a
 * toast (the zoom buttons, the info label) rise while one is shown or
 * queued.
 */

#define G_LOG_DOMAIN "tess-announcer"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tess-accessible.h"
#include "tess-announcer.h"
#include "tess-game-sentences.h"
#include "tess-speech.h"

struct _TessAnnouncer
{
  GObject parent_instance;

  AdwToastOverlay *overlay;       /* weak */
  GtkLabel        *status_label;  /* weak */
  GPtrArray       *raised;        /* GtkWidget (weak), raised above a toast */
  TessGameSession *session;

  guint      n_toasts;            /* shown or queued */
  guint      name_idle;
  GPtrArray *game_toasts;         /* the game's, shown or queued (borrowed) */
  AdwToast  *game_over_toast;     /* "This game is over.", while shown */
  GHashTable *keyed;              /* key → AdwToast, one each while shown */

  /* The scorings of the move being played, shown as one toast. */
  GString   *pending;
  guint      pending_idle;

  /* The moves already told, and whether the end of the game was. */
  guint      announce_idle;
  guint      announced_moves;
  gboolean   announced_end;
  /* The person's move held back while a computer moves next, to be
   * told with its move: one announcement, not one cut off by the next. */
  guint      hold_timeout;
  gboolean   hold_over;
  /* The scores as last told: told again once a scoring changed them. */
  int        announced_scores[TESS_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (TessAnnouncer, tess_announcer, G_TYPE_OBJECT)

/* ------------------------------------------------------------ toasts */

/* The toast shown (now, or when the one before it goes) has buttons
 * libadwaita leaves unnamed or named with their mnemonic. */
static gboolean
name_toast_buttons (gpointer user_data)
{
  TessAnnouncer *self = user_data;

  self->name_idle = 0;
  if (self->overlay != NULL)
    tess_accessible_name_buttons (GTK_WIDGET (self->overlay));
  return G_SOURCE_REMOVE;
}

/* A toast sits at the bottom of the board, in the middle, 24 px above
 * the edge and about 46 px high: the raised widgets, 12 px above the
 * edge otherwise, rise above it while one is shown or queued, and come
 * down when the last goes. */
#define MARGIN_BELOW_TOAST 12
#define MARGIN_ABOVE_TOAST 84

static void
update_raised (TessAnnouncer *self)
{
  for (guint i = 0; i < self->raised->len; i++)
    {
      GtkWidget **widget = g_ptr_array_index (self->raised, i);

      if (*widget != NULL)
        gtk_widget_set_margin_bottom (*widget, self->n_toasts > 0 ? MARGIN_ABOVE_TOAST : MARGIN_BELOW_TOAST);
    }
}

static void
on_toast_dismissed (TessAnnouncer *self)
{
  if (self->n_toasts > 0)
    self->n_toasts--;
  update_raised (self);
  if (self->name_idle == 0 && self->overlay != NULL && !gtk_widget_in_destruction (GTK_WIDGET (self->overlay)))
    self->name_idle = g_idle_add (name_toast_buttons, self);
}

void
tess_announcer_add_toast (TessAnnouncer *self,
                          AdwToast      *toast)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (self->overlay == NULL)
    {
      g_object_unref (g_object_ref_sink (toast));
      return;
    }
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, G_CONNECT_SWAPPED);
  self->n_toasts++;
  update_raised (self);
  adw_toast_overlay_add_toast (self->overlay, toast);
  tess_accessible_name_buttons (GTK_WIDGET (self->overlay));
}

/* A toast with a button, and its sentence for screen readers. */
void
tess_announcer_add_spoken_toast (TessAnnouncer *self,
                                 AdwToast      *toast)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  tess_announcer_add_toast (self, toast);
  tess_announcer_announce (self, adw_toast_get_title (toast));
}

static void
on_game_toast_dismissed (TessAnnouncer *self,
                         AdwToast      *toast)
{
  g_ptr_array_remove (self->game_toasts, toast);
}

static void
add_game_toast (TessAnnouncer *self,
                const char    *text)
{
  /* A toast's title is markup; players' names and file names are text. */
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (markup);

  adw_toast_set_timeout (toast, 4);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_game_toast_dismissed), self, G_CONNECT_SWAPPED);
  g_ptr_array_add (self->game_toasts, toast);
  tess_announcer_add_toast (self, toast);
}

/* A toast of the game, and the same sentence for screen readers. */
void
tess_announcer_show_toast (TessAnnouncer *self,
                           const char    *text)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  add_game_toast (self, text);
  tess_announcer_announce (self, text);
}

static gboolean
flush_scorings (gpointer user_data)
{
  TessAnnouncer *self = user_data;

  self->pending_idle = 0;
  if (self->pending->len > 0)
    {
      /* Spoken with the move (the history explains its scorings). */
      add_game_toast (self, self->pending->str);
      g_string_truncate (self->pending, 0);
    }
  return G_SOURCE_REMOVE;
}

/* A scoring of the move being played: the move's scorings are one toast. */
void
tess_announcer_add_scoring (TessAnnouncer *self,
                            const char    *text)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  /* Whole sentences, one after the other. */
  if (self->pending->len > 0)
    g_string_append_c (self->pending, ' ');
  g_string_append (self->pending, text);
  if (self->pending_idle == 0)
    self->pending_idle = g_idle_add (flush_scorings, self);
}

/* What a game's toasts said goes with it: a new game (or lesson) starts
 * without the last one's scorings. */
void
tess_announcer_dismiss_game_toasts (TessAnnouncer *self)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  /* Shown or waiting in the overlay's queue: each goes. */
  while (self->game_toasts->len > 0)
    adw_toast_dismiss (g_ptr_array_steal_index (self->game_toasts, self->game_toasts->len - 1));
  tess_announcer_dismiss_game_over (self);
}

/* The game's toasts shown or queued: for the tests. */
guint
tess_announcer_get_n_game_toasts (TessAnnouncer *self)
{
  g_return_val_if_fail (TESS_IS_ANNOUNCER (self), 0);

  return self->game_toasts->len;
}

static void
on_game_over_toast_dismissed (TessAnnouncer *self,
                              AdwToast      *toast)
{
  if (self->game_over_toast == toast)
    self->game_over_toast = NULL;
}

/* Says that the game is over, with the scores one click away. */
void
tess_announcer_show_game_over (TessAnnouncer *self)
{
  AdwToast *toast;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  if (self->game_over_toast != NULL)
    return;
  toast = adw_toast_new (_("This game is over."));
  adw_toast_set_button_label (toast, _("_Scores"));
  adw_toast_set_action_name (toast, "win.show-summary");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_game_over_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  self->game_over_toast = toast;
  tess_announcer_add_spoken_toast (self, toast);
}

void
tess_announcer_dismiss_game_over (TessAnnouncer *self)
{
  AdwToast *toast;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  toast = g_steal_pointer (&self->game_over_toast);
  if (toast != NULL)
    adw_toast_dismiss (toast);
}

/* Returns: (nullable): the toast while it is shown */
AdwToast *
tess_announcer_get_game_over_toast (TessAnnouncer *self)
{
  g_return_val_if_fail (TESS_IS_ANNOUNCER (self), NULL);

  return self->game_over_toast;
}

static void
on_keyed_toast_dismissed (TessAnnouncer *self,
                          AdwToast      *toast)
{
  const char *key = g_object_get_data (G_OBJECT (toast), "tess-announcer-key");

  if (key != NULL && g_hash_table_lookup (self->keyed, key) == toast)
    g_hash_table_remove (self->keyed, key);
}

/**
 * tess_announcer_add_keyed_toast:
 * @key: what the toast is about ("computers-held")
 * @toast: (transfer full): a toast with a button, spoken too
 *
 * Shows @toast unless a toast of @key is shown already (then @toast is
 * dropped), until it is dismissed or tess_announcer_dismiss_toast().
 */
void
tess_announcer_add_keyed_toast (TessAnnouncer *self,
                                const char    *key,
                                AdwToast      *toast)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));
  g_return_if_fail (key != NULL);

  if (tess_announcer_has_toast (self, key))
    {
      g_object_unref (g_object_ref_sink (toast));
      return;
    }
  g_object_set_data_full (G_OBJECT (toast), "tess-announcer-key", g_strdup (key), g_free);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_keyed_toast_dismissed), self, G_CONNECT_SWAPPED);
  g_hash_table_insert (self->keyed, g_strdup (key), toast);
  tess_announcer_add_spoken_toast (self, toast);
}

gboolean
tess_announcer_has_toast (TessAnnouncer *self,
                          const char    *key)
{
  g_return_val_if_fail (TESS_IS_ANNOUNCER (self), FALSE);

  return g_hash_table_contains (self->keyed, key);
}

void
tess_announcer_dismiss_toast (TessAnnouncer *self,
                              const char    *key)
{
  AdwToast *toast;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  toast = g_hash_table_lookup (self->keyed, key);
  if (toast == NULL)
    return;
  g_hash_table_remove (self->keyed, key);
  adw_toast_dismiss (toast);
}

/* ------------------------------------------------------------ spoken */

/* One line of sentences: the history's descriptions and the replay's
 * banner have one a line, a heading without its full stop. */
static char *
one_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *said = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      gsize len = strlen (line);

      if (len == 0)
        continue;
      if (said->len > 0)
        g_string_append_c (said, ' ');
      g_string_append (said, line);
      if (strchr (".!?:", line[len - 1]) == NULL && !g_str_has_suffix (line, "…"))
        g_string_append_c (said, '.');
    }
  return g_string_free (said, FALSE);
}

/* The status label shows @text on one line; that line, or NULL when
 * there is nothing to show. */
static char *
show (TessAnnouncer *self,
      const char    *text)
{
  char *said;

  if (text == NULL || *text == '\0' || self->status_label == NULL)
    return NULL;
  said = one_line (text);
  gtk_label_set_label (self->status_label, said);
  return said;
}

/* The status label shows @text to sighted players, and the screen
 * reader says it (tess-speech.c: GTK 4.8 has no announcement, and Orca
 * ignores the name change of a label that has not the focus). */
void
tess_announcer_announce (TessAnnouncer *self,
                         const char    *text)
{
  g_autofree char *said = NULL;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  said = show (self, text);
  if (said != NULL)
    tess_speech_say (GTK_WIDGET (self->status_label), said);
}

/* The status label alone shows @text: what the focused board says
 * already, not said twice. */
void
tess_announcer_show_status (TessAnnouncer *self,
                            const char    *text)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  g_free (show (self, text));
}

/* The scores told are the game's: whether they changed since. */
static gboolean
take_scores (TessAnnouncer *self,
             TessGame      *game)
{
  guint n = game != NULL ? MIN (tess_game_get_n_players (game), TESS_MAX_PLAYERS) : 0;
  gboolean changed = FALSE;

  for (guint p = 0; p < TESS_MAX_PLAYERS; p++)
    {
      int score = p < n ? tess_game_get_score (game, p) : 0;

      changed |= score != self->announced_scores[p];
      self->announced_scores[p] = score;
    }
  return changed;
}

/* A computer's move follows at its pace (0.7 s by default), which would
 * cut off what the screen reader says of the move before: that move is
 * told with the computer's, unless the computer takes longer than this. */
#define HOLD_MS 1500

static void tell_moves (TessAnnouncer *self);

static gboolean
hold_expired (gpointer user_data)
{
  TessAnnouncer *self = user_data;

  self->hold_timeout = 0;
  self->hold_over = TRUE;
  tell_moves (self);
  return G_SOURCE_REMOVE;
}

/* Whether the moves to tell wait for a computer's move, which comes
 * next. */
static gboolean
hold_moves (TessAnnouncer *self,
            TessGame      *game)
{
  int player;

  if (self->hold_over || tess_game_get_finished (game) ||
      tess_game_get_n_moves (game) <= self->announced_moves)
    return FALSE;
  player = tess_game_get_current_player (game);
  if (player < 0 || tess_game_get_player_kind (game, player) == TESS_AI_NONE)
    return FALSE;
  if (self->hold_timeout == 0)
    self->hold_timeout = g_timeout_add (HOLD_MS, hold_expired, self);
  return TRUE;
}

static gboolean
announce_moves (gpointer user_data)
{
  TessAnnouncer *self = user_data;
  TessGame *game = self->session != NULL ? tess_game_session_get_game (self->session) : NULL;

  self->announce_idle = 0;
  if (game != NULL && !hold_moves (self, game))
    tell_moves (self);
  return G_SOURCE_REMOVE;
}

/* Who plays now, in plain words: the person whose turn comes ("Your
 * turn, Ana": with two people at one screen, "your tile" alone says
 * not whose), or who plays elsewhere. NULL when nobody plays on (the
 * game over, a lesson's move made). */
static char *
turn_sentence (TessAnnouncer *self,
               TessGame      *game)
{
  int player = tess_game_get_current_player (game);
  const char *name;

  if (player < 0 || tess_game_get_finished (game) || !tess_game_session_lesson_allows_move (self->session))
    return NULL;
  name = tess_game_get_player_name (game, player);
  switch (tess_game_session_get_seat_kind (self->session, player))
    {
    case TESS_SEAT_LOCAL:
      /* Translators: said when the turn comes to a person at this screen: "Your turn, Ana." */
      return g_strdup_printf (_("Your turn, %s."), name);
    case TESS_SEAT_COMPUTER:
      /* Translators: said when a computer player's turn begins: "Bruno (computer) is playing." */
      return g_strdup_printf (_("%s (computer) is playing."), name);
    case TESS_SEAT_REMOTE:
    default:
      /* Translators: said when the turn of a player of an online game, elsewhere, begins. */
      return g_strdup_printf (_("%s is playing."), name);
    }
}

/* The moves not yet told (each with its scorings, as the history
 * explains them), then the running totals if a scoring (or an undo)
 * changed them, who plays now, and the end of the game, as one
 * announcement. */
static void
tell_moves (TessAnnouncer *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  TessGame *game = self->session != NULL ? tess_game_session_get_game (self->session) : NULL;
  GListModel *history = self->session != NULL ? G_LIST_MODEL (tess_game_session_get_history (self->session)) : NULL;
  guint n_moves, n_items;

  g_clear_handle_id (&self->hold_timeout, g_source_remove);
  self->hold_over = FALSE;
  if (game == NULL || history == NULL)
    return;

  n_moves = tess_game_get_n_moves (game);
  n_items = g_list_model_get_n_items (history);
  for (guint i = self->announced_moves; i < n_moves && i < n_items; i++)
    {
      g_autoptr(TessHistoryItem) item = g_list_model_get_item (history, i);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, tess_history_item_get_description (item));
    }
  self->announced_moves = n_moves;

  /* At the end the final scores say them, with the winner. */
  if (take_scores (self, game) && !tess_game_get_finished (game))
    {
      g_autofree char *scores = tess_game_scores_sentence (game);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, scores);
    }

  /* The turn passed with the moves told. */
  if (text->len > 0)
    {
      g_autofree char *turn = turn_sentence (self, game);

      if (turn != NULL)
        g_string_append_printf (text, " %s", turn);
    }

  if (tess_game_get_finished (game) && !self->announced_end)
    {
      g_autofree char *end = tess_game_end_sentence (game);

      self->announced_end = TRUE;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, end);
    }
  else if (!tess_game_get_finished (game))
    self->announced_end = FALSE;

  tess_announcer_announce (self, text->str);
}

/* The moves not yet told are told now (said soon, with what follows). */
void
tess_announcer_flush_moves (TessAnnouncer *self)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  if (self->announce_idle != 0 || self->hold_timeout != 0)
    {
      g_clear_handle_id (&self->announce_idle, g_source_remove);
      tell_moves (self);
    }
}

/* What is still to say is said now: before the final scores open. */
void
tess_announcer_flush (TessAnnouncer *self)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  tess_announcer_flush_moves (self);
  if (self->status_label != NULL)
    tess_speech_flush (GTK_WIDGET (self->status_label));
}

/* After a move, an undo or the end: told once the history has it. */
void
tess_announcer_queue_moves (TessAnnouncer *self)
{
  TessGame *game;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  game = self->session != NULL ? tess_game_session_get_game (self->session) : NULL;
  if (game == NULL)
    return;
  /* Undone moves are not told again; the next move is. */
  if (tess_game_get_n_moves (game) < self->announced_moves)
    self->announced_moves = tess_game_get_n_moves (game);
  if (self->announce_idle == 0)
    self->announce_idle = g_idle_add (announce_moves, self);
}

/* A game set in the window: what it holds already is not news. */
void
tess_announcer_reset (TessAnnouncer *self)
{
  TessGame *game;

  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  game = self->session != NULL ? tess_game_session_get_game (self->session) : NULL;
  g_clear_handle_id (&self->announce_idle, g_source_remove);
  g_clear_handle_id (&self->hold_timeout, g_source_remove);
  self->hold_over = FALSE;
  self->announced_moves = game != NULL ? tess_game_get_n_moves (game) : 0;
  self->announced_end = game != NULL && tess_game_get_finished (game);
  take_scores (self, game);
  /* Never empty: GTK 4.8 would name an empty label by its type. */
  if (self->status_label != NULL)
    gtk_label_set_label (self->status_label, _("A game is on the board."));
}

/* What the last move was still to say is not said. */
void
tess_announcer_stop (TessAnnouncer *self)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  g_clear_handle_id (&self->pending_idle, g_source_remove);
  g_clear_handle_id (&self->announce_idle, g_source_remove);
  g_clear_handle_id (&self->hold_timeout, g_source_remove);
  g_clear_handle_id (&self->name_idle, g_source_remove);
  g_string_truncate (self->pending, 0);
}

/* The game and history whose moves are told. */
void
tess_announcer_set_session (TessAnnouncer   *self,
                            TessGameSession *session)
{
  g_return_if_fail (TESS_IS_ANNOUNCER (self));

  g_set_object (&self->session, session);
}

/* ------------------------------------------------------------ GObject */

static void
clear_weak (gpointer data)
{
  GtkWidget **widget = data;

  g_clear_weak_pointer (widget);
  g_free (widget);
}

static void
tess_announcer_dispose (GObject *object)
{
  TessAnnouncer *self = TESS_ANNOUNCER (object);

  tess_announcer_stop (self);
  g_clear_object (&self->session);
  g_clear_weak_pointer (&self->overlay);
  g_clear_weak_pointer (&self->status_label);
  g_ptr_array_set_size (self->raised, 0);

  G_OBJECT_CLASS (tess_announcer_parent_class)->dispose (object);
}

static void
tess_announcer_finalize (GObject *object)
{
  TessAnnouncer *self = TESS_ANNOUNCER (object);

  g_ptr_array_unref (self->raised);
  g_ptr_array_unref (self->game_toasts);
  g_hash_table_unref (self->keyed);
  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (tess_announcer_parent_class)->finalize (object);
}

static void
tess_announcer_class_init (TessAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tess_announcer_dispose;
  object_class->finalize = tess_announcer_finalize;
}

static void
tess_announcer_init (TessAnnouncer *self)
{
  self->raised = g_ptr_array_new_with_free_func (clear_weak);
  self->game_toasts = g_ptr_array_new ();
  self->keyed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pending = g_string_new (NULL);
}

/**
 * tess_announcer_new:
 * @overlay: where the toasts are shown
 * @status_label: the label of role "status" screen readers follow
 * @raised: (array length=n_raised): widgets above the bottom edge that rise
 *   above a toast
 */
TessAnnouncer *
tess_announcer_new (AdwToastOverlay  *overlay,
                    GtkLabel         *status_label,
                    GtkWidget       **raised,
                    guint             n_raised)
{
  TessAnnouncer *self = g_object_new (TESS_TYPE_ANNOUNCER, NULL);

  g_set_weak_pointer (&self->overlay, overlay);
  g_set_weak_pointer (&self->status_label, status_label);
  for (guint i = 0; i < n_raised; i++)
    {
      GtkWidget **widget = g_new0 (GtkWidget *, 1);

      g_set_weak_pointer (widget, raised[i]);
      g_ptr_array_add (self->raised, widget);
    }
  return self;
}
