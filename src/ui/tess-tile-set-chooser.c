/* tess-tile-set-chooser.c: the tile sets of a new game
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-tileset-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-display-text.h"
#include "tess-editor-window.h"
#include "tess-error.h"
#include "tess-tile-set-chooser.h"

#define TILESET_SUFFIX ".tileset.json"

/* One set of the list. */
typedef struct
{
  char            *key;     /* "base", "river", a path, or NULL (unsaved) */
  TessTileSetData *set;     /* NULL when the file cannot be read, or is being read */
  char            *problem; /* why it cannot be read; NULL while it is read */
  GtkCheckButton  *check;
  AdwActionRow    *row;
} Entry;

struct _TessTileSetChooser
{
  AdwPreferencesGroup parent_instance;

  GtkListBox *list_box;
  GtkLabel   *reason_label;

  GPtrArray *entries;      /* of Entry, in the list's order */
  char      *reason;       /* why the choice cannot start a game, or NULL */
  gboolean   loading;

  /* The files read in worker threads (a set may be 16 MiB: never on the
   * main thread), and the keys chosen that wait for them. */
  GCancellable *cancellable;
  guint         n_reading;
  guint         n_opening;    /* of n_reading: files opened, to choose */
  GStrv         wanted;
};

enum
{
  PROP_0,
  PROP_CAN_START,
  PROP_READING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TessTileSetChooser, tess_tile_set_chooser, ADW_TYPE_PREFERENCES_GROUP)

static void
entry_free (Entry *entry)
{
  g_free (entry->key);
  g_free (entry->problem);
  g_clear_pointer (&entry->set, tess_tile_set_unref);
  g_free (entry);
}

static Entry *
entry_at (TessTileSetChooser *self,
          guint               position)
{
  g_return_val_if_fail (position < self->entries->len, NULL);

  return g_ptr_array_index (self->entries, position);
}

/* The row's title, also the name a screen reader gives its check button. */
static void
entry_set_title (Entry      *entry,
                 const char *title)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->row), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry->check),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

/* ------------------------------------------------------------ checking */

static Entry *entry_find (TessTileSetChooser *self,
                          const char         *key);

/* Whether a set chosen is still being read. */
static gboolean
waits_for_reading (TessTileSetChooser *self)
{
  if (self->n_reading == 0)
    return FALSE;
  /* A file opened (Open a Set…) is chosen once read. */
  if (self->n_opening > 0)
    return TRUE;
  for (guint k = 0; self->wanted != NULL && self->wanted[k] != NULL; k++)
    {
      Entry *entry = entry_find (self, self->wanted[k]);

      if (entry != NULL && entry->set == NULL && entry->problem == NULL)
        return TRUE;
    }
  return FALSE;
}

static void
update_reason (TessTileSetChooser *self)
{
  g_autoptr(GPtrArray) sets = tess_tile_set_chooser_dup_chosen_sets (self);
  g_autoptr(GError) error = NULL;
  gboolean could = self->reason == NULL;

  g_clear_pointer (&self->reason, g_free);
  if (waits_for_reading (self))
    self->reason = g_strdup (_("Reading the tile sets…"));
  else if (!tess_tile_set_chooser_check_sets (sets, &error))
    self->reason = g_strdup (error->message);
  gtk_label_set_label (self->reason_label, self->reason ? self->reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), self->reason != NULL);
  if (could != (self->reason == NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_START]);
}

/* ------------------------------------------------------------ rows */

static char *
describe_tiles (const TessTileSetData *set)
{
  int n = tess_tile_set_total_count (set);

  if (set->builtin && g_strcmp0 (set->id, "river") == 0)
    return g_strdup (_("Start with the twelve river tiles, from the spring to the lake"));
  if (tess_tile_set_has_river (set))
    /* Translators: a set of river tiles and how many tiles it has */
    return g_strdup_printf (ngettext ("%d tile, a river played first",
                                      "%d tiles, a river played first", n), n);
  if (set->start == NULL)
    return g_strdup_printf (ngettext ("%d tile, no start tile",
                                      "%d tiles, no start tile", n), n);
  return g_strdup_printf (ngettext ("%d tile", "%d tiles", n), n);
}

static gboolean
has_text (const char *text)
{
  return text != NULL && *text != '\0';
}

/* The row's subtitle: its tiles, then who made the set and its licence,
 * then its description, each on a line of its own. */
static char *
describe (const TessTileSetData *set)
{
  GString *text = g_string_new (NULL);
  g_autofree char *tiles = describe_tiles (set);

  g_string_append (text, tiles);
  if (has_text (set->author) || has_text (set->licence))
    g_string_append_c (text, '\n');
  if (has_text (set->author) && has_text (set->licence))
    /* Translators: who made a tile set, then its licence ("By Ana, CC BY 4.0") */
    g_string_append_printf (text, _("By %s, %s"), set->author, set->licence);
  else if (has_text (set->author))
    /* Translators: who made a tile set */
    g_string_append_printf (text, _("By %s"), set->author);
  else if (has_text (set->licence))
    /* Translators: the licence a tile set is shared under ("CC BY 4.0") */
    g_string_append_printf (text, _("Licence: %s"), set->licence);
  if (has_text (set->description))
    g_string_append_printf (text, "\n%s", set->description);
  return g_string_free (text, FALSE);
}

static void
check_toggled (TessTileSetChooser *self)
{
  if (!self->loading)
    update_reason (self);
}

static Entry *
append_entry (TessTileSetChooser *self,
              const char         *key,
              TessTileSetData    *set,
              const char         *problem)
{
  Entry *entry = g_new0 (Entry, 1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *subtitle = NULL;

  entry->key = g_strdup (key);
  entry->set = set != NULL ? tess_tile_set_ref (set) : NULL;
  entry->check = GTK_CHECK_BUTTON (check);
  entry->row = ADW_ACTION_ROW (row);

  /* Set names and file errors are text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* A long description is cut short: the editor shows it whole. */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  /* Named by its own label (entry_set_title()), not also by the row's
   * title, or a screen reader says the name twice. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  if (set != NULL)
    {
      /* A set handed over by the editor with changes not saved. */
      subtitle = key != NULL ? describe (set) : g_strdup (_("Not saved yet"));
      entry_set_title (entry, tess_tile_set_chooser_title (set));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  else
    {
      g_autofree char *name = g_path_get_basename (key);

      entry->problem = g_strdup (problem);
      entry_set_title (entry, name);
      /* No problem yet: the file is being read (read_files()). */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   problem != NULL ? problem : _("Reading…"));
      gtk_widget_set_sensitive (row, FALSE);
    }
  if (key != NULL && g_path_is_absolute (key))
    {
      g_autofree char *shown = tess_display_path (key, NULL);

      gtk_widget_set_tooltip_text (row, shown);
    }
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (check_toggled), self);
  gtk_list_box_append (self->list_box, row);
  g_ptr_array_add (self->entries, entry);
  return entry;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char **) a, *(const char **) b);
}

/* ------------------------------------------------------------ reading */

/* @set (transfer full) in its row, which can be chosen now. */
static void
entry_show_set (Entry           *entry,
                TessTileSetData *set)
{
  g_autofree char *subtitle = describe (set);

  g_clear_pointer (&entry->set, tess_tile_set_unref);
  entry->set = set;
  g_clear_pointer (&entry->problem, g_free);
  entry_set_title (entry, tess_tile_set_chooser_title (set));
  adw_action_row_set_subtitle (entry->row, subtitle);
  gtk_widget_set_sensitive (GTK_WIDGET (entry->row), TRUE);
}

/* @n more files read in worker threads. */
static void
begin_reading (TessTileSetChooser *self,
               guint               n)
{
  gboolean was = self->n_reading > 0;

  self->n_reading += n;
  if (!was && self->n_reading > 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READING]);
}

static void
end_reading (TessTileSetChooser *self)
{
  g_assert (self->n_reading > 0);
  if (--self->n_reading == 0)
    {
      g_clear_pointer (&self->wanted, g_strfreev);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READING]);
    }
}

typedef struct
{
  char            *path;
  TessTileSetData *set;
  char            *problem;
} ReadFile;

static void
read_file_free (ReadFile *file)
{
  g_free (file->path);
  g_clear_pointer (&file->set, tess_tile_set_unref);
  g_free (file->problem);
  g_free (file);
}

static void
read_file_worker (GTask        *task,
                  gpointer      source,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  ReadFile *file = task_data;
  g_autoptr(GError) error = NULL;

  if (!g_cancellable_is_cancelled (cancellable))
    {
      file->set = tess_tile_set_load_file (file->path, &error);
      if (file->set == NULL)
        file->problem = g_strdup (error->message);
    }
  g_task_return_boolean (task, TRUE);
}

static void
read_file_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (source);
  ReadFile *file = g_task_get_task_data (G_TASK (result));
  Entry *entry;

  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  entry = entry_find (self, file->path);
  /* A set handed over meanwhile (Play With This Set) stays as given. */
  if (entry != NULL && entry->set == NULL && file->set != NULL)
    {
      self->loading = TRUE;
      entry_show_set (entry, g_steal_pointer (&file->set));
      if (self->wanted != NULL && g_strv_contains ((const char * const *) self->wanted, file->path))
        gtk_check_button_set_active (entry->check, TRUE);
      self->loading = FALSE;
    }
  else if (entry != NULL && entry->set == NULL)
    {
      entry->problem = g_strdup (file->problem != NULL ? file->problem : "");
      adw_action_row_set_subtitle (entry->row, entry->problem);
    }
  end_reading (self);
  update_reason (self);
}

/* Reads @paths (listed already, as being read) in worker threads, each
 * file shown as soon as it is read. */
static void
read_files (TessTileSetChooser *self,
            GPtrArray          *paths)
{
  begin_reading (self, paths->len);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GTask) task = g_task_new (self, self->cancellable, read_file_done, NULL);
      ReadFile *file = g_new0 (ReadFile, 1);

      file->path = g_strdup (g_ptr_array_index (paths, i));
      g_task_set_source_tag (task, read_files);
      g_task_set_task_data (task, file, (GDestroyNotify) read_file_free);
      g_task_run_in_thread (task, read_file_worker);
    }
}

gboolean
tess_tile_set_chooser_get_reading (TessTileSetChooser *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), FALSE);

  return self->n_reading > 0;
}

/* The built-in sets, then the library's, by file name. */
static void
fill (TessTileSetChooser *self)
{
  static const char *builtin[] = { "base", "river" };
  g_autofree char *library = tess_tile_set_library_dir ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (library, 0, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (builtin); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TessTileSetData) set = tess_tile_set_load_builtin (builtin[i], &error);

      if (set != NULL)
        append_entry (self, builtin[i], set, NULL);
      else
        append_entry (self, builtin[i], NULL, error->message);
    }

  if (dir != NULL)
    {
      const char *name;

      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, TILESET_SUFFIX))
          g_ptr_array_add (names, g_strdup (name));
    }
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      char *path = g_build_filename (library, g_ptr_array_index (names, i), NULL);

      append_entry (self, path, NULL, NULL);
      g_free (g_ptr_array_index (names, i));
      g_ptr_array_index (names, i) = path;
    }
  /* names now holds the paths. */
  read_files (self, names);
}

/* ------------------------------------------------------------ the choice */

guint
tess_tile_set_chooser_get_n_sets (TessTileSetChooser *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), 0);

  return self->entries->len;
}

const char *
tess_tile_set_chooser_get_key (TessTileSetChooser *self,
                              guint               position)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  return entry_at (self, position)->key;
}

/* The set of a row; NULL while its file is read, or when it cannot be. */
TessTileSetData *
tess_tile_set_chooser_get_set (TessTileSetChooser *self,
                              guint               position)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  return entry_at (self, position)->set;
}

gboolean
tess_tile_set_chooser_get_chosen (TessTileSetChooser *self,
                                 guint               position)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), FALSE);
  g_return_val_if_fail (position < self->entries->len, FALSE);

  return gtk_check_button_get_active (entry_at (self, position)->check);
}

void
tess_tile_set_chooser_set_chosen (TessTileSetChooser *self,
                                 guint               position,
                                 gboolean            chosen)
{
  Entry *entry;

  g_return_if_fail (TESS_IS_TILE_SET_CHOOSER (self));
  g_return_if_fail (position < self->entries->len);

  entry = entry_at (self, position);
  if (entry->set != NULL)
    gtk_check_button_set_active (entry->check, chosen);
}

int
tess_tile_set_chooser_find (TessTileSetChooser *self,
                           const char         *key)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), -1);

  if (key == NULL)
    return -1;
  for (guint i = 0; i < self->entries->len; i++)
    if (g_strcmp0 (entry_at (self, i)->key, key) == 0)
      return (int) i;
  return -1;
}

static Entry *
entry_find (TessTileSetChooser *self,
            const char         *key)
{
  int found = tess_tile_set_chooser_find (self, key);

  return found >= 0 ? entry_at (self, found) : NULL;
}

void
tess_tile_set_chooser_set_chosen_keys (TessTileSetChooser *self,
                                      const char * const *keys)
{
  g_autoptr(GPtrArray) unread = g_ptr_array_new_with_free_func (g_free);

  g_return_if_fail (TESS_IS_TILE_SET_CHOOSER (self));

  self->loading = TRUE;
  for (guint i = 0; i < self->entries->len; i++)
    gtk_check_button_set_active (entry_at (self, i)->check, FALSE);
  /* The sets still being read are chosen once read (read_file_done()). */
  g_clear_pointer (&self->wanted, g_strfreev);
  if (keys != NULL)
    self->wanted = g_strdupv ((char **) keys);
  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      Entry *entry = entry_find (self, keys[k]);

      /* A file outside the library, chosen last time: read it too,
       * off the main thread; one that cannot be read is listed with its
       * problem, unchosen. */
      if (entry == NULL && g_path_is_absolute (keys[k]))
        {
          append_entry (self, keys[k], NULL, NULL);
          g_ptr_array_add (unread, g_strdup (keys[k]));
        }
      else if (entry != NULL && entry->set != NULL)
        gtk_check_button_set_active (entry->check, TRUE);
    }
  read_files (self, unread);
  self->loading = FALSE;
  if (self->n_reading == 0)
    g_clear_pointer (&self->wanted, g_strfreev);
  update_reason (self);
}

char **
tess_tile_set_chooser_dup_chosen_keys (TessTileSetChooser *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = entry_at (self, i);

      if (entry->key != NULL && entry->set != NULL && gtk_check_button_get_active (entry->check))
        g_strv_builder_add (builder, entry->key);
    }
  return g_strv_builder_end (builder);
}

GPtrArray *
tess_tile_set_chooser_dup_chosen_sets (TessTileSetChooser *self)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func ((GDestroyNotify) tess_tile_set_unref);

  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), sets);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = entry_at (self, i);

      if (entry->set != NULL && gtk_check_button_get_active (entry->check))
        g_ptr_array_add (sets, tess_tile_set_ref (entry->set));
    }
  return sets;
}

/**
 * tess_tile_set_chooser_choose_set:
 * @set: the set, as it is now (perhaps unsaved)
 * @file: (nullable): where it is saved
 *
 * Chooses @set alone, with the base game when @set has no start tile.
 * The set is played as given, even when its file says otherwise.
 */
void
tess_tile_set_chooser_choose_set (TessTileSetChooser *self,
                                 TessTileSetData    *set,
                                 GFile              *file)
{
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  int found = tess_tile_set_chooser_find (self, path);
  Entry *entry;

  g_return_if_fail (TESS_IS_TILE_SET_CHOOSER (self));
  g_return_if_fail (set != NULL);

  if (found >= 0)
    {
      entry = entry_at (self, found);
      entry_show_set (entry, tess_tile_set_ref (set));
    }
  else
    entry = append_entry (self, path, set, NULL);

  /* The choice of last time, still being read, is not this one. */
  g_clear_pointer (&self->wanted, g_strfreev);
  self->loading = TRUE;
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *other = entry_at (self, i);

      gtk_check_button_set_active (other->check,
                                   other == entry
                                   || (set->start == NULL && !tess_tile_set_has_river (set)
                                       && g_strcmp0 (other->key, "base") == 0));
    }
  self->loading = FALSE;
  update_reason (self);
}

gboolean
tess_tile_set_chooser_get_can_start (TessTileSetChooser *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), FALSE);

  return self->reason == NULL;
}

const char *
tess_tile_set_chooser_get_reason (TessTileSetChooser *self)
{
  g_return_val_if_fail (TESS_IS_TILE_SET_CHOOSER (self), NULL);

  return self->reason;
}

/* ------------------------------------------------------------ Open a Set… */

static void
open_worker (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadFile *file = task_data;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  file->set = tess_tile_set_load_file (file->path, &error);
  if (file->set == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/* Back on the main thread: the set listed and chosen. */
static void
file_opened (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (source);
  g_autoptr(GTask) task = user_data;
  ReadFile *file = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;
  Entry *entry;

  self->n_opening--;
  end_reading (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error) || g_cancellable_is_cancelled (self->cancellable))
    {
      if (error == NULL)
        error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");
      if (!g_cancellable_is_cancelled (self->cancellable))
        update_reason (self);
      g_task_return_error (task, error);
      return;
    }
  entry = entry_find (self, file->path);
  if (entry == NULL)
    entry = append_entry (self, file->path, file->set, NULL);
  else if (entry->set == NULL)
    /* Listed but unreadable before (or still read): readable now. */
    entry_show_set (entry, g_steal_pointer (&file->set));
  gtk_check_button_set_active (entry->check, TRUE);
  update_reason (self);
  g_task_return_boolean (task, TRUE);
}

/**
 * tess_tile_set_chooser_add_file:
 * @file: a `*.tileset.json` file
 * @callback: (nullable): called once it is read, or could not be
 *
 * What "Open a Set…" does with the file chosen: the set is read in a
 * worker thread (a set may be 16 MiB), then listed (once: a file listed
 * already is chosen again) and chosen, with the sets chosen before.
 * Meanwhile the choice cannot start a game ("Reading the tile sets…").
 */
void
tess_tile_set_chooser_add_file (TessTileSetChooser  *self,
                               GFile               *file,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) read = NULL;
  g_autofree char *path = NULL;
  ReadFile *data;
  int found;

  g_return_if_fail (TESS_IS_TILE_SET_CHOOSER (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tess_tile_set_chooser_add_file);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_task_return_new_error (task, TESS_FILE_ERROR, TESS_FILE_ERROR_IO,
                               _("The tile set “%s” is not a local file"), uri);
      return;
    }
  found = tess_tile_set_chooser_find (self, path);
  if (found >= 0 && entry_at (self, found)->set != NULL)
    {
      gtk_check_button_set_active (entry_at (self, found)->check, TRUE);
      update_reason (self);
      g_task_return_boolean (task, TRUE);
      return;
    }

  self->n_opening++;
  begin_reading (self, 1);
  update_reason (self);
  read = g_task_new (self, self->cancellable, file_opened, g_steal_pointer (&task));
  data = g_new0 (ReadFile, 1);
  data->path = g_steal_pointer (&path);
  g_task_set_source_tag (read, file_opened);
  g_task_set_task_data (read, data, (GDestroyNotify) read_file_free);
  g_task_run_in_thread (read, open_worker);
}

/* Returns: %FALSE with @error set when the file is no tile set */
gboolean
tess_tile_set_chooser_add_file_finish (TessTileSetChooser  *self,
                                      GAsyncResult        *result,
                                      GError             **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_file_added (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (tess_tile_set_chooser_add_file_finish (self, result, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  text = g_strdup_printf (_("Could not open the tile set: %s"), error->message);
  /* Shown until the choice changes; the choice itself is as it was. */
  gtk_label_set_label (self->reason_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
}

static void
on_open_response (GtkNativeDialog    *dialog,
                  int                 response,
                  TessTileSetChooser *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file != NULL)
    tess_tile_set_chooser_add_file (self, file, on_file_added, NULL);
  g_object_unref (self);
}

static void
open_clicked (TessTileSetChooser *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *library = tess_tile_set_library_dir ();
  g_autoptr(GFile) folder = g_file_new_for_path (library);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open a Tile Set"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (filter, _("Tile sets"));
  gtk_file_filter_add_pattern (filter, "*" TILESET_SUFFIX);
  gtk_file_filter_add_mime_type (filter, "application/x-tessera-tileset");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (g_file_query_exists (folder, NULL))
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ------------------------------------------------------------ GObject */

static void
tess_tile_set_chooser_dispose (GObject *object)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (object);

  /* The reading stops after the file under way; its answer is dropped. */
  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (tess_tile_set_chooser_parent_class)->dispose (object);
}

static void
tess_tile_set_chooser_finalize (GObject *object)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (object);

  g_clear_object (&self->cancellable);
  g_ptr_array_unref (self->entries);
  g_free (self->reason);
  g_strfreev (self->wanted);

  G_OBJECT_CLASS (tess_tile_set_chooser_parent_class)->finalize (object);
}

static void
tess_tile_set_chooser_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TessTileSetChooser *self = TESS_TILE_SET_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_CAN_START:
      g_value_set_boolean (value, tess_tile_set_chooser_get_can_start (self));
      break;
    case PROP_READING:
      g_value_set_boolean (value, tess_tile_set_chooser_get_reading (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_tile_set_chooser_class_init (TessTileSetChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_tile_set_chooser_dispose;
  object_class->finalize = tess_tile_set_chooser_finalize;
  object_class->get_property = tess_tile_set_chooser_get_property;

  /**
   * TessTileSetChooser:can-start:
   *
   * Whether the sets chosen can start a game.
   */
  properties[PROP_CAN_START] =
    g_param_spec_boolean ("can-start", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TessTileSetChooser:reading:
   *
   * Whether tile-set files are still being read in a worker thread.
   */
  properties[PROP_READING] =
    g_param_spec_boolean ("reading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-tile-set-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TessTileSetChooser, list_box);
  gtk_widget_class_bind_template_child (widget_class, TessTileSetChooser, reason_label);
  gtk_widget_class_bind_template_callback (widget_class, open_clicked);
}

static void
tess_tile_set_chooser_init (TessTileSetChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  self->cancellable = g_cancellable_new ();
  self->loading = TRUE;
  fill (self);
  self->loading = FALSE;
  update_reason (self);
}

GtkWidget *
tess_tile_set_chooser_new (void)
{
  return g_object_new (TESS_TYPE_TILE_SET_CHOOSER, NULL);
}
