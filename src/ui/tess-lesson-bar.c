/* tess-lesson-bar.c: the card of a lesson over the board
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson's number and title, its caption (what to look for), and once
 * the learner has played, what the move did: done, or why not and how to
 * take it back. The buttons run the window's win.lesson-* actions and
 * win.undo.
 */

#define G_LOG_DOMAIN "tess-lesson-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "tess-lesson-bar.h"

struct _TessLessonBar
{
  GtkWidget         parent_instance;

  GtkWidget        *box;
  GtkLabel         *title_label;
  GtkLabel         *caption_label;
  GtkLabel         *result_label;
  GtkWidget        *take_back_button;
  GtkWidget        *next_button;

  TessLessonResult  result;
};

G_DEFINE_FINAL_TYPE (TessLessonBar, tess_lesson_bar, GTK_TYPE_WIDGET)

static void
tess_lesson_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TESS_TYPE_LESSON_BAR);

  G_OBJECT_CLASS (tess_lesson_bar_parent_class)->dispose (object);
}

static void
tess_lesson_bar_class_init (TessLessonBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tess_lesson_bar_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessonbar");
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tesseragame/Tessera/tess-lesson-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, box);
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, title_label);
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, caption_label);
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, result_label);
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TessLessonBar, next_button);
}

static void
tess_lesson_bar_init (TessLessonBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tess_lesson_bar_set_result (self, TESS_LESSON_RESULT_WAITING, NULL);
}

void
tess_lesson_bar_set_lesson (TessLessonBar *self,
                            TessLesson    *lesson)
{
  g_autofree char *title = NULL;

  g_return_if_fail (TESS_IS_LESSON_BAR (self));
  g_return_if_fail (TESS_IS_LESSON (lesson));

  /* Translators: the heading of a lesson: "Lesson 2 of 8: Roads and Thieves". */
  title = g_strdup_printf (_("Lesson %1$u of %2$u: %3$s"),
                           tess_lesson_get_index (lesson) + 1,
                           tess_lesson_get_n_lessons (),
                           tess_lesson_get_title (lesson));
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->caption_label, tess_lesson_get_caption (lesson));
  /* After the last lesson, on to a game of one's own. */
  if (tess_lesson_get_index (lesson) + 1 < tess_lesson_get_n_lessons ())
    {
      gtk_button_set_label (GTK_BUTTON (self->next_button), _("_Next Lesson"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->next_button), "win.lesson-next");
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->next_button), _("_Play a Game"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->next_button), "win.lesson-quit");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tess_lesson_get_caption (lesson),
                                  -1);
  tess_lesson_bar_set_result (self, TESS_LESSON_RESULT_WAITING, NULL);
}

void
tess_lesson_bar_set_result (TessLessonBar    *self,
                            TessLessonResult  result,
                            const char       *text)
{
  g_return_if_fail (TESS_IS_LESSON_BAR (self));

  self->result = result;
  gtk_label_set_label (self->result_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result != TESS_LESSON_RESULT_WAITING);
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "warning");
  if (result == TESS_LESSON_RESULT_DONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "success");
  else if (result == TESS_LESSON_RESULT_WRONG || result == TESS_LESSON_RESULT_ILLEGAL)
    gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "warning");
  /* The keyboard lands on these buttons after the move: a screen reader
   * reads what the move did with them. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_back_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "", -1);
  /* Take back a wrong move (a refused one was never played); once done,
   * on to the next lesson. */
  gtk_widget_set_visible (self->take_back_button, result == TESS_LESSON_RESULT_WRONG
                          || result == TESS_LESSON_RESULT_DONE);
  gtk_widget_set_visible (self->next_button, result == TESS_LESSON_RESULT_DONE);
}

void
tess_lesson_bar_focus_next (TessLessonBar *self)
{
  g_return_if_fail (TESS_IS_LESSON_BAR (self));

  if (self->result == TESS_LESSON_RESULT_DONE && gtk_widget_is_sensitive (self->next_button))
    gtk_widget_grab_focus (self->next_button);
  else if (self->result == TESS_LESSON_RESULT_WRONG || self->result == TESS_LESSON_RESULT_DONE)
    gtk_widget_grab_focus (self->take_back_button);
}

TessLessonResult
tess_lesson_bar_get_result (TessLessonBar *self)
{
  g_return_val_if_fail (TESS_IS_LESSON_BAR (self), TESS_LESSON_RESULT_WAITING);
  return self->result;
}

const char *
tess_lesson_bar_get_title (TessLessonBar *self)
{
  g_return_val_if_fail (TESS_IS_LESSON_BAR (self), NULL);
  return gtk_label_get_label (self->title_label);
}

const char *
tess_lesson_bar_get_result_text (TessLessonBar *self)
{
  g_return_val_if_fail (TESS_IS_LESSON_BAR (self), NULL);
  return gtk_label_get_label (self->result_label);
}
