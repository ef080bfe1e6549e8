/* tess-application.c: the Tessera application
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-account.h"
#include "tess-accessible.h"
#include "tess-application.h"
#include "tess-art-draw.h"
#include "tess-autosave.h"
#include "tess-editor-window.h"
#include "tess-file-kind.h"
#include "tess-invitations.h"
#include "tess-online-page.h"
#include "tess-preferences-window.h"
#include "tess-window.h"

struct _TessApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TessAccount *account;   /* the chat account online games play with */
  gboolean     online_games_offered;
  TessInvitations *invitations;   /* those no window waits for */
  gboolean edit;   /* --edit: activating opens the tile-set editor */
  gboolean drafts_restored;   /* the editor's drafts were reopened */
};

G_DEFINE_FINAL_TYPE (TessApplication, tess_application, ADW_TYPE_APPLICATION)

/* The window in front, its dialogs (which are the application's windows
 * too, for its shortcuts) left aside. */
static GtkWindow *
front_window (TessApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (TESS_IS_WINDOW (l->data) || TESS_IS_EDITOR_WINDOW (l->data))
      return l->data;
  return NULL;
}

static TessWindow *
get_window (TessApplication *self,
            gboolean         create)
{
  GtkWindow *window = front_window (self);

  if (TESS_IS_WINDOW (window))
    return TESS_WINDOW (window);
  if (!create)
    return NULL;
  return tess_window_new (self);
}

/* The first time the app is started or asked to open files: the tile
 * sets a crash left unsaved come back, each in an editor, as drafts. */
static guint
restore_drafts (TessApplication *self)
{
  if (self->drafts_restored)
    return 0;
  self->drafts_restored = TRUE;
  return tess_editor_restore_drafts (GTK_APPLICATION (self));
}

/* A window opened for a game left that was not worth offering (ended,
 * or not begun) goes again; one that asks or tells stays. */
static void
left_offered (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TessWindow *window = TESS_WINDOW (source);

  if (tess_window_offer_autosave_finish (window, result, NULL) && !tess_window_get_asking (window))
    gtk_window_destroy (GTK_WINDOW (window));
}

static void
tess_application_activate (GApplication *app)
{
  TessApplication *self = TESS_APPLICATION (app);
  TessWindow *window = get_window (self, FALSE);
  guint restored = restore_drafts (self);

  if (self->edit)
    {
      self->edit = FALSE;
      /* The restored drafts are the editor asked for. */
      if (restored == 0)
        g_action_group_activate_action (G_ACTION_GROUP (self), "edit-tileset", NULL);
      return;
    }
  /* A window closed with Run in the Background on, its online game
   * followed unseen: activated (a click on its turn's notification, or
   * Tessera started again), it comes back first. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (TESS_IS_WINDOW (l->data) && !gtk_widget_get_visible (l->data))
      {
        gtk_window_present (l->data);
        return;
      }
  if (window == NULL)
    {
      g_autoptr(GPtrArray) left = NULL;

      window = get_window (self, TRUE);
      gtk_window_present (GTK_WINDOW (window));
      tess_window_offer_autosave (window, NULL, NULL);
      tess_window_offer_lessons (window);
      /* Each window's game had its own autosave: every other game a
       * crash left is offered in a window of its own. */
      left = tess_autosave_left_files ();
      for (guint i = 0; i < left->len; i++)
        {
          TessWindow *other = tess_window_new (self);

          gtk_window_present (GTK_WINDOW (other));
          tess_window_offer_autosave_file (other, g_ptr_array_index (left, i), left_offered, NULL);
        }
      return;
    }
  gtk_window_present (GTK_WINDOW (window));
}

/* The files handed over, and whether each holds a tile set. */
typedef struct
{
  GPtrArray *files;
  gboolean  *tile_set;
} OpenJob;

static void
open_job_free (OpenJob *job)
{
  g_ptr_array_unref (job->files);
  g_free (job->tile_set);
  g_free (job);
}

/* Tells the tile sets from the rest by their "format" key, off the main
 * thread: a file that cannot be read or is no tile set goes to a game
 * window, whose reader says what is wrong with it. */
static void
find_kinds_worker (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  OpenJob *job = task_data;

  for (guint i = 0; i < job->files->len; i++)
    {
      g_autofree char *path = g_file_get_path (g_ptr_array_index (job->files, i));
      TessFileKind kind;

      job->tile_set[i] = path != NULL && tess_file_kind_of_file (path, &kind, NULL)
                         && kind == TESS_FILE_KIND_TILE_SET;
    }
  g_task_return_boolean (task, TRUE);
}

/* One window per game: the first game goes to the open window. Tile sets
 * go to editor windows of their own (with --edit, here or in the
 * instance that handed the files over, every file). */
static void
open_files (TessApplication  *self,
            GFile           **files,
            guint             n_files,
            const gboolean   *tile_set)
{
  for (guint i = 0, games = 0; i < n_files; i++)
    {
      TessWindow *window;

      if (tile_set[i])
        {
          tess_editor_open_file (GTK_APPLICATION (self),
                                 front_window (self),
                                 files[i], NULL, NULL, NULL);
          continue;
        }
      window = games++ == 0 ? get_window (self, TRUE) : tess_window_new (self);

      gtk_window_present (GTK_WINDOW (window));
      tess_window_open_file (window, files[i], NULL, NULL);
    }
}

static void
kinds_found (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  TessApplication *self = TESS_APPLICATION (source);
  OpenJob *job = g_task_get_task_data (G_TASK (result));

  open_files (self, (GFile **) job->files->pdata, job->files->len, job->tile_set);
  g_application_release (G_APPLICATION (self));
}

static void
tess_application_open (GApplication  *app,
                       GFile        **files,
                       int            n_files,
                       const char    *hint)
{
  TessApplication *self = TESS_APPLICATION (app);
  g_autoptr(GTask) task = NULL;
  OpenJob *job;

  restore_drafts (self);
  /* With --edit every file is a tile set, whatever it holds: the editor
   * says what is wrong with one that is not. */
  if (self->edit)
    {
      g_autofree gboolean *all = g_new (gboolean, n_files);

      for (int i = 0; i < n_files; i++)
        all[i] = TRUE;
      open_files (self, files, n_files, all);
      return;
    }
  /* Otherwise the "format" key of each file decides, never its name. */
  job = g_new0 (OpenJob, 1);
  job->files = g_ptr_array_new_full (n_files, g_object_unref);
  job->tile_set = g_new0 (gboolean, n_files);
  for (int i = 0; i < n_files; i++)
    g_ptr_array_add (job->files, g_object_ref (files[i]));
  /* The application runs on until the files are open. */
  g_application_hold (app);
  task = g_task_new (self, NULL, kinds_found, NULL);
  g_task_set_source_tag (task, tess_application_open);
  g_task_set_name (task, "[tessera] tell what files hold");
  g_task_set_task_data (task, job, (GDestroyNotify) open_job_free);
  g_task_run_in_thread (task, find_kinds_worker);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  TessApplication *self = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing each window saves its size first. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
  /* A tile-set editor with unsaved changes asks first: then the answer
   * decides, and the application ends with its last window. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (TESS_IS_EDITOR_WINDOW (l->data))
      return;
  g_application_quit (G_APPLICATION (self));
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  TessApplication *self = user_data;
  static const char *developers[] = { "The Tessera developers", NULL };

  adw_show_about_window (front_window (self),
                         "application-name", _("Tessera"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Tessera developers"),
                         "developers", developers,
                         "comments", _("Build a medieval landscape tile by tile, following the rules of Carcassonne."),
                         "website", "https://github.com/tesseragame/tessera",
                         "issue-url", "https://github.com/tesseragame/tessera/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: the name of your translation team (or your names, one
                          * per line), credited in the About window. */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

/* The Preferences, on the page of that name (a page's widget name,
 * "online_page"), or on the first. */
static void
show_preferences (TessApplication *self,
                  const char      *page)
{
  TessPreferencesWindow *prefs = tess_preferences_window_new (self->settings);

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (prefs),
                              ADW_PREFERENCES_PAGE (tess_online_page_new (tess_application_get_account (self))));
  if (page != NULL)
    adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), page);

  tess_accessible_watch_window (GTK_WINDOW (prefs));

  gtk_window_set_transient_for (GTK_WINDOW (prefs),
                                front_window (self));
  /* Ctrl+Q quits from the Preferences too (which it closes first). */
  gtk_window_set_application (GTK_WINDOW (prefs), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  show_preferences (user_data, NULL);
}

static void
preferences_page_action (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  show_preferences (user_data, g_variant_get_string (param, NULL));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  TessApplication *self = user_data;
  GtkWindow *window = front_window (self);

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

const char *
tess_application_help_uri (GtkWindow *window)
{
  if (window != NULL && TESS_IS_EDITOR_WINDOW (window))
    return "help:" PACKAGE_NAME "/editor";
  return "help:" PACKAGE_NAME;
}

/* No help viewer (GTK says "Operation not supported"): say how to get
 * the help, and where its pages are. */
static void
help_not_shown (GtkWindow    *window,
                const GError *error)
{
  g_autofree char *datadir = g_path_get_dirname (PKGDATADIR);
  g_autofree char *pages = g_build_filename (datadir, "help", "C", PACKAGE_NAME, NULL);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_debug ("The help could not be opened: %s", error->message);
  body = g_strdup_printf (_("No help viewer could show it (%s). Install Yelp, the GNOME help viewer "
                            "(the package “yelp”), and press F1 again. The help’s pages are in %s."),
                          error->message, pages);
  dialog = adw_message_dialog_new (window, _("The Help Could Not Be Opened"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
help_shown (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GtkWindow) window = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (window, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    help_not_shown (window, error);
}

/**
 * tess_application_show_help:
 * @window: the window asking, whose help (the game's, the editor's) is shown
 *
 * Opens the help in the help viewer; without one, a message says how
 * to get it.
 */
void
tess_application_show_help (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  gtk_show_uri_full (window, tess_application_help_uri (window), GDK_CURRENT_TIME, NULL,
                     help_shown, g_object_ref (window));
}

static void
help_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  TessApplication *self = user_data;

  GtkWindow *window = front_window (self);

  if (window != NULL)
    tess_application_show_help (window);
  else
    gtk_show_uri (NULL, tess_application_help_uri (NULL), GDK_CURRENT_TIME);
}

static void
edit_tileset_action (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  TessEditorWindow *editor = tess_editor_window_new (GTK_APPLICATION (user_data), NULL);

  gtk_window_present (GTK_WINDOW (editor));
}

/* `tessera --edit`: activating opens the editor on a new set (a file
 * given with it is a tile set, which open() gives to the editor). */
static int
tess_application_handle_local_options (GApplication *app,
                                       GVariantDict *options)
{
  TESS_APPLICATION (app)->edit = g_variant_dict_contains (options, "edit");
  return -1;
}

/* While Tessera runs, `tessera --edit` hands its activation to the
 * running instance: the flag goes with it, in the platform data... */
static void
tess_application_add_platform_data (GApplication    *app,
                                    GVariantBuilder *builder)
{
  G_APPLICATION_CLASS (tess_application_parent_class)->add_platform_data (app, builder);

  if (TESS_APPLICATION (app)->edit)
    g_variant_builder_add (builder, "{sv}", "tessera-edit", g_variant_new_boolean (TRUE));
}

/* ...which the running instance reads before it activates. */
static void
tess_application_before_emit (GApplication *app,
                              GVariant     *platform_data)
{
  gboolean edit = FALSE;

  G_APPLICATION_CLASS (tess_application_parent_class)->before_emit (app, platform_data);

  /* Each call says it anew: a flag of an earlier call does not stay. */
  if (!g_variant_lookup (platform_data, "tessera-edit", "b", &edit))
    edit = FALSE;
  TESS_APPLICATION (app)->edit = edit;
}

/* A click on a notification (a turn, an invitation): the window comes
 * to the front, as when Tessera is started again. GLib's notification
 * to the desktop carries a default action only when one is named. */
static void
present_action (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  g_application_activate (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { "present", present_action },
  { "edit-tileset", edit_tileset_action },
  { "quit", quit_action },
  { "about", about_action },
  { "preferences", preferences_action },
  { "preferences-page", preferences_page_action, "s" },
  { "shortcuts", shortcuts_action },
  { "help", help_action },
};

static void
on_account_state (TessApplication *self)
{
  GtkWindow *window = front_window (self);

  if (self->invitations != NULL)
    tess_invitations_set_client (self->invitations, tess_account_get_client (self->account));
  /* Signed in for the first time since the start: the games that wait
   * for this player are told of once. */
  if (tess_account_get_client (self->account) != NULL && !self->online_games_offered
      && TESS_IS_WINDOW (window))
    {
      self->online_games_offered = TRUE;
      tess_window_offer_online_games (TESS_WINDOW (window));
    }
}

static void
tess_application_startup (GApplication *app)
{
  TessApplication *self = TESS_APPLICATION (app);
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "app.edit-tileset", { "<Control>e", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.toggle-panel", { "F9", NULL } },
    { "win.fit-board", { "<Control>0", NULL } },
    { "win.replay-note", { "<Control>m", NULL } },
  };

  G_APPLICATION_CLASS (tess_application_parent_class)->startup (app);
  /* What screen readers are told of every window, dialogs included. */
  tess_accessible_watch_windows ();
  /* Tile art is decoded once, as it is read, by the renderer. */
  tess_art_draw_init ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);

  /* A friend may invite you whenever the account is signed in. */
  self->invitations = tess_invitations_new (self);
  g_signal_connect_object (tess_application_get_account (self), "notify::state",
                           G_CALLBACK (on_account_state), self, G_CONNECT_SWAPPED);

  /* A signed-in account stays signed in from one start to the next:
   * games last for days. */
  if (tess_account_get_address (tess_application_get_account (self)) != NULL)
    tess_account_connect (self->account);
}

static void
tess_application_dispose (GObject *object)
{
  TessApplication *self = TESS_APPLICATION (object);

  g_clear_object (&self->invitations);
  if (self->account != NULL)
    tess_account_disconnect (self->account);
  g_clear_object (&self->account);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tess_application_parent_class)->dispose (object);
}

static void
tess_application_class_init (TessApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tess_application_dispose;
  app_class->activate = tess_application_activate;
  app_class->open = tess_application_open;
  app_class->startup = tess_application_startup;
  app_class->handle_local_options = tess_application_handle_local_options;
  app_class->add_platform_data = tess_application_add_platform_data;
  app_class->before_emit = tess_application_before_emit;
}

static void
tess_application_init (TessApplication *self)
{
  static const GOptionEntry options[] = {
    { "edit", 'e', 0, G_OPTION_ARG_NONE, NULL,
      N_("Open the tile-set editor (on the tile sets given, or on a new set)"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  self->settings = g_settings_new (APP_ID);
}

void
tess_application_prepare_environment (void)
{
  /* GDK 4.8's X11 backend opens a GL context at display open even when
   * the cairo renderer draws the window; with Mesa's software driver that
   * costs some 50 MiB and a good part of the start-up. When cairo was
   * asked for, GL can serve nothing, so turn it off, unless the user set
   * GDK_DEBUG themselves. GL is left alone otherwise. */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
}

TessApplication *
tess_application_new (void)
{
  return g_object_new (TESS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tesseragame/Tessera",
                       NULL);
}

GSettings *
tess_application_get_settings (TessApplication *self)
{
  g_return_val_if_fail (TESS_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* The one chat account of the application, made on first use. */
TessAccount *
tess_application_get_account (TessApplication *self)
{
  g_return_val_if_fail (TESS_IS_APPLICATION (self), NULL);

  if (self->account == NULL)
    self->account = tess_account_new (self->settings);
  return self->account;
}
