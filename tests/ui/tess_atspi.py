# tess_atspi.py: what the AT-SPI tests share
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The set-up of test-atspi.py (the game window) and test-atspi-editor.py
# (the tile-set editor): an X display and a D-Bus session of their own,
# the accessibility bus, tessera started on it with settings of its own;
# then the tree as pyatspi reads it, the names a screen reader would read
# wrong, the keys typed through X, what the status label says, and waits
# for an event with a deadline. Run with /usr/bin/python3 (Debian's
# pyatspi).

import contextlib
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
    plays at once, no animations. Written again when the app is started
    again."""
    conf = os.path.join(home, "config")
    os.makedirs(os.path.join(conf, "glib-2.0", "settings"), exist_ok=True)
    with open(os.path.join(conf, "glib-2.0", "settings", "keyfile"), "w") as f:
        f.write("[io/github/tesseragame/Tessera]\n"
                "seed='a11y-7'\n"
                "players=2\n"
                "player-names=['Ana', 'Bot']\n"
                "player-kinds=['human', 'easy']\n"
                "ai-pace=0\n")
    os.makedirs(os.path.join(conf, "gtk-4.0"), exist_ok=True)
    with open(os.path.join(conf, "gtk-4.0", "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-enable-animations=false\n")
    return conf


def start_app(tessera, home, args=(), tries=3):
    """The app, with @args, started again when it could not open the
    display (a loaded Xvfb sometimes refuses a connection)."""
    for attempt in range(tries):
        proc = start_app_once(tessera, home, args)
        try:
            proc.wait(2)
        except subprocess.TimeoutExpired:
            return proc
        log(f"tessera exited at once ({proc.returncode}), starting it again")
    return proc


def start_app_once(tessera, home, args):
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
    return subprocess.Popen([tessera, *args], env=env, stdout=out, stderr=subprocess.STDOUT)


class Session:
    """The app under test, as app_session() gives it."""

    def __init__(self, pyatspi, Atspi, GLib, proc, app, frame, home):
        self.pyatspi = pyatspi
        self.Atspi = Atspi
        self.GLib = GLib
        self.proc = proc
        self.app = app
        self.frame = frame
        self.home = home


@contextlib.contextmanager
def app_session(tessera, prefix, args=lambda home: [], before_app=None):
    """What every test does before it reads the app: the session bus (the
    script runs again inside it), pyatspi, the accessibility bus, and
    tessera started with @args (made from its home folder) until its
    window is on the bus; @before_app(home), if given, runs on the bus
    before the app starts (a screen reader). The app is stopped and its
    home removed after, however the test ends."""
    reexec_in_session_bus()
    try:
        import pyatspi
    except ImportError:
        fail("pyatspi is missing: run with /usr/bin/python3 and install python3-pyatspi")
    from gi.repository import Atspi, GLib

    start_accessibility_bus()
    home = tempfile.mkdtemp(prefix=prefix)
    if before_app is not None:
        before_app(home)
    proc = start_app(tessera, home, args(home))
    try:
        app = find_app(pyatspi, "tessera")
        if app is None:
            with open(os.path.join(home, "app.log")) as f:
                log(f.read())
            fail("tessera never appeared on the accessibility bus")
        frame = next(f for f in app if f is not None and f.getRoleName() == "frame")
        yield Session(pyatspi, Atspi, GLib, proc, app, frame, home)
    finally:
        # Gone before its time (a crash, a fatal warning): what it said.
        if proc.poll() is not None:
            log(f"tessera ended with status {proc.returncode}; its output:")
            with open(os.path.join(home, "app.log"), errors="replace") as f:
                log(f.read()[-4000:])
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(home, ignore_errors=True)


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
        # Said only for a problem: the path is six calls to the app more
        # for each object, which a loaded machine can take past AT-SPI's
        # time for a reply.
        def where():
            return f"{role} {name!r} (description {node.description!r}) in {path_of(node)}"
        if actionable and name.strip() == "":
            problems.append(f"no name: {where()}")
        if role not in STRUCTURE or actionable:
            n_checked += 1
            if TYPE_NAME.match(name):
                problems.append(f"a type name: {where()}")
        if MNEMONIC.search(name):
            problems.append(f"a mnemonic underscore: {where()}")
        if said_twice(name):
            problems.append(f"said twice: {where()}")
        if role == "combo box" and not says_its_value(node):
            problems.append(f"a drop-down that does not say its value: {where()}")
    return problems, n_checked


def said_twice(name):
    """'Shield Shield', 'Lesson 1: Placing a Tile Placing a Tile': the
    last words said again just before."""
    words = name.split()
    for k in range(1, len(words) // 2 + 1):
        if words[-k:] == words[-2 * k:-k]:
            return True
    return False


def says_its_value(combo):
    """A drop-down's name or description holds the value it shows (the
    text of a label inside it)."""
    said = f"{combo.name or ''} {combo.description or ''}"
    shown = [n.name for n, _ in walk(combo) if n is not combo and n.getRoleName() == "label" and n.name]
    return any(v in said for v in shown) if shown else bool(combo.description)


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

    def focus_window(self, title):
        """The X focus to the window of that title (a dialog: with no
        window manager nothing gives it the focus)."""
        deadline = time.time() + DEADLINE
        while time.time() < deadline:
            out = subprocess.run([self.xdotool, "search", "--onlyvisible", "--name", f"^{re.escape(title)}$"],
                                 capture_output=True, text=True).stdout.split()
            if out:
                subprocess.run([self.xdotool, "windowfocus", "--sync", out[-1]], capture_output=True)
                return out[-1]
            time.sleep(0.2)
        fail(f"no window titled {title!r} on the X display")

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



FITS = re.compile(r"Your tile fits turned (any way|[\d°, or]+)\.")
TURNED = re.compile(r"Your tile, turned (\d+)°")


def turn_to_fit(board, keys):
    """F to the next cell where the tile in hand fits, then R until it is
    turned a way it fits there, reading only the board's description.
    Returns the turns it fits (degrees)."""
    for _ in range(3):
        if FITS.search(board.description or ""):
            break
        old = board.description
        keys.press("f")
        settle(lambda: board.description != old, timeout=5)
    settle(lambda: TURNED.search(board.description or "") and FITS.search(board.description or ""))
    desc = board.description or ""
    m = FITS.search(desc)
    if m is None:
        fail(f"F took the cursor to no cell where the tile fits: {desc!r}")
    fits = [0, 90, 180, 270] if m.group(1) == "any way" else [int(x) for x in re.findall(r"\d+", m.group(1))]
    turned = int(TURNED.search(desc).group(1))
    for _ in range(4):
        if turned in fits:
            break
        prev = turned
        keys.press("r")
        settle(lambda: TURNED.search(board.description or "")
               and int(TURNED.search(board.description).group(1)) != prev)
        turned = int(TURNED.search(board.description).group(1))
    return fits

# ------------------------------------------------------------ the status label

class StatusLog(list):
    """Everything the status label shows, in order, from its name changes
    (object:property-change:accessible-name): what a sighted player reads
    there, and the words the app also gives the screen reader. Not what a
    screen reader says: Orca ignores the name changes of a label without
    the focus; tess_orca.py reads what Orca itself said."""

    def __init__(self, Atspi, GLib):
        super().__init__()
        self.GLib = GLib
        self.listener = Atspi.EventListener.new(self.on_event)
        self.listener.register("object:property-change:accessible-name")

    def on_event(self, event):
        try:
            if event.source.getRoleName() == "status bar":
                # The name the event carries: by the time it is read
                # here the label may say something newer.
                said_now = event.any_data if isinstance(event.any_data, str) and event.any_data else None
                self.append(said_now or event.source.name)
        except Exception:
            pass

    def pump_until(self, pred):
        """Takes the AT-SPI events that came until @pred holds (at most
        DEADLINE seconds)."""
        ctx = self.GLib.MainContext.default()

        def pumped():
            while ctx.iteration(False):
                pass
            return pred()
        return settle(pumped)


# The tile-set editor's tests: a set of one tile with a problem (its
# field lists a city it does not border), and the file's port names,
# which a person must never hear.
ODD_SET = """{ "format": "tessera-tileset", "version": 1, "id": "odd", "name": "Odd",
  "start": "A", "tiles": [
  { "id": "A", "count": 2, "features": [
    { "type": "city", "ports": ["N"] },
    { "type": "field", "ports": ["ENE", "ESE", "SSE", "SSW", "WSW"], "cities": ["N"] } ] } ] }
"""
PORT_NOTATION = re.compile(r"\b(NNE|NNW|ENE|ESE|SSE|SSW|WSW|WNW)\b")


def write_odd_set(home):
    """ODD_SET written in the app's home; its path."""
    path = os.path.join(home, "odd.tileset.json")
    with open(path, "w") as f:
        f.write(ODD_SET)
    return path
