/* tess-window-figures.c: the follower bar: which figure goes on the tile
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once a tile is laid, the bar says what may go on it, and holds a
 * button for each figure of the expansions the tile takes (DESIGN.md §8):
 * the big follower, the builder (beside the player's follower on a road
 * or city of the tile) and the pig (on a field where they have a
 * farmer). The buttons are the board's B key by mouse: pressed, their
 * figure is chosen; pressed again, the follower is.
 */

#define G_LOG_DOMAIN "tess-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-window-private.h"

void
_tess_window_update_follower_bar (TessWindow *self)
{
  TessGame *game = tess_window_get_game (self);
  int figure = tess_board_view_get_figure (self->board);
  g_autoptr(GArray) options = tess_game_get_figure_options (game, figure);
  int player = tess_game_get_current_player (game);
  g_autofree char *text = NULL;

  switch (figure)
    {
    case TESS_FIGURE_BIG:
      text = g_strdup_printf (ngettext ("Place your big follower on the marked spot (1), or none.",
                                        "Place your big follower on a marked spot (1–%u, Tab), or none.",
                                        options->len),
                              options->len);
      break;
    case TESS_FIGURE_BUILDER:
      /* Translators: Traders & Builders: the follower bar once the builder is chosen */
      text = g_strdup_printf (ngettext ("Place your builder on the marked spot (1), or none.",
                                        "Place your builder on a marked spot (1–%u, Tab), or none.",
                                        options->len),
                              options->len);
      break;
    case TESS_FIGURE_PIG:
      /* Translators: Traders & Builders: the follower bar once the pig is chosen */
      text = g_strdup_printf (ngettext ("Place your pig on the marked spot (1), or none.",
                                        "Place your pig on a marked spot (1–%u, Tab), or none.",
                                        options->len),
                              options->len);
      break;
    case TESS_FIGURE_FOLLOWER:
    default:
      if (tess_game_get_supply (game, player) == 0)
        text = g_strdup (_("No follower left in your supply."));
      else
        text = g_strdup_printf (ngettext ("Place a follower on the marked spot (1), or none.",
                                          "Place a follower on a marked spot (1–%u, Tab), or none.",
                                          options->len),
                                options->len);
      break;
    }
  gtk_label_set_label (self->follower_label, text);

  self->syncing_figures = TRUE;
  gtk_widget_set_visible (self->builder_button,
                          tess_board_view_get_figure_available (self->board, TESS_FIGURE_BUILDER));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->builder_button), figure == TESS_FIGURE_BUILDER);
  gtk_widget_set_visible (self->pig_button,
                          tess_board_view_get_figure_available (self->board, TESS_FIGURE_PIG));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->pig_button), figure == TESS_FIGURE_PIG);
  self->syncing_figures = FALSE;
}

static void
figure_toggled (TessWindow      *self,
                GtkToggleButton *button)
{
  int figure = button == GTK_TOGGLE_BUTTON (self->builder_button) ? TESS_FIGURE_BUILDER : TESS_FIGURE_PIG;

  if (self->syncing_figures)
    return;
  if (gtk_toggle_button_get_active (button))
    tess_board_view_set_figure (self->board, figure);
  else if (tess_board_view_get_figure (self->board) == figure)
    tess_board_view_set_figure (self->board, TESS_FIGURE_FOLLOWER);
  /* Refused (no such figure here): the button shows the choice as it is. */
  _tess_window_update_status (self);
}

void
_tess_window_figures_init (TessWindow *self)
{
  g_signal_connect_object (self->builder_button, "toggled", G_CALLBACK (figure_toggled), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->pig_button, "toggled", G_CALLBACK (figure_toggled), self,
                           G_CONNECT_SWAPPED);
  /* Which figures the tile takes changes with the board's turn. */
  g_signal_connect_object (self->board, "notify::big-available", G_CALLBACK (_tess_window_update_status),
                           self, G_CONNECT_SWAPPED);
}
