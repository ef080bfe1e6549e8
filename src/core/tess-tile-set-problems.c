/* tess-tile-set-problems.c: everything wrong with a tile set, tile by tile
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
#include "tess-tile-checks-private.h"
#include "tess-tile-shape.h"
#include "tess-tile-set-problems.h"
#include "tess-tile-set-private.h"
#include "tess-engine.h"

/* ------------------------------------------------------------ the item */

struct _TessTileSetProblem
{
  GObject parent_instance;

  int tile;
  char *tile_id;
  TessProblemSeverity severity;
  TessProblemKind kind;
  guint16 ports;
  char *message;
};

G_DEFINE_FINAL_TYPE (TessTileSetProblem, tess_tile_set_problem, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TILE,
  PROP_TILE_ID,
  PROP_SEVERITY,
  PROP_KIND,
  PROP_PORTS,
  PROP_MESSAGE,
  N_PROPS
};

static GParamSpec *problem_props[N_PROPS];

static void
tess_tile_set_problem_finalize (GObject *object)
{
  TessTileSetProblem *self = TESS_TILE_SET_PROBLEM (object);

  g_free (self->tile_id);
  g_free (self->message);
  G_OBJECT_CLASS (tess_tile_set_problem_parent_class)->finalize (object);
}

static void
tess_tile_set_problem_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TessTileSetProblem *self = TESS_TILE_SET_PROBLEM (object);

  switch (prop_id)
    {
    case PROP_TILE:
      g_value_set_int (value, self->tile);
      break;
    case PROP_TILE_ID:
      g_value_set_string (value, self->tile_id);
      break;
    case PROP_SEVERITY:
      g_value_set_int (value, self->severity);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_PORTS:
      g_value_set_uint (value, self->ports);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_set_problem_class_init (TessTileSetProblemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tess_tile_set_problem_finalize;
  object_class->get_property = tess_tile_set_problem_get_property;

  problem_props[PROP_TILE] = g_param_spec_int ("tile", NULL, NULL, -1, G_MAXINT, -1, flags);
  problem_props[PROP_TILE_ID] = g_param_spec_string ("tile-id", NULL, NULL, NULL, flags);
  problem_props[PROP_SEVERITY] = g_param_spec_int ("severity", NULL, NULL, 0, 1, 0, flags);
  problem_props[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, TESS_PROBLEM_UNREADABLE, 0, flags);
  problem_props[PROP_PORTS] = g_param_spec_uint ("ports", NULL, NULL, 0, 0xfff, 0, flags);
  problem_props[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, problem_props);
}

static void
tess_tile_set_problem_init (TessTileSetProblem *self)
{
  self->tile = -1;
}

int
tess_tile_set_problem_get_tile (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), -1);
  return self->tile;
}

const char *
tess_tile_set_problem_get_tile_id (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), NULL);
  return self->tile_id;
}

TessProblemSeverity
tess_tile_set_problem_get_severity (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), TESS_PROBLEM_ERROR);
  return self->severity;
}

TessProblemKind
tess_tile_set_problem_get_kind (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), TESS_PROBLEM_STRUCTURE);
  return self->kind;
}

guint16
tess_tile_set_problem_get_ports (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), 0);
  return self->ports;
}

const char *
tess_tile_set_problem_get_message (TessTileSetProblem *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), NULL);
  return self->message;
}

char *
tess_tile_set_problem_to_string (TessTileSetProblem *self)
{
  g_autofree char *where = NULL;

  g_return_val_if_fail (TESS_IS_TILE_SET_PROBLEM (self), NULL);

  /* A tile is named as the editor's list shows it: by its id. */
  if (self->tile_id != NULL && *self->tile_id != '\0')
    /* TRANSLATORS: where a problem is: the tile's id, as the editor lists it */
    where = g_strdup_printf (_("tile “%s”: "), self->tile_id);
  else if (self->tile >= 0)
    where = g_strdup (_("a tile without an id: "));
  else
    where = g_strdup ("");
  if (self->severity == TESS_PROBLEM_WARNING)
    /* TRANSLATORS: a problem that does not stop the set from being played;
     * the first %s says where, the second what */
    return g_strdup_printf (_("warning: %s%s"), where, self->message);
  return g_strconcat (where, self->message, NULL);
}

gboolean
tess_tile_set_problem_equal (TessTileSetProblem *a,
                             TessTileSetProblem *b)
{
  return a->tile == b->tile && a->severity == b->severity && a->kind == b->kind
         && a->ports == b->ports
         && g_strcmp0 (a->tile_id, b->tile_id) == 0 && g_strcmp0 (a->message, b->message) == 0;
}

/* ------------------------------------------------------------ checking */

typedef struct
{
  const TessTileSetData *set;
  GPtrArray *out;
} Checker;

static void add_valist (Checker            *c,
                        int                 tile,
                        guint16             ports,
                        TessProblemSeverity severity,
                        TessProblemKind     kind,
                        const char         *format,
                        va_list             args) G_GNUC_PRINTF (6, 0);

/* A problem of tile @tile (-1: of the set) at @ports (lit on the canvas,
 * 0 for none), worded as a whole sentence. */
static void
add_valist (Checker            *c,
            int                 tile,
            guint16             ports,
            TessProblemSeverity severity,
            TessProblemKind     kind,
            const char         *format,
            va_list             args)
{
  TessTileSetProblem *p = g_object_new (TESS_TYPE_TILE_SET_PROBLEM, NULL);

  p->tile = tile;
  if (tile >= 0)
    {
      const TessTileDef *t = &g_array_index (c->set->tiles, TessTileDef, tile);

      p->tile_id = g_strndup (t->id, TESS_ID_LEN);
    }
  p->severity = severity;
  p->kind = kind;
  p->ports = ports;
  p->message = g_strdup_vprintf (format, args);
  g_ptr_array_add (c->out, p);
}

static void add_error (Checker         *c,
                       int              tile,
                       guint16          ports,
                       TessProblemKind  kind,
                       const char      *format,
                       ...) G_GNUC_PRINTF (5, 6);

static void
add_error (Checker         *c,
           int              tile,
           guint16          ports,
           TessProblemKind  kind,
           const char      *format,
           ...)
{
  va_list args;

  va_start (args, format);
  add_valist (c, tile, ports, TESS_PROBLEM_ERROR, kind, format, args);
  va_end (args);
}

static void add_warning (Checker         *c,
                         int              tile,
                         guint16          ports,
                         TessProblemKind  kind,
                         const char      *format,
                         ...) G_GNUC_PRINTF (5, 6);

static void
add_warning (Checker         *c,
             int              tile,
             guint16          ports,
             TessProblemKind  kind,
             const char      *format,
             ...)
{
  va_list args;

  va_start (args, format);
  add_valist (c, tile, ports, TESS_PROBLEM_WARNING, kind, format, args);
  va_end (args);
}

/* The tile model's rules; returns FALSE when the tile is too broken for
 * the checks of its shape. */
static gboolean
check_structure (Checker           *c,
                 int                index,
                 const TessTileDef *t)
{
  int owner[TESS_N_PORTS];
  int n = CLAMP (t->n_features, 0, TESS_MAX_FEATURES);
  int monasteries = 0;
  guint before = c->out->len;

  for (int i = 0; i < TESS_N_PORTS; i++)
    owner[i] = -1;

  if (t->id[0] == '\0')
    add_error (c, index, 0, TESS_PROBLEM_STRUCTURE, _("The tile has no id."));
  if (memchr (t->id, '\0', TESS_ID_LEN) == NULL)
    add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
               _("The id is longer than %d bytes."), TESS_ID_LEN - 1);
  if (t->count < 1 || t->count > TESS_TILE_SET_MAX_COUNT)
    add_error (c, index, 0, TESS_PROBLEM_COUNT,
               _("The count is %d, but it must be between 1 and %d."),
               t->count, TESS_TILE_SET_MAX_COUNT);
  if (t->n_features <= 0)
    add_error (c, index, 0, TESS_PROBLEM_STRUCTURE, _("The tile has no features."));
  else if (t->n_features > TESS_MAX_FEATURES)
    add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
               _("The tile has %d features, more than %d."), t->n_features, TESS_MAX_FEATURES);

  for (int f = 0; f < n; f++)
    {
      const TessFeature *feat = &t->features[f];
      guint16 ports = feat->ports & 0x0fffu;

      if (feat->type >= TESS_N_FEATURE_TYPES)
        {
          add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                     _("Feature %d has an unknown type."), f + 1);
          continue;
        }
      if (feat->ports & ~0x0fffu)
        add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                   _("Feature %d names ports that do not exist."), f + 1);
      for (int port = 0; port < TESS_N_PORTS; port++)
        if (ports & (1u << port))
          {
            if (owner[port] >= 0)
              add_error (c, index, 1u << port, TESS_PROBLEM_STRUCTURE,
                         _("Two features hold %s: numbers %d and %d in the file."),
                         tess_port_place_phrase (port), owner[port] + 1, f + 1);
            else
              owner[port] = f;
          }
      switch ((TessFeatureType) feat->type)
        {
        case TESS_FEATURE_MONASTERY:
          if (ports != 0)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The monastery (feature %d) touches ports."), f + 1);
          if (++monasteries == 2)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The tile has more than one monastery."));
          break;
        case TESS_FEATURE_FIELD:
          if (ports == 0)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The field (feature %d) touches no port."), f + 1);
          if (ports & 0xfu)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The field (feature %d) touches a side port; fields touch half "
                         "ports only."),
                       f + 1);
          break;
        case TESS_FEATURE_ROAD:
        case TESS_FEATURE_CITY:
        case TESS_FEATURE_RIVER:
          if ((ports & 0xfu) == 0)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The %s (feature %d) touches no side."),
                       tess_feature_display_name (feat->type), f + 1);
          if (ports & 0x0ff0u)
            add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                       _("The %s (feature %d) touches a half port; it touches whole sides only."),
                       tess_feature_display_name (feat->type), f + 1);
          break;
        case TESS_N_FEATURE_TYPES:
        default:
          break;
        }
      if (feat->shield && feat->type != TESS_FEATURE_CITY)
        add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                   _("Only a city has a shield, not the %s (feature %d)."),
                   tess_feature_display_name (feat->type), f + 1);
      /* Said by the place the designer sees on the tile: "not the city
       * on the top side" (a feature on no side by its number). */
      if ((feat->value & TESS_VALUE_INN) && feat->type != TESS_FEATURE_ROAD)
        {
          g_autofree char *place = tess_feature_place_phrase (feat->type, ports);

          if (ports != 0 || feat->type == TESS_FEATURE_MONASTERY)
            /* Translators: "Only a road has an inn, not the city on the top side." */
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a road has an inn, not %s."), place);
          else
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a road has an inn, not the %s (feature %d)."),
                       tess_feature_display_name (feat->type), f + 1);
        }
      if ((feat->value & TESS_VALUE_CATHEDRAL) && feat->type != TESS_FEATURE_CITY)
        {
          g_autofree char *place = tess_feature_place_phrase (feat->type, ports);

          if (ports != 0 || feat->type == TESS_FEATURE_MONASTERY)
            /* Translators: "Only a city has a cathedral, not the road to the left and right sides." */
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a city has a cathedral, not %s."), place);
          else
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a city has a cathedral, not the %s (feature %d)."),
                       tess_feature_display_name (feat->type), f + 1);
        }
      if (feat->goods != TESS_GOODS_NONE && feat->type != TESS_FEATURE_CITY)
        {
          g_autofree char *place = tess_feature_place_phrase (feat->type, ports);

          if (ports != 0 || feat->type == TESS_FEATURE_MONASTERY)
            /* Translators: "Only a city has goods, not the road to the left and right sides." */
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a city has goods, not %s."), place);
          else
            add_error (c, index, ports, TESS_PROBLEM_STRUCTURE,
                       _("Only a city has goods, not the %s (feature %d)."),
                       tess_feature_display_name (feat->type), f + 1);
        }
      if (feat->cities != 0 && feat->type != TESS_FEATURE_FIELD)
        add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                   _("Only a field borders cities, not the %s (feature %d)."),
                   tess_feature_display_name (feat->type), f + 1);
      for (int i = 0; i < 16; i++)
        if ((feat->cities & (1u << i))
            && (i >= n || t->features[i].type != TESS_FEATURE_CITY))
          add_error (c, index, 0, TESS_PROBLEM_STRUCTURE,
                     _("The field (feature %d) borders feature %d, which is not a city."),
                     f + 1, i + 1);
    }

  for (int side = 0; side < 4; side++)
    {
      int o = owner[side];
      int type = o >= 0 ? t->features[o].type : TESS_FEATURE_FIELD;

      for (int h = 0; h < 2; h++)
        {
          int half = 4 + 2 * side + h;

          if (type == TESS_FEATURE_CITY && owner[half] >= 0)
            add_error (c, index, 1u << half, TESS_PROBLEM_STRUCTURE,
                       _("A city covers %s, so no field or other feature may touch %s."),
                       tess_port_place_phrase (side), tess_port_place_phrase (half));
          else if (type != TESS_FEATURE_CITY
                   && (owner[half] < 0 || t->features[owner[half]].type != TESS_FEATURE_FIELD))
            add_error (c, index, 1u << half, TESS_PROBLEM_HALF_PORT,
                       _("No field touches %s."), tess_port_place_phrase (half));
        }
    }
  return c->out->len == before;
}

/* Crossings, and the cities each field touches. */
static void
check_shape (Checker           *c,
             int                index,
             const TessTileDef *t)
{
  int n = t->n_features;

  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      {
        const TessFeature *fa = &t->features[a];
        const TessFeature *fb = &t->features[b];
        gboolean bridge = (fa->type == TESS_FEATURE_ROAD && fb->type == TESS_FEATURE_RIVER)
                          || (fa->type == TESS_FEATURE_RIVER && fb->type == TESS_FEATURE_ROAD);
        /* Traders & Builders' crossing: two straight roads go on across
         * each other, neither ending there. */
        gboolean crossing = fa->type == TESS_FEATURE_ROAD && fb->type == TESS_FEATURE_ROAD
                            && (fa->ports == (1u << 0 | 1u << 2) || fa->ports == (1u << 1 | 1u << 3))
                            && (fa->ports | fb->ports) == 0xfu;

        if (!bridge && !crossing && tess_ports_cross (fa->ports, fb->ports))
          {
            g_autofree char *pa = tess_feature_place_phrase (fa->type, fa->ports);
            g_autofree char *pb = tess_feature_place_phrase (fb->type, fb->ports);

            /* TRANSLATORS: e.g. "the road to the top and bottom sides crosses the
             * city on the left and right sides; ..." */
            add_error (c, index, fa->ports | fb->ports, TESS_PROBLEM_CROSSING,
                       _("Two features cross: %s and %s. Only a road may cross a river, on a "
                         "bridge, or another road, both going straight on across the tile."),
                       pa, pb);
          }
      }

  for (int f = 0; f < n; f++)
    {
      g_autofree char *pf = NULL;

      if (t->features[f].type != TESS_FEATURE_FIELD)
        continue;
      pf = tess_feature_place_phrase (TESS_FEATURE_FIELD, t->features[f].ports);
      for (int city = 0; city < n; city++)
        {
          gboolean listed = (t->features[f].cities & (1u << city)) != 0;
          gboolean touches;
          g_autofree char *pc = NULL;
          guint16 both;

          if (t->features[city].type != TESS_FEATURE_CITY)
            continue;
          touches = tess_tile_field_touches_city (t, f, city);
          if (listed == touches)
            continue;
          pc = tess_feature_place_phrase (TESS_FEATURE_CITY, t->features[city].ports);
          both = t->features[f].ports | t->features[city].ports;
          if (touches)
            add_warning (c, index, both, TESS_PROBLEM_FIELD_MISSES_CITY,
                         _("A field lies beside a city but does not border it, so the farmers of "
                           "%s will not score %s: mark the border."),
                         pf, pc);
          else
            add_error (c, index, both, TESS_PROBLEM_FIELD_FAR_CITY,
                       _("A field is marked as bordering a city that it does not touch: "
                         "%s and %s."),
                       pf, pc);
        }
    }
}

/* River tiles: one river each, with two ends, except the spring and the
 * lake, which have one. */
static void
check_river_tile (Checker           *c,
                  int                index,
                  const TessTileDef *t,
                  int               *n_ends)
{
  int rivers = 0, ends = 0;

  for (int f = 0; f < t->n_features; f++)
    if (t->features[f].type == TESS_FEATURE_RIVER)
      {
        int sides = __builtin_popcount (t->features[f].ports & 0xfu);

        rivers++;
        if (sides > 2)
          add_error (c, index, 0, TESS_PROBLEM_RIVER_SHAPE,
                     _("The river forks (it reaches %d sides); a river reaches one or two sides."),
                     sides);
        else if (sides == 1)
          ends++;
      }
  if (rivers > 1)
    add_error (c, index, 0, TESS_PROBLEM_RIVER_SHAPE,
               _("The tile has %d rivers; the river is one, so a tile holds one piece of it."),
               rivers);
  *n_ends = ends;
}

static gboolean
tile_has_river (const TessTileDef *t)
{
  for (int f = 0; f < t->n_features && f < TESS_MAX_FEATURES; f++)
    if (t->features[f].type == TESS_FEATURE_RIVER)
      return TRUE;
  return FALSE;
}

static void
check_river (Checker *c,
             int      start,
             int      last,
             int     *ends)
{
  const GArray *tiles = c->set->tiles;

  if (start < 0 || !tile_has_river (&g_array_index (tiles, TessTileDef, start)) || ends[start] != 1)
    add_error (c, -1, 0, TESS_PROBLEM_RIVER_ENDS,
               _("The set has river tiles, so its start tile must be the spring: a tile where the "
                 "river ends."));
  if (last < 0 || !tile_has_river (&g_array_index (tiles, TessTileDef, last)) || ends[last] != 1)
    add_error (c, -1, 0, TESS_PROBLEM_RIVER_ENDS,
               _("The set has river tiles, so its last tile must be the lake: a tile where the "
                 "river ends."));
  if (start >= 0 && start == last)
    add_error (c, -1, 0, TESS_PROBLEM_RIVER_ENDS, _("The spring and the lake are the same tile."));

  for (guint i = 0; i < tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (tiles, TessTileDef, i);

      if (ends[i] == 0)
        continue;
      if ((int) i != start && (int) i != last)
        add_error (c, i, 0, TESS_PROBLEM_RIVER_SHAPE,
                   _("The river ends on this tile, but only the spring and the lake end it: make "
                     "it the start or the last tile, or let the river go on."));
      else if (t->count != 1)
        add_error (c, i, 0, TESS_PROBLEM_RIVER_ENDS,
                   _("The river has one spring and one lake, but the count of this tile is %d."),
                   t->count);
    }
}

/* Tiles that share no side type with any other tile. */
static void
check_matches (Checker *c)
{
  const GArray *tiles = c->set->tiles;
  gint64 copies[4] = { 0 }, total = 0;

  for (guint i = 0; i < tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (tiles, TessTileDef, i);
      guint kinds = 0;

      for (int s = 0; s < 4; s++)
        kinds |= 1u << tess_tile_side (t, s);
      for (int k = 0; k < 4; k++)
        if (kinds & (1u << k))
          copies[k] += MAX (t->count, 0);
      total += MAX (t->count, 0);
    }
  if (total <= 1)
    return;   /* a single tile in all: nothing to match */
  for (guint i = 0; i < tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (tiles, TessTileDef, i);
      gboolean matches = FALSE;

      for (int s = 0; s < 4 && !matches; s++)
        matches = copies[tess_tile_side (t, s)] > 1;
      if (!matches)
        add_warning (c, i, 0, TESS_PROBLEM_UNMATCHED,
                     _("No other tile has a side like any of this tile's sides, so it can never be "
                       "placed."));
    }
}

GPtrArray *
tess_tile_set_find_problems (const TessTileSetData *set)
{
  return tess_tile_set_find_problems_cached (set, NULL, NULL);
}

GPtrArray *
tess_tile_set_find_problems_cached (const TessTileSetData *set,
                                   GHashTable            *old,
                                   GHashTable            *fresh)
{
  Checker checker = { set, g_ptr_array_new_with_free_func (g_object_unref) };
  Checker *c = &checker;
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) shapes = g_hash_table_new_full (tess_tile_shape_hash,
                                                        tess_tile_shape_equal, NULL, NULL);
  g_autofree TessTileShape *shape_of = NULL;
  g_autofree int *ends = NULL;
  gboolean river = FALSE;
  gint64 total = 0;
  int start, last;

  g_return_val_if_fail (set != NULL, NULL);

  shape_of = g_new0 (TessTileShape, MAX (set->tiles->len, 1));
  ends = g_new0 (int, MAX (set->tiles->len, 1));
  start = tess_tile_set_find_tile (set, set->start);
  last = tess_tile_set_find_tile (set, set->last);

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const TessTileDef *t = &g_array_index (set->tiles, TessTileDef, i);
      TessTileSource *source = _tess_tile_set_tile_source (set, i);
      TessTileChecks *tc;
      guint before;
      gpointer first;

      /* First what its file said that could not be read. */
      for (guint k = 0; source != NULL && k < source->problems->len; k++)
        /* Translators: %s says where in the file and what, as in
         * "features[1]: unknown type “bridge”" */
        add_error (c, i, 0, TESS_PROBLEM_UNREADABLE,
                   _("Tessera cannot read this part of the file and keeps it as written: %s."),
                   (const char *) g_ptr_array_index (source->problems, k));
      if (tess_tile_set_get_art (set, i) != NULL
          && tess_tile_art_get_problem (tess_tile_set_get_art (set, i)) != NULL)
        /* Translators: %s is what is wrong with the artwork */
        add_error (c, i, 0, TESS_PROBLEM_ART,
                   _("The tile's artwork cannot be shown, so Tessera draws the tile instead: %s."),
                   tess_tile_art_get_problem (tess_tile_set_get_art (set, i)));
      before = c->out->len;
      tc = fresh != NULL ? tess_tile_checks_lookup (old, i, t) : NULL;

      total += MAX (t->count, 0);
      if (tc != NULL)
        {
          g_hash_table_steal (old, tc);
          for (guint k = 0; k < tc->problems->len; k++)
            g_ptr_array_add (c->out, g_object_ref (g_ptr_array_index (tc->problems, k)));
        }
      else
        {
          if (check_structure (c, i, t))
            check_shape (c, i, t);
          if (fresh != NULL)
            {
              if (c->out->len == before)
                tess_tile_shape (t, &shape_of[i]);
              tc = tess_tile_checks_new (i, t, c->out, before,
                                         c->out->len == before ? &shape_of[i] : NULL);
            }
        }
      if (tc != NULL)
        g_hash_table_add (fresh, tc);
      /* The spring and the lake may well look alike. */
      if (c->out->len == before
          && !(((int) i == start || (int) i == last) && tile_has_river (t)))
        {
          if (tc != NULL)
            shape_of[i] = tc->shape;
          else
            tess_tile_shape (t, &shape_of[i]);
          if (g_hash_table_lookup_extended (shapes, &shape_of[i], NULL, &first))
            {
              const TessTileDef *other = &g_array_index (set->tiles, TessTileDef,
                                                         GPOINTER_TO_UINT (first));

              add_warning (c, i, 0, TESS_PROBLEM_SAME_TILE,
                           _("“%.*s” and “%.*s” are the same tile turned round; give it "
                             "one type with the two counts added."),
                           TESS_ID_LEN, other->id, TESS_ID_LEN, t->id);
            }
          else
            g_hash_table_insert (shapes, &shape_of[i], GUINT_TO_POINTER (i));
        }
      if (tile_has_river (t))
        {
          river = TRUE;
          check_river_tile (c, i, t, &ends[i]);
        }
      if (t->id[0] != '\0' && memchr (t->id, '\0', TESS_ID_LEN) != NULL)
        {
          if (g_hash_table_lookup_extended (ids, t->id, NULL, &first))
            add_error (c, i, 0, TESS_PROBLEM_DUPLICATE_ID,
                       _("Another tile before it in the list has the same id; give each tile an id "
                         "of its own."));
          else
            g_hash_table_insert (ids, (gpointer) t->id, GUINT_TO_POINTER (i));
        }
    }

  check_matches (c);
  if (river)
    check_river (c, start, last, ends);

  if (set->source != NULL)
    {
      const TessSetSource *source = set->source;

      for (guint k = 0; k < source->problems->len; k++)
        add_error (c, -1, 0, TESS_PROBLEM_UNREADABLE,
                   _("Tessera cannot read this part of the file and keeps it as written: %s."),
                   (const char *) g_ptr_array_index (source->problems, k));
    }
  if (set->id == NULL || *set->id == '\0')
    add_error (c, -1, 0, TESS_PROBLEM_SET, _("The tile set has no id."));
  else if (strlen (set->id) >= TESS_ID_LEN)
    add_error (c, -1, 0, TESS_PROBLEM_SET,
               _("The tile set's id “%s” is longer than %d bytes."), set->id, TESS_ID_LEN - 1);
  if (set->tiles->len == 0)
    add_error (c, -1, 0, TESS_PROBLEM_SET, _("The tile set has no tiles."));
  else if (set->tiles->len > TESS_MAX_TYPES)
    add_error (c, -1, 0, TESS_PROBLEM_TOO_MANY,
               _("The tile set has %u kinds of tiles, more than %d."),
               set->tiles->len, TESS_MAX_TYPES);
  if (total > TESS_TILE_SET_MAX_TOTAL)
    add_error (c, -1, 0, TESS_PROBLEM_TOO_MANY,
               _("The tile set has %lld tiles in all, more than %d."),
               (long long) total, TESS_TILE_SET_MAX_TOTAL);
  if (tess_tile_set_art_size (set) > TESS_TILE_ART_MAX_SET_BYTES)
    {
      g_autofree char *size = g_format_size_full (tess_tile_set_art_size (set),
                                                  G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = g_format_size_full (TESS_TILE_ART_MAX_SET_BYTES,
                                                 G_FORMAT_SIZE_IEC_UNITS);

      add_error (c, -1, 0, TESS_PROBLEM_ART,
                 _("The tiles' artwork takes %s, more than %s."), size, max);
    }
  if (set->start == NULL && set->tiles->len > 0)
    add_warning (c, -1, 0, TESS_PROBLEM_NO_START,
                 _("The tile set has no start tile, so it can only be played together with a set "
                   "that has one."));
  else if (set->start != NULL && start < 0)
    add_error (c, -1, 0, TESS_PROBLEM_UNKNOWN_TILE,
               _("The start tile “%s” is not a tile of the set."), set->start);
  if (set->last != NULL && last < 0)
    add_error (c, -1, 0, TESS_PROBLEM_UNKNOWN_TILE,
               _("The last tile “%s” is not a tile of the set."), set->last);

  return checker.out;
}

gboolean
tess_tile_set_check_file (const char *filename,
                         GPtrArray  *errors,
                         GPtrArray  *warnings)
{
  g_autofree char *display = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) reading = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(TessTileSetData) set = NULL;
  guint before;
  gsize length = 0;

  g_return_val_if_fail (filename != NULL && errors != NULL && warnings != NULL, FALSE);

  before = errors->len;
  display = g_filename_display_name (filename);
  data = tess_read_file (filename, &length, &error);
  if (data == NULL)
    {
      g_ptr_array_add (errors, g_strdup (error->message));
      return FALSE;
    }
  root = tess_json_parse (data, length, display, &error);
  if (root == NULL)
    {
      g_ptr_array_add (errors, g_strdup (error->message));
      return FALSE;
    }
  /* Read as the editor reads it: what could not be read stays with the
   * set, and the checks list it with the rest. */
  set = tess_tile_set_from_json (root, display, reading, &error);
  if (set == NULL)
    {
      g_ptr_array_add (errors, g_strdup (error->message));
      return FALSE;
    }

  found = tess_tile_set_find_problems (set);
  for (guint i = 0; i < found->len; i++)
    {
      TessTileSetProblem *p = g_ptr_array_index (found, i);
      g_autofree char *text = tess_tile_set_problem_to_string (p);

      g_ptr_array_add (p->severity == TESS_PROBLEM_ERROR ? errors : warnings,
                       g_strdup_printf ("%s: %s", display, text));
    }
  return errors->len == before;
}
