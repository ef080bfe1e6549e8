/* tess-preferences-window.c: the aids, each switchable
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-preferences-window"

#include "config.h"

#include "tess-preferences-window.h"

struct _TessPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GtkSwitch *remaining_switch;
  GtkSwitch *value_switch;
  GtkSwitch *dead_switch;
  GtkSwitch *farm_switch;
  GtkSpinButton *pace_spin;
  GtkSpinButton *budget_spin;
};

G_DEFINE_FINAL_TYPE (TessPreferencesWindow, tess_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The settings count milliseconds; people read seconds. */
static gboolean
ms_to_seconds (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_int32 (variant) / 1000.0);
  return TRUE;
}

static GVariant *
seconds_to_ms (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  return g_variant_new_int32 ((gint32) (g_value_get_double (value) * 1000.0 + 0.5));
}

static void
tess_preferences_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TESS_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (tess_preferences_window_parent_class)->dispose (object);
}

static void
tess_preferences_window_class_init (TessPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, remaining_switch);
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, value_switch);
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, dead_switch);
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, farm_switch);
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, pace_spin);
  gtk_widget_class_bind_template_child (widget_class, TessPreferencesWindow, budget_spin);
}

static void
tess_preferences_window_init (TessPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TessPreferencesWindow *
tess_preferences_window_new (GSettings *settings)
{
  TessPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TESS_TYPE_PREFERENCES_WINDOW, NULL);
  /* The switches write the settings at once: the board follows them. */
  g_settings_bind (settings, "show-remaining-tiles", self->remaining_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-feature-value", self->value_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-dead-cells", self->dead_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-farm-hints", self->farm_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "ai-pace", self->pace_spin, "value", G_SETTINGS_BIND_DEFAULT,
                                ms_to_seconds, seconds_to_ms, NULL, NULL);
  g_settings_bind_with_mapping (settings, "ai-time-budget", self->budget_spin, "value", G_SETTINGS_BIND_DEFAULT,
                                ms_to_seconds, seconds_to_ms, NULL, NULL);
  return self;
}
