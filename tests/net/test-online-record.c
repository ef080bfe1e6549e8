/* test-online-record.c: an online game's draws, checked from its record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole games are drawn as DESIGN §7 says (hash chains, reveals, the bag
 * in play in the sets' order) and played with legal moves; their records
 * check, with the function and with `tessera-cli validate`, and every
 * kind of tampering is caught and named.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "tess-draw.h"
#include "tess-json-private.h"
#include "tess-online-game.h"
#include "tess-online-record.h"
#include "tess-replay.h"
#include "tess-test-core.h"

static const char *const seat_names[] = { "ana@localhost", "bob@localhost", "ai:hard" };
#define N_SEATS 3

typedef struct
{
  TessRecord *record;
  JsonObject *online;
  guint       n_moves;
  guint       handed_at;  /* set before playing: Bob's seat is the computer's from this draw */
} OnlineGame;

static void
online_game_clear (OnlineGame *game)
{
  g_clear_pointer (&game->record, tess_record_unref);
  g_clear_pointer (&game->online, json_object_unref);
}

static JsonArray *
hex_array (const guint8 *const *links,
           guint                n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *hex = tess_draw_hex (links[i], TESS_DRAW_LINK_LEN);

      json_array_add_string_element (array, hex);
    }
  return array;
}

/* A game of @n_seats (the third a computer hosted by the first, on the
 * first's chain), drawn from the reveals and played with legal moves
 * (the placement a draw's number picks, no followers), @max_moves at
 * most; with @extra, the draw after the last move is revealed too. */
static void
play_online (OnlineGame *game,
             gboolean    river,
             guint       n_seats,
             guint       max_moves,
             gboolean    extra)
{
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autofree TessPlacement *places = NULL;
  JsonArray *draws = json_array_new ();
  TessDrawChain *chains[N_SEATS];
  const guint8 *commits[N_SEATS];
  const TessDef *def;
  guint length;

  game->record = tess_test_new_empty_record (river);
  for (guint i = 0; i < n_seats; i++)
    tess_record_add_player (game->record, seat_names[i], (TessColor) i,
                            g_str_has_prefix (seat_names[i], "ai:") ? TESS_AI_HARD : TESS_AI_NONE);
  replay = tess_replay_new (game->record, NULL);
  g_assert_nonnull (replay);
  def = tess_replay_get_def (replay);
  st = tess_replay_new_state (replay);
  length = tess_def_total_tiles (def) + TESS_DRAW_CHAIN_MARGIN;
  for (guint i = 0; i < n_seats; i++)
    {
      guint8 seed[TESS_DRAW_LINK_LEN];

      for (guint j = 0; j < sizeof seed; j++)
        seed[j] = (guint8) (i * 91 + j * 7 + (river ? 3 : 0));
      /* The computer seat uses its host's chain. */
      chains[i] = g_str_has_prefix (seat_names[i], "ai:") ? NULL : tess_draw_chain_new (seed, length);
      commits[i] = tess_draw_chain_commit (chains[i] ? chains[i] : chains[0]);
    }
  places = g_new (TessPlacement, tess_def_max_placements (def));

  game->n_moves = 0;
  for (guint k = 1; game->n_moves < max_moves && !tess_state_is_over (st); k++)
    {
      const guint8 *reveals[N_SEATS];
      int type, n;

      for (guint i = 0; i < n_seats; i++)
        reveals[i] = tess_draw_chain_reveal (chains[i] ? chains[i] : chains[0], k);
      /* Handed over, Bob keeps the last link he revealed. */
      if (game->handed_at != 0 && k >= game->handed_at)
        reveals[1] = game->handed_at == 1 ? commits[1] : tess_draw_chain_reveal (chains[1], game->handed_at - 1);
      type = tess_online_draw_type (st, k, reveals, n_seats);
      if (type < 0)
        break;
      json_array_add_array_element (draws, hex_array (reveals, n_seats));
      g_assert_cmpint (tess_state_draw_named (st, type), ==, TESS_OK);
      n = tess_state_placements (st, type, places, tess_def_max_placements (def));
      if (n == 0)
        {
          g_assert_cmpint (tess_state_discard (st, type), ==, TESS_OK);
          tess_record_append_discard (game->record, tess_def_tile (def, type)->id);
        }
      else
        {
          TessPlacement p = places[k % n];
          TessMove move = { type, p.x, p.y, p.rot, -1 };

          g_assert_cmpint (tess_state_play (st, &move, NULL, NULL), ==, TESS_OK);
          tess_record_append_move (game->record, tess_def_tile (def, type)->id, p.x, p.y, p.rot,
                                   TESS_FOLLOWER_NONE);
        }
      game->n_moves++;
    }
  if (extra)
    {
      const guint8 *reveals[N_SEATS];

      for (guint i = 0; i < n_seats; i++)
        reveals[i] = tess_draw_chain_reveal (chains[i] ? chains[i] : chains[0], game->n_moves + 1);
      json_array_add_array_element (draws, hex_array (reveals, n_seats));
    }

  game->online = json_object_new ();
  json_object_set_string_member (game->online, "room", "tessera-test@conference.localhost");
  {
    JsonArray *seats = json_array_new ();

    for (guint i = 0; i < n_seats; i++)
      json_array_add_string_element (seats, seat_names[i]);
    json_object_set_array_member (game->online, "seats", seats);
  }
  json_object_set_array_member (game->online, "commits", hex_array (commits, n_seats));
  json_object_set_int_member (game->online, "chain", length);
  json_object_set_array_member (game->online, "reveals", draws);
  if (game->handed_at != 0)
    {
      JsonArray *handovers = json_array_new ();
      JsonObject *bob = json_object_new ();

      json_object_set_int_member (bob, "seat", 1);
      json_object_set_int_member (bob, "draw", game->handed_at);
      json_array_add_object_element (handovers, bob);
      json_object_set_array_member (game->online, "handovers", handovers);
      {
        JsonObject *handover = json_object_new ();

        json_object_set_int_member (handover, "after", 600);
        json_object_set_string_member (handover, "level", "medium");
        json_object_set_int_member (handover, "simulations", 50);
        json_object_set_object_member (game->online, "handover", handover);
      }
    }
  for (guint i = 0; i < n_seats; i++)
    tess_draw_chain_free (chains[i]);
}

static void
assert_valid (OnlineGame *game)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  tess_online_check_record (game->record, game->online, "game.tessera", problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (char *) problems->pdata[i]);
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
assert_problem (OnlineGame *game,
                const char *says)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_false (tess_online_check_record (game->record, game->online, "game.tessera", problems));
  g_assert_cmpuint (problems->len, >=, 1);
  g_test_message ("%s", (char *) problems->pdata[0]);
  g_assert_true (g_str_has_prefix (problems->pdata[0], "game.tessera: "));
  g_assert_nonnull (strstr (problems->pdata[0], says));
}

/* A whole 3-seat game of the base set, and a 2-seat game with the River
 * (whose bag in play is the river first), check. */
static void
test_whole_games (void)
{
  OnlineGame game = { 0 };

  play_online (&game, FALSE, 3, G_MAXUINT, FALSE);
  g_assert_cmpuint (game.n_moves, >=, 71);
  assert_valid (&game);
  online_game_clear (&game);

  play_online (&game, TRUE, 2, G_MAXUINT, FALSE);
  g_assert_cmpuint (game.n_moves, >=, 82);
  assert_valid (&game);
  online_game_clear (&game);

  /* A game in progress, its next tile already drawn. */
  play_online (&game, FALSE, 3, 20, TRUE);
  assert_valid (&game);
  online_game_clear (&game);
}

static JsonArray *
draw_reveals (OnlineGame *game,
              guint       k)
{
  return json_array_get_array_element (json_object_get_array_member (game->online, "reveals"),
                                       k - 1);
}

/* Bob reveals at draw 5 the link of draw 6: caught, Bob named. */
static void
test_wrong_reveal (void)
{
  OnlineGame game = { 0 };
  g_autofree char *later = NULL;

  play_online (&game, FALSE, 3, 20, FALSE);
  later = g_strdup (json_array_get_string_element (draw_reveals (&game, 6), 1));
  json_array_remove_element (draw_reveals (&game, 5), 1);
  json_array_add_string_element (draw_reveals (&game, 5), later);
  /* The order changed: put Bob's back in the middle. */
  {
    JsonArray *five = draw_reveals (&game, 5);
    g_autofree char *third = g_strdup (json_array_get_string_element (five, 1));

    json_array_remove_element (five, 1);
    json_array_add_string_element (five, third);
  }
  assert_problem (&game, "bob@localhost revealed a wrong link for draw 5");
  online_game_clear (&game);
}

/* Move 7 names another tile than its draw picked. */
static void
test_wrong_tile (void)
{
  OnlineGame game = { 0 };
  TessRecordMove *move;
  const char *other;

  play_online (&game, FALSE, 3, 20, FALSE);
  move = &g_array_index (game.record->moves, TessRecordMove, 6);
  other = strcmp (move->tile, "D") == 0 ? "E" : "D";
  g_free (move->tile);
  move->tile = g_strdup (other);
  assert_problem (&game, "move 7 plays tile ");
  assert_problem (&game, "but its draw picked tile");
  online_game_clear (&game);
}

/* Bob's seat is handed to the computer at draw 12: from then on his link
 * stays the one of draw 11, and the draws are checked with it. A link
 * that changes after the handover, a record that does not say the seat
 * was handed over, and a handover named twice are caught. */
static void
test_handover (void)
{
  OnlineGame game = { .handed_at = 12 };
  JsonArray *handovers;

  play_online (&game, FALSE, 3, 40, FALSE);
  g_assert_cmpuint (game.n_moves, ==, 40);
  assert_valid (&game);
  /* Bob gone, Ana holds every link there is from draw 12: hers, her
   * computer's, and Bob's, which stays as it was. */
  {
    guint seat = 9;

    g_assert_cmpuint (tess_online_foreknown (game.online, N_SEATS, &seat), ==, 12);
    g_assert_cmpuint (seat, ==, 0);
  }

  /* Without "handovers", Bob's link at draw 12 is a wrong reveal. */
  handovers = json_array_ref (json_object_get_array_member (game.online, "handovers"));
  json_object_remove_member (game.online, "handovers");
  assert_problem (&game, "bob@localhost revealed a wrong link for draw 12");

  /* Bob named twice. */
  json_array_add_element (handovers, json_node_copy (json_array_get_element (handovers, 0)));
  json_object_set_array_member (game.online, "handovers", handovers);
  assert_problem (&game, "“handovers” of “online” must name each seat once at most with the draw");
  json_array_remove_element (handovers, 1);
  assert_valid (&game);

  /* A seat that is no integer; every seat handed over; no handover time. */
  json_object_set_string_member (json_array_get_object_element (handovers, 0), "seat", "1");
  assert_problem (&game, "“handovers” of “online” must name each seat once at most with the draw");
  json_object_set_int_member (json_array_get_object_element (handovers, 0), "seat", 1);
  for (guint s = 0; s < N_SEATS; s += 2)
    {
      JsonObject *more = json_object_new ();

      json_object_set_int_member (more, "seat", s);
      json_object_set_int_member (more, "draw", 30);
      json_array_add_object_element (handovers, more);
    }
  assert_problem (&game, "“handovers” of “online” must name each seat once at most with the draw");
  json_array_remove_element (handovers, 2);
  json_array_remove_element (handovers, 1);
  json_object_remove_member (game.online, "handover");
  assert_problem (&game, "“handovers” of “online” must name each seat once at most with the draw");
  json_object_set_object_member (game.online, "handover", json_object_new ());
  assert_valid (&game);

  /* At draw 20, Bob's link of draw 10 where his last one (draw 11's)
   * belongs. */
  {
    JsonArray *twenty = draw_reveals (&game, 20);
    g_autofree char *computer = g_strdup (json_array_get_string_element (twenty, 2));
    g_autofree char *ten = g_strdup (json_array_get_string_element (draw_reveals (&game, 10), 1));

    json_array_remove_element (twenty, 2);
    json_array_remove_element (twenty, 1);
    json_array_add_string_element (twenty, ten);
    json_array_add_string_element (twenty, computer);
  }
  assert_problem (&game, "seat 2 was handed to the computer at draw 12, but its link changed at draw 20");
  online_game_clear (&game);
}

/* An "online" object of @seats, with a handover time and the handovers
 * of @handed (pairs of seat and draw, ended by -1). */
static JsonObject *
seats_handed (const char *const *seats,
              const int         *handed)
{
  JsonObject *online = json_object_new ();
  JsonArray *array = json_array_new ();
  JsonArray *handovers = json_array_new ();

  for (guint i = 0; seats[i] != NULL; i++)
    json_array_add_string_element (array, seats[i]);
  json_object_set_array_member (online, "seats", array);
  json_object_set_object_member (online, "handover", json_object_new ());
  for (guint i = 0; handed[i] >= 0; i += 2)
    {
      JsonObject *entry = json_object_new ();

      json_object_set_int_member (entry, "seat", handed[i]);
      json_object_set_int_member (entry, "draw", handed[i + 1]);
      json_array_add_object_element (handovers, entry);
    }
  json_object_set_array_member (online, "handovers", handovers);
  return online;
}

/* Who could work out the tiles to come, and from which draw: the one
 * player left once every other player's seats are the computer's. The
 * host handed over takes its computers with it; one person against
 * computers has nobody to be fair to. */
static void
test_foreknown (void)
{
  const char *const two[] = { "ana@localhost", "bob@localhost", "ai:hard", NULL };
  const char *const three[] = { "ana@localhost", "bob@localhost", "carla@localhost", NULL };
  const char *const alone[] = { "ana@localhost", "ai:hard", "ai:easy", NULL };
  const int host_gone[] = { 0, 20, 2, 20, -1 };
  const int none[] = { -1 };
  const int bob_gone[] = { 1, 10, -1 };
  const int bob_and_carla_gone[] = { 1, 10, 2, 15, -1 };
  guint seat = 9;
  JsonObject *online;

  online = seats_handed (two, host_gone);
  g_assert_cmpuint (tess_online_foreknown (online, 3, &seat), ==, 20);
  g_assert_cmpuint (seat, ==, 1);
  json_object_unref (online);

  online = seats_handed (alone, none);
  g_assert_cmpuint (tess_online_foreknown (online, 3, &seat), ==, 0);
  json_object_unref (online);

  online = seats_handed (three, bob_gone);
  g_assert_cmpuint (tess_online_foreknown (online, 3, &seat), ==, 0);
  json_object_unref (online);

  seat = 9;
  online = seats_handed (three, bob_and_carla_gone);
  g_assert_cmpuint (tess_online_foreknown (online, 3, &seat), ==, 15);
  g_assert_cmpuint (seat, ==, 0);
  json_object_unref (online);
}

/* Structural problems: a missing reveal, a reveal too many, commits for
 * too few seats, a seed, a hash in capitals. */
static void
test_malformed (void)
{
  OnlineGame game = { 0 };
  JsonArray *draws;

  play_online (&game, FALSE, 3, 10, FALSE);
  draws = json_object_get_array_member (game.online, "reveals");
  json_array_remove_element (draws, 9);
  assert_problem (&game, "10 moves but reveals for 9 draws");
  online_game_clear (&game);

  play_online (&game, FALSE, 3, 10, TRUE);
  draws = json_object_get_array_member (game.online, "reveals");
  json_array_add_array_element (draws, json_array_ref (json_array_get_array_element (draws, 10)));
  assert_problem (&game, "10 moves but reveals for 12 draws");
  online_game_clear (&game);

  play_online (&game, FALSE, 3, 10, FALSE);
  json_array_remove_element (json_object_get_array_member (game.online, "commits"), 2);
  assert_problem (&game, "“commits”");
  online_game_clear (&game);

  play_online (&game, FALSE, 3, 10, FALSE);
  tess_record_set_seed (game.record, 7);
  assert_problem (&game, "no “seed”");
  online_game_clear (&game);

  play_online (&game, FALSE, 3, 10, FALSE);
  {
    JsonArray *first = draw_reveals (&game, 1);
    g_autofree char *upper = g_ascii_strup (json_array_get_string_element (first, 0), -1);

    json_array_remove_element (first, 0);
    json_array_add_string_element (first, upper);
  }
  assert_problem (&game, "the reveals of draw 1");
  online_game_clear (&game);
}

/* `tessera-cli validate` runs the same check on a record's file. */
static void
test_cli_validate (void)
{
  OnlineGame game = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("tessera-online-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "online.tessera", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  const char *argv[] = { TESSERA_CLI, "validate", path, NULL };
  int status;

  play_online (&game, FALSE, 3, 30, FALSE);
  {
    guint seat = 9;

    /* No seat handed over: every draw was fair. */
    g_assert_cmpuint (tess_online_foreknown (game.online, N_SEATS, &seat), ==, 0);
  }
  root = tess_record_to_json (game.record);
  json_object_set_object_member (json_node_get_object (root), TESS_ONLINE_KEY,
                                 json_object_ref (game.online));
  json_generator_set_root (gen, root);
  json_generator_to_file (gen, path, &error);
  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "valid"));
  g_clear_pointer (&out, g_free);

  /* Ana's first reveal flipped: refused, Ana and the draw named. */
  {
    JsonArray *first = draw_reveals (&game, 1);
    g_autofree char *flipped = g_strdup (json_array_get_string_element (first, 0));

    flipped[0] = flipped[0] == '0' ? '1' : '0';
    json_array_remove_element (first, 0);
    json_array_add_string_element (first, flipped);
    /* Back in seat order: Bob and the computer after Ana. */
    for (int i = 0; i < 2; i++)
      {
        g_autofree char *s = g_strdup (json_array_get_string_element (first, 0));

        json_array_remove_element (first, 0);
        json_array_add_string_element (first, s);
      }
  }
  json_generator_to_file (gen, path, &error);
  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "ana@localhost revealed a wrong link for draw 1"));

  g_unlink (path);
  g_rmdir (dir);
  online_game_clear (&game);
}

static const TessOnlineSaved *
saved_named (GPtrArray  *list,
             const char *name)
{
  for (guint i = 0; i < list->len; i++)
    {
      const TessOnlineSaved *saved = list->pdata[i];
      g_autofree char *base = g_path_get_basename (saved->path);

      if (strcmp (base, name) == 0)
        return saved;
    }
  return NULL;
}

/* The games to come back to were read with json-glib alone (a FIFO hung
 * it, 100,000 levels crashed it) and a file that did not read was left
 * out without a word. Each is read as every file is; one that cannot be
 * read is listed with its problem, naming it. */
static void
test_saved_unreadable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessera-saved-XXXXXX", &error);
  g_autofree char *good = g_build_filename (dir, "room@example.json", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.json", NULL);
  g_autofree char *deep = g_build_filename (dir, "deep.json", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *other = g_build_filename (dir, "other.json", NULL);
  g_autoptr(GPtrArray) list = NULL;
  GString *nested = g_string_new (NULL);
  const TessOnlineSaved *saved;
  g_autoptr(JsonNode) node = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (good,
    "{\"format\":\"tessera-online-resume\",\"version\":1,\"address\":\"owl@example\",\"seed\":\"00\","
    "\"turn\":1,\"record\":{\"players\":[{\"name\":\"Owl\"},{\"name\":\"Elk\"}],\"moves\":[],"
    "\"online\":{\"room\":\"room@example\",\"seats\":[\"owl@example\",\"elk@example\"]}}}", -1, NULL));
  g_assert_true (g_file_set_contents (broken, "{\"format\": tessera", -1, NULL));
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (nested, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (nested, ']');
  g_assert_true (g_file_set_contents (deep, nested->str, (gssize) nested->len, NULL));
  g_string_free (nested, TRUE);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_true (g_file_set_contents (other, "{\"format\":\"tessera-game\",\"version\":1}", -1, NULL));

  list = tess_online_saved_list (dir);
  g_assert_cmpuint (list->len, ==, 5);
  saved = saved_named (list, "room@example.json");
  g_assert_nonnull (saved);
  g_assert_null (saved->problem);
  g_assert_cmpstr (saved->room, ==, "room@example");
  g_assert_cmpstr (saved->names[1], ==, "Elk");
  g_assert_cmpint (saved->me, ==, 0);
  g_assert_cmpint (saved->turn, ==, 1);
  saved = saved_named (list, "broken.json");
  g_assert_nonnull (strstr (saved->problem, "broken.json: line 1, column 12"));
  g_assert_null (saved->room);
  saved = saved_named (list, "deep.json");
  g_assert_nonnull (strstr (saved->problem, "nested more than"));
  saved = saved_named (list, "fifo.json");
  g_assert_nonnull (strstr (saved->problem, "not a regular file"));
  saved = saved_named (list, "other.json");
  g_assert_nonnull (strstr (saved->problem, "not a game to come back to"));

  /* Coming back reads it the same way. */
  node = tess_online_resume_read (deep, &error);
  g_assert_null (node);
  g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE);
  g_clear_error (&error);
  node = tess_online_resume_read (good, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);

  tess_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/online-record/whole-games", test_whole_games);
  g_test_add_func ("/online-record/wrong-reveal", test_wrong_reveal);
  g_test_add_func ("/online-record/wrong-tile", test_wrong_tile);
  g_test_add_func ("/online-record/handover", test_handover);
  g_test_add_func ("/online-record/foreknown", test_foreknown);
  g_test_add_func ("/online-record/malformed", test_malformed);
  g_test_add_func ("/online-record/cli-validate", test_cli_validate);
  g_test_add_func ("/online-record/saved-unreadable", test_saved_unreadable);
  return g_test_run ();
}
