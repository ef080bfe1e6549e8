#!/usr/bin/python3
# test-orca-long.py: what Orca says at the end of a long game
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts Debian's Orca and tessera on buses and a display of the test's
# own (as test-orca.py does), opens a game of the base set with PLAYED of
# its 71 moves made (orca-long-game.tessera: Ana against an easy computer
# player), plays Ana's last turns by keyboard and asserts on what Orca
# SAID:
#
#   - each move, the person's and the computer's, in one utterance only;
#     the follower prompt once for each tile, not with "No follower
#     chosen" after it;
#   - after a scoring during play, the running totals ("Scores: Ana 18,
#     Bot 33."), once, as the side panel shows them; S says them (and the
#     tiles left) whenever the person asks;
#   - the final scores on opening: the window's title, the winner and the
#     scores, the table once;
#   - after the game, Ctrl+L: the lesson's heading, with few events for
#     Orca to go through first (the history's 71 rows and the bag's
#     counters are made again out of the window: no flood).
#
# Usage: test-orca-long.py TESSERA [--transcript FILE]
# Exit 77 (skipped) only when the accessibility bus cannot be started or
# Orca is missing; any other problem fails. Run with /usr/bin/python3.

import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from tess_atspi import Keys, fail, log, settle, turn_to_fit, walk, TURNED  # noqa: E402
from tess_orca import focus_board, main, title_before  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# Ana to play, with 15 tiles left and no follower in her supply: a move
# of the computer's scores a road during play.
PLAYED = int(os.environ.get("TESS_ORCA_PLAYED", "56"))

PROMPT = re.compile(r"Place a follower on (?:the marked spot \(1\)|a marked spot \(1–(\d+), Tab\))"
                    r"|No follower left in your supply|No follower can go on this tile")
MOVE = re.compile(r"\b(?:Ana|Bot) places\b[^.]*\.")
ANA_MOVE = re.compile(r"\bAna places\b")
BOT_MOVE = re.compile(r"\bBot places\b")
SCORING = re.compile(r"\bscores? \d+ points?\b")
SCORES = re.compile(r"\bScores: Ana (\d+), Bot (\d+)\.")
END = re.compile(r"The game is over: (.+?) (?:wins|share the victory) with (\d+) points?\.")
# The final scores' headline: the end, then every score ("Ana: 12 points").
HEADLINE = re.compile(r"^The game is over: .*\. Scores: [^,.]+: \d+ points?\b")
ROW = re.compile(r"^(Ana|Bot), (\d+) points?, ")


def write_record(home):
    with open(os.path.join(HERE, "orca-long-game.tessera")) as f:
        record = json.load(f)
    record["moves"] = record["moves"][:PLAYED]
    path = os.path.join(home, "long.tessera")
    with open(path, "w") as f:
        json.dump(record, f)
    return path


def panel_scores(frame):
    """The scores the side panel's player rows show, or None while the
    tree changes under the walk."""
    try:
        scores = {}
        for node, _ in walk(frame):
            m = ROW.match(node.name or "")
            if m is not None:
                scores[m.group(1)] = int(m.group(2))
        return scores if len(scores) == 2 else None
    except Exception:
        return None


def check_totals(frame, said, what):
    """@said holds the running totals once, and they are the side panel's."""
    totals = SCORES.findall(said)
    if len(totals) != 1:
        fail(f"{what} said the running totals {len(totals)} times: {said!r}")
    ana, bot = (int(x) for x in totals[0])
    shown = settle(lambda: (lambda s: s if s == {"Ana": ana, "Bot": bot} else None)(panel_scores(frame)),
                   timeout=10)
    if shown is None:
        fail(f"{what} said Ana {ana}, Bot {bot}; the side panel shows {panel_scores(frame)!r}")
    return ana, bot


def play(session, orca):
    frame = session.frame
    keys = Keys(session.proc.pid)
    board = focus_board(session, orca, keys)

    # S, whenever the person asks: the scores and the tiles left.
    settle(lambda: TURNED.search(board.description or ""))
    orca.mark()
    keys.press("s")
    asked = orca.wait_for(r"^Scores: Ana \d+, Bot \d+\. \d+ tiles? left in the bag\.",
                          "the scores and the tiles left after S")
    check_totals(frame, asked, "S")
    log(f"ok: S said {asked!r}")

    rounds = prompts = totals_said = no_supply = 0
    while not orca.find(END, since=0):
        if not settle(lambda: TURNED.search(board.description or "") or orca.find(END, since=0)):
            fail(f"the person's turn never came back; the board says {board.description!r}")
        if orca.find(END, since=0):
            break
        rounds += 1
        if rounds > 8:
            fail(f"more than 8 turns of Ana with {71 - PLAYED} tiles left")
        turn_to_fit(board, keys)
        orca.mark()
        keys.press("Return")
        def laid(t):
            return PROMPT.search(t) or ANA_MOVE.search(t)
        prompt = orca.wait(laid, timeout=15)
        if prompt is None and TURNED.search(board.description or ""):
            log(f"  turn {rounds}: Return changed nothing, pressed again")
            keys.press("Return")
        prompt = prompt or orca.wait(laid)
        if prompt is None:
            fail(f"Orca did not say the follower prompt or the move; it said since: {orca.since()[-8:]!r}")
        if PROMPT.search(prompt):
            prompts += 1
        if "No follower chosen" in prompt:
            fail(f"the prompt said with 'No follower chosen' after it: {prompt!r}")
        # With no follower left, said once, not at each tile.
        if "No follower left" in prompt:
            no_supply += 1
            if no_supply > 1:
                fail(f"'No follower left in your supply' said at {no_supply} tiles in a row")
        # With no follower to place, the turn goes on by itself, and the
        # prompt is said with the move.
        if not ANA_MOVE.search(prompt):
            orca.mark()
            keys.press("n" if "marked spot" in prompt else "Return")
        # The round: Ana's move, the computer's (with hers, or after), or
        # the end.
        said = orca.wait(lambda t: BOT_MOVE.search(t) or END.search(t))
        if said is None:
            fail(f"Orca did not say the computer's move or the end; it said since: {orca.since()[-8:]!r}")
        if SCORING.search(said) and not END.search(said):
            check_totals(frame, said, f"the round {rounds}, with a scoring,")
            totals_said += 1
        elif SCORES.search(said):
            fail(f"the running totals said after no scoring: {said!r}")
        log(f"  round {rounds}: {said[:160]!r}")

    said = orca.since(0)
    log(f"ok: {rounds} rounds, {prompts} prompts, the running totals said {totals_said} times")
    # Each move once: in one utterance only (a repeat is an announcement
    # said again, or the board saying the computer's tile again).
    moves = {}
    for text in said:
        for m in MOVE.finditer(text):
            moves.setdefault(m.group(0), []).append(text)
    for move, texts in moves.items():
        if len(texts) != 1:
            fail(f"the move {move!r} was said {len(texts)} times: {texts!r}")
    if len(moves) < 2 * rounds - 1:
        fail(f"{rounds} rounds and only {len(moves)} moves said: {list(moves)!r}")
    n_prompts = len([t for t in said if PROMPT.search(t)])
    if n_prompts != prompts:
        fail(f"the follower prompt heard {prompts} times after Return, and said {n_prompts} times")
    log(f"ok: {len(moves)} moves, each said once; the prompt {prompts} times, once a tile at most")

    # The final scores on opening: the title, the winner and the scores,
    # the table once.
    # The end as the game's window said it, not the final scores' headline
    # (which Orca may have said already: it starts the same way).
    opened = max(i for i, t in enumerate(said) if END.search(t) and not HEADLINE.search(t))
    keys.focus_window("Final Scores")
    winner = orca.wait_for(r"\b(Ana|Bot) wins with \d+ points?\. Scores: ",
                           "the winner and the scores when the final scores opened", since=opened)
    title_before(orca, winner, "Final Scores")
    orca.wait_for(r"^(Ana|Bot)\. Roads: ", "the table of categories when the final scores opened",
                  since=opened)
    log(f"ok: the final scores said their title, then {winner!r}")
    keys.press("Escape")
    keys.focus()
    if not settle(lambda: session.frame.getState().contains(session.pyatspi.STATE_ACTIVE)):
        fail("the game's window did not become active again")
    orca.wait_for(r"\bBoard\b", "the board as the game's window came back", since=opened)
    # The table said again would be a change Orca heard after the focus
    # came, before the focus went back.
    tables = [t for t in orca.since(opened) if re.match(r"^(Ana|Bot)\. Roads: ", t)]
    if len(tables) != 1:
        # What Orca handled before it said the table again: the event that
        # made it (seen once in CI, never here), for the next to read.
        if len(tables) > 1:
            log(orca.events_before(r"^(Ana|Bot)\. Roads: ", len(tables) - 1))
        fail(f"the table of the final scores was said {len(tables)} times")

    # Ctrl+L after the long game: the heading within the deadline.
    orca.mark()
    keys.press("ctrl+l")
    lesson = orca.wait_for(r"Lesson 1 of \d+: .+\. \S", "the lesson's heading on Ctrl+L after a long game")
    log(f"ok: the lesson said {lesson!r}")
    # Not behind a flood: made again in the window, the rows and the
    # counters were some 70 events Orca handled one by one first (3 to 47
    # seconds on a loaded machine), some 20 out of it.
    queued = orca.queued_before(lesson)
    if queued > 40:
        fail(f"Orca had {queued} events to handle between Ctrl+L and the lesson's heading")
    log(f"ok: {queued} events for Orca to handle before the heading")
    if session.proc.poll() is not None:
        fail(f"tessera ended with status {session.proc.returncode} after Ctrl+L")
    if totals_said == 0:
        fail("no scoring during play in these turns: nothing checked of the running totals "
             "(TESS_ORCA_PLAYED chooses another start)")


if __name__ == "__main__":
    main("tessera-orca-long-", write_record, play)
