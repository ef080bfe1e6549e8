/* tess-tile-set-choice.c: which tile sets make a game, and the sets the
 * settings name, read
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-tileset-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-error.h"
#include "tess-tile-set-chooser.h"

/* ------------------------------------------------------------ checking */

/* A set's name as the list shows it, also the name the game's messages
 * give it. */
const char *
tess_tile_set_chooser_title (const TessTileSetData *set)
{
  if (set->builtin && g_strcmp0 (set->id, "base") == 0)
    return _("Base Game");
  if (set->builtin && g_strcmp0 (set->id, "river") == 0)
    return _("The River");
  return set->name != NULL && *set->name != '\0' ? set->name : set->id;
}

/**
 * tess_tile_set_chooser_check_sets:
 * @sets: (element-type TessTileSetData): the sets of a game
 *
 * Whether the sets make a game: at least one, no id twice, one river at
 * most (with its spring and lake), a start tile, and no more tile types
 * and tiles than a game holds.
 */
gboolean
tess_tile_set_chooser_check_sets (GPtrArray  *sets,
                                 GError    **error)
{
  const TessTileSetData *river = NULL;
  gboolean has_start = FALSE;
  int types = 0, tiles = 0;

  g_return_val_if_fail (sets != NULL, FALSE);

  if (sets->len == 0)
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("Choose at least one tile set."));
      return FALSE;
    }
  for (guint i = 0; i < sets->len; i++)
    {
      const TessTileSetData *set = g_ptr_array_index (sets, i);

      for (guint j = 0; j < i; j++)
        {
          const TessTileSetData *other = g_ptr_array_index (sets, j);

          if (g_strcmp0 (set->id, other->id) == 0)
            {
              g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           /* Translators: two set names, then the id they share */
                           _("“%s” and “%s” have the same id, “%s”: a game tells its sets "
                             "apart by their ids. Change one in the tile-set editor."),
                           tess_tile_set_chooser_title (other), tess_tile_set_chooser_title (set), set->id);
              return FALSE;
            }
        }
      if (tess_tile_set_has_river (set))
        {
          if (river != NULL)
            {
              g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("“%s” and “%s” both hold river tiles: a game has one river."),
                           tess_tile_set_chooser_title (river), tess_tile_set_chooser_title (set));
              return FALSE;
            }
          if (set->start == NULL || set->last == NULL)
            {
              g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("“%s” holds river tiles but names no spring or no lake."),
                           tess_tile_set_chooser_title (set));
              return FALSE;
            }
          river = set;
        }
      if (set->start != NULL)
        has_start = TRUE;
      types += (int) tess_tile_set_n_tiles (set);
      tiles += tess_tile_set_total_count (set);
    }
  if (!has_start)
    {
      g_set_error_literal (error, TESS_FILE_ERROR, TESS_FILE_ERROR_RULES,
                           _("None of the chosen sets has a start tile: choose the base "
                             "game too, or a set with one."));
      return FALSE;
    }
  if (types > TESS_MAX_TYPES)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG,
                   ngettext ("The chosen sets have %d kind of tile; a game holds at most %d.",
                             "The chosen sets have %d kinds of tile; a game holds at most %d.",
                             types),
                   types, TESS_MAX_TYPES);
      return FALSE;
    }
  if (tiles > TESS_MAX_TILES)
    {
      g_set_error (error, TESS_FILE_ERROR, TESS_FILE_ERROR_TOO_BIG,
                   ngettext ("The chosen sets hold %d tile; a game holds at most %d.",
                             "The chosen sets hold %d tiles; a game holds at most %d.",
                             tiles),
                   tiles, TESS_MAX_TILES);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the settings' sets */

/* The sets @keys name (built-in ids, then paths), with the River when
 * @river is on and @keys do not name it. From any thread. */
static GPtrArray *
load_keys (const char * const  *keys,
           gboolean             river,
           GError             **error)
{
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_tile_set_unref);

  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; keys[i] != NULL; i++)
        {
          TessTileSetData *set;

          if (g_path_is_absolute (keys[i]) != (pass == 1))
            continue;
          set = pass == 1 ? tess_tile_set_load_file (keys[i], error)
                          : tess_tile_set_load_builtin (keys[i], error);
          if (set == NULL)
            return NULL;
          g_ptr_array_add (sets, set);
        }
      if (pass == 0 && river && !g_strv_contains (keys, "river"))
        {
          TessTileSetData *set = tess_tile_set_load_builtin ("river", error);

          if (set == NULL)
            return NULL;
          g_ptr_array_add (sets, set);
        }
    }
  return g_steal_pointer (&sets);
}

/**
 * tess_tile_set_chooser_load_settings:
 * @settings: the application's settings
 *
 * The sets of a new game as the settings name them: "tilesets" (built-in
 * ids and paths), and the River when "river" is on (as before there was
 * a list). Built-in sets come first. On the calling thread: for built-in
 * sets only (tess_tile_set_chooser_settings_name_files()), or off the
 * main thread.
 *
 * Returns: (transfer full) (nullable): the sets, or %NULL when one
 *   cannot be read
 */
GPtrArray *
tess_tile_set_chooser_load_settings (GSettings  *settings,
                                    GError    **error)
{
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  keys = g_settings_get_strv (settings, "tilesets");
  return load_keys ((const char * const *) keys, g_settings_get_boolean (settings, "river"), error);
}

/* Whether the settings name a set of a file, which may be 16 MiB: one
 * to read off the main thread. */
gboolean
tess_tile_set_chooser_settings_name_files (GSettings *settings)
{
  g_auto(GStrv) keys = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  keys = g_settings_get_strv (settings, "tilesets");
  for (guint i = 0; keys[i] != NULL; i++)
    if (g_path_is_absolute (keys[i]))
      return TRUE;
  return FALSE;
}

typedef struct
{
  GStrv    keys;
  gboolean river;
} LoadKeys;

static void
load_keys_free (LoadKeys *data)
{
  g_strfreev (data->keys);
  g_free (data);
}

static void
load_worker (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadKeys *data = task_data;
  GError *error = NULL;
  GPtrArray *sets;

  if (g_task_return_error_if_cancelled (task))
    return;
  sets = load_keys ((const char * const *) data->keys, data->river, &error);
  if (sets == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, sets, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * tess_tile_set_chooser_load_settings_async:
 *
 * tess_tile_set_chooser_load_settings() in a worker thread: the settings
 * as they are now, the files read there.
 */
void
tess_tile_set_chooser_load_settings_async (GSettings           *settings,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadKeys *data;

  g_return_if_fail (G_IS_SETTINGS (settings));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tess_tile_set_chooser_load_settings_async);
  data = g_new0 (LoadKeys, 1);
  data->keys = g_settings_get_strv (settings, "tilesets");
  data->river = g_settings_get_boolean (settings, "river");
  g_task_set_task_data (task, data, (GDestroyNotify) load_keys_free);
  g_task_run_in_thread (task, load_worker);
}

/* Returns: (transfer full) (nullable): the sets, or %NULL with @error */
GPtrArray *
tess_tile_set_chooser_load_settings_finish (GAsyncResult  *result,
                                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
