/* tess-lesson-texts.c: the lessons' order and their translatable texts
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each lesson is a file ID.lesson.json (data/lessons/); its texts are here
 * so that translators get them through po/ with the rest of the program.
 */

#define G_LOG_DOMAIN "tess-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tess-lesson-private.h"

/* Translators: the lessons speak to the learner, who plays Ana (yellow)
 * against Bruno (red). Keep the rule words of the glossary. */
const TessLessonText tess_lesson_texts[] = {
  {
    "place-tile",
    N_("Placing a Tile"),
    N_("Each turn you place one tile next to the board, every side matching its neighbour: road to road, city to city, field to field. Place the straight road so that it goes on from the start tile’s road, then put a thief on it."),
    N_("A follower on a road is a thief. It stays there until the road is finished."),
    N_("The road on your tile must go on from the start tile’s road."),
  },
  {
    "roads",
    N_("Roads and Thieves"),
    N_("Your thief stands on the road east of the start tile; Bruno’s red thief on the road going south from the junction. A road is finished when both its ends stop at a junction, city or monastery: 1 point a tile. Finish yours, not Bruno’s."),
    N_("Four tiles, 4 points, and the thief goes back to your supply."),
    N_("Your road is the one east of the start tile: close its open end."),
  },
  {
    "cities",
    N_("Cities and Knights"),
    N_("Your knight is in the city at the top. A city is finished when its walls close it all round. Close it: a finished city scores 2 points for each tile and 2 more for each shield."),
    N_("Three tiles and one shield: 2 × 3 + 2 = 8 points."),
    N_("Your city is the one at the top: close it where its wall is open."),
  },
  {
    "monasteries",
    N_("Monasteries"),
    N_("Your monk is in the monastery below the start tile. A monastery is finished when it is surrounded by eight tiles. Place this tile in the last empty space around it: a finished monastery scores 9 points."),
    N_("The monastery and its eight neighbours: 9 points."),
    N_("Fill the last empty space around your monastery."),
  },
  {
    "sharing",
    N_("Sharing a Feature"),
    N_("Nobody may put a follower on a road or city that already has one, but a tile may join two. Your knight and Bruno’s are in two cities: join them into one and close it. Most followers score; tied players all score in full."),
    N_("Four tiles and one shield make 10 points, for you and for Bruno."),
    N_("Lay the tile between your city and Bruno’s, so that it joins them."),
  },
  {
    "taken",
    N_("A Feature Already Taken"),
    N_("Bruno’s knight is in the city above the start tile: nobody else may put a follower in it, even on a tile that joins it. But your tile may join it. Lay it against Bruno’s city and put your knight in its other city."),
    N_("Your knight has a city of its own. If a later tile joins it to Bruno’s, you share the city."),
    N_("Lay the tile against Bruno’s city, so that one of its cities joins it."),
  },
  {
    "followers",
    N_("Running Out of Followers"),
    N_("Each player has seven followers; here you have only two, and both are on the board. With none left, you place tiles without one. A follower comes back when its road, city or monastery is finished: close your city to get your knight back."),
    N_("Three tiles and one shield: 8 points, and your knight is back in your supply for your next tile."),
    N_("Close your city, the one above the start tile, where its wall is open."),
  },
  {
    "farms",
    N_("Farms"),
    N_("A farmer lies on a field and stays until the game ends. This is the last tile: close the third city with it and put a farmer on its field. At the end a farm gives 3 points for each finished city it touches."),
    N_("The farm touches three finished cities: 3 × 3 = 9 points."),
    N_("Close the third city, the one on the right, with this tile."),
  },
  {
    "final-scoring",
    N_("The Final Scoring"),
    N_("This is the last tile. At the end, unfinished features still score: a road or city 1 point a tile and shield, a monastery 1 for itself and each neighbour. Bruno’s monk scores too. Put your monastery where most tiles surround it, with a monk."),
    N_("Your road of 2 tiles gives 2, and your monastery with the 3 tiles around it gives 4: 6 points."),
    N_("Lay your monastery below your road, where three tiles surround it."),
  },
  {
    "sides",
    N_("Where a Tile May Not Go"),
    N_("A tile touches the board along a whole side, never by a corner only, and every side it touches must match: city to city, road to road, field to field. Close the start tile’s city, and put a knight in it."),
    N_("Two tiles: 2 × 2 = 4 points. The River adds a rule of its own: the next lesson."),
    N_("The start tile’s city is open at the top: close it there."),
  },
  {
    "river",
    N_("The River"),
    N_("With the River, the game starts at the spring and the river tiles come first. Each must continue the river, which may never turn back on itself: try it, and the game says why not. Place the bend so that the river flows on."),
    N_("No follower may stand on the river itself. After the lake the game goes on with the other tiles."),
    N_("The bend must carry the river on, away from where it came from."),
  },
  {
    "inns",
    N_("Inns"),
    N_("An inn by a road doubles it: finished, the road scores 2 points a tile. But a road with an inn still open at the end of the game scores nothing. Your thief is on the road with the inn: close it in the west."),
    N_("Four tiles with an inn: 4 × 2 = 8 points. Left open until the end, the road would have scored nothing."),
    N_("Your road is the one with the inn: close its open end, west of the start tile."),
  },
  {
    "big-follower",
    N_("The Big Follower"),
    N_("With Inns & Cathedrals you also have a big follower, which counts as two. Yours is in the city on the right, Bruno’s knight in the one on the left. Join the two and close the city: two beat one, so you alone score."),
    N_("Your big follower counts as two against Bruno’s one knight: you alone score the 5 tiles and the shield, 12 points."),
    N_("Lay the tile in the hole between your city and Bruno’s, so that it joins and closes them."),
  },
  {
    "cathedrals",
    N_("Cathedrals"),
    N_("A cathedral makes its city worth more: finished, 3 points for each tile and each shield. But a city with a cathedral still open at the end scores nothing. Your knight is in the city with the cathedral: close it on the right."),
    N_("Six tiles and a shield with a cathedral: 6 × 3 + 3 = 21 points. Left open until the end, the city would have scored nothing."),
    N_("Your city is the one with the cathedral: close it where its wall is open, on the right."),
  },
  {
    "goods",
    N_("Goods"),
    N_("With Traders & Builders, some cities hold goods: wine, grain or cloth. Whoever completes a city takes its goods, even when the city is not theirs. Bruno’s knight is in the city with the wine: close it on the right."),
    N_("Bruno scores his city, 3 tiles: 6 points, and you take the wine. At the end, whoever has the most wine scores 10 points, and the same for grain and for cloth."),
    N_("Bruno’s city with the wine is open on the right: close it there."),
  },
  {
    "builder",
    N_("The Builder"),
    N_("With Traders & Builders you also have a builder. It joins a follower of yours on a road or city. Your thief and builder are on the road right of the start tile: extend it, and your builder gives you another turn at once."),
    N_("You play again at once. A tile placed on that extra turn never earns another, even when it extends the builder’s road again."),
    N_("Your builder is on the road right of the start tile: lay your road so that it goes on from it."),
  },
  {
    "pig",
    N_("The Pig"),
    N_("With Traders & Builders you also have a pig. It goes on a farm where your farmer already lies. Your farmer is on the field above the road: extend that field with your road and put your pig on it."),
    N_("At the end, a farm you win with your pig on it scores 4 points for each finished city instead of 3."),
    N_("Lay the road so that it goes on to the right, and its field above joins your farmer’s."),
  },
};

const guint tess_lesson_n_texts = G_N_ELEMENTS (tess_lesson_texts);
