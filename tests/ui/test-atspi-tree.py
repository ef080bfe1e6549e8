#!/usr/bin/python3
# test-atspi-tree.py: every window's tree as a screen reader reads it
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts tessera on an accessibility bus of its own (tess_atspi.py) and
# walks the tree of every window: the game window in a game and at the
# end of one, the New Game dialog, each page of the Preferences, Play
# Online…, the final summary, the replay, a lesson, the shortcuts window
# and the tile-set editor. Each object is read as Orca reads it: its
# name and the names of the objects it is labelled by (GTK 4.8 labels an
# icon button by its hidden GtkImage, whose name is its type name), with
# its description. The test fails on
#
#   - a name, a label or a description holding a type name ("GtkImage",
#     "GtkStackPage", "AdwGizmo") or a mnemonic's underscore ("_Cancel");
#   - an object that takes the focus and has no name, by itself or by
#     what labels it;
#   - a Tab stop that does not report the focus (an entry row of
#     libadwaita 1.2 typed in silently), a text field that Tab never
#     gives a focus it reports;
#   - a settings row and its own control as two Tab stops, the history
#     as more than one Tab stop, a toast in the Tab order once it is gone;
#   - a drop-down whose name and description do not hold its value, an
#     expander that does not say whether it is expanded, Return on the
#     New Game dialog's House Rules that starts the game;
#   - Play Online… (without an account: its question) that does not take
#     the focus with its text, and an Open Preferences that does not show
#     the Online page.
#
# Usage: test-atspi-tree.py TESSERA
# Exit 77 (skipped) only when the accessibility bus cannot be started.
# Run with /usr/bin/python3 (Debian's pyatspi).

import os
import re
import shutil
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import tess_atspi as base  # noqa: E402
from tess_atspi import DEADLINE, actions_of, fail, find, log, path_of, settle, walk  # noqa: E402

SRCDIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A whole game of the base set (71 moves), to open at its end.
FINISHED_GAME = os.path.join(SRCDIR, "fuzz", "corpus-record", "seeded-base.tessera")

# A set of one tile, for the editor to show a tile and its fields.
ONE_TILE_SET = """{ "format": "tessera-tileset", "version": 1, "id": "one", "name": "One",
  "start": "A", "tiles": [
  { "id": "A", "count": 2, "features": [
    { "type": "city", "ports": ["N"] },
    { "type": "field", "ports": ["ENE", "ESE", "SSE", "SSW", "WSW"], "cities": ["N"] } ] } ] }
"""
# The same tile with no problem: the editor's list of the tile's problems
# is empty, and its scrolled pane has nothing inside to take the focus.
CLEAN_TILE_SET = ONE_TILE_SET.replace('"ports": ["ENE", "ESE", "SSE", "SSW", "WSW"]',
                                      '"ports": ["ENE", "ESE", "SSE", "SSW", "WSW", "WNW"]')
TYPE_NAME = re.compile(r"\b(Gtk|Adw|Tess)[A-Z][a-z]")
MNEMONIC = base.MNEMONIC
EDITABLE_ROLES = ("text", "entry", "password text", "spin button")


# ------------------------------------------------------------ what is said

def labels_of(node, pyatspi):
    """The objects @node is labelled by: Orca says their names before
    @node's own."""
    out = []
    try:
        for rel in node.getRelationSet():
            if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                out.extend(rel.getTarget(i) for i in range(rel.getNTargets()))
    except Exception:
        pass
    return [t for t in out if t is not None]


def spoken(node, pyatspi):
    """What a screen reader says for @node: its labels' names and its own
    name, in that order, and its description."""
    labels = [t.name or "" for t in labels_of(node, pyatspi)]
    return labels, node.name or "", node.description or ""


def orca_says(labels, name):
    """A label and a name as Orca 43 says them: the name left out when
    its words are all in the label (generator.py,
    _generateLabelAndName)."""
    label = " ".join(t for t in labels if t)
    if not label:
        return name
    if set(re.sub(r"[\W_]", " ", name).split()) <= set(re.sub(r"[\W_]", " ", label).split()):
        return label
    return f"{label} {name}"


def describe(node):
    try:
        return f"{node.getRoleName()} {node.name!r} in {path_of(node)}"
    except Exception:
        return "an object gone from the tree"


def check_tree(root, pyatspi, where):
    """The problems of the names under @root (see the top of the file)."""
    problems = []
    n = 0
    for node, _ in walk(root):
        n += 1
        role = node.getRoleName()
        labels, name, description = spoken(node, pyatspi)
        said = orca_says(labels, name)
        for text, what in [(t, "label") for t in labels] + [(name, "name"), (description, "description")]:
            if TYPE_NAME.search(text):
                problems.append(f"{where}: a type name in the {what} {text!r}: {describe(node)}")
            if MNEMONIC.search(text):
                problems.append(f"{where}: a mnemonic underscore in the {what} {text!r}: {describe(node)}")
            # Sentences joined with a full stop each: "sides.. The start tile".
            if re.search(r"[^.]\.\.(\s|$)", text):
                problems.append(f"{where}: a doubled full stop in the {what} {text!r}: {describe(node)}")
        if base.said_twice(said):
            problems.append(f"{where}: said twice, {said!r}: {describe(node)}")
        state = node.getState()
        # What is inside a button never takes the focus: the button does.
        if state.contains(pyatspi.STATE_FOCUSABLE) and not said.strip() and not in_button(node):
            problems.append(f"{where}: takes the focus and has no name: {describe(node)}")
        if role == "combo box" and not base.says_its_value(node):
            problems.append(f"{where}: a drop-down that does not say its value: {describe(node)}")
    if n < 5:
        problems.append(f"{where}: only {n} objects in the tree")
    return problems


def in_button(node):
    p = node.parent
    while p is not None:
        if p.getRoleName() in ("push button", "toggle button"):
            return True
        p = p.parent
    return False


def path_has(node, name):
    p = node.parent
    while p is not None:
        if p.name == name:
            return True
        p = p.parent
    return False


def editables(root):
    return [node for node, _ in walk(root) if node.getRoleName() in EDITABLE_ROLES]


# ------------------------------------------------------------ the focus

class Focus:
    """The objects that said they took the focus
    (object:state-changed:focused), in order."""

    def __init__(self, session):
        self.seen = []
        self.GLib = session.GLib
        self.listener = session.Atspi.EventListener.new(self.on_event)
        self.listener.register("object:state-changed:focused")

    def on_event(self, event):
        if event.detail1 == 1:
            self.seen.append(event.source)

    def pump(self):
        ctx = self.GLib.MainContext.default()
        while ctx.iteration(False):
            pass

    def take(self):
        self.pump()
        seen, self.seen = self.seen, []
        return seen

    def next(self, timeout=DEADLINE):
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.pump()
            if self.seen:
                return self.seen.pop(0)
            time.sleep(0.03)
        return None


def same(a, b):
    try:
        return a == b or (a.getRoleName() == b.getRoleName() and a.name == b.name
                          and a.getIndexInParent() == b.getIndexInParent() and path_of(a) == path_of(b))
    except Exception:
        return False


def focused_in(root, pyatspi):
    return find(root, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))


# How long after a Tab the object it focused has to say so. A Tab that
# moves the focus to something that never says it is the failure this
# waits for; on success the event comes at once.
STOP_DEADLINE = 10


def tab_round(session, keys, focus, root, what, run, limit=200):
    """Tab from where the focus is until it comes back: the stops, each
    the object that said it took the focus. A Tab after which nothing
    says it has the focus is a problem; three in a row, a dead end."""
    pyatspi = session.pyatspi
    focus.take()
    stops = []
    start = None
    silent = 0
    for step in range(limit):
        keys.press("Tab")
        got = focus.next(STOP_DEADLINE)
        while got is not None and not got.getState().contains(pyatspi.STATE_FOCUSED):
            got = focus.next(1)
        if got is None:
            now = focused_in(root, pyatspi)
            run.add([f"{what}: Tab {step + 1} gave the focus to something that does not say so "
                     f"(after {[describe(s) for s in stops[-2:]]}; the tree's focused object: "
                     f"{now and describe(now)})"])
            silent += 1
            if silent == 3:
                fail(f"{what}: three Tabs in a row and nothing said it took the focus, after "
                     f"{[f'{s.getRoleName()} {s.name!r}' for s in stops]}")
            continue
        silent = 0
        if start is None:
            start = got
        elif same(got, start):
            log(f"  {what}: Tab stops: {[f'{s.getRoleName()} {s.name!r}' for s in stops]}")
            return stops
        stops.append(got)
    fail(f"{what}: Tab never came back to {describe(start)} in {limit} steps")


def check_stops(session, stops, root, what, fields=()):
    """A row and its own control are one stop; each text field named in
    @fields is a stop that reports its focus."""
    problems = []
    for s in stops:
        p = s.parent
        while p is not None and p != root:
            if any(same(p, o) for o in stops):
                problems.append(f"{what}: {describe(s)} is a Tab stop inside another, {describe(p)}")
                break
            p = p.parent
    # A scrolled pane around controls is no stop of its own: Tab reaches
    # its controls, and the pane would be one more stop that says only
    # its window's name (the editor's lists had two).
    pyatspi = session.pyatspi
    for s in stops:
        try:
            if s.getRoleName() != "scroll pane":
                continue
            inner = find(s, lambda n: n is not s and not same(n, s)
                         and (n.getState().contains(pyatspi.STATE_FOCUSABLE)
                              or n.getRoleName() in ("list", "list box", "table", "tree table")))
        except Exception:
            continue
        if inner is not None:
            problems.append(f"{what}: the scroll pane {describe(s)} is a Tab stop around "
                            f"{describe(inner)}, which is the stop (or, empty, has nothing to read)")
    for name in fields:
        field = find(root, lambda n: n.getRoleName() in EDITABLE_ROLES and n.name == name)
        if field is None:
            problems.append(f"{what}: no text field named {name!r}")
        elif not any(same(field, s) for s in stops):
            problems.append(f"{what}: Tab never gave the text field {name!r} a focus it reports")
    return problems


# ------------------------------------------------------------ windows

def window_named(session, title, timeout=DEADLINE):
    def found():
        try:
            return next((w for w in session.app if w is not None and w.name == title), None)
        except Exception:
            return None
    return settle(found, timeout)


def window_gone(session, title):
    def gone():
        try:
            return not any(w is not None and w.name == title for w in session.app)
        except Exception:
            return False
    return settle(gone)


def do_action(node, name):
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            action.doAction(i)
            return
    fail(f"{describe(node)} offers no action {name!r}: {actions_of(node)}")


def press_button(root, name, role="push button"):
    button = settle(lambda: find(root, lambda n: n.getRoleName() == role and n.name == name))
    if button is None:
        fail(f"no {role} named {name!r} in {root.name!r}")
    button.queryAction().doAction(0)
    return button


class Run:
    """The problems found, window by window; the test fails at the end
    with all of them."""

    def __init__(self):
        self.problems = []
        self.windows = []

    def add(self, problems):
        for p in problems:
            log("  " + p)
        self.problems.extend(problems)

    def tree(self, session, root, where):
        problems = check_tree(root, session.pyatspi, where)
        self.add(problems)
        self.windows.append(where)
        log(f"{'ok' if not problems else 'NOT ok'}: {where}: {len(problems)} wrong")


def wait_named_tree(session, root, pred, what):
    if not settle(lambda: find(root, pred)):
        fail(f"{what} never showed in the tree")


# ------------------------------------------------------------ the parts

def game_window(session, run, keys, focus):
    """The game window at the start of a game: its names, its Tab round
    and the first start's offer of the lessons."""
    pyatspi, frame = session.pyatspi, session.frame
    wait_named_tree(session, frame, lambda n: n.name == "Board", "the board")
    run.tree(session, frame, "the game window")
    keys.first_key()
    stops = tab_round(session, keys, focus, frame, "the game window", run)
    run.add(check_stops(session, stops, frame, "the game window"))
    log(f"ok: the game window: Tab goes round {len(stops)} stops")
    offer = [s for s in stops if s.name == "Learn to Play"]
    if not offer:
        run.add([f"the game window: the offer of the lessons is not in the Tab order: "
                 f"{[describe(s) for s in stops]}"])
    return stops


def new_game_dialog(session, run, keys, focus):
    pyatspi, frame = session.pyatspi, session.frame
    do_action(frame, "win.new-game")
    dialog = window_named(session, "New Game")
    if dialog is None:
        fail("win.new-game opened no window named 'New Game'")
    wait_named_tree(session, dialog, lambda n: n.name == "Start", "the New Game dialog's Start")
    run.tree(session, dialog, "the New Game dialog")
    keys.focus_window("New Game")
    stops = tab_round(session, keys, focus, dialog, "the New Game dialog", run)
    run.add(check_stops(session, stops, dialog, "the New Game dialog",
                        ["Name of player 1", "Name of player 2", "Seed", "Number of Players"]))
    log(f"ok: the New Game dialog: Tab goes round {len(stops)} stops")

    # House Rules: says whether it is expanded; Return opens it and
    # starts nothing.
    house = next((s for s in stops if s.name == "House Rules"), None)
    if house is None:
        run.add([f"the New Game dialog: Tab never reaches House Rules: {[describe(s) for s in stops]}"])
    else:
        if not house.getState().contains(pyatspi.STATE_EXPANDABLE):
            run.add([f"the New Game dialog: House Rules does not say it expands: {describe(house)}"])
        before = house.getState().contains(pyatspi.STATE_EXPANDED)
        # Tab to it again.
        focus.take()
        for _ in range(len(stops) + 2):
            keys.press("Tab")
            got = focus.next(STOP_DEADLINE)
            if got is not None and same(got, house):
                break
        else:
            fail("the New Game dialog: Tab did not come back to House Rules")
        keys.press("Return")
        toggled = settle(lambda: house.getState().contains(pyatspi.STATE_EXPANDED) != before)
        if not toggled:
            run.add([f"the New Game dialog: Return on House Rules did not say it "
                     f"{'collapsed' if before else 'expanded'}"])
        if window_named(session, "New Game", timeout=2) is None:
            run.add(["the New Game dialog: Return on House Rules started the game"])
            return
        log(f"ok: House Rules says it is {'expanded' if not before else 'collapsed'}; Return left the dialog open")
    press_button(dialog, "Cancel")
    if not window_gone(session, "New Game"):
        fail("Cancel left the New Game dialog open")


# The text fields of each page of the Preferences.
PREFERENCES_FIELDS = {
    "Aids": ["Pace of Their Moves", "Thinking Time of the Hard Player"],
    "Online": ["Address, like ana@example.org", "Password"],
}


def page_tabs(prefs):
    """The tabs of the Preferences' pages (the first of the view
    switchers: the window has a wide and a narrow one)."""
    tabs = find(prefs, lambda n: n.getRoleName() == "page tab list")
    return [t for t in tabs if t is not None and t.getRoleName() == "page tab"] if tabs else []


def chosen(session, tab):
    state = tab.getState()
    return any(state.contains(s) for s in (session.pyatspi.STATE_CHECKED, session.pyatspi.STATE_SELECTED,
                                           session.pyatspi.STATE_PRESSED))


def preferences(session, run, keys, focus, page=None):
    """Each page of the Preferences."""
    pyatspi = session.pyatspi
    keys.focus()
    prefs = None
    for _ in range(3):
        keys.press("ctrl+comma")
        prefs = window_named(session, "Preferences", timeout=3)
        if prefs is not None:
            break
    else:
        prefs = window_named(session, "Preferences")
    if prefs is None:
        fail("Ctrl+, opened no Preferences window")
    keys.focus_window("Preferences")
    pages = settle(lambda: page_tabs(prefs) or None)
    if not pages:
        fail(f"no pages in the Preferences: {[describe(n) for n, _ in walk(prefs)][:40]}")
    names = [p.name for p in pages]
    log(f"ok: the pages of the Preferences: {names}")
    for page in pages:
        page.queryAction().doAction(0)
        settle(lambda: chosen(session, page))
        run.tree(session, prefs, f"the Preferences, page {page.name}")
        stops = tab_round(session, keys, focus, prefs, f"the Preferences, page {page.name}", run)
        run.add(check_stops(session, stops, prefs, f"the Preferences, page {page.name}",
                            PREFERENCES_FIELDS.get(page.name, [])))
        log(f"ok: the Preferences, page {page.name}: Tab goes round {len(stops)} stops")
    keys.press("Escape")
    if not window_gone(session, "Preferences"):
        fail("Escape left the Preferences open")


def play_online(session, run, keys, focus):
    """Without an account: the question takes the focus and says its
    text; Open Preferences shows the Online page."""
    pyatspi, frame = session.pyatspi, session.frame
    keys.focus()
    focus.take()
    do_action(frame, "win.play-online")
    title = "Sign In to Play Online"
    dialog = window_named(session, title)
    if dialog is None:
        fail(f"win.play-online opened no window named {title!r}")
    run.tree(session, dialog, "Play Online…")
    # No window manager gives the new window the X focus: given here, as
    # one would. What then has the focus says so, and the dialog its text
    # (Orca reads a dialog's description when no label says it shows).
    keys.focus_window(title)
    got = None
    deadline = time.time() + DEADLINE
    while time.time() < deadline:
        got = focus.next(max(0.1, deadline - time.time()))
        if got is None or find(dialog, lambda n: same(n, got)):
            break
    if got is None:
        run.add([f"Play Online…: nothing in {title!r} said it took the focus when it opened"])
    else:
        log(f"ok: Play Online… opened with the focus on {describe(got)}")
    if "chat account" not in (dialog.description or ""):
        run.add([f"Play Online…: the dialog does not say its text: description {dialog.description!r}"])
    else:
        log(f"ok: Play Online… says {dialog.description!r}")
    press_button(dialog, "Open Preferences")
    prefs = window_named(session, "Preferences")
    if prefs is None:
        fail("Open Preferences opened no Preferences window")
    tabs = settle(lambda: page_tabs(prefs) or None)
    online = next((t for t in tabs or [] if t.name == "Online"), None)
    if online is None or not settle(lambda: chosen(session, online), timeout=5):
        shown = [t.name for t in tabs or [] if chosen(session, t)]
        run.add([f"Open Preferences shows the page {shown}, not Online"])
    else:
        log("ok: Open Preferences shows the Online page")
    keys.focus_window("Preferences")
    keys.press("Escape")
    if not window_gone(session, "Preferences"):
        fail("Escape left the Preferences open")


def shortcuts(session, run, keys):
    frame = session.frame
    do_action(frame, "win.show-help-overlay")
    win = settle(lambda: session.app.childCount > 1 and session.app.getChildAtIndex(1))
    if not win:
        fail("win.show-help-overlay opened no window")
    settle(lambda: len(list(walk(win))) > 20)
    if not win.name:
        run.add(["the shortcuts window has no name"])
    run.tree(session, win, f"the shortcuts window ({win.name})")


def lesson(session, run, keys, focus):
    frame = session.frame
    keys.focus()
    do_action(frame, "win.learn")
    wait_named_tree(session, frame, lambda n: (n.name or "").startswith("Next Lesson")
                    or "Lesson 1" in (n.name or ""), "the lesson's card")
    run.tree(session, frame, "the game window in a lesson")
    # Starting a lesson took the offer of the lessons away: its toast
    # leaves the Tab order with it.
    keys.first_key()
    stops = tab_round(session, keys, focus, frame, "the game window in a lesson", run)
    run.add(check_stops(session, stops, frame, "the game window in a lesson"))
    gone = [s for s in stops if s.name == "Learn to Play" or path_has(s, "AdwToastWidget")]
    if gone:
        run.add([f"the game window in a lesson: a toast that is gone is still a Tab stop: {describe(gone[0])}"])
    log(f"ok: the game window in a lesson: Tab goes round {len(stops)} stops")


def finished_game(session, run, keys, focus):
    """The game window at the end of a game: the history one Tab stop,
    the summary, the replay."""
    pyatspi, frame = session.pyatspi, session.frame
    wait_named_tree(session, frame, lambda n: n.name == "Board", "the board")
    # The history holds every move.
    settle(lambda: find(frame, lambda n: n.getRoleName() == "list item" and " places " in (n.name or "")))
    run.tree(session, frame, "the game window at the end of a game")
    keys.first_key()
    stops = tab_round(session, keys, focus, frame, "the game window at the end of a game", run)
    run.add(check_stops(session, stops, frame, "the game window at the end of a game"))
    moves = [s for s in stops if " places " in (s.name or "")]
    log(f"ok: the game window at the end of a game: Tab goes round {len(stops)} stops, "
        f"{len(moves)} of them moves of the history")
    if len(moves) > 1:
        run.add([f"the game window at the end of a game: the history is {len(moves)} Tab stops, not one"])
    else:
        # Arrows inside it.
        hist = moves[0] if moves else None
        if hist is not None:
            focus.take()
            for _ in range(len(stops) + 2):
                keys.press("Tab")
                got = focus.next(STOP_DEADLINE)
                if got is not None and same(got, hist):
                    break
            keys.press("Down")
            got = focus.next()
            if got is None or same(got, hist) or " places " not in (got.name or "") and "scores" not in (got.name or ""):
                run.add([f"the history: Down from {describe(hist)} went to {got and describe(got)}"])
            else:
                log(f"ok: the history: Down goes to {got.name!r}")

    # A finished game opens in its replay: back to the game, whose
    # summary the window shows.
    if find(frame, lambda n: n.getRoleName() == "push button" and n.name == "Back to the Game"):
        do_action(frame, "win.leave-replay")
        settle(lambda: "win.show-summary" in actions_of(frame))
    do_action(frame, "win.show-summary")
    summary = settle(lambda: session.app.childCount > 1 and session.app.getChildAtIndex(1))
    if not summary:
        fail("win.show-summary opened no window")
    settle(lambda: len(list(walk(summary))) > 10)
    if not summary.name:
        run.add(["the final summary has no name"])
    run.tree(session, summary, f"the final summary ({summary.name})")
    keys.focus_window(summary.name)
    keys.press("Escape")
    if not settle(lambda: session.app.childCount == 1):
        fail(f"Escape left {summary.name!r} open")

    keys.focus()
    do_action(frame, "win.replay")
    wait_named_tree(session, frame, lambda n: n.name == "Play from Here", "the replay")
    run.tree(session, frame, "the replay")
    do_action(frame, "win.leave-replay")


# ------------------------------------------------------------ the keys

class Keys(base.Keys):
    def first_key(self):
        """Under Xvfb with no window manager GTK drops the first key after
        the window takes the focus: a Shift, which moves nothing."""
        self.focus()
        self.press("shift")


def part_start(tessera, run):
    """A game of the first start: the offer of the lessons, the dialogs,
    a lesson."""
    with base.app_session(tessera, "tessera-atspi-tree-") as session:
        log(f"ok: tessera on the accessibility bus, window {session.frame.name!r}")
        focus = Focus(session)
        keys = Keys(session.proc.pid)
        game_window(session, run, keys, focus)
        new_game_dialog(session, run, keys, focus)
        preferences(session, run, keys, focus)
        play_online(session, run, keys, focus)
        lesson(session, run, keys, focus)


def part_shortcuts(tessera, run):
    """The shortcuts window. GTK 4.8 warns as it lays it out ("GtkLabel
    reported min width -3", on main as well), which the suites' G_DEBUG
    makes fatal: read with warnings left as warnings."""
    g_debug = os.environ.get("TESS_ATSPI_G_DEBUG")
    os.environ["TESS_ATSPI_G_DEBUG"] = "gc-friendly"
    try:
        with base.app_session(tessera, "tessera-atspi-tree-shortcuts-") as session:
            shortcuts(session, run, Keys(session.proc.pid))
    finally:
        if g_debug is None:
            os.environ.pop("TESS_ATSPI_G_DEBUG", None)
        else:
            os.environ["TESS_ATSPI_G_DEBUG"] = g_debug


def part_end(tessera, run):
    """A finished game, opened: the history, the summary, the replay."""
    def finished_args(home):
        path = os.path.join(home, "finished.tessera")
        shutil.copy(FINISHED_GAME, path)
        return [path]
    with base.app_session(tessera, "tessera-atspi-tree-end-", finished_args) as session:
        finished_game(session, run, Keys(session.proc.pid), Focus(session))


def part_editor(tessera, run, tileset=ONE_TILE_SET, what="the editor"):
    """The tile-set editor."""
    def editor_args(home):
        path = os.path.join(home, "one.tileset.json")
        with open(path, "w") as f:
            f.write(tileset)
        return ["--edit", path]
    with base.app_session(tessera, "tessera-atspi-tree-editor-", editor_args) as session:
        focus = Focus(session)
        keys = Keys(session.proc.pid)
        frame = session.frame
        settle(lambda: len(list(walk(frame))) > 30)
        run.tree(session, frame, f"{what} ({frame.name})")
        keys.first_key()
        stops = tab_round(session, keys, focus, frame, what, run)
        run.add(check_stops(session, stops, frame, what, ["Id"]))
        # Nor is any scrolled pane a stop that Shift+Tab or a click could
        # land on: none around a list or a control takes the focus.
        panes = [n for n, _ in walk(frame) if n.getRoleName() == "scroll pane"
                 and n.getState().contains(session.pyatspi.STATE_FOCUSABLE)]
        run.add(check_stops(session, panes, frame, f"{what} (a focusable pane)"))
        log(f"ok: {what}: Tab goes round {len(stops)} stops; {len(panes)} focusable scroll panes")


def part_editor_clean(tessera, run):
    """The editor with a tile that has no problem: its empty list of
    problems is no Tab stop."""
    part_editor(tessera, run, CLEAN_TILE_SET, "the editor, a tile with no problem")


PARTS = {"start": part_start, "shortcuts": part_shortcuts, "end": part_end, "editor": part_editor,
         "editor-clean": part_editor_clean}


def main():
    if len(sys.argv) < 2:
        fail("usage: test-atspi-tree.py TESSERA")
    tessera = os.path.abspath(sys.argv[1])
    run = Run()
    # For a look at some parts only: TESS_ATSPI_TREE_PARTS=end,editor.
    for name in os.environ.get("TESS_ATSPI_TREE_PARTS", ",".join(PARTS)).split(","):
        PARTS[name](tessera, run)
    if run.problems:
        fail(f"{len(run.problems)} problems in {len(run.windows)} windows (above)")
    log(f"PASS: {len(run.windows)} windows")


if __name__ == "__main__":
    main()
