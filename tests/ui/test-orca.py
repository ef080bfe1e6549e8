#!/usr/bin/python3
# test-orca.py: what Orca, the screen reader, says of a game
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Debian's Orca and tessera on a D-Bus session, an accessibility
# bus and an X display (Xvfb) of the test's own, then plays by keyboard,
# as a blind player would, a short game against the computer (a tile set
# of eleven tiles, in the game file), and asserts on what Orca SAID (its
# debug log's "SPEECH OUTPUT" lines), never on what the app meant to say:
#
#   - the follower prompt after a tile is laid, and each spot chosen with
#     Tab, "Spot 1 of N: …" first;
#   - each move of the person and of the computer, each scoring with its
#     points, whose turn it is after them ("Your turn, Ana."), and the
#     end of the game;
#   - the final scores, on opening (Orca follows the window): the winner
#     and every player's score, the table of categories; the chart in
#     words, reached with Tab;
#   - an undo: "Undone: …" and the move it took back;
#   - R where only one way fits: that it does;
#   - the Preferences, on opening: where the focus is in them, once;
#   - a lesson's heading and what it asks, on opening (Ctrl+L), each time
#     Ctrl+L opens it again, at once too, its tile said whole each time;
#     then its move played by keys, and the verdict on it.
#
# Usage: test-orca.py TESSERA [--transcript FILE]
# TESS_ORCA_WHOLE=1 plays a whole game of the base set instead.
# Exit 77 (skipped) only when the accessibility bus cannot be started or
# Orca is missing; any other problem fails. Run with /usr/bin/python3.

import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from tess_atspi import DEADLINE, Keys, fail, find, log, settle, turn_to_fit, walk, TURNED  # noqa: E402
from tess_orca import focus_board, main, title_before  # noqa: E402

# Eleven tiles: the start (a city cap with a road), city caps that close
# cities of two tiles, straight roads and curves: a game of five turns
# each, with scorings during play and at the end.
TILESET = {
    "format": "tessera-tileset", "version": 1, "id": "orca-small", "name": "Orca test set",
    "start": "D",
    "tiles": [
        {"id": "D", "count": 1, "features": [
            {"type": "city", "ports": ["N"]},
            {"type": "road", "ports": ["E", "W"]},
            {"type": "field", "ports": ["ENE", "WNW"], "cities": ["N"]},
            {"type": "field", "ports": ["ESE", "SSE", "SSW", "WSW"]}]},
        {"id": "E", "count": 4, "features": [
            {"type": "city", "ports": ["N"]},
            {"type": "field", "ports": ["ENE", "ESE", "SSE", "SSW", "WSW", "WNW"], "cities": ["N"]}]},
        {"id": "U", "count": 2, "features": [
            {"type": "road", "ports": ["W", "E"]},
            {"type": "field", "ports": ["WNW", "NNW", "NNE", "ENE"]},
            {"type": "field", "ports": ["ESE", "SSE", "SSW", "WSW"]}]},
        {"id": "V", "count": 4, "features": [
            {"type": "road", "ports": ["W", "S"]},
            {"type": "field", "ports": ["WNW", "NNW", "NNE", "ENE", "ESE", "SSE"]},
            {"type": "field", "ports": ["SSW", "WSW"]}]},
    ],
}

SEED = int(os.environ.get("TESS_ORCA_SEED", "3"))
# TESS_ORCA_WHOLE=1: a whole game of the base set (72 tiles) instead, for
# the transcript of what a blind player hears (minutes; not in the suite).
WHOLE = os.environ.get("TESS_ORCA_WHOLE") == "1"


def write_record(home):
    path = os.path.join(home, "small.tessera")
    with open(path, "w") as f:
        json.dump({"format": "tessera-game", "version": 1, "tilesets": ["base"] if WHOLE else [TILESET],
                   "players": [{"name": "Ana", "color": "red"},
                               {"name": "Bot", "color": "blue", "ai": "easy"}],
                   "seed": SEED, "moves": []}, f)
    return path


PROMPT = re.compile(r"Place a follower on (?:the marked spot \(1\)|a marked spot \(1–(\d+), Tab\))"
                    r"|No follower left in your supply|No follower can go on this tile")
ANA_MOVE = re.compile(r"\bAna places\b")
BOT_MOVE = re.compile(r"\bBot places\b")
SCORING = re.compile(r"[^.]*\bscores? \d+ points?[^.]*\.")
END = re.compile(r"The game is over: (.+?) (?:wins|share the victory) with (\d+) points?\.")
# The final scores' headline: the end, then every score ("Ana: 12 points").
HEADLINE = re.compile(r"^The game is over: .*\. Scores: [^,.]+: \d+ points?\b")


def play(session, orca):
    frame = session.frame
    keys = Keys(session.proc.pid)
    board = focus_board(session, orca, keys)

    turns = ana_moves = bot_moves = followers = spots = turns_said = 0
    moves_heard = set()
    r_checked = False
    while True:
        if not settle(lambda: TURNED.search(board.description or "") or orca.find(END, since=0)):
            fail(f"the person's turn never came back; the board says {board.description!r}")
        if orca.find(END, since=0):
            break
        turns += 1
        if turns > (40 if WHOLE else 12):
            fail(f"more than {40 if WHOLE else 12} turns of one player in a game of "
                 f"{72 if WHOLE else 11} tiles")
        # F: the next cell where the tile fits.
        fits = turn_to_fit(board, keys)
        # R where the tile fits one way only: Orca says so (nothing turns,
        # so the board's description does not change).
        if len(fits) == 1 and not r_checked:
            orca.mark()
            keys.press("r")
            orca.wait_for(r"[Oo]nly one way fits", "that R turns nothing where one way fits")
            r_checked = True

        orca.mark()
        keys.press("Return")
        # A move said before (Orca behind on a loaded machine) is not this
        # turn's.
        def new_move(t):
            return ANA_MOVE.search(t) and moves_of(t) not in moves_heard

        def laid(t):
            return PROMPT.search(t) or new_move(t)
        said = orca.wait(laid, timeout=15)
        if said is None and TURNED.search(board.description or ""):
            # A key lost on a loaded Xvfb: the tile is still in hand.
            log(f"  turn {turns}: Return changed nothing, pressed again")
            keys.press("Return")
        said = orca.wait(laid)
        if said is None:
            fail(f"Orca did not say the follower prompt or the move after Return; "
                 f"it said since: {orca.since()[-8:]!r}")
        pm = PROMPT.search(said)
        if pm is not None and "marked spot" in pm.group(0):
            n_spots = int(pm.group(1)) if pm.group(1) else 1
            choice = None
            for i in range(1, n_spots + 1):
                orca.mark()
                keys.press("Tab")
                # The spot first, then (only when it changed) the tile.
                spot = orca.wait_for(rf"^Spot {i} of {n_spots}: (City|Road|Field|Monastery)\b",
                                     f"spot {i} of {n_spots}, first, when Tab chose it")
                spots += 1
                if "— free" in spot and choice is None:
                    choice = i
            orca.mark()
            if choice is not None:
                keys.press(str(choice))
                followers += 1
            else:
                keys.press("n")
        elif pm is not None and not new_move(said):
            # Nothing to choose: Return goes on (or the turn went on by
            # itself, the prompt said with the move).
            orca.mark()
            keys.press("Return")
        if not new_move(said):
            said = orca.wait(new_move)
            if said is None:
                fail(f"Orca did not say the person's move; it said since: {orca.since()[-8:]!r}")
        ana_moves += 1
        moves_heard.add(moves_of(said))
        # Whose turn, in plain words: the computer's, when Ana's move is
        # told before the computer's (it took long), the person's after it.
        if not BOT_MOVE.search(said) and not END.search(said) and "Bot (computer) is playing." not in said:
            fail(f"Ana's move told alone, without saying that the computer plays: {said!r}")
        # The computer's move, or the end (said with the person's, or
        # after it).
        if not BOT_MOVE.search(said):
            said = orca.wait(lambda t: (BOT_MOVE.search(t) and moves_of(t) not in moves_heard)
                             or END.search(t))
            if said is None:
                fail(f"Orca did not say the computer's move or the end; it said since: {orca.since()[-8:]!r}")
            moves_heard.add(moves_of(said))
        if BOT_MOVE.search(said):
            bot_moves += 1
            if not END.search(said):
                if not re.search(r"\bBot places\b.*\. Your turn, Ana\.", said):
                    fail(f"the computer's move told without saying that the turn is Ana's: {said!r}")
                turns_said += 1

    end = orca.find(END, since=0)
    log(f"ok: a game of {turns} turns: {ana_moves} moves of Ana, {bot_moves} of Bot heard, "
        f"{spots} spots, {followers} followers; the end: {end!r}")
    if followers == 0:
        fail("no follower was placed in the game")
    # Each announcement once: every move in one utterance only (not the
    # computer's tile said again by the board), the prompt without "No
    # follower chosen" after it.
    played = orca.since(0)
    played = played[:max(i for i, t in enumerate(played) if END.search(t)) + 1]
    moves = {}
    for text in played:
        for m in re.finditer(r"\b(?:Ana|Bot) places\b[^.]*\.", text):
            moves.setdefault(m.group(0), []).append(text)
    for move, texts in moves.items():
        if len(texts) != 1:
            fail(f"the move {move!r} was said {len(texts)} times: {texts!r}")
    for text in played:
        if PROMPT.search(text) and "No follower chosen" in text:
            fail(f"the prompt said with 'No follower chosen' after it: {text!r}")
    log(f"ok: {len(moves)} moves, each said once; 'Your turn, Ana.' after {turns_said} moves of the computer")
    # The tile in hand is said whole only when it changed: moved to
    # another cell, turned as before, it is said short.
    if not any(re.search(r"Your tile, turned \d+°\.$", t) for t in orca.since(0)):
        fail("the tile in hand was said whole at every change of the board, never short")
    if not any(re.search(r"Your tile, turned \d+°: ", t) for t in orca.since(0)):
        fail("the tile in hand was never said whole")
    if not r_checked:
        log("note: no tile fitted one way only in this game; R's sentence not checked")

    # Each scoring of the game, as the history has it, was said with its
    # points.
    rows = settle(lambda: history_rows(frame)) or []
    scorings_said = [t for t in orca.since(0) if SCORING.search(t)]
    if not scorings_said:
        fail(f"Orca said no scoring in the whole game; the history: {rows!r}")
    for row in rows:
        for m in SCORING.finditer(row):
            if not any(m.group(0).strip() in t for t in orca.since(0)):
                fail(f"the scoring {m.group(0)!r} of the history was never said")
    # Every move of the computer was said.
    bot_heard = len([t for t in orca.since(0) if BOT_MOVE.search(t)])
    if bot_heard < ana_moves - 1:
        fail(f"Ana made {ana_moves} moves and only {bot_heard} moves of Bot were said")
    log(f"ok: {len(scorings_said)} things said with a scoring, e.g. {scorings_said[0]!r}")

    # The final scores: on opening, Orca follows the new window (a frame,
    # not a "filler" it would not follow) and says its headline, which has
    # the focus: the winner and each score, then the table of categories,
    # its description (the window's title first, when Orca hears the
    # window before the focus in it).
    said = orca.since(0)
    # The end as the game's window said it, not the final scores' headline
    # (which Orca may have said already: it starts the same way).
    opened = max(i for i, t in enumerate(said) if END.search(t) and not HEADLINE.search(t))
    keys.focus_window("Final Scores")
    winner = orca.wait_for(r"\b(Ana|Bot) wins with \d+ points?.*Scores: ",
                           "the winner and the scores when the final scores opened", since=opened)
    # The window's title first, as Orca follows the focus into it.
    title_before(orca, winner, "Final Scores")
    if not re.search(r"\bAna: \d+ points?.*\bBot: \d+ points?|\bBot: \d+ points?.*\bAna: \d+ points?", winner):
        fail(f"the final scores did not say every player's score on opening: {winner!r}")
    orca.wait_for(r"^(Ana|Bot)\. Roads: \d+, \d+ during play and \d+ at the end\.",
                  "the table of categories when the final scores opened", since=opened)
    # The chart, reached with Tab, says who led and the gaps at the end.
    # Each Tab waits for the focus to move (AT-SPI) and for Orca to say
    # the object it moved to, before the next.
    scores = window_named(session, "Final Scores")
    if scores is None:
        fail("no window named 'Final Scores' on the accessibility bus")
    focused = focused_in(session, scores)
    for _ in range(8):
        orca.mark()
        before = focused
        keys.press("Tab")
        focused = settle(lambda: (lambda f: f if f is not None and not same(f, before) else None)(
            focused_in(session, scores)), timeout=10)
        if focused is None:
            focused = before
            continue
        if focused.name:
            orca.wait_for(re.escape(focused.name), f"the {focused.getRoleName()} Tab took the focus to")
        if focused.name == "Scores over the game":
            break
    chart = orca.wait_for(r"\bled (?:after|from) move \d+.*At the end (Ana|Bot) has \d+ points?, "
                          r"(Ana|Bot) \d+ points? behind\.",
                          "the score chart in words, reached with Tab")
    log(f"ok: the chart said {chart!r}")
    log(f"ok: the final scores said {winner!r}")
    orca.mark()
    keys.press("Escape")
    keys.focus()
    # Back in the game's window, as Orca follows it.
    orca.wait_for(r"\bBoard\b|^Cell ", "the board as the game's window came back")

    # Undo: what it took back.
    orca.mark()
    keys.press("ctrl+z")
    undone = orca.wait_for(r"^Undone: .*\b(Ana|Bot) places\b", "what the undo took back")
    log(f"ok: the undo said {undone!r}")

    # Redo: the game is over again, and its scores open again.
    keys.press("ctrl+shift+z")
    orca.wait_for(r"The game is over", "the end again after the redo")
    close_scores(session, keys, orca)

    # What once crashed the app: after a finished game, the final scores
    # closed with Escape, the Preferences opened and closed, then Ctrl+L.
    orca.mark()
    keys.press("ctrl+comma")
    keys.focus_window("Preferences")
    # Orca follows the Preferences (a frame) and says where the focus is
    # in it: the first page's tab.
    orca.wait_for(r"^Aids page tab", "the focus in the Preferences as they opened")
    # Said once: not again for the tab's state GTK tells after the focus
    # ("pressed"). Tab on: what Orca says of the next control comes after
    # anything it had still to say of the first.
    tabbed_from = len(orca.since(0)) - 1
    prefs = window_named(session, "Preferences")
    if prefs is None:
        fail("no window named 'Preferences' on the accessibility bus")
    first = focused_in(session, prefs)
    keys.press("Tab")
    moved = settle(lambda: (lambda f: f if f is not None and not same(f, first) else None)(
        focused_in(session, prefs)), timeout=10)
    if moved is None or not moved.name:
        fail(f"Tab in the Preferences moved the focus to nothing with a name: {moved!r}")
    target = orca.wait_for(re.escape(moved.name), f"the {moved.getRoleName()} Tab took the focus to",
                           since=tabbed_from + 1)
    heard = orca.since(0)[tabbed_from:]
    between = heard[1:heard.index(target)]
    if any("page tab" in t for t in between):
        fail(f"the Preferences' first tab was said again before Tab moved on: {heard[:heard.index(target) + 1]!r}")
    log(f"ok: the Preferences said {heard[0]!r} once, then {target!r}")
    keys.press("Escape")
    if not settle(lambda: not any(w is not None and w.name == "Preferences" for w in session.app)):
        fail("Escape left the Preferences open")
    back_in_game(session, keys, orca)

    # A lesson (Ctrl+L): its heading and what it asks, on opening, said
    # by the board, which has the focus. The history's rows and the bag's
    # counters are made again out of the window: some 100 events for Orca
    # after a whole game (the rows' removal from its cache), not 300.
    orca.mark()
    keys.press("ctrl+l")
    lesson = orca.wait_for(r"Lesson 1 of \d+: .+\. \S", "the lesson's heading and what it asks, on Ctrl+L",
                           timeout=240 if WHOLE else DEADLINE)
    log(f"ok: the lesson said {lesson!r}")
    if session.proc.poll() is not None:
        fail(f"tessera ended with status {session.proc.returncode} after Ctrl+L")

    # Ctrl+L again and again, at once (the lesson opened anew each time,
    # while Orca still reads the one before): heard each time, and the
    # app lives.
    # Each opening is some 20 events for Orca to get through: a few are
    # enough.
    for i in range(2):
        orca.mark()
        keys.press("ctrl+l")
        again = orca.wait_for(r"Lesson 1 of \d+: ", f"the lesson's heading on Ctrl+L number {i + 2}")
        # The lesson anew: its tile in hand said whole, as the first time
        # (not "turned 0°" only, as if said before in this lesson).
        if not re.search(r"Your tile, turned \d+°: \S", again):
            fail(f"the lesson opened again said its tile short or not at all: {again!r}")
    log(f"ok: the lesson opened again said {again!r}")
    keys.press("ctrl+l")
    keys.press("ctrl+l")
    orca.mark()
    keys.press("ctrl+l")
    # Three openings for the app to make, then for Orca to read: on a
    # machine loaded to 28, some 25 seconds each for the app and for Orca.
    orca.wait_for(r"Lesson 1 of \d+: ", "the lesson's heading after Ctrl+L pressed three times at once",
                  timeout=3 * DEADLINE)
    if session.proc.poll() is not None:
        fail(f"tessera ended with status {session.proc.returncode} after Ctrl+L again and again")
    log("ok: Ctrl+L five times more, heard each time it was waited for")

    # The lesson played: its tile laid where it fits, the thief put on
    # the road by Tab and its digit, and the verdict said.
    turn_to_fit(board, keys)
    orca.mark()
    keys.press("Return")
    prompt = orca.wait_for(PROMPT.pattern, "the follower prompt in the lesson")
    pm = PROMPT.search(prompt)
    n_spots = int(pm.group(1)) if pm.group(1) else 1
    road = None
    for i in range(1, n_spots + 1):
        orca.mark()
        keys.press("Tab")
        spot = orca.wait_for(rf"^Spot {i} of {n_spots}: ", f"spot {i} of {n_spots} in the lesson")
        if spot.startswith(f"Spot {i} of {n_spots}: Road") and "— free" in spot:
            road = i
            break
    if road is None:
        fail("no free road among the spots of the lesson's tile")
    orca.mark()
    keys.press(str(road))
    verdict = orca.wait_for(r"Well done\b|Press Take Back and try again\.", "the lesson's verdict on the move")
    log(f"ok: the lesson's move judged: {verdict!r}")


def moves_of(text):
    """What an utterance says of moves, without what the board says after
    it of the cell (the same moves are said again with another cell)."""
    return re.split(r" Cell -?\d+, -?\d+\.", text)[0]


def window_named(session, title):
    def found():
        try:
            return next((w for w in session.app if w is not None and w.name == title), None)
        except Exception:
            return None
    return settle(found)


def focused_in(session, root):
    """The object with the focus under @root, or None."""
    try:
        return find(root, lambda n: n.getState().contains(session.pyatspi.STATE_FOCUSED))
    except Exception:
        return None


def same(a, b):
    try:
        return a == b or (a.getRoleName() == b.getRoleName() and a.name == b.name
                          and a.getIndexInParent() == b.getIndexInParent())
    except Exception:
        return False


def history_rows(frame):
    """The history's rows the window has made (those in view), or None
    when the tree changed under the walk."""
    try:
        return [n.name or "" for n, _ in walk(frame)
                if n.getRoleName() == "list item" and re.search(r"\b(Ana|Bot) places\b", n.name or "")]
    except Exception:
        return None


def back_in_game(session, keys, orca):
    """The focus back in the game's window, once AT-SPI says it is active,
    and what Orca says of it, if anything (a window it did not follow
    away from gives it nothing to say)."""
    orca.mark()
    keys.focus()
    if not settle(lambda: session.frame.getState().contains(session.pyatspi.STATE_ACTIVE)):
        fail("the game's window did not become active again")
    orca.wait(lambda t: re.search(r"\bBoard\b|^Tessera", t), timeout=5)


def close_scores(session, keys, orca):
    """The final scores, if they opened, closed with Escape; the focus back
    in the game's window."""
    def scores_open():
        try:
            return any(w is not None and w.name == "Final Scores" for w in session.app)
        except Exception:
            return False
    if settle(scores_open, timeout=10):
        keys.focus_window("Final Scores")
        keys.press("Escape")
        if not settle(lambda: not scores_open()):
            fail("Escape left the final scores open")
    back_in_game(session, keys, orca)


if __name__ == "__main__":
    main("tessera-orca-", write_record, play)
