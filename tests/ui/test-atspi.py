#!/usr/bin/python3
# test-atspi.py: the game window as a screen reader meets it
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts tessera under X (Xvfb) with GTK's AT-SPI backend on a session bus
# of its own, and reads it through pyatspi, the library Orca uses:
#
#   - no control a person can act on has an empty name, a type name
#     ("GtkImage", "TessTilePreview") or a mnemonic's underscore, nor its
#     name said twice ("New Game New Game");
#   - the tile in hand is described by its sides;
#   - the board's cursor, moved with the arrow keys, changes what the
#     board says;
#   - Tab and Shift+Tab go round every control of the game window, the
#     New Game dialog, the Preferences and the Lessons, header bars
#     included, and come back where they started;
#   - a whole game is played with the keyboard only (F to the next cell
#     where the tile fits, R, Return, Tab through the follower spots,
#     digits, N), reading only what AT-SPI gives: the board's description
#     and the status label's text, as a sighted player reads it. The
#     prompt for a follower and each spot ("Spot 1 of 2: Road from …")
#     are shown on the status label and in the board's description,
#     followers are placed, the moves, scorings and the end of the game
#     are shown on the label. This claims nothing about speech: what Orca
#     says of a game is test-orca.py's, read from Orca's own log;
#   - a drop-down says its value, a text field its label; the replay's
#     board takes the focus.
#
# Usage: test-atspi.py TESSERA [--transcript FILE]
# Exit 77 (skipped) only when the accessibility bus cannot be started;
# any other problem fails. Run with /usr/bin/python3 (Debian's pyatspi).

import os
import re
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from tess_atspi import (DEADLINE, Keys, StatusLog, actions_of, app_session, check_names,  # noqa: E402
                        fail, find, log, path_of, settle)


# ------------------------------------------------------------ Tab

class Focus:
    """The objects that took the focus, as AT-SPI clients are told
    (object:state-changed:focused)."""

    def __init__(self, Atspi, GLib):
        self.seen = []
        self.GLib = GLib
        self.listener = Atspi.EventListener.new(self.on_event)
        self.listener.register("object:state-changed:focused")

    def on_event(self, event):
        if event.detail1 == 1:
            try:
                self.seen.append((event.source, event.source.getRoleName(), event.source.name or ""))
            except Exception:
                pass

    def pump(self):
        ctx = self.GLib.MainContext.default()
        while ctx.iteration(False):
            pass

    def take(self):
        self.pump()
        seen, self.seen = self.seen, []
        return seen

    def next(self, timeout=DEADLINE):
        """The next object to take the focus, None when none did before
        the deadline."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.pump()
            if self.seen:
                return self.seen.pop(0)
            time.sleep(0.03)
        return None


def same_object(a, b):
    try:
        return a == b or (a.getRoleName() == b.getRoleName() and a.name == b.name
                          and a.getIndexInParent() == b.getIndexInParent() and path_of(a) == path_of(b))
    except Exception:
        return False


def tab_cycle(keys, focus, what, start, must_visit, limit=150):
    """Tab, then Shift+Tab, from @start (focused) until the focus comes
    back to it: every step moves the focus, and the round passes by each
    name of @must_visit (the header bar's buttons among them)."""
    if start is None:
        focus.take()
        keys.press("Tab")
        got = focus.next()
        if got is None:
            fail(f"{what}: Tab gave nothing the focus")
        start = got[0]
    for key in ("Tab", "shift+Tab"):
        focus.take()
        visited = []
        for step in range(limit):
            keys.press(key)
            got = focus.next()
            if got is None:
                fail(f"{what}: {key} did not move the focus after {[v[1:] for v in visited[-6:]]} "
                     f"(a dead end)")
            node, role, name = got
            # Named by the checks above; here only where it goes.
            visited.append(got)
            if same_object(node, start):
                break
        else:
            fail(f"{what}: {key} never came back to {start.getRoleName()} {start.name!r} "
                 f"in {limit} steps: {[v[1:] for v in visited[-10:]]}")
        names = [v[2] for v in visited]
        for name in must_visit:
            if name not in names:
                fail(f"{what}: {key} went round without reaching {name!r}: {[v[1:] for v in visited]}")
        for node, role, name in visited:
            if not name.strip():
                fail(f"{what}: {key} reached a {role} with no name: {path_of(node)}")
        log(f"ok: {what}: {key} goes round {len(visited)} controls")
    return visited


# ------------------------------------------------------------ the test

def main():
    if len(sys.argv) < 2:
        fail("usage: test-atspi.py TESSERA [--transcript FILE]")
    tessera = os.path.abspath(sys.argv[1])
    transcript_path = None
    if "--transcript" in sys.argv:
        transcript_path = sys.argv[sys.argv.index("--transcript") + 1]

    transcript = []
    with app_session(tessera, "tessera-atspi-") as session:
        pyatspi, Atspi, GLib = session.pyatspi, session.Atspi, session.GLib
        app, frame, app_proc = session.app, session.frame, session.proc
        log(f"ok: tessera on the accessibility bus, window {frame.name!r}")

        # Everything the status label shows, in order (what Orca says is
        # test-orca.py's, from Orca's log).
        shown = StatusLog(Atspi, GLib)
        pump_until = shown.pump_until

        # 1. Names.
        problems, n_checked = check_names(frame)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} accessible names a screen reader would read wrong")
        if n_checked < 30:
            fail(f"only {n_checked} named objects in the window: the tree is not the game's")
        log(f"ok: {n_checked} names, none empty, a type name, a mnemonic or doubled")

        for name in ("Undo", "Turn Left", "Turn Right", "New Game", "Main Menu", "Zoom In"):
            if find(frame, lambda n: n.getRoleName() == "push button" and n.name == name) is None:
                fail(f"no button named {name!r}")
        bag = find(frame, lambda n: n.getRoleName() == "table cell")
        if bag is None or not re.match(r"^Tile \S+, \d+ left$", bag.name):
            fail(f"a tile left in the bag is not named 'Tile X, N left': {bag and bag.name!r}")
        log(f"ok: buttons named as said; the bag's first tile is {bag.name!r}")

        board = find(frame, lambda n: n.name == "Board" and "board.activate" in actions_of(n))
        status = find(frame, lambda n: n.getRoleName() == "status bar")
        if board is None:
            fail("no board in the accessibility tree")
        if status is None:
            fail("no status label (role status) in the window")

        # 2. The tile in hand, by its sides.
        def held_tile():
            return find(frame, lambda n: n.getRoleName() == "image" and (n.name or "").startswith("Tile ")
                        and n.parent is not None and n.parent.parent is not None
                        and n.parent.parent.getRoleName() != "table")

        held = settle(held_tile)
        if held is None:
            fail("no tile in hand in the accessibility tree")
        if not re.search(r"\b(north|east|south|west|every side)\b", held.description or ""):
            fail(f"the held tile's description names no side: {held.description!r}")
        log(f"ok: held {held.name!r}: {held.description}")
        transcript.append(f"{held.name}. {held.description}")

        # 3. The board's cursor, moved by the keys.
        keys = Keys(app_proc.pid)
        if not settle(lambda: board.getState().contains(pyatspi.STATE_FOCUSED)):
            fail("the board does not have the keyboard focus at the start")
        cell_re = re.compile(r"^Cell (-?\d+), (-?\d+)\.")

        def cell():
            m = cell_re.match(board.description or "")
            if m is None:
                fail(f"the board's description does not start with its cell: {board.description!r}")
            return int(m.group(1)), int(m.group(2))

        # Under Xvfb with no window manager GTK drops the first key after
        # the window takes the focus (a modifier does not count): an
        # arrow until the board answers, at most three times.
        first = board.description
        for _ in range(3):
            keys.press("Down")
            if settle(lambda: board.description != first, timeout=1.5):
                break
        else:
            # A loaded machine: the keys may still come.
            if not settle(lambda: board.description != first):
                fail(f"no key ever reached the board; it says {first!r}")
        keys.take_typed()
        for key, (dx, dy) in (("Up", (0, -1)), ("Left", (-1, 0)), ("Down", (0, 1))):
            before = board.description
            (x, y) = cell()
            keys.press(key)
            after = settle(lambda: board.description if board.description != before else None)
            if not after:
                fail(f"the key {key} left the board's description as it was: {before!r}")
            if cell() != (x + dx, y + dy):
                fail(f"the key {key} took the cursor from {(x, y)} to {cell()}")
            log(f"ok: {key}: {after!r}")
            transcript.append(f"[{keys.take_typed()}] {after}")

        # 3b. Tab goes round the whole window, header bar included, and
        # Shift+Tab back, from the board to the board.
        focus = Focus(Atspi, GLib)
        tab_cycle(keys, focus, "the game window", board,
                  ["Main Menu", "New Game", "Zoom In", "Board"])

        # 4. A whole game with the keyboard, followers included.
        fits_re = re.compile(r"Your tile fits turned (any way|[\d°, or]+)\.")
        turned_re = re.compile(r"Your tile, turned (\d+)°")
        prompt_re = re.compile(r"Place a follower on (?:the marked spot \(1\)|a marked spot \(1–(\d+), Tab\))"
                               r"|No follower left in your supply|No follower can go on this tile")
        spot_re = re.compile(r"^Spot (\d+) of (\d+): (City|Road|Field|Monastery)\b.*[.]")
        end_re = re.compile(r"The game is over: .* (wins|share the victory) with \d+ points?\.")

        def my_turn():
            return turned_re.search(board.description or "") is not None

        def find_scoring():
            for line in shown + [status.name]:
                if re.search(r"\bscores? \d+ points?\b", line or ""):
                    return line
            return None

        def game_over():
            return any(end_re.search(h or "") for h in shown + [status.name])

        def shown_line(pred):
            """The first thing the status label showed since @start that
            @pred likes."""
            for line in shown + [status.name]:
                if line and pred(line):
                    return line
            return None

        scored = None
        turns = 0
        prompts = 0
        no_spot_turns = 0
        followers = 0
        spots_shown = 0
        while not game_over():
            if not pump_until(lambda: my_turn() or game_over()):
                fail(f"the person's turn never came back; the board says {board.description!r}")
            if game_over():
                break
            turns += 1
            if turns > 60:
                fail("more than 60 turns of one player in a game of 72 tiles")
            # F: the next cell where the tile fits, as the board says.
            for _ in range(3):
                if fits_re.search(board.description or ""):
                    break
                old = board.description
                keys.press("f")
                settle(lambda: board.description != old, timeout=5)
            # The last F may be answered late on a loaded machine.
            settle(lambda: my_turn() and fits_re.search(board.description or ""))
            desc = board.description or ""
            m = fits_re.search(desc)
            if m is None or not my_turn():
                fail(f"F took the cursor to no cell where the tile fits: {desc!r}")
            fits = [0, 90, 180, 270] if m.group(1) == "any way" else [int(x) for x in re.findall(r"\d+", m.group(1))]
            turned = int(turned_re.search(desc).group(1))
            presses = 0
            while turned not in fits and presses < 4:
                keys.press("r")
                presses += 1
                prev = turned
                # Not pressed again before it is answered: a second R
                # would turn the tile past the rotation that fits.
                settle(lambda: turned_re.search(board.description or "")
                       and int(turned_re.search(board.description).group(1)) != prev)
                turned = int(turned_re.search(board.description).group(1))
            if turns == 1:
                transcript.append(f"[{keys.take_typed()}] {board.description}")
            scored = scored or find_scoring()
            del shown[:]
            keys.press("Return")
            # The prompt for a follower is shown; or, where no follower
            # can go, the move is played and shown at once.
            def laid():
                return shown_line(prompt_re.search) or shown_line(lambda l: re.search(r"\bAna places ", l))
            prompt = None
            for attempt in range(3):
                prompt = settle(lambda: (pump_until(lambda: True), laid())[1], timeout=10)
                if prompt or not my_turn():
                    break
                # A key lost on the way (Xvfb, no window manager): the
                # board still holds the tile in hand; Return again.
                log(f"  turn {turns}: Return changed nothing, pressed again")
                keys.press("Return")
            if not prompt:
                prompt = pump_until(laid)
            if not prompt:
                focused = find(frame, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))
                log(f"  the focus is on {focused and focused.getRoleName()} {focused and focused.name!r}")
                fail(f"turn {turns}: after the tile was laid neither a prompt for a follower nor the move was shown: "
                     f"{shown[-3:]!r}, the board says {board.description!r}")
            pm = prompt_re.search(prompt)
            if pm is None:
                no_spot_turns += 1
                continue
            if turns == 1 or prompts == 0:
                transcript.append(f"[{keys.take_typed()}] status: {prompt}")
            prompts += 1
            n_spots = 0
            if "marked spot" in pm.group(0):
                n_spots = int(pm.group(1)) if pm.group(1) else 1
            choice = None
            for i in range(1, n_spots + 1):
                keys.press("Tab")
                spot = pump_until(lambda: shown_line(lambda l: l.startswith(f"Spot {i} of {n_spots}:")))
                if not spot or not spot_re.match(spot):
                    fail(f"Tab to spot {i} of {n_spots} was not shown on the status label: {shown[-3:]!r}")
                # The description follows once the key's change is over.
                if not settle(lambda: f"Spot {i} of {n_spots}:" in (board.description or "")):
                    fail(f"the board's description does not hold the spot chosen: {board.description!r}")
                spots_shown += 1
                if turns <= 2 or spots_shown <= 4:
                    transcript.append(f"[{keys.take_typed()}] status: {spot}")
                # A free road or city first, else a free spot of any kind.
                if "— free" in spot and (choice is None or re.search(r": (Road|City)", spot)):
                    choice = i
            if n_spots > 0:
                keys.press("Tab")
                if not pump_until(lambda: shown_line(lambda l: l.startswith("No follower chosen"))):
                    fail(f"Tab past the last spot did not show that none is chosen: {shown[-3:]!r}")
            moves_shown = len(shown)
            if choice is not None and turns % 2 == 1:
                keys.press(str(choice))
                placed = pump_until(lambda: shown_line(lambda l: re.search(r"\bAna places .* with ", l)))
                if not placed:
                    fail(f"the follower on spot {choice} was not placed, or not shown: {shown[moves_shown - 1:]!r}")
                followers += 1
                if followers == 1:
                    transcript.append(f"[{keys.take_typed()}] status: {placed}")
            else:
                keys.press("n")
                if not pump_until(lambda: shown_line(lambda l: re.search(r"\bAna places ", l)) or game_over()):
                    fail(f"the move without a follower was not shown: {shown[-3:]!r}")
        scored = scored or find_scoring()
        if scored is None:
            fail(f"no scoring reached the status label in {turns} turns")
        if followers == 0 or spots_shown == 0:
            fail(f"a whole game of {turns} turns placed {followers} followers, {spots_shown} spots shown")
        end = shown_line(end_re.search)
        log(f"ok: a whole game by keyboard: {turns} turns ({prompts} prompts for a follower, "
            f"{no_spot_turns} with no spot), {followers} followers placed, "
            f"{spots_shown} spots shown; a scoring shown: {scored!r}; the end: {end!r}")
        transcript.append(f"[{keys.take_typed()}] status: {end}")

        # The score track says the scores; the tile in hand's turn
        # buttons and the bag were checked by name above.
        track = find(frame, lambda n: n.name == "Score track")
        if track is None or not re.search(r"\bAna: \d+ points?\b", track.description or ""):
            fail(f"the score track does not say the scores: {track and track.description!r}")
        log(f"ok: the score track says {track.description!r}")

        # The summary of the game, if it came: its names, then closed by
        # its Escape, the focus back to the game's window.
        summary = settle(lambda: next((w for w in app if w is not None and w.name not in (frame.name, "")
                                       and w.getRoleName() in ("frame", "dialog")), None), timeout=10)
        if summary is not None:
            problems, n_checked = check_names(summary)
            for p in problems:
                log("  " + p)
            if problems:
                fail(f"{len(problems)} wrong names in the window {summary.name!r} at the end of the game")
            log(f"ok: the end of the game shows {summary.getRoleName()} {summary.name!r}: {n_checked} names, none wrong")
            title = summary.name
            keys.focus_window(title)
            keys.press("Escape")

            def summary_gone():
                try:
                    return not any(w is not None and w.name == title for w in app)
                except Exception:
                    return False
            if not settle(summary_gone):
                fail(f"Escape left {title!r} open")
        keys.focus()

        # And the names again, at the end of a game.
        problems, _ = check_names(frame)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names at the end of the game")
        log("ok: names still right at the end of the game")

        # 5. The replay, through the window's action (as its menu item does).
        def do_window_action(name):
            action = frame.queryAction()
            for i in range(action.nActions):
                if action.getName(i) == name:
                    action.doAction(i)
                    return
            fail(f"the window offers no action {name!r}: {actions_of(frame)}")

        do_window_action("win.replay")
        play_here = settle(lambda: find(frame, lambda n: n.getRoleName() == "push button"
                                        and n.name == "Play from Here"))
        if play_here is None:
            fail("the replay shows no button named 'Play from Here'")
        problems, n_checked = check_names(frame)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names in the replay")
        for name in ("First Move", "Back", "Play", "Forward", "Last Move", "Back to the Game"):
            if find(frame, lambda n: n.getRoleName() == "push button" and n.name == name) is None:
                fail(f"no button named {name!r} in the replay")
        log(f"ok: the replay: {n_checked} names, none wrong")
        replay_board = find(frame, lambda n: n.name == "Board" and n.getState().contains(pyatspi.STATE_FOCUSABLE)
                            and not same_object(n, board))
        if replay_board is None or not (replay_board.description or "").startswith("Cell "):
            fail(f"the replay's board cannot take the focus, or says nothing: "
                 f"{replay_board and replay_board.description!r}")
        log(f"ok: the replay's board takes the focus: {replay_board.description!r}")
        # The next move in the replay is on the status label as its banner shows it.
        before = status.name
        keys.press("Right")
        moved = settle(lambda: status.name if status.name != before else None)
        if not moved or " places " not in moved:
            fail(f"the next move in the replay showed nothing new on the status label: {status.name!r}")
        log(f"ok: [Right] in the replay, the status label showed: {moved!r}")
        do_window_action("win.leave-replay")
        if not settle(lambda: find(frame, lambda n: n.name == "Play from Here") is None):
            fail("the replay's buttons stay in the tree after leaving it")

        # 6. The New Game dialog, opened by its button's action.
        button = find(frame, lambda n: n.getRoleName() == "push button" and n.name == "New Game")
        button.queryAction().doAction(0)
        dialog = settle(lambda: next((w for w in app if w is not None and w.getRoleName() == "frame"
                                      and w.name == "New Game"), None))
        if dialog is None:
            fail("the New Game button opened no dialog")
        settle(lambda: find(dialog, lambda n: n.getRoleName() == "push button" and n.name == "Start"))
        problems, n_checked = check_names(dialog)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names in the New Game dialog")
        for name in ("Cancel", "Start"):
            if find(dialog, lambda n: n.getRoleName() == "push button" and n.name == name) is None:
                fail(f"no button named {name!r} in the New Game dialog")
        log(f"ok: the New Game dialog: {n_checked} names, none wrong")
        keys.focus_window("New Game")
        visited = tab_cycle(keys, focus, "the New Game dialog", None, ["Cancel", "Start"])
        fields = [v for v in visited if v[1] in ("text", "entry", "password text")]
        if not fields:
            fail(f"Tab in the New Game dialog never gave the focus to a text field (a player's name): "
                 f"{[v[1:] for v in visited]}")
        log(f"ok: the New Game dialog's text fields take the focus named: {[v[2] for v in fields]}")
        cancel = find(dialog, lambda n: n.getRoleName() == "push button" and n.name == "Cancel")
        cancel.queryAction().doAction(0)
        if not settle(lambda: not any(w is not None and w.name == "New Game" for w in app)):
            fail("Cancel left the New Game dialog open")

        # 7. The preferences, by their shortcut, once the game window has
        # the focus back (the first key after that may be lost, as above).
        keys.focus()
        def find_prefs():
            return next((w for w in app if w is not None and w.getRoleName() == "frame"
                         and w.name == "Preferences"), None)
        prefs = None
        for _ in range(3):
            keys.press("ctrl+comma")
            prefs = settle(find_prefs, timeout=2)
            if prefs is not None:
                break
        else:
            # A loaded machine: the window may still come.
            prefs = settle(find_prefs)
        if prefs is None:
            fail("Ctrl+, opened no Preferences window")
        settle(lambda: find(prefs, lambda n: n.getRoleName() in ("check box", "toggle button", "combo box",
                                                                   "spin button", "slider")))
        problems, n_checked = check_names(prefs)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names in the Preferences window")
        log(f"ok: the Preferences window: {n_checked} names, none wrong")
        keys.focus_window("Preferences")
        tab_cycle(keys, focus, "the Preferences window", None, ["Close"])
        keys.press("Escape")
        if not settle(lambda: not any(w is not None and w.name == "Preferences" for w in app)):
            fail("Escape left the Preferences window open")

        # 8. The lessons, through the window's action (its menu item's).
        keys.focus()
        do_window_action("win.choose-lesson")
        lessons = settle(lambda: next((w for w in app if w is not None and w.name == "Lessons"), None))
        if lessons is None:
            fail("win.choose-lesson opened no window named 'Lessons'")
        # A modal list to choose from: a dialog (GTK 4.8 said "filler"
        # when the keyboard's row was chosen before the window showed).
        if lessons.getRoleName() != "dialog":
            fail(f"the Lessons window has the role {lessons.getRoleName()!r}, not 'dialog'")
        settle(lambda: find(lessons, lambda n: (n.name or "").startswith("Lesson 1: ")))
        problems, n_checked = check_names(lessons)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names in the Lessons window")
        log(f"ok: the Lessons window ({lessons.getRoleName()}): {n_checked} names, none wrong")
        keys.focus_window("Lessons")
        tab_cycle(keys, focus, "the Lessons window", None, ["Close"])

        if transcript_path:
            with open(transcript_path, "w") as f:
                f.write("\n".join(transcript) + "\n")
        for line in transcript:
            log("  shown: " + line)
    log("PASS")


if __name__ == "__main__":
    main()
