#!/usr/bin/env python3
"""Draws the iOS app icon as vectors and renders it for the asset catalog.

The icon is a Brandubh board at its start: the king on the throne with his four defenders, the
eight attackers in a cross around them, the four corner squares marked, in the colours of the
app's wood theme. Three appearances, as iOS 18 asks for them: light (the wood board), dark (the
dark wood palette on a dark ground) and tinted (greys, which the system tints).

    python3 tools/icon/make_icon.py           # writes the SVGs here and the PNGs of the icon set
    python3 tools/icon/make_icon.py --check   # exits 1 if an SVG is not what this script draws,
                                              # or a PNG is missing or not an opaque 1024 px image

The SVGs (tools/icon/app-icon*.svg) are the vector sources; the PNGs in
ios/App/Assets.xcassets/AppIcon.appiconset are rendered from them with rsvg-convert (librsvg:
`apt-get install librsvg2-bin`, `brew install librsvg`) and stored as RGB without an alpha
channel, which the App Store requires of an app icon. Rendering needs no Python package.
"""
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ICON_SET = ROOT / "ios/App/Assets.xcassets/AppIcon.appiconset"
SIZE = 1024
CELLS = 7
CELL = 116
BOARD = CELLS * CELL
ORIGIN = (SIZE - BOARD) // 2          # inside the corner rounding iOS cuts off
GAP = 5                               # the grid lines between squares

# Brandubh's start: (file, rank from the top), 0-based.
ATTACKERS = [(3, 0), (3, 1), (3, 5), (3, 6), (0, 3), (1, 3), (5, 3), (6, 3)]
DEFENDERS = [(3, 2), (3, 4), (2, 3), (4, 3)]
KING = (3, 3)
SPECIAL = [(0, 0), (6, 0), (0, 6), (6, 6), (3, 3)]

# The wood theme of the core (core/src/themes.rs), light and dark, and greys for the tinted icon.
LOOKS = {
    "app-icon": dict(
        ground=("#9A774A", "#6E522F"), frame="#8B6B43", grid="#A88657", square="#E8D3A9",
        special="#C4A06E", mark="#6D4C2A", attacker="#2B2523", attacker_edge="#000000",
        shine="#FFFFFF", defender="#F7F3EA", defender_edge="#3E3A36", crown="#C9A227",
        shadow="#000000"),
    "app-icon-dark": dict(
        ground=("#2A231C", "#15110E"), frame="#4E3A22", grid="#6B5232", square="#A78A5F",
        special="#83663F", mark="#3B2815", attacker="#1E1A18", attacker_edge="#000000",
        shine="#FFFFFF", defender="#EDE6D6", defender_edge="#2A2623", crown="#D4AF37",
        shadow="#000000"),
    "app-icon-tinted": dict(
        ground=("#000000", "#000000"), frame="#262626", grid="#3A3A3A", square="#8C8C8C",
        special="#5A5A5A", mark="#FFFFFF", attacker="#141414", attacker_edge="#000000",
        shine="#BFBFBF", defender="#FFFFFF", defender_edge="#1A1A1A", crown="#6E6E6E",
        shadow="#000000"),
}


def centre(file, rank):
    return ORIGIN + file * CELL + CELL / 2, ORIGIN + rank * CELL + CELL / 2


def fmt(x):
    return f"{x:.1f}".rstrip("0").rstrip(".")


def crown(cx, cy, r, c):
    """A three-pointed crown in a circle of radius r."""
    points = [(-0.56, 0.30), (-0.62, -0.36), (-0.30, -0.04), (0.0, -0.52), (0.30, -0.04),
              (0.62, -0.36), (0.56, 0.30)]
    path = " ".join(f"{fmt(cx + x * r)},{fmt(cy + y * r)}" for x, y in points)
    tips = "".join(
        f'<circle cx="{fmt(cx + x * r)}" cy="{fmt(cy + y * r)}" r="{fmt(0.085 * r)}"/>'
        for x, y in [(-0.62, -0.36), (0.0, -0.52), (0.62, -0.36)])
    band = (f'<rect x="{fmt(cx - 0.58 * r)}" y="{fmt(cy + 0.30 * r)}" width="{fmt(1.16 * r)}" '
            f'height="{fmt(0.16 * r)}" rx="{fmt(0.04 * r)}"/>')
    return (f'<g fill="{c["crown"]}" stroke="{c["defender_edge"]}" stroke-width="5" '
            f'stroke-linejoin="round"><polygon points="{path}"/>{band}{tips}</g>')


def svg(c):
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}">',
        '<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{c["ground"][0]}"/>'
        f'<stop offset="1" stop-color="{c["ground"][1]}"/></linearGradient></defs>',
        f'<rect width="{SIZE}" height="{SIZE}" fill="url(#ground)"/>',
        f'<rect x="{ORIGIN - 22}" y="{ORIGIN - 22}" width="{BOARD + 44}" height="{BOARD + 44}" '
        f'rx="26" fill="{c["frame"]}"/>',
        f'<rect x="{ORIGIN}" y="{ORIGIN}" width="{BOARD}" height="{BOARD}" fill="{c["grid"]}"/>',
    ]
    for rank in range(CELLS):
        for file in range(CELLS):
            x, y = ORIGIN + file * CELL + GAP / 2, ORIGIN + rank * CELL + GAP / 2
            fill = c["special"] if (file, rank) in SPECIAL else c["square"]
            out.append(f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{CELL - GAP}" height="{CELL - GAP}" '
                       f'fill="{fill}"/>')
    for file, rank in SPECIAL[:4]:
        cx, cy = centre(file, rank)
        half = CELL * 0.45 / 2
        out.append(f'<rect x="{fmt(cx - half)}" y="{fmt(cy - half)}" width="{fmt(2 * half)}" '
                   f'height="{fmt(2 * half)}" fill="none" stroke="{c["mark"]}" stroke-width="9" '
                   f'transform="rotate(45 {fmt(cx)} {fmt(cy)})"/>')

    def disc(cx, cy, r, fill, edge, width):
        out.append(f'<circle cx="{fmt(cx + 3)}" cy="{fmt(cy + 6)}" r="{fmt(r)}" fill="{c["shadow"]}" '
                   'fill-opacity="0.3"/>')
        out.append(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r - width / 2)}" fill="{fill}" '
                   f'stroke="{edge}" stroke-width="{width}"/>')

    for file, rank in ATTACKERS:
        cx, cy = centre(file, rank)
        r = CELL * 0.37
        disc(cx, cy, r, c["attacker"], c["attacker_edge"], 4)
        out.append(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * 0.5)}" fill="none" '
                   f'stroke="{c["shine"]}" stroke-opacity="0.45" stroke-width="5"/>')
    for file, rank in DEFENDERS:
        cx, cy = centre(file, rank)
        disc(cx, cy, CELL * 0.37, c["defender"], c["defender_edge"], 9)
    cx, cy = centre(*KING)
    r = CELL * 0.56                   # the king stands out, a little larger than his square
    disc(cx, cy, r, c["defender"], c["defender_edge"], 12)
    out.append(crown(cx, cy + 4, r * 0.9, c))
    out.append("</svg>")
    return "\n".join(out) + "\n"


# ---- PNG: rsvg-convert writes RGBA; the icon set wants RGB ------------------------------------

def read_png(data):
    """(width, height, colour type, raw scanlines without filters) of an 8-bit PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (2, 6), header
    return width, height, colour, idat


def unfilter(width, height, channels, idat):
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, pos = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = prev[i]
                c = prev[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(line)
        prev = line
    return rows


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def rgb_png(png):
    """The same image as 8-bit RGB without an alpha channel (the icon is opaque: rsvg-convert
    writes RGB for it, or RGBA whose alpha is 255 throughout)."""
    width, height, colour, idat = read_png(png)
    channels = 4 if colour == 6 else 3
    rows = unfilter(width, height, channels, idat)
    raw = bytearray()
    for row in rows:
        raw.append(0)
        if channels == 3:
            raw += row
            continue
        assert all(a == 255 for a in row[3::4]), "the icon must be opaque"
        rgb = bytearray(width * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = row[0::4], row[1::4], row[2::4]
        raw += rgb
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def render(svg_path, png_path):
    tool = shutil.which("rsvg-convert")
    if tool is None:
        sys.exit("rsvg-convert not found: apt-get install librsvg2-bin (or brew install librsvg)")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "icon.png"
        subprocess.run([tool, "-w", str(SIZE), "-h", str(SIZE), "-o", str(out), str(svg_path)],
                       check=True)
        png_path.write_bytes(rgb_png(out.read_bytes()))


def png_name(name):
    return name.replace("app-icon", "AppIcon") + ".png"


def main():
    check = "--check" in sys.argv[1:]
    failures = []
    for name, colours in LOOKS.items():
        text = svg(colours)
        svg_path = HERE / f"{name}.svg"
        png_path = ICON_SET / png_name(name)
        if check:
            if not svg_path.exists() or svg_path.read_text() != text:
                failures.append(f"{svg_path.relative_to(ROOT)} is not what make_icon.py draws")
            if not png_path.exists():
                failures.append(f"{png_path.relative_to(ROOT)} is missing")
                continue
            width, height, colour, _ = read_png(png_path.read_bytes())
            if (width, height, colour) != (SIZE, SIZE, 2):
                failures.append(f"{png_path.relative_to(ROOT)}: {width}x{height}, colour type "
                                f"{colour} (wanted {SIZE}x{SIZE} RGB without alpha)")
            continue
        svg_path.write_text(text)
        render(svg_path, png_path)
        print(f"wrote {svg_path.relative_to(ROOT)} and {png_path.relative_to(ROOT)}")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
