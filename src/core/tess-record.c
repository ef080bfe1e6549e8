/* tess-record.c: game records (*.tessera files and the autosave)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-record.h"
#include "tess-record-private.h"
#include "tess-rules.h"
#include "tess-engine.h"
#include "tess-ai.h"

G_DEFINE_BOXED_TYPE (TessRecord, tess_record, tess_record_ref, tess_record_unref)

/* ----------------------------------------------------------------- names */

static const char * const color_names[TESS_N_COLORS] = {
  "yellow", "red", "blue", "green", "black", "grey",
};

const char *
tess_color_name (TessColor color)
{
  g_return_val_if_fail (color < TESS_N_COLORS, NULL);

  return color_names[color];
}

int
tess_color_from_name (const char *name)
{
  for (int i = 0; i < TESS_N_COLORS && name != NULL; i++)
    if (strcmp (name, color_names[i]) == 0)
      return i;
  return -1;
}

const char *
tess_color_display_name (TessColor color)
{
  switch (color)
    {
    case TESS_COLOR_YELLOW:
      return C_("color", "Yellow");
    case TESS_COLOR_RED:
      return C_("color", "Red");
    case TESS_COLOR_BLUE:
      return C_("color", "Blue");
    case TESS_COLOR_GREEN:
      return C_("color", "Green");
    case TESS_COLOR_BLACK:
      return C_("color", "Black");
    case TESS_COLOR_GREY:
      return C_("color", "Grey");
    case TESS_N_COLORS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* ------------------------------------------------------------ life cycle */

static void
clear_player (gpointer data)
{
  TessRecordPlayer *player = data;

  g_clear_pointer (&player->name, g_free);
}

static void
clear_move (gpointer data)
{
  TessRecordMove *move = data;

  g_clear_pointer (&move->tile, g_free);
}

TessRecord *
tess_record_new (void)
{
  TessRecord *record = g_new0 (TessRecord, 1);

  g_atomic_ref_count_init (&record->ref_count);
  record->tilesets = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_tile_set_unref);
  tess_rules_init_default (&record->rules);
  record->players = g_array_new (FALSE, TRUE, sizeof (TessRecordPlayer));
  g_array_set_clear_func (record->players, clear_player);
  record->moves = g_array_new (FALSE, TRUE, sizeof (TessRecordMove));
  g_array_set_clear_func (record->moves, clear_move);
  record->start_player = -1;
  record->start_draws = g_ptr_array_new_with_free_func (g_free);
  return record;
}

TessRecord *
tess_record_ref (TessRecord *record)
{
  g_return_val_if_fail (record != NULL, NULL);

  g_atomic_ref_count_inc (&record->ref_count);
  return record;
}

void
tess_record_unref (TessRecord *record)
{
  g_return_if_fail (record != NULL);

  if (!g_atomic_ref_count_dec (&record->ref_count))
    return;
  g_ptr_array_unref (record->tilesets);
  g_array_unref (record->players);
  g_array_unref (record->moves);
  g_ptr_array_unref (record->start_draws);
  g_clear_pointer (&record->notes, g_hash_table_unref);
  g_clear_pointer (&record->drawings, g_hash_table_unref);
  g_free (record);
}

TessRecord *
tess_record_copy (const TessRecord *record)
{
  TessRecord *copy;

  g_return_val_if_fail (record != NULL, NULL);

  copy = tess_record_new ();
  for (guint i = 0; i < record->tilesets->len; i++)
    g_ptr_array_add (copy->tilesets, tess_tile_set_ref (g_ptr_array_index (record->tilesets, i)));
  copy->rules = record->rules;
  for (guint i = 0; i < record->players->len; i++)
    {
      const TessRecordPlayer *p = &g_array_index (record->players, TessRecordPlayer, i);

      tess_record_add_player (copy, p->name, p->color, p->ai);
    }
  copy->has_seed = record->has_seed;
  copy->seed = record->seed;
  copy->start_player = record->start_player;
  for (guint i = 0; i < record->start_draws->len; i++)
    g_ptr_array_add (copy->start_draws, g_strdup (g_ptr_array_index (record->start_draws, i)));
  for (guint i = 0; i < record->moves->len; i++)
    {
      TessRecordMove m = g_array_index (record->moves, TessRecordMove, i);

      m.tile = g_strdup (m.tile);
      g_array_append_val (copy->moves, m);
    }
  tess_record_copy_notes (copy, record);
  return copy;
}

gboolean
tess_record_equal (const TessRecord *a,
                   const TessRecord *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->tilesets->len != b->tilesets->len
      || !tess_rules_equal (&a->rules, &b->rules)
      || a->start_player != b->start_player
      || a->players->len != b->players->len
      || !a->has_seed != !b->has_seed
      || (a->has_seed && a->seed != b->seed)
      || a->moves->len != b->moves->len)
    return FALSE;
  for (guint i = 0; i < a->tilesets->len; i++)
    if (!tess_tile_set_equal (g_ptr_array_index (a->tilesets, i),
                             g_ptr_array_index (b->tilesets, i)))
      return FALSE;
  for (guint i = 0; i < a->players->len; i++)
    {
      const TessRecordPlayer *pa = &g_array_index (a->players, TessRecordPlayer, i);
      const TessRecordPlayer *pb = &g_array_index (b->players, TessRecordPlayer, i);

      if (g_strcmp0 (pa->name, pb->name) != 0 || pa->color != pb->color || pa->ai != pb->ai)
        return FALSE;
    }
  for (guint i = 0; i < a->moves->len; i++)
    {
      const TessRecordMove *ma = &g_array_index (a->moves, TessRecordMove, i);
      const TessRecordMove *mb = &g_array_index (b->moves, TessRecordMove, i);

      if (g_strcmp0 (ma->tile, mb->tile) != 0 || !ma->discard != !mb->discard)
        return FALSE;
      if (!ma->discard
          && (ma->x != mb->x || ma->y != mb->y || ma->rot != mb->rot
              || ma->follower != mb->follower || ma->figure != mb->figure))
        return FALSE;
    }
  return TRUE;
}

/* -------------------------------------------------------------- building */

void
tess_record_add_tile_set (TessRecord      *record,
                         TessTileSetData *set)
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (set != NULL);

  g_ptr_array_add (record->tilesets, tess_tile_set_ref (set));
  if (tess_tile_set_has_river (set))
    record->rules.river = TRUE;
}

void
tess_record_add_player (TessRecord *record,
                        const char *name,
                        TessColor   color,
                        int         ai)
{
  TessRecordPlayer player = { 0 };

  g_return_if_fail (record != NULL);
  g_return_if_fail (color < TESS_N_COLORS);
  g_return_if_fail (ai == TESS_AI_NONE || (ai >= 0 && ai < TESS_N_AI_LEVELS));

  player.name = g_strdup (name ? name : "");
  player.color = color;
  player.ai = ai;
  g_array_append_val (record->players, player);
}

void
tess_record_set_seed (TessRecord *record,
                      gint64      seed)
{
  g_return_if_fail (record != NULL);

  record->has_seed = TRUE;
  record->seed = seed;
}

void
tess_record_append_move (TessRecord *record,
                         const char *tile,
                         int         x,
                         int         y,
                         int         rot,
                         int         follower)
{
  TessRecordMove move = { 0 };

  g_return_if_fail (record != NULL);
  g_return_if_fail (tile != NULL);
  g_return_if_fail (rot >= 0 && rot < 4);
  g_return_if_fail (follower >= TESS_FOLLOWER_NONE && follower <= TESS_FOLLOWER_MONASTERY);

  move.tile = g_strdup (tile);
  move.x = x;
  move.y = y;
  move.rot = rot;
  move.follower = follower;
  g_array_append_val (record->moves, move);
}

void
tess_record_append_discard (TessRecord *record,
                            const char *tile)
{
  TessRecordMove move = { 0 };

  g_return_if_fail (record != NULL);
  g_return_if_fail (tile != NULL);

  move.tile = g_strdup (tile);
  move.discard = TRUE;
  move.follower = TESS_FOLLOWER_NONE;
  g_array_append_val (record->moves, move);
}

void
tess_record_append (TessRecord           *record,
                    const TessRecordMove *move)
{
  TessRecordMove copy;

  g_return_if_fail (record != NULL);
  g_return_if_fail (move != NULL && move->tile != NULL);
  g_return_if_fail (move->discard || (move->rot >= 0 && move->rot < 4));
  g_return_if_fail (move->figure >= 0 && move->figure < TESS_N_FIGURES);

  copy = *move;
  copy.tile = g_strdup (move->tile);
  if (copy.discard)
    {
      copy.x = copy.y = copy.rot = 0;
      copy.follower = TESS_FOLLOWER_NONE;
      copy.figure = TESS_FIGURE_FOLLOWER;
    }
  g_array_append_val (record->moves, copy);
}

void
tess_record_truncate (TessRecord *record,
                      guint       n_moves)
{
  g_return_if_fail (record != NULL);

  if (n_moves < record->moves->len)
    g_array_set_size (record->moves, n_moves);
}

guint
tess_record_n_moves (const TessRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);

  return record->moves->len;
}

const TessRecordMove *
tess_record_move (const TessRecord *record,
                  guint             i)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (i < record->moves->len, NULL);

  return &g_array_index (record->moves, TessRecordMove, i);
}

guint
tess_record_n_players (const TessRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);

  return record->players->len;
}

const TessRecordPlayer *
tess_record_player (const TessRecord *record,
                    guint             i)
{
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (i < record->players->len, NULL);

  return &g_array_index (record->players, TessRecordPlayer, i);
}

/* --------------------------------------------------------------- reading */

static gboolean
record_has_tile (TessRecord *record,
                 const char *id)
{
  for (guint i = 0; i < record->tilesets->len; i++)
    if (tess_tile_set_find_tile (g_ptr_array_index (record->tilesets, i), id) >= 0)
      return TRUE;
  return FALSE;
}

static void
read_tilesets (TessRecord   *record,
               JsonObject   *root,
               const char   *where,
               TessProblems *p)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *sets;
  gint64 total = 0;
  guint n;

  if (!json_object_has_member (root, "tilesets"))
    {
      /* A record without tile sets plays the base game. */
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) base = tess_tile_set_load_builtin ("base", &error);

      if (base == NULL)
        tess_problems_add (p, TESS_FILE_ERROR_NOT_FOUND, where, "%s", error->message);
      else
        g_ptr_array_add (record->tilesets, g_steal_pointer (&base));
      return;
    }

  sets = tess_json_get_array (root, "tilesets", TRUE, p, where);
  if (sets == NULL)
    return;
  n = json_array_get_length (sets);
  if (n == 0)
    tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                       _("the list “tilesets” is empty: a game needs tiles"));
  if (n > TESS_MAX_TYPES)
    {
      tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                         _("the list “tilesets” has %u elements, more than %d"),
                         n, TESS_MAX_TYPES);
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (sets, i);
      g_autofree char *loc = tess_where (where, _("tile set %u"), i + 1);
      g_autoptr(TessTileSetData) set = NULL;
      g_autoptr(GError) error = NULL;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        {
          set = tess_tile_set_load_builtin (json_node_get_string (node), &error);
          if (set == NULL)
            {
              tess_problems_add (p, error->domain == TESS_FILE_ERROR ? error->code
                                                                     : TESS_FILE_ERROR_IO,
                                 loc, "%s", error->message);
              continue;
            }
        }
      else if (JSON_NODE_HOLDS_OBJECT (node))
        {
          guint before = p->n;

          set = tess_tile_set_read (node, loc, p, &error);
          if (set == NULL)
            {
              tess_problems_add (p, error->code, NULL, "%s", error->message);
              continue;
            }
          if (p->n > before)
            {
              g_clear_pointer (&set, tess_tile_set_unref);
              continue;
            }
        }
      else
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                             _("an element of “tilesets” must be the id of a built-in "
                               "tile set or a whole tile set"));
          continue;
        }

      if (g_hash_table_contains (ids, set->id))
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                             _("the tile set “%s” is listed twice"), set->id);
          continue;
        }
      g_hash_table_add (ids, g_strdup (set->id));
      total += tess_tile_set_total_count (set);
      g_ptr_array_add (record->tilesets, g_steal_pointer (&set));
    }

  if (total > TESS_MAX_TILES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                       _("the tile sets hold %lld tiles, more than a game can hold (%d)"),
                       (long long) total, TESS_MAX_TILES);
}

/* The river rule and the River set go together: either brings the other. */
static void
settle_river (TessRecord   *record,
              const char   *where,
              TessProblems *p)
{
  gboolean has_river_set = FALSE;

  for (guint i = 0; i < record->tilesets->len; i++)
    if (tess_tile_set_has_river (g_ptr_array_index (record->tilesets, i)))
      has_river_set = TRUE;

  if (has_river_set)
    record->rules.river = TRUE;
  else if (record->rules.river)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) river = tess_tile_set_load_builtin ("river", &error);

      if (river == NULL)
        tess_problems_add (p, TESS_FILE_ERROR_NOT_FOUND, where, "%s", error->message);
      else
        g_ptr_array_add (record->tilesets, g_steal_pointer (&river));
    }
}

/* Each expansion played brings its tile set, shuffled in with the others
 * (DESIGN.md §8); a record that lists the set already keeps it once. */
gboolean
tess_record_add_expansion_sets (TessRecord *record,
                                GError    **error)
{
  g_return_val_if_fail (record != NULL, FALSE);

  for (guint i = 0; i < tess_rules_n_expansions (); i++)
    {
      const char *id = tess_rules_expansion_id (i);
      g_autoptr(TessTileSetData) set = NULL;
      gboolean listed = FALSE;

      if (!(record->rules.expansions & (1u << i)))
        continue;
      for (guint k = 0; k < record->tilesets->len && !listed; k++)
        listed = g_strcmp0 (((TessTileSetData *) g_ptr_array_index (record->tilesets, k))->id,
                            id) == 0;
      if (listed)
        continue;
      set = tess_tile_set_load_builtin (id, error);
      if (set == NULL)
        return FALSE;
      g_ptr_array_add (record->tilesets, g_steal_pointer (&set));
    }
  return TRUE;
}

static void
settle_expansions (TessRecord   *record,
                   const char   *where,
                   TessProblems *p)
{
  g_autoptr(GError) error = NULL;

  if (!tess_record_add_expansion_sets (record, &error))
    tess_problems_add (p, TESS_FILE_ERROR_NOT_FOUND, where, "%s", error->message);
}

static void
read_players (TessRecord   *record,
              JsonObject   *root,
              const char   *where,
              TessProblems *p)
{
  JsonArray *players = tess_json_get_array (root, "players", TRUE, p, where);
  guint used_colors = 0;
  guint n;

  if (players == NULL)
    return;
  n = json_array_get_length (players);
  if (n < TESS_RECORD_MIN_PLAYERS || n > TESS_RECORD_MAX_PLAYERS)
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the game has %u players, but it needs %d to %d (key “players”)"),
                         n, TESS_RECORD_MIN_PLAYERS, TESS_RECORD_MAX_PLAYERS);
      if (n > TESS_RECORD_MAX_PLAYERS)
        return;
    }

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      /* Translators: where a problem lies in a game record: "game.tessera:
       * player 2: the name is empty" */
      g_autofree char *loc = tess_where (where, _("player %u"), i + 1);
      JsonObject *obj;
      const char *name;
      const char *color_name;
      int color = -1;
      int ai = TESS_AI_NONE;
      JsonNode *ai_node;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                             _("a player must be a JSON object"));
          continue;
        }
      obj = json_node_get_object (node);

      name = tess_json_get_string (obj, "name", TRUE, p, loc);
      if (name != NULL && *name == '\0')
        tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc, _("the name is empty"));

      color_name = tess_json_get_string (obj, "color", TRUE, p, loc);
      if (color_name != NULL)
        {
          color = tess_color_from_name (color_name);
          if (color < 0)
            tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                               _("unknown colour “%s” (key “color”: yellow, red, blue, "
                                 "green, black or grey)"), color_name);
          else if (used_colors & (1u << color))
            {
              tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                 _("the colour “%s” is already taken by another player"),
                                 color_name);
              color = -1;
            }
          else
            used_colors |= 1u << color;
        }

      ai_node = json_object_get_member (obj, "ai");
      if (ai_node != NULL && !JSON_NODE_HOLDS_NULL (ai_node))
        {
          const char *level = tess_json_get_string (obj, "ai", FALSE, p, loc);

          if (level != NULL)
            {
              ai = tess_ai_level_from_name (level);
              if (ai < 0)
                {
                  tess_problems_add (p, TESS_FILE_ERROR_INVALID, loc,
                                     _("unknown computer level “%s” (key “ai”: random, "
                                       "easy, medium or hard)"), level);
                  ai = TESS_AI_NONE;
                }
            }
        }

      if (name != NULL && color >= 0)
        tess_record_add_player (record, name, color, ai);
    }
}

static void
read_seed (TessRecord   *record,
           JsonObject   *root,
           const char   *where,
           TessProblems *p)
{
  JsonNode *node = json_object_get_member (root, "seed");

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return;
  if (!tess_json_is_integer (node))
    {
      tess_problems_add (p, TESS_FILE_ERROR_INVALID, where,
                         _("the key “seed” must be an integer"));
      return;
    }
  tess_record_set_seed (record, json_node_get_int (node));
}

static void
read_move (TessRecord   *record,
           JsonNode     *node,
           guint         index,
           const char   *where,
           TessProblems *p)
{
  /* Translators: where a problem lies in a game record: "game.tessera: move
   * 12: …" */
  g_autofree char *loc = tess_where (where, _("move %u"), index + 1);
  TessRecordMove move;
  gboolean ok = tess_move_codec_read_into (node, loc, TESS_MOVE_READ_DEFAULT, &move, p);

  if (move.tile != NULL && !record_has_tile (record, move.tile))
    {
      tess_problems_add (p, TESS_FILE_ERROR_NOT_FOUND, loc,
                         _("unknown tile “%s” (key “tile”): no tile set of the game has it"),
                         move.tile);
      ok = FALSE;
    }
  if (ok)
    tess_record_append (record, &move);
  tess_record_move_clear (&move);
}

static void
read_moves (TessRecord   *record,
            JsonObject   *root,
            const char   *where,
            TessProblems *p)
{
  JsonArray *moves = tess_json_get_array (root, "moves", FALSE, p, where);
  guint n;

  if (moves == NULL)
    return;
  n = json_array_get_length (moves);
  /* Each tile is played or discarded once (or returned, then drawn again):
   * far more moves than that is no game. */
  if (n > 4 * TESS_MAX_TILES)
    {
      tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                         _("the record has %u moves, more than a game can have"), n);
      return;
    }
  for (guint i = 0; i < n; i++)
    read_move (record, json_array_get_element (moves, i), i, where, p);
}

TessRecord *
tess_record_from_json (JsonNode   *node,
                       const char *where,
                       GPtrArray  *problems,
                       GError    **error)
{
  g_autoptr(TessRecord) record = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  TessProblems p;

  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *m = tess_where (where, _("a game record must be a JSON object"));

      if (problems != NULL)
        g_ptr_array_add (problems, g_strdup (m));
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_PARSE, m);
      return NULL;
    }
  root = json_node_get_object (node);
  if (!tess_json_check_format (root, TESS_RECORD_FORMAT, TESS_RECORD_VERSION, where,
                               &local_error))
    {
      tess_problems_fail (problems, g_steal_pointer (&local_error), error);
      return NULL;
    }

  record = tess_record_new ();
  tess_problems_init (&p, problems);
  read_tilesets (record, root, where, &p);
  tess_record_read_rules (record, root, where, &p);
  settle_river (record, where, &p);
  settle_expansions (record, where, &p);
  read_players (record, root, where, &p);
  tess_record_read_start (record, root, where, &p);
  read_seed (record, root, where, &p);
  read_moves (record, root, where, &p);
  tess_record_read_notes (record, root, where, &p);

  if (!tess_problems_finish (&p, problems, error))
    return NULL;
  return g_steal_pointer (&record);
}

/**
 * tess_record_read_moves:
 * @record: a record
 * @moves: a JSON array of record moves
 * @where: where the moves come from, to name in a problem
 * @error: where to put what is wrong
 *
 * Appends @moves to @record, read as a record's "moves" are (the same
 * checks and sentences, numbered after the moves @record has), all or
 * none. A move received online or sent to the engine costs the move, not
 * reading the whole record (its embedded sets and art) again.
 *
 * Returns: %FALSE with @error set, and @record as it was, when a move
 *   cannot be read
 */
gboolean
tess_record_read_moves (TessRecord  *record,
                        JsonNode    *moves,
                        const char  *where,
                        GError     **error)
{
  guint before;
  JsonArray *array;
  TessProblems p;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (moves != NULL, FALSE);

  if (!JSON_NODE_HOLDS_ARRAY (moves))
    {
      g_autofree char *m = tess_where (where, _("the moves must be a JSON array of moves"));

      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_INVALID, m);
      return FALSE;
    }
  array = json_node_get_array (moves);
  before = tess_record_n_moves (record);
  tess_problems_init (&p, NULL);
  for (guint i = 0; i < json_array_get_length (array); i++)
    read_move (record, json_array_get_element (array, i), before + i, where, &p);
  if (!tess_problems_finish (&p, NULL, error))
    {
      tess_record_truncate (record, before);
      return FALSE;
    }
  return TRUE;
}

TessRecord *
tess_record_load_data (const char *data,
                       gssize      length,
                       const char *where,
                       GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  root = tess_json_parse (data, length, where, error);
  return root ? tess_record_from_json (root, where, NULL, error) : NULL;
}

TessRecord *
tess_record_load_file (const char *filename,
                       GError    **error)
{
  g_autofree char *display = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (filename != NULL, NULL);

  root = tess_json_load_file (filename, &display, error);
  return root ? tess_record_from_json (root, display, NULL, error) : NULL;
}

char *
tess_json_peek_format (const char *data,
                       gssize      length)
{
  g_autoptr(JsonNode) root = NULL;
  JsonNode *node;

  g_return_val_if_fail (data != NULL, NULL);

  root = tess_json_parse (data, length, NULL, NULL);
  if (root == NULL)
    return NULL;
  node = json_object_get_member (json_node_get_object (root), "format");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return g_strdup (json_node_get_string (node));
}

/* --------------------------------------------------------------- writing */

JsonNode *
tess_record_to_json (const TessRecord *record)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (record != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TESS_RECORD_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, TESS_RECORD_VERSION);

  json_builder_set_member_name (b, "tilesets");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->tilesets->len; i++)
    {
      TessTileSetData *set = g_ptr_array_index (record->tilesets, i);

      if (set->builtin)
        json_builder_add_string_value (b, set->id);
      else
        json_builder_add_value (b, tess_tile_set_to_json (set));
    }
  json_builder_end_array (b);

  tess_record_write_rules (record, b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->players->len; i++)
    {
      const TessRecordPlayer *player = &g_array_index (record->players, TessRecordPlayer, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, player->name ? player->name : "");
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, tess_color_name (player->color));
      if (player->ai >= 0 && player->ai < TESS_N_AI_LEVELS)
        {
          json_builder_set_member_name (b, "ai");
          json_builder_add_string_value (b, tess_ai_level_name (player->ai));
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (record->has_seed)
    {
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, record->seed);
    }

  tess_record_write_start (record, b);

  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->moves->len; i++)
    {
      const TessRecordMove *move = &g_array_index (record->moves, TessRecordMove, i);

      json_builder_add_value (b, tess_move_codec_write_node (move));
    }
  json_builder_end_array (b);
  tess_record_write_notes (record, b);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

char *
tess_record_to_data (const TessRecord *record,
                     gsize            *length)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  node = tess_record_to_json (record);
  return tess_json_to_data (node, length);
}

gboolean
tess_record_save_file (const TessRecord *record,
                       const char       *filename,
                       GError          **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  data = tess_record_to_data (record, &length);
  return tess_write_file (filename, data, length, error);
}
