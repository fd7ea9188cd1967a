"""Procedural, deterministic "photo-like" artwork for the demo catalogue (Pillow only).

`render_scene(kind, seed)` paints a Moroccan surf scene: a sky by time of day, sun and clouds,
a layered ocean with swell lines and foam, beach, hills, palms, village houses, people. The same
kind and seed always give the same picture; different seeds give visibly different ones.

Everything is drawn with C-level Pillow operations (gradients, polygons, blurs, composites);
shapes that need smooth edges are drawn on 2x supersampled masks and reduced.
"""

from __future__ import annotations

import io
import math
import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

KINDS = ("surf", "lineup", "beach", "point", "village", "terrace", "yoga", "desert", "sunset")

Color = tuple[int, int, int]
Point = tuple[float, float]

_SS = 2  # supersampling factor of antialiased layers


@dataclass(frozen=True)
class _Palette:
    sky_top: Color
    sky_mid: Color
    horizon: Color
    sun: Color
    glow: Color
    sea_far: Color
    sea_near: Color
    sand: Color
    land: Color
    shadow: Color
    light: Color  # tint of sunlit surfaces
    sun_height: float  # 0 = on the horizon, 1 = top of the frame, negative = below the horizon
    night: bool = False  # buildings become silhouettes with lit windows


_PALETTES: dict[str, _Palette] = {
    "dawn": _Palette(
        (52, 70, 128),
        (192, 148, 172),
        (255, 204, 166),
        (255, 240, 210),
        (255, 186, 150),
        (150, 150, 185),
        (40, 72, 112),
        (206, 176, 158),
        (118, 104, 136),
        (42, 36, 62),
        (255, 222, 205),
        0.12,
    ),
    "morning": _Palette(
        (62, 132, 212),
        (132, 190, 236),
        (214, 234, 246),
        (255, 252, 236),
        (255, 246, 218),
        (104, 168, 206),
        (14, 104, 146),
        (234, 212, 170),
        (150, 146, 150),
        (62, 56, 64),
        (255, 248, 235),
        0.62,
    ),
    "midday": _Palette(
        (26, 104, 196),
        (88, 166, 230),
        (198, 228, 246),
        (255, 255, 250),
        (255, 255, 238),
        (46, 136, 196),
        (0, 150, 168),
        (242, 220, 172),
        (170, 150, 128),
        (70, 60, 58),
        (255, 255, 248),
        1.15,
    ),
    "golden": _Palette(
        (86, 124, 186),
        (232, 186, 140),
        (255, 214, 148),
        (255, 236, 170),
        (255, 202, 120),
        (150, 150, 160),
        (28, 80, 112),
        (232, 184, 126),
        (150, 112, 96),
        (52, 36, 34),
        (255, 220, 170),
        0.4,
    ),
    "sunset": _Palette(
        (44, 48, 108),
        (218, 108, 92),
        (255, 172, 84),
        (255, 224, 156),
        (255, 140, 62),
        (206, 124, 94),
        (38, 40, 70),
        (126, 84, 72),
        (92, 60, 72),
        (26, 18, 26),
        (255, 180, 130),
        0.1,
        True,
    ),
    "dusk": _Palette(
        (18, 24, 60),
        (88, 70, 130),
        (242, 132, 112),
        (255, 200, 170),
        (255, 122, 92),
        (116, 84, 116),
        (20, 26, 52),
        (72, 56, 66),
        (60, 44, 66),
        (12, 10, 20),
        (220, 160, 170),
        -0.05,
        True,
    ),
}

_TIMES_BY_KIND: dict[str, tuple[str, ...]] = {
    "surf": ("morning", "midday", "golden", "morning"),
    "lineup": ("dawn", "golden", "sunset", "morning"),
    "beach": ("morning", "midday", "golden"),
    "point": ("morning", "midday", "golden"),
    "village": ("morning", "midday", "golden", "sunset"),
    "terrace": ("golden", "sunset", "midday"),
    "yoga": ("dawn", "golden", "sunset"),
    "desert": ("golden", "sunset", "morning"),
    "sunset": ("sunset", "dusk", "golden"),
}

_WALLS: tuple[Color, ...] = (
    (242, 238, 228),
    (238, 232, 218),
    (226, 186, 128),
    (204, 126, 86),
    (230, 168, 146),
    (176, 204, 222),
    (245, 240, 232),
    (214, 160, 104),
)
_BOARD_COLORS: tuple[Color, ...] = (
    (250, 250, 245),
    (240, 200, 70),
    (230, 90, 70),
    (60, 170, 190),
    (250, 150, 60),
    (120, 190, 120),
)
_FABRIC_COLORS: tuple[Color, ...] = ((214, 84, 60), (236, 178, 64), (40, 120, 150), (230, 230, 220))


# ----------------------------------------------------------------------------- colour helpers


def _mix(a: Color, b: Color, t: float) -> Color:
    t = min(1.0, max(0.0, t))
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _tint(c: Color, light: Color) -> Color:
    return (c[0] * light[0] // 255, c[1] * light[1] // 255, c[2] * light[2] // 255)


def _jitter(c: Color, rng: random.Random, amount: int) -> Color:
    return (
        min(255, max(0, c[0] + rng.randint(-amount, amount))),
        min(255, max(0, c[1] + rng.randint(-amount, amount))),
        min(255, max(0, c[2] + rng.randint(-amount, amount))),
    )


def _column(height: int, stops: Sequence[tuple[float, Color]]) -> Image.Image:
    """A 1-pixel-wide vertical multi-stop gradient of `height` pixels."""
    column = Image.new("RGB", (1, 256))
    pixels: list[Color] = []
    for i in range(256):
        pos = i / 255
        for (p0, c0), (p1, c1) in zip(stops, stops[1:], strict=False):
            if p0 <= pos <= p1:
                pixels.append(_mix(c0, c1, (pos - p0) / max(1e-6, p1 - p0)))
                break
        else:
            pixels.append(stops[-1][1] if pos > stops[-1][0] else stops[0][1])
    column.putdata(pixels)
    return column.resize((1, max(1, height)), Image.Resampling.BILINEAR)


def _gradient(size: tuple[int, int], stops: Sequence[tuple[float, Color]]) -> Image.Image:
    """A vertical multi-stop gradient filling `size`."""
    return _column(size[1], stops).resize(size, Image.Resampling.NEAREST)


@dataclass(frozen=True)
class _Gradient:
    """A vertical gradient over the whole canvas height, rendered only where it is painted."""

    height: int
    stops: Sequence[tuple[float, Color]]

    def region(self, box: tuple[int, int, int, int]) -> Image.Image:
        x0, y0, x1, y1 = box
        return (
            _column(self.height, self.stops).crop((0, y0, 1, y1)).resize((x1 - x0, y1 - y0), Image.Resampling.NEAREST)
        )


def _scale_mask(mask: Image.Image, opacity: float) -> Image.Image:
    if opacity >= 1:
        return mask
    return mask.point([round(v * opacity) for v in range(256)])


def _noise(rng: random.Random, size: tuple[int, int]) -> Image.Image:
    """Uniform noise from the scene's own generator (Pillow's effect_noise is not seedable)."""
    return Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))


@dataclass
class _Mask:
    """A coverage mask that covers only part of the canvas, placed at (x, y)."""

    image: Image.Image
    x: int = 0
    y: int = 0

    @property
    def box(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.x + self.image.width, self.y + self.image.height)

    def clip_below(self, y: float) -> None:
        """Erase the coverage from canvas row `y` down (things hidden behind the horizon)."""
        top = max(0, round(y) - self.y)
        if top < self.image.height:
            ImageDraw.Draw(self.image).rectangle((0, top, self.image.width, self.image.height), fill=0)

    def times(self, full: Image.Image) -> _Mask:
        """This coverage multiplied by a full-canvas mask."""
        return _Mask(ImageChops.multiply(self.image, full.crop(self.box)), self.x, self.y)


def _paint(img: Image.Image, fill: Color | _Gradient, mask: _Mask | Image.Image, opacity: float = 1.0) -> None:
    """Paint `fill` (a colour or a gradient) through `mask`, touching only the covered box."""
    if isinstance(mask, Image.Image):
        mask = _Mask(mask)
    inner = mask.image.getbbox()
    if inner is None:
        return
    box = (mask.x + inner[0], mask.y + inner[1], mask.x + inner[2], mask.y + inner[3])
    region = _scale_mask(mask.image.crop(inner), opacity)
    img.paste(fill.region(box) if isinstance(fill, _Gradient) else fill, box, region)


# ----------------------------------------------------------------------------- antialiased layers


class _Layer:
    """Shapes in canvas coordinates, drawn at 2x over just their bounding box and reduced when done."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.ops: list[tuple[str, list[Point], float, int]] = []
        self.x0, self.y0, self.x1, self.y1 = math.inf, math.inf, -math.inf, -math.inf

    def _add(self, kind: str, points: list[Point], width: float, fill: int) -> None:
        self.ops.append((kind, points, width, fill))
        pad = width / 2 + 1
        for x, y in points:
            self.x0, self.x1 = min(self.x0, x - pad), max(self.x1, x + pad)
            self.y0, self.y1 = min(self.y0, y - pad), max(self.y1, y + pad)

    def polygon(self, points: Sequence[Point], fill: int = 255) -> None:
        self._add("polygon", list(points), 0.0, fill)

    def line(self, points: Sequence[Point], width: float, fill: int = 255) -> None:
        self._add("line", list(points), width, fill)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill: int = 255) -> None:
        self._add("ellipse", [(cx - rx, cy - ry), (cx + rx, cy + ry)], 0.0, fill)

    def done(self, blur: float = 0.0) -> _Mask:
        if not self.ops:
            return _Mask(Image.new("L", (1, 1), 0))
        pad = math.ceil(blur * 3) + 1
        x0, y0 = max(0, math.floor(self.x0) - pad), max(0, math.floor(self.y0) - pad)
        x1, y1 = min(self.size[0], math.ceil(self.x1) + pad), min(self.size[1], math.ceil(self.y1) + pad)
        if x1 <= x0 or y1 <= y0:
            return _Mask(Image.new("L", (1, 1), 0))
        canvas = Image.new("L", ((x1 - x0) * _SS, (y1 - y0) * _SS), 0)
        draw = ImageDraw.Draw(canvas)
        for kind, points, width, fill in self.ops:
            pts = [((x - x0) * _SS, (y - y0) * _SS) for x, y in points]
            if kind == "polygon":
                draw.polygon(pts, fill=fill)
            elif kind == "line":
                draw.line(pts, fill=fill, width=max(1, round(width * _SS)), joint="curve")
            else:
                draw.ellipse((pts[0], pts[1]), fill=fill)
        part = canvas.reduce(_SS)
        if blur >= 1:
            part = part.filter(ImageFilter.GaussianBlur(blur))
        return _Mask(part, x0, y0)


def _soft(size: tuple[int, int], draw_fn: Callable[[ImageDraw.ImageDraw, float], None], blur: float) -> Image.Image:
    """A blurred mask drawn at quarter resolution (cheap large blurs), scaled back up."""
    q = 4
    small = Image.new("L", (max(1, size[0] // q), max(1, size[1] // q)), 0)
    draw_fn(ImageDraw.Draw(small), 1 / q)
    small = small.filter(ImageFilter.GaussianBlur(blur / q))
    return small.resize(size, Image.Resampling.BILINEAR)


def _rotated(points: Sequence[Point], angle: float, origin: Point) -> list[Point]:
    ca, sa = math.cos(angle), math.sin(angle)
    ox, oy = origin
    return [(ox + (x - ox) * ca - (y - oy) * sa, oy + (x - ox) * sa + (y - oy) * ca) for x, y in points]


def _board(cx: float, cy: float, length: float, width: float, angle: float) -> list[Point]:
    """A surfboard outline: pointed nose, rounded tail."""
    pts: list[Point] = []
    for i in range(25):
        t = i / 24
        x = -length / 2 + length * t
        half = width / 2 * math.sin(math.pi * min(1.0, t * 1.1)) ** 0.7 if t < 0.95 else width * 0.05
        pts.append((cx + x, cy - half))
    for i in range(24, -1, -1):
        t = i / 24
        x = -length / 2 + length * t
        half = width / 2 * math.sin(math.pi * min(1.0, t * 1.1)) ** 0.7 if t < 0.95 else width * 0.05
        pts.append((cx + x, cy + half))
    return _rotated(pts, angle, (cx, cy))


def _ridge(rng: random.Random, width: float, base: float, amplitude: float, rough: float = 0.55) -> list[Point]:
    """A 1-D midpoint-displacement skyline from x=0 to x=width around y=base."""
    heights = [0.0, 0.0]
    spread = amplitude
    while len(heights) < 129:
        nxt: list[float] = []
        for a, b in zip(heights, heights[1:], strict=False):
            nxt += [a, (a + b) / 2 + rng.uniform(-spread, spread)]
        nxt.append(heights[-1])
        heights = nxt
        spread *= rough
    n = len(heights) - 1
    return [(width * i / n, base - h) for i, h in enumerate(heights)]


# ----------------------------------------------------------------------------- scene context


@dataclass
class _Scene:
    img: Image.Image
    rng: random.Random
    pal: _Palette
    horizon: float
    sun: Point

    @property
    def w(self) -> int:
        return self.img.width

    @property
    def h(self) -> int:
        return self.img.height

    def layer(self) -> _Layer:
        return _Layer(self.img.size)

    def sea_color(self, y: float) -> Color:
        t = (y - self.horizon) / max(1.0, self.h - self.horizon)
        return _mix(self.pal.sea_far, self.pal.sea_near, t**0.6)


# ----------------------------------------------------------------------------- sky, sun, land


def _sky(s: _Scene) -> None:
    """Sky gradient and the sun's glow, painted at quarter size (both are smooth) and scaled up;
    then the sun disc at full resolution."""
    p = s.pal
    q = 4
    sx, sy = s.sun
    small = _gradient((s.w // q, round(s.horizon) // q + 2), [(0.0, p.sky_top), (0.62, p.sky_mid), (1.0, p.horizon)])
    reach = s.w * (0.55 if p.sun_height < 0.5 else 0.4) / q
    glow = Image.new("L", small.size, 0)
    draw = ImageDraw.Draw(glow)
    for i in range(6):
        r = reach * (1 - i / 6)
        draw.ellipse((sx / q - r, sy / q - r * 0.7, sx / q + r, sy / q + r * 0.7), fill=30 + i * 30)
    small.paste(p.glow, (0, 0), _scale_mask(glow.filter(ImageFilter.GaussianBlur(reach * 0.25)), 0.55))
    s.img.paste(small.resize((s.w, round(s.horizon) + 2), Image.Resampling.BILINEAR), (0, 0))
    if sy < s.horizon:
        r = s.w * 0.035
        disc = s.layer()
        disc.ellipse(sx, sy, r, r)
        disc_mask = disc.done(1.2)
        # The horizon hides the lower part of a setting sun.
        disc_mask.clip_below(s.horizon)
        _paint(s.img, p.sun, disc_mask)


def _clouds(s: _Scene, count: int) -> None:
    rng, p = s.rng, s.pal
    cloud_color = _mix(p.horizon, (255, 255, 255), 0.55) if not p.night else _mix(p.sky_mid, p.glow, 0.5)
    base_rows = [rng.uniform(0.08, 0.75) * s.horizon for _ in range(count)]

    def draw(d: ImageDraw.ImageDraw, k: float) -> None:
        for y in base_rows:
            x = rng.uniform(-0.1, 1.0) * s.w
            length = rng.uniform(0.15, 0.45) * s.w
            for _ in range(rng.randint(5, 9)):
                cx = x + rng.uniform(0, length)
                rx = rng.uniform(0.03, 0.09) * s.w
                ry = rx * rng.uniform(0.18, 0.4)
                cy = y + rng.uniform(-ry, ry * 0.5)
                d.ellipse(((cx - rx) * k, (cy - ry) * k, (cx + rx) * k, (cy + ry) * k), fill=rng.randint(120, 230))

    mask = _soft(s.img.size, draw, s.w * 0.018)
    ImageDraw.Draw(mask).rectangle((0, round(s.horizon), s.w, s.h), fill=0)
    _paint(s.img, cloud_color, mask, 0.75)


def _mountains(s: _Scene, layers: int, max_height: float, side: str | None = None) -> None:
    """Hazy ridges sitting on the horizon; the nearer the ridge, the darker and more saturated."""
    rng, p = s.rng, s.pal
    for i in range(layers):
        depth = (i + 1) / layers
        amplitude = max_height * (0.45 + 0.55 * depth)
        pts = _ridge(rng, s.w, s.horizon - amplitude * 0.55, amplitude * 0.6)
        if side is not None:  # fall off toward the sea on the other side
            pts = [(x, y + (s.horizon - y) * _edge_falloff(x / s.w if side == "left" else 1 - x / s.w)) for x, y in pts]
        color = _mix(p.horizon, p.land if not p.night else p.shadow, 0.35 + 0.45 * depth)
        layer = s.layer()
        layer.polygon([*pts, (s.w, s.horizon + 2), (0, s.horizon + 2)])
        _paint(s.img, color, layer.done(0.6 if i == 0 else 0))


def _edge_falloff(t: float) -> float:
    """0 where the land is (t small), rising to 1 where it should have dropped into the sea."""
    return math.pow(min(1.0, max(0.0, (t - 0.35) / 0.35)), 1.5)


# ----------------------------------------------------------------------------- sea


def _sea(s: _Scene, bottom: float | None = None) -> None:
    p = s.pal
    top = round(s.horizon)
    height = round((bottom if bottom is not None else s.h) - top) + 2
    sea = _gradient(
        (s.w, max(1, height)), [(0.0, _mix(p.sea_far, p.horizon, 0.35)), (0.18, p.sea_far), (1.0, p.sea_near)]
    )
    s.img.paste(sea, (0, top))
    # Streaky water texture: noise stretched horizontally, used as a mask for a lighter tone.
    noise = _noise(s.rng, (max(2, s.w // 40), max(2, height // 3))).resize((s.w, height), Image.Resampling.BICUBIC)
    streaks = noise.point([max(0, v - 175) * 3 for v in range(256)])
    lighter = Image.new("RGB", (s.w, height), _mix(p.sea_far, p.horizon, 0.6))
    region = s.img.crop((0, top, s.w, top + height))
    region.paste(lighter, (0, 0), _scale_mask(streaks, 0.5))
    s.img.paste(region, (0, top))
    _glitter(s, top, top + height)


def _glitter(s: _Scene, top: int, bottom: int) -> None:
    """Sun reflection: short bright dashes in a column below the sun, widening toward the viewer."""
    rng, p = s.rng, s.pal
    sx = s.sun[0]
    strength = 1.0 if p.sun_height < 0.5 else 0.55
    d = ImageDraw.Draw(s.img)
    glint = _mix(p.sun, p.glow, 0.3)
    for _ in range(int(260 * strength)):
        t = rng.random() ** 1.6
        y = top + 2 + t * (bottom - top) * 0.9
        spread = s.w * (0.02 + 0.16 * t)
        x = sx + rng.gauss(0, spread)
        length = s.w * (0.004 + 0.03 * t) * rng.uniform(0.4, 1.2)
        col = _mix(s.sea_color(y), glint, rng.uniform(0.45, 0.95) * strength)
        d.line((x - length, y, x + length, y), fill=col, width=max(1, round(t * 3)))


def _swell(s: _Scene, bottom: float, lines: int, tilt: float = 0.0, foam_from: float = 0.75) -> None:
    """Swell lines with perspective: dark faces and lighter crests, foam on the nearest ones."""
    rng, p = s.rng, s.pal
    face = s.layer()
    crest = s.layer()
    foam = s.layer()
    for i in range(lines):
        t = ((i + 1) / (lines + 1)) ** 1.5
        y0 = s.horizon + (bottom - s.horizon) * t
        thick = 1.0 + 16 * t**1.4
        amp = 1.5 + 10 * t
        phase = rng.uniform(0, math.tau)
        freq = rng.uniform(2.0, 4.0)
        x_start = rng.uniform(-0.2, 0.25) * s.w
        x_end = rng.uniform(0.75, 1.2) * s.w
        top_pts: list[Point] = []
        n = 40
        for j in range(n + 1):
            x = x_start + (x_end - x_start) * j / n
            y = (
                y0
                + amp * math.sin(phase + freq * math.tau * x / s.w)
                + tilt * (x / s.w - 0.5) * (bottom - s.horizon) * t
            )
            top_pts.append((x, y))
        bottom_pts = [(x, y + thick * 1.6) for x, y in reversed(top_pts)]
        face.polygon([*top_pts, *bottom_pts], fill=round(110 + 90 * t))
        crest.line(top_pts, width=max(1.0, thick * 0.35), fill=round(150 + 80 * t))
        if t > foam_from:
            # Broken sections of whitewater along the nearest crests.
            for _ in range(rng.randint(2, 4)):
                a = rng.randint(0, n - 8)
                for fx, fy in top_pts[a : min(n, a + rng.randint(6, 18)) + 1]:
                    for _ in range(3):
                        r = thick * rng.uniform(0.3, 0.9)
                        foam.ellipse(
                            fx + rng.uniform(-thick, thick) * 2,
                            fy + rng.uniform(-0.2, 1.2) * thick,
                            r * 2.2,
                            r,
                            fill=rng.randint(150, 255),
                        )
    _paint(s.img, _mix(p.sea_near, p.shadow, 0.35), face.done(), 0.55)
    _paint(s.img, _mix(p.sea_far, (255, 255, 255), 0.45), crest.done(), 0.85)
    _paint(s.img, _mix((250, 252, 250), p.light, 0.4), foam.done(1.8), 0.9 if not p.night else 0.5)


def _shore(s: _Scene, shore_y: float, depth: float) -> list[Point]:
    """Sand from a wavy shoreline to the bottom; returns the shoreline."""
    rng, p = s.rng, s.pal
    phase = rng.uniform(0, math.tau)
    slope = rng.uniform(-0.08, 0.08) * s.h
    line: list[Point] = []
    for j in range(61):
        x = s.w * j / 60
        y = shore_y + slope * (x / s.w - 0.5) + s.h * 0.012 * math.sin(phase + x / s.w * 7)
        line.append((x, y))
    sand_img = _Gradient(
        s.h,
        [
            (0.0, p.sand),
            (max(0.01, shore_y / s.h), _mix(p.sand, p.sea_near, 0.35)),
            (1.0, _tint(p.sand, p.light)),
        ],
    )
    wet = s.layer()
    wet.polygon([*line, (s.w, s.h), (0, s.h)])
    _paint(s.img, sand_img, wet.done(0.8))
    dry = s.layer()
    dry.polygon([*[(x, y + depth) for x, y in line], (s.w, s.h), (0, s.h)])
    _paint(s.img, _tint(p.sand, p.light), dry.done(4))
    wash = s.layer()
    wash.line([(x, y - 1) for x, y in line], width=s.h * 0.006, fill=255)
    wash.line([(x, y + depth * 0.45 + 2 * math.sin(x / 37)) for x, y in line], width=s.h * 0.003, fill=180)
    _paint(s.img, (248, 250, 248), wash.done(1.2), 0.85)
    return line


# ----------------------------------------------------------------------------- figures and props


def _figure(layer: _Layer, x: float, y: float, h: float, pose: str, flip: bool = False) -> None:
    """A person silhouette, feet (or seat) at (x, y), `h` pixels tall when standing."""
    f = -1.0 if flip else 1.0

    def pt(px: float, py: float) -> Point:
        return (x + px * h * f, y + py * h)

    limbs: list[tuple[list[Point], float]]
    head: Point
    if pose == "ride":
        limbs = [
            ([pt(-0.2, 0), pt(-0.12, -0.25), pt(0.02, -0.45)], 0.08),
            ([pt(0.22, 0), pt(0.28, -0.27), pt(0.02, -0.45)], 0.08),
            ([pt(0.02, -0.45), pt(0.1, -0.76)], 0.14),
            ([pt(0.1, -0.72), pt(0.3, -0.7), pt(0.48, -0.62)], 0.05),
            ([pt(0.08, -0.72), pt(-0.14, -0.66), pt(-0.34, -0.56)], 0.05),
        ]
        head = pt(0.14, -0.88)
    elif pose == "walk":
        limbs = [
            ([pt(-0.1, 0), pt(-0.05, -0.26), pt(0, -0.5)], 0.08),
            ([pt(0.12, 0), pt(0.07, -0.26), pt(0, -0.5)], 0.08),
            ([pt(0, -0.5), pt(0, -0.8)], 0.14),
            ([pt(0, -0.76), pt(0.07, -0.6), pt(0.1, -0.5)], 0.05),
            ([pt(0, -0.76), pt(-0.08, -0.6), pt(-0.1, -0.46)], 0.05),
        ]
        head = pt(0.0, -0.91)
    elif pose == "sit":
        limbs = [
            ([pt(0, 0), pt(0.03, -0.42)], 0.15),
            ([pt(0.03, -0.38), pt(0.12, -0.2), pt(0.15, -0.03)], 0.05),
        ]
        head = pt(0.04, -0.53)
    elif pose == "tree":
        limbs = [
            ([pt(0, 0), pt(0, -0.5)], 0.08),
            ([pt(0, -0.5), pt(0.2, -0.34), pt(0.03, -0.28)], 0.08),
            ([pt(0, -0.5), pt(0, -0.8)], 0.14),
            ([pt(0, -0.78), pt(-0.1, -1.0), pt(0, -1.16)], 0.05),
            ([pt(0, -0.78), pt(0.1, -1.0), pt(0, -1.16)], 0.05),
        ]
        head = pt(0.0, -0.9)
    else:  # warrior
        limbs = [
            ([pt(-0.36, 0), pt(-0.02, -0.46)], 0.08),
            ([pt(0.36, 0), pt(0.32, -0.24), pt(-0.02, -0.46)], 0.08),
            ([pt(-0.02, -0.46), pt(0, -0.8)], 0.14),
            ([pt(0, -0.76), pt(-0.48, -0.76)], 0.05),
            ([pt(0, -0.76), pt(0.48, -0.76)], 0.05),
        ]
        head = pt(0.02, -0.9)
    for points, width in limbs:
        layer.line(points, width * h)
        for px, py in (points[0], points[-1]):
            layer.ellipse(px, py, width * h / 2, width * h / 2)
    layer.ellipse(head[0], head[1], 0.075 * h, 0.085 * h)


def _palm(layer: _Layer, rng: random.Random, x: float, y: float, height: float, lean: float) -> None:
    """A palm silhouette: tapered curved trunk and drooping fronds with leaflets."""
    top = (x + lean * height, y - height)
    ctrl = (x + lean * height * 0.2, y - height * 0.55)
    spine: list[Point] = []
    for i in range(21):
        t = i / 20
        bx = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t**2 * top[0]
        by = (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t**2 * top[1]
        spine.append((bx, by))
    left = [(px - height * (0.035 - 0.018 * i / 20), py) for i, (px, py) in enumerate(spine)]
    right = [(px + height * (0.035 - 0.018 * i / 20), py) for i, (px, py) in enumerate(spine)]
    layer.polygon([*left, *reversed(right)])
    fronds = rng.randint(7, 10)
    for k in range(fronds):
        angle = -math.pi / 2 + (k / (fronds - 1) - 0.5) * math.pi * 1.7 + rng.uniform(-0.15, 0.15)
        length = height * rng.uniform(0.32, 0.48)
        droop = rng.uniform(0.5, 1.1)
        pts: list[Point] = []
        for i in range(13):
            t = i / 12
            px = top[0] + math.cos(angle) * length * t
            py = top[1] + math.sin(angle) * length * t + droop * length * t * t * 0.6
            pts.append((px, py))
        layer.line(pts, max(1.5, height * 0.012))
        for i in range(2, 13):
            t = i / 12
            leaf = length * 0.2 * math.sin(math.pi * t) + 2
            px, py = pts[i]
            for side in (-1, 1):
                a = angle + side * 1.0 + 0.6
                layer.line(
                    [(px, py), (px + math.cos(a) * leaf * side, py + abs(math.sin(a)) * leaf)],
                    max(1.0, height * 0.006),
                )
    layer.ellipse(top[0], top[1] + height * 0.02, height * 0.03, height * 0.025)


def _camel(layer: _Layer, x: float, y: float, h: float) -> None:
    def pt(px: float, py: float) -> Point:
        return (x + px * h, y + py * h)

    body = [
        (-0.48, -0.56),
        (-0.36, -0.76),
        (-0.16, -0.98),
        (0.04, -0.86),
        (0.2, -0.74),
        (0.34, -0.72),
        (0.48, -0.98),
        (0.56, -1.04),
        (0.7, -1.0),
        (0.72, -0.94),
        (0.6, -0.92),
        (0.44, -0.64),
        (0.26, -0.48),
        (-0.32, -0.46),
    ]
    layer.polygon([pt(px, py) for px, py in body])
    for lx, knee in ((-0.36, -0.04), (-0.24, 0.04), (0.12, -0.03), (0.24, 0.05)):
        layer.line([pt(lx, -0.5), pt(lx + knee, -0.25), pt(lx, 0)], 0.05 * h)
    layer.line([pt(-0.47, -0.56), pt(-0.52, -0.35)], 0.025 * h)


@dataclass(frozen=True)
class _Land:
    """A land mass on one side of the frame: its skyline and its coastline."""

    side: str  # "left" or "right"
    ground: Callable[[float], float]  # y of the skyline at x
    coast: Callable[[float], float]  # x of the coastline at height y

    def holds(self, x: float, y: float) -> bool:
        return x <= self.coast(y) if self.side == "left" else x >= self.coast(y)


def _headland(s: _Scene, side: str, peak: float, tip: float, bottom: float, color: Color) -> _Land:
    """Land rising from one edge to `peak`, meeting the sea at `tip` (fraction of the width) on the
    horizon; its coastline comes toward the viewer and leaves the frame at `bottom`."""
    rng = s.rng
    bumps = [(rng.uniform(0, math.tau), rng.uniform(2, 6)) for _ in range(3)]
    low = s.horizon + s.h * 0.008

    def mirror(u: float) -> float:
        return u if side == "left" else s.w - u

    def ground(x: float) -> float:
        u = mirror(x) / s.w
        rise = math.pow(max(0.0, 1 - u / tip), 1.2)
        wobble = sum(math.sin(ph + f * u * math.tau) for ph, f in bumps) * s.h * 0.008 * rise
        return low - (low - peak) * rise + wobble

    def coast(y: float) -> float:
        t = min(1.0, max(0.0, (y - low) / (s.h - low)))
        u = tip + (bottom - tip) * t + 0.012 * math.sin(bumps[0][0] + t * 9)
        return mirror(u * s.w)

    skyline = [(mirror(tip * s.w * i / 60), ground(mirror(tip * s.w * i / 60))) for i in range(61)]
    coastline = [(coast(low + (s.h - low) * i / 30), low + (s.h - low) * i / 30) for i in range(31)]
    layer = s.layer()
    layer.polygon([*skyline, *coastline, (mirror(0), s.h)])
    mask = layer.done()
    shading = _Gradient(
        s.h,
        [
            (0.0, _mix(color, s.pal.light, 0.25)),
            (s.horizon / s.h, color),
            (1.0, _mix(color, s.pal.shadow, 0.35)),
        ],
    )
    _paint(s.img, shading, mask)
    # Rock and scrub texture: blotchy noise, only on the land.
    noise = _noise(rng, (max(2, s.w // 8), max(2, s.h // 8))).resize(s.img.size, Image.Resampling.BICUBIC)
    texture = mask.times(noise.point([max(0, v - 160) * 2 for v in range(256)]))
    _paint(s.img, _mix(color, s.pal.shadow, 0.45), texture, 0.45)
    wash = s.layer()
    wash.line(coastline, s.h * 0.008)
    _paint(s.img, _mix((250, 250, 248), s.pal.glow, 0.25), wash.done(2.5), 0.7 if not s.pal.night else 0.35)
    return _Land(side, ground, coast)


def _houses(s: _Scene, land: _Land, rows: int, scale: float) -> None:
    """Flat-roofed cubic houses stacked down a slope (Taghazout style); lit windows at night.

    Rows go from the skyline toward the viewer, each lower and larger than the one behind it."""
    rng, p = s.rng, s.pal
    d = ImageDraw.Draw(s.img)
    drop = 0.0
    for row in range(rows):
        depth = (row + 1) / rows  # 1 = front row
        unit = s.w * scale * (0.6 + 0.6 * depth)
        drop += unit * 0.7
        x = -unit * rng.uniform(0.3, 1.0)
        while x < s.w:
            bw = unit * rng.uniform(0.8, 1.6)
            bh = unit * rng.uniform(0.7, 1.2)
            base = land.ground(x + bw / 2) + drop - unit * 0.6
            if not (land.holds(x, base) and land.holds(x + bw, base)):
                x += bw
                continue
            wall = _jitter(rng.choice(_WALLS), rng, 8)
            haze = 0.3 * (1 - depth)
            if p.night:
                front = _mix(p.shadow, p.land, 0.25 + haze)
                side = _mix(p.shadow, p.land, 0.1 + haze)
            else:
                front = _mix(_tint(wall, p.light), p.horizon, haze)
                side = _mix(_mix(wall, p.shadow, 0.3), p.horizon, haze)
            top = base - bh
            d.rectangle((x, top, x + bw, base + unit * 0.5), fill=front)
            d.rectangle((x + bw, top + unit * 0.05, x + bw + unit * 0.18, base + unit * 0.5), fill=side)
            ledge = _mix(front, (255, 255, 255), 0.15)
            d.rectangle((x - unit * 0.03, top - unit * 0.06, x + bw + unit * 0.03, top), fill=ledge)
            for _ in range(rng.randint(1, 3)):
                wx = x + rng.uniform(0.1, 0.75) * bw
                wy = top + rng.uniform(0.2, 0.55) * bh
                ww, wh = unit * 0.12, unit * 0.17
                if p.night:
                    col = _jitter((255, 196, 110), rng, 10) if rng.random() < 0.7 else _mix(front, p.shadow, 0.4)
                else:
                    col = _mix(rng.choice(((40, 90, 140), (60, 50, 48), (34, 110, 120))), p.horizon, haze)
                d.rectangle((wx, wy, wx + ww, wy + wh), fill=col)
            if rng.random() < 0.3 and not p.night:  # a rooftop parasol
                px = x + bw * rng.uniform(0.2, 0.8)
                pole = _mix(p.shadow, p.horizon, haze)
                d.line((px, top, px, top - unit * 0.35), fill=pole, width=max(1, round(unit * 0.03)))
                d.polygon(
                    [
                        (px - unit * 0.25, top - unit * 0.3),
                        (px, top - unit * 0.42),
                        (px + unit * 0.25, top - unit * 0.3),
                    ],
                    fill=_mix(rng.choice(_FABRIC_COLORS), p.horizon, haze),
                )
            x += bw + unit * rng.uniform(0.02, 0.5)


def _scrub(s: _Scene, land: _Land, count: int) -> None:
    """Argan and scrub bushes dotted over the land below the houses."""
    rng, p = s.rng, s.pal
    bushes = s.layer()
    for _ in range(count):
        y = rng.uniform(s.horizon, s.h)
        x = rng.uniform(0, s.w)
        if not land.holds(x, y) or y < land.ground(x):
            continue
        r = s.h * (0.003 + 0.012 * (y - s.horizon) / (s.h - s.horizon)) * rng.uniform(0.5, 1.2)
        for _ in range(rng.randint(1, 3)):
            bushes.ellipse(x + rng.uniform(-r, r) * 1.5, y + rng.uniform(-r, r) * 0.4, r * 1.3, r * 0.8)
    _paint(s.img, _mix((52, 78, 40), p.shadow, 0.4), bushes.done(), 0.8)


# ----------------------------------------------------------------------------- scenes


def _scene_surf(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    if rng.random() < 0.7:
        _mountains(s, 2, s.h * 0.08, rng.choice(("left", "right")))
    _sea(s)
    _swell(s, s.h * 0.62, rng.randint(6, 9), tilt=rng.uniform(-0.2, 0.2), foam_from=2)
    # The breaking wave: a steep face with a bright translucent top and whitewater on one side.
    crest_y = s.h * rng.uniform(0.5, 0.56)
    base_y = s.h * 0.86
    peel_right = rng.random() < 0.5
    phase = rng.uniform(0, math.tau)
    top: list[Point] = []
    for j in range(61):
        x = s.w * (j / 60 * 1.2 - 0.1)
        hump = math.exp(-(((x / s.w) - (0.35 if peel_right else 0.65)) ** 2) / 0.12)
        top.append((x, crest_y + (1 - hump) * s.h * 0.07 + s.h * 0.008 * math.sin(phase + j / 4)))
    face_img = _Gradient(
        s.h,
        [
            (0.0, p.sea_near),
            (crest_y / s.h, _mix(p.sea_near, (150, 235, 220), 0.7)),
            ((crest_y + s.h * 0.07) / s.h, _mix(p.sea_near, (90, 200, 195), 0.45)),
            ((crest_y + base_y) / 2 / s.h, p.sea_near),
            (1.0, _mix(p.sea_near, p.shadow, 0.45)),
        ],
    )
    face = s.layer()
    face.polygon([*top, (s.w * 1.1, s.h), (-s.w * 0.1, s.h)])
    _paint(s.img, face_img, face.done(0.6))
    lines = s.layer()
    for k in range(18):
        y = crest_y + (base_y - crest_y) * (k / 18) ** 0.8 + s.h * 0.03
        x = rng.uniform(0, s.w)
        lines.line(
            [(x - s.w * 0.18, y), (x + s.w * 0.18, y + rng.uniform(-4, 4))],
            1.5 + k * 0.25,
            fill=rng.randint(60, 150),
        )
    _paint(s.img, _mix(p.sea_near, (255, 255, 255), 0.4), lines.done(1.5), 0.5)
    # Whitewater on the broken side: a soft mass, finer foam texture on it, shade underneath.
    wx0, wx1 = (0.0, 0.3) if peel_right else (0.7, 1.0)
    mass, shade, detail = s.layer(), s.layer(), s.layer()
    for _ in range(70):
        fx = s.w * rng.uniform(wx0 - 0.05, wx1 + 0.03)
        depth = rng.random() ** 1.3
        fy = crest_y + s.h * (-0.02 + 0.22 * depth)
        r = s.w * rng.uniform(0.02, 0.045) * (1.1 - depth * 0.5)
        mass.ellipse(fx, fy, r * 1.5, r, fill=rng.randint(190, 255))
        shade.ellipse(fx, fy + r * 0.8, r * 1.6, r * 0.8, fill=rng.randint(90, 190))
    for _ in range(420):
        fx = s.w * rng.uniform(wx0 - 0.05, wx1 + 0.05)
        fy = crest_y + s.h * (-0.035 + 0.26 * rng.random() ** 1.4)
        r = s.w * rng.uniform(0.002, 0.008)
        detail.ellipse(fx, fy, r * 1.8, r, fill=rng.randint(140, 255))
    lip = [(x, y) for x, y in top if (x / s.w >= wx1 - 0.02 if peel_right else x / s.w <= wx0 + 0.02)]
    if len(lip) > 1:
        mass.line(lip, s.h * 0.01, fill=230)
    foam_white = _mix((250, 252, 252), p.light, 0.3)
    _paint(s.img, _mix(p.sea_near, (200, 215, 220), 0.55), shade.done(8.0), 0.75)
    _paint(s.img, foam_white, mass.done(9.0))
    _paint(s.img, _mix(foam_white, p.sea_near, 0.25), detail.done(1.2), 0.6)
    trails = s.layer()
    for _ in range(26):
        tx = s.w * (rng.uniform(wx1, wx1 + 0.25) if peel_right else rng.uniform(wx0 - 0.25, wx0))
        ty = crest_y + s.h * rng.uniform(0.12, 0.32)
        trails.line([(tx - s.w * 0.06, ty), (tx + s.w * 0.06, ty + rng.uniform(-3, 3))], rng.uniform(1.5, 4))
    _paint(s.img, foam_white, trails.done(2.0), 0.45)
    spray = s.layer()
    for _ in range(180):
        fx = s.w * rng.uniform(wx0 - 0.05, wx1 + 0.08)
        fy = crest_y - s.h * rng.uniform(0, 0.08)
        r = rng.uniform(0.8, 2.5)
        spray.ellipse(fx, fy, r, r, fill=rng.randint(120, 255))
    _paint(s.img, (255, 255, 255), spray.done(0.6), 0.8)
    # The rider, carving across the open face toward the unbroken shoulder.
    rider = s.layer()
    rx = s.w * (0.42 if peel_right else 0.58) + s.w * rng.uniform(-0.05, 0.05)
    ry = crest_y + s.h * rng.uniform(0.1, 0.15)
    size = s.h * rng.uniform(0.11, 0.15)
    angle = rng.uniform(-0.25, 0.1) * (1 if peel_right else -1)
    rider.polygon(_board(rx, ry + size * 0.02, size * 1.05, size * 0.13, angle))
    _figure(rider, rx, ry, size, "ride", flip=not peel_right)
    _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.3), rider.done(0.3))
    wake = s.layer()
    wake.line([(rx - size * (0.6 if peel_right else -0.6), ry + size * 0.05), (rx, ry + size * 0.03)], size * 0.05)
    _paint(s.img, (255, 255, 255), wake.done(2), 0.8)


def _scene_lineup(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    if rng.random() < 0.6:
        _mountains(s, 2, s.h * 0.1, rng.choice(("left", "right")))
    _sea(s)
    _swell(s, s.h * 1.05, rng.randint(9, 13), tilt=rng.uniform(-0.3, 0.3), foam_from=2)
    surfers = s.layer()
    for _ in range(rng.randint(3, 5)):
        t = rng.uniform(0.15, 1.0)
        y = s.horizon + (s.h - s.horizon) * (0.1 + 0.75 * t)
        x = s.w * rng.uniform(0.08, 0.92)
        size = s.h * (0.04 + 0.16 * t)
        flip = rng.random() < 0.5
        surfers.polygon(_board(x, y + size * 0.03, size * 1.5, size * 0.12, rng.uniform(-0.05, 0.05)))
        _figure(surfers, x, y, size, "sit", flip=flip)
    _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.2), surfers.done(0.4))
    ripples = s.layer()
    for _ in range(60):
        y = s.horizon + (s.h - s.horizon) * rng.uniform(0.1, 1.0)
        x = rng.uniform(0, s.w)
        ripples.line([(x - 20, y), (x + 20, y)], 1.2, fill=rng.randint(80, 200))
    _paint(s.img, _mix(p.sea_far, p.glow, 0.6), ripples.done(1.0), 0.4)


def _scene_beach(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    side = rng.choice(("left", "right"))
    _mountains(s, 3, s.h * 0.12, side)
    shore_y = s.h * rng.uniform(0.6, 0.68)
    _sea(s)
    _swell(s, shore_y, rng.randint(7, 10), foam_from=0.45)
    _shore(s, shore_y, s.h * 0.05)
    props = s.layer()
    boards: list[tuple[list[Point], Color]] = []
    bx = s.w * rng.uniform(0.15, 0.3) if side == "right" else s.w * rng.uniform(0.55, 0.7)
    for _ in range(rng.randint(3, 5)):
        length = s.h * rng.uniform(0.2, 0.28)
        base = s.h * rng.uniform(0.86, 0.93)
        outline = _board(bx, base - length / 2, length, length * 0.26, math.pi / 2 + rng.uniform(-0.12, 0.12))
        boards.append((outline, _tint(rng.choice(_BOARD_COLORS), p.light)))
        props.polygon(outline)
        bx += s.w * rng.uniform(0.035, 0.06)
    shade = _soft(
        s.img.size,
        lambda d, k: d.ellipse(((bx - s.w * 0.25) * k, s.h * 0.9 * k, (bx + s.w * 0.02) * k, s.h * 0.95 * k), fill=200),
        12,
    )
    _paint(s.img, _mix(p.sand, p.shadow, 0.5), shade, 0.35)
    for outline, color in boards:
        layer = s.layer()
        layer.polygon(outline)
        _paint(s.img, color, layer.done(0.3))
        stripe = s.layer()
        stripe.line(outline[12:14] + outline[-14:-12], 2)
        _paint(s.img, _mix(color, p.shadow, 0.4), stripe.done(), 0.5)
    walkers = s.layer()
    for _ in range(rng.randint(1, 2)):
        x = s.w * rng.uniform(0.35, 0.65)
        y = shore_y + s.h * rng.uniform(0.04, 0.08)
        size = s.h * rng.uniform(0.09, 0.12)
        _figure(walkers, x, y, size, "walk")
        walkers.polygon(_board(x + size * 0.12, y - size * 0.52, size * 0.95, size * 0.14, rng.uniform(-0.45, -0.3)))
    _paint(s.img, _mix(p.shadow, p.sea_near, 0.2), walkers.done(0.3))
    palms = s.layer()
    px = s.w * (rng.uniform(0.82, 0.95) if side == "right" else rng.uniform(0.05, 0.18))
    _palm(palms, rng, px, s.h * 1.02, s.h * rng.uniform(0.7, 0.85), rng.uniform(-0.25, 0.25))
    if rng.random() < 0.6:
        _palm(
            palms,
            rng,
            px + s.w * rng.uniform(-0.08, 0.08),
            s.h * 1.02,
            s.h * rng.uniform(0.5, 0.65),
            rng.uniform(-0.3, 0.3),
        )
    _paint(s.img, _mix(p.shadow, (20, 50, 30), 0.4), palms.done(0.4))


def _scene_point(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    side = rng.choice(("left", "right"))
    _mountains(s, 3, s.h * 0.16, side)
    _sea(s)
    # Swell wrapping around a headland, then the headland itself with a few houses on it.
    _swell(s, s.h * 1.02, rng.randint(8, 11), tilt=0.9 if side == "left" else -0.9, foam_from=0.35)
    land_color = _mix(_mix(p.land, (150, 110, 80), 0.4), p.shadow, 0.2)
    land = _headland(s, side, s.horizon - s.h * 0.1, rng.uniform(0.45, 0.6), rng.uniform(0.12, 0.22), land_color)
    _houses(s, land, 2, 0.03)
    _scrub(s, land, 120)
    surfers = s.layer()
    for _ in range(rng.randint(3, 6)):
        x = s.w * (rng.uniform(0.55, 0.9) if side == "left" else rng.uniform(0.1, 0.45))
        y = s.horizon + (s.h - s.horizon) * rng.uniform(0.35, 0.8)
        size = s.h * rng.uniform(0.025, 0.05)
        surfers.polygon(_board(x, y, size * 1.5, size * 0.14, 0))
        _figure(surfers, x, y, size, "sit", flip=rng.random() < 0.5)
    _paint(s.img, p.shadow, surfers.done())


def _scene_village(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    side = rng.choice(("left", "right"))
    _mountains(s, 2, s.h * 0.1, side)
    _sea(s)
    _swell(s, s.h * 1.0, rng.randint(7, 9), foam_from=0.5)
    hill_color = _mix(p.land, _tint((176, 140, 100), p.light), 0.5) if not p.night else p.shadow
    land = _headland(
        s,
        side,
        s.horizon - s.h * rng.uniform(0.12, 0.22),
        rng.uniform(0.6, 0.75),
        rng.uniform(0.7, 0.85),
        hill_color,
    )
    _houses(s, land, 6, 0.04)
    _scrub(s, land, 40)
    palms = s.layer()
    for _ in range(rng.randint(2, 4)):
        py = s.h * rng.uniform(0.85, 1.05)
        px = land.coast(py) + s.w * rng.uniform(-0.35, -0.03) * (1 if side == "left" else -1)
        _palm(palms, rng, px, py, s.h * rng.uniform(0.3, 0.5), rng.uniform(-0.25, 0.25))
    _paint(s.img, _mix(p.shadow, (24, 60, 36), 0.5) if not p.night else p.shadow, palms.done())


def _scene_terrace(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    _mountains(s, 2, s.h * 0.08, rng.choice(("left", "right")))
    _sea(s)
    _swell(s, s.h * 1.0, rng.randint(7, 10), foam_from=0.55)
    wall_top = s.h * rng.uniform(0.76, 0.82)
    roofs_y = wall_top - s.h * rng.uniform(0.08, 0.14)
    rooftops = _Land("left", lambda x: roofs_y + s.h * 0.02 * math.sin(x / s.w * 5), lambda y: s.w * 2)
    _houses(s, rooftops, 2, 0.04)
    wall = _tint(_jitter((236, 222, 200), rng, 10), p.light) if not p.night else _mix(p.shadow, p.land, 0.3)
    d = ImageDraw.Draw(s.img)
    d.rectangle((0, wall_top, s.w, s.h), fill=wall)
    d.rectangle((0, wall_top - s.h * 0.012, s.w, wall_top + s.h * 0.01), fill=_mix(wall, (255, 255, 255), 0.25))
    _paint(
        s.img,
        _mix(wall, p.shadow, 0.3),
        _soft(
            s.img.size,
            lambda dr, k: dr.rectangle((0, (wall_top + s.h * 0.01) * k, s.w * k, s.h * k), fill=120),
            30,
        ),
    )
    # Parasols and a table on the terrace, surfboards leaning against the parapet.
    props = s.layer()
    fabric = s.layer()
    for _ in range(rng.randint(1, 2)):
        px = s.w * rng.uniform(0.15, 0.85)
        r = s.w * rng.uniform(0.12, 0.17)
        ty = wall_top - s.h * rng.uniform(0.3, 0.38)
        props.line([(px, ty), (px, s.h)], s.w * 0.006)
        canopy = [(px - r, ty + r * 0.28)]
        for i in range(9):
            a = math.pi * i / 8
            canopy.append((px - r * math.cos(a), ty - r * 0.25 * math.sin(a)))
        canopy += [(px + r, ty + r * 0.28)]
        for i in range(6, -1, -1):
            canopy.append((px - r + 2 * r * i / 6, ty + r * 0.28 + (r * 0.05 if i % 2 else 0)))
        fabric.polygon(canopy)
        props.line([(px - r * 0.25, s.h * 0.93), (px + r * 0.25, s.h * 0.93)], s.h * 0.012)
    _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.2), props.done(0.3))
    _paint(
        s.img,
        _tint(rng.choice(_FABRIC_COLORS), p.light) if not p.night else _mix(p.shadow, (120, 50, 40), 0.4),
        fabric.done(0.4),
    )
    bx = s.w * rng.choice((0.05, 0.78))
    for _ in range(rng.randint(2, 3)):
        board = s.layer()
        length = s.h * rng.uniform(0.32, 0.4)
        board.polygon(_board(bx, s.h - length * 0.42, length, length * 0.25, math.pi / 2 + 0.12))
        color = _tint(rng.choice(_BOARD_COLORS), p.light) if not p.night else _mix(p.shadow, p.land, 0.4)
        _paint(s.img, color, board.done(0.4))
        bx += s.w * 0.045
    plant = s.layer()
    pot_x = s.w * rng.uniform(0.3, 0.7)
    plant.polygon([(pot_x - 30, s.h), (pot_x - 24, s.h - 60), (pot_x + 24, s.h - 60), (pot_x + 30, s.h)])
    _paint(s.img, _mix((170, 90, 60), p.shadow, 0.3), plant.done())
    leaves = s.layer()
    for _ in range(14):
        a = rng.uniform(-math.pi * 0.9, -math.pi * 0.1)
        ln = rng.uniform(40, 90)
        leaves.line([(pot_x, s.h - 60), (pot_x + math.cos(a) * ln, s.h - 60 + math.sin(a) * ln)], 6)
    _paint(s.img, _mix((40, 100, 50), p.shadow, 0.35), leaves.done(0.4))


def _scene_yoga(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    if rng.random() < 0.5:
        _mountains(s, 2, s.h * 0.08, rng.choice(("left", "right")))
    _sea(s)
    _swell(s, s.h * 1.0, rng.randint(7, 10), foam_from=0.6)
    deck_top = s.h * rng.uniform(0.7, 0.76)
    vx = s.w * rng.uniform(0.35, 0.65)  # vanishing point of the planks
    wood = _tint((170, 112, 70), p.light) if not p.night else _mix((110, 66, 44), p.shadow, 0.4)
    deck_img = _Gradient(
        s.h,
        [(0.0, wood), (deck_top / s.h, _mix(wood, p.glow, 0.25)), (1.0, _mix(wood, p.shadow, 0.45))],
    )
    deck = s.layer()
    deck.polygon([(0, deck_top), (s.w, deck_top), (s.w, s.h), (0, s.h)])
    _paint(s.img, deck_img, deck.done())
    seams = s.layer()
    for i in range(-12, 13):
        x_bottom = vx + i * s.w * 0.11
        x_top = vx + i * s.w * 0.035
        seams.line([(x_top, deck_top), (x_bottom, s.h)], 1.6)
    _paint(s.img, _mix(wood, p.shadow, 0.6), seams.done(), 0.7)
    rail = s.layer()
    rail.line([(0, deck_top - s.h * 0.05), (s.w, deck_top - s.h * 0.05)], s.h * 0.006)
    for i in range(9):
        x = s.w * (i + 0.5) / 9
        rail.line([(x, deck_top - s.h * 0.055), (x, deck_top + 2)], s.h * 0.008)
    _paint(s.img, _mix(p.shadow, wood, 0.3), rail.done(0.3))
    people = s.layer()
    mats = s.layer()
    count = rng.randint(1, 3)
    poses = ("tree", "warrior")
    for k in range(count):
        x = s.w * (0.5 + (k - (count - 1) / 2) * rng.uniform(0.22, 0.28))
        y = deck_top + s.h * rng.uniform(0.1, 0.16)
        size = s.h * rng.uniform(0.24, 0.3)
        mats.polygon(
            [
                (x - size * 0.5, y - 4),
                (x + size * 0.5, y - 4),
                (x + size * 0.56, y + 10),
                (x - size * 0.56, y + 10),
            ]
        )
        _figure(people, x, y, size, poses[(k + rng.randint(0, 1)) % 2], flip=rng.random() < 0.5)
    _paint(s.img, _tint(rng.choice(((60, 140, 150), (150, 80, 120), (210, 130, 70))), p.light), mats.done(0.4))
    _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.2), people.done(0.4))
    fronds = s.layer()
    corner = rng.choice((0.04, 0.96))
    _palm(fronds, rng, s.w * corner, s.h * 1.02, s.h * rng.uniform(0.8, 0.95), 0.12 if corner < 0.5 else -0.12)
    _paint(s.img, _mix(p.shadow, (20, 50, 30), 0.3), fronds.done(0.5))


def _scene_desert(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    sand = _mix((236, 168, 96), p.light, 0.3)
    ImageDraw.Draw(s.img).rectangle((0, s.horizon, s.w, s.h), fill=_mix(sand, p.horizon, 0.6))
    for i in range(5):
        depth = (i + 1) / 5
        base = s.horizon + (s.h - s.horizon) * (depth**1.6) * 0.85
        phase = rng.uniform(0, math.tau)
        freq = rng.uniform(1.0, 2.2)
        amp = s.h * (0.02 + 0.06 * depth)
        ridge = [
            (s.w * j / 80, base - amp * (0.5 + 0.5 * math.sin(phase + freq * math.tau * j / 80)) ** 1.8)
            for j in range(81)
        ]
        lit = _mix(_tint(sand, p.light), p.horizon, 0.55 * (1 - depth))
        dark = _mix(_mix(sand, p.shadow, 0.45), p.horizon, 0.5 * (1 - depth))
        fill = s.layer()
        fill.polygon([*ridge, (s.w, s.h), (0, s.h)])
        _paint(s.img, _Gradient(s.h, [(0.0, lit), (1.0, _mix(lit, dark, 0.5))]), fill.done(0.6))
        # The shadow side of each crest: a band below the ridge shifted sideways.
        shade = s.layer()
        offset = s.w * 0.03 * (1 if s.sun[0] < s.w / 2 else -1)
        shade.polygon([*ridge, *[(x + offset, y + amp * 0.9) for x, y in reversed(ridge)]])
        _paint(s.img, dark, shade.done(2.5), 0.75)
        if i == 2:
            caravan = s.layer()
            cx = s.w * rng.uniform(0.2, 0.55)
            size = s.h * 0.06
            for k in range(rng.randint(3, 5)):
                x = cx + k * size * 1.3
                y = min(yy for xx, yy in ridge if abs(xx - x) < s.w / 40) + size * 0.05
                _camel(caravan, x, y, size)
                if k == 0:
                    _figure(caravan, x - size * 0.9, y, size * 0.95, "walk", flip=True)
            _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.2), caravan.done(0.3))
    tents = s.layer()
    tx = s.w * rng.uniform(0.6, 0.85)
    ty = s.h * 0.86
    for k in range(rng.randint(2, 3)):
        x = tx + k * s.w * 0.09
        tents.polygon([(x - s.w * 0.05, ty), (x, ty - s.h * 0.07), (x + s.w * 0.05, ty)])
    _paint(s.img, _mix((90, 50, 40), p.shadow, 0.4), tents.done(0.4))


def _scene_sunset(s: _Scene) -> None:
    rng, p = s.rng, s.pal
    shore_y = s.h * rng.uniform(0.72, 0.78)
    _sea(s)
    _swell(s, shore_y, rng.randint(8, 11), foam_from=0.6)
    beach = s.layer()
    beach.polygon([(0, shore_y), (s.w, shore_y + s.h * rng.uniform(-0.04, 0.04)), (s.w, s.h), (0, s.h)])
    _paint(s.img, _mix(p.sand, p.shadow, 0.55), beach.done(0.6))
    shine = s.layer()
    shine.line([(0, shore_y), (s.w, shore_y)], s.h * 0.004)
    _paint(s.img, p.glow, shine.done(1.5), 0.6)
    silhouettes = s.layer()
    for x0 in (rng.uniform(0.02, 0.12), rng.uniform(0.85, 0.98)):
        _palm(silhouettes, rng, s.w * x0, s.h * 1.02, s.h * rng.uniform(0.7, 0.9), rng.uniform(-0.2, 0.2))
    walker_x = s.w * rng.uniform(0.3, 0.7)
    size = s.h * 0.14
    _figure(silhouettes, walker_x, shore_y + s.h * 0.09, size, "walk", flip=rng.random() < 0.5)
    board_y = shore_y + s.h * 0.09 - size * 0.52
    silhouettes.polygon(_board(walker_x + size * 0.12, board_y, size * 1.0, size * 0.14, rng.uniform(-0.45, -0.3)))
    _paint(s.img, _mix(p.shadow, (0, 0, 0), 0.4), silhouettes.done(0.5))


_SCENES: dict[str, Callable[[_Scene], None]] = {
    "surf": _scene_surf,
    "lineup": _scene_lineup,
    "beach": _scene_beach,
    "point": _scene_point,
    "village": _scene_village,
    "terrace": _scene_terrace,
    "yoga": _scene_yoga,
    "desert": _scene_desert,
    "sunset": _scene_sunset,
}

_HORIZON: dict[str, tuple[float, float]] = {
    "surf": (0.34, 0.4),
    "lineup": (0.42, 0.52),
    "beach": (0.4, 0.46),
    "point": (0.38, 0.45),
    "village": (0.4, 0.48),
    "terrace": (0.44, 0.52),
    "yoga": (0.46, 0.54),
    "desert": (0.5, 0.58),
    "sunset": (0.5, 0.58),
}


# ----------------------------------------------------------------------------- finishing


@lru_cache(maxsize=16)
def _tone(size: tuple[int, int], glow: Color) -> Image.Image:
    """A multiplier for the whole picture: a faint warm cast of the glow colour, darker corners."""
    radial = Image.radial_gradient("L").resize(size, Image.Resampling.BILINEAR)
    darkening = radial.point([max(0, min(255, round((v - 110) * 1.1 * 0.42))) for v in range(256)])
    cast = _mix((255, 255, 255), glow, 0.12)
    return Image.composite(Image.new("RGB", size, (24, 20, 30)), Image.new("RGB", size, cast), darkening)


def _finish(img: Image.Image, rng: random.Random, pal: _Palette) -> Image.Image:
    w, h = img.size
    img = ImageChops.multiply(img, _tone(img.size, pal.glow))
    # Film grain, neutral on average.
    grain = _noise(rng, (w, h)).point([v // 16 for v in range(256)])
    return ImageChops.add(img, Image.merge("RGB", (grain, grain, grain)), 1.0, -8)


def render_scene(kind: str, seed: int, size: tuple[int, int] = (1600, 1067)) -> bytes:
    """Paint one scene of `kind` (see KINDS) for `seed` and return high-quality JPEG bytes."""
    if kind not in _SCENES:
        raise ValueError(f"unknown scene kind {kind!r}; expected one of {', '.join(KINDS)}")
    w, h = size
    rng = random.Random(zlib.crc32(f"{kind}:{seed}".encode()))
    time_of_day = rng.choice(_TIMES_BY_KIND[kind])
    pal = _PALETTES[time_of_day]
    # Small per-seed colour variation so two scenes at the same time of day still differ.
    pal = replace(
        pal,
        sky_top=_jitter(pal.sky_top, rng, 10),
        sky_mid=_jitter(pal.sky_mid, rng, 12),
        sea_far=_jitter(pal.sea_far, rng, 10),
        sea_near=_jitter(pal.sea_near, rng, 10),
    )
    lo, hi = _HORIZON[kind]
    horizon = h * rng.uniform(lo, hi)
    sun_y = horizon - pal.sun_height * horizon * 0.9 if pal.sun_height <= 1 else -h * 0.1
    sun = (w * rng.uniform(0.2, 0.8), sun_y)
    scene = _Scene(Image.new("RGB", size), rng, pal, horizon, sun)
    _sky(scene)
    _clouds(scene, rng.randint(1, 5))
    _SCENES[kind](scene)
    out = io.BytesIO()
    _finish(scene.img, rng, pal).save(out, "JPEG", quality=92, subsampling=0)
    return out.getvalue()
