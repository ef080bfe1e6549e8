/* tess-tile-set.c: tile sets, their queries, checks and built-in sets
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tess-json-private.h"
#include "tess-names.h"
#include "tess-tile-edit.h"
#include "tess-tile-set-private.h"
#include "tess-engine.h"

G_DEFINE_BOXED_TYPE (TessTileSetData, tess_tile_set, tess_tile_set_ref, tess_tile_set_unref)

/* ------------------------------------------------------------ life cycle */

TessTileSetData *
tess_tile_set_new (const char *id,
                  const char *name)
{
  TessTileSetData *set = g_new0 (TessTileSetData, 1);

  g_atomic_ref_count_init (&set->ref_count);
  set->id = g_strdup (id ? id : "");
  set->name = g_strdup (name ? name : "");
  set->tiles = g_array_new (FALSE, TRUE, sizeof (TessTileDef));
  return set;
}

TessTileSetData *
tess_tile_set_ref (TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, NULL);

  g_atomic_ref_count_inc (&set->ref_count);
  return set;
}

void
tess_tile_set_unref (TessTileSetData *set)
{
  g_return_if_fail (set != NULL);

  if (!g_atomic_ref_count_dec (&set->ref_count))
    return;
  g_free (set->id);
  g_free (set->name);
  g_free (set->start);
  g_free (set->last);
  g_free (set->author);
  g_free (set->description);
  g_free (set->licence);
  g_array_unref (set->tiles);
  _tess_tile_set_free_sources (set);
  g_clear_pointer (&set->tile_art, g_ptr_array_unref);
  g_free (set);
}

TessTileSetData *
tess_tile_set_copy (const TessTileSetData *set)
{
  TessTileSetData *copy;

  g_return_val_if_fail (set != NULL, NULL);

  copy = tess_tile_set_new (set->id, set->name);
  copy->start = g_strdup (set->start);
  copy->last = g_strdup (set->last);
  copy->author = g_strdup (set->author);
  copy->description = g_strdup (set->description);
  copy->licence = g_strdup (set->licence);
  g_array_append_vals (copy->tiles, set->tiles->data, set->tiles->len);
  _tess_tile_set_copy_sources (copy, set);
  _tess_tile_set_copy_art (copy, set);
  return copy;
}

static gboolean
tile_equal (const TessTileDef *a,
            const TessTileDef *b)
{
  if (strncmp (a->id, b->id, TESS_ID_LEN) != 0
      || a->count != b->count
      || a->n_features != b->n_features)
    return FALSE;
  for (int i = 0; i < a->n_features && i < TESS_MAX_FEATURES; i++)
    {
      const TessFeature *fa = &a->features[i];
      const TessFeature *fb = &b->features[i];

      if (fa->type != fb->type || fa->shield != fb->shield || fa->value != fb->value
          || fa->goods != fb->goods
          || fa->ports != fb->ports || fa->cities != fb->cities)
        return FALSE;
    }
  return TRUE;
}

gboolean
tess_tile_set_equal (const TessTileSetData *a,
                    const TessTileSetData *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->id, b->id) != 0
      || g_strcmp0 (a->name, b->name) != 0
      || g_strcmp0 (a->start, b->start) != 0
      || g_strcmp0 (a->last, b->last) != 0
      || g_strcmp0 (a->author, b->author) != 0
      || g_strcmp0 (a->description, b->description) != 0
      || g_strcmp0 (a->licence, b->licence) != 0
      || a->tiles->len != b->tiles->len)
    return FALSE;
  for (guint i = 0; i < a->tiles->len; i++)
    if (!tile_equal (&g_array_index (a->tiles, TessTileDef, i),
                     &g_array_index (b->tiles, TessTileDef, i)))
      return FALSE;
  return _tess_tile_set_art_equal (a, b);
}

/* --------------------------------------------------------------- queries */

guint
tess_tile_set_n_tiles (const TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, 0);

  return set->tiles->len;
}

const TessTileDef *
tess_tile_set_tile (const TessTileSetData *set,
                   guint                  i)
{
  g_return_val_if_fail (set != NULL, NULL);
  g_return_val_if_fail (i < set->tiles->len, NULL);

  return &g_array_index (set->tiles, TessTileDef, i);
}

int
tess_tile_set_tile_index (const TessTileSetData *set,
                         const TessTileDef     *tile)
{
  const TessTileDef *first;

  g_return_val_if_fail (set != NULL, -1);

  first = (const TessTileDef *) (const void *) set->tiles->data;
  if (tile < first || tile >= first + set->tiles->len)
    return -1;
  return (int) (tile - first);
}

int
tess_tile_set_find_tile (const TessTileSetData *set,
                        const char            *tile_id)
{
  g_return_val_if_fail (set != NULL, -1);

  if (tile_id == NULL)
    return -1;
  for (guint i = 0; i < set->tiles->len; i++)
    if (strncmp (g_array_index (set->tiles, TessTileDef, i).id, tile_id, TESS_ID_LEN) == 0)
      return i;
  return -1;
}

int
tess_tile_set_total_count (const TessTileSetData *set)
{
  gint64 total = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; i < set->tiles->len; i++)
    total += MAX (0, g_array_index (set->tiles, TessTileDef, i).count);
  return (int) MIN (total, G_MAXINT);
}

int
tess_tile_set_n_shields (const TessTileSetData *set)
{
  gint64 total = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
        if (t->features[f].type == TESS_FEATURE_CITY && t->features[f].shield)
          total += MAX (0, t->count);
    }
  return (int) MIN (total, G_MAXINT);
}

/* How many characters @text has beyond @max (0: it fits), or -1 when
 * it is not text. */
static long
text_over (const char *text,
           long        max)
{
  if (text == NULL)
    return 0;
  if (!g_utf8_validate (text, -1, NULL))
    return -1;
  return MAX (g_utf8_strlen (text, -1) - max, 0);
}

gboolean
tess_tile_set_check_id (const char  *id,
                        GError     **error)
{
  if (id == NULL || *id == '\0' || strlen (id) >= TESS_ID_LEN || !g_utf8_validate (id, -1, NULL))
    {
      g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_ID,
                   _("A tile set's id has 1 to %d bytes"), TESS_ID_LEN - 1);
      return FALSE;
    }
  return TRUE;
}

gboolean
tess_tile_set_check_details (const char  *name,
                             const char  *author,
                             const char  *description,
                             const char  *licence,
                             GError     **error)
{
  long over;

  if (text_over (name, 0) < 0 || text_over (author, 0) < 0
      || text_over (description, 0) < 0 || text_over (licence, 0) < 0)
    {
      g_set_error_literal (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                           _("A tile set's name, author, description and licence must be text"));
      return FALSE;
    }
  /* Each its own sentence, so that each language can say it whole. */
  if ((over = text_over (name, TESS_MAX_TEXT_CHARS)) > 0)
    g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                 _("The name is too long: %ld characters, at most %d"),
                 over + TESS_MAX_TEXT_CHARS, TESS_MAX_TEXT_CHARS);
  else if ((over = text_over (author, TESS_MAX_TEXT_CHARS)) > 0)
    g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                 _("The author is too long: %ld characters, at most %d"),
                 over + TESS_MAX_TEXT_CHARS, TESS_MAX_TEXT_CHARS);
  else if ((over = text_over (description, TESS_TILE_SET_MAX_DESCRIPTION)) > 0)
    g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                 _("The description is too long: %ld characters, at most %d"),
                 over + TESS_TILE_SET_MAX_DESCRIPTION, TESS_TILE_SET_MAX_DESCRIPTION);
  else if ((over = text_over (licence, TESS_MAX_TEXT_CHARS)) > 0)
    g_set_error (error, TESS_TILE_EDIT_ERROR, TESS_TILE_EDIT_ERROR_INVALID,
                 _("The licence is too long: %ld characters, at most %d"),
                 over + TESS_MAX_TEXT_CHARS, TESS_MAX_TEXT_CHARS);
  return over <= 0;
}

char *
tess_tile_set_id_from_name (const char *name)
{
  g_autofree char *ascii = NULL;
  GString *id = g_string_new (NULL);
  gboolean dash = FALSE;

  g_return_val_if_fail (name != NULL, NULL);

  /* "Ținuturi și ape" -> "Tinuturi si ape" in every locale. */
  ascii = g_str_to_ascii (name, "C");
  for (const char *c = ascii; *c != '\0' && id->len < TESS_ID_LEN - 1; c++)
    {
      if (g_ascii_isalnum (*c))
        {
          if (dash && id->len > 0)
            g_string_append_c (id, '-');
          g_string_append_c (id, g_ascii_tolower (*c));
          dash = FALSE;
        }
      else
        dash = TRUE;
    }
  /* A dash added last may leave it one byte too long. */
  if (id->len >= TESS_ID_LEN)
    g_string_truncate (id, TESS_ID_LEN - 1);
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0)
    g_string_assign (id, "tiles");
  return g_string_free (id, FALSE);
}

gboolean
tess_tile_set_has_river (const TessTileSetData *set)
{
  g_return_val_if_fail (set != NULL, FALSE);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
        if (t->features[f].type == TESS_FEATURE_RIVER)
          return TRUE;
    }
  return FALSE;
}

void
tess_tile_set_as_engine (const TessTileSetData *set,
                        TessTileSet           *out)
{
  g_return_if_fail (set != NULL);
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);
  g_strlcpy (out->id, set->id, sizeof out->id);
  out->n_tiles = set->tiles->len;
  out->tiles = (const TessTileDef *) (const void *) set->tiles->data;
  out->start = tess_tile_set_find_tile (set, set->start);
  out->last = tess_tile_set_find_tile (set, set->last);
}

/* ---------------------------------------------------------------- where */

char *
_tess_tile_set_tile_where (const char *where,
                          const char *tile_id,
                          guint       index)
{
  if (tile_id != NULL && *tile_id != '\0')
    return tess_where (where, _("tile “%s” (number %u)"), tile_id, index + 1);
  return tess_where (where, _("tile number %u"), index + 1);
}

/* -------------------------------------------------------------- checking */

static void
check_tile (const TessTileDef *t,
            guint              index,
            const char        *where,
            TessProblems      *p)
{
  g_autofree char *loc = _tess_tile_set_tile_where (where, t->id, index);
  int owner[TESS_N_PORTS];
  guint before = p->n;
  int n_features = CLAMP (t->n_features, 0, TESS_MAX_FEATURES);

  for (int i = 0; i < TESS_N_PORTS; i++)
    owner[i] = -1;

  if (t->id[0] == '\0')
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc, _("the tile has no id"));
  if (memchr (t->id, '\0', TESS_ID_LEN) == NULL)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                       _("the id is longer than %d bytes"), TESS_ID_LEN - 1);
  if (t->count <= 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                       _("the count is %d, but it must be at least 1"), t->count);
  if (t->n_features <= 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc, _("the tile has no features"));
  else if (t->n_features > TESS_MAX_FEATURES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, loc,
                       _("the tile has %d features, more than %d"),
                       t->n_features, TESS_MAX_FEATURES);

  for (int f = 0; f < n_features; f++)
    {
      const TessFeature *feat = &t->features[f];
      g_autofree char *floc = tess_where (loc, _("feature %d"), f + 1);

      if (feat->type >= TESS_N_FEATURE_TYPES)
        {
          tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                             _("unknown feature type %d"), feat->type);
          continue;
        }
      if (feat->ports & ~ALL_PORTS_MASK)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("the ports mask 0x%x names ports that do not exist"),
                           feat->ports);

      for (int port = 0; port < TESS_N_PORTS; port++)
        {
          if (!(feat->ports & (1u << port)))
            continue;
          if (owner[port] >= 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("port %s already belongs to feature %d: "
                                 "a port belongs to one feature only"),
                               tess_port_name (port), owner[port] + 1);
          else
            owner[port] = f;
        }

      switch ((TessFeatureType) feat->type)
        {
        case TESS_FEATURE_MONASTERY:
          if (feat->ports != 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("a monastery touches no ports"));
          break;
        case TESS_FEATURE_FIELD:
          if ((feat->ports & ALL_PORTS_MASK) == 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("the field touches no port"));
          for (int port = 0; port < 4; port++)
            if (feat->ports & (1u << port))
              tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                                 _("a field touches half ports only, not the side port %s"),
                                 tess_port_name (port));
          break;
        case TESS_FEATURE_ROAD:
        case TESS_FEATURE_CITY:
        case TESS_FEATURE_RIVER:
          if ((feat->ports & SIDE_PORTS_MASK) == 0)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("a feature of type “%s” touches no side"),
                               tess_feature_display_name (feat->type));
          for (int port = 4; port < TESS_N_PORTS; port++)
            if (feat->ports & (1u << port))
              tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                                 _("a feature of type “%s” touches side ports only, not the half port %s"),
                                 tess_feature_display_name (feat->type), tess_port_name (port));
          break;
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }

      if (feat->shield && feat->type != TESS_FEATURE_CITY)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("only a city can have a shield, not a feature of type “%s”"),
                           tess_feature_display_name (feat->type));
      if ((feat->value & TESS_VALUE_INN) && feat->type != TESS_FEATURE_ROAD)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("only a road can have an inn, not a feature of type “%s”"),
                           tess_feature_display_name (feat->type));
      if ((feat->value & TESS_VALUE_CATHEDRAL) && feat->type != TESS_FEATURE_CITY)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("only a city can have a cathedral, not a feature of type “%s”"),
                           tess_feature_display_name (feat->type));
      if (feat->goods != TESS_GOODS_NONE && feat->type != TESS_FEATURE_CITY)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("only a city can have goods, not a feature of type “%s”"),
                           tess_feature_display_name (feat->type));
      if (feat->cities != 0 && feat->type != TESS_FEATURE_FIELD)
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                           _("only a field lists the cities it borders, not a feature of type “%s”"),
                           tess_feature_display_name (feat->type));
      for (int i = 0; i < 16; i++)
        {
          if (!(feat->cities & (1u << i)))
            continue;
          if (i >= n_features)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("it borders feature %d, but the tile has only %d features"),
                               i + 1, n_features);
          else if (t->features[i].type != TESS_FEATURE_CITY)
            tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, floc,
                               _("its cities name feature %d, of type “%s”, not a city"),
                               i + 1, tess_feature_display_name (t->features[i].type));
        }
    }

  /* Side types: the feature owning the side port decides; no feature
   * there means a field side. */
  for (int side = 0; side < 4; side++)
    {
      int o = owner[side];
      int type = o >= 0 ? t->features[o].type : TESS_FEATURE_FIELD;

      if (type == TESS_FEATURE_FIELD || type == TESS_FEATURE_MONASTERY)
        {
          if (o >= 0)
            continue;   /* already reported: fields and monasteries own no side port */
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] < 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                                   _("the %s side has no road, city or river, so it is a "
                                     "field side, but no field touches its half port %s"),
                                   tess_side_display_name (side), tess_port_name (half));
            }
        }
      else if (type == TESS_FEATURE_CITY)
        {
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] >= 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                                   _("the %s side is a city side, so its half port %s "
                                     "belongs to no feature, but feature %d touches it"),
                                   tess_side_display_name (side), tess_port_name (half),
                                   owner[half] + 1);
            }
        }
      else
        {
          for (int h = 0; h < 2; h++)
            {
              int half = 4 + 2 * side + h;

              if (owner[half] < 0)
                tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                                   _("the %s side is of type “%s”, so a field must touch "
                                     "its half port %s, but none does"),
                                   tess_side_display_name (side), tess_feature_display_name (type),
                                   tess_port_name (half));
            }
        }
    }

  /* The engine's own view, when ours found nothing (its sentence is English). */
  if (p->n == before)
    {
      char err[256] = "";

      if (!tess_tile_validate (t, err, sizeof err))
        tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc, "%s", err);
    }
}

/* @skip: (nullable): tiles not to check one by one (their reading failed) */
void
_tess_tile_set_check_set (const TessTileSetData *set,
                         const char            *where,
                         const gboolean        *skip,
                         TessProblems          *p)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gint64 total = 0;

  if (set->id == NULL || *set->id == '\0')
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, where, _("the tile set has no id (key “id”)"));
  else if (strlen (set->id) >= TESS_ID_LEN)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, where,
                       _("the tile set's id “%s” is longer than %d bytes"),
                       set->id, TESS_ID_LEN - 1);
  if (set->tiles->len == 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, where, _("the tile set has no tiles"));
  if (set->tiles->len > TESS_MAX_TYPES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                       _("the tile set has %u kinds of tiles, more than %d"),
                       set->tiles->len, TESS_MAX_TYPES);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);

      if (skip == NULL || !skip[i])
        check_tile (t, i, where, p);
      total += MAX (t->count, 0);
      if (t->id[0] != '\0' && memchr (t->id, '\0', TESS_ID_LEN) != NULL)
        {
          gpointer first;

          if (g_hash_table_lookup_extended (seen, t->id, NULL, &first))
            {
              g_autofree char *loc = _tess_tile_set_tile_where (where, t->id, i);

              tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, loc,
                                 _("the id is already used by tile number %u"),
                                 GPOINTER_TO_UINT (first) + 1);
            }
          else
            g_hash_table_insert (seen, (gpointer) t->id, GUINT_TO_POINTER (i));
        }
    }

  if (total > TESS_MAX_TILES)
    tess_problems_add (p, TESS_FILE_ERROR_TOO_BIG, where,
                       _("the tile set has %lld tiles, more than a game can hold (%d)"),
                       (long long) total, TESS_MAX_TILES);

  if (set->start != NULL && tess_tile_set_find_tile (set, set->start) < 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, where,
                       _("the start tile “%s” (key “start”) is not a tile of the set"),
                       set->start);
  if (set->last != NULL && tess_tile_set_find_tile (set, set->last) < 0)
    tess_problems_add (p, TESS_FILE_ERROR_TILE_SET, where,
                       _("the last tile “%s” (key “last”) is not a tile of the set"),
                       set->last);
}

gboolean
tess_tile_set_check (const TessTileSetData *set,
                    const char            *where,
                    GPtrArray             *problems)
{
  TessProblems p;
  gboolean ok;

  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  tess_problems_init (&p, problems);
  _tess_tile_set_check_set (set, where, NULL, &p);
  ok = p.n == 0;
  tess_problems_clear (&p);
  return ok;
}

/* -------------------------------------------------------------- built-in */

G_LOCK_DEFINE_STATIC (builtin);
static GHashTable *builtin_cache;   /* path -> TessTileSetData */

const char *
tess_tile_set_dir (void)
{
  const char *env = g_getenv ("TESSERA_TILESETDIR");

  if (env != NULL && *env != '\0')
    return env;
  return TILESETDIR;
}

char *
tess_tile_set_library_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessera", "tilesets", NULL);
}

/* Built-in ids are plain names: never a path. */
static gboolean
builtin_id_ok (const char *id)
{
  if (id == NULL || *id == '\0' || strlen (id) >= TESS_ID_LEN)
    return FALSE;
  for (const char *c = id; *c; c++)
    if (!g_ascii_isalnum (*c) && *c != '-' && *c != '_')
      return FALSE;
  return TRUE;
}

TessTileSetData *
tess_tile_set_load_builtin (const char *id,
                           GError    **error)
{
  g_autofree char *basename = NULL;
  g_autofree char *path = NULL;
  TessTileSetData *set;

  g_return_val_if_fail (id != NULL, NULL);

  if (!builtin_id_ok (id))
    {
      g_autofree char *shown = tess_json_shown (id);

      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("There is no built-in tile set “%s”"), shown);
      return NULL;
    }

  basename = g_strconcat (id, ".tileset.json", NULL);
  path = g_build_filename (tess_tile_set_dir (), basename, NULL);

  G_LOCK (builtin);
  if (builtin_cache == NULL)
    builtin_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) tess_tile_set_unref);
  set = g_hash_table_lookup (builtin_cache, path);
  if (set != NULL)
    tess_tile_set_ref (set);
  G_UNLOCK (builtin);
  if (set != NULL)
    return set;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("There is no built-in tile set “%s” (no file %s)"), id, path);
      return NULL;
    }
  set = tess_tile_set_load_file (path, error);
  if (set == NULL)
    return NULL;
  if (g_strcmp0 (set->id, id) != 0)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_NOT_FOUND,
                   _("%s: the built-in tile set “%s” has the id “%s”"), path, id, set->id);
      tess_tile_set_unref (set);
      return NULL;
    }
  set->builtin = TRUE;

  G_LOCK (builtin);
  g_hash_table_replace (builtin_cache, g_strdup (path), tess_tile_set_ref (set));
  G_UNLOCK (builtin);
  return set;
}
