/* tess-explain-traders.c: the sentences of Traders & Builders: the goods
 * taken and their final majorities, the builder's extra turn
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-explain.h"
#include "tess-names.h"
#include "tess-engine.h"

/* Plural forms from Tessera's own domain, as _() does. */
#undef ngettext
#define ngettext(msgid, msgid_plural, n) \
  g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, (gulong) (n))

const char *
tess_explain_goods_name (TessGoods goods)
{
  switch (goods)
    {
    case TESS_GOODS_WINE:
      /* Translators: Traders & Builders: one of the three goods */
      return C_("goods", "wine");
    case TESS_GOODS_GRAIN:
      return C_("goods", "grain");
    case TESS_GOODS_CLOTH:
      return C_("goods", "cloth");
    case TESS_GOODS_NONE:
    case TESS_N_GOODS:
    default:
      return "";
    }
}

char *
tess_explain_goods_amount (TessGoods goods,
                           int       n)
{
  switch (goods)
    {
    case TESS_GOODS_WINE:
      /* Translators: Traders & Builders: goods tokens taken or held */
      return g_strdup_printf (ngettext ("%d wine token", "%d wine tokens", n), n);
    case TESS_GOODS_GRAIN:
      return g_strdup_printf (ngettext ("%d grain token", "%d grain tokens", n), n);
    case TESS_GOODS_CLOTH:
      return g_strdup_printf (ngettext ("%d cloth token", "%d cloth tokens", n), n);
    case TESS_GOODS_NONE:
    case TESS_N_GOODS:
    default:
      return g_strdup ("");
    }
}

char *
tess_explain_goods_taken (const TessState *after,
                          const char      *player_name)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  for (int g = TESS_GOODS_NONE + 1; g < TESS_N_GOODS; g++)
    {
      int n = tess_state_goods_taken (after, (TessGoods) g);

      if (n > 0)
        g_ptr_array_add (items, tess_explain_goods_amount ((TessGoods) g, n));
    }
  if (items->len == 0)
    return NULL;
  list = tess_names_join ((const char * const *) items->pdata, items->len);
  /* Translators: Traders & Builders: whoever completes a city takes its
   * goods, whoever holds it. %1$s is a player, %2$s "2 wine tokens and 1
   * cloth token" */
  return g_strdup_printf (_("%1$s completes the city and takes %2$s."),
                          player_name != NULL ? player_name : "", list);
}

char *
tess_explain_extra_turn_reason (unsigned    reason,
                                const char *player_name)
{
  if (player_name == NULL)
    player_name = "";
  if ((reason & TESS_EXTRA_TURN_BUILDER) && (reason & TESS_EXTRA_TURN_HOLE))
    /* Translators: the builder of Traders & Builders and the house rule
     * hole_bonus on the same tile: one extra turn all the same. %1$s is a
     * player */
    return g_strdup_printf (_("The tile fills a hole and extends %1$s’s builder’s road or city: "
                              "%1$s plays again, once."), player_name);
  if (reason & TESS_EXTRA_TURN_BUILDER)
    /* Translators: Traders & Builders: the tile extends the road or city
     * holding the player's builder. %1$s is a player */
    return g_strdup_printf (_("%1$s’s builder: %1$s plays again."), player_name);
  return tess_explain_extra_turn (player_name);
}

char *
tess_explain_goods_event (const TessEvent    *ev,
                          const char * const *names,
                          guint               n_players)
{
  g_autofree char *scorers = tess_explain_player_list (ev->scorers, names, n_players);
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", ev->points),
                                             ev->points);
  const char *good = tess_explain_goods_name ((TessGoods) ev->goods);
  int best = 0;

  for (int p = 0; p < TESS_MAX_PLAYERS; p++)
    if (ev->scorers & (1u << p))
      best = MAX (best, ev->tokens[p]);
  if ((ev->scorers & (ev->scorers - 1)) == 0)
    /* Translators: Traders & Builders: the most tokens of a good score 10.
     * %1$s is a good ("wine"), %2$s a player, %3$d the tokens, %4$s "10
     * points" */
    return g_strdup_printf (_("Final scoring, %1$s: %2$s has the most tokens (%3$d) and "
                              "scores %4$s."), good, scorers, best, points);
  /* Translators: Traders & Builders: tied for the most tokens of a good,
   * every tied player scores 10. %1$s is a good ("wine"), %2$s "Ana and
   * Bruno", %3$d the tokens each, %4$s "10 points" */
  return g_strdup_printf (_("Final scoring, %1$s: %2$s tie with the most tokens (%3$d each) and "
                            "each scores %4$s."), good, scorers, best, points);
}
