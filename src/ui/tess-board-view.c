/* tess-board-view.c: the board, drawn and played on
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tess-art-draw.h"
#include "tess-board-view-private.h"
#include "tess-describe.h"

G_DEFINE_FINAL_TYPE (TessBoardView, tess_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEWPORT,
  PROP_ROTATION,
  PROP_SHOWN_ROTATION,
  PROP_INFO_TEXT,
  PROP_INTERACTIVE,
  PROP_SHOW_DEAD_CELLS,
  PROP_SHOW_FEATURE_VALUE,
  PROP_SHOW_FARM_HINTS,
  PROP_HIGH_CONTRAST,
  PROP_BIG_FOLLOWER,
  PROP_BIG_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MOVE_REFUSED,
  ANNOUNCE,
  STATUS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_tess_board_view_player_rgb (TessBoardView *self,
                             int            player,
                             double        *r,
                             double        *g,
                             double        *b)
{
  if (self->game != NULL && player >= 0 && player < (int) tess_game_get_n_players (self->game))
    {
      tess_render_color_rgb (tess_game_get_player_color (self->game, player), r, g, b);
      return;
    }
  /* Gold: more than one scorer, or none. */
  tess_render_gold_rgb (r, g, b);
}


/* A move of the board's actions the game did not take: the host says why. */
void
_tess_board_view_refuse (TessBoardView *self,
                         const GError  *error)
{
  g_signal_emit (self, signals[MOVE_REFUSED], 0, error->message);
}

int
_tess_board_view_placing_rotation (TessBoardView *self,
                                   int            x,
                                   int            y)
{
  if (self->game == NULL)
    return -1;
  if (self->keep_turn)
    return tess_game_can_place_at (self->game, x, y, self->rotation) ? self->rotation : -1;
  return tess_game_fitting_rotation (self->game, x, y, self->rotation);
}

/**
 * tess_board_view_set_keep_turn:
 *
 * Whether the tile is placed the way the player turned it, never turned
 * to fit: a placement that does not fit is refused and explained (the
 * lessons, where trying the wrong way teaches why).
 */
void
tess_board_view_set_keep_turn (TessBoardView *self,
                               gboolean       keep_turn)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  keep_turn = !!keep_turn;
  if (self->keep_turn == keep_turn)
    return;
  self->keep_turn = keep_turn;
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ------------------------------------------------------------ state */

void
_tess_board_view_set_info_text (TessBoardView *self,
                                const char    *text)
{
  if (g_strcmp0 (self->info_text, text) == 0)
    return;
  g_free (self->info_text);
  self->info_text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INFO_TEXT]);
}

void
_tess_board_view_clear_hover_feature (TessBoardView *self)
{
  self->hover_placement = -1;
  self->hover_feature = -1;
  g_clear_pointer (&self->hover_cells, g_array_unref);
  g_clear_pointer (&self->hover_cities, g_array_unref);
  _tess_board_view_set_info_text (self, NULL);
}

void
_tess_board_view_announce (TessBoardView *self,
                           const char    *text)
{
  if (text != NULL && *text != '\0')
    g_signal_emit (self, signals[ANNOUNCE], 0, text);
}

void
_tess_board_view_show_status (TessBoardView *self,
                              const char    *text)
{
  if (text != NULL && *text != '\0')
    g_signal_emit (self, signals[STATUS], 0, text);
}

/* What the cursor shows may have changed (it moved, the tile was turned,
 * the game went on): the screen reader's description, and the rotation
 * the tile in hand is shown in, which the window's hand follows. */
void
_tess_board_view_cursor_changed (TessBoardView *self)
{
  int shown = tess_board_view_get_shown_rotation (self);

  _tess_board_view_update_description (self);
  if (shown != self->shown_rotation)
    {
      self->shown_rotation = shown;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_ROTATION]);
    }
}

/* The nearest legal cell to (x, y), by distance, ties to the first. */
static gboolean
nearest_legal (TessBoardView *self,
               int            x,
               int            y,
               int           *out_x,
               int           *out_y)
{
  GHashTableIter iter;
  gpointer key;
  double best = G_MAXDOUBLE;
  gboolean found = FALSE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int cx, cy;
      double d;

      tess_board_unpack_cell (*(gint64 *) key, &cx, &cy);
      d = hypot (cx - x, cy - y) + (cy - y) * 1e-6 + (cx - x) * 1e-9;

      if (d < best)
        {
          best = d;
          *out_x = cx;
          *out_y = cy;
          found = TRUE;
        }
    }
  return found;
}

static void
update_legal (TessBoardView *self)
{
  self->n_computed[TESS_BOARD_DERIVED_LEGAL]++;
  g_hash_table_remove_all (self->legal);
  g_clear_pointer (&self->dead_cells, g_array_unref);

  if (self->game == NULL)
    return;

  if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE)
    {
      g_autoptr(GArray) placements = tess_game_get_placements (self->game);

      for (guint i = 0; i < placements->len; i++)
        {
          const TessGamePlacement *p = &g_array_index (placements, TessGamePlacement, i);
          gint64 key = tess_board_pack_cell (p->x, p->y);
          int mask = GPOINTER_TO_INT (g_hash_table_lookup (self->legal, &key));

          if (mask == 0)
            mask = 1;
          mask |= 2 << p->rot;
          g_hash_table_insert (self->legal, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (mask));
        }
    }

  if (self->show_dead_cells && tess_game_get_phase (self->game) != TESS_GAME_PHASE_GAME_OVER &&
      tess_game_get_tiles_left (self->game) > 0)
    self->dead_cells = tess_game_get_dead_cells (self->game);
}

void
_tess_board_view_update_spots (TessBoardView *self)
{
  g_autoptr(GArray) options = NULL;
  int x, y, rot, type;
  const TessTileDef *def;

  self->n_computed[TESS_BOARD_DERIVED_SPOTS]++;
  g_array_set_size (self->spots, 0);
  self->selected_spot = -1;
  self->hover_spot = -1;

  if (self->game == NULL || !tess_game_get_pending (self->game, &x, &y, &rot))
    return;

  type = tess_game_get_tile (self->game);
  def = tess_game_get_tile_def (self->game, type);
  options = tess_game_get_figure_options (self->game, self->figure);
  for (guint i = 0; i < options->len; i++)
    {
      TessBoardSpot spot;

      spot.feature = g_array_index (options, int, i);
      tess_render_feature_anchor (def, spot.feature, rot, &spot.ux, &spot.uy);
      g_array_append_val (self->spots, spot);
    }
}

/* After any change of the game (TessGame::changed, once per change):
 * recompute what is drawn over the board. */
static void
game_changed (TessBoardView *self)
{
  update_legal (self);
  _tess_board_view_update_last_tiles (self);
  _tess_board_view_update_figure (self);
  _tess_board_view_update_spots (self);
  _tess_board_view_update_actions (self);

  /* Keep the cursor where it is if the tile fits there, else take it to
   * the nearest cell where it does: keyboard play starts one key away. */
  if (self->game != NULL &&
      tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE &&
      !tess_board_cell_is_legal (self, self->cursor_x, self->cursor_y))
    {
      int x, y;

      if (nearest_legal (self, self->cursor_x, self->cursor_y, &x, &y))
        {
          self->cursor_x = x;
          self->cursor_y = y;
          if (self->keyboard_cursor)
            tess_viewport_ensure_visible (self->viewport, x, y);
        }
    }
  else if (self->game != NULL)
    {
      int x, y;

      /* The cursor stays on the tile just laid. */
      if (tess_game_get_pending (self->game, &x, &y, NULL))
        {
          self->cursor_x = x;
          self->cursor_y = y;
        }
    }

  _tess_board_view_cursor_changed (self);
  _tess_board_view_announce_follower_prompt (self);
  _tess_board_view_motion_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_n_moves (TessBoardView *self,
            GParamSpec    *pspec,
            TessGame      *game)
{
  _tess_board_view_clear_hover_feature (self);
  _tess_board_view_drop_board_node (self);
  if (tess_game_get_n_moves (game) < self->seen_n_moves)
    tess_board_view_clear_scoring (self);
  _tess_board_view_motion_moved (self);
  self->seen_n_moves = tess_game_get_n_moves (game);
  /* Another tile in hand, said whole even if of the kind said last. */
  g_clear_pointer (&self->said_held, g_free);
  /* A new zoom draws every tile again: refit only when the board with a
   * cell around it no longer shows whole. */
  if (self->follow_board && !_tess_board_view_board_fits (self))
    _tess_board_view_fit_board (self);
}

/* ------------------------------------------------------------ GObject */

static void
tess_board_view_dispose (GObject *object)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  _tess_board_view_stop_drawing (self);
  _tess_board_view_stop_motions (self);
  /* The viewport is the board's own (never another): others who hold it
   * may still move it, and the board no longer follows. */
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_func (self->viewport, _tess_board_view_viewport_changed, self);
  g_clear_object (&self->viewport);

  G_OBJECT_CLASS (tess_board_view_parent_class)->dispose (object);
}

static void
tess_board_view_finalize (GObject *object)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  g_clear_pointer (&self->tile_cache, tess_render_cache_free);
  _tess_board_view_finalize_motion (self);
  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->dead_cells, g_array_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->highlights, g_ptr_array_unref);
  g_clear_pointer (&self->scoring, g_ptr_array_unref);
  g_clear_pointer (&self->hover_cells, g_array_unref);
  g_clear_pointer (&self->hover_cities, g_array_unref);
  g_clear_pointer (&self->info_text, g_free);

  g_free (self->said_held);
  g_free (self->said_cell);
  g_free (self->said_all);
  g_free (self->lead);
  g_free (self->last_description);
  g_clear_handle_id (&self->description_idle, g_source_remove);
  G_OBJECT_CLASS (tess_board_view_parent_class)->finalize (object);
}

static void
tess_board_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_ROTATION:
      g_value_set_int (value, self->rotation);
      break;
    case PROP_SHOWN_ROTATION:
      g_value_set_int (value, tess_board_view_get_shown_rotation (self));
      break;
    case PROP_INFO_TEXT:
      g_value_set_string (value, self->info_text);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_SHOW_DEAD_CELLS:
      g_value_set_boolean (value, self->show_dead_cells);
      break;
    case PROP_SHOW_FEATURE_VALUE:
      g_value_set_boolean (value, self->show_feature_value);
      break;
    case PROP_SHOW_FARM_HINTS:
      g_value_set_boolean (value, self->show_farm_hints);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    case PROP_BIG_FOLLOWER:
      g_value_set_boolean (value, tess_board_view_get_big_follower (self));
      break;
    case PROP_BIG_AVAILABLE:
      g_value_set_boolean (value, tess_board_view_get_big_available (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_aid (TessBoardView *self,
         gboolean      *field,
         gboolean       value,
         int            prop)
{
  if (*field == value)
    return;
  *field = value;
  _tess_board_view_clear_hover_feature (self);
  update_legal (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
tess_board_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TessBoardView *self = TESS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tess_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tess_board_view_set_rotation (self, g_value_get_int (value));
      break;
    case PROP_INTERACTIVE:
      tess_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_DEAD_CELLS:
      set_aid (self, &self->show_dead_cells, g_value_get_boolean (value), PROP_SHOW_DEAD_CELLS);
      break;
    case PROP_SHOW_FEATURE_VALUE:
      set_aid (self, &self->show_feature_value, g_value_get_boolean (value), PROP_SHOW_FEATURE_VALUE);
      break;
    case PROP_SHOW_FARM_HINTS:
      set_aid (self, &self->show_farm_hints, g_value_get_boolean (value), PROP_SHOW_FARM_HINTS);
      break;
    case PROP_HIGH_CONTRAST:
      tess_board_view_set_high_contrast (self, g_value_get_boolean (value));
      break;
    case PROP_BIG_FOLLOWER:
      tess_board_view_set_big_follower (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_board_view_class_init (TessBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_board_view_dispose;
  object_class->finalize = tess_board_view_finalize;
  object_class->get_property = tess_board_view_get_property;
  object_class->set_property = tess_board_view_set_property;

  widget_class->snapshot = _tess_board_view_snapshot;
  widget_class->size_allocate = _tess_board_view_size_allocate;
  widget_class->measure = _tess_board_view_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, TESS_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_int ("rotation", NULL, NULL, 0, 3, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TessBoardView:shown-rotation:
   *
   * How the tile in hand is shown turned, by the ghost at the cursor, the
   * board's description and the window's hand alike (see
   * tess_board_view_get_shown_rotation()).
   */
  properties[PROP_SHOWN_ROTATION] =
    g_param_spec_int ("shown-rotation", NULL, NULL, 0, 3, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INFO_TEXT] =
    g_param_spec_string ("info-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_DEAD_CELLS] =
    g_param_spec_boolean ("show-dead-cells", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FEATURE_VALUE] =
    g_param_spec_boolean ("show-feature-value", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_FARM_HINTS] =
    g_param_spec_boolean ("show-farm-hints", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Follows the desktop's high-contrast setting; may be set by hand. */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The follower step's figure (tess-board-view-figure.c). */
  properties[PROP_BIG_FOLLOWER] =
    g_param_spec_boolean ("big-follower", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BIG_AVAILABLE] =
    g_param_spec_boolean ("big-available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TessBoardView::move-refused:
   * @message: why, as a sentence for the player
   *
   * A move made on the board (a click, a key, a board.* action) was not
   * taken by the game.
   */
  signals[MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TessBoardView::announce:
   * @text: what to say
   *
   * Something a screen reader should say though the focus stays on the
   * board and its description does not say it: the prompt for a
   * follower. The window shows it on its status label and says it.
   */
  signals[ANNOUNCE] =
    g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TessBoardView::status:
   * @text: what to show
   *
   * What the board's description says already (the follower spot chosen
   * with Tab), for the window's status label, not to be said again.
   */
  signals[STATUS] =
    g_signal_new ("status", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  _tess_board_view_class_init_input (widget_class);
  _tess_board_view_class_init_figure (widget_class);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* The desktop's high contrast (libadwaita's, from the portal) or a
 * high-contrast GTK theme. */
static void
on_high_contrast_changed (TessBoardView *self)
{
  g_autofree char *theme = NULL;
  gboolean high = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &theme, NULL);
  if (theme != NULL && g_str_has_prefix (theme, "HighContrast"))
    high = TRUE;
  tess_board_view_set_high_contrast (self, high);
}

static void
tess_board_view_init (TessBoardView *self)
{
  self->viewport = tess_viewport_new ();
  self->tile_cache = tess_render_cache_new ();
  self->legal = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->spots = g_array_new (FALSE, FALSE, sizeof (TessBoardSpot));
  self->highlights = g_ptr_array_new_with_free_func (_tess_board_view_highlight_free);
  self->scoring = g_ptr_array_new_with_free_func (_tess_board_view_highlight_free);
  self->selected_spot = -1;
  self->hover_spot = -1;
  self->interactive = TRUE;
  self->follow_board = TRUE;
  self->hover_placement = -1;
  self->hover_feature = -1;
  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    self->last_tiles[p] = -1;

  /* The game is followed through one group: setting its target attaches
   * and detaches every handler at once. A move drops the cached board
   * on notify::n-moves; what is derived from the position is computed
   * again once, on ::changed, which comes last. */
  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::n-moves",
                                 G_CALLBACK (on_n_moves), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  /* The next tile laid puts the last move's scorings out (not a
   * discard: that comes by itself, right after the move). */
  g_signal_group_connect_object (self->game_signals, "tile-placed",
                                 G_CALLBACK (tess_board_view_clear_scoring), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->viewport, "changed", G_CALLBACK (_tess_board_view_viewport_changed),
                           self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  _tess_board_view_init_input (self);
  _tess_board_view_init_words (self);
  _tess_board_view_init_motion (self);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (on_high_contrast_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_settings_get_default (), "notify::gtk-theme-name",
                           G_CALLBACK (on_high_contrast_changed), self, G_CONNECT_SWAPPED);
  on_high_contrast_changed (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  _tess_board_view_update_actions (self);
}

GtkWidget *
tess_board_view_new (void)
{
  return g_object_new (TESS_TYPE_BOARD_VIEW, NULL);
}

TessGame *
tess_board_view_get_game (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
tess_board_view_set_game (TessBoardView *self,
                          TessGame      *game)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || TESS_IS_GAME (game));

  if (self->game == game)
    return;

  /* The one place a game is attached and detached. */
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  tess_board_view_clear_highlights (self);
  tess_board_view_clear_scoring (self);
  _tess_board_view_clear_hover_feature (self);
  _tess_board_view_stop_motions (self);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  self->seen_n_moves = game != NULL ? tess_game_get_n_moves (game) : 0;
  /* Nothing said yet of this game: its tile in hand is said whole. */
  g_clear_pointer (&self->said_held, g_free);
  g_clear_pointer (&self->said_cell, g_free);
  g_clear_pointer (&self->said_all, g_free);
  if (game != NULL)
    {
      self->cursor_x = 0;
      self->cursor_y = 0;
    }

  /* The tiles' own art, if its sets have any. */
  tess_art_draw_set_cache_game (self->tile_cache, game);
  game_changed (self);
  tess_board_view_fit (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* Off while a computer player thinks: no legal cells, no clicks. */
void
tess_board_view_set_interactive (TessBoardView *self,
                                 gboolean       interactive)
{
  int figure;

  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  interactive = !!interactive;
  if (interactive == self->interactive)
    return;
  self->interactive = interactive;
  _tess_board_view_update_actions (self);
  figure = self->figure;
  _tess_board_view_update_figure (self);
  if (figure != self->figure)
    _tess_board_view_update_spots (self);
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

TessViewport *
tess_board_view_get_viewport (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->viewport;
}

int
tess_board_view_get_rotation (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), 0);

  return self->rotation;
}

void
tess_board_view_set_rotation (TessBoardView *self,
                              int            rotation)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  rotation = ((rotation % 4) + 4) % 4;
  if (rotation == self->rotation)
    return;
  self->rotation = rotation;
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  _tess_board_view_notify_rotation (self);
}

void
_tess_board_view_notify_rotation (TessBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

void
tess_board_view_get_cursor (TessBoardView *self,
                            int           *x,
                            int           *y)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  if (x)
    *x = self->cursor_x;
  if (y)
    *y = self->cursor_y;
}

void
tess_board_view_set_cursor (TessBoardView *self,
                            int            x,
                            int            y)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  self->cursor_x = x;
  self->cursor_y = y;
  self->keyboard_cursor = TRUE;
  tess_viewport_ensure_visible (self->viewport, x, y);
  _tess_board_view_cursor_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The rotation the tile would be placed in at the cursor: the preferred
 * one if it fits there, else the next that does; -1 when none. */
int
tess_board_view_get_cursor_rotation (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), -1);

  return _tess_board_view_placing_rotation (self, self->cursor_x, self->cursor_y);
}

/* How the tile in hand is shown turned: the way it would be placed at the
 * cursor (tess_board_view_get_cursor_rotation()), or the rotation it is
 * held in when it fits nowhere there. The ghost, the board's description
 * and the window's hand all show this one, so that they never disagree. */
int
tess_board_view_get_shown_rotation (TessBoardView *self)
{
  int rot;

  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), 0);

  rot = tess_board_view_get_cursor_rotation (self);
  return rot >= 0 ? rot : self->rotation;
}

const char *
tess_board_view_get_info_text (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), NULL);

  return self->info_text;
}

gboolean
tess_board_view_get_high_contrast (TessBoardView *self)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), FALSE);

  return self->high_contrast;
}

void
tess_board_view_set_high_contrast (TessBoardView *self,
                                   gboolean       high_contrast)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  high_contrast = !!high_contrast;
  if (high_contrast == self->high_contrast)
    return;
  self->high_contrast = high_contrast;
  _tess_board_view_drop_board_node (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

/* ------------------------------------------------------------ for the tests */

guint
_tess_board_view_get_n_computed (TessBoardView    *self,
                                 TessBoardDerived  what)
{
  g_return_val_if_fail (TESS_IS_BOARD_VIEW (self), 0);
  g_return_val_if_fail (what < TESS_BOARD_N_DERIVED, 0);

  return self->n_computed[what];
}

void
_tess_board_view_reset_n_computed (TessBoardView *self)
{
  g_return_if_fail (TESS_IS_BOARD_VIEW (self));

  memset (self->n_computed, 0, sizeof self->n_computed);
}
