# tess_orca.py: the real screen reader, started by a test, and what it said
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Debian's Orca, started on the test's own D-Bus session and accessibility
# bus (tess_atspi.app_session() makes them), with a home of its own so
# that its settings are its defaults, and its debug log in that home.
# Everything Orca speaks is in that log as "SPEECH OUTPUT: '...'", whether
# or not a speech synthesizer is there to say it: the test reads those
# lines, and waits for one with a deadline. Run with /usr/bin/python3.

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from tess_atspi import DEADLINE, actions_of, app_session, fail, find, log, settle, skip

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\s*\{[^{}]*\}|\s*<[^<>]*>)?\s*$")


class Orca:
    """Orca running, and what it said, in order."""

    def __init__(self, home):
        self.orca = shutil.which("orca")
        if self.orca is None:
            skip("orca is missing (Debian package orca, in build-aux/install-deps)")
        self.home = os.path.join(home, "orca")
        for sub in ("config", "data", "cache", "runtime"):
            os.makedirs(os.path.join(self.home, sub), mode=0o700, exist_ok=True)
        self.log_path = os.path.join(self.home, "debug.log")
        env = dict(os.environ)
        # The test's warnings are fatal for tessera, not for Orca.
        env.pop("G_DEBUG", None)
        env.pop("TESS_ATSPI_G_DEBUG", None)
        env.update({
            "HOME": self.home,
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "XDG_DATA_HOME": os.path.join(self.home, "data"),
            "XDG_CACHE_HOME": os.path.join(self.home, "cache"),
            "XDG_RUNTIME_DIR": os.path.join(self.home, "runtime"),
            "GSETTINGS_BACKEND": "memory",
            # No speech synthesizer: speech-dispatcher cannot open a sound
            # device here, and its autospawn would hold Orca up. What Orca
            # speaks is logged all the same.
            "SPEECHD_CMD": shutil.which("false") or "/bin/false",
            "LC_ALL": "C.UTF-8",
            "LANGUAGE": "",
        })
        self.out = open(os.path.join(self.home, "orca.out"), "w")
        # Orca's own script, its debug file opened line-buffered: Orca
        # writes it with Python's default buffer, which would hold what it
        # said back by 8 KiB. Its main() refuses to start while another
        # process named "orca" of this user runs, and --replace kills
        # every one (pgrep, the whole machine): another test's Orca, on
        # buses of its own, is none of this one's business. So this Orca
        # sees no other, and keeps the name python3, which others'
        # checks do not see.
        runner = ("import builtins, runpy, sys\n"
                  "log, orca = sys.argv[1], sys.argv[2]\n"
                  "plain_open = builtins.open\n"
                  "def line_open(file, mode='r', buffering=-1, *args, **kwargs):\n"
                  "    if file == log and 'w' in mode:\n"
                  "        buffering = 1\n"
                  "    return plain_open(file, mode, buffering, *args, **kwargs)\n"
                  "builtins.open = line_open\n"
                  "sys.argv = [orca, '--debug-file', log]\n"
                  "launcher = runpy.run_path(orca, run_name='tess_orca_launcher')\n"
                  "launcher['main'].__globals__['otherOrcas'] = lambda: []\n"
                  "launcher['main'].__globals__['setProcessName'] = lambda name: None\n"
                  "sys.exit(launcher['main']())\n")
        self.proc = subprocess.Popen(["/usr/bin/python3", "-c", runner, self.log_path, self.orca],
                                     env=env, stdout=self.out, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        self.offset = 0
        self.partial = ""
        self.said = []
        self.mark_at = 0
        # The events Orca queued to handle (it ignores the rest at once),
        # in all and as each utterance came.
        self.queued = 0
        self.queued_at = []
        self.mark_queued = 0
        # Ready: Orca has registered its listeners and said so.
        if not self.wait(lambda text: text.startswith("Screen reader on"), since=0):
            self.dump()
            fail("Orca never said that it is on")
        log(f"ok: Orca is running (pid {self.proc.pid})")

    def read(self):
        """The lines Orca wrote since the last call: what it said."""
        try:
            with open(self.log_path, errors="replace") as f:
                f.seek(self.offset)
                chunk = f.read()
                self.offset = f.tell()
        except FileNotFoundError:
            return
        text = self.partial + chunk
        lines = text.split("\n")
        self.partial = lines.pop()
        for line in lines:
            if "EVENT MANAGER: Queueing " in line:
                self.queued += 1
            m = SPOKEN.search(line)
            if m is not None:
                self.said.append(m.group(1))
                self.queued_at.append(self.queued)

    def mark(self):
        """From now on: what wait() and since() look at."""
        self.read()
        self.mark_at = len(self.said)
        self.mark_queued = self.queued

    def queued_before(self, text):
        """How many events Orca queued between the mark and saying @text
        (the last utterance so), all of which it handled first."""
        at = max(i for i, t in enumerate(self.said) if t == text)
        return self.queued_at[at] - self.mark_queued

    def since(self, since=None):
        self.read()
        return self.said[self.mark_at if since is None else since:]

    def find(self, pattern, since=None):
        regex = re.compile(pattern) if isinstance(pattern, str) else pattern
        for text in self.since(since):
            if regex.search(text):
                return text
        return None

    def wait(self, pred, since=None, timeout=DEADLINE):
        """The first utterance since the mark (or @since) that @pred
        likes, waiting for it at most @timeout seconds; None if none."""
        deadline = time.time() + timeout
        while True:
            for text in self.since(since):
                if pred(text):
                    return text
            if self.proc.poll() is not None:
                self.dump()
                fail(f"Orca ended with status {self.proc.returncode}")
            if time.time() > deadline:
                return None
            time.sleep(0.05)

    def wait_for(self, pattern, what, since=None, timeout=DEADLINE):
        """Like wait() with a regular expression; fails the test, with the
        last things said, when Orca does not say it in time."""
        regex = re.compile(pattern)
        text = self.wait(lambda t: regex.search(t) is not None, since, timeout)
        if text is None:
            fail(f"Orca did not say {what} ({pattern!r}); it said since: {self.since(since)[-8:]!r}")
        return text

    def events_before(self, pattern, nth, lines=80):
        """The events and speech of Orca's debug log before its @nth (from
        0) utterance matching @pattern: what made Orca say it, for a
        failure's message."""
        regex = re.compile(pattern)
        with open(self.log_path, errors="replace") as f:
            log_lines = f.read().splitlines()
        seen = -1
        for i, line in enumerate(log_lines):
            m = SPOKEN.search(line)
            if m is not None and regex.search(m.group(1)):
                seen += 1
                if seen == nth:
                    keep = [l for l in log_lines[max(0, i - lines * 4):i + 1]
                            if "EVENT:" in l or "SPEECH OUTPUT" in l or "locusOfFocus" in l]
                    return "\n".join(keep[-lines:])
        return "(not in the debug log)"

    def dump(self):
        self.out.flush()
        with open(os.path.join(self.home, "orca.out"), errors="replace") as f:
            log(f.read()[-2000:])
        log(f"Orca's last words: {self.said[-10:]!r}")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.out.close()


def focus_board(session, orca, keys):
    """The board, with the keyboard focus, as Orca follows it: said, then
    a cell said after an arrow."""
    pyatspi = session.pyatspi
    board = find(session.frame, lambda n: n.name == "Board" and "board.activate" in actions_of(n))
    if board is None:
        fail("no board in the accessibility tree")
    # Orca follows the window once it is active (it may have been active
    # before Orca heard of the app: then the keys below tell Orca).
    if not orca.wait(lambda t: re.match(r"Tessera\b.*frame", t), since=0, timeout=15):
        log("note: Orca did not say the window as it became active")
    if not settle(lambda: board.getState().contains(pyatspi.STATE_FOCUSED)):
        fail("the board does not have the keyboard focus at the start")

    # The board took the focus before Orca followed the window: Tab away
    # and back, as a person would to hear where the focus is. Under Xvfb
    # with no window manager GTK drops the first key after the window
    # takes the focus: Tab until the focus leaves the board.
    for attempt in range(3):
        orca.mark()
        keys.press("Tab")
        if not settle(lambda: not board.getState().contains(pyatspi.STATE_FOCUSED), timeout=5):
            continue
        # What took the focus is said before the focus goes back.
        orca.wait(lambda t: "button" in t, timeout=10)
        orca.mark()
        keys.press("shift+Tab")
        if orca.wait(lambda t: re.search(r"\bBoard\b", t), timeout=10):
            break
    else:
        orca.wait_for(r"\bBoard\b", "the board when the focus came back to it")
    # The first arrow may only show the cursor where it is.
    for _ in range(3):
        orca.mark()
        keys.press("Down")
        if orca.wait(lambda t: re.match(r"Cell -?\d+, -?\d+\.", t), timeout=5):
            break
    else:
        orca.wait_for(r"^Cell -?\d+, -?\d+\.", "the cell the arrow went to")
    return board


def title_before(orca, said, title):
    """@title said (Orca's "Final Scores", or "Final Scores frame" when
    it followed the window before the focus) among the few things said
    just before @said, what the new window's focus said: Orca says the
    window's title as a new ancestor of the focus, at once before it (key
    echoes may come between). Fails the test otherwise."""
    heard = orca.since(0)
    at = max(i for i, t in enumerate(heard) if t == said)
    before = heard[max(0, at - 6):at]
    if not any(re.match(rf"^{re.escape(title)}( frame)?\.?$", t) for t in before):
        fail(f"the title {title!r} was not said before {said!r}; said before it: {before!r}")
    return before


# GTK 4.8's answer to Orca asking for screen coordinates: Orca's doing.
ORCAS_WARNING = re.compile(r"Screen coordinates not supported")
WARNING = re.compile(r"-(WARNING|CRITICAL) \*\*|^\*\* \(tessera")


def check_app_warnings(home):
    """Fails on any warning or critical in tessera's output but the one
    Orca's queries make GTK give."""
    with open(os.path.join(home, "app.log"), errors="replace") as f:
        lines = f.read().split("\n")
    bad = [line for line in lines if WARNING.search(line) and not ORCAS_WARNING.search(line)]
    if bad:
        fail(f"tessera warned while Orca ran: {bad[:5]!r}")
    n = len([line for line in lines if ORCAS_WARNING.search(line)])
    if n:
        log(f"note: GTK warned {n} times that it has no screen coordinates, for Orca")


def main(prefix, write_record, play, args=None):
    """What each Orca test's main() does: Orca started on the test's buses
    before the app, tessera opened on the file @write_record(home) writes
    (it returns its path; @args(path), if given, makes the command line
    of it), @play(session, orca), then Orca stopped and what it said
    logged, or written to the file after --transcript. Usage of the test:
    TEST TESSERA [--transcript FILE]."""
    if len(sys.argv) < 2:
        fail(f"usage: {os.path.basename(sys.argv[0])} TESSERA [--transcript FILE]")
    tessera = os.path.abspath(sys.argv[1])
    transcript_path = None
    if "--transcript" in sys.argv:
        transcript_path = sys.argv[sys.argv.index("--transcript") + 1]

    box = {}

    def start_orca(home):
        box["orca"] = Orca(tempfile.mkdtemp(prefix="tessera-orca-home-"))

    # Warnings are fatal for tessera in the suites, but one is Orca's
    # doing: GTK 4.8 warns that it has no screen coordinates whenever Orca
    # asks for them (it compares two objects of one role and name by
    # their extents). tessera runs with its warnings not fatal, and any
    # other one in its output fails the test after the play.
    g_debug = os.environ.get("TESS_ATSPI_G_DEBUG")
    strict = g_debug is not None and "fatal-warnings" in g_debug.split(",")
    if strict:
        os.environ["TESS_ATSPI_G_DEBUG"] = ",".join(f for f in g_debug.split(",") if f != "fatal-warnings")
    try:
        with app_session(tessera, prefix,
                         args=lambda home: (args or (lambda path: [path]))(write_record(home)),
                         before_app=start_orca) as session:
            play(session, box["orca"])
            if strict:
                check_app_warnings(session.home)
    finally:
        orca = box.get("orca")
        if orca is not None:
            orca.stop()
            said = orca.since(0)
            if transcript_path:
                with open(transcript_path, "w") as f:
                    f.write("\n".join(said) + "\n")
            log(f"Orca said {len(said)} things; the last: {said[-8:]!r}")
