/* tess-hand-card.c: the tiles in hand, over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card in the corner of the board: whose tiles they are, the tiles
 * of the hand (one shown large, or several to choose from with
 * win.select-tile), the buttons that turn the tile and a hint. It
 * follows its game on TessGame::changed and shows the tile to play
 * turned as its rotation says, which the window binds to the board's
 * shown-rotation: the card and the board's cursor show the same sides.
 */

#define G_LOG_DOMAIN "tess-hand-card"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-hand-card-private.h"
#include "tess-tile-preview.h"

G_DEFINE_FINAL_TYPE (TessHandCard, tess_hand_card, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_TITLE,
  PROP_HINT,
  PROP_CAN_ROTATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
preview_of (GtkWidget *child)
{
  return GTK_IS_BUTTON (child) ? gtk_button_get_child (GTK_BUTTON (child)) : child;
}

/* The tile to play turned as the board shows it, the others as drawn. */
static void
apply_rotation (TessHandCard *self)
{
  int tile = self->game != NULL ? tess_game_get_tile (self->game) : -1;
  int i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->tiles_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    tess_tile_preview_set_rotation (TESS_TILE_PREVIEW (preview_of (child)),
                                    self->shown[i] == tile ? self->rotation : 0);
}

/* The tiles of the hand, made again only when the hand is another. */
static void
update_tiles (TessHandCard *self)
{
  int hand = self->game != NULL ? tess_game_get_hand_size (self->game) : 0;
  gboolean changed = FALSE;
  GtkWidget *child;

  for (int k = 0; k < 3; k++)
    if (self->shown[k] != (k < hand ? tess_game_get_hand_tile (self->game, k) : -1))
      changed = TRUE;

  if (changed)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tiles_box))) != NULL)
        gtk_box_remove (self->tiles_box, child);
      for (int k = 0; k < 3; k++)
        {
          self->shown[k] = k < hand ? tess_game_get_hand_tile (self->game, k) : -1;
          if (k >= hand)
            continue;
          if (hand == 1)
            gtk_box_append (self->tiles_box, tess_tile_preview_new (self->game, self->shown[k], 96));
          else
            {
              /* Pressed while win.select-tile's state is its index. */
              GtkWidget *button = gtk_toggle_button_new ();
              g_autofree char *name = NULL;

              gtk_button_set_child (GTK_BUTTON (button),
                                    tess_tile_preview_new (self->game, self->shown[k], 72));
              name = g_strdup_printf (_("Tile %s"), tess_game_get_type_id (self->game, self->shown[k]));
              gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                              -1);
              gtk_widget_add_css_class (button, "flat");
              gtk_widget_add_css_class (button, "hand-tile");
              gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.select-tile");
              gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", k);
              gtk_box_append (self->tiles_box, button);
            }
        }
    }
  apply_rotation (self);
}

static void
tess_hand_card_dispose (GObject *object)
{
  TessHandCard *self = TESS_HAND_CARD (object);

  g_signal_group_set_target (self->game_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TESS_TYPE_HAND_CARD);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tess_hand_card_parent_class)->dispose (object);
}

static void
tess_hand_card_finalize (GObject *object)
{
  TessHandCard *self = TESS_HAND_CARD (object);

  g_free (self->title);
  g_free (self->hint);

  G_OBJECT_CLASS (tess_hand_card_parent_class)->finalize (object);
}

static void
tess_hand_card_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TessHandCard *self = TESS_HAND_CARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_int (value, self->rotation);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;
    case PROP_CAN_ROTATE:
      g_value_set_boolean (value, self->can_rotate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_hand_card_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TessHandCard *self = TESS_HAND_CARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tess_hand_card_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tess_hand_card_set_rotation (self, g_value_get_int (value));
      break;
    case PROP_TITLE:
      tess_hand_card_set_title (self, g_value_get_string (value));
      break;
    case PROP_HINT:
      tess_hand_card_set_hint (self, g_value_get_string (value));
      break;
    case PROP_CAN_ROTATE:
      tess_hand_card_set_can_rotate (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_hand_card_class_init (TessHandCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tess_hand_card_dispose;
  object_class->finalize = tess_hand_card_finalize;
  object_class->get_property = tess_hand_card_get_property;
  object_class->set_property = tess_hand_card_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TESS_TYPE_GAME, flags);
  /* The rotation of the tile to play, in quarter turns clockwise. */
  properties[PROP_ROTATION] = g_param_spec_int ("rotation", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, flags);
  properties[PROP_CAN_ROTATE] = g_param_spec_boolean ("can-rotate", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-hand-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TessHandCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, TessHandCard, tiles_box);
  gtk_widget_class_bind_template_child (widget_class, TessHandCard, hint_label);
}

static void
tess_hand_card_init (TessHandCard *self)
{
  self->can_rotate = TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (self->shown); k++)
    self->shown[k] = -2;

  self->game_signals = g_signal_group_new (TESS_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update_tiles), self,
                                 G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
}

TessGame *
tess_hand_card_get_game (TessHandCard *self)
{
  g_return_val_if_fail (TESS_IS_HAND_CARD (self), NULL);

  return self->game;
}

/**
 * tess_hand_card_set_game:
 * @game: (nullable): whose hand to show
 */
void
tess_hand_card_set_game (TessHandCard *self,
                         TessGame     *game)
{
  g_return_if_fail (TESS_IS_HAND_CARD (self));
  g_return_if_fail (game == NULL || TESS_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  /* Another game's tiles are drawn again even if their types match. */
  for (guint k = 0; k < G_N_ELEMENTS (self->shown); k++)
    self->shown[k] = -2;
  update_tiles (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

int
tess_hand_card_get_rotation (TessHandCard *self)
{
  g_return_val_if_fail (TESS_IS_HAND_CARD (self), 0);

  return self->rotation;
}

void
tess_hand_card_set_rotation (TessHandCard *self,
                             int           rotation)
{
  g_return_if_fail (TESS_IS_HAND_CARD (self));
  g_return_if_fail (rotation >= 0 && rotation < 4);

  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  apply_rotation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

static void
set_string (TessHandCard *self,
            char        **field,
            const char   *value,
            guint         prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Whose tiles they are: "Ana’s tile". */
void
tess_hand_card_set_title (TessHandCard *self,
                          const char   *title)
{
  g_return_if_fail (TESS_IS_HAND_CARD (self));

  set_string (self, &self->title, title, PROP_TITLE);
}

/* Below the tiles: how to play them, who is thinking, or why the last
 * placement was refused. */
void
tess_hand_card_set_hint (TessHandCard *self,
                         const char   *hint)
{
  g_return_if_fail (TESS_IS_HAND_CARD (self));

  set_string (self, &self->hint, hint, PROP_HINT);
}

/* Whether the buttons that turn the tile show (not on a computer's turn). */
void
tess_hand_card_set_can_rotate (TessHandCard *self,
                               gboolean      can_rotate)
{
  g_return_if_fail (TESS_IS_HAND_CARD (self));

  can_rotate = !!can_rotate;
  if (self->can_rotate == can_rotate)
    return;
  self->can_rotate = can_rotate;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_ROTATE]);
}

/**
 * tess_hand_card_get_preview:
 * @type: a tile type of the hand
 *
 * Returns: (transfer none) (nullable): the picture of that tile in the
 *   card, or %NULL when the hand does not hold it
 */
GtkWidget *
tess_hand_card_get_preview (TessHandCard *self,
                            int           type)
{
  int i = 0;

  g_return_val_if_fail (TESS_IS_HAND_CARD (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->tiles_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (self->shown[i] == type)
      return preview_of (child);
  return NULL;
}
