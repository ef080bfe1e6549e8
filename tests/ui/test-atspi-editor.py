#!/usr/bin/python3
# test-atspi-editor.py: the tile-set editor as a screen reader meets it
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts `tessera --edit` on a set with a problem, under X (Xvfb) with
# GTK's AT-SPI backend on a session bus of its own (test-atspi.py's
# set-up, shared in tess_atspi.py), and makes a tile with the keyboard alone, as a blind designer
# would, reading it through pyatspi:
#
#   - no control has an empty name, a type name or an underscore;
#   - the palette, the canvas and the status label are in the tree;
#   - the canvas, reached with Tab, describes its chosen handle and the
#     tile in words ("the upper half of the right side: ..."), never in
#     the file's port names;
#   - moving round the handles, painting, joining, the field borders, a
#     cathedral put in a city and an inn refused there are said on the
#     status label, which screen readers speak.
#
# Usage: test-atspi-editor.py TESSERA
# Exit 77 (skipped) only when the accessibility bus cannot be started.

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import tess_atspi as base  # noqa: E402
from tess_atspi import PORT_NOTATION, fail, log  # noqa: E402

def editor_args(home):
    """`--edit` on a set with a problem, written in the app's home."""
    return ["--edit", base.write_odd_set(home)]


def main():
    if len(sys.argv) < 2:
        fail("usage: test-atspi-editor.py TESSERA")
    tessera = os.path.abspath(sys.argv[1])

    with base.app_session(tessera, "tessera-atspi-editor-", editor_args) as session:
        pyatspi, frame, app_proc = session.pyatspi, session.frame, session.proc
        log(f"ok: the editor on the accessibility bus, window {frame.name!r}")

        heard = base.StatusLog(session.Atspi, session.GLib)
        pump_until = heard.pump_until

        palette = {}
        for name in ("1 Field", "2 Road", "3 City", "4 River"):
            palette[name] = base.find(frame, lambda n: "button" in n.getRoleName() and n.name == name)
            if palette[name] is None:
                fail(f"no palette button named {name!r}")

        def chosen():
            return [name for name, n in palette.items()
                    if n.getState().contains(pyatspi.STATE_PRESSED) or n.getState().contains(pyatspi.STATE_CHECKED)]
        if chosen() != ["2 Road"]:
            fail(f"the palette does not say that Road is chosen: {chosen()}")
        log("ok: the palette's buttons, Road said chosen")
        canvas = base.find(frame, lambda n: (n.name or "").startswith("Tile: click or press Space"))
        status = base.find(frame, lambda n: n.getRoleName() == "status bar")
        if canvas is None or status is None:
            fail(f"no canvas ({canvas}) or no status label ({status}) in the tree")
        log(f"ok: the palette, the canvas ({canvas.getRoleName()}) and the status label")

        # 1. The canvas reached with Tab, described in words.
        keys = base.Keys(app_proc.pid)

        def canvas_focused():
            return canvas.getState().contains(pyatspi.STATE_FOCUSED)

        for _ in range(60):
            if canvas_focused():
                break
            keys.press("Tab")
            pump_until(lambda: True)
        if not pump_until(canvas_focused):
            fail("Tab never reached the canvas")
        described = canvas.description
        log(f"ok: the canvas focused; it says {described!r}")
        if not described.startswith("The top side: a city") or "The tile:" not in described:
            fail(f"the canvas does not say its chosen handle and the tile: {described!r}")
        if PORT_NOTATION.search(described):
            fail(f"the canvas speaks the file's port names: {described!r}")

        # 2. Going round the handles is said.
        keys.press("Right")
        said = pump_until(lambda: heard and heard[-1].startswith("The right half of the top side"))
        if not said:
            fail(f"moving to the next handle was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")
        keys.press("Right", "Right", "Right")
        if not pump_until(lambda: heard and heard[-1].startswith("The lower half of the right side")):
            fail(f"the field's half was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")
        if "borders the city on the top side" not in heard[-1]:
            fail(f"the field's border is not said: {heard[-1]!r}")

        # 3. Painting and joining, by keys.
        keys.press("Left", "3")
        if not pump_until(lambda: chosen() == ["3 City"]):
            fail(f"3 did not choose the city on the palette: {chosen()}")
        if not pump_until(lambda: heard and heard[-1] == "Paint with: a city"):
            fail(f"choosing the city was not said: {heard[-3:]}")
        keys.press("space")
        if not pump_until(lambda: heard and heard[-1] == "The right side: a city."):
            fail(f"painting the right side a city was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")
        keys.press("j")
        if not pump_until(lambda: heard and heard[-1].startswith("Joining from the right side")):
            fail(f"starting a join was not said: {heard[-3:]}")
        for _ in range(3):
            keys.press("Left")
        keys.press("space")
        if not pump_until(lambda: heard and heard[-1] == "Joined: the city on the top and right sides"):
            fail(f"the join was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")

        # 4. A cathedral in the city by C, an inn there refused in words,
        # and the buttons that do the same, named.
        keys.press("c")
        want = "The top side: part of the city on the top and right sides, with a cathedral."
        if not pump_until(lambda: heard and heard[-1] == want):
            fail(f"the cathedral was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")
        keys.press("i")
        want = "An inn stands by a road, and the top side is not a road"
        if not pump_until(lambda: heard and heard[-1] == want):
            fail(f"the refused inn was not said: {heard[-3:]}")
        log(f"ok: heard {heard[-1]!r}")
        for name in ("Inn", "Cathedral"):
            if base.find(frame, lambda n: "button" in n.getRoleName() and n.name == name) is None:
                fail(f"no button named {name!r}")
        log("ok: the Inn and Cathedral buttons, named")
        # 5. Names, once the status label has said something (GTK 4.8 names
        # it by its type before).
        problems, n_checked = base.check_names(frame)
        for p in problems:
            log("  " + p)
        if problems:
            fail(f"{len(problems)} accessible names a screen reader would read wrong")
        log(f"ok: {n_checked} names, none empty, a type name, a mnemonic or doubled")
        if PORT_NOTATION.search(" ".join(heard)):
            fail("the file's port names were said")
    log("PASS")


if __name__ == "__main__":
    main()
