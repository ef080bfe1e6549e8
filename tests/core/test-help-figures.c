/* test-help-figures.c: the help's figures are scenarios too
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every record in help/figures/ is drawn into the help at build time and
 * carries, in its "help" key, the only copy of the points its page quotes
 * (help/figures/README.md):
 *
 *   "help": { "page": "roads", "move": 4, "final": false,
 *             "points": {"Red": 4},
 *             "says": {"Red": ["4 tiles × 1 point = 4 points"]},
 *             "refused": {"move": 3, "rule": "river-turn"},
 *             "editions": {"first": {"points": ..., "says": ...}, ...} }
 *
 * For each record (and each edition) this test replays the moves drawn,
 * scores them (the move drawn, or with "final" the final scoring), and
 * checks that every player scores the "points" given; that the page
 * help/C/PAGE.page shows the figure and holds every sentence of "says"
 * word for word; and that the last sentence of each player ends with
 * "= N points" where N is what the game scored. So the game, the record
 * and the English text cannot drift apart. It also checks that every
 * figure a page shows has a record, and that help/meson.build draws it;
 * that the description of a figure with labels names each, "(A)".
 */

#define G_LOG_DOMAIN "test-help-figures"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "tess-replay.h"
#include "tess-test-core.h"

/* A wrong directory must not pass as "nothing to test". */
#define MIN_FIGURES 15

static char *figures_dir;
static char *pages_dir;

typedef struct
{
  char       *path;
  char       *name;
  JsonParser *parser;
  JsonObject *help;
  char       *data;
  gsize       len;
} Figure;

static void
figure_free (Figure *fig)
{
  g_clear_object (&fig->parser);
  g_free (fig->data);
  g_free (fig->name);
  g_free (fig->path);
  g_free (fig);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Figure, figure_free)

static Figure *
figure_load (const char *path)
{
  g_autoptr(Figure) fig = g_new0 (Figure, 1);
  g_autoptr(GError) error = NULL;
  JsonNode *root;
  g_autofree char *base = g_path_get_basename (path);

  fig->path = g_strdup (path);
  fig->name = g_strndup (base, strlen (base) - strlen (".tessera"));
  if (!g_file_get_contents (path, &fig->data, &fig->len, &error))
    {
      g_test_fail_printf ("%s", error->message);
      return NULL;
    }
  fig->parser = json_parser_new ();
  if (!json_parser_load_from_data (fig->parser, fig->data, (gssize) fig->len, &error))
    {
      g_test_fail_printf ("%s: %s", fig->name, error->message);
      return NULL;
    }
  root = json_parser_get_root (fig->parser);
  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (json_node_get_object (root), "help") ||
      !json_object_has_member (json_object_get_object_member (json_node_get_object (root), "help"),
                               "page"))
    {
      g_test_fail_printf ("%s: a help figure is an object with a \"help\" object naming its page",
                          fig->name);
      return NULL;
    }
  fig->help = json_object_get_object_member (json_node_get_object (root), "help");
  return g_steal_pointer (&fig);
}

/* The page's text with every run of white space made one space. */
static char *
page_text (const char *page)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.page", pages_dir, page);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  GString *out;
  gboolean space = FALSE;

  if (!g_file_get_contents (path, &data, NULL, &error))
    {
      g_test_fail_printf ("%s", error->message);
      return NULL;
    }
  out = g_string_new (NULL);
  for (const char *p = data; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        space = TRUE;
      else
        {
          if (space && out->len > 0)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_c (out, *p);
        }
    }
  return g_string_free (out, FALSE);
}

static void
collect (const TessEvent *event,
         void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

/* The number N of "= N point(s)" at the end of a sentence, -1 if none. */
static int
sentence_points (const char *sentence)
{
  const char *eq = strrchr (sentence, '=');
  char *end;
  long n;

  if (eq == NULL)
    return -1;
  n = strtol (eq + 1, &end, 10);
  if (end == eq + 1 || (strcmp (end, " points") != 0 && strcmp (end, " point") != 0))
    return -1;
  return (int) n;
}

/* A label drawn on the figure ("labels": {"A": [x, y]}) is named in the
 * figure's description, in brackets after what it marks, as rule books
 * do: "a road (A)". */
static void
check_labels (Figure     *fig,
              const char *page,
              const char *text,
              const char *media)
{
  JsonObject *labels;
  g_autofree char *desc = NULL;
  const char *start = NULL, *end;
  g_autoptr(GList) names = NULL;

  if (!json_object_has_member (fig->help, "labels"))
    return;
  labels = json_object_get_object_member (fig->help, "labels");
  /* The description is the last one before the picture. */
  for (const char *d = strstr (text, "<desc>"); d != NULL && d < media; d = strstr (d + 1, "<desc>"))
    start = d;
  end = start ? strstr (start, "</desc>") : NULL;
  if (end == NULL || end > media)
    {
      g_test_fail_printf ("%s: its figure on %s.page has no description to name its labels",
                          fig->name, page);
      return;
    }
  desc = g_strndup (start, end - start);
  names = json_object_get_members (labels);
  g_assert_nonnull (names);
  for (GList *l = names; l != NULL; l = l->next)
    {
      g_autofree char *named = g_strdup_printf ("(%s)", (const char *) l->data);
      JsonArray *at = json_object_get_array_member (labels, l->data);

      g_assert_cmpuint (json_array_get_length (at), ==, 2);
      if (strstr (desc, named) == NULL)
        g_test_fail_printf ("%s: the description on %s.page does not name the label %s",
                            fig->name, page, named);
    }
}

/* Checks one drawing of the figure: points scored, and the page's words. */
static void
check_drawing (Figure     *fig,
               const char *edition,
               JsonObject *spec)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(TessReplay) replay = NULL;
  g_autoptr(TessState) st = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  g_autoptr(GArray) final_events = g_array_new (FALSE, FALSE, sizeof (TessEvent));
  g_autofree char *text = NULL;
  g_autofree char *png = NULL;
  g_autofree char *media = NULL;
  const char *page = json_object_get_string_member (fig->help, "page");
  gboolean final = json_object_get_boolean_member_with_default (fig->help, "final", FALSE);
  JsonObject *points, *says;
  GArray *scored;
  int move, sum[TESS_MAX_PLAYERS] = { 0 };
  guint n_players;

  record = tess_record_load_data (fig->data, (gssize) fig->len, fig->name, &error);
  g_assert_no_error (error);
  if (edition != NULL)
    {
      int f = tess_farm_scoring_from_name (edition);

      g_assert_cmpint (f, >=, 0);
      record->rules.farm_scoring = f;
    }
  replay = tess_replay_new (record, &error);
  g_assert_no_error (error);
  n_players = tess_record_n_players (record);

  move = (int) json_object_get_int_member_with_default (fig->help, "move",
                                                        tess_replay_n_moves (replay));
  g_assert_cmpint (move, >=, 1);
  g_assert_cmpint (move, <=, (int) tess_replay_n_moves (replay));
  st = tess_replay_new_state (replay);
  if (!tess_replay_play (replay, move, st, collect, events, &error))
    {
      g_test_fail_printf ("%s: %s", fig->name, error->message);
      return;
    }

  /* A figure of a refused move: the engine refuses it for that rule. */
  if (json_object_has_member (fig->help, "refused"))
    {
      JsonObject *refused = json_object_get_object_member (fig->help, "refused");
      const char *rule = json_object_get_string_member (refused, "rule");
      struct { const char *name; TessError err; } rules[] = {
        { "river-turn", TESS_ERR_RIVER_TURN },
        { "river-end", TESS_ERR_RIVER_END },
        { "mismatch", TESS_ERR_MISMATCH },
      };
      const char *reason = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
        if (g_strcmp0 (rules[i].name, rule) == 0)
          reason = tess_engine_error_message (rules[i].err);
      g_assert_nonnull (reason);
      g_assert_cmpint (json_object_get_int_member (refused, "move"), ==, move + 1);
      g_assert_false (tess_replay_apply (replay, st, (guint) move, NULL, NULL, &error));
      g_assert_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_ILLEGAL_MOVE);
      if (strstr (error->message, reason) == NULL)
        g_test_fail_printf ("%s: move %d is refused, but not for “%s”: %s", fig->name, move + 1,
                            reason, error->message);
      g_clear_error (&error);
    }

  /* What the figure lights: the move drawn's scoring, or the final one. */
  if (final)
    {
      tess_state_final_scoring (st, collect, final_events);
      scored = final_events;
    }
  else
    {
      for (guint i = 0; i < events->len; i++)
        if (g_array_index (events, TessEvent, i).move == move)
          g_array_append_val (final_events, g_array_index (events, TessEvent, i));
      scored = final_events;
    }
  for (guint i = 0; i < scored->len; i++)
    for (guint p = 0; p < n_players; p++)
      if (g_array_index (scored, TessEvent, i).scorers & (1u << p))
        sum[p] += g_array_index (scored, TessEvent, i).points;

  points = json_object_get_object_member (spec, "points");
  g_assert_nonnull (points);
  for (guint p = 0; p < n_players; p++)
    {
      const char *name = tess_record_player (record, p)->name;
      int want = (int) json_object_get_int_member_with_default (points, name, 0);

      if (sum[p] != want)
        g_test_fail_printf ("%s%s%s: %s scores %d, the help says %d", fig->name,
                            edition ? " by the " : "", edition ? edition : "", name, sum[p], want);
    }
  /* A name that is no player's would be silently 0. */
  {
    g_autoptr(GList) names = json_object_get_members (points);

    for (GList *l = names; l != NULL; l = l->next)
      {
        gboolean found = FALSE;

        for (guint p = 0; p < n_players; p++)
          found |= g_strcmp0 (tess_record_player (record, p)->name, l->data) == 0;
        if (!found)
          g_test_fail_printf ("%s: “%s” in \"points\" is no player", fig->name,
                              (char *) l->data);
      }
  }

  /* The page shows the picture and says what the game scored. */
  text = page_text (page);
  if (text == NULL)
    return;
  png = edition != NULL ? g_strdup_printf ("%s-%s.png", fig->name, edition)
                        : g_strdup_printf ("%s.png", fig->name);
  media = g_strdup_printf ("src=\"figures/%s\"", png);
  if (strstr (text, media) == NULL)
    g_test_fail_printf ("%s: the page %s.page does not show figures/%s", fig->name, page, png);
  else
    check_labels (fig, page, text, strstr (text, media));

  says = json_object_has_member (spec, "says") ? json_object_get_object_member (spec, "says")
                                               : NULL;
  for (guint p = 0; p < n_players; p++)
    {
      const char *name = tess_record_player (record, p)->name;
      JsonArray *sentences;
      guint n;

      if (says == NULL || !json_object_has_member (says, name))
        {
          if (sum[p] != 0)
            g_test_fail_printf ("%s: %s scores %d, and the help gives no arithmetic for it",
                                fig->name, name, sum[p]);
          continue;
        }
      sentences = json_object_get_array_member (says, name);
      n = json_array_get_length (sentences);
      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        {
          const char *s = json_array_get_string_element (sentences, i);

          if (strstr (text, s) == NULL)
            g_test_fail_printf ("%s: the page %s.page does not say “%s”", fig->name, page, s);
        }
      if (sentence_points (json_array_get_string_element (sentences, n - 1)) != sum[p])
        g_test_fail_printf ("%s: the arithmetic for %s, “%s”, does not end with “= %d points”",
                            fig->name, name, json_array_get_string_element (sentences, n - 1),
                            sum[p]);
    }
}

static void
test_figure (gconstpointer data)
{
  g_autoptr(Figure) fig = figure_load (data);
  g_autofree char *meson = NULL;
  g_autofree char *meson_path = g_build_filename (figures_dir, "..", "meson.build", NULL);
  g_autoptr(GError) error = NULL;

  if (fig == NULL)
    return;
  g_assert_true (g_file_get_contents (meson_path, &meson, NULL, &error));
  g_assert_no_error (error);

  if (json_object_has_member (fig->help, "editions"))
    {
      JsonObject *editions = json_object_get_object_member (fig->help, "editions");
      g_autoptr(GList) names = json_object_get_members (editions);

      g_assert_cmpuint (g_list_length (names), >, 0);
      for (GList *l = names; l != NULL; l = l->next)
        {
          g_autofree char *entry = g_strdup_printf ("'%s:%s'", fig->name, (char *) l->data);

          if (strstr (meson, entry) == NULL)
            g_test_fail_printf ("%s: help/meson.build does not draw %s", fig->name, entry);
          check_drawing (fig, l->data, json_object_get_object_member (editions, l->data));
        }
    }
  else
    {
      g_autofree char *entry = g_strdup_printf ("'%s'", fig->name);

      if (strstr (meson, entry) == NULL)
        g_test_fail_printf ("%s: help/meson.build does not draw it", fig->name);
      check_drawing (fig, NULL, fig->help);
    }
}

/* Every figure a page shows comes from a record here. */
static void
test_pages_figures (void)
{
  g_autoptr(GError) error = NULL;
  GDir *d = g_dir_open (pages_dir, 0, &error);
  const char *entry;
  guint n_shown = 0;

  g_assert_no_error (error);
  while ((entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *data = NULL;
      const char *p;

      if (!g_str_has_suffix (entry, ".page"))
        continue;
      path = g_build_filename (pages_dir, entry, NULL);
      g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
      for (p = strstr (data, "src=\"figures/"); p != NULL; p = strstr (p + 1, "src=\"figures/"))
        {
          const char *name = p + strlen ("src=\"figures/");
          const char *end = strstr (name, ".png\"");
          g_autofree char *base = NULL;
          g_autofree char *record = NULL;
          char *dash;

          g_assert_nonnull (end);
          base = g_strndup (name, (gsize) (end - name));
          record = g_strdup_printf ("%s/%s.tessera", figures_dir, base);
          /* An edition's drawing: farm-editions-first.png */
          if (!g_file_test (record, G_FILE_TEST_EXISTS) && (dash = strrchr (base, '-')) != NULL)
            {
              *dash = '\0';
              g_free (record);
              record = g_strdup_printf ("%s/%s.tessera", figures_dir, base);
            }
          if (!g_file_test (record, G_FILE_TEST_EXISTS))
            g_test_fail_printf ("%s shows figures/%.*s.png, which has no record in help/figures",
                                entry, (int) (end - name), name);
          n_shown++;
        }
    }
  g_dir_close (d);
  g_assert_cmpuint (n_shown, >=, MIN_FIGURES);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  figures_dir = g_build_filename (TESS_TEST_TOP_SRCDIR, "help", "figures", NULL);
  pages_dir = g_build_filename (TESS_TEST_TOP_SRCDIR, "help", "C", NULL);
  g_assert_cmpuint (tess_test_add_record_tests (figures_dir, "/help-figures", test_figure),
                    >=, MIN_FIGURES);
  g_test_add_func ("/help-figures/pages", test_pages_figures);

  return g_test_run ();
}
