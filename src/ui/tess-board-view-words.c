/* tess-board-view-words.c: what the board says in words: the cursor
 * cell's description for a screen reader, the follower spot chosen, and
 * the prompt after a tile is laid
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-board-view-private.h"
#include "tess-describe.h"
#include "tess-game-sentences.h"
#include "tess-speech.h"

/* What the screen reader says about the cursor cell: the tile there and
 * its followers, or its neighbours and, on the person's turn, whether
 * the tile in hand fits;
 * while placing, the tile in hand as the ghost shows it (turned the way
 * it fits there) or as it is held. Kept current as the cursor, the
 * rotation and the game change. */
/* Whether what the description stands for changed: said shorter again
 * (the tile left out) it would be spoken again for nothing. */
static gboolean
description_changed (TessBoardView *self,
                     const char    *a,
                     const char    *b,
                     const char    *c)
{
  char *all = g_strjoin ("\n", a != NULL ? a : "", b != NULL ? b : "", c != NULL ? c : "", NULL);

  if (g_strcmp0 (all, self->said_all) == 0)
    {
      g_free (all);
      return FALSE;
    }
  g_free (self->said_all);
  self->said_all = all;
  return TRUE;
}

/* The description as the board is now, with what the window says
 * first (the lead), set once. */
static void
push_description (TessBoardView *self)
{
  g_autofree char *cell = NULL;
  g_autofree char *fit = NULL;
  g_autofree char *held = NULL;
  g_autofree char *description = NULL;
  GString *text;

  if (self->game == NULL)
    {
      g_clear_pointer (&self->said_all, g_free);
      if (self->lead != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        self->lead, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_clear_pointer (&self->lead, g_free);
      return;
    }

  cell = tess_describe_cell (self->game, self->cursor_x, self->cursor_y);
  /* The useful part first, and the tile (40 words) only when it changed:
   * a screen reader says the whole description at each change. */
  if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_TILE && tess_board_is_human_turn (self))
    {
      /* "Your tile fits…" and the tile in hand: only to the person whose
       * turn it is, never while a computer player plays. */
      int rot = tess_board_view_get_shown_rotation (self);

      fit = tess_describe_fit (self->game, self->cursor_x, self->cursor_y);
      held = tess_describe_held_tile (self->game, rot);
      if (!description_changed (self, cell, fit, held))
        return;
      if (held != NULL && g_strcmp0 (held, self->said_held) == 0)
        {
          g_free (held);
          /* Translators: the tile in hand, said again as it was: 0°, 90°, 180° or 270° */
          held = g_strdup_printf (_("Your tile, turned %d°."), (((rot % 4) + 4) % 4) * 90);
        }
      else
        {
          g_free (self->said_held);
          self->said_held = g_strdup (held);
        }
      g_clear_pointer (&self->said_cell, g_free);
      text = g_string_new (cell);
      if (fit != NULL)
        g_string_append_printf (text, " %s", fit);
      if (held != NULL)
        g_string_append_printf (text, " %s", held);
    }
  else if (tess_game_get_phase (self->game) == TESS_GAME_PHASE_PLACE_FOLLOWER && tess_board_is_human_turn (self))
    {
      /* "Spot 3 of 7: …" first, then the tile just laid if not said yet.
       * Said with the prompt ("… or none."), no spot chosen is no news. */
      if (self->selected_spot >= 0 || !self->prompt_unsaid || self->lead == NULL)
        held = _tess_board_view_describe_spot (self);
      if (!description_changed (self, cell, held, NULL))
        return;
      text = g_string_new (held);
      if (g_strcmp0 (cell, self->said_cell) != 0)
        {
          g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", cell);
          g_free (self->said_cell);
          self->said_cell = g_strdup (cell);
        }
      g_clear_pointer (&self->said_held, g_free);
    }
  else
    {
      if (!description_changed (self, cell, NULL, NULL))
        return;
      text = g_string_new (cell);
      g_clear_pointer (&self->said_held, g_free);
      g_clear_pointer (&self->said_cell, g_free);
    }
  /* What the window says (tess_board_view_say()) comes first, once. The
   * same words again are news too, but GTK tells no change of a
   * description set to itself: a space at the end tells them apart,
   * unheard. */
  self->described_lead = self->lead != NULL;
  if (self->lead != NULL)
    {
      g_string_prepend_c (text, ' ');
      g_string_prepend (text, self->lead);
      g_clear_pointer (&self->lead, g_free);
    }
  if (g_strcmp0 (text->str, self->last_description) == 0)
    g_string_append_c (text, ' ');
  self->prompt_unsaid = FALSE;
  description = g_string_free (text, FALSE);
  g_free (self->last_description);
  self->last_description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static gboolean
push_description_idle (gpointer data)
{
  TessBoardView *self = data;

  self->description_idle = 0;
  if (self->drop_lead && !gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      g_clear_pointer (&self->said_all, g_free);
      g_clear_pointer (&self->said_held, g_free);
      g_clear_pointer (&self->said_cell, g_free);
    }
  self->drop_lead = FALSE;
  push_description (self);
  return G_SOURCE_REMOVE;
}

/* What the cursor shows changed: the description follows once the
 * change is over. A computer's move, the turn passing and the cursor
 * moving to where the next tile fits are one change of the description,
 * not four that Orca would say one after the other, each cutting off
 * the one before. After the window's own words of the change too
 * (tess-speech.c), so that they are said with it. */
#define DESCRIPTION_PRIORITY (TESS_SPEECH_PRIORITY + 5)

void
_tess_board_view_update_description (TessBoardView *self)
{
  self->n_computed[TESS_BOARD_DERIVED_DESCRIPTION]++;
  if (self->description_idle == 0)
    self->description_idle = g_idle_add_full (DESCRIPTION_PRIORITY, push_description_idle, self, NULL);
}

/* A key of the person's: what the board says next answers it, and
 * the window's words not said yet are not said. */
static gboolean
on_key_pressed (TessBoardView *self)
{
  g_clear_pointer (&self->lead, g_free);
  return GDK_EVENT_PROPAGATE;
}

/* The focus gone (to another widget, another window), the window's
 * words said last leave the description, which says the board whole
 * again: coming back, the person hears where the cursor is and the tile
 * in hand, not an announcement heard before. Once the focus has moved:
 * Orca, following the focus, does not say a change of what it left. */
static void
on_focus_leave (TessBoardView *self)
{
  if (!self->described_lead)
    return;
  self->drop_lead = TRUE;
  if (self->description_idle == 0)
    self->description_idle = g_idle_add_full (G_PRIORITY_LOW, push_description_idle, self, NULL);
}

void
_tess_board_view_init_words (TessBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  tess_speech_set_sink (GTK_WIDGET (self), _tess_board_view_say);
}

/* What the window says while the board has the focus (tess-speech.c's
 * sink): said as the board's description, before what the board says of
 * itself, once. Orca 43 drops a name change of the window while its
 * queue of events is long (more than 50: a lesson, a game replaced, a
 * long move), but keeps every change of the object with the focus.
 * (The description keeps it until the next change: coming back to the
 * board, Orca says it again.) */
void
_tess_board_view_say (GtkWidget  *widget,
                      const char *text)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  char *lead;

  if (text == NULL || *text == '\0')
    return;
  lead = self->lead != NULL ? g_strjoin (" ", self->lead, text, NULL) : g_strdup (text);
  g_free (self->lead);
  self->lead = lead;
  /* Said even if the board itself is unchanged, and now: the window's
   * words come once the change they tell of is over (tess-speech.c says
   * them at the default idle priority, or before a dialog takes the
   * focus), so the board is as it will stay. */
  g_clear_pointer (&self->said_all, g_free);
  g_clear_handle_id (&self->description_idle, g_source_remove);
  push_description (self);
}

/* The follower spot chosen (Tab) on the tile just laid, or "no
 * follower"; NULL when none is offered. */
char *
_tess_board_view_describe_spot (TessBoardView *self)
{
  g_autofree char *spot = NULL;

  if (self->game == NULL || self->spots->len == 0)
    return NULL;
  if (self->selected_spot < 0 || self->selected_spot >= (int) self->spots->len)
    return g_strdup (_("No follower chosen: Return goes on without one."));
  spot = tess_describe_spot (self->game, self->selected_spot, self->spots->len,
                             g_array_index (self->spots, TessBoardSpot, self->selected_spot).feature);
  switch (_tess_board_view_get_figure (self))
    {
    case TESS_FIGURE_BIG:
      /* Translators: a follower spot (“Spot 2 of 3: …”), when the big follower is chosen */
      return g_strdup_printf (_("%s With your big follower."), spot);
    case TESS_FIGURE_BUILDER:
      /* Translators: a spot (“Spot 1 of 2: …”), when the builder is chosen (Traders & Builders) */
      return g_strdup_printf (_("%s With your builder."), spot);
    case TESS_FIGURE_PIG:
      /* Translators: a spot (“Spot 1 of 1: …”), when the pig is chosen (Traders & Builders) */
      return g_strdup_printf (_("%s With your pig."), spot);
    default:
      return g_steal_pointer (&spot);
    }
}

/* Once a tile is laid by the person at the keys, what comes next is said:
 * the focus stays on the board, whose description a screen reader does
 * not read again by itself. */
void
_tess_board_view_announce_follower_prompt (TessBoardView *self)
{
  g_autofree char *text = NULL;

  if (self->game == NULL || tess_game_get_phase (self->game) != TESS_GAME_PHASE_PLACE_FOLLOWER ||
      !tess_board_is_human_turn (self))
    {
      self->follower_prompted = FALSE;
      return;
    }
  if (self->follower_prompted)
    return;
  self->follower_prompted = TRUE;
  self->prompt_unsaid = TRUE;
  /* With no follower left, the move goes on at once, tile after tile:
   * said once, when the supply is spent, not at every tile. */
  if (self->spots->len == 0 &&
      tess_game_get_supply (self->game, tess_game_get_current_player (self->game)) == 0)
    {
      if (self->said_no_supply)
        return;
      self->said_no_supply = TRUE;
      text = g_strdup (_("No follower left in your supply."));
    }
  else if (self->spots->len == 0)
    {
      self->said_no_supply = FALSE;
      text = g_strdup (_("No follower can go on this tile: Return goes on."));
    }
  else
    {
      self->said_no_supply = FALSE;
      text = g_strdup_printf (ngettext ("Place a follower on the marked spot (1), or none.",
                                        "Place a follower on a marked spot (1–%u, Tab), or none.",
                                        self->spots->len),
                              self->spots->len);
    }
  if (tess_board_view_get_big_available (self))
    {
      g_autofree char *prompt = g_steal_pointer (&text);

      text = g_strjoin (" ", prompt, _("B chooses your big follower, which counts as two."), NULL);
    }
  if (tess_board_view_get_figure_available (self, TESS_FIGURE_BUILDER)
      || tess_board_view_get_figure_available (self, TESS_FIGURE_PIG))
    {
      g_autofree char *prompt = g_steal_pointer (&text);
      const char *more;

      if (!tess_board_view_get_figure_available (self, TESS_FIGURE_PIG))
        /* Translators: Traders & Builders: after "Place a follower on a marked spot…" */
        more = _("Your builder may go on this tile: B chooses it.");
      else if (!tess_board_view_get_figure_available (self, TESS_FIGURE_BUILDER))
        /* Translators: Traders & Builders: after "Place a follower on a marked spot…" */
        more = _("Your pig may go on this tile: B chooses it.");
      else
        /* Translators: Traders & Builders: after "Place a follower on a marked spot…" */
        more = _("Your builder and your pig may go on this tile: B chooses a figure.");
      text = g_strjoin (" ", prompt, more, NULL);
    }
  _tess_board_view_announce (self, text);
}


/* S: the scores, as the side panel shows them, and the tiles left; the
 * answer to a key, so said at once. */
void
_tess_board_view_say_scores_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *param)
{
  TessBoardView *self = TESS_BOARD_VIEW (widget);
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;
  text = tess_game_standing_sentence (self->game);
  _tess_board_view_announce (self, text);
}
