#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes copies of the built-in tile sets whose every tile has its own art.

    tests/ui/bench-art-sets.py data/tilesets OUTDIR

Even tiles get a 256 x 256 PNG, odd ones an SVG of a few shapes, each in a
colour of its own, so that bench-window can time a board of art tiles:

    TESSERA_TILESETDIR=OUTDIR _build/tests/ui/bench-window --json
"""

import base64
import colorsys
import json
import os
import struct
import sys
import zlib


def png(size, rgb):
    rows = []
    for y in range(size):
        row = bytearray(b'\x00')
        for x in range(size):
            shade = 0.6 + 0.4 * ((x * 7 + y * 13) % 64) / 64
            row += bytes(int(c * shade) for c in rgb)
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

    return (b'\x89PNG\r\n\x1a\n'
            + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(b''.join(rows), 9))
            + chunk(b'IEND', b''))


def svg(rgb):
    colour = '#%02x%02x%02x' % rgb
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">'
            '<rect width="100" height="100" fill="%s"/>'
            '<circle cx="50" cy="50" r="30" fill="#ffffff" fill-opacity="0.5"/>'
            '<path d="M0 50 C 30 20, 70 80, 100 50" stroke="#403020" stroke-width="8" fill="none"/>'
            '</svg>' % colour).encode()


def main():
    src, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name in ('base.tileset.json', 'river.tileset.json'):
        with open(os.path.join(src, name), encoding='utf-8') as f:
            tileset = json.load(f)
        n = len(tileset['tiles'])
        for i, tile in enumerate(tileset['tiles']):
            r, g, b = colorsys.hsv_to_rgb(i / n, 0.6, 0.9)
            rgb = (int(r * 255), int(g * 255), int(b * 255))
            if i % 2 == 0:
                image = 'data:image/png;base64,' + base64.b64encode(png(256, rgb)).decode()
            else:
                image = 'data:image/svg+xml;base64,' + base64.b64encode(svg(rgb)).decode()
            tile['art'] = {'image': image, 'credit': 'bench-art-sets.py, CC0'}
        with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
            json.dump(tileset, f, indent=1)


if __name__ == '__main__':
    main()
