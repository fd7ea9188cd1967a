"""A minimal ICC v2 RGB profile built by hand (the machine has no .icc files to borrow), so a test
can tag an image with a colour space other than sRGB."""

from __future__ import annotations

import struct

D50 = (0.9642, 1.0, 0.8249)
SRGB_RED, SRGB_GREEN, SRGB_BLUE = (0.4361, 0.2225, 0.0139), (0.3851, 0.7169, 0.0971), (0.1431, 0.0606, 0.7141)


def _s15(value: float) -> bytes:
    return struct.pack(">i", round(value * 65536))


def _xyz(x: float, y: float, z: float) -> bytes:
    return b"XYZ \0\0\0\0" + _s15(x) + _s15(y) + _s15(z)


def rgb_profile(red: tuple[float, float, float], green: tuple[float, ...], blue: tuple[float, ...]) -> bytes:
    """A display profile with these primaries (D50 XYZ), the D50 white point and a 2.2 gamma."""
    text = b"test profile\0"
    desc = b"desc\0\0\0\0" + struct.pack(">I", len(text)) + text + b"\0" * 8 + b"\0" * 3 + b"\0" * 67
    curve = b"curv\0\0\0\0" + struct.pack(">IH", 1, 0x0233) + b"\0\0"
    tags = [
        (b"desc", desc),
        (b"wtpt", _xyz(*D50)),
        (b"rXYZ", _xyz(*red)),
        (b"gXYZ", _xyz(*green)),
        (b"bXYZ", _xyz(*blue)),
        (b"rTRC", curve),
        (b"gTRC", curve),
        (b"bTRC", curve),
    ]
    start = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for signature, body in tags:
        body += b"\0" * (-len(body) % 4)
        table += signature + struct.pack(">II", start + len(data), len(body))
        data += body
    header = (
        struct.pack(">I", start + len(data))
        + b"\0" * 4
        + struct.pack(">I", 0x02100000)
        + b"mntrRGB XYZ "
        + b"\0" * 12
        + b"acsp"
        + b"\0" * 28
        + _s15(D50[0])
        + _s15(D50[1])
        + _s15(D50[2])
        + b"\0" * 48
    )
    return header + struct.pack(">I", len(tags)) + table + data
