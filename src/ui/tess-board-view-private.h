/* tess-board-view-private.h: the board's state, shared by its files
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-board-view.h"
#include "tess-render.h"

G_BEGIN_DECLS

/* The board is one widget over one TessViewport, in three files:
 * tess-board-view.c (the GObject, its API, following the game),
 * tess-board-view-draw.c (the snapshot, the cached board node, the
 * moving parts drawn over it, the highlights) and
 * tess-board-view-input.c (pointer, gestures, keys and the board.*
 * actions they go through); tess-board-view-fit.c (its size, the fit and
 * the zoom) and tess-board-view-motion.c (the short moves of a turn). */

#define TESS_BOARD_HIGHLIGHT_USEC   (1800 * G_TIME_SPAN_MILLISECOND)
#define TESS_BOARD_SPOT_RADIUS      0.12    /* of a cell */
/* How much of a light's colour lies over a lit feature: the landscape
 * stays readable under it, its outline says who scored. */
#define TESS_BOARD_LIGHT_TINT       0.22

typedef struct
{
  double ux;
  double uy;
  int    feature;
} TessBoardSpot;

typedef struct
{
  GArray *cells;        /* TessGameCell */
  double  r, g, b;
  gint64  start;        /* monotonic µs; 0 until the first frame */
} TessBoardHighlight;

/* The short moves of a turn (tess-board-view-motion.c). */
typedef enum
{
  TESS_BOARD_MOTION_LAY,           /* a tile glides into place, its follower drops */
  TESS_BOARD_MOTION_POINTS,        /* a scoring's "+8" rises */
  TESS_BOARD_MOTION_HOME,          /* a follower flies home */
} TessBoardMotionKind;

/* What the board derives from its game, each computed again once per
 * change of the position (TessGame::changed): counted for the tests. */
typedef enum
{
  TESS_BOARD_DERIVED_LEGAL,        /* the legal placements and dead cells */
  TESS_BOARD_DERIVED_SPOTS,        /* the follower spots */
  TESS_BOARD_DERIVED_ACTIONS,      /* the board.* actions' states */
  TESS_BOARD_DERIVED_DESCRIPTION,  /* what screen readers are told */
  TESS_BOARD_N_DERIVED
} TessBoardDerived;

struct _TessBoardView
{
  GtkWidget parent_instance;

  TessGame        *game;
  GSignalGroup    *game_signals;
  TessViewport    *viewport;
  TessRenderCache *tile_cache;

  /* The cached board: cells [node_x0, node_x1] x [node_y0, node_y1] at
   * node_zoom, cell (node_x0, node_y0) at the node's origin. */
  GskRenderNode *board_node;
  int            node_x0, node_y0, node_x1, node_y1;
  double         node_zoom;
  gboolean       node_scaled;   /* drawn with sprites scaled, while the zoom moves */
  guint          zoom_settle_id;

  int       rotation;
  int       shown_rotation;     /* last notified: tess_board_view_get_shown_rotation() */
  int       cursor_x;
  int       cursor_y;
  gboolean  keyboard_cursor;    /* the cursor was moved by keys: show it */
  char     *said_held;          /* the tile in hand as the description last said it whole */
  char     *said_cell;          /* the cell as the description last said it while a follower is chosen */
  char     *said_all;           /* everything the description last stood for, in full */
  char     *lead;               /* said before the description, next time it is set (tess-speech.c) */
  char     *last_description;   /* as set last, with the lead */
  guint     description_idle;   /* the description set once the change is over */
  gboolean  described_lead;     /* the description set last holds the window's words */
  gboolean  drop_lead;          /* … which leave it, the focus gone */

  GHashTable *legal;            /* packed cell -> rotation mask + 1 */
  GArray     *dead_cells;       /* TessGameCell */

  GArray   *spots;              /* TessBoardSpot, after a tile is laid */
  int       selected_spot;
  int       figure;             /* the TessFigure a spot chosen takes */
  gboolean  big_available;      /* last notified: tess_board_view_get_big_available() */
  guint     figures_available;  /* … and bit i: tess_board_view_get_figure_available (i) */
  gboolean  follower_prompted;  /* the prompt for this tile's follower was said */
  gboolean  prompt_unsaid;      /* … but the description has not said it yet */
  gboolean  said_no_supply;     /* "No follower left" said, and still true */
  int       hover_spot;

  GPtrArray *highlights;        /* TessBoardHighlight: a moment each, fading */
  GPtrArray *scoring;           /* TessBoardHighlight: the last scorings, lit until the next action */
  guint      seen_n_moves;      /* an undo (fewer moves) puts the scorings out */
  guint      tick_id;
  guint      highlight_timeout;

  /* The feature under the pointer (the aid "value and owner"). */
  int        hover_placement;
  int        hover_feature;
  GArray    *hover_cells;
  GArray    *hover_cities;       /* farm hints: the completed cities the farm supplies */
  char      *info_text;

  gboolean  pointer_inside;
  gboolean  pointer_seen;       /* pointer_in_window holds where it was last */
  double    pointer_in_window[2];
  double    pointer_x;
  double    pointer_y;

  double    drag_center_x;
  double    drag_center_y;
  gboolean  dragging;
  double    zoom_begin;

  gboolean  interactive;
  gboolean  keep_turn;          /* place the tile as turned, never turned to fit (lessons) */
  gboolean  follow_board;       /* keep the whole board in view until the player zooms or pans */
  gboolean  show_dead_cells;
  gboolean  show_feature_value;
  gboolean  show_farm_hints;
  gboolean  high_contrast;      /* borders and follower marks drawn for it */

  guint     n_computed[TESS_BOARD_N_DERIVED];

  /* Where each player laid their last tile (placements, -1 for none),
   * marked for the others until their next turn. */
  int       last_tiles[TESS_MAX_PLAYERS];
  int       covered_end;        /* pixels at the end under the side panel */
  /* Where the board lay in its window at the last allocation, to keep
   * it still when only a card above it grows or shrinks. */
  gboolean  placed_in_window;
  double    window_left;
  double    window_top;
  double    window_bottom;
  int       window_width;

  /* The moves under way (tess-board-view-motion.c), and the position
   * the next move starts from: its followers and tiles, and the tile
   * laid and drawn waiting for its follower (a person's, not a
   * computer's, which is played at once). */
  GPtrArray *motions;
  guint      motion_tick_id;
  GArray    *seen_followers;
  int        seen_n_placed;
  gboolean   drawn_pending;
  int        drawn_pending_x;
  int        drawn_pending_y;
};

static inline gint64
tess_board_pack_cell (int x,
                      int y)
{
  return ((gint64) (gint32) x << 32) | (guint32) y;
}

static inline void
tess_board_unpack_cell (gint64  packed,
                        int    *x,
                        int    *y)
{
  *x = (gint32) (packed >> 32);
  *y = (gint32) (packed & 0xffffffff);
}

/* Whether the person at the screen plays this turn (not a computer). */
static inline gboolean
tess_board_is_human_turn (TessBoardView *self)
{
  return self->game != NULL && self->interactive;
}

static inline gboolean
tess_board_cell_is_legal (TessBoardView *self,
                          int            x,
                          int            y)
{
  gint64 key = tess_board_pack_cell (x, y);

  return g_hash_table_contains (self->legal, &key);
}

/* tess-board-view.c */
/* For the tests: how many times @what was computed since the last reset. */
guint    _tess_board_view_get_n_computed     (TessBoardView    *self,
                                              TessBoardDerived  what);
void     _tess_board_view_reset_n_computed   (TessBoardView    *self);
void     _tess_board_view_player_rgb         (TessBoardView *self,
                                              int            player,
                                              double        *r,
                                              double        *g,
                                              double        *b);
void     _tess_board_view_set_info_text      (TessBoardView *self,
                                              const char    *text);
void     _tess_board_view_clear_hover_feature (TessBoardView *self);
void     _tess_board_view_cursor_changed     (TessBoardView *self);
void     _tess_board_view_notify_rotation    (TessBoardView *self);
void     _tess_board_view_fit_board          (TessBoardView *self);
/* The rotation a placement at (x, y) takes: the tile as turned with
 * keep_turn, else the one the ghost shows (the preferred when it fits);
 * -1 when none fits. */
int      _tess_board_view_placing_rotation   (TessBoardView *self,
                                              int            x,
                                              int            y);
void     _tess_board_view_refuse             (TessBoardView *self,
                                              const GError  *error);

/* tess-board-view-fit.c */
void     _tess_board_view_size_allocate      (GtkWidget     *widget,
                                              int            width,
                                              int            height,
                                              int            baseline);
void     _tess_board_view_measure            (GtkWidget      *widget,
                                              GtkOrientation  orientation,
                                              int             for_size,
                                              int            *minimum,
                                              int            *natural,
                                              int            *minimum_baseline,
                                              int            *natural_baseline);
/* Whether the whole board and a cell all round it are in view. */
gboolean _tess_board_view_board_fits         (TessBoardView *self);

/* tess-board-view-draw.c */
void     _tess_board_view_snapshot           (GtkWidget     *widget,
                                              GtkSnapshot   *snapshot);
void     _tess_board_view_drop_board_node    (TessBoardView *self);
void     _tess_board_view_viewport_changed   (TessBoardView *self,
                                              TessViewport  *viewport);
void     _tess_board_view_stop_drawing       (TessBoardView *self);
double   _tess_board_view_spot_radius        (TessBoardView *self,
                                              double         zoom);

/* tess-board-view-marks.c */
void     _tess_board_view_update_last_tiles  (TessBoardView *self);
void     _tess_board_view_snapshot_last_tiles (TessBoardView *self,
                                               GtkSnapshot   *snapshot,
                                               double         zoom);
void     _tess_board_view_highlight_free     (gpointer       data);

/* tess-board-view-motion.c */
gboolean _tess_board_view_animations_enabled (TessBoardView *self);
void     _tess_board_view_init_motion        (TessBoardView *self);
void     _tess_board_view_finalize_motion    (TessBoardView *self);
void     _tess_board_view_stop_motions       (TessBoardView *self);
void     _tess_board_view_motion_changed     (TessBoardView *self);
void     _tess_board_view_motion_moved       (TessBoardView *self);
void     _tess_board_view_snapshot_motions   (TessBoardView *self,
                                              GtkSnapshot   *snapshot,
                                              double         zoom,
                                              gboolean       above);
/* For the tests: the motions under way of @kind, or of all with -1. */
guint    _tess_board_view_count_motions      (TessBoardView       *self,
                                              TessBoardMotionKind  kind);
/* For the tests' pictures: every motion under way @fraction of its way. */
void     _tess_board_view_age_motions        (TessBoardView *self,
                                              double         fraction);

/* tess-board-view-input.c */
void     _tess_board_view_class_init_input   (GtkWidgetClass *widget_class);
void     _tess_board_view_init_input         (TessBoardView *self);
void     _tess_board_view_update_actions     (TessBoardView *self);

/* tess-board-view-figure.c */
void     _tess_board_view_class_init_figure  (GtkWidgetClass *widget_class);
void     _tess_board_view_update_figure      (TessBoardView *self);
int      _tess_board_view_get_figure         (TessBoardView *self);
/* tess-board-view.c: the spots of the figure chosen on the tile laid. */
void     _tess_board_view_update_spots       (TessBoardView *self);

/* tess-board-view-words.c */
void     _tess_board_view_update_description       (TessBoardView *self);
void     _tess_board_view_announce_follower_prompt (TessBoardView *self);
void     _tess_board_view_init_words               (TessBoardView *self);
void     _tess_board_view_say_scores_action        (GtkWidget     *widget,
                                                    const char    *action_name,
                                                    GVariant      *param);
void     _tess_board_view_say                      (GtkWidget     *widget,
                                                    const char    *text);
char    *_tess_board_view_describe_spot            (TessBoardView *self);

/* tess-board-view.c */
void     _tess_board_view_announce           (TessBoardView *self,
                                              const char    *text);
void     _tess_board_view_show_status        (TessBoardView *self,
                                              const char    *text);

G_END_DECLS
