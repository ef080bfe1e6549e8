/* tess-ai.c: computer players
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tess-ai.h"
#include "tess-engine-private.h"

static const char *const level_names[TESS_N_AI_LEVELS] = { "random", "easy", "medium", "hard" };

typedef struct
{
  TessMove move;
  double   prior;     /* medium's evaluation */
  double   sum;       /* hard: sum of rewards */
  int      visits;
} Cand;

struct _TessAi
{
  const TessDef *def;
  TessAiLevel    level;
  TessRng        rng;
  int            budget_ms;
  int            max_sims;    /* hard: a cap on simulations, 0 for none */
  int            last_sims;   /* hard: simulations of the last choice */
  int            progress_every;          /* hard: report every N simulations, 0 for never */
  TessAiProgressFunc progress;
  void          *progress_data;
  TessState     *tmp;
  TessState     *sim;
  TessPlacement *pl;
  TessAction    *acts;      /* the actions of one tile of the hand */
  int            max_pl;
  Cand          *cands;     /* the moves a choice weighs */
  Cand          *replies;   /* the moves of a greedy answer inside the search */
  int            max_cands;
};

const char *
tess_ai_level_name (TessAiLevel level)
{
  if ((int) level < 0 || level >= TESS_N_AI_LEVELS)
    return "?";
  return level_names[level];
}

int
tess_ai_level_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < TESS_N_AI_LEVELS; i++)
    if (strcmp (name, level_names[i]) == 0)
      return i;
  return -1;
}

TessAi *
tess_ai_new (const TessDef *def, TessAiLevel level, uint64_t seed)
{
  TessAi *ai = calloc (1, sizeof *ai);

  if (ai == NULL)
    return NULL;
  ai->def = def;
  ai->level = level;
  ai->budget_ms = 1000;
  tess_rng_seed (&ai->rng, seed);
  ai->tmp = tess_state_new (def);
  ai->sim = tess_state_new (def);
  ai->max_pl = tess_def_max_placements (def);
  ai->pl = malloc ((size_t) ai->max_pl * sizeof *ai->pl);
  ai->acts = malloc ((size_t) (ai->max_pl > 0 ? ai->max_pl : 1) * sizeof *ai->acts);
  ai->max_cands = ai->max_pl * (TESS_N_FIGURES * TESS_MAX_FEATURES + 1) * TESS_MAX_HAND;
  ai->cands = malloc ((size_t) ai->max_cands * sizeof *ai->cands);
  ai->replies = malloc ((size_t) ai->max_cands * sizeof *ai->replies);
  if (ai->tmp == NULL || ai->sim == NULL || ai->pl == NULL || ai->acts == NULL
      || ai->cands == NULL || ai->replies == NULL)
    {
      tess_ai_free (ai);
      return NULL;
    }
  return ai;
}

void
tess_ai_free (TessAi *ai)
{
  if (ai == NULL)
    return;
  tess_state_free (ai->tmp);
  tess_state_free (ai->sim);
  free (ai->pl);
  free (ai->acts);
  free (ai->cands);
  free (ai->replies);
  free (ai);
}

TessAiLevel
tess_ai_get_level (const TessAi *ai)
{
  return ai->level;
}

void
tess_ai_set_budget (TessAi *ai, int milliseconds, int max_simulations)
{
  ai->budget_ms = milliseconds > 0 ? milliseconds : 1;
  ai->max_sims = max_simulations > 0 ? max_simulations : 0;
}

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1000.0 + (double) ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------ evaluation */

/* What a builder on the board is worth: the extra turns it may still
 * bring (see EXTRA_TURN_VALUE). */
#define BUILDER_VALUE 6.0
/* The points of a goods majority (tess-state-goods.c). */
#define GOODS_POINTS 10.0

/* Traders & Builders: what each player's goods tokens are likely worth at
 * the end: the 10 points of a majority, surer the bigger the lead and
 * the fewer tiles are left to overturn it; a tie is worth the 10 too,
 * but less sure; behind, a chance to catch up while tiles are left. */
static void
goods_values (const TessState *st, double left, double values[TESS_MAX_PLAYERS])
{
  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    for (int p = 0; p < st->n_players; p++)
      {
        int mine = st->goods[p][g], rival = 0, lead;
        double sure;

        if (mine == 0)
          continue;
        for (int q = 0; q < st->n_players; q++)
          if (q != p && st->goods[q][g] > rival)
            rival = st->goods[q][g];
        lead = mine - rival;
        if (lead > 0)
          sure = 0.6 + 0.15 * lead + 0.4 * (1.0 - left);
        else if (lead == 0)
          sure = 0.45 + 0.3 * (1.0 - left);
        else
          sure = (0.3 + 0.1 * lead) * left;
        values[p] += GOODS_POINTS * (sure > 1.0 ? 1.0 : sure < 0.0 ? 0.0 : sure);
      }
}

/* What the player's followers and supply are likely worth, on top of the score. */
static void
player_values (TessState *st, double values[TESS_MAX_PLAYERS])
{
  TessNode *nodes = st_nodes (st);
  const TessFollower *foll = st_foll (st);
  const TessRules *rules = &st->def->rules;
  double left = (double) tess_state_tiles_left (st) / (double) st->def->total_tiles;
  uint16_t done[TESS_MAX_PLAYERS * TESS_MAX_FIGURES];
  int n_done = 0;

  for (int p = 0; p < st->n_players; p++)
    {
      /* A follower in the supply is worth something while there is time
       * to use it; the first ones most of all. */
      double use = left > 0.6 ? 1.0 : left / 0.6;
      int s = st->supply[p][TESS_FIGURE_FOLLOWER];

      values[p] = st->score[p];
      for (int k = 0; k < s; k++)
        values[p] += use * (k < 2 ? 3.0 : k < 4 ? 2.0 : 1.2);
      /* The big follower (Inns & Cathedrals) wins a contested feature:
       * kept for one, not spent on the first road. */
      values[p] += use * 5.0 * st->supply[p][TESS_FIGURE_BIG];
      /* Traders & Builders: the builder is worth the extra turns it may
       * bring, on the board beside a road or city that can still grow
       * (it returns when the feature scores), a little in the supply; the
       * pig, a farm's worth more (valued on its farm below). */
      values[p] += use * 2.0 * st->supply[p][TESS_FIGURE_BUILDER];
      values[p] += use * 1.0 * st->supply[p][TESS_FIGURE_PIG];
    }
  if (rules->builder)
    for (int i = 0; i < st->n_foll; i++)
      if (foll[i].kind == TESS_FIGURE_BUILDER)
        values[foll[i].player] += BUILDER_VALUE * (left > 0.3 ? 1.0 : left / 0.3);
  if (rules->goods)
    goods_values (st, left, values);

  for (int i = 0; i < st->n_foll; i++)
    {
      uint16_t root = tess_find (nodes, foll[i].node);
      TessFeatureType type = nodes[root].flags & 7;
      uint8_t counts[TESS_MAX_PLAYERS], owners, outvoted;
      unsigned mods = tess_set_modifiers (st, root);
      double v = 0, v_pig = 0;
      uint8_t pigs = 0;

      if (tess_root_listed (done, n_done, root))
        continue;
      done[n_done++] = root;

      switch (type)
        {
        case TESS_FEATURE_ROAD:
          {
            /* What it scores completed and not (tess-score.c), and the
             * tiles it may still grow by. */
            int tiles = tess_count_tiles (st, root), open = nodes[root].open;
            double pc = open <= 1 ? 0.75 : 0.5;
            double full = tess_feature_points (rules, type, true, tiles, 0, mods, NULL);
            double part = tess_feature_points (rules, type, false, tiles, 0, mods, NULL);

            /* A road with an inn is worth nothing unfinished: late in the
             * game, its chance to be finished is what counts. */
            if (mods & TESS_VALUE_INN)
              pc *= left > 0.3 ? 1.0 : left / 0.3;

            v = pc * full + (1 - pc) * part + 1.5 * left;
            if (!rules->score_incomplete)
              v *= open <= 1 ? 0.8 : 0.5;
          }
          break;
        case TESS_FEATURE_CITY:
          {
            int tiles = tess_count_tiles (st, root), sh = nodes[root].shields;
            int open = nodes[root].open;
            double pc = open <= 1 ? 0.75 : open == 2 ? 0.5 : open == 3 ? 0.3 : 0.15;
            double full = tess_feature_points (rules, type, true, tiles, sh, mods, NULL);
            double part = rules->score_incomplete
                          ? tess_feature_points (rules, type, false, tiles, sh, mods, NULL) : 0;

            pc *= left > 0.3 ? 1.0 : left / 0.3;
            v = pc * (full + 2.0 * left * open) + (1 - pc) * part;
          }
          break;
        case TESS_FEATURE_MONASTERY:
          {
            const TessPlaced *pl = &st_placed (st)[nodes[root].tile];
            int tiles = tess_monastery_tiles (st, pl->x, pl->y);
            double grow = left > 0.5 ? 0.85 : left / 0.5 * 0.85;
            double full = tess_feature_points (rules, type, true, 9, 0, mods, NULL);
            double part = tess_feature_points (rules, type, false, tiles, 0, mods, NULL);

            v = part + (full - part) * grow;
            if (!rules->score_incomplete)
              v *= grow;
          }
          break;
        case TESS_FEATURE_FIELD:
          {
            int complete = 0, incomplete = 0;
            double grow;

            tess_farm_cities (st, root, &complete, &incomplete);
            grow = 1.8 * incomplete * (left > 0.2 ? 1.0 : left / 0.2);
            v = tess_farm_points (rules, complete, false, NULL) + grow;
            if (rules->farm_scoring == TESS_FARM_FIRST)
              v *= 1.1;
            /* The pig: its owner, if they win the farm, scores 4 a city. */
            pigs = tess_farm_pigs (st, root);
            v_pig = tess_farm_points (rules, complete, true, NULL) + grow * 4.0 / 3.0;
          }
          break;
        case TESS_FEATURE_RIVER:
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }

      tess_majority (st, root, counts, &owners, &outvoted);
      for (int p = 0; p < st->n_players; p++)
        if (owners & (1u << p))
          values[p] += pigs & (1u << p) ? v_pig : v;
    }
}

double
tess_ai_evaluate (TessState *st, int player)
{
  double values[TESS_MAX_PLAYERS];
  double best = -1e9;

  player_values (st, values);
  for (int p = 0; p < st->n_players; p++)
    if (p != player && values[p] > best)
      best = values[p];
  return values[player] - best;
}

/* ------------------------------------------------------------ candidates */

/* What the extra turn of hole_bonus is worth to the evaluation: about the
 * gain of an average greedy move (a few points, or a follower's worth). */
#define EXTRA_TURN_VALUE 4.0

/* Every move of the current player: the engine's actions, tile by tile
 * of the hand (a tile held twice twice, as the search has always weighed
 * it): each placement, without a figure and with each figure it may take. */
static int
list_moves (TessAi *ai, const TessState *st, Cand *out)
{
  TessAction figures[1 + TESS_N_FIGURES * TESS_MAX_FEATURES];
  int n = 0;

  for (int h = 0; h < st->hand_n[st->cur]; h++)
    {
      int np = tess_state_tile_actions (st, st->hand[st->cur][h], ai->acts, ai->max_pl);

      for (int i = 0; i < np && ai->acts[i].kind == TESS_ACTION_PLACE; i++)
        {
          int nf = tess_state_figure_actions (st, &ai->acts[i], figures,
                                              (int) (sizeof figures / sizeof *figures));

          for (int j = 0; j < nf; j++)
            {
              if (n >= ai->max_cands)
                return n;
              out[n++] = (Cand) { figures[j].move, 0, 0, 0 };
            }
        }
    }
  return n;
}

/* Each move's prior: the evaluation after it, for the player who moves. */
static void
evaluate_moves (TessAi *ai, const TessState *st, Cand *cands, int n)
{
  int me = st->cur;

  for (int i = 0; i < n; i++)
    {
      tess_state_copy (ai->tmp, st);
      tess_state_play (ai->tmp, &cands[i].move, NULL, NULL);
      /* A hair of noise breaks ties between equal moves at random. */
      cands[i].prior = tess_ai_evaluate (ai->tmp, me)
                       + (double) tess_rng_bounded (&ai->rng, 1000) * 1e-6;
      /* hole_bonus: another turn is worth about what a turn brings. */
      if (ai->tmp->extra_turn && ai->tmp->cur == me)
        cands[i].prior += EXTRA_TURN_VALUE;
    }
}

/* The move the evaluation likes best for the player to move, every tile
 * of the hand tried. Returns false when no tile fits: then move->tile is
 * the one to discard. Uses its own list, so that the search may call it
 * while its candidates are in ai->cands. */
static bool
greedy_move (TessAi *ai, const TessState *st, TessMove *move)
{
  int n = list_moves (ai, st, ai->replies), best = 0;

  move->tile = st->hand[st->cur][0];
  move->feature = -1;
  move->figure = TESS_FIGURE_FOLLOWER;
  if (n == 0)
    return false;
  evaluate_moves (ai, st, ai->replies, n);
  for (int i = 1; i < n; i++)
    if (ai->replies[i].prior > ai->replies[best].prior)
      best = i;
  *move = ai->replies[best].move;
  return true;
}

/* The first tile of the hand, -1 when the hand is empty: the tile given
 * up when no tile of the hand fits anywhere. */
static int
first_hand_tile (const TessState *st)
{
  return st->hand_n[st->cur] > 0 ? st->hand[st->cur][0] : -1;
}

/* ------------------------------------------------------------ easy */

static bool
choose_easy (TessAi *ai, const TessState *st, TessMove *move)
{
  int n = list_moves (ai, st, ai->cands), best = -1, best_points = -1, me = st->cur;
  int ties = 0;

  if (n == 0)
    return false;
  /* The placement that scores the most at once, without a follower. */
  for (int i = 0; i < n; i++)
    {
      int pts;

      if (ai->cands[i].move.feature >= 0)
        continue;
      tess_state_copy (ai->tmp, st);
      tess_state_play (ai->tmp, &ai->cands[i].move, NULL, NULL);
      pts = tess_state_score (ai->tmp, me) - tess_state_score (st, me);
      if (pts > best_points)
        {
          best_points = pts;
          best = i;
          ties = 1;
        }
      else if (pts == best_points && tess_rng_bounded (&ai->rng, (uint32_t) ++ties) == 0)
        best = i;
    }
  *move = ai->cands[best].move;

  /* Then, half the time, a follower on any road, city or monastery of it. */
  if (tess_rng_bounded (&ai->rng, 2) == 0)
    {
      const TessTileDef *d = tess_def_tile (st->def, move->tile);
      TessAction place = { TESS_ACTION_PLACE, *move };
      TessAction figures[1 + TESS_N_FIGURES * TESS_MAX_FEATURES];
      int nf = tess_state_figure_actions (st, &place, figures,
                                          (int) (sizeof figures / sizeof *figures));
      int k = 0, pick = -1;

      for (int j = 1; j < nf; j++)
        {
          int f = figures[j].move.feature;

          if (figures[j].move.figure == TESS_FIGURE_FOLLOWER
              && d->features[f].type != TESS_FEATURE_FIELD
              && tess_rng_bounded (&ai->rng, (uint32_t) ++k) == 0)
            pick = f;
        }
      move->feature = (int8_t) pick;
    }
  return true;
}

/* ------------------------------------------------------------ hard */

/* Hard runs a Monte Carlo search over sampled futures: for the moves the
 * evaluation likes best, it shuffles the unknown tiles again and again
 * (determinization), plays the move and the greedy answers of the next
 * few turns after it, and judges the outcome with the evaluation; UCB1
 * spends the time on the moves that look best. */

#define HARD_TOP          8   /* moves searched */
#define HARD_GREEDY       4   /* greedy plies played after the move */
#define HARD_EXPLORE    0.4

/* Shuffles what the player to move cannot know: the rest of the bag, part
 * by part, and the other players' hands. */
static void
shuffle_unknown (TessState *st, TessRng *rng)
{
  uint16_t *bag = st_bag (st);
  int start = st->bag_pos, end = st->bag_len;

  for (int s = 0; s < st->n_seg; s++)
    if (st->seg_end[s] > start)
      {
        tess_rng_shuffle (rng, bag + start, st->seg_end[s] - start);
        start = st->seg_end[s];
      }
  for (int s = 0; s < st->n_seg; s++)
    if (st->bag_pos < st->seg_end[s])
      {
        end = st->seg_end[s];
        break;
      }
  for (int p = 0; p < st->n_players; p++)
    for (int h = 0; p != st->cur && h < st->hand_n[p] && end > st->bag_pos; h++)
      {
        int j = st->bag_pos + (int) tess_rng_bounded (rng, (uint32_t) (end - st->bag_pos));
        uint16_t t = st->hand[p][h];

        st_remain (st)[t]++;
        st_remain (st)[bag[j]]--;
        st->hand[p][h] = bag[j];
        bag[j] = t;
      }
}

/* Quick play after the searched move: every player in turn plays the move
 * the evaluation likes best, on the tiles this future deals. */
static void
rollout (TessAi *ai, TessState *st)
{
  for (int ply = 0; ply < HARD_GREEDY && !tess_state_is_over (st); ply++)
    {
      TessMove m;

      if (!st->seeded && st->hand_n[st->cur] == 0
          && tess_state_draw_named (st, st_cbag (st)[st->bag_pos]) != TESS_OK)
        break;
      if (greedy_move (ai, st, &m))
        tess_state_play (st, &m, NULL, NULL);
      else if (tess_state_discard (st, m.tile) != TESS_OK)
        break;
    }
  if (tess_state_is_over (st))
    tess_state_final_scoring (st, NULL, NULL);
}

/* 0..1: a finished game by its result, a cut-off one by the evaluation. */
static double
reward (TessState *st, int me)
{
  int best = -100000, mine = tess_state_score (st, me);

  if (!st->final_scored)
    return 1.0 / (1.0 + exp (-tess_ai_evaluate (st, me) / 12.0));
  for (int p = 0; p < st->n_players; p++)
    if (p != me && tess_state_score (st, p) > best)
      best = tess_state_score (st, p);
  return 0.7 * (mine > best ? 1.0 : mine == best ? 0.5 : 0.0)
         + 0.3 / (1.0 + exp (-(double) (mine - best) / 15.0));
}

void
tess_ai_set_progress (TessAi *ai, int every, TessAiProgressFunc func, void *user_data)
{
  ai->progress_every = func != NULL && every > 0 ? every : 0;
  ai->progress = ai->progress_every ? func : NULL;
  ai->progress_data = ai->progress_every ? user_data : NULL;
}

/* The candidate with the best mean; unvisited ones (cancelled early) by rank. */
static int
best_candidate (const TessAi *ai, int n)
{
  int best = 0;

  for (int i = 1; i < n; i++)
    {
      const Cand *c = &ai->cands[i], *b = &ai->cands[best];
      if (c->visits > 0 && (b->visits == 0 || c->sum / c->visits > b->sum / b->visits))
        best = i;
    }
  return best;
}

static int
cmp_prior_desc (const void *a, const void *b)
{
  double x = ((const Cand *) a)->prior, y = ((const Cand *) b)->prior;
  return x < y ? 1 : x > y ? -1 : 0;
}

static bool
choose_hard (TessAi *ai, const TessState *st, TessMove *move, const volatile int *cancel)
{
  int n = list_moves (ai, st, ai->cands), me = st->cur, sims = 0, best;
  /* Stop searching a little before the budget: the last simulation and
   * the choice itself must fit in it too. */
  double deadline = now_ms () + 0.95 * ai->budget_ms;

  if (n == 0)
    return false;
  evaluate_moves (ai, st, ai->cands, n);
  qsort (ai->cands, (size_t) n, sizeof *ai->cands, cmp_prior_desc);
  if (n > HARD_TOP)
    n = HARD_TOP;

  while (n > 1 && !(cancel && *cancel))
    {
      double log_total = log ((double) sims + 1.0), best_ucb = -1e9;
      int pick = 0;

      if (ai->max_sims ? sims >= ai->max_sims : (sims >= n && now_ms () >= deadline))
        break;
      for (int i = 0; i < n; i++)
        {
          const Cand *c = &ai->cands[i];
          double ucb = c->visits == 0
                       ? 1e6 - i
                       : c->sum / c->visits + HARD_EXPLORE * sqrt (log_total / c->visits);
          if (ucb > best_ucb)
            {
              best_ucb = ucb;
              pick = i;
            }
        }
      tess_state_copy (ai->sim, st);
      shuffle_unknown (ai->sim, &ai->rng);
      tess_state_play (ai->sim, &ai->cands[pick].move, NULL, NULL);
      rollout (ai, ai->sim);
      ai->cands[pick].sum += reward (ai->sim, me);
      ai->cands[pick].visits++;
      sims++;
      if (ai->progress_every && sims % ai->progress_every == 0)
        {
          const Cand *c = &ai->cands[best_candidate (ai, n)];

          ai->progress (&c->move, sims, c->sum / c->visits, ai->progress_data);
        }
    }

  best = best_candidate (ai, n);
  ai->last_sims = sims;
  *move = ai->cands[best].move;
  return true;
}

int
tess_ai_last_simulations (const TessAi *ai)
{
  return ai->last_sims;
}

/* ------------------------------------------------------------ choose */

bool
tess_ai_choose (TessAi *ai, const TessState *st, TessMove *move, const volatile int *cancel)
{
  bool ok;

  move->tile = (uint16_t) first_hand_tile (st);
  move->x = move->y = 0;
  move->rot = 0;
  move->feature = -1;
  move->figure = TESS_FIGURE_FOLLOWER;
  if (st->hand_n[st->cur] == 0)
    return false;

  switch (ai->level)
    {
    case TESS_AI_RANDOM:
      ok = tess_random_move (st, &ai->rng, move, ai->pl);
      break;
    case TESS_AI_EASY:
      ok = choose_easy (ai, st, move);
      break;
    case TESS_AI_MEDIUM:
      ok = greedy_move (ai, st, move);
      break;
    case TESS_AI_HARD:
      ok = choose_hard (ai, st, move, cancel);
      break;
    case TESS_N_AI_LEVELS:
    default:
      ok = false;
      break;
    }
  if (!ok)
    move->tile = (uint16_t) first_hand_tile (st);
  return ok;
}

typedef struct
{
  int me;
  int points;
  int completes;
} ExplainData;

static void
explain_event (const TessEvent *ev, void *user_data)
{
  ExplainData *d = user_data;

  if (ev->scorers & (1u << d->me))
    {
      d->points += ev->points;
      if (d->completes < 0 || ev->points > 0)
        d->completes = ev->feature;
    }
}

void
tess_ai_explain (TessAi *ai, const TessState *st, const TessMove *move, TessAiReason *reason)
{
  ExplainData d = { st->cur, 0, -1 };
  const TessTileDef *tile = tess_def_tile (st->def, move->tile);

  memset (reason, 0, sizeof *reason);
  reason->completes = -1;
  reason->follower_on = move->feature >= 0 && tile ? tile->features[move->feature].type : -1;

  /* Does the tile extend a feature the player already holds? */
  if (tile != NULL)
    reason->joins_own = tess_features_taken (st, move->tile, move->x, move->y, move->rot,
                                             st->cur) != 0;

  tess_state_copy (ai->tmp, st);
  if (tess_state_play (ai->tmp, move, explain_event, &d) != TESS_OK)
    return;
  reason->points = d.points;
  reason->completes = d.completes;
  reason->extra_turn = ai->tmp->extra_turn;
  reason->value = tess_ai_evaluate (ai->tmp, st->cur);
}
