/* tess-rules.h: the rules of a game by the keys of a record
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every rule variant has a key (the member of a record's "rules" object,
 * DESIGN.md §3) and a value written as a string: "true"/"false" for
 * switches, a decimal number for counts, a name for choices ("third",
 * "most_roads"), and "unlimited" or "WxH" (e.g. "12x10") for the table.
 * The record reader and writer, the New Game dialog and its settings go
 * through these functions, so nothing outside the engine and this file
 * writes the fields of TessRules.
 */

#pragma once

#include <gio/gio.h>

#include "tess-vocabulary.h"

G_BEGIN_DECLS

typedef enum
{
  TESS_RULE_KIND_BOOL,     /* JSON true or false */
  TESS_RULE_KIND_INT,      /* JSON integer in a range */
  TESS_RULE_KIND_CHOICE,   /* JSON string, one of a few names */
  TESS_RULE_KIND_TABLE,    /* JSON "unlimited" or { "width": W, "height": H } */
  TESS_RULE_KIND_LIST,     /* JSON array of names (as a string: comma-separated) */
} TessRuleKind;

/**
 * TessRuleInfo:
 * @key: the record's key
 * @kind: its kind
 * @choices: (nullable): choices and lists: the names, NULL-terminated
 * @choice_labels: (nullable): choices: what the New Game dialog shows for
 *   each, untranslated (N_(): translate with _())
 * @min: counts and the table: the smallest value
 * @max: the largest
 * @default_value: the value of a new game, as tess_rules_get() writes it
 * @label: its name in the New Game dialog and the help, untranslated,
 *   with a mnemonic
 * @description: a line that says what it does, untranslated
 * @module: what brings it: "base", "river", "house" (the house rules of
 *   001) or an expansion's id (DESIGN.md §8)
 * @house: records write it only when it is not the default
 * @setting: (nullable): the GSettings key that holds it for New Game
 * @offset: where its field lies in #TessRules
 *
 * One rule, as data: the record, validation, the New Game dialog and the
 * help read this table, so that a rule is added as one row.
 */
typedef struct
{
  const char          *key;
  TessRuleKind         kind;
  const char * const  *choices;
  const char * const  *choice_labels;
  int                  min;
  int                  max;
  const char          *default_value;
  const char          *label;
  const char          *description;
  const char          *module;
  gboolean             house;
  const char          *setting;
  gsize                offset;
} TessRuleInfo;

/* The table of rules, in the order records write them. */
guint               tess_rules_n_infos       (void);
const TessRuleInfo *tess_rules_nth_info      (guint             i);
const TessRuleInfo *tess_rules_info          (const char       *key);   /* NULL if unknown */

/* The keys, in the order records write them (NULL-terminated). */
const char * const *tess_rules_keys          (void);
/* Whether @key is a rule; its kind, its integer range, and for choices
 * the names (NULL-terminated). */
gboolean     tess_rules_has_key      (const char       *key);
TessRuleKind tess_rules_key_kind     (const char       *key);
void         tess_rules_key_range    (const char       *key,
                                      int              *min,
                                      int              *max);
const char * const *tess_rules_key_choices (const char *key);
/* The key's value, as a string (transfer full); NULL for unknown keys. */
char        *tess_rules_get          (const TessRules  *rules,
                                      const char       *key);
/* Sets a rule from its string value. An unknown key or a bad value is a
 * TESS_FILE_ERROR_INVALID naming the key, the value and what it may be. */
gboolean     tess_rules_set          (TessRules        *rules,
                                      const char       *key,
                                      const char       *value,
                                      GError          **error);
/* Whether the rules may be played together: the pig is not played with
 * the first edition's farm scoring (DESIGN.md §8). A TESS_FILE_ERROR_RULES
 * naming both keys when not. */
gboolean     tess_rules_check        (const TessRules  *rules,
                                      GError          **error);
/* Whether the rule has its default value (records leave house rules out then). */
gboolean     tess_rules_is_default   (const TessRules  *rules,
                                      const char       *key);
gboolean     tess_rules_equal        (const TessRules  *a,
                                      const TessRules  *b);
/* The expansions built in (DESIGN.md §8), bit i of TessRules.expansions
 * for the i-th: its id (the value in "expansions" and its tile set's id),
 * its name and a line that says what it brings (untranslated: N_()), and
 * the rule keys of the figures it switches on unless a record writes them
 * (NULL-terminated, e.g. "big_follower"). */
guint        tess_rules_n_expansions          (void);
const char  *tess_rules_expansion_id          (guint i);
const char  *tess_rules_expansion_label       (guint i);
const char  *tess_rules_expansion_description (guint i);
const char * const *tess_rules_expansion_figures (guint i);
/* Whether an expansion switched on in @rules sets @key (a figure's). */
gboolean     tess_rules_brought               (const TessRules *rules,
                                               const char      *key);
/* The rules the New Game dialog saved in the app's settings. */
void         tess_rules_from_settings (TessRules       *rules,
                                       GSettings       *settings);

G_END_DECLS
