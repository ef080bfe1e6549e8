/* tess-editor-window-private.h: what the files of TessEditorWindow share
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile-set editor is one GObject written in several files, one topic
 * each:
 *
 *   tess-editor-window.c           the GObject, its template, the model
 *                                  it edits, the list and the side panel
 *   tess-editor-window-files.c     open, save, save as, the printed sheet,
 *                                  playing the set and its statistics
 *   tess-editor-window-problems.c  the problems, the status for screen
 *                                  readers, the canvas's hint and legend
 *   tess-editor-window-art.c       a tile's own artwork
 *
 * Functions shared between them start with an underscore, as those of
 * TessWindow do (tess-window-private.h).
 */

#pragma once

#include "tess-draft.h"
#include "tess-editor-window.h"
#include "tess-render-art.h"
#include "tess-render-print.h"
#include "tess-render-sheet-doc.h"
#include "tess-tile-canvas.h"

G_BEGIN_DECLS

typedef struct _TessEditorArt TessEditorArt;

struct _TessEditorWindow
{
  AdwApplicationWindow parent_instance;

  TessTileSetModel *model;
  TessDraft *draft;           /* the model's unsaved state, on disk */
  GPtrArray *opening;         /* the GTasks of the files being opened; NULL once closed */
  guint last_open_id;
  /* What the window follows of its model and of the model's problems. */
  GSignalGroup *model_signals;
  GSignalGroup *problems_signals;
  GtkSingleSelection *selection;

  AdwWindowTitle *window_title;
  GtkRevealer *recovered_revealer;   /* "Recovered unsaved changes to …" */
  GtkLabel *recovered_label;
  AdwToastOverlay *toasts;
  GtkListView *tile_list;
  GtkLabel *kinds_label;
  GtkLabel *deck_label;
  GtkLabel *shields_label;
  GtkLabel *status_label;     /* what the canvas did, for screen readers */
  GtkStack *canvas_hint;      /* how to join and split, and the keys */
  GtkBox *legend_box;
  gboolean canvas_focused;    /* the canvas has the keyboard's focus */
  GtkMenuButton *problems_button;
  GtkPopover *stats_popover;
  GtkLabel *stats_label;
  GtkGrid *stats_grid;
  GCancellable *stats_cancellable;
  gpointer base_stats;         /* TessTileSetStats of the base game, once played */
  gpointer set_stats;          /* the set's, while the base game's are played */
  GtkListView *set_problems;
  GtkPopover *problems_popover;
  GtkStack *canvas_stack;     /* the canvas, or what to do in an empty set */
  TessTileCanvas *canvas;
  GtkToggleButton *monastery_button;
  GtkDropDown *role_dropdown;
  GtkEntry *id_row;
  GtkSpinButton *count_spin;
  GtkBox *rotations_box;
  GtkListBox *tile_problems;
  GPtrArray *shown_problems;   /* the problems tile_problems shows */
  char *problems_label;        /* what problems_button says */
  TessTileItem *rotations_item; /* the tile rotations_box shows (a pointer only) */
  guint rotations_revision;     /* and its drawing's revision */

  TessEditorArt *art;           /* the artwork part (tess-editor-window-art.c) */

  gboolean updating;      /* the side panel is being filled in: not an edit */
  gboolean closing;       /* the unsaved-changes question was answered */
};

GtkFileFilter *_tess_editor_window_tileset_filter (void);
void _tess_editor_window_cancel_opens  (TessEditorWindow *self);
void _tess_editor_window_cancel_open_action (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_toast        (TessEditorWindow *self,
                                       const char       *text);
void _tess_editor_window_set_model    (TessEditorWindow *self,
                                       TessTileSetModel *model);
void _tess_editor_window_update_title (TessEditorWindow *self);
void _tess_editor_window_tell_unreadable (TessEditorWindow *self);
/* The banner over a set a crash's draft restored (tess-editor-window-open.c):
 * says so, and to screen readers; Discard goes back to the set's file (or
 * closes a set that had none), Keep goes on with the changes. It goes once
 * the set is saved. */
void _tess_editor_window_show_recovered (TessEditorWindow *self);
void _tess_editor_window_recovered_action (GtkWidget  *widget,
                                           const char *action_name,
                                           GVariant   *param);

/* Gives the window the editor's shortcuts window (done for a window of
 * the application). */
void _tess_editor_window_set_up_shortcuts (TessEditorWindow *self);
void _tess_editor_window_select_tile (TessEditorWindow *self,
                                      int               index);

/* tess-editor-window-problems.c: the problems, the status, the hint, the
 * legend. */
void       _tess_editor_window_init_problems          (TessEditorWindow *self);
GtkWidget *_tess_editor_window_problem_row            (gpointer          item,
                                                       gpointer          user_data);
void       _tess_editor_window_update_problems_button (TessEditorWindow *self);
/* Says @text through the status label, for screen readers. */
void       _tess_editor_window_announce               (TessEditorWindow *self,
                                                       const char       *text);
/* The side the Shield button is about: the side of the handle chosen on
 * the tile (a half side's own side). */
int        _tess_editor_window_chosen_side            (TessEditorWindow *self);
/* Whether the hint under the palette shows the canvas's keys. */
gboolean   _tess_editor_window_shows_keys             (TessEditorWindow *self);

/* Actions (GtkWidgetActionActivateFunc) and the statistics popover. */
void _tess_editor_window_new_set_action     (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_open_action        (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_save_action        (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_save_as_action     (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_print_sheet_action (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_play_action        (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *param);
void _tess_editor_window_on_stats_shown     (TessEditorWindow *self);
/* Save Changes? Save: saves, then closes the window; a failure is told
 * and the window stays. */
void     _tess_editor_window_save_and_close (TessEditorWindow *self);
/* Prints the set's sheet to @file as @options ask (@options->start
 * aside: with @mark_start, the start tile's first copy is marked), drawn
 * in a worker thread and written as a save is (tess-editor-window-print.c):
 * the toast says where, with a button that opens it, and the folder is
 * proposed next time. */
void     _tess_editor_window_print_to       (TessEditorWindow       *self,
                                            GFile                  *file,
                                            const TessSheetOptions *options,
                                            gboolean                mark_start,
                                            GAsyncReadyCallback     callback,
                                            gpointer                user_data);
gboolean _tess_editor_window_print_to_finish (TessEditorWindow   *self,
                                             GAsyncResult       *result,
                                             GError            **error);
void _tess_editor_window_open_sheet_action  (GtkWidget  *widget,
                                            const char *action_name,
                                            GVariant   *param);
void _tess_editor_window_name_set_action    (GtkWidget  *widget,
                                            const char *action_name,
                                            GVariant   *param);
/* Before Save As to @file: a copy under another file name gets that
 * name's id; its name stays the one the designer gave. */
void _tess_editor_window_name_copy          (TessEditorWindow *self,
                                             GFile            *file);
/* Save As @file, once chosen: the copy named, then saved
 * (tess_editor_window_save()). */
void _tess_editor_window_save_as            (TessEditorWindow    *self,
                                             GFile               *file,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);

/* The tile's artwork (tess-editor-window-art.c): its actions, its part of
 * the side panel, kept up to date with the selected tile. */
void _tess_editor_window_art_class_init     (GtkWidgetClass   *widget_class);
void _tess_editor_window_art_init           (TessEditorWindow *self);
void _tess_editor_window_art_update         (TessEditorWindow *self);
/* Shows @data (a PNG or SVG read from @name) cropped to the selected tile
 * over its sides and sets it as the tile's artwork when accepted; a toast
 * says why an image cannot be taken. */
void _tess_editor_window_import_art         (TessEditorWindow *self,
                                            GBytes           *data,
                                            const char       *name);
/* The PDF of @copies (pointers to tiles of @set) as @options ask
 * (tess_render_sheet_bytes()), with their artwork and its credits on a
 * last page; %NULL with @status set when it cannot be drawn. */
GBytes        *_tess_editor_window_art_sheet    (const TessTileSetData  *set,
                                                GPtrArray              *copies,
                                                TessSheetCaptionFunc    caption,
                                                const TessSheetOptions *options,
                                                int                    *pages,
                                                cairo_status_t         *status);
/* What the renderer draws of @item's artwork in the window of @widget,
 * or %NULL. */
TessRenderArt *_tess_editor_window_tile_art (GtkWidget    *widget,
                                             TessTileItem *item);

G_END_DECLS
