/* bench-window.h: what the files of the game window's benchmark share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tess-application.h"
#include "tess-board-view.h"
#include "tess-test-ui.h"

G_BEGIN_DECLS

/* The targets of the issue. */
#define TARGET_REDRAW_MS   4.0
#define TARGET_FRAME_MS    (1000.0 / 60.0)
#define TARGET_STARTUP_MS  500.0
#define TARGET_MEMORY_MIB  120.0

/* Frames measured before the samples of each case (caches, branch
 * predictors, the allocator). */
#define WARM_UP_FRAMES 3
/* How long a wait for a painted frame may take before it is an error. */
#define FRAME_TIMEOUT_MS 5000

typedef enum
{
  CHANGE_ZOOM_KEY,     /* zoom in and out by about the keys' step, to sizes never drawn before */
  CHANGE_NOTHING,      /* a redraw with nothing moved */
  CHANGE_HOVER,        /* the ghost tile goes to the next legal cell */
  CHANGE_SPOT,         /* the next follower spot is chosen */
  CHANGE_PAN,          /* the view moves by a few pixels */
  CHANGE_ZOOM_SMOOTH,  /* a pinch or smooth scroll: a small zoom step */
} Change;

typedef struct
{
  double mean;
  double p50;
  double p95;
  double max;
  guint  n;
} Stats;

typedef struct
{
  const char *id;
  const char *what;
  const char *state;
  Change      change;
  double      zoom_factor;   /* of the fitted zoom, for this case */
  gboolean    measured;
  double      zoom;          /* cell size in pixels, at the start */
  int         tiles;         /* tiles on the board */
  Stats       snapshot;      /* the widget's snapshot, ms of CPU time */
  Stats       render;        /* the node drawn with cairo, ms of CPU time */
  Stats       cpu;           /* both, ms of CPU time */
  Stats       total;         /* both, ms of wall-clock time */
  gboolean    frames_measured;
  Stats       frame_work;    /* real frames: before-paint to after-paint, ms */
  double      fps;           /* real frames per second reached */
  guint       n_frames;
} Case;

typedef struct
{
  /* Options. */
  gboolean json;
  gboolean startup_only;
  gboolean memory_map;
  gboolean check;
  int      n_frames;
  int      startup_runs;

  /* Start-up. */
  gint64   main_usec;         /* monotonic, at the start of main() */
  gint64   spawn_usec;        /* monotonic, when a parent spawned us; 0 if none */
  double   exec_to_main_ms;
  double   first_frame_since_main_ms;
  double   first_frame_since_exec_ms;
  gboolean startup_done;
  double   startup_rss_mib;

  /* Start-up in fresh processes. */
  GArray  *child_since_main;  /* double, ms */
  GArray  *child_since_exec;  /* double, ms */
  GArray  *child_wall;        /* double, ms: spawn to exit */

  /* The window and its frames. */
  TessApplication *app;
  TessWindow      *window;
  GdkSurface      *surface;
  GdkFrameClock   *clock;
  gulong           render_hook;
  gboolean         rendered;       /* the surface was drawn in this frame */
  guint            n_painted;      /* frames in which the surface was drawn */
  gint64           frame_begin;    /* monotonic, at before-paint */
  double           last_work_ms;   /* before-paint to after-paint of the last painted frame */
  gboolean         timed_out;

  /* Changes made at every real frame by a tick callback. */
  Change           tick_change;
  guint            tick_frame;
  guint            tick_total;
  gboolean         tick_pending;   /* a change waits for its frame */
  GArray          *frame_work;     /* double, ms */
  GArray          *frame_times;    /* gint64, µs: frame clock time of each frame */

  /* The legal cells of the tile in hand, for CHANGE_HOVER. */
  GArray          *hover_cells;    /* TessGamePlacement */

  /* The game. */
  guint            moves;
  double           game_seconds;
  Stats            action;          /* the action's own time */
  Stats            action_to_frame; /* the action until its frame is painted */
  GArray          *move_to_frame_ms; /* double: the same, of the actions that end a move */
  Stats            move_to_frame;
  Stats            game_frame_work;
  double           game_rss_mib;
  double           game_hwm_mib;
  double           game_anon_mib;
  double           game_file_mib;
  double           game_shmem_mib;
  double           gl_driver_mib;    /* of game_rss_mib */
  double           trimmed_rss_mib;  /* game_rss_mib once malloc gave back its free memory */
  double           end_rss_mib;
  double           end_hwm_mib;
  int              final_scores[3];
  int              distinct_types;   /* tile types on the final board */
  int              distinct_images;  /* (type, rotation) pairs: the tile cache's sprites */
  GString         *map;              /* the largest mappings, with --memory-map */
  int              board_width;
  int              board_height;
  double           case_zoom;        /* the zoom a case starts from */

  GPtrArray       *cases;           /* Case, borrowed from the static table */
  char            *renderer;
  double           load[2];          /* load average at the start and the end */
  char            *tmp_dir;
  char            *error;
  int              status;
} Bench;

/* The board's cases, in bench-window.c. */
extern Case        bench_cases[];
extern const guint bench_n_cases;

/* bench-window-figures.c */
Stats    bench_stats_of         (GArray     *samples,
                                 guint       skip);
double   bench_median_of        (GArray     *samples);
double   bench_min_of           (GArray     *samples);
double   bench_max_of           (GArray     *samples);
void     bench_add_sample       (GArray     *samples,
                                 double      value);
double   bench_usec_to_ms       (gint64      usec);
gint64   bench_thread_cpu_usec  (void);
double   bench_proc_status_mib  (const char *field);
double   bench_load_average     (void);
double   bench_process_age_ms   (void);
void     bench_fail             (Bench      *b,
                                 const char *format,
                                 ...) G_GNUC_PRINTF (2, 3);

/* bench-window-board.c: the window's frames and the board's cases */
gboolean bench_on_render        (GSignalInvocationHint *hint,
                                 guint                  n_params,
                                 const GValue          *params,
                                 gpointer               user_data);
void     bench_on_before_paint  (GdkFrameClock *clock,
                                 Bench         *b);
void     bench_on_after_paint   (GdkFrameClock *clock,
                                 Bench         *b);
gboolean bench_on_timeout       (gpointer    user_data);
gboolean bench_iterate_until    (Bench      *b,
                                 guint      *counter,
                                 guint       target,
                                 guint       timeout_ms);
gboolean bench_wait_frame       (Bench      *b);
TessBoardView *bench_get_board  (Bench      *b);
gboolean bench_size_board       (Bench      *b,
                                 int         width,
                                 int         height);
void     bench_measure_case     (Bench      *b,
                                 const char *id);

/* bench-window-game.c: the whole game, and start-up in fresh processes */
void     bench_play_game              (Bench *b);
void     bench_measure_child_startups (Bench *b);

/* bench-window-report.c */
gboolean bench_all_met          (Bench      *b);
void     bench_print_json       (Bench      *b);
void     bench_print_text       (Bench      *b);

/* bench-window.c: the run */
void     bench_run_later        (Bench      *b);

G_END_DECLS
