/* tess-history.c: the moves of a game as a list model, with explanations
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-final-steps.h"
#include "tess-history.h"
#include "tess-engine.h"
#include "tess-replay.h"
#include "tess-place.h"

/* ================================================================ items */

struct _TessHistoryItem
{
  GObject parent_instance;

  guint     number;
  gboolean  is_final;
  int       player;
  char     *player_name;
  int       tile;
  char     *tile_id;
  int       x;
  int       y;
  int       rotation;
  int       follower;
  int       follower_feature;
  int       figure;            /* its kind, a TessFigure */
  gboolean  discard;
  char     *action;
  char     *action_coordinates;
  GStrv     explanations;
  guint     first_event_line;  /* explanations[first_event_line + i] is event i's */
  char     *description;
  GPtrArray *events;         /* TessGameEvent */
  GArray   *scores;          /* int, one per player */
  int       tiles_left;
};

G_DEFINE_FINAL_TYPE (TessHistoryItem, tess_history_item, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_NUMBER,
  ITEM_PROP_IS_FINAL,
  ITEM_PROP_PLAYER,
  ITEM_PROP_PLAYER_NAME,
  ITEM_PROP_TILE,
  ITEM_PROP_TILE_ID,
  ITEM_PROP_X,
  ITEM_PROP_Y,
  ITEM_PROP_ROTATION,
  ITEM_PROP_FOLLOWER,
  ITEM_PROP_FOLLOWER_FEATURE,
  ITEM_PROP_DISCARD,
  ITEM_PROP_ACTION,
  ITEM_PROP_EXPLANATIONS,
  ITEM_PROP_DESCRIPTION,
  ITEM_PROP_EVENTS,
  ITEM_PROP_SCORES,
  ITEM_PROP_N_PLAYERS,
  ITEM_PROP_TILES_LEFT,
  ITEM_N_PROPS
};

static GParamSpec *item_properties[ITEM_N_PROPS];

static void
tess_history_item_finalize (GObject *object)
{
  TessHistoryItem *self = TESS_HISTORY_ITEM (object);

  g_clear_pointer (&self->player_name, g_free);
  g_clear_pointer (&self->tile_id, g_free);
  g_clear_pointer (&self->action, g_free);
  g_clear_pointer (&self->action_coordinates, g_free);
  g_clear_pointer (&self->explanations, g_strfreev);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_clear_pointer (&self->scores, g_array_unref);

  G_OBJECT_CLASS (tess_history_item_parent_class)->finalize (object);
}

static void
tess_history_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TessHistoryItem *self = TESS_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case ITEM_PROP_IS_FINAL:
      g_value_set_boolean (value, self->is_final);
      break;
    case ITEM_PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case ITEM_PROP_PLAYER_NAME:
      g_value_set_string (value, self->player_name);
      break;
    case ITEM_PROP_TILE:
      g_value_set_int (value, self->tile);
      break;
    case ITEM_PROP_TILE_ID:
      g_value_set_string (value, self->tile_id);
      break;
    case ITEM_PROP_X:
      g_value_set_int (value, self->x);
      break;
    case ITEM_PROP_Y:
      g_value_set_int (value, self->y);
      break;
    case ITEM_PROP_ROTATION:
      g_value_set_int (value, self->rotation);
      break;
    case ITEM_PROP_FOLLOWER:
      g_value_set_int (value, self->follower);
      break;
    case ITEM_PROP_FOLLOWER_FEATURE:
      g_value_set_int (value, self->follower_feature);
      break;
    case ITEM_PROP_DISCARD:
      g_value_set_boolean (value, self->discard);
      break;
    case ITEM_PROP_ACTION:
      g_value_set_string (value, self->action);
      break;
    case ITEM_PROP_EXPLANATIONS:
      g_value_set_boxed (value, self->explanations);
      break;
    case ITEM_PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case ITEM_PROP_EVENTS:
      g_value_set_boxed (value, self->events);
      break;
    case ITEM_PROP_SCORES:
      g_value_set_boxed (value, self->scores);
      break;
    case ITEM_PROP_N_PLAYERS:
      g_value_set_uint (value, self->scores->len);
      break;
    case ITEM_PROP_TILES_LEFT:
      g_value_set_int (value, self->tiles_left);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_history_item_class_init (TessHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tess_history_item_finalize;
  object_class->get_property = tess_history_item_get_property;

  item_properties[ITEM_PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_IS_FINAL] =
    g_param_spec_boolean ("is-final", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_PLAYER] =
    g_param_spec_int ("player", NULL, NULL, -1, TESS_MAX_PLAYERS - 1, -1, flags);
  item_properties[ITEM_PROP_PLAYER_NAME] =
    g_param_spec_string ("player-name", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_TILE] =
    g_param_spec_int ("tile", NULL, NULL, -1, G_MAXINT, -1, flags);
  item_properties[ITEM_PROP_TILE_ID] =
    g_param_spec_string ("tile-id", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_X] =
    g_param_spec_int ("x", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  item_properties[ITEM_PROP_Y] =
    g_param_spec_int ("y", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  item_properties[ITEM_PROP_ROTATION] =
    g_param_spec_int ("rotation", NULL, NULL, 0, 270, 0, flags);
  item_properties[ITEM_PROP_FOLLOWER] =
    g_param_spec_int ("follower", NULL, NULL, -1, TESS_N_FEATURE_TYPES - 1, -1, flags);
  item_properties[ITEM_PROP_FOLLOWER_FEATURE] =
    g_param_spec_int ("follower-feature", NULL, NULL, -1, TESS_MAX_FEATURES - 1, -1, flags);
  item_properties[ITEM_PROP_DISCARD] =
    g_param_spec_boolean ("discard", NULL, NULL, FALSE, flags);
  item_properties[ITEM_PROP_ACTION] =
    g_param_spec_string ("action", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_EXPLANATIONS] =
    g_param_spec_boxed ("explanations", NULL, NULL, G_TYPE_STRV, flags);
  item_properties[ITEM_PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_EVENTS] =
    g_param_spec_boxed ("events", NULL, NULL, G_TYPE_PTR_ARRAY, flags);
  item_properties[ITEM_PROP_SCORES] =
    g_param_spec_boxed ("scores", NULL, NULL, G_TYPE_ARRAY, flags);
  item_properties[ITEM_PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TESS_MAX_PLAYERS, 0, flags);
  item_properties[ITEM_PROP_TILES_LEFT] =
    g_param_spec_int ("tiles-left", NULL, NULL, 0, G_MAXINT, 0, flags);

  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_properties);
}

static void
tess_history_item_init (TessHistoryItem *self)
{
  self->player = -1;
  self->tile = -1;
  self->follower = -1;
  self->follower_feature = -1;
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_game_event_free);
  self->scores = g_array_new (FALSE, TRUE, sizeof (int));
}

guint
tess_history_item_get_number (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->number;
}

gboolean
tess_history_item_get_is_final (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), FALSE);
  return self->is_final;
}

int
tess_history_item_get_player (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), -1);
  return self->player;
}

const char *
tess_history_item_get_player_name (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return self->player_name;
}

int
tess_history_item_get_tile (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), -1);
  return self->tile;
}

const char *
tess_history_item_get_tile_id (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return self->tile_id;
}

int
tess_history_item_get_x (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->x;
}

int
tess_history_item_get_y (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->y;
}

int
tess_history_item_get_rotation (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->rotation;
}

int
tess_history_item_get_follower (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), -1);
  return self->follower;
}

int
tess_history_item_get_follower_feature (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), -1);
  return self->follower_feature;
}

int
tess_history_item_get_figure (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), TESS_FIGURE_FOLLOWER);
  return self->figure;
}

gboolean
tess_history_item_get_discard (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), FALSE);
  return self->discard;
}

const char *
tess_history_item_get_action (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return self->action;
}

const char *
tess_history_item_get_action_coordinates (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return self->action_coordinates != NULL ? self->action_coordinates : self->action;
}

const char * const *
tess_history_item_get_explanations (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return (const char * const *) self->explanations;
}

const char *
tess_history_item_get_description (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  return self->description;
}

int
tess_history_item_get_tiles_left (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->tiles_left;
}

guint
tess_history_item_get_n_events (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->events->len;
}

const char *
tess_history_item_get_event_explanation (TessHistoryItem *self,
                                         guint            i)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  g_return_val_if_fail (i < self->events->len, NULL);
  return self->explanations[self->first_event_line + i];
}

const TessGameEvent *
tess_history_item_get_event (TessHistoryItem *self,
                             guint            i)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), NULL);
  g_return_val_if_fail (i < self->events->len, NULL);
  return g_ptr_array_index (self->events, i);
}

guint
tess_history_item_get_n_players (TessHistoryItem *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  return self->scores->len;
}

int
tess_history_item_get_score (TessHistoryItem *self,
                             guint            player)
{
  g_return_val_if_fail (TESS_IS_HISTORY_ITEM (self), 0);
  g_return_val_if_fail (player < self->scores->len, 0);
  return g_array_index (self->scores, int, player);
}

/* ============================================================= history */

struct _TessHistory
{
  GObject parent_instance;

  TessReplay *replay;
  GPtrArray  *items;        /* TessHistoryItem: one per move, then the final one */
  GArray     *moves;        /* TessRecordMove copies of the moves the items show */
  TessState  *tail;         /* the state after those moves */
  TessState  *scratch;
  gboolean    has_final;
  gboolean    show_final;
};

static void tess_history_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TessHistory, tess_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tess_history_list_model_init))

enum {
  PROP_0,
  PROP_REPLAY,
  PROP_SHOW_FINAL,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
tess_history_get_item_type (GListModel *model)
{
  return TESS_TYPE_HISTORY_ITEM;
}

static guint
tess_history_get_n_items (GListModel *model)
{
  return TESS_HISTORY (model)->items->len;
}

static gpointer
tess_history_get_item (GListModel *model,
                       guint       position)
{
  TessHistory *self = TESS_HISTORY (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
tess_history_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tess_history_get_item_type;
  iface->get_n_items = tess_history_get_n_items;
  iface->get_item = tess_history_get_item;
}

static void
clear_move (gpointer data)
{
  TessRecordMove *m = data;

  g_clear_pointer (&m->tile, g_free);
}

static void
tess_history_finalize (GObject *object)
{
  TessHistory *self = TESS_HISTORY (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->tail, tess_state_free);
  g_clear_pointer (&self->scratch, tess_state_free);
  g_clear_pointer (&self->replay, tess_replay_unref);

  G_OBJECT_CLASS (tess_history_parent_class)->finalize (object);
}

static void
tess_history_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TessHistory *self = TESS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_REPLAY:
      g_value_set_boxed (value, self->replay);
      break;
    case PROP_SHOW_FINAL:
      g_value_set_boolean (value, self->show_final);
      break;
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->items->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_history_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TessHistory *self = TESS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_REPLAY:
      self->replay = g_value_dup_boxed (value);
      break;
    case PROP_SHOW_FINAL:
      tess_history_set_show_final (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_history_constructed (GObject *object)
{
  TessHistory *self = TESS_HISTORY (object);

  G_OBJECT_CLASS (tess_history_parent_class)->constructed (object);

  g_assert (self->replay != NULL);
  self->tail = tess_replay_new_state (self->replay);
  self->scratch = tess_replay_new_state (self->replay);
}

static void
tess_history_class_init (TessHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tess_history_finalize;
  object_class->get_property = tess_history_get_property;
  object_class->set_property = tess_history_set_property;
  object_class->constructed = tess_history_constructed;

  properties[PROP_REPLAY] =
    g_param_spec_boxed ("replay", NULL, NULL, TESS_TYPE_REPLAY,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FINAL] =
    g_param_spec_boolean ("show-final", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tess_history_init (TessHistory *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->moves = g_array_new (FALSE, TRUE, sizeof (TessRecordMove));
  g_array_set_clear_func (self->moves, clear_move);
}

/* ------------------------------------------------------------ building */

static void
collect_event (const TessEvent *event,
               void            *user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}

/* The players' names, for the sentences. */
static GStrv
player_names (TessHistory *self)
{
  TessRecord *record = tess_replay_get_record (self->replay);
  guint n = tess_record_n_players (record);
  GStrv names = g_new0 (char *, n + 1);

  for (guint p = 0; p < n; p++)
    names[p] = g_strdup (tess_record_player (record, p)->name);
  return names;
}

/* Fills the events, explanations, description and scores of @item. */
static void
item_finish (TessHistoryItem    *item,
             GArray             *events,
             const TessState    *st,
             const char * const *names,
             GPtrArray          *extra,
             const char         *after)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  g_autoptr(GString) description = g_string_new (item->action);
  guint n_players = g_strv_length ((GStrv) names);

  item->first_event_line = extra != NULL ? extra->len : 0;
  if (extra != NULL)
    for (guint i = 0; i < extra->len; i++)
      g_strv_builder_add (lines, g_ptr_array_index (extra, i));
  for (guint i = 0; i < events->len; i++)
    {
      const TessEvent *ev = &g_array_index (events, TessEvent, i);
      g_autofree char *sentence = tess_explain_event (ev, names, n_players);

      g_ptr_array_add (item->events, tess_game_event_new_from_engine (ev));
      g_strv_builder_add (lines, sentence);
    }
  if (after != NULL)
    g_strv_builder_add (lines, after);
  item->explanations = g_strv_builder_end (lines);
  for (guint i = 0; item->explanations[i] != NULL; i++)
    {
      g_string_append_c (description, '\n');
      g_string_append (description, item->explanations[i]);
    }
  item->description = g_string_free (g_steal_pointer (&description), FALSE);

  for (int p = 0; p < tess_state_n_players (st); p++)
    {
      int score = tess_state_score (st, p);

      g_array_append_val (item->scores, score);
    }
  item->tiles_left = tess_state_tiles_left (st);
}

/* Where a tile goes on self->tail, in words; the tiles on the board are
 * named by the moves that placed them (the start tile is not a move, and
 * a discard places nothing). */
static char *
describe_place (TessHistory        *self,
                int                 x,
                int                 y,
                const char * const *names,
                guint               n_players)
{
  int n_placed = tess_state_n_placed (self->tail);
  g_autofree guint *moves = g_new0 (guint, MAX (n_placed, 1));
  guint placed = 0, k;

  for (guint i = 0; i < self->moves->len; i++)
    if (!g_array_index (self->moves, TessRecordMove, i).discard)
      placed++;
  /* With a start tile, the board holds one tile more than the moves. */
  k = (guint) n_placed > placed ? (guint) n_placed - placed : 0;
  for (guint i = 0; i < self->moves->len && k < (guint) n_placed; i++)
    if (!g_array_index (self->moves, TessRecordMove, i).discard)
      moves[k++] = i + 1;
  return tess_place_describe (self->tail, x, y, names, n_players, moves, (guint) n_placed);
}

/* Plays move @index on self->tail and makes its item. */
static TessHistoryItem *
build_move_item (TessHistory        *self,
                 guint               index,
                 const char * const *names,
                 GError            **error)
{
  TessRecord *record = tess_replay_get_record (self->replay);
  const TessDef *def = tess_replay_get_def (self->replay);
  const TessRecordMove *m = tess_record_move (record, index);
  g_autoptr(TessHistoryItem) item = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  int player = tess_state_current_player (self->tail);
  guint n_players = g_strv_length ((GStrv) names);
  g_autoptr(GPtrArray) extra = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *after = NULL;
  g_autofree char *place = NULL;
  char *start;

  /* The first sentence of the history: who started, and why. */
  if (index == 0 && (start = tess_explain_start (self->tail, names, n_players)) != NULL)
    g_ptr_array_add (extra, start);

  /* Where the tile goes, said from the board before it. */
  if (!m->discard && tess_def_find_type (def, m->tile) >= 0)
    place = describe_place (self, m->x, m->y, names, n_players);

  if (!tess_replay_apply (self->replay, self->tail, index, collect_event, events, error))
    return NULL;

  item = g_object_new (TESS_TYPE_HISTORY_ITEM, NULL);
  item->number = index + 1;
  item->player = player;
  item->player_name = g_strdup (player >= 0 && (guint) player < n_players ? names[player] : "");
  item->tile = tess_def_find_type (def, m->tile);
  item->tile_id = g_strdup (m->tile);
  item->discard = m->discard;

  if (m->discard)
    {
      item->action = tess_explain_discard_in_words (tess_def_tile (def, item->tile),
                                                    item->player_name,
                                                    tess_def_rules (def)->unplaceable);
      item->action_coordinates = tess_explain_discard (m->tile, item->player_name,
                                                       tess_def_rules (def)->unplaceable);
    }
  else
    {
      TessMove move;

      item->x = m->x;
      item->y = m->y;
      item->rotation = (m->rot & 3) * 90;
      item->follower_feature = MAX (-1, tess_follower_to_feature (def, item->tile, m->rot & 3,
                                                                  m->follower));
      if (item->follower_feature >= 0)
        item->follower = tess_def_tile (def, item->tile)->features[item->follower_feature].type;

      item->figure = item->follower_feature >= 0 ? (int) m->figure : TESS_FIGURE_FOLLOWER;
      move = (TessMove) { (uint16_t) item->tile, (int16_t) m->x, (int16_t) m->y,
                          (uint8_t) (m->rot & 3), (int8_t) item->follower_feature,
                          (uint8_t) item->figure };
      item->action = tess_explain_move_in_words (def, &move, item->player_name, place);
      item->action_coordinates = tess_explain_move (def, &move, item->player_name);
    }

  if (!m->discard)
    after = tess_explain_after_move (self->tail, player, names, n_players);
  item_finish (item, events, self->tail, names, extra, after);
  return g_steal_pointer (&item);
}

/* The final scoring after the moves of self->tail. */
static TessHistoryItem *
build_final_item (TessHistory        *self,
                  const char * const *names)
{
  const TessRules *rules = tess_def_rules (tess_replay_get_def (self->replay));
  g_autoptr(TessHistoryItem) item = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, TRUE, sizeof (TessEvent));
  g_autoptr(GPtrArray) extra = g_ptr_array_new_with_free_func (g_free);
  guint n_moves = self->moves->len;

  tess_state_copy (self->scratch, self->tail);
  tess_state_final_scoring (self->scratch, collect_event, events);
  /* One step per feature, in the order a teacher announces them. */
  tess_final_steps_sort (events);

  item = g_object_new (TESS_TYPE_HISTORY_ITEM, NULL);
  item->number = n_moves + 1;
  item->is_final = TRUE;
  if (tess_state_is_over (self->tail))
    item->action = tess_final_steps_intro (rules->goods);
  else
    /* Translators: %u is the number of the last move played */
    item->action = g_strdup_printf (_("Final scoring, as if the game ended after move %u."),
                                    n_moves);

  if (!rules->score_incomplete)
    g_ptr_array_add (extra, g_strdup (_("Under this game’s rules, incomplete roads, cities "
                                        "and monasteries score nothing.")));
  if (events->len == 0)
    g_ptr_array_add (extra, g_strdup (_("No follower stands where it could still score: "
                                        "nothing more is scored.")));

  item_finish (item, events, self->scratch, names, extra, NULL);
  return g_steal_pointer (&item);
}

static gboolean
same_move (const TessRecordMove *a,
           const TessRecordMove *b)
{
  if (g_strcmp0 (a->tile, b->tile) != 0 || a->discard != b->discard)
    return FALSE;
  if (a->discard)
    return TRUE;
  return a->x == b->x && a->y == b->y && a->rot == b->rot && a->follower == b->follower;
}

gboolean
tess_history_sync (TessHistory *self,
                   GError     **error)
{
  TessRecord *record;
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) names = NULL;
  guint n_record, first, old_items, old_moves;
  gboolean want_final;

  g_return_val_if_fail (TESS_IS_HISTORY (self), FALSE);

  record = tess_replay_get_record (self->replay);
  n_record = tess_record_n_moves (record);
  old_items = self->items->len;
  old_moves = self->moves->len;

  /* The first move that differs from what the items show. */
  for (first = 0; first < old_moves && first < n_record; first++)
    if (!same_move (&g_array_index (self->moves, TessRecordMove, first),
                    tess_record_move (record, first)))
      break;

  if (first == old_moves && first == n_record)
    {
      /* No move changed: only the final item may come or go. */
      want_final = self->show_final || tess_state_is_over (self->tail);
      if (want_final == self->has_final)
        return TRUE;
    }

  names = player_names (self);

  /* Drop the items from the first change on (the final item too). */
  g_ptr_array_set_size (self->items, first);
  if (first < old_moves)
    {
      g_array_set_size (self->moves, first);
      tess_replay_invalidate (self->replay, first);
      if (!tess_replay_seek (self->replay, first, self->tail, &local_error))
        {
          /* Moves that were legal are no longer: start again from nothing. */
          g_ptr_array_set_size (self->items, 0);
          g_array_set_size (self->moves, 0);
          tess_state_free (self->tail);
          self->tail = tess_replay_new_state (self->replay);
          first = 0;
          g_clear_error (&local_error);
        }
    }

  for (guint i = self->moves->len; i < n_record; i++)
    {
      TessHistoryItem *item = build_move_item (self, i, (const char * const *) names,
                                               &local_error);
      TessRecordMove copy;

      if (item == NULL)
        break;
      g_ptr_array_add (self->items, item);
      copy = *tess_record_move (record, i);
      copy.tile = g_strdup (copy.tile);
      g_array_append_val (self->moves, copy);
    }

  want_final = local_error == NULL && (self->show_final || tess_state_is_over (self->tail));
  self->has_final = want_final;
  if (want_final)
    g_ptr_array_add (self->items, build_final_item (self, (const char * const *) names));

  /* Fill the replay's checkpoints, so that seeking is a copy. */
  if (local_error == NULL)
    tess_replay_seek (self->replay, self->moves->len, self->scratch, NULL);

  if (old_items != first || self->items->len != first)
    g_list_model_items_changed (G_LIST_MODEL (self), first, old_items - first,
                                self->items->len - first);
  if (old_items != self->items->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* -------------------------------------------------------------- public */

TessHistory *
tess_history_new (TessReplay *replay,
                  GError    **error)
{
  g_autoptr(TessHistory) self = NULL;

  g_return_val_if_fail (replay != NULL, NULL);

  self = g_object_new (TESS_TYPE_HISTORY, "replay", replay, NULL);
  if (!tess_history_sync (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

static void
on_game_changed (TessHistory *self)
{
  g_autoptr(GError) error = NULL;

  if (!tess_history_sync (self, &error))
    g_warning ("The history cannot follow the game: %s", error->message);
}

TessHistory *
tess_history_new_for_game (TessGame *game)
{
  TessHistory *self;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);

  self = g_object_new (TESS_TYPE_HISTORY, "replay", tess_game_get_replay (game), NULL);
  g_signal_connect_object (game, "notify::n-moves", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "notify::finished", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
  on_game_changed (self);
  return self;
}

TessReplay *
tess_history_get_replay (TessHistory *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY (self), NULL);

  return self->replay;
}

TessRecord *
tess_history_get_record (TessHistory *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY (self), NULL);

  return tess_replay_get_record (self->replay);
}

const TessTileDef *
tess_history_get_tile_def (TessHistory *self,
                           int          type)
{
  const TessDef *def;

  g_return_val_if_fail (TESS_IS_HISTORY (self), NULL);

  def = tess_replay_get_def (self->replay);
  if (type < 0 || type >= tess_def_n_types (def))
    return NULL;
  return tess_def_tile (def, type);
}

int
tess_history_get_player_color (TessHistory *self,
                               int          player)
{
  TessRecord *record;

  g_return_val_if_fail (TESS_IS_HISTORY (self), -1);

  record = tess_replay_get_record (self->replay);
  if (player < 0 || (guint) player >= tess_record_n_players (record))
    return -1;
  return tess_record_player (record, player)->color;
}

gboolean
tess_history_get_show_final (TessHistory *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY (self), FALSE);

  return self->show_final;
}

void
tess_history_set_show_final (TessHistory *self,
                             gboolean     show_final)
{
  g_return_if_fail (TESS_IS_HISTORY (self));

  show_final = !!show_final;
  if (self->show_final == show_final)
    return;
  self->show_final = show_final;
  /* Before construction ends there is nothing to sync yet. */
  if (self->tail != NULL)
    tess_history_sync (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_FINAL]);
}

guint
tess_history_get_n_moves (TessHistory *self)
{
  g_return_val_if_fail (TESS_IS_HISTORY (self), 0);

  return self->moves->len;
}

gboolean
tess_history_seek (TessHistory *self,
                   guint        n_moves,
                   TessState   *out,
                   GError     **error)
{
  g_return_val_if_fail (TESS_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (n_moves <= self->moves->len, FALSE);

  return tess_replay_seek (self->replay, (int) n_moves, out, error);
}
