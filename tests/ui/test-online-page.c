/* test-online-page.c: Preferences, Online, against a real server and keyring
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by keyring-session.sh under Xvfb, with a Prosody of its own: the
 * page shows what its account does, in the account's words: a typed
 * non-address refused, an account created from the page and shown
 * connected, signed out, and a server whose certificate names another
 * domain refused with that sentence. Every wait is for the page's text,
 * with a deadline.
 */

#include "config.h"

#include <string.h>

#include "tess-online-page.h"
#include "tess-test-core.h"
#include "tess-test-prosody.h"
#include "tess-test-ui.h"

static TessTestProsody *prosody;

typedef struct
{
  GtkWindow *window;
  TessAccount *account;
  GSettings *settings;
  AdwActionRow *status;
  GtkEditable *address;
  GtkEditable *password;
  GtkWidget *sign_in;
  GtkWidget *create;
  GtkWidget *sign_out;
} Page;

static GtkWidget *
child (Page       *page,
       const char *name)
{
  GtkWidget *widget = tess_test_ui_find_named (GTK_WIDGET (page->window), name);

  g_assert_nonnull (widget);
  return widget;
}

static void
page_open (Page *page)
{
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", prosody->port);
  GtkWidget *online;

  page->settings = g_settings_new ("io.github.tesseragame.Tessera");
  g_settings_set_string (page->settings, "online-address", "");
  g_settings_set_string (page->settings, "online-server", server);
  page->account = tess_account_new (page->settings);
  tess_account_set_ca_file (page->account, prosody->ca_file);

  page->window = GTK_WINDOW (adw_preferences_window_new ());
  online = GTK_WIDGET (tess_online_page_new (page->account));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (page->window), ADW_PREFERENCES_PAGE (online));
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (page->window), ADW_PREFERENCES_PAGE (online));
  tess_test_ui_present (page->window);

  page->status = ADW_ACTION_ROW (child (page, "status_row"));
  page->address = GTK_EDITABLE (child (page, "address_row"));
  page->password = GTK_EDITABLE (child (page, "password_row"));
  page->sign_in = child (page, "sign_in_button");
  page->create = child (page, "create_button");
  page->sign_out = child (page, "sign_out_button");
}

static void
page_close (Page *page)
{
  gtk_window_destroy (page->window);
  tess_account_disconnect (page->account);
  g_clear_object (&page->account);
  g_clear_object (&page->settings);
  tess_test_ui_flush_events ();
}

static const char *
status_title (Page *page)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (page->status));
}

static gboolean
status_subtitle_has (Page       *page,
                     const char *text)
{
  const char *subtitle = adw_action_row_get_subtitle (page->status);

  return subtitle != NULL && strstr (subtitle, text) != NULL;
}

static void
type (Page       *page,
      const char *address,
      const char *password)
{
  gtk_editable_set_text (page->address, address);
  gtk_editable_set_text (page->password, password);
}

static void
test_not_an_address (void)
{
  Page page = { 0 };

  page_open (&page);
  g_assert_cmpstr (status_title (&page), ==, "Not signed in");
  g_assert_false (gtk_widget_get_sensitive (page.sign_in));
  g_assert_false (gtk_widget_get_visible (page.sign_out));

  type (&page, "ana", "secret");
  g_assert_true (gtk_widget_get_sensitive (page.sign_in));
  gtk_widget_activate (page.sign_in);
  TESS_TEST_WAIT_UNTIL (g_strcmp0 (status_title (&page), "Not connected") == 0);
  g_assert_true (status_subtitle_has (&page, "“ana” is not a chat address"));
  page_close (&page);
}

static void
test_create_and_sign_out (void)
{
  Page page = { 0 };

  page_open (&page);
  type (&page, "gina@" TESS_TEST_DOMAIN, "gina's secret");
  gtk_widget_activate (page.create);
  TESS_TEST_WAIT_UNTIL (g_strcmp0 (status_title (&page), "Connected as gina@" TESS_TEST_DOMAIN) == 0
                        || g_strcmp0 (status_title (&page), "Not connected") == 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (page.status), ==, "");
  g_assert_cmpstr (status_title (&page), ==, "Connected as gina@" TESS_TEST_DOMAIN);
  /* The keyring has the password now, not the page. */
  g_assert_cmpstr (gtk_editable_get_text (page.password), ==, "");
  g_assert_true (gtk_widget_get_visible (page.sign_out));
  g_assert_nonnull (tess_account_get_client (page.account));

  gtk_widget_activate (page.sign_out);
  TESS_TEST_WAIT_UNTIL (g_strcmp0 (status_title (&page), "Not signed in") == 0);
  g_assert_false (gtk_widget_get_visible (page.sign_out));
  g_assert_null (tess_account_get_address (page.account));
  page_close (&page);
}

static void
test_bad_certificate (void)
{
  Page page = { 0 };

  page_open (&page);
  type (&page, "hugo@" TESS_TEST_WRONG_DOMAIN, "hugo's secret");
  gtk_widget_activate (page.sign_in);
  TESS_TEST_WAIT_UNTIL (g_strcmp0 (status_title (&page), "Not connected") == 0);
  g_assert_true (status_subtitle_has (&page, "The server's certificate is not valid for "
                                      TESS_TEST_WRONG_DOMAIN ": it names another server."));
  page_close (&page);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tess_test_ui_init (&argc, &argv, "online-page");
  if (g_getenv ("TESS_KEYRING_SESSION") == NULL)
    g_error ("run me with keyring-session.sh: I need a keyring of my own");
  prosody = tess_test_prosody_start ();
  g_test_add_func ("/online-page/not-an-address", test_not_an_address);
  g_test_add_func ("/online-page/create-and-sign-out", test_create_and_sign_out);
  g_test_add_func ("/online-page/bad-certificate", test_bad_certificate);
  status = tess_test_ui_run ();
  tess_test_prosody_stop (prosody);
  return status;
}
