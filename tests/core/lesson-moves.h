/* lesson-moves.h: a wrong move of each kind in every lesson, with its
 * explanation; played by the core's judge (tests/core/test-lessons.c) and
 * through the window (tests/ui/test-lessons.c)
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tess-lesson.h"

/* A wrong move of each kind in every lesson, and its explanation: the
 * tile elsewhere, turned otherwise, another kind of follower, the right
 * kind on another feature, no follower. A kind a lesson cannot show (the
 * tile fits one way only, it has one field) is left out; a move the goal
 * does not care about (a follower where none is asked, a monastery turned
 * round) is right. */
typedef struct
{
  const char      *id;
  int              x;
  int              y;
  int              degrees;
  const char      *follower;
  TessLessonResult result;
  const char      *says[3];
  const char      *never;     /* what the explanation must not say */
  gboolean         core_only; /* a move the window cannot offer */
  const char      *figure;    /* the figure placed (record key "figure"), NULL: a follower */
} LessonMove;

static const LessonMove lesson_moves[] G_GNUC_UNUSED = {
  /* The straight road below the start tile, parallel to its road, with a
   * thief on it: not the start tile's road. */
  { "place-tile", 0, 1, 0, "E", TESS_LESSON_RESULT_WRONG,
    { "The road on your tile must go on from the start tile’s road." } },
  { "place-tile", 1, 0, 90, "N", TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a road." } },
  { "place-tile", 1, 0, 0, "NNW", TESS_LESSON_RESULT_WRONG,
    { "You put a farmer on a field. Put a thief on the road." } },
  { "place-tile", 1, 0, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Put a thief on the road." } },
  /* West of the start tile, or turned round, it goes on from it too. */
  { "place-tile", -1, 0, 0, "W", TESS_LESSON_RESULT_DONE, { "Well done." } },
  { "place-tile", 1, 0, 180, "E", TESS_LESSON_RESULT_DONE, { "Well done." } },
  { "place-tile", 3, 3, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "A tile must touch the board along a whole side." } },

  { "roads", 1, 1, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Your road is the one east of the start tile: close its open end.",
      "You score nothing with this move. This tile can give you 4 points." } },
  { "roads", 2, 0, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a road." } },
  { "roads", 2, 0, 90, "monastery", TESS_LESSON_RESULT_DONE, { "Well done: you score 4 points." } },

  { "cities", 1, 1, 0, "N", TESS_LESSON_RESULT_WRONG,
    { "Your city is the one at the top: close it where its wall is open.",
      "This tile can give you 8 points." } },
  { "cities", 1, -1, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "cities", 1, -1, 270, "NNW", TESS_LESSON_RESULT_DONE, { "Well done: you score 8 points." } },

  { "monasteries", 2, 1, 270, NULL, TESS_LESSON_RESULT_WRONG,
    { "Fill the last empty space around your monastery.",
      "This tile can give you 9 points." } },
  { "monasteries", 1, 2, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The city on this tile would meet a field." } },
  /* Any way round, the eighth neighbour completes the monastery. */
  { "monasteries", 1, 2, 90, "E", TESS_LESSON_RESULT_DONE, { "Well done: you score 9 points." } },

  { "sharing", 0, 1, 0, "E", TESS_LESSON_RESULT_WRONG,
    { "Lay the tile between your city and Bruno’s, so that it joins them.",
      "This tile can give you 10 points." } },
  { "sharing", 1, -1, 90, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  /* The joined city holds knights already. */
  { "sharing", 1, -1, 0, "E", TESS_LESSON_RESULT_ILLEGAL,
    { "That road, city or farm already holds a follower." } },

  { "farms", 2, 1, 0, "ENE", TESS_LESSON_RESULT_WRONG,
    { "Close the third city, the one on the right, with this tile." } },
  { "farms", 1, 2, 90, "NNW", TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  /* A knight where a farmer was asked: the city scores, the farm does
   * not, and the learner is told to put a farmer on the field. */
  { "farms", 1, 2, 0, "N", TESS_LESSON_RESULT_WRONG,
    { "You score 4 points. This tile can give you 9 points.",
      "You put a knight in a city. Put a farmer on the field." } },
  { "farms", 1, 2, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "You score nothing with this move.", "Put a farmer on the field." } },

  /* Bruno's monastery scores at the end whatever the learner plays: not
   * the learner's doing. */
  { "final-scoring", -1, 1, 0, "monastery", TESS_LESSON_RESULT_WRONG,
    { "Lay your monastery below your road, where three tiles surround it.",
      "You score 5 points. This tile can give you 6 points." }, "Bruno’s monastery" },
  { "final-scoring", 1, 1, 90, "monastery", TESS_LESSON_RESULT_DONE, { "Well done: you score 6 points." } },
  { "final-scoring", 1, 1, 0, "NNW", TESS_LESSON_RESULT_WRONG,
    { "You put a farmer on a field. Put a monk on the monastery." } },
  /* A monk on the other monastery next to the road. */
  { "final-scoring", 1, -1, 0, "monastery", TESS_LESSON_RESULT_WRONG,
    { "Lay your monastery below your road, where three tiles surround it." } },
  { "final-scoring", 1, 1, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Put a monk on the monastery." }, "Bruno’s monastery" },

  /* The bend turned towards the spring: a U-turn. */
  { "river", 2, 1, 90, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The river may not turn back on itself." } },
  { "river", 3, 0, 180, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "A river tile must go on from the river’s open end." } },
  { "river", 2, 1, 180, "NNW", TESS_LESSON_RESULT_DONE, { "Well done." } },

  /* A knight in the city the tile joins to Bruno's: refused; in the
   * tile's other city, on either side of Bruno's city, it is right. */
  { "taken", 1, -1, 90, "W", TESS_LESSON_RESULT_ILLEGAL,
    { "That road, city or farm already holds a follower." } },
  { "taken", 1, -1, 0, "N", TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "taken", 0, 1, 90, "E", TESS_LESSON_RESULT_WRONG,
    { "Lay the tile against Bruno’s city, so that one of its cities joins it." } },
  { "taken", 1, -1, 90, "NNE", TESS_LESSON_RESULT_WRONG,
    { "You put a farmer on a field. Put a knight in the city." } },
  { "taken", 1, -1, 90, NULL, TESS_LESSON_RESULT_WRONG,
    { "Put a knight in the city." } },
  { "taken", -1, -1, 90, "W", TESS_LESSON_RESULT_DONE, { "Well done." } },

  /* Both followers are on the board: a follower on the answer is
   * refused (the window offers none: core only), the city closed
   * elsewhere is not the learner's. The cap fits one way only there. */
  { "followers", 1, -1, 270, "W", TESS_LESSON_RESULT_ILLEGAL,
    { "No follower is left in the supply." }, NULL, TRUE },
  { "followers", 0, -2, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Close your city, the one above the start tile, where its wall is open.",
      "This tile can give you 8 points." } },
  { "followers", 1, -1, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "followers", 1, -1, 270, NULL, TESS_LESSON_RESULT_DONE,
    { "Well done: you score 8 points.", "your knight is back in your supply" } },

  /* A corner only, a side that does not match, another side of the
   * start tile, the right place without a knight or with a farmer. */
  { "sides", 1, -1, 180, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "A tile must touch the board along a whole side." } },
  { "sides", 0, -1, 0, "N", TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "sides", 1, 0, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a road." } },
  { "sides", 0, 1, 180, "S", TESS_LESSON_RESULT_WRONG,
    { "The start tile’s city is open at the top: close it there.",
      "This tile can give you 4 points." } },
  { "sides", 0, -1, 180, "NNW", TESS_LESSON_RESULT_WRONG,
    { "You put a farmer on a field. Put a knight in the city." } },
  { "sides", 0, -1, 180, NULL, TESS_LESSON_RESULT_WRONG,
    { "Put a knight in the city." } },
  { "sides", 0, -1, 180, "S", TESS_LESSON_RESULT_DONE, { "Well done: you score 4 points." } },

  /* Inns & Cathedrals: the junction below the start tile closes nothing,
   * the one east of Bruno's closes Bruno's road, not the inn's; turned so
   * that a field meets the road, it is refused. West of the start tile
   * any way that fits closes the inn's road: 8 points, whatever follower
   * goes with it. */
  { "inns", 0, 1, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Your road is the one with the inn: close its open end, west of the start tile.",
      "You score nothing with this move. This tile can give you 8 points." } },
  { "inns", 3, 0, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Your road is the one with the inn: close its open end, west of the start tile." } },
  { "inns", -1, 0, 90, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a road." } },
  { "inns", -1, 0, 180, "NNW", TESS_LESSON_RESULT_DONE,
    { "Well done: you score 8 points.", "the road would have scored nothing" } },

  /* The full city fits the hole only, any way round; the city it closes
   * holds figures already (the window offers no spot there: core only). */
  { "big-follower", 2, -1, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The city on this tile would meet a field." } },
  { "big-follower", 0, -1, 0, "N", TESS_LESSON_RESULT_ILLEGAL,
    { "That road, city or farm already holds a follower." }, NULL, TRUE },
  { "big-follower", 0, -1, 90, NULL, TESS_LESSON_RESULT_DONE,
    { "Well done: you score 12 points.", "you alone score" } },

  /* Below the start tile the cap closes nothing; turned otherwise on the
   * right, a field meets the city. A farmer with it is right too. */
  { "cathedrals", 0, 1, 180, NULL, TESS_LESSON_RESULT_WRONG,
    { "Your city is the one with the cathedral: close it where its wall is open, on the right.",
      "You score nothing with this move. This tile can give you 21 points." } },
  { "cathedrals", 2, -1, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "cathedrals", 2, -1, 270, "NNE", TESS_LESSON_RESULT_DONE,
    { "Well done: you score 21 points.", "the city would have scored nothing" } },

  /* Goods: the cap above Bruno's city closes nothing; turned otherwise on
   * the right, its field meets the city; Ana's knight may not join
   * Bruno's; a farmer with the answer is right. */
  { "goods", 0, -2, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Bruno’s city with the wine is open on the right: close it there.",
      "Press Take Back and try again." } },
  { "goods", 1, -1, 0, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a city." } },
  { "goods", 1, -1, 270, "W", TESS_LESSON_RESULT_ILLEGAL,
    { "That road, city or farm already holds a follower." }, NULL, TRUE },
  { "goods", 1, -1, 270, "ESE", TESS_LESSON_RESULT_DONE,
    { "Well done.", "you take the wine" } },

  /* The builder: a road below the start tile extends nothing; turned
   * otherwise on the right, its field meets the road; the west end of
   * the same road earns the extra turn too. */
  { "builder", 0, 1, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Your builder is on the road right of the start tile: lay your road so that it goes on from it." } },
  { "builder", 3, 0, 90, NULL, TESS_LESSON_RESULT_ILLEGAL,
    { "The field on this tile would meet a road." } },
  { "builder", -2, 0, 0, NULL, TESS_LESSON_RESULT_DONE,
    { "Well done.", "You play again at once." } },

  /* The pig: a farmer where the pig should go is refused (the farm holds
   * Ana's farmer); the pig on the field south of the road, where no
   * farmer of hers lies, is refused in the rule's words; no figure, or a
   * thief, is told to place the pig; the pig on the west end of the same
   * farm is right. */
  { "pig", 2, 0, 0, "NNW", TESS_LESSON_RESULT_ILLEGAL,
    { "That road, city or farm already holds a follower." }, NULL, TRUE },
  { "pig", 2, 0, 0, "SSW", TESS_LESSON_RESULT_ILLEGAL,
    { "A pig goes only on a field of the tile just placed where your own farmer already lies." },
    NULL, TRUE, "pig" },
  { "pig", 2, 0, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Place your pig: choose it with B or the Pig button." }, "Put a farmer" },
  { "pig", 2, 0, 0, "E", TESS_LESSON_RESULT_WRONG,
    { "You put a thief on a road.", "Place your pig: choose it with B or the Pig button." } },
  { "pig", 0, 1, 0, NULL, TESS_LESSON_RESULT_WRONG,
    { "Lay the road so that it goes on to the right, and its field above joins your farmer’s." } },
  { "pig", -1, 0, 0, "NNW", TESS_LESSON_RESULT_DONE,
    { "Well done.", "4 points for each finished city instead of 3" }, NULL, FALSE, "pig" },
};


