/* tess-problem-list.c: the problems of a tile set being edited, as a
 * list model that signals only what an edit changed
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include "tess-tile-checks-private.h"
#include "tess-tile-set-problems.h"

/* ------------------------------------------------------------ the list */

struct _TessProblemList
{
  GObject parent_instance;

  GPtrArray *items;
  guint n_errors;
  guint n_warnings;
  GHashTable *checks;   /* TessTileChecks of the set last checked */
};

static void tess_problem_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TessProblemList, tess_problem_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tess_problem_list_model_init))

enum
{
  LIST_PROP_0,
  LIST_PROP_N_ERRORS,
  LIST_PROP_N_WARNINGS,
  LIST_N_PROPS
};

static GParamSpec *list_props[LIST_N_PROPS];

static GType
list_get_item_type (GListModel *model)
{
  return TESS_TYPE_TILE_SET_PROBLEM;
}

static guint
list_get_n_items (GListModel *model)
{
  return TESS_PROBLEM_LIST (model)->items->len;
}

static gpointer
list_get_item (GListModel *model,
               guint       position)
{
  TessProblemList *self = TESS_PROBLEM_LIST (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
tess_problem_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = list_get_item_type;
  iface->get_n_items = list_get_n_items;
  iface->get_item = list_get_item;
}

static void
tess_problem_list_finalize (GObject *object)
{
  TessProblemList *self = TESS_PROBLEM_LIST (object);

  g_ptr_array_unref (self->items);
  g_clear_pointer (&self->checks, g_hash_table_unref);
  G_OBJECT_CLASS (tess_problem_list_parent_class)->finalize (object);
}

static void
tess_problem_list_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TessProblemList *self = TESS_PROBLEM_LIST (object);

  switch (prop_id)
    {
    case LIST_PROP_N_ERRORS:
      g_value_set_uint (value, self->n_errors);
      break;
    case LIST_PROP_N_WARNINGS:
      g_value_set_uint (value, self->n_warnings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tess_problem_list_class_init (TessProblemListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tess_problem_list_finalize;
  object_class->get_property = tess_problem_list_get_property;

  list_props[LIST_PROP_N_ERRORS] = g_param_spec_uint ("n-errors", NULL, NULL,
                                                      0, G_MAXUINT, 0, flags);
  list_props[LIST_PROP_N_WARNINGS] = g_param_spec_uint ("n-warnings", NULL, NULL,
                                                        0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, LIST_N_PROPS, list_props);
}

static void
tess_problem_list_init (TessProblemList *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

TessProblemList *
tess_problem_list_new (void)
{
  return g_object_new (TESS_TYPE_PROBLEM_LIST, NULL);
}

/* How far ahead the update looks for a problem that only moved. */
#define LOOKAHEAD 16

static gboolean
same (GPtrArray *a,
      guint      i,
      GPtrArray *b,
      guint      j)
{
  return tess_tile_set_problem_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, j));
}

/* Replaces items [pos, pos + n) by n items of @found from @from. */
static void
replace_run (TessProblemList *self,
             guint            pos,
             GPtrArray       *found,
             guint            from,
             guint            n)
{
  if (n == 0)
    return;
  for (guint k = 0; k < n; k++)
    {
      g_object_unref (g_ptr_array_index (self->items, pos + k));
      g_ptr_array_index (self->items, pos + k) = g_object_ref (g_ptr_array_index (found, from + k));
    }
  g_list_model_items_changed (G_LIST_MODEL (self), pos, n, n);
}

void
tess_problem_list_update (TessProblemList       *self,
                          const TessTileSetData *set)
{
  g_autoptr(GPtrArray) found = NULL;
  GHashTable *fresh;
  guint p = 0, j = 0, errors = 0, warnings = 0;
  guint run_pos = 0, run_from = 0, run = 0;

  g_return_if_fail (TESS_IS_PROBLEM_LIST (self));
  g_return_if_fail (set != NULL);

  fresh = tess_tile_checks_table_new ();
  found = tess_tile_set_find_problems_cached (set, self->checks, fresh);
  g_clear_pointer (&self->checks, g_hash_table_unref);
  self->checks = fresh;
  for (guint i = 0; i < found->len; i++)
    {
      if (tess_tile_set_problem_get_severity (g_ptr_array_index (found, i)) == TESS_PROBLEM_ERROR)
        errors++;
      else
        warnings++;
    }

  /* An edit changes the problems of a tile or two: walk both lists and
   * signal each insertion, removal and run of replaced items on its own,
   * so that a list view redraws only what changed. */
  while (p < self->items->len || j < found->len)
    {
      guint k;

      if (p < self->items->len && j < found->len && same (self->items, p, found, j))
        {
          replace_run (self, run_pos, found, run_from, run);
          run = 0;
          p++;
          j++;
          continue;
        }
      /* Items removed before a problem still there? */
      for (k = 1; j < found->len && k <= LOOKAHEAD && p + k < self->items->len; k++)
        if (same (self->items, p + k, found, j))
          break;
      if (j < found->len && k <= LOOKAHEAD && p + k < self->items->len)
        {
          replace_run (self, run_pos, found, run_from, run);
          run = 0;
          g_ptr_array_remove_range (self->items, p, k);
          g_list_model_items_changed (G_LIST_MODEL (self), p, k, 0);
          continue;
        }
      /* Items inserted before one that was there? */
      for (k = 1; p < self->items->len && k <= LOOKAHEAD && j + k < found->len; k++)
        if (same (self->items, p, found, j + k))
          break;
      if (p < self->items->len && k <= LOOKAHEAD && j + k < found->len)
        {
          replace_run (self, run_pos, found, run_from, run);
          run = 0;
          for (guint m = 0; m < k; m++)
            g_ptr_array_insert (self->items, p + m, g_object_ref (g_ptr_array_index (found, j + m)));
          g_list_model_items_changed (G_LIST_MODEL (self), p, 0, k);
          p += k;
          j += k;
          continue;
        }
      if (p < self->items->len && j < found->len)
        {
          /* A changed item: part of a run replaced at once. */
          if (run == 0)
            {
              run_pos = p;
              run_from = j;
            }
          run++;
          p++;
          j++;
          continue;
        }
      replace_run (self, run_pos, found, run_from, run);
      run = 0;
      if (p < self->items->len)
        {
          guint n = self->items->len - p;

          g_ptr_array_remove_range (self->items, p, n);
          g_list_model_items_changed (G_LIST_MODEL (self), p, n, 0);
        }
      else
        {
          guint n = found->len - j;

          for (guint m = 0; m < n; m++)
            g_ptr_array_add (self->items, g_object_ref (g_ptr_array_index (found, j + m)));
          g_list_model_items_changed (G_LIST_MODEL (self), p, 0, n);
          p += n;
          j += n;
        }
    }
  replace_run (self, run_pos, found, run_from, run);

  if (errors != self->n_errors)
    {
      self->n_errors = errors;
      g_object_notify_by_pspec (G_OBJECT (self), list_props[LIST_PROP_N_ERRORS]);
    }
  if (warnings != self->n_warnings)
    {
      self->n_warnings = warnings;
      g_object_notify_by_pspec (G_OBJECT (self), list_props[LIST_PROP_N_WARNINGS]);
    }
}

guint
tess_problem_list_get_n_errors (TessProblemList *self)
{
  g_return_val_if_fail (TESS_IS_PROBLEM_LIST (self), 0);
  return self->n_errors;
}

guint
tess_problem_list_get_n_warnings (TessProblemList *self)
{
  g_return_val_if_fail (TESS_IS_PROBLEM_LIST (self), 0);
  return self->n_warnings;
}
