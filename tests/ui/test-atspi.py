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
#   - playing with the keyboard only (arrows, R, Return, digits, N), the
#     moves, a scoring and their sentences reach the status label, whose
#     changes AT-SPI clients speak.
#
# Usage: test-atspi.py TESSERA [--transcript FILE]
# Exit 77 (skipped) only when the accessibility bus cannot be started;
# any other problem fails. Run with /usr/bin/python3 (Debian's pyatspi).

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77


def log(*args):
    print(*args, flush=True)


def skip(reason):
    log(f"SKIP: {reason}")
    sys.exit(SKIP)


def fail(reason):
    log(f"FAIL: {reason}")
    sys.exit(1)


# ------------------------------------------------------------ the buses

def reexec_in_session_bus():
    """A private D-Bus session, so that the accessibility bus the test
    starts is its own; the script runs again inside it. The X display is
    started first: the accessibility bus launcher, started by that
    session, names its socket and marks the display by the DISPLAY it
    inherits."""
    if os.environ.get("TESS_ATSPI_IN_SESSION") == "1":
        return
    runner = shutil.which("dbus-run-session")
    if runner is None:
        skip("dbus-run-session is missing (Debian package dbus-daemon): no session bus for AT-SPI")
    xvfb = ensure_display()
    env = dict(os.environ, TESS_ATSPI_IN_SESSION="1")
    # Warnings are fatal for tessera (the suites' G_DEBUG), not for the
    # portals and daemons the session bus starts.
    if "G_DEBUG" in env:
        env["TESS_ATSPI_G_DEBUG"] = env.pop("G_DEBUG")
    # dbus-daemon complains on stderr about file limits: not ours.
    try:
        rc = subprocess.call([runner, "--", sys.executable] + sys.argv, env=env)
    finally:
        if xvfb is not None:
            xvfb.terminate()
    sys.exit(rc)


def ensure_display():
    """An Xvfb of our own: the keys typed go to the X focus, which other
    tests' windows on a shared display (meson runs tests in parallel)
    would take. Without Xvfb, the DISPLAY given."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        if os.environ.get("DISPLAY"):
            return None
        fail("no DISPLAY and no Xvfb (Debian package xvfb)")
    r, w = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(w), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(r, 16)
        if not chunk:
            fail("Xvfb did not start")
        number += chunk
    os.close(r)
    os.environ["DISPLAY"] = ":" + number.decode().strip()
    return proc


def start_accessibility_bus():
    """Asks the session bus for the accessibility bus (activating
    at-spi-bus-launcher); skips when it cannot start."""
    from gi.repository import Gio, GLib
    try:
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                              None, GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE, 10000, None)
    except GLib.Error as e:
        skip(f"the accessibility bus cannot start (org.a11y.Bus: {e.message}); "
             "install at-spi2-core")
    address = reply.unpack()[0]
    if not address:
        skip("the accessibility bus gave no address")
    return address


# ------------------------------------------------------------ the app

def write_settings(home):
    """A fixed game: seed, one person against an easy computer player that
    plays at once, no animations."""
    conf = os.path.join(home, "config")
    os.makedirs(os.path.join(conf, "glib-2.0", "settings"))
    with open(os.path.join(conf, "glib-2.0", "settings", "keyfile"), "w") as f:
        f.write("[io/github/tesseragame/Tessera]\n"
                "seed='a11y-7'\n"
                "players=2\n"
                "player-names=['Ana', 'Bot']\n"
                "player-kinds=['human', 'easy']\n"
                "ai-pace=0\n")
    os.makedirs(os.path.join(conf, "gtk-4.0"))
    with open(os.path.join(conf, "gtk-4.0", "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-enable-animations=false\n")
    return conf


def start_app(tessera, home, tries=3):
    """The app, started again when it could not open the display (a
    loaded Xvfb sometimes refuses a connection)."""
    for attempt in range(tries):
        proc = start_app_once(tessera, home)
        try:
            proc.wait(2)
        except subprocess.TimeoutExpired:
            return proc
        log(f"tessera exited at once ({proc.returncode}), starting it again")
    return proc


def start_app_once(tessera, home):
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    if "TESS_ATSPI_G_DEBUG" in env:
        env["G_DEBUG"] = env.pop("TESS_ATSPI_G_DEBUG")
    env.update({
        "GTK_A11Y": "atspi",
        "GSETTINGS_BACKEND": "keyfile",
        "XDG_CONFIG_HOME": write_settings(home),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "GSK_RENDERER": "cairo",
        "GDK_BACKEND": "x11",
        "LC_ALL": "C.UTF-8",
        "LANGUAGE": "",
    })
    out = open(os.path.join(home, "app.log"), "w")
    return subprocess.Popen([tessera], env=env, stdout=out, stderr=subprocess.STDOUT)


# ------------------------------------------------------------ the tree

TYPE_NAME = re.compile(r"^(Gtk|Adw|Tess)[A-Z][A-Za-z]*$")
MNEMONIC = re.compile(r"(^|[\s(])_[^\s_]")
# What GTK and libadwaita build inside their own widgets, named by type
# in GTK 4.8 and never spoken: containers, not controls.
STRUCTURE = {"panel", "filler", "scroll pane", "scroll bar", "separator", "application"}
# Actions GTK 4.8 puts on every label; not a control's.
LABEL_ACTIONS = {"clipboard.copy", "clipboard.cut", "clipboard.paste", "selection.delete",
                 "selection.select-all", "link.open", "link.copy", "menu.popup"}


def actions_of(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    names = []
    for i in range(action.nActions):
        try:
            names.append(action.getName(i))
        except Exception:
            pass
    return names


def walk(node, depth=0):
    yield node, depth
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


# How long a wait for what the test waits for (the app on the bus, a
# window, a description that changes) may last before the test fails: far
# longer than any of it takes, on a busy machine too. Nothing waits a
# fixed time.
DEADLINE = 60


def find_app(pyatspi, name, timeout=DEADLINE):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                for frame in app:
                    if frame is not None and frame.getRoleName() == "frame":
                        return app
        time.sleep(0.2)
    return None


def path_of(node):
    parts = []
    node = node.parent
    while node is not None and len(parts) < 6:
        parts.append(f"{node.getRoleName()} {node.name!r}")
        node = node.parent
    return " < ".join(parts)


def check_names(root):
    """The names a screen reader says: never empty for a control, never a
    type name, never a mnemonic's underscore nor twice the same words."""
    problems = []
    n_checked = 0
    for node, _ in walk(root):
        role = node.getRoleName()
        name = node.name or ""
        acts = [a for a in actions_of(node) if a not in LABEL_ACTIONS]
        actionable = role in ("push button", "toggle button", "check box", "radio button", "slider",
                               "spin button", "combo box", "menu item", "link", "list item",
                               "table cell", "text", "entry") or bool(acts) and role not in STRUCTURE
        where = f"{role} {name!r} (description {node.description!r}) in {path_of(node)}"
        if actionable and name.strip() == "":
            problems.append(f"no name: {where}")
        if role not in STRUCTURE or actionable:
            n_checked += 1
            if TYPE_NAME.match(name):
                problems.append(f"a type name: {where}")
        if MNEMONIC.search(name):
            problems.append(f"a mnemonic underscore: {where}")
        words = name.split()
        half = len(words) // 2
        if half > 0 and len(words) % 2 == 0 and words[:half] == words[half:]:
            problems.append(f"said twice: {where}")
    return problems, n_checked


def find(root, pred):
    for node, _ in walk(root):
        if pred(node):
            return node
    return None


# ------------------------------------------------------------ the keys

class Keys:
    """Keys through the X server, as a person types them."""

    def __init__(self, window_pid):
        self.typed = []
        self.xdotool = shutil.which("xdotool")
        if self.xdotool is None:
            fail("xdotool is missing (Debian package xdotool)")
        self.window = None
        deadline = time.time() + DEADLINE
        while time.time() < deadline and not self.window:
            out = subprocess.run([self.xdotool, "search", "--onlyvisible", "--pid", str(window_pid)],
                                 capture_output=True, text=True).stdout.split()
            self.window = out[-1] if out else None
            time.sleep(0.2)
        if not self.window:
            fail("the game window never showed on the X display")
        self.focus()
        # The pointer away from the board: a cell under it would take the
        # cursor. Outside the window when the screen has room, else on
        # the header bar.
        geometry = dict(line.split("=", 1) for line in subprocess.run(
            [self.xdotool, "getwindowgeometry", "--shell", self.window],
            capture_output=True, text=True).stdout.split())
        screen = subprocess.run([self.xdotool, "getdisplaygeometry"],
                                capture_output=True, text=True).stdout.split()
        right = int(geometry["X"]) + int(geometry["WIDTH"])
        bottom = int(geometry["Y"]) + int(geometry["HEIGHT"])
        if int(screen[0]) > right + 2:
            x, y = int(screen[0]) - 1, int(screen[1]) - 1
        elif int(screen[1]) > bottom + 2:
            x, y = 1, int(screen[1]) - 1
        else:
            x, y = int(geometry["X"]) + 200, int(geometry["Y"]) + 5
        subprocess.run([self.xdotool, "mousemove", str(x), str(y)], check=True)
        # Under Xvfb with no window manager GTK drops the first key after
        # the focus comes: the first key of the test is sent until the
        # board answers (see main()).
        self.typed.clear()

    def take_typed(self):
        """The keys typed since the last call, for the transcript."""
        typed, self.typed = self.typed, []
        if len(typed) > 6:
            return f"{len(typed)} keys: {', '.join(typed[:3])} … {', '.join(typed[-3:])}"
        return ", ".join(typed)

    def focus(self):
        subprocess.run([self.xdotool, "windowfocus", "--sync", self.window], capture_output=True)

    def press(self, *keys):
        for key in keys:
            subprocess.run([self.xdotool, "key", key],
                           check=True)
            self.typed.append(key)


def settle(pred, timeout=DEADLINE):
    """Polls @pred until it holds, at most @timeout seconds (a shorter one
    only where the test tries again)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = pred()
        if value:
            return value
        time.sleep(0.05)
    return pred()


# ------------------------------------------------------------ the test

def main():
    if len(sys.argv) < 2:
        fail("usage: test-atspi.py TESSERA [--transcript FILE]")
    tessera = os.path.abspath(sys.argv[1])
    transcript_path = None
    if "--transcript" in sys.argv:
        transcript_path = sys.argv[sys.argv.index("--transcript") + 1]

    reexec_in_session_bus()
    try:
        import pyatspi
    except ImportError:
        fail("pyatspi is missing: run with /usr/bin/python3 and install python3-pyatspi")
    from gi.repository import Atspi, GLib

    start_accessibility_bus()
    home = tempfile.mkdtemp(prefix="tessera-atspi-")
    app_proc = start_app(tessera, home)
    transcript = []
    try:
        app = find_app(pyatspi, "tessera")
        if app is None:
            with open(os.path.join(home, "app.log")) as f:
                log(f.read())
            fail("tessera never appeared on the accessibility bus")
        frame = next(f for f in app if f is not None and f.getRoleName() == "frame")
        log(f"ok: tessera on the accessibility bus, window {frame.name!r}")

        # Everything the status label says, as a screen reader hears it.
        heard = []

        def on_event(event):
            try:
                if event.source.getRoleName() == "status bar":
                    heard.append(event.source.name)
            except Exception:
                pass

        listener = Atspi.EventListener.new(on_event)
        listener.register("object:property-change:accessible-name")

        def pump_until(pred):
            """Takes the AT-SPI events that came until @pred holds."""
            ctx = GLib.MainContext.default()

            def pumped():
                while ctx.iteration(False):
                    pass
                return pred()
            return settle(pumped)

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

        # 4. Play with the keyboard until a scoring is spoken.
        fits_re = re.compile(r"Your tile fits turned ([\d°, or]+)\.")
        turned_re = re.compile(r"Your tile, turned (\d+)°")

        def spiral(radius):
            # Relative moves covering the square around the cursor.
            moves = []
            step, d = 1, 0
            dirs = ["Right", "Down", "Left", "Up"]
            while len(moves) < (2 * radius + 1) ** 2:
                for _ in range(2):
                    moves += [dirs[d % 4]] * step
                    d += 1
                step += 1
            return moves[: (2 * radius + 1) ** 2]

        def go_to(tx, ty):
            for _ in range(60):
                (x, y) = cell()
                if (x, y) == (tx, ty):
                    return
                key = "Left" if x > tx else "Right" if x < tx else "Up" if y > ty else "Down"
                old = board.description
                keys.press(key)
                settle(lambda: board.description != old)
            fail(f"the cursor never reached {(tx, ty)}: {board.description!r}")

        def my_turn():
            return "Your tile" in (board.description or "")

        scored = None
        turns = 0
        while scored is None and turns < 25:
            if not settle(my_turn):
                fail(f"the person's turn never came back; the board says {board.description!r}")
            turns += 1
            placed = False
            go_to(0, 0)
            for key in spiral(7):
                desc = board.description or ""
                m = fits_re.search(desc)
                if m:
                    fits = [int(x) for x in re.findall(r"\d+", m.group(1))]
                    turned = int(turned_re.search(desc).group(1))
                    presses = 0
                    while turned not in fits and presses < 4:
                        keys.press("r")
                        presses += 1
                        prev = turned
                        settle(lambda: turned_re.search(board.description or "")
                               and int(turned_re.search(board.description).group(1)) != prev, timeout=2)
                        turned = int(turned_re.search(board.description).group(1))
                    if turns == 1:
                        transcript.append(f"[{keys.take_typed()}] {board.description}")
                    moves_before = status.name
                    keys.press("Return")
                    # A follower on the first spot there is, else none.
                    settle(lambda: not my_turn())
                    keys.press("1")
                    keys.press("n")
                    settle(lambda: status.name != moves_before)
                    placed = True
                    break
                old = desc
                keys.press(key)
                settle(lambda: board.description != old)
            if not placed:
                fail(f"no cell where the tile fits within 7 cells of the start: {board.description!r}")
            # The announcement of what the status label says now.
            pump_until(lambda: status.name in heard)
            if turns == 1:
                transcript.append(f"[{keys.take_typed()}] status: {status.name}")
            for line in heard + [status.name]:
                if re.search(r"\bscores? \d+ points?\b", line or ""):
                    scored = line
                    break
        if scored is None:
            fail(f"no scoring reached the status label in {turns} turns; it said: {heard[-5:]!r}")
        if not any(re.search(r"\bscores? \d+ points?\b", h or "") for h in heard):
            fail("the status label's text changed but AT-SPI clients were never told "
                 "(no accessible-name change event)")
        log(f"ok: after {turns} turns the status label said: {scored!r}")
        log(f"ok: {len(heard)} status announcements heard by an AT-SPI client")
        transcript.append(f"[{keys.take_typed()}] status: {scored}")

        # And the names again, in the middle of a game.
        problems, _ = check_names(frame)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} wrong names in the middle of the game")
        log("ok: names still right in the middle of the game")

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
        # The next move in the replay is spoken as its banner shows it.
        before = status.name
        keys.press("Right")
        moved = settle(lambda: status.name if status.name != before else None)
        if not moved or "places tile" not in moved:
            fail(f"the next move in the replay told nothing new: {status.name!r}")
        log(f"ok: [Right] in the replay, the status label said: {moved!r}")
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
        cancel = find(dialog, lambda n: n.getRoleName() == "push button" and n.name == "Cancel")
        cancel.queryAction().doAction(0)
        if not settle(lambda: not any(w is not None and w.name == "New Game" for w in app)):
            fail("Cancel left the New Game dialog open")

        # 7. The preferences, by their shortcut, once the game window has
        # the focus back (the first key after that may be lost, as above).
        keys.focus()
        prefs = None
        for _ in range(3):
            keys.press("ctrl+comma")
            prefs = settle(lambda: next((w for w in app if w is not None and w.getRoleName() == "frame"
                                         and w.name == "Preferences"), None), timeout=2)
            if prefs is not None:
                break
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

        if transcript_path:
            with open(transcript_path, "w") as f:
                f.write("\n".join(transcript) + "\n")
        for line in transcript:
            log("  said: " + line)
    finally:
        app_proc.send_signal(signal.SIGTERM)
        try:
            app_proc.wait(5)
        except subprocess.TimeoutExpired:
            app_proc.kill()
        shutil.rmtree(home, ignore_errors=True)
    log("PASS")


if __name__ == "__main__":
    main()
