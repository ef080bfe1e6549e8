# art_sets.py: hostile tile sets, made on the spot (issues 32 and 39)
#
# Copyright 2026 The Tessera developers
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Shared by test-cli-art.py and bench-art.py: each function returns the
# JSON text of a tile set (or a record) whose art is small in bytes and
# within DESIGN.md §4's limits, but costly or odd to draw. Nothing large
# is kept in the repository.

import base64
import json
import struct
import zlib

# One tile of each kind the sets need: a road, and the start's city+road.
ROAD = [{"type": "road", "ports": ["E", "W"]},
        {"type": "field", "ports": ["WNW", "NNW", "NNE", "ENE"]},
        {"type": "field", "ports": ["ESE", "SSE", "SSW", "WSW"]}]


def png_1bit(width, height):
    """A black 1-bit greyscale PNG: a few KB for 4096 x 4096 pixels."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

    row = b'\x00' * (1 + (width + 7) // 8)
    return (b'\x89PNG\r\n\x1a\n'
            + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 1, 0, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(row * height, 9))
            + chunk(b'IEND', b''))


def png_1bit_copies(width, height, n):
    """@n PNGs of the same pixels, each of other bytes (a tEXt chunk of its
    own), so that none is shared with another: the pixels are compressed
    once."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

    row = b'\x00' * (1 + (width + 7) // 8)
    head = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 1, 0, 0, 0, 0))
    tail = chunk(b'IDAT', zlib.compress(row * height, 9)) + chunk(b'IEND', b'')
    return [head + chunk(b'tEXt', b'Comment\x00copy %d' % i) + tail for i in range(n)]


def uri(mime, data):
    return 'data:%s;base64,%s' % (mime, base64.b64encode(data).decode())


def svg_uri(text):
    return uri('image/svg+xml', text.encode())


def tileset(name, images, crop=None, count=1):
    """A set of len(images) road tiles, tile i showing images[i]."""
    tiles = []
    for i, image in enumerate(images):
        art = {"image": image, "credit": "test-cli-art, CC0"}
        if crop is not None:
            art["crop"] = crop
        tiles.append({"id": "t%d" % i, "count": count, "features": ROAD, "art": art})
    return {"format": "tessera-tileset", "version": 1, "id": name, "name": name,
            "start": "t0", "tiles": tiles}


def record(tileset_object):
    """A game of two players on @tileset_object, embedded, before its first move."""
    return {"format": "tessera-game", "version": 1, "tilesets": [tileset_object],
            "players": [{"name": "Ana", "color": "red"}, {"name": "Rui", "color": "blue"}],
            "moves": []}


# Issue 39 item 1: text in SVG art loads fonts (pango, through librsvg).
SVG_TEXT = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
            '<rect width="100" height="100" fill="#3366cc"/>'
            '<text x="8" y="60" font-family="sans-serif" font-size="28" fill="#ffffff">Rua</text>'
            '</svg>')

# Issue 32 item 3: a filter on art of 500 pixels or more.
SVG_FILTER = ('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">'
              '<defs><filter id="blur"><feGaussianBlur stdDeviation="4"/></filter></defs>'
              '<rect width="600" height="600" fill="#33aa66"/>'
              '<circle cx="300" cy="300" r="200" fill="#ffcc00" filter="url(#blur)"/></svg>')


def svg_translucent(side, circles):
    """@circles translucent circles (each an offscreen group in librsvg)."""
    body = ''.join('<circle cx="%g" cy="%g" r="%g" fill="#cc2222" opacity="0.5"/>'
                   % (side / 2, side / 2, side / 2 - i * side / (4 * circles)) for i in range(circles))
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">%s</svg>'
            % (side, side, body))


def dumps(obj):
    return json.dumps(obj)
