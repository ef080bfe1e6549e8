/* tess-game-sentences.c: what a game's window says as the game goes
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-game-sentences.h"
#include "tess-names.h"

/* Plural forms from Tessera's own domain, as _() does: gi18n-lib.h leaves
 * ngettext() to the program's default domain. */
#undef ngettext
#define ngettext(msgid, msgid_plural, n) \
  g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, (gulong) (n))

/* The names of the players whose bit is set in @players, as a list. */
static char *
join_players (TessGame *game,
              guint     players)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = tess_game_get_n_players (game);

  for (guint p = 0; p < n; p++)
    if (players & (1u << p))
      g_ptr_array_add (names, (gpointer) tess_game_get_player_name (game, p));
  return tess_names_join ((const char * const *) names->pdata, names->len);
}

/* Each pattern is a whole sentence: in many languages the words around
 * the points agree with what was scored. */
static const char *
scoring_pattern (TessGameCategory category,
                 gboolean         shared,
                 int              points)
{
  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      if (shared)
        /* Translators: a scoring shared by players: "Ana and Bea score 4 points each for a road." */
        return ngettext ("%s score %d point each for a road.", "%s score %d points each for a road.",
                         points);
      /* Translators: a scoring: "Ana scores 4 points for a road." */
      return ngettext ("%s scores %d point for a road.", "%s scores %d points for a road.", points);
    case TESS_GAME_CATEGORY_CITIES:
      if (shared)
        /* Translators: a scoring shared by players: "Ana and Bea score 8 points each for a city." */
        return ngettext ("%s score %d point each for a city.", "%s score %d points each for a city.",
                         points);
      /* Translators: a scoring: "Ana scores 8 points for a city." */
      return ngettext ("%s scores %d point for a city.", "%s scores %d points for a city.", points);
    case TESS_GAME_CATEGORY_MONASTERIES:
      if (shared)
        /* Translators: a scoring shared by players: "Ana and Bea score 9 points each for a monastery." */
        return ngettext ("%s score %d point each for a monastery.",
                         "%s score %d points each for a monastery.", points);
      /* Translators: a scoring: "Ana scores 9 points for a monastery." */
      return ngettext ("%s scores %d point for a monastery.", "%s scores %d points for a monastery.",
                       points);
    case TESS_GAME_CATEGORY_GOODS:
      if (shared)
        /* Translators: a scoring shared by players: "Ana and Bea score 10 points each for the most wine." (Traders & Builders) */
        return ngettext ("%s score %d point each for a majority of goods.",
                         "%s score %d points each for a majority of goods.", points);
      /* Translators: a scoring: "Ana scores 10 points for a majority of goods." (Traders & Builders) */
      return ngettext ("%s scores %d point for a majority of goods.",
                       "%s scores %d points for a majority of goods.", points);
    case TESS_GAME_CATEGORY_FARMS:
    case TESS_GAME_N_CATEGORIES:
    default:
      if (shared)
        /* Translators: a scoring shared by players: "Ana and Bea score 6 points each for a farm." */
        return ngettext ("%s score %d point each for a farm.", "%s score %d points each for a farm.",
                         points);
      /* Translators: a scoring: "Ana scores 6 points for a farm." */
      return ngettext ("%s scores %d point for a farm.", "%s scores %d points for a farm.", points);
    }
}

/* The patterns are translations of literals above (checked by msgfmt -c). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
char *
tess_game_scoring_sentence (TessGame            *game,
                            const TessGameEvent *event)
{
  g_autofree char *names = NULL;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  names = join_players (game, event->scorers);
  return g_strdup_printf (scoring_pattern (event->category, (event->scorers & (event->scorers - 1)) != 0,
                                           event->points),
                          names, event->points);
}
#pragma GCC diagnostic pop

char *
tess_game_discard_sentence (TessGame *game,
                            guint     player,
                            int       type)
{
  const TessTileDef *tile;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);
  g_return_val_if_fail (player < tess_game_get_n_players (game), NULL);

  tile = tess_game_get_tile_def (game, type);
  g_return_val_if_fail (tile != NULL, NULL);
  return tess_explain_discard_in_words (tile, tess_game_get_player_name (game, player),
                                        tess_game_get_unplaceable_returns (game)
                                        ? TESS_UNPLACEABLE_RETURN : TESS_UNPLACEABLE_DISCARD);
}

char *
tess_game_final_scoring_sentence (TessGame         *game,
                                  TessGameCategory  category)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autofree char *points = NULL;
  int totals[TESS_MAX_PLAYERS] = { 0 };
  guint scorers = 0;
  guint n;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);
  g_return_val_if_fail (category < TESS_GAME_N_CATEGORIES, NULL);

  n = MIN (tess_game_get_n_players (game), TESS_MAX_PLAYERS);
  events = tess_game_get_final_events (game, category);
  for (guint i = 0; i < events->len; i++)
    {
      const TessGameEvent *event = g_ptr_array_index (events, i);

      for (guint p = 0; p < n; p++)
        if (event->scorers & (1u << p))
          totals[p] += event->points;
    }

  items = g_ptr_array_new_with_free_func (g_free);
  for (guint p = 0; p < n; p++)
    if (totals[p] > 0)
      {
        scorers |= 1u << p;
        /* Translators: a player's points in the final scoring: "Ana +6". */
        g_ptr_array_add (items, g_strdup_printf (_("%s +%d"), tess_game_get_player_name (game, p), totals[p]));
      }
  if (scorers == 0)
    return NULL;
  points = tess_names_join ((const char * const *) items->pdata, items->len);

  switch (category)
    {
    case TESS_GAME_CATEGORY_ROADS:
      /* Translators: a step of the final scoring; %s is who scored what:
       * "Ana +6 and Bea +3" */
      return g_strdup_printf (_("Final scoring of the roads: %s"), points);
    case TESS_GAME_CATEGORY_CITIES:
      return g_strdup_printf (_("Final scoring of the cities: %s"), points);
    case TESS_GAME_CATEGORY_MONASTERIES:
      return g_strdup_printf (_("Final scoring of the monasteries: %s"), points);
    case TESS_GAME_CATEGORY_GOODS:
      /* Translators: a step of the final scoring (Traders & Builders); %s
       * is who scored what: "Ana +20 and Bea +10" */
      return g_strdup_printf (_("Final scoring of the goods: %s"), points);
    case TESS_GAME_CATEGORY_FARMS:
    case TESS_GAME_N_CATEGORIES:
    default:
      return g_strdup_printf (_("Final scoring of the farms: %s"), points);
    }
}

char *
tess_game_end_sentence (TessGame *game)
{
  g_autofree char *winners = NULL;
  guint n, best_players = 0, n_best = 0;
  int best = G_MININT;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  n = MIN (tess_game_get_n_players (game), TESS_MAX_PLAYERS);
  for (guint p = 0; p < n; p++)
    best = MAX (best, tess_game_get_score (game, p));
  for (guint p = 0; p < n; p++)
    if (tess_game_get_score (game, p) == best)
      {
        best_players |= 1u << p;
        n_best++;
      }
  winners = join_players (game, best_players);
  if (n_best <= 1)
    /* Translators: said to screen readers at the end: "The game is over: Ana wins with 52 points." */
    return g_strdup_printf (ngettext ("The game is over: %s wins with %d point.",
                                      "The game is over: %s wins with %d points.", best),
                            winners, best);
  /* Translators: said to screen readers at the end: "The game is over: Ana and Bea share the victory with 52 points." */
  return g_strdup_printf (ngettext ("The game is over: %s share the victory with %d point.",
                                    "The game is over: %s share the victory with %d points.", best),
                          winners, best);
}

char *
tess_game_scores_sentence (TessGame *game)
{
  g_autoptr(GString) scores = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  n = tess_game_get_n_players (game);
  for (guint p = 0; p < n; p++)
    {
      if (scores->len > 0)
        g_string_append (scores, C_("scores", ", "));
      g_string_append_printf (scores, C_("scores", "%1$s %2$d"), tess_game_get_player_name (game, p),
                              tess_game_get_score (game, p));
    }
  /* Translators: every player's score, said to screen readers after a
   * scoring: "Scores: Ana 12, Bea 8." */
  return g_strdup_printf (_("Scores: %s."), scores->str);
}

char *
tess_game_standing_sentence (TessGame *game)
{
  g_autofree char *scores = NULL;
  int left;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  scores = tess_game_scores_sentence (game);
  left = tess_game_get_tiles_left (game);
  if (tess_game_get_finished (game))
    /* Translators: after the scores, when a player asks for them: "Scores: Ana 12, Bea 8. The game is over." */
    return g_strdup_printf (_("%s The game is over."), scores);
  /* Translators: after the scores, when a player asks for them: "Scores: Ana 12, Bea 8. 40 tiles left in the bag." */
  return g_strdup_printf (ngettext ("%s %d tile left in the bag.", "%s %d tiles left in the bag.", left),
                          scores, left);
}
