/* test-online-game.c: whole games of `tessera-cli online` through Prosody
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two bots (a host with a computer seat, and a guest) play a 3-player
 * game in a room of a Prosody the test starts; both write the same
 * record, which validates (every draw checked) and scores the same.
 * Then a guest (a client of the test's own, hostile-member.py) that
 * reveals a wrong link, or whose stanza follows another game than this
 * one (its prev), is named by the host and the game stops with no
 * record; one that makes an illegal move is refused and plays another.
 * Members nobody seated (hostile-member.py again) send every stanza
 * nobody asked for and squat a player's nickname: the game ends
 * normally, with the same record everywhere. Last, spectators watch a
 * game from its start, or from its middle through the room's archive.
 * A network or a client that fails mid-game: test-online-comeback.c.
 */

#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "tess-test-bots.h"
#include "tess-test-core.h"

#ifndef DEADLINE_MS
#define DEADLINE_MS 240000
#endif

static TessTestProsody *prosody;
static char *dir;

/* An account made in-band, and a file with its password. */
static char *
make_account (const char *user)
{
  return tess_test_prosody_make_account (prosody, dir, user);
}

/* ana hosts (with a computer seat), @guest joins. */
static void
play (TessTestBot *bots,
      const char  *guest,
      const char  *ana_out,
      const char  *guest_out)
{
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autofree char *guest_jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, guest);
  /* An address is the same in any case. */
  g_autofree char *guest_upper = g_ascii_strup (guest_jid, -1);
  /* A folder that is a file: no resume file can be written there. */
  g_autofree char *resume = g_build_filename (dir, "ana.password", "resume-unwritable", NULL);

  memset (bots, 0, 2 * sizeof *bots);
  /* The guest waits for the invitation before the host sends it. */
  bots[1].process = tess_test_bot_spawn (flags, "join", guest, "--from", "ana@" TESS_TEST_DOMAIN,
                               "--level", "easy", "--out", guest_out, NULL);
  tess_test_bot_communicate (&bots[1]);
  bots[0].process = tess_test_bot_spawn (flags, "host", "ana", "--invite", guest_upper, "--computer", "easy",
                               "--level", "easy", "--out", ana_out, "--resume", resume, NULL);
  tess_test_bot_communicate (&bots[0]);
  g_assert_true (tess_test_wait_for (tess_test_bots_both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("guest: %s", bots[1].err);
}

static void
test_whole_game (void)
{
  g_autofree char *ana_out = g_build_filename (dir, "ana.tessera", NULL);
  g_autofree char *bob_out = g_build_filename (dir, "bob.tessera", NULL);
  g_autofree char *a = NULL, *b = NULL;
  g_autofree char *score_a = NULL, *score_b = NULL, *valid = NULL;
  TessTestBot bots[2];
  int status;

  play (bots, "bob", ana_out, bob_out);
  g_assert_true (g_subprocess_get_if_exited (bots[0].process));
  /* The host's resume file cannot be written (its folder is a file):
   * said once, not on every move, and the game goes on. */
  {
    const char *first = strstr (bots[0].err, "resume-unwritable");

    g_assert_nonnull (first);
    g_assert_null (strstr (first + 1, "resume-unwritable"));
  }
  g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (bots[1].process), ==, 0);

  g_assert_true (g_file_get_contents (ana_out, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (bob_out, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "\"online\""));
  g_assert_nonnull (strstr (a, "\"ai:easy\""));
  /* The players are named by their addresses' user names, the computer
   * seat "Computer"; the seats keep the addresses. */
  g_assert_nonnull (strstr (a, "\"ana\""));
  g_assert_nonnull (strstr (a, "\"bob\""));
  g_assert_nonnull (strstr (a, "\"Computer\""));

  valid = tess_test_cli ("validate", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_a = tess_test_cli ("score", ana_out, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  score_b = tess_test_cli ("score", bob_out, &status);
  g_assert_cmpstr (score_a, ==, score_b);
  /* The game went to its end: no tile left. */
  g_assert_nonnull (strstr (score_a, "\"tiles_left\" : 0"));
  tess_test_bot_clear (&bots[0]);
  tess_test_bot_clear (&bots[1]);
}

/* The hostile member (hostile-member.py) as @user, with the options
 * that follow, up to a NULL. */
static GSubprocess *hostile_spawn (const char *user,
                                   ...) G_GNUC_NULL_TERMINATED;

static GSubprocess *
hostile_spawn (const char *user,
               ...)
{
  g_autofree char *port = g_strdup_printf ("%u", prosody->port);
  g_autofree char *jid = g_strdup_printf ("%s@" TESS_TEST_DOMAIN, user);
  g_autofree char *password = g_strdup_printf ("%s/%s.password", dir, user);
  const char *common[] = {
    "python3", HOSTILE_MEMBER, "--port", port, "--ca-file", prosody->ca_file, "--jid", jid,
    "--password-file", password, "--host", "ana@" TESS_TEST_DOMAIN, "--cli", TESSERA_CLI,
    "--dir", dir,
  };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  const char *option;
  va_list options;

  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    g_ptr_array_add (argv, (gpointer) common[i]);
  va_start (options, user);
  while ((option = va_arg (options, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) option);
  va_end (options);
  g_ptr_array_add (argv, NULL);
  process = tess_test_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                             (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

/* A seated player that cheats, a client of the test's own: a wrong
 * reveal or a stanza that does not follow the game stops it, naming
 * them, and nobody writes a record; an illegal move is refused, they
 * play a legal one, and the game goes on to its end. */
static void
test_cheat (gconstpointer data)
{
  const char *cheat = data;
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  g_autofree char *ana_out = g_strdup_printf ("%s/ana-%s.tessera", dir, cheat);
  TessTestBot bots[2] = { { 0 } };

  bots[1].process = hostile_spawn ("carl", "--mode", "seat", "--cheat", cheat, NULL);
  tess_test_bot_communicate (&bots[1]);
  bots[0].process = tess_test_bot_spawn (flags, "host", "ana", "--invite", "carl@" TESS_TEST_DOMAIN,
                               "--computer", "easy", "--level", "easy", "--out", ana_out, NULL);
  tess_test_bot_communicate (&bots[0]);
  g_assert_true (tess_test_wait_for (tess_test_bots_both_done, bots, DEADLINE_MS));
  g_test_message ("host: %s", bots[0].err);
  g_test_message ("cheat: %s%s", bots[1].out, bots[1].err);
  if (strcmp (cheat, "move") == 0)
    {
      g_autofree char *score = NULL;
      int status;

      g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " made a move the rules refuse"));
      g_assert_nonnull (strstr (bots[0].err, "It is not applied, and the game waits for another."));
      g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 0);
      g_free (tess_test_cli ("validate", ana_out, &status));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      score = tess_test_cli ("score", ana_out, &status);
      g_assert_nonnull (strstr (score, "\"tiles_left\" : 0"));
    }
  else
    {
      g_assert_cmpint (g_subprocess_get_exit_status (bots[0].process), ==, 1);
      if (strcmp (cheat, "reveal") == 0)
        g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " revealed a wrong link for draw 2"));
      else
        g_assert_nonnull (strstr (bots[0].err, "carl@" TESS_TEST_DOMAIN " sent game message number"));
      g_assert_nonnull (strstr (bots[0].err, "nothing of that message was applied"));
      g_assert_false (g_file_test (ana_out, G_FILE_TEST_EXISTS));
    }
  tess_test_bot_clear (&bots[0]);
  tess_test_bot_clear (&bots[1]);
}

/* The product has no switch to cheat (tests use hostile-member.py). */
static void
test_no_cheat (void)
{
  const char *argv[] = { TESSERA_CLI, "online", "host", "--cheat=move", NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "Unknown option --cheat"));
}

typedef struct
{
  TessTestBot bots[5];  /* ana, bob, carl (watches), eve (spoils), mal (squats bob's nickname) */
  gboolean squatted;
} Hostile;

static gboolean
all_bots_done (gpointer data)
{
  Hostile *h = data;

  for (guint i = 0; i < G_N_ELEMENTS (h->bots); i++)
    if (!h->bots[i].done)
      return FALSE;
  return TRUE;
}

static void
on_squatter_line (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Hostile *h = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      h->bots[4].done = TRUE;
      g_object_unref (in);
      return;
    }
  g_test_message ("squatter: %s", line);
  if (strcmp (line, "joined") == 0)
    h->squatted = TRUE;
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_squatter_line, h);
}

static gboolean
squatted (gpointer data)
{
  return ((Hostile *) data)->squatted;
}

/* Members who spoil what they can: eve, a spectator, sends every game
 * stanza nobody asked for (a setup of her own, a malformed move, a
 * 200 KB stanza, a stray reveal, a move out of turn, a replay, the last
 * stanza again, a commit, a resignation and a handover not hers), then
 * floods; mal, a spectator too, entered under bob's address before him.
 * The game ends normally all the same, with the same record on every
 * honest client; eve is named, muted and banned from the room. */
static void
test_hostile_members (void)
{
  const GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;
  char *outs[3] = { NULL };
  g_autofree char *first = NULL;
  const char *names[3] = { "ana", "bob", "carl" };
  g_autofree char *valid = NULL;
  Hostile h = { 0 };
  guint muted = 0;
  gboolean ended;
  int status;

  for (guint i = 0; i < 3; i++)
    outs[i] = g_strdup_printf ("%s/%s-hostile.tessera", dir, names[i]);
  h.bots[3].process = hostile_spawn ("eve", "--mode", "spoil", NULL);
  tess_test_bot_communicate (&h.bots[3]);
  h.bots[4].process = hostile_spawn ("mal", "--mode", "squat", "--nick", "bob@" TESS_TEST_DOMAIN, NULL);
  g_data_input_stream_read_line_async (g_data_input_stream_new (g_subprocess_get_stdout_pipe (h.bots[4].process)),
                                       G_PRIORITY_DEFAULT, NULL, on_squatter_line, &h);
  h.bots[2].process = tess_test_bot_spawn (flags, "join", "carl", "--from", "ana@" TESS_TEST_DOMAIN,
                                 "--out", outs[2], NULL);
  tess_test_bot_communicate (&h.bots[2]);
  h.bots[0].process = tess_test_bot_spawn (flags, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                                 "--spectator", "carl@" TESS_TEST_DOMAIN,
                                 "--spectator", "eve@" TESS_TEST_DOMAIN,
                                 "--spectator", "mal@" TESS_TEST_DOMAIN,
                                 "--computer", "easy", "--level", "easy", "--out", outs[0], NULL);
  tess_test_bot_communicate (&h.bots[0]);
  /* Bob comes once his address is taken as a nickname in the room. */
  g_assert_true (tess_test_wait_for (squatted, &h, DEADLINE_MS));
  h.bots[1].process = tess_test_bot_spawn (flags, "join", "bob", "--from", "ana@" TESS_TEST_DOMAIN,
                                 "--level", "easy", "--out", outs[1], NULL);
  tess_test_bot_communicate (&h.bots[1]);
  ended = tess_test_wait_for (all_bots_done, &h, DEADLINE_MS);
  /* What each said, even if one is stuck. */
  for (guint i = 0; !ended && i < G_N_ELEMENTS (h.bots); i++)
    g_subprocess_force_exit (h.bots[i].process);
  g_assert_true (tess_test_wait_for (all_bots_done, &h, DEADLINE_MS));
  for (guint i = 0; i < 4; i++)
    g_test_message ("%s: %s%s", i < 3 ? names[i] : "eve", h.bots[i].out, h.bots[i].err);
  g_assert_true (ended);

  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (g_subprocess_get_exit_status (h.bots[i].process), ==, 0);
  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  for (guint i = 1; i < 3; i++)
    {
      g_autofree char *other = NULL;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
    }
  valid = tess_test_cli ("validate", outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* Each of eve's stanzas is named and ignored, on every client. */
  for (guint i = 0; i < 3; i++)
    {
      const char *err = h.bots[i].err;

      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a game message that is refused, "
                                     "and ignored"));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a reveal where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a move where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent a commit where a "));
      g_assert_nonnull (strstr (err, "eve@" TESS_TEST_DOMAIN " sent game message number"));
      g_assert_null (strstr (err, "nothing of that message was applied"));
      muted += strstr (err, "eve@" TESS_TEST_DOMAIN " keeps sending game messages") != NULL;
    }
  /* Muted where her tenth came before the host banned her. */
  g_assert_cmpuint (muted, >=, 1);
  /* The bot shows the chat, eve's line too (until she is muted). */
  g_assert_nonnull (strstr (h.bots[1].out, "Chat from eve@" TESS_TEST_DOMAIN ": Hello from a member nobody asked"));
  /* Lines beyond the rate are dropped: of eve's 400 (hostile-member.py),
   * fewer are shown, however slowly this machine takes them in (the
   * bucket refills with the time, so which ones pass is not fixed). */
  {
    guint shown = 0;

    for (const char *at = strstr (h.bots[1].out, ": flood "); at != NULL; at = strstr (at + 1, ": flood "))
      shown++;
    g_test_message ("%u of eve's 400 flood lines shown", shown);
    g_assert_cmpuint (shown, <, 400);
  }
  g_assert_nonnull (strstr (h.bots[1].out, "eve@" TESS_TEST_DOMAIN " sends chat lines too fast"));
  /* The host sent her out of the room. */
  g_assert_nonnull (strstr (h.bots[3].out, "spoiled"));
  g_assert_nonnull (strstr (h.bots[3].out, "banned"));
  for (guint i = 0; i < 4; i++)
    tess_test_bot_clear (&h.bots[i]);
  g_clear_object (&h.bots[4].process);
  for (guint i = 0; i < 3; i++)
    g_free (outs[i]);
}

typedef struct
{
  GSubprocess *late;
  const char  *out;
  gboolean     late_done;
} Late;

static void read_late_line (GDataInputStream *in, Late *l);

/* At the host's move 20, dan starts: his invitation to watch waited for
 * him on the server. */
static void
on_late_line (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Late *l = data;
  GDataInputStream *in = G_DATA_INPUT_STREAM (source);
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (in, result, NULL, NULL);

  if (line == NULL)
    {
      g_object_unref (in);
      return;
    }
  if (l->late == NULL && g_str_has_prefix (line, "Move 20 "))
    {
      l->late = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "dan", "--from",
                           "ana@" TESS_TEST_DOMAIN, "--out", l->out, NULL);
      tess_test_bot_watch (l->late, &l->late_done);
    }
  read_late_line (in, l);
}

static void
read_late_line (GDataInputStream *in,
                Late             *l)
{
  g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, on_late_line, l);
}

typedef struct
{
  gboolean done[3];
  Late    *late;
} Watchers;

static gboolean
all_watched (gpointer data)
{
  Watchers *w = data;

  return w->done[0] && w->done[1] && w->done[2] && w->late->late_done;
}

/* ana hosts bob's game and invites carl and dan to watch. carl comes at
 * once; the game does not wait for him. dan comes at move 20 and reads
 * the game so far from the room's archive. Both watch to the end without
 * a seat, checking every stanza as the players do, and write the record:
 * the four records are one. */
static void
test_spectators (void)
{
  const char *names[] = { "ana", "bob", "carl", "dan" };
  char *outs[4];
  g_autofree char *first = NULL, *valid = NULL;
  g_autoptr(GSubprocess) host = NULL, guest = NULL, carl = NULL;
  Late late = { 0 };
  Watchers w = { { FALSE }, &late };
  int status;

  for (guint i = 0; i < 4; i++)
    outs[i] = g_strdup_printf ("%s/%s-watch.tessera", dir, names[i]);
  late.out = outs[3];
  guest = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "bob", "--from",
                     "ana@" TESS_TEST_DOMAIN, "--out", outs[1], NULL);
  carl = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, "join", "carl", "--from",
                    "ana@" TESS_TEST_DOMAIN, "--out", outs[2], NULL);
  host = tess_test_bot_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, "host", "ana", "--invite", "bob@" TESS_TEST_DOMAIN,
                    "--spectator", "carl@" TESS_TEST_DOMAIN, "--spectator", "dan@" TESS_TEST_DOMAIN,
                    "--computer", "easy", "--out", outs[0], NULL);
  read_late_line (g_data_input_stream_new (g_subprocess_get_stdout_pipe (host)), &late);
  tess_test_bot_watch (host, &w.done[0]);
  tess_test_bot_watch (guest, &w.done[1]);
  tess_test_bot_watch (carl, &w.done[2]);
  g_assert_true (tess_test_wait_for (all_watched, &w, DEADLINE_MS));

  g_assert_cmpint (g_subprocess_get_exit_status (host), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (guest), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (carl), ==, 0);
  g_assert_cmpint (g_subprocess_get_exit_status (late.late), ==, 0);
  g_assert_true (g_file_get_contents (outs[0], &first, NULL, NULL));
  /* Two seats and the computer's: the spectators have none. */
  g_assert_nonnull (strstr (first, "\"ai:easy\""));
  g_assert_null (strstr (first, "carl@"));
  for (guint i = 1; i < 4; i++)
    {
      g_autofree char *other = NULL;

      g_assert_true (g_file_get_contents (outs[i], &other, NULL, NULL));
      g_assert_cmpstr (other, ==, first);
    }
  valid = tess_test_cli ("validate", outs[0], &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (guint i = 0; i < 4; i++)
    g_free (outs[i]);
  g_clear_object (&late.late);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *p1 = NULL, *p2 = NULL, *p3 = NULL, *p4 = NULL, *p5 = NULL, *p6 = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  prosody = tess_test_prosody_start ();
  dir = g_dir_make_tmp ("tessera-online-game-XXXXXX", NULL);
  p1 = make_account ("ana");
  p2 = make_account ("bob");
  p3 = make_account ("carl");
  p4 = make_account ("dan");
  p5 = make_account ("eve");
  p6 = make_account ("mal");
  tess_test_bots_init (prosody, dir);
  g_test_add_func ("/online-game/whole-game", test_whole_game);
  g_test_add_data_func ("/online-game/wrong-reveal", "reveal", test_cheat);
  g_test_add_data_func ("/online-game/illegal-move", "move", test_cheat);
  g_test_add_data_func ("/online-game/wrong-prev", "prev", test_cheat);
  g_test_add_func ("/online-game/hostile-members", test_hostile_members);
  g_test_add_func ("/online-game/no-cheat", test_no_cheat);
  g_test_add_func ("/online-game/spectators", test_spectators);
  status = g_test_run ();
  tess_test_prosody_stop (prosody);
  tess_test_remove_tree (dir);
  g_free (dir);
  return status;
}
