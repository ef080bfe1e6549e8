/* tess-player-row.c: a player in the side panel
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-player-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-ai-player.h"
#include "tess-figure-supply.h"
#include "tess-follower-swatch.h"
#include "tess-player-row.h"
#include "tess-render.h"
#include "tess-tile-preview.h"

struct _TessPlayerRow
{
  GtkListBoxRow parent_instance;

  TessGame *game;
  guint     player;

  GtkImage       *turn_marker;
  TessFollowerSwatch *swatch;
  GtkLabel       *name_label;
  GtkImage       *kind_icon;
  GtkLabel       *kind_label;
  GtkSpinner     *thinking_spinner;
  GtkDrawingArea *supply;
  GtkLabel       *score_label;
  TessTilePreview *next_tile;
  GdkRGBA         fg;           /* the goods' counts, in the text's colour */
};

G_DEFINE_FINAL_TYPE (TessPlayerRow, tess_player_row, GTK_TYPE_LIST_BOX_ROW)

/* Sets a tooltip only when its text changes: in GTK 4.8 each call costs
 * a round trip to the X server, and the rows are updated at every move. */
static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    {
      gtk_widget_set_tooltip_text (widget, text);
      /* An image's name, not only its description. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
}

/* Draws a figure standing on the bottom of the area, faint when it is
 * out on the board. */
static void
draw_figure (cairo_t *cr,
             int      color,
             double   cx,
             double   height,
             double   size,
             gboolean in_supply)
{
  if (in_supply)
    {
      tess_render_follower (cr, color, cx, height - size / 2, size, FALSE);
      return;
    }
  cairo_push_group (cr);
  tess_render_follower (cr, color, cx, height - size / 2, size, FALSE);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.18);
}

/* A builder or a pig, as draw_figure() does a follower. */
static void
draw_own_figure (cairo_t *cr,
                 int      color,
                 int      figure,
                 double   cx,
                 double   height,
                 double   size,
                 gboolean in_supply)
{
  if (in_supply)
    {
      tess_render_figure_shape (cr, color, figure, cx, height - size / 2, size);
      return;
    }
  cairo_push_group (cr);
  tess_render_figure_shape (cr, color, figure, cx, height - size / 2, size);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.18);
}

/* The height of the line of goods tokens under the figures. */
#define GOODS_LINE 18

/* The width the builder and the pig take at the right of the figures. */
static double
extras_width (TessPlayerRow *self,
              double         height)
{
  double w = 0;

  for (int figure = TESS_FIGURE_BUILDER; figure <= TESS_FIGURE_PIG; figure++)
    w += tess_game_get_figures_per_player (self->game, figure) * height * 0.95;
  return w;
}

/* The builder and the pig (faint once on the board) at the right of the
 * followers, @height tall. */
static void
draw_extras (TessPlayerRow *self,
             cairo_t       *cr,
             int            width,
             double         height)
{
  int color = tess_game_get_player_color (self->game, self->player);
  double x = width - extras_width (self, height);

  for (int figure = TESS_FIGURE_BUILDER; figure <= TESS_FIGURE_PIG; figure++)
    for (int i = 0; i < tess_game_get_figures_per_player (self->game, figure); i++)
      {
        gboolean in_supply = i < tess_game_get_figures_in_supply (self->game, self->player, figure);

        draw_own_figure (cr, color, figure, x + height * 0.5, height, height * 0.85, in_supply);
        x += height * 0.95;
      }
}

/* Each good's token and the player's count of it, on a line of its own
 * from @top: a good the player has none of, faint. */
static void
draw_goods (TessPlayerRow *self,
            cairo_t       *cr,
            double         top)
{
  double token = GOODS_LINE - 2, x = 0;

  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    {
      int n = tess_game_get_goods (self->game, self->player, g);
      g_autofree char *count = g_strdup_printf ("%d", n);
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->supply), count);
      int lw, lh;

      cairo_save (cr);
      cairo_push_group (cr);
      /* tess_render_goods() draws in tile units: a token a fifth of one. */
      cairo_translate (cr, x + token / 2, top + GOODS_LINE / 2.0);
      cairo_scale (cr, token * 5, token * 5);
      tess_render_goods (cr, (TessGoods) g, 0, 0, token * 5);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, n > 0 ? 1.0 : 0.4);
      cairo_restore (cr);

      pango_layout_get_pixel_size (layout, &lw, &lh);
      cairo_save (cr);
      gdk_cairo_set_source_rgba (cr, &self->fg);
      if (n == 0)
        cairo_push_group (cr);
      cairo_move_to (cr, x + token + 3, top + (GOODS_LINE - lh) / 2.0);
      pango_cairo_show_layout (cr, layout);
      if (n == 0)
        {
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.5);
        }
      cairo_restore (cr);
      g_object_unref (layout);
      x += token + 3 + lw + 10;
    }
}

/* The followers in supply, and faintly those out on the board; the big
 * follower first, drawn larger, when it is played; the builder, the pig
 * and the goods tokens at the right. */
static void
draw_supply (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TessPlayerRow *self = user_data;
  int total, supply, color, big;
  double step, size, x0 = 0, extras, line;
  gboolean goods;

  if (self->game == NULL)
    return;

  total = tess_game_get_followers_per_player (self->game);
  supply = tess_game_get_supply (self->game, self->player);
  color = tess_game_get_player_color (self->game, self->player);
  big = tess_figure_supply_big_per_player (self->game);
  /* The goods on a line of their own, under the figures. */
  goods = tess_game_get_goods_played (self->game);
  line = goods ? height - GOODS_LINE - 2 : height;
  size = big > 0 ? line * 0.7 : line;
  if (big > 0)
    {
      int left = tess_figure_supply_big (self->game, self->player);

      for (int i = 0; i < big; i++)
        draw_figure (cr, color, line / 2.0 + i * line * 0.9, line, line, i < left);
      x0 = big * line * 0.9 + size * 0.5;
    }
  extras = extras_width (self, line);
  step = MIN (size * 0.85, total > 1 ? (width - extras - x0 - size) / (total - 1) : size);

  for (int i = 0; i < total; i++)
    draw_figure (cr, color, x0 + size / 2 + i * step, line, size, i < supply);
  if (extras > 0)
    draw_extras (self, cr, width, line);
  if (goods)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &self->fg);
      G_GNUC_END_IGNORE_DEPRECATIONS
      draw_goods (self, cr, line + 2);
    }
}

static void
tess_player_row_dispose (GObject *object)
{
  TessPlayerRow *self = TESS_PLAYER_ROW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_PLAYER_ROW);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_player_row_parent_class)->dispose (object);
}

static void
tess_player_row_class_init (TessPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_player_row_dispose;

  g_type_ensure (TESS_TYPE_TILE_PREVIEW);
  g_type_ensure (TESS_TYPE_FOLLOWER_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, turn_marker);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, kind_icon);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, kind_label);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, supply);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, score_label);
  gtk_widget_class_bind_template_child (widget_class, TessPlayerRow, next_tile);
}

static void
tess_player_row_init (TessPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tess_tile_preview_set_size (self->next_tile, 30);

  gtk_drawing_area_set_draw_func (self->supply, draw_supply, self, NULL);
}

GtkWidget *
tess_player_row_new (TessGame *game,
                     guint     player)
{
  TessPlayerRow *self;

  g_return_val_if_fail (TESS_IS_GAME (game), NULL);
  g_return_val_if_fail (player < tess_game_get_n_players (game), NULL);

  self = g_object_new (TESS_TYPE_PLAYER_ROW, NULL);
  self->game = g_object_ref (game);
  self->player = player;

  gtk_label_set_label (self->name_label, tess_game_get_player_name (game, player));
  tess_follower_swatch_set_color (self->swatch, tess_game_get_player_color (game, player));
  gtk_widget_add_css_class (GTK_WIDGET (self), tess_color_name (tess_game_get_player_color (game, player)));

  if (tess_game_get_player_kind (game, player) != TESS_AI_NONE)
    {
      int level = tess_game_get_player_kind (game, player);
      const char *tip;

      switch (level)
        {
        case TESS_AI_RANDOM:
          tip = _("Computer player, playing at random");
          break;
        case TESS_AI_EASY:
          tip = _("Computer player, easy");
          break;
        case TESS_AI_MEDIUM:
          tip = _("Computer player, medium");
          break;
        case TESS_AI_HARD:
        default:
          tip = _("Computer player, hard");
          break;
        }
      gtk_widget_set_visible (GTK_WIDGET (self->kind_icon), TRUE);
      set_tooltip (GTK_WIDGET (self->kind_icon), tip);
      gtk_label_set_label (self->kind_label, tess_ai_level_display_name (level));
      gtk_widget_set_visible (GTK_WIDGET (self->kind_label), TRUE);
    }

  tess_player_row_update (self);
  return GTK_WIDGET (self);
}

/* Shows the spinner while this computer player thinks. */
void
tess_player_row_set_thinking (TessPlayerRow *self,
                              gboolean       thinking)
{
  g_return_if_fail (TESS_IS_PLAYER_ROW (self));

  /* In the place of the turn's arrow. */
  gtk_widget_set_visible (GTK_WIDGET (self->turn_marker), !thinking);
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
}

gboolean
tess_player_row_get_thinking (TessPlayerRow *self)
{
  g_return_val_if_fail (TESS_IS_PLAYER_ROW (self), FALSE);

  return gtk_spinner_get_spinning (self->thinking_spinner);
}

void
tess_player_row_update (TessPlayerRow *self)
{
  g_autofree char *score = NULL;
  g_autofree char *label = NULL;
  g_autofree char *tip = NULL;
  gboolean current;
  int supply, points;

  g_return_if_fail (TESS_IS_PLAYER_ROW (self));

  points = tess_game_get_score (self->game, self->player);
  supply = tess_game_get_supply (self->game, self->player);
  current = !tess_game_get_finished (self->game) &&
            tess_game_get_current_player (self->game) == (int) self->player;

  score = g_strdup_printf ("%d", points);
  gtk_label_set_label (self->score_label, score);

  /* draw_early: a person's next tile, while the others play. */
  {
    int waiting = tess_game_get_player_kind (self->game, self->player) == TESS_AI_NONE
                  ? tess_game_get_waiting_tile (self->game, (int) self->player) : -1;

    if (waiting >= 0)
      tess_tile_preview_set_tile (self->next_tile, self->game, waiting);
    gtk_widget_set_visible (GTK_WIDGET (self->next_tile), waiting >= 0);
  }
  gtk_widget_set_opacity (GTK_WIDGET (self->turn_marker), current ? 1.0 : 0.0);
  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current-turn");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current-turn");

  tip = g_strdup_printf (ngettext ("%d follower in supply", "%d followers in supply", supply), supply);
  if (tess_figure_supply_big_per_player (self->game) > 0)
    {
      g_autofree char *followers = g_steal_pointer (&tip);

      if (tess_figure_supply_big (self->game, self->player) > 0)
        /* Translators: the followers in supply (“5 followers in supply”), and the big follower */
        tip = g_strdup_printf (_("%s; the big follower in supply"), followers);
      else
        /* Translators: the followers in supply (“5 followers in supply”), and the big follower */
        tip = g_strdup_printf (_("%s; the big follower on the board"), followers);
    }
  for (int figure = TESS_FIGURE_BUILDER; figure <= TESS_FIGURE_PIG; figure++)
    if (tess_game_get_figures_per_player (self->game, figure) > 0)
      {
        g_autofree char *before = g_steal_pointer (&tip);
        gboolean in_supply = tess_game_get_figures_in_supply (self->game, self->player, figure) > 0;
        const char *where;

        if (figure == TESS_FIGURE_BUILDER)
          /* Translators: Traders & Builders, in the supply panel after "5 followers in supply" */
          where = in_supply ? _("the builder in supply") : _("the builder on the board");
        else
          /* Translators: Traders & Builders, in the supply panel after "5 followers in supply" */
          where = in_supply ? _("the pig in supply") : _("the pig on the board");
        /* Translators: figures in the supply panel, one after the other: "5 followers in supply; the builder in supply" */
        tip = g_strdup_printf (_("%s; %s"), before, where);
      }
  gtk_drawing_area_set_content_height (self->supply,
                                       (tess_figure_supply_big_per_player (self->game) > 0
                                        || tess_game_get_figures_per_player (self->game, TESS_FIGURE_BUILDER) > 0
                                        || tess_game_get_figures_per_player (self->game, TESS_FIGURE_PIG) > 0
                                        ? 22 : 16)
                                       + (tess_game_get_goods_played (self->game) ? GOODS_LINE + 2 : 0));
  /* The goods tokens, drawn at the right: "…; Ana: 2 wine, 1 cloth". */
  if (tess_game_get_goods_played (self->game))
    {
      g_autofree char *goods = tess_game_goods_sentence (self->game, self->player);
      g_autofree char *figures = g_steal_pointer (&tip);

      /* Translators: the supply panel, read aloud: figures, then goods ("…; Ana: 2 wine") */
      tip = g_strdup_printf (_("%s; %s"), figures, goods);
    }
  set_tooltip (GTK_WIDGET (self->supply), tip);

  if (current)
    /* Translators: what a screen reader says of the player to play: "Ana, 12 points, 5 followers in supply, to play". */
    label = g_strdup_printf (ngettext ("%s, %d point, %s, to play", "%s, %d points, %s, to play", points),
                             tess_game_get_player_name (self->game, self->player), points, tip);
  else
    /* Translators: what a screen reader says of a player: "Ana, 12 points, 5 followers in supply". */
    label = g_strdup_printf (ngettext ("%s, %d point, %s", "%s, %d points, %s", points),
                             tess_game_get_player_name (self->game, self->player), points, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);

  gtk_widget_queue_draw (GTK_WIDGET (self->supply));
}
