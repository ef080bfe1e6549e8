/* tess-lesson-picker.c: the list of the lessons, to choose one
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every lesson of Learn to Play by its number and title, a check mark on
 * those done; activating a row (click, Enter or Space) chooses it, and the
 * window plays it from its start, done or not. Escape closes the list.
 */

#define G_LOG_DOMAIN "tess-lesson-picker"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-lesson.h"
#include "tess-accessible.h"
#include "tess-lesson-picker.h"

struct _TessLessonPicker
{
  AdwWindow   parent_instance;

  GtkListBox *list;
  GPtrArray  *rows;     /* the AdwActionRows, in lesson order */
  GtkWidget  *first_focus;  /* the row the keyboard starts on, until shown */
};

G_DEFINE_FINAL_TYPE (TessLessonPicker, tess_lesson_picker, ADW_TYPE_WINDOW)

enum
{
  LESSON_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_row_activated (TessLessonPicker *self,
                  GtkListBoxRow    *row)
{
  guint index;

  if (!g_ptr_array_find (self->rows, row, &index))
    return;
  /* Chosen, then closed: closing destroys the window and its handlers;
   * the keyboard goes back to the window, where the lesson put it. */
  g_object_ref (self);
  g_signal_emit (self, signals[LESSON_CHOSEN], 0, index);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
tess_lesson_picker_dispose (GObject *object)
{
  TessLessonPicker *self = TESS_LESSON_PICKER (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), TESS_TYPE_LESSON_PICKER);

  G_OBJECT_CLASS (tess_lesson_picker_parent_class)->dispose (object);
}

/* The keyboard goes to its row once the window is on screen: given
 * before, GTK 4.8 makes the window's accessible too early, and AT-SPI
 * clients get it with the role "filler" instead of a dialog. */
static void
tess_lesson_picker_map (GtkWidget *widget)
{
  TessLessonPicker *self = TESS_LESSON_PICKER (widget);

  GTK_WIDGET_CLASS (tess_lesson_picker_parent_class)->map (widget);
  if (self->first_focus != NULL)
    {
      gtk_window_set_focus (GTK_WINDOW (self), self->first_focus);
      self->first_focus = NULL;
    }
}

static void
tess_lesson_picker_class_init (TessLessonPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_lesson_picker_dispose;
  widget_class->map = tess_lesson_picker_map;

  /**
   * TessLessonPicker::lesson-chosen:
   * @index: the lesson's place in the list
   */
  signals[LESSON_CHOSEN] = g_signal_new ("lesson-chosen",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tesseragame/Tessera/tess-lesson-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TessLessonPicker, list);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* A modal list to choose from, over the game: a dialog. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
}

static void
tess_lesson_picker_init (TessLessonPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (on_row_activated), self,
                           G_CONNECT_SWAPPED);
}

static GtkWidget *
new_row (guint    index,
         gboolean done)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *number, *go;
  g_autofree char *number_text = g_strdup_printf ("%u", index + 1);
  g_autofree char *name = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tess_lesson_get_nth_title (index));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  number = gtk_label_new (number_text);
  gtk_label_set_width_chars (GTK_LABEL (number), 2);
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (number, "dim-label");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), number);

  if (done)
    {
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

      /* Translators: the mark on a lesson the learner has done. */
      gtk_widget_set_tooltip_text (mark, C_("lesson", "Done"));
      gtk_widget_add_css_class (mark, "success");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
    }
  go = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_widget_add_css_class (go, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), go);

  /* Translators: the name a screen reader gives a lesson in the list of
   * lessons: "Lesson 2: Roads and Thieves". */
  name = g_strdup_printf (_("Lesson %1$u: %2$s"), index + 1, tess_lesson_get_nth_title (index));
  /* The row is labelled by its title too (AdwActionRow's relation), which
   * GTK would say after the label: "Lesson 1: Placing a Tile Placing a
   * Tile". The label alone names it. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  done ? C_("lesson", "Done") : _("Not done yet"),
                                  -1);
  return row;
}

TessLessonPicker *
tess_lesson_picker_new (const char * const *completed,
                        int                 current)
{
  TessLessonPicker *self = g_object_new (TESS_TYPE_LESSON_PICKER, NULL);
  guint n = tess_lesson_get_n_lessons ();
  int focus = -1;

  for (guint i = 0; i < n; i++)
    {
      gboolean done = completed != NULL && g_strv_contains (completed, tess_lesson_get_nth_id (i));
      GtkWidget *row = new_row (i, done);

      if (!done && focus < 0)
        focus = i;
      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (self->list, row);
    }
  if (current >= 0 && (guint) current < n)
    focus = current;
  if (focus < 0)
    focus = 0;
  if (n > 0)
    self->first_focus = g_ptr_array_index (self->rows, focus);
  /* The header's Close in the Tab order, as in every window. */
  tess_accessible_watch_window (GTK_WINDOW (self));
  return self;
}

guint
tess_lesson_picker_get_n_rows (TessLessonPicker *self)
{
  g_return_val_if_fail (TESS_IS_LESSON_PICKER (self), 0);

  return self->rows->len;
}

GtkWidget *
tess_lesson_picker_get_row (TessLessonPicker *self,
                            guint             index)
{
  g_return_val_if_fail (TESS_IS_LESSON_PICKER (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);

  return g_ptr_array_index (self->rows, index);
}
