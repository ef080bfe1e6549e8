/* tess-online-game-play.c: the stanzas of an online game, checked, applied, sent
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of the game stanzas leaves nobody to race: after the host's
 * setup, each client (the distinct addresses of the seats, in seat
 * order; the host's chain serves its computer seats) commits in turn;
 * then for every draw each client reveals its link in turn, and once the
 * last has, everyone derives the tile and the client of the seat whose
 * turn it is sends the move. A stanza from anyone else, or one sent
 * again, is ignored (tess-online-game-guard.c), and so is a move the
 * rules refuse: its player may send another. Only what the player who
 * was due provably did wrong (a stanza that does not follow the last,
 * a reveal that does not hash to the link before) stops the game, with
 * nothing of it applied, and the message names who sent what.
 *
 * The game is a TessGame whose tiles come from the draws: the window
 * shows it, and a person at this screen plays their seat on it; the
 * move they make goes out from here.
 */

#define G_LOG_DOMAIN "tess-online-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tess-net-error.h"
#include "tess-online-game-private.h"
#include "tess-online-record.h"
#include "tess-replay.h"
#include "tess-move-codec.h"

gboolean
_tess_online_game_is_computer (const char *seat)
{
  return g_str_has_prefix (seat, "ai:");
}

/* The client whose seat @seat is: its address, or the host's for a
 * computer seat. Once that client is handed over, another speaks for it
 * (_tess_online_game_speaker()). */
guint
_tess_online_game_client_of_seat (TessOnlineGame *self,
                                  guint           seat)
{
  const char *address = self->seats->pdata[seat];

  if (_tess_online_game_is_computer (address))
    return 0;
  for (guint i = 0; i < self->clients->len; i++)
    if (g_strcmp0 (self->clients->pdata[i], address) == 0)
      return i;
  g_assert_not_reached ();
}

static const char *
expected_sender (TessOnlineGame *self)
{
  switch (self->phase)
    {
    case PHASE_COMMITS:
    case PHASE_REVEALS:
      return self->clients->pdata[self->turn];
    case PHASE_MOVE:
      return self->clients->pdata[_tess_online_game_speaker (self, _tess_online_game_client_of_seat (self, self->mover))];
    case PHASE_IDLE:
    case PHASE_WAIT_INVITATION:
    case PHASE_CHECK_ROOM:
    case PHASE_WAIT_ROOM:
    case PHASE_WAIT_PLAYERS:
    case PHASE_WAIT_SETUP:
    case PHASE_OVER:
    default:
      return NULL;
    }
}

static TessPayloadKind
expected_kind (TessOnlineGame *self)
{
  switch (self->phase)
    {
    case PHASE_COMMITS:
      return TESS_PAYLOAD_COMMIT;
    case PHASE_REVEALS:
      return TESS_PAYLOAD_REVEAL;
    case PHASE_MOVE:
      return TESS_PAYLOAD_MOVE;
    case PHASE_IDLE:
    case PHASE_WAIT_INVITATION:
    case PHASE_CHECK_ROOM:
    case PHASE_WAIT_ROOM:
    case PHASE_WAIT_PLAYERS:
    case PHASE_WAIT_SETUP:
    case PHASE_OVER:
    default:
      return TESS_PAYLOAD_SETUP;
    }
}

static void
stop_watching_game (TessOnlineGame *self)
{
  if (self->game != NULL)
    g_clear_signal_handler (&self->n_moves_id, self->game);
  g_clear_handle_id (&self->send_id, g_source_remove);
}

static gboolean
apply_setup (TessOnlineGame *self,
             TessPayload    *payload,
             const char     *sender,
             char          **problem)
{
  JsonObject *setup = tess_payload_get_object (payload);
  JsonObject *online = json_object_get_object_member (setup, "online");
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessGame) game = NULL;
  JsonArray *seats = NULL;
  JsonNode *chain = NULL;

  json_node_set_object (node, setup);
  /* Translators: where a problem lies: the game an online host set up. */
  record = tess_record_from_json (node, _("the game set up"), NULL, &error);
  if (record != NULL)
    game = tess_game_new_with_external_draws (record, &error);
  if (game == NULL)
    {
      *problem = g_strdup_printf (_("%s set up a game that cannot be played: %s"), sender,
                                  error->message);
      return FALSE;
    }
  if (online != NULL && json_object_has_member (online, "seats")
      && JSON_NODE_HOLDS_ARRAY (json_object_get_member (online, "seats")))
    seats = json_object_get_array_member (online, "seats");
  if (online != NULL)
    chain = json_object_get_member (online, "chain");
  if (seats == NULL || json_array_get_length (seats) != tess_record_n_players (record)
      || chain == NULL || !JSON_NODE_HOLDS_VALUE (chain) || json_node_get_value_type (chain) != G_TYPE_INT64
      || json_node_get_int (chain) <= tess_def_total_tiles (tess_game_get_def (game))
      || json_node_get_int (chain) > G_MAXUINT16
      || !json_object_has_member (online, "room")
      || tess_record_n_moves (record) > 0
      || tess_state_start_pending (tess_game_get_state (game))
      || record->rules.hand != 1)
    {
      *problem = g_strdup_printf (_("%s set up a game without its seats, its chain length or "
                                    "its first player, or with moves already."), sender);
      return FALSE;
    }
  self->seats = g_ptr_array_new_with_free_func (g_free);
  self->clients = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonNode *element = json_array_get_element (seats, i);
      const char *seat = JSON_NODE_HOLDS_VALUE (element)
                         && json_node_get_value_type (element) == G_TYPE_STRING
                         ? json_node_get_string (element) : NULL;

      if (seat == NULL || (!_tess_online_game_is_computer (seat) && strchr (seat, '@') == NULL))
        {
          *problem = g_strdup_printf (_("%s set up a game whose seat %u is neither an address "
                                        "nor a computer."), sender, i + 1);
          return FALSE;
        }
      g_ptr_array_add (self->seats, g_strdup (seat));
      if (!_tess_online_game_is_computer (seat)
          && !g_ptr_array_find_with_equal_func (self->clients, seat, g_str_equal, NULL))
        g_ptr_array_add (self->clients, g_strdup (seat));
    }
  /* The host sits first and speaks for the computers. */
  if (self->clients->len == 0 || g_strcmp0 (self->clients->pdata[0], sender) != 0
      || _tess_online_game_is_computer (self->seats->pdata[0]))
    {
      *problem = g_strdup_printf (_("%s set up a game without sitting at its first seat."), sender);
      return FALSE;
    }
  if (!g_ptr_array_find_with_equal_func (self->clients, self->jid, g_str_equal, &self->me)
      && !_tess_online_game_take_spectator_seat (self, online))
    {
      *problem = g_strdup_printf (_("%s set up a game without a seat for %s."), sender, self->jid);
      return FALSE;
    }
  if (!_tess_online_game_read_handover (self, online, sender, problem))
    return FALSE;
  self->online = json_object_ref (online);
  self->chain_length = json_node_get_int (chain);
  self->game = g_steal_pointer (&game);
  /* Coming back, the chain is the one saved. */
  self->chain = self->seed ? tess_draw_chain_new (self->seed, self->chain_length)
                           : tess_draw_chain_new_random (self->chain_length);
  self->commits = g_malloc0 (self->clients->len * TESS_DRAW_LINK_LEN);
  self->links = g_malloc0 (self->clients->len * TESS_DRAW_LINK_LEN);
  self->reveals = json_array_new ();
  self->phase = PHASE_COMMITS;
  self->turn = 0;
  return TRUE;
}

static gboolean
apply_reveal (TessOnlineGame *self,
              TessPayload    *payload,
              const char     *sender,
              gboolean       *refused,
              char          **problem)
{
  JsonObject *body = tess_payload_get_object (payload);
  guint8 link[TESS_DRAW_LINK_LEN];
  g_autoptr(GError) error = NULL;

  if ((guint) json_object_get_int_member (body, "draw") != self->draw)
    {
      *refused = TRUE;
      *problem = g_strdup_printf (_("%s revealed a link for draw %u during draw %u."), sender,
                                  (guint) json_object_get_int_member (body, "draw"), self->draw);
      return FALSE;
    }
  tess_draw_parse_hex (json_object_get_string_member (body, "reveal"), link);
  if (!tess_draw_check_reveal (self->links + self->turn * TESS_DRAW_LINK_LEN, link, self->draw,
                               sender, &error))
    {
      *problem = g_strdup (error->message);
      return FALSE;
    }
  memcpy (self->links + self->turn * TESS_DRAW_LINK_LEN, link, TESS_DRAW_LINK_LEN);
  self->turn = _tess_online_game_next_turn (self, self->turn + 1);
  if (self->turn < self->clients->len)
    return TRUE;
  return _tess_online_game_finish_draw (self, problem);
}

/* The last link of this draw is in: the tile is known to all at once,
 * and goes into the hand of the seat to move (or out, if it fits
 * nowhere). A client handed over keeps its last link. */
gboolean
_tess_online_game_finish_draw (TessOnlineGame  *self,
                               char           **problem)
{
  g_autoptr(GError) error = NULL;

  {
    g_autofree const guint8 **per_seat = g_new (const guint8 *, self->seats->len);
    JsonArray *row = json_array_new ();
    guint n_moves = tess_game_get_n_moves (self->game);

    for (guint s = 0; s < self->seats->len; s++)
      {
        g_autofree char *hex = NULL;

        per_seat[s] = self->links + _tess_online_game_client_of_seat (self, s) * TESS_DRAW_LINK_LEN;
        hex = tess_draw_hex (per_seat[s], TESS_DRAW_LINK_LEN);
        json_array_add_string_element (row, hex);
      }
    json_array_add_array_element (self->reveals, row);
    self->drawn = tess_online_draw_type (tess_game_get_state (self->game), self->draw, per_seat,
                                         self->seats->len);
    self->phase = PHASE_MOVE;
    self->mover = tess_game_get_current_player (self->game);
    self->applying = TRUE;
    if (!tess_game_draw_tile (self->game, self->drawn, &error))
      {
        self->applying = FALSE;
        *problem = g_strdup (error->message);
        return FALSE;
      }
    self->applying = FALSE;
    self->discarded = tess_game_get_n_moves (self->game) > n_moves;
  }
  return TRUE;
}

/* Plays @move, a record's move as JSON, on the game: only what the
 * engine accepts. */
static gboolean
play_move (TessOnlineGame *self,
           JsonObject     *move,
           const char     *sender,
           char          **problem)
{
  const TessDef *def = tess_game_get_def (self->game);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(JsonArray) moves = json_array_new ();
  g_autoptr(TessRecord) extra = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) one = json_node_new (JSON_NODE_OBJECT);
  const TessRecordMove *m;
  const char *reason = NULL;
  int feature = -1;

  /* The record's own reader checks the move, read on its own after the
   * game's record (its sets and art are not read again for each move). */
  json_node_set_object (one, move);
  if (tess_move_codec_odd_rotation (one, 1, NULL))
    reason = tess_engine_error_message (TESS_ERR_BAD_ROTATION);
  json_array_add_object_element (moves, json_object_ref (move));
  json_node_set_array (node, moves);
  if (reason == NULL)
    {
      extra = tess_record_copy (tess_game_get_record (self->game));
      tess_record_truncate (extra, 0);
      /* Translators: where a problem lies: a move received in an online game. */
      if (!tess_record_read_moves (extra, node, _("the move"), &error))
        g_clear_pointer (&extra, tess_record_unref);
    }
  if (extra == NULL || tess_record_n_moves (extra) != 1)
    reason = reason ? reason : error ? error->message : _("the move cannot be read");
  else
    {
      m = tess_record_move (extra, 0);
      if (m->discard && !self->discarded)
        reason = tess_engine_error_message (TESS_ERR_CAN_PLACE);
      else if (!m->discard && self->discarded)
        reason = _("the tile fits nowhere on the board, so it is discarded");
      else if (!m->discard)
        {
          feature = tess_follower_to_feature (def, self->drawn, m->rot, m->follower);
          if (feature == -2)
            reason = tess_engine_error_message (TESS_ERR_BAD_FEATURE);
        }
      if (reason == NULL && !m->discard)
        {
          self->applying = TRUE;
          if (!tess_game_play_move_figure (self->game, self->drawn, m->x, m->y, m->rot, feature,
                                           m->figure, &error))
            reason = error->message;
          self->applying = FALSE;
        }
    }
  if (reason != NULL)
    {
      *problem = g_strdup_printf (_("%s made a move the rules refuse: %s"), sender, reason);
      return FALSE;
    }
  return TRUE;
}

/* @deferred: the move is for a seat handed over, and is checked in a
 * worker thread: it is applied again once it is (nothing is yet). */
static gboolean
apply_move (TessOnlineGame *self,
            TessPayload    *payload,
            const char     *sender,
            gboolean        played,
            gboolean       *refused,
            gboolean       *deferred,
            char          **problem)
{
  JsonObject *move = tess_payload_get_object (payload);
  const char *drawn = tess_game_get_type_id (self->game, self->drawn);

  if (g_strcmp0 (json_object_get_string_member_with_default (move, "tile", NULL), drawn) != 0)
    {
      *refused = TRUE;
      *problem = g_strdup_printf (_("%s played tile %s, but draw %u drew tile %s."), sender,
                                  json_object_get_string_member_with_default (move, "tile", "?"),
                                  self->draw, drawn);
      return FALSE;
    }
  /* A seat handed over plays what every client computes for it: the
   * deputy's move must be the one found here. */
  if (!self->discarded && g_strcmp0 (sender, self->jid) != 0
      && _tess_online_game_seat_played_for (self, self->mover))
    {
      if (!_tess_online_game_check_handed (self, payload, sender, problem))
        {
          *deferred = TRUE;
          return TRUE;
        }
      if (*problem != NULL)
        return FALSE;
    }
  /* A move made at this screen is on the game already. */
  if (!played && !play_move (self, move, sender, problem))
    {
      *refused = TRUE;
      return FALSE;
    }
  _tess_online_game_moved (self, sender, drawn);
  if (tess_game_get_finished (self->game))
    {
      self->phase = PHASE_OVER;
      stop_watching_game (self);
      /* Coming back, the end is told once the archive is checked. */
      if (!self->catching_up)
        _tess_online_game_set_state (self, TESS_ONLINE_GAME_OVER);
      return TRUE;
    }
  self->draw++;
  self->turn = _tess_online_game_next_turn (self, 0);
  self->discarded = FALSE;
  self->phase = PHASE_REVEALS;
  return TRUE;
}

/* A seat resigns (DESIGN §7: the seat leaves the game). Nothing in §7
 * says who plays it then, so the game stops here for everyone, naming
 * who resigned. */
static gboolean
apply_resign (TessOnlineGame *self,
              TessPayload    *payload,
              const char     *sender,
              char          **problem)
{
  guint seat = json_object_get_int_member_with_default (tess_payload_get_object (payload), "seat", 0);
  g_autofree char *message = NULL;

  if (seat >= self->seats->len || g_strcmp0 (self->seats->pdata[seat], sender) != 0)
    {
      *problem = g_strdup_printf (_("%s resigned seat %u, which is not theirs."), sender, seat + 1);
      return FALSE;   /* nobody's to resign: ignored */
    }
  /* Translators: %s is the address of the player; the first %u their
   * seat's number, the second the draw. */
  message = g_strdup_printf (_("%s resigned seat %u at draw %u: the game stops here."), sender,
                             seat + 1, self->draw);
  _tess_online_game_end_early (self, message);
  return TRUE;
}

/* Checks @payload from @sender and applies it. Returns FALSE once the
 * game fails; a stanza ignored leaves it as it was. */
static gboolean
apply (TessOnlineGame *self,
       TessPayload    *payload,
       const char     *sender,
       gboolean        played)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;
  TessPayloadKind kind = tess_payload_get_kind (payload);
  guint seq = tess_payload_get_seq (payload);
  const TessPayload *previous = self->last;
  gboolean refused = FALSE;
  gboolean deferred = FALSE;
  gboolean ok;

  if (self->phase == PHASE_OVER)
    return FALSE;
  if (_tess_online_game_is_muted (self, sender))
    return TRUE;
  /* A player handed to the computer speaks no more: what their client
   * sent as it came back is void (tess-online-game-handover.c). */
  if (_tess_online_game_client_handed (self, sender))
    return TRUE;
  /* Sent again, or an old one replayed: the game has it already. A
   * resignation or a handover may have crossed stanzas in flight. */
  if (seq < self->history->len && kind != TESS_PAYLOAD_RESIGN && kind != TESS_PAYLOAD_HANDOVER)
    {
      /* Translators: %s is an address, %u the number of a game message. */
      problem = g_strdup_printf (_("%s sent game message number %u again, or one in its place: "
                                   "it is ignored."), sender, seq);
      return _tess_online_game_not_applied (self, sender, TRUE, problem);
    }
  if (!_tess_online_game_may_send (self, kind, sender,
                                   self->phase >= PHASE_COMMITS ? expected_sender (self) : NULL,
                                   expected_kind (self), &problem))
    return _tess_online_game_not_applied (self, sender, TRUE, problem);
  /* A handover takes effect where the room put it: one that crossed a
   * stanza of the player it names is void. */
  if (kind == TESS_PAYLOAD_HANDOVER
      && (previous == NULL || g_strcmp0 (tess_payload_get_prev (payload), tess_payload_get_hash (previous)) != 0))
    return _tess_online_game_handover_crossed (self, payload, sender);
  /* A resignation may cross stanzas in flight: it follows one of this
   * game, not necessarily the last. */
  if (kind == TESS_PAYLOAD_RESIGN && seq >= 1 && seq <= self->history->len)
    previous = self->history->pdata[seq - 1];
  /* The one due sent a stanza that does not follow the game: theirs
   * alone, and the game cannot go on past it. */
  if (!tess_payload_follows (payload, previous, sender, &error))
    {
      _tess_online_game_fail (self, error->message);
      return FALSE;
    }
  switch (kind)
    {
    case TESS_PAYLOAD_SETUP:
      ok = apply_setup (self, payload, sender, &problem);
      break;
    case TESS_PAYLOAD_COMMIT:
      tess_draw_parse_hex (json_object_get_string_member (tess_payload_get_object (payload), "commit"),
                           self->commits + self->turn * TESS_DRAW_LINK_LEN);
      ok = self->turn != self->me
           || _tess_online_game_check_own_commit (self, self->commits + self->turn * TESS_DRAW_LINK_LEN,
                                                  &problem);
      if (ok && ++self->turn == self->clients->len)
        {
          memcpy (self->links, self->commits, self->clients->len * TESS_DRAW_LINK_LEN);
          self->phase = PHASE_REVEALS;
          self->draw = 1;
          self->turn = 0;
          /* The file to come back with gets the commits. */
          _tess_online_game_keep_resume (self);
        }
      break;
    case TESS_PAYLOAD_REVEAL:
      ok = apply_reveal (self, payload, sender, &refused, &problem);
      break;
    case TESS_PAYLOAD_MOVE:
      ok = apply_move (self, payload, sender, played, &refused, &deferred, &problem);
      break;
    case TESS_PAYLOAD_RESIGN:
      ok = apply_resign (self, payload, sender, &problem);
      refused = !ok;
      break;
    case TESS_PAYLOAD_HANDOVER:
      ok = _tess_online_game_apply_handover (self, payload, sender, &problem);
      if (g_strcmp0 (sender, self->jid) == 0)
        self->handover_pending = FALSE;
      refused = !ok;
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok && refused)
    {
      /* Translators: said after why a game message is refused. */
      g_autofree char *told = g_strdup_printf ("%s %s", problem,
                                               _("It is not applied, and the game waits for "
                                                 "another."));

      return _tess_online_game_not_applied (self, sender, FALSE, told);
    }
  if (!ok)
    {
      _tess_online_game_fail (self, problem);
      return FALSE;
    }
  if (deferred)
    return TRUE;
  g_clear_pointer (&self->last, tess_payload_free);
  self->last = tess_payload_copy (payload);
  g_ptr_array_add (self->history, tess_payload_copy (payload));
  if (kind == TESS_PAYLOAD_HANDOVER)
    _tess_online_game_seats_changed (self);
  if (kind == TESS_PAYLOAD_SETUP)
    {
      _tess_online_game_watch (self);
      _tess_online_game_seats_changed (self);
      if (!self->catching_up)
        _tess_online_game_set_state (self, TESS_ONLINE_GAME_PLAYING);
    }
  return TRUE;
}

/* Every game stanza received: checked, then applied; held in its order
 * while a move made for a seat handed over is checked. */
gboolean
_tess_online_game_apply (TessOnlineGame *self,
                         TessPayload    *payload,
                         const char     *sender)
{
  if (_tess_online_game_checking (self))
    {
      _tess_online_game_wait (self, payload, sender, FALSE);
      return TRUE;
    }
  return apply (self, payload, sender, FALSE);
}

/* Sends a game stanza to the room and applies it here at once: the
 * room's echo of it is not applied again. @played: a move already on
 * the game (made at this screen). */
static gboolean
send_payload (TessOnlineGame *self,
              TessPayloadKind kind,
              JsonObject     *object,
              gboolean        played)
{
  g_autoptr(TessPayload) payload = tess_payload_new (kind, self->last, object);
  g_autofree char *body = NULL;

  /* The others would refuse it: it is not sent, nor applied here. */
  if (strlen (tess_payload_get_text (payload)) > TESS_PAYLOAD_MAX_SIZE)
    {
      /* Translators: the first %zu is a size in KiB, the second the most allowed. */
      g_autofree char *problem = g_strdup_printf (_("This game message would be of %zu KiB, over the "
                                                    "%zu KiB a game allows: with tile sets this big "
                                                    "the game cannot be played online."),
                                                  strlen (tess_payload_get_text (payload)) / 1024,
                                                  (size_t) TESS_PAYLOAD_MAX_SIZE / 1024);

      _tess_online_game_fail (self, problem);
      return FALSE;
    }

  /* Translators: the line ordinary chat clients show for a game stanza;
   * %u is its number, %s its kind (setup, commit, reveal, move). */
  body = g_strdup_printf (_("Tessera game message %u (%s)"), tess_payload_get_seq (payload),
                          tess_payload_kind_to_string (kind));
  tess_xmpp_client_send_message (self->client, self->room, "groupchat", body, payload);
  if (kind == TESS_PAYLOAD_HANDOVER)
    return TRUE;
  _tess_online_game_sent (self, payload);
  return apply (self, payload, self->jid, played);
}

/* Sends a game stanza and applies it here at once (the setup).
 * Returns FALSE once the game fails. */
gboolean
_tess_online_game_send (TessOnlineGame  *self,
                        TessPayloadKind  kind,
                        JsonObject      *object)
{
  return send_payload (self, kind, object, FALSE);
}

/* Sends a game stanza that takes effect here when the room echoes it,
 * in the room's order (a handover). */
void
_tess_online_game_send_unapplied (TessOnlineGame  *self,
                                  TessPayloadKind  kind,
                                  JsonObject      *object)
{
  send_payload (self, kind, object, FALSE);
}

/* Whether this client plays the seat to move by itself: a computer seat
 * it hosts, or its own seat when it plays by a level. */
static gboolean
plays_itself (TessOnlineGame *self)
{
  const char *seat = self->seats->pdata[self->mover];

  return _tess_online_game_is_computer (seat) || self->level != NULL
         || _tess_online_game_seat_handed (self, self->mover);
}

/* Whatever is this client's to send next. */
void
_tess_online_game_act (TessOnlineGame *self)
{
  /* Nothing is this client's until the move checked is applied. */
  if (_tess_online_game_checking (self))
    return;
  while (self->phase >= PHASE_COMMITS && self->phase < PHASE_OVER
         && g_strcmp0 (expected_sender (self), self->jid) == 0)
    {
      g_autoptr(JsonObject) object = json_object_new ();

      if (self->phase == PHASE_COMMITS)
        {
          g_autofree char *hex = tess_draw_hex (tess_draw_chain_commit (self->chain), TESS_DRAW_LINK_LEN);

          json_object_set_string_member (object, "commit", hex);
          if (!send_payload (self, TESS_PAYLOAD_COMMIT, object, FALSE))
            return;
        }
      else if (self->phase == PHASE_REVEALS)
        {
          g_autofree char *hex = tess_draw_hex (tess_draw_chain_reveal (self->chain, self->draw),
                                                TESS_DRAW_LINK_LEN);

          json_object_set_int_member (object, "draw", self->draw);
          json_object_set_string_member (object, "reveal", hex);
          if (!send_payload (self, TESS_PAYLOAD_REVEAL, object, FALSE))
            return;
        }
      else if (self->discarded)
        {
          g_clear_pointer (&object, json_object_unref);
          object = json_object_new ();
          json_object_set_string_member (object, "tile", tess_game_get_type_id (self->game, self->drawn));
          json_object_set_boolean_member (object, "discard", TRUE);
          if (!send_payload (self, TESS_PAYLOAD_MOVE, object, TRUE))
            return;
        }
      else if (plays_itself (self))
        {
          g_autoptr(JsonObject) move = NULL;

          if (!_tess_online_game_take_chosen_move (self, &move))
            return;
          if (!send_payload (self, TESS_PAYLOAD_MOVE, move, FALSE))
            return;
        }
      else
        return;   /* the person at this screen plays: on_n_moves sends it */
    }
}

/* The move the person at this screen made goes out, once the game has
 * finished playing it. */
static gboolean
send_local_move (gpointer data)
{
  TessOnlineGame *self = data;
  TessRecord *record = tess_game_get_record (self->game);
  const TessRecordMove *m = tess_record_move (record, tess_record_n_moves (record) - 1);
  g_autoptr(JsonObject) object = NULL;

  self->send_id = 0;
  object = tess_move_codec_write (m);
  if (send_payload (self, TESS_PAYLOAD_MOVE, object, TRUE))
    _tess_online_game_act (self);
  return G_SOURCE_REMOVE;
}

static void
on_n_moves (TessOnlineGame *self)
{
  if (self->applying || self->phase != PHASE_MOVE || self->send_id != 0)
    return;
  if (g_strcmp0 (expected_sender (self), self->jid) != 0 || plays_itself (self))
    {
      /* Nobody else plays on the game: a move out of turn is a bug. */
      g_critical ("A move was made on an online game out of this client's turn");
      return;
    }
  self->send_id = g_idle_add (send_local_move, self);
}

/* This client resigns its seat: the others stop at once instead of
 * waiting for its next stanza. */
void
_tess_online_game_send_resign (TessOnlineGame *self)
{
  g_autoptr(JsonObject) object = json_object_new ();
  guint seat;

  /* A seat given to the computer is no longer this client's to resign. */
  if (self->phase < PHASE_COMMITS || self->phase >= PHASE_OVER
      || !g_ptr_array_find_with_equal_func (self->seats, self->jid, g_str_equal, &seat)
      || _tess_online_game_client_handed (self, self->jid))
    return;
  json_object_set_int_member (object, "seat", seat);
  send_payload (self, TESS_PAYLOAD_RESIGN, object, FALSE);
}

/* Called once the setup is applied: the game is watched for the moves
 * made at this screen. */
void
_tess_online_game_watch (TessOnlineGame *self)
{
  self->n_moves_id = g_signal_connect_swapped (self->game, "notify::n-moves",
                                               G_CALLBACK (on_n_moves), self);
}

void
_tess_online_game_unwatch (TessOnlineGame *self)
{
  stop_watching_game (self);
}
