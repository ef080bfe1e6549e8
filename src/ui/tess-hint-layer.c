/* tess-hint-layer.c: a suggested move, drawn over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-hint-layer"

#include "config.h"

#include "tess-hint-layer.h"
#include "tess-art-draw.h"
#include "tess-render.h"

/* Lies over the board in its GtkOverlay and lets every click through: it
 * only draws, through the board's viewport, the tile of a hint ghosted at
 * its place and turned its way, ringed in gold, with the follower on its
 * spot. Once the tile lies there, only the spot stays ringed. A move
 * played (or undone) puts the hint out. */

struct _TessHintLayer
{
  GtkWidget parent_instance;

  TessBoardView *board;
  TessGame      *game;
  TessAiChoice  *choice;

  /* What the layer follows: the board's game (it changes), the board
   * and its viewport (they do not). */
  GSignalGroup  *game_signals;
  GSignalGroup  *board_signals;
  GSignalGroup  *viewport_signals;
};

enum
{
  PROP_0,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TessHintLayer, tess_hint_layer, GTK_TYPE_WIDGET)

static void
on_n_moves (TessHintLayer *self)
{
  tess_hint_layer_clear (self);
}

static void
watch_game (TessHintLayer *self)
{
  TessGame *game = tess_board_view_get_game (self->board);

  if (game == self->game)
    return;
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  tess_hint_layer_clear (self);
}

/* Strokes the path in gold, @width wide, over a dark halo @halo wider
 * (of opacity @halo_alpha) that keeps it seen on any tile. */
static void
stroke_gold (cairo_t *cr,
             double   width,
             double   halo,
             double   halo_alpha)
{
  double r, g, b;

  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, halo_alpha);
  cairo_set_line_width (cr, width + halo);
  cairo_stroke_preserve (cr);
  tess_render_gold_rgb (&r, &g, &b);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

static void
gold_ring (cairo_t *cr,
           double   cx,
           double   cy,
           double   radius,
           double   width)
{
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  stroke_gold (cr, width, 3, 0.75);
}

static void
tess_hint_layer_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TessHintLayer *self = TESS_HINT_LAYER (widget);
  const TessAiChoice *choice = self->choice;
  TessViewport *viewport;
  const TessTileDef *def;
  double x, y, zoom, line_width;
  int px, py, prot, color;
  gboolean laid_here;
  cairo_t *cr;

  if (choice == NULL || choice->discard || self->game == NULL ||
      tess_game_get_n_moves (self->game) != choice->n_moves ||
      tess_game_get_phase (self->game) == TESS_GAME_PHASE_GAME_OVER)
    return;

  viewport = tess_board_view_get_viewport (self->board);
  zoom = tess_viewport_get_zoom (viewport);
  tess_viewport_board_to_widget (viewport, choice->x, choice->y, &x, &y);
  def = tess_game_get_tile_def (self->game, choice->type);
  color = tess_game_get_player_color (self->game, choice->player);
  line_width = MAX (3, zoom * 0.045);
  laid_here = tess_game_get_pending (self->game, &px, &py, &prot) &&
              px == choice->x && py == choice->y && prot == choice->rot;

  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0,
                                                       gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));

  if (!laid_here)
    {
      /* The tile and its follower, ghosted. */
      cairo_push_group (cr);
      tess_render_tile_art (cr, def, tess_art_draw_game_art (self->game, choice->type),
                            choice->rot, x, y, zoom);
      if (choice->feature >= 0)
        tess_render_tile_figure (cr, def, choice->rot, choice->feature, choice->figure,
                                 color, x, y, zoom);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.7);

      cairo_new_path (cr);
      cairo_rectangle (cr, x + line_width / 2, y + line_width / 2, zoom - line_width, zoom - line_width);
      stroke_gold (cr, line_width, 2, 0.6);
    }

  if (choice->feature >= 0)
    {
      double ux, uy;

      tess_render_feature_anchor (def, choice->feature, choice->rot, &ux, &uy);
      gold_ring (cr, x + ux * zoom, y + uy * zoom, MAX (14, zoom * 0.19), MAX (2.5, zoom * 0.035));
    }

  cairo_destroy (cr);
}

static void
tess_hint_layer_dispose (GObject *object)
{
  TessHintLayer *self = TESS_HINT_LAYER (object);

  g_signal_group_set_target (self->game_signals, NULL);
  g_signal_group_set_target (self->board_signals, NULL);
  g_signal_group_set_target (self->viewport_signals, NULL);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  g_clear_pointer (&self->choice, tess_ai_choice_free);

  G_OBJECT_CLASS (tess_hint_layer_parent_class)->dispose (object);
}

static void
tess_hint_layer_finalize (GObject *object)
{
  TessHintLayer *self = TESS_HINT_LAYER (object);

  g_object_unref (self->game_signals);
  g_object_unref (self->board_signals);
  g_object_unref (self->viewport_signals);

  G_OBJECT_CLASS (tess_hint_layer_parent_class)->finalize (object);
}

static void
set_board (TessHintLayer *self,
           TessBoardView *board)
{
  if (board == NULL)
    return;
  self->board = g_object_ref (board);
  g_signal_group_set_target (self->board_signals, board);
  g_signal_group_set_target (self->viewport_signals, tess_board_view_get_viewport (board));
  watch_game (self);
}

static void
tess_hint_layer_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TessHintLayer *self = TESS_HINT_LAYER (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_hint_layer_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TessHintLayer *self = TESS_HINT_LAYER (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      set_board (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_hint_layer_class_init (TessHintLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_hint_layer_dispose;
  object_class->finalize = tess_hint_layer_finalize;
  object_class->get_property = tess_hint_layer_get_property;
  object_class->set_property = tess_hint_layer_set_property;

  /* The board it lies over, in the same GtkOverlay. */
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, TESS_TYPE_BOARD_VIEW,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = tess_hint_layer_snapshot;

  gtk_widget_class_set_css_name (widget_class, "hint-layer");
  /* The hint is read out by its toast; this only draws it. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
tess_hint_layer_init (TessHintLayer *self)
{
  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::n-moves", G_CALLBACK (on_n_moves), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "tile-placed", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "tile-taken-back", G_CALLBACK (gtk_widget_queue_draw), self,
                                 G_CONNECT_SWAPPED);
  self->board_signals = g_signal_group_new (TESS_TYPE_BOARD_VIEW);
  g_signal_group_connect_object (self->board_signals, "notify::game", G_CALLBACK (watch_game), self, G_CONNECT_SWAPPED);
  self->viewport_signals = g_signal_group_new (TESS_TYPE_VIEWPORT);
  g_signal_group_connect_object (self->viewport_signals, "changed", G_CALLBACK (gtk_widget_queue_draw), self,
                                 G_CONNECT_SWAPPED);

  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
}

/**
 * tess_hint_layer_new:
 * @board: the board it lies over (in the same GtkOverlay)
 */
GtkWidget *
tess_hint_layer_new (TessBoardView *board)
{
  TessHintLayer *self;

  g_return_val_if_fail (TESS_IS_BOARD_VIEW (board), NULL);

  self = g_object_new (TESS_TYPE_HINT_LAYER, "board", board, NULL);
  return GTK_WIDGET (self);
}

/* Shows @choice (a copy is kept) until the next move, or the next hint. */
void
tess_hint_layer_show (TessHintLayer      *self,
                      const TessAiChoice *choice)
{
  g_return_if_fail (TESS_IS_HINT_LAYER (self));
  g_return_if_fail (choice != NULL);

  g_clear_pointer (&self->choice, tess_ai_choice_free);
  self->choice = tess_ai_choice_copy (choice);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tess_hint_layer_clear (TessHintLayer *self)
{
  g_return_if_fail (TESS_IS_HINT_LAYER (self));

  if (self->choice == NULL)
    return;
  g_clear_pointer (&self->choice, tess_ai_choice_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Returns: (nullable): the hint shown, if any */
const TessAiChoice *
tess_hint_layer_get_choice (TessHintLayer *self)
{
  g_return_val_if_fail (TESS_IS_HINT_LAYER (self), NULL);

  return self->choice;
}
