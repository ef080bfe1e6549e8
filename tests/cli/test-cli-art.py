#!/usr/bin/env python3
# test-cli-art.py: every command that draws art, on art that is odd or
# costly to draw (issues 32 and 39)
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/cli/test-cli-art.py --cli _build/src/cli/tessera-cli
#
# Each case writes its set (tests/cli/art_sets.py), runs tessera-cli as a
# user would and checks what they get: exit status 0, no message, the
# file written and the art in it. What a command may cost is checked by
# its peak memory (the child's own, from wait4), never by its duration.

import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import traceback
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import art_sets  # noqa: E402

CLI = None
TMP = None
# The sanitizer build's shadow memory and quarantine multiply the peak.
RSS_FACTOR = 1


class Run:
    def __init__(self, status, out, err, max_rss_mb):
        self.status, self.out, self.err, self.max_rss_mb = status, out, err, max_rss_mb


def run_cli(*args):
    """tessera-cli with @args; its status (negative: killed by that
    signal), output, and peak memory in MiB."""
    out_path = os.path.join(TMP, 'stdout')
    err_path = os.path.join(TMP, 'stderr')
    with open(out_path, 'wb') as out, open(err_path, 'wb') as err:
        proc = subprocess.Popen([CLI] + list(args), stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0
    code = os.waitstatus_to_exitcode(status)
    with open(out_path, encoding='utf-8', errors='replace') as f:
        out_text = f.read()
    with open(err_path, encoding='utf-8', errors='replace') as f:
        err_text = f.read()
    return Run(code, out_text, err_text, usage.ru_maxrss / 1024)


def write(name, obj):
    path = os.path.join(TMP, name)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(art_sets.dumps(obj))
    return path


def read_png(path):
    """Width, height and a function giving a pixel's (r, g, b) of an
    8-bit RGB or RGBA PNG as cairo writes them."""
    with open(path, 'rb') as f:
        data = f.read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', path + ' is not a PNG'
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    assert depth == 8 and colour in (2, 6), 'unexpected PNG kind %d/%d' % (depth, colour)
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xff
            elif kind == 2:
                line[i] = (line[i] + b) & 0xff
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xff
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xff
        rows.append(bytes(line))
        prev = line

    def pixel(x, y):
        return tuple(rows[y][x * bpp:x * bpp + 3])
    return width, height, pixel


def near(rgb, want, slack=24):
    return all(abs(a - b) <= slack for a, b in zip(rgb, want))


def check_ok(run, what):
    assert run.status == 0, '%s: exit status %d, %s' % (what, run.status, run.err.strip()[-400:])
    assert run.err == '', '%s: said %r' % (what, run.err[-400:])


def check_pdf(path):
    with open(path, 'rb') as f:
        data = f.read()
    assert data.startswith(b'%PDF-') and b'%%EOF' in data[-64:], path + ' is not a whole PDF'


# ------------------------------------------------------------ issue 39.1

TEXT_BLUE = (0x33, 0x66, 0xcc)


def text_set():
    return write('text.tileset.json', art_sets.tileset('text', [art_sets.svg_uri(art_sets.SVG_TEXT)] * 2,
                                                       count=2))


def test_svg_text_sheet():
    pdf = os.path.join(TMP, 'text.pdf')
    check_ok(run_cli('sheet', text_set(), '--out', pdf), 'sheet')
    check_pdf(pdf)


def test_svg_text_sheet_shop():
    pdf = os.path.join(TMP, 'text-shop.pdf')
    check_ok(run_cli('sheet', text_set(), '--out', pdf, '--bleed', '2', '--backs', '--names',
                     '--mark-start'), 'sheet for a print shop')
    check_pdf(pdf)


def test_svg_text_sheet_png():
    png = os.path.join(TMP, 'text-sheet.png')
    check_ok(run_cli('sheet', text_set(), '--out', png), 'sheet as a picture')
    width, height, pixel = read_png(png)
    assert any(near(pixel(x, height // 3), TEXT_BLUE) for x in range(width)), 'no art on the sheet'


def test_svg_text_thumbnail():
    png = os.path.join(TMP, 'text-thumb.png')
    check_ok(run_cli('thumbnail', '--size', '128', text_set(), png), 'thumbnail')
    width, height, pixel = read_png(png)
    assert near(pixel(width // 4, height // 8), TEXT_BLUE), 'no art in the thumbnail'


def text_record():
    return write('text.tessera', art_sets.record(art_sets.tileset(
        'text', [art_sets.svg_uri(art_sets.SVG_TEXT)] * 2, count=2)))


def test_svg_text_render():
    png = os.path.join(TMP, 'text-board.png')
    check_ok(run_cli('render', text_record(), '--out', png, '--size', '200x200'), 'render')
    width, height, pixel = read_png(png)
    assert any(near(pixel(x, height // 2 - 10), TEXT_BLUE) for x in range(width)), 'no art on the board'


def test_svg_text_thumbnail_game():
    png = os.path.join(TMP, 'text-game-thumb.png')
    check_ok(run_cli('thumbnail', '--size', '96', text_record(), png), 'thumbnail of a game')


def test_svg_text_handout():
    pdf = os.path.join(TMP, 'text-handout.pdf')
    check_ok(run_cli('handout', text_record(), '--out', pdf), 'handout')
    check_pdf(pdf)


# ------------------------------------------------------------ issue 32.3

def filter_set():
    return write('filter.tileset.json', art_sets.tileset(
        'filter', [art_sets.svg_uri(art_sets.SVG_FILTER)] * 2, count=3))


def test_filter_sheet_bleed():
    # The picture mirrored into the bleed reached librsvg mirrored, which
    # it could not draw, and its failure left the context broken: an abort.
    for bleed in ('1', '0.1', '3'):
        pdf = os.path.join(TMP, 'filter-%s.pdf' % bleed)
        check_ok(run_cli('sheet', filter_set(), '--out', pdf, '--bleed', bleed), 'sheet --bleed ' + bleed)
        check_pdf(pdf)


def test_filter_sheet_backs():
    pdf = os.path.join(TMP, 'filter-backs.pdf')
    check_ok(run_cli('sheet', filter_set(), '--out', pdf, '--bleed', '2', '--backs', '--size-mm', '150'),
             'sheet --bleed --backs')
    check_pdf(pdf)


def test_filter_sheet_png():
    png = os.path.join(TMP, 'filter-sheet.png')
    check_ok(run_cli('sheet', filter_set(), '--out', png, '--size-mm', '10'), 'sheet as a picture')
    width, height, pixel = read_png(png)
    green = (0x33, 0xaa, 0x66)
    assert any(near(pixel(x, y), green) for x in range(0, width, 3) for y in range(0, height, 9)), \
        'no art on the sheet'


def test_filter_validate():
    run = run_cli('validate', filter_set())
    check_ok(run, 'validate')
    assert run.out.endswith(': valid\n'), run.out


# ------------------------------------------------------------ issue 32.5

MEMORY_MB = 200


def check_memory(run, what):
    limit = MEMORY_MB * RSS_FACTOR
    print('# %s: %.0f MiB at most' % (what, run.max_rss_mb))
    assert run.max_rss_mb < limit, '%s took %.0f MiB, more than %d' % (what, run.max_rss_mb, limit)


def big_png_set():
    # 200 tiles, each a 4,096 x 4,096 PNG of a few KB (within DESIGN.md §4),
    # none the same bytes: each used to be decoded whole when the set was
    # read (900 MB and 40 s to validate).
    path = os.path.join(TMP, 'big-png.tileset.json')
    if not os.path.exists(path):
        images = [art_sets.uri('image/png', png) for png in art_sets.png_1bit_copies(4096, 4096, 200)]
        write('big-png.tileset.json', art_sets.tileset('big-png', images))
    return path


def test_big_png_validate():
    run = run_cli('validate', big_png_set())
    assert run.status == 0, run.err[-400:]
    assert run.out.endswith(': valid\n'), run.out[-400:]
    check_memory(run, 'validate on 200 PNGs of 4,096 pixels a side')


def test_big_png_thumbnail():
    png = os.path.join(TMP, 'big-png.png')
    run = run_cli('thumbnail', '--size', '512', big_png_set(), png)
    check_ok(run, 'thumbnail')
    width, height, pixel = read_png(png)
    assert width == 512 and height == 512
    # The first tile's art: its black picture.
    assert near(pixel(10, 10), (0, 0, 0)), pixel(10, 10)
    check_memory(run, 'thumbnail of 200 PNGs of 4,096 pixels a side')


def tiny_crop_set(circles):
    # A 60-pixel SVG of which the tile shows one pixel: drawn 512 pixels
    # wide, librsvg drew each translucent circle on a picture of the whole
    # SVG at that scale, 30,720 pixels a side (2.8 GB).
    return write('tiny-crop-%d.tileset.json' % circles, art_sets.tileset(
        'tiny-crop', [art_sets.svg_uri(art_sets.svg_translucent(60, circles))], crop=[30, 30, 1]))


def test_tiny_crop_thumbnail():
    for circles in (1, 100):
        png = os.path.join(TMP, 'tiny-crop.png')
        run = run_cli('thumbnail', '--size', '512', tiny_crop_set(circles), png)
        check_ok(run, 'thumbnail')
        width, height, pixel = read_png(png)
        # The middle of the circles: their red, translucent.
        assert near(pixel(256, 256), (0xcc, 0x22, 0x22)), pixel(256, 256)
        check_memory(run, 'thumbnail of a 1-pixel crop with %d translucent circles' % circles)


def test_tiny_crop_sheet():
    pdf = os.path.join(TMP, 'tiny-crop.pdf')
    run = run_cli('sheet', tiny_crop_set(100), '--out', pdf, '--bleed', '3', '--size-mm', '150')
    check_ok(run, 'sheet')
    check_pdf(pdf)
    check_memory(run, 'sheet of a 1-pixel crop with 100 translucent circles')


def test_too_many_effects():
    # More translucent groups than any picture can afford: a problem of
    # the tile, in a designer's words, and its generated picture is drawn.
    path = write('effects.tileset.json', art_sets.tileset(
        'effects', [art_sets.svg_uri(art_sets.svg_translucent(100, 5000))]))
    run = run_cli('validate', path)
    assert run.status == 1, (run.status, run.err)
    assert 'tile “t0”' in run.out + run.err, run.out + run.err
    assert 'too many see-through, blurred or masked parts' in run.out + run.err, run.out + run.err
    png = os.path.join(TMP, 'effects.png')
    run = run_cli('thumbnail', '--size', '256', path, png)
    check_ok(run, 'thumbnail')
    check_memory(run, 'thumbnail of 5,000 translucent circles')


TESTS = [
    test_svg_text_sheet,
    test_svg_text_sheet_shop,
    test_svg_text_sheet_png,
    test_svg_text_thumbnail,
    test_svg_text_render,
    test_svg_text_thumbnail_game,
    test_svg_text_handout,
    test_filter_sheet_bleed,
    test_filter_sheet_backs,
    test_filter_sheet_png,
    test_filter_validate,
    test_big_png_validate,
    test_big_png_thumbnail,
    test_tiny_crop_thumbnail,
    test_tiny_crop_sheet,
    test_too_many_effects,
]


def main():
    global CLI, TMP, RSS_FACTOR
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--cli', required=True)
    args = parser.parse_args()
    CLI = args.cli
    with open(CLI, 'rb') as f:
        if b'__asan_init' in f.read():
            RSS_FACTOR = 4
    TMP = tempfile.mkdtemp(prefix='test-cli-art-')
    failed = 0
    print('1..%d' % len(TESTS))
    for i, test in enumerate(TESTS, 1):
        name = test.__name__[len('test_'):].replace('_', '-')
        try:
            test()
            print('ok %d /cli-art/%s' % (i, name))
        except Exception:  # noqa: BLE001 (a failed case is reported, the next runs)
            failed += 1
            for line in traceback.format_exc().splitlines():
                print('# ' + line)
            print('not ok %d /cli-art/%s' % (i, name))
        sys.stdout.flush()
    shutil.rmtree(TMP, ignore_errors=True)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
