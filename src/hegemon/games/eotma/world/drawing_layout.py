"""Where the map drawing puts each area: a static layout derived from the pack's points.

The pack gives every area one point (``x``, ``y``) and no shape. The drawing needs room
for each land area's label and marks, so the points are scaled and then spread apart,
deterministically, until no two label blocks overlap (a few areas of the pack lie closer
than a label is wide). Shapes follow from the borders:

- water points are scattered over the page wherever they lie far from every land area's
  point and from the line joining any two neighbours (water that land encloses is left
  out: the game knows no lakes);
- along a border too long for two shapes to meet, more points of the two areas are set;
- every point owns the part of the page nearer to it than to any other (a Voronoi cell),
  and each land area is the union of its points' cells;
- where two areas that are no neighbours still touch, water is added along their edge,
  and the cells are made again.

So two areas touch on the drawing exactly when they share a border in the game (a test
checks it for the shipped map). Nothing here reads a state: the map never moves between
turns.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from hegemon.games.eotma.world.geography import Geography

Point = tuple[float, float]

SCALE = 1.5
"""Page units per unit of the pack's coordinates."""
MARGIN = 60.0
COAST_REACH = 48.0
"""The least distance from a land area's point to its coast."""
NECK_REACH = 22.0
"""The least distance from the line joining two neighbours to the coast."""
WATER_SPACING = 26.0
"""The spacing of the grid of water points."""
PARTING_ROUNDS = 6
"""How often water is added between areas that touch without being neighbours."""
NAME_SIZE = 11
"""The font size of a land area's name."""
SEA_NAME_SIZE = 12
BLOCK_HEIGHT = 40.0
"""A land area's label block: the name, then a row of markers, then a row of tokens."""
BLOCK_MIN_WIDTH = 70.0
GAP = 6.0
SPREAD_ROUNDS = 400


def text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of the width of a line of text in DejaVu Sans (no font metrics here)."""
    return (0.68 if bold else 0.6) * size * len(text)


@dataclass(frozen=True, slots=True)
class DrawingLayout:
    """Page positions of every area and the outline of every land area."""

    land: Mapping[str, Point]
    seas: Mapping[str, Point]
    cells: Mapping[str, tuple[Point, ...]]
    """Each land area's outline."""
    blocks: Mapping[str, tuple[float, float]]
    """The width and height reserved for each area's label, centred on its point."""
    width: float
    height: float


def _block(name: str, sea: bool) -> tuple[float, float]:
    if sea:
        return text_width(name, SEA_NAME_SIZE) + 4, SEA_NAME_SIZE + 6.0
    # The name has a court star beside it (room is kept for one on every area).
    return max(BLOCK_MIN_WIDTH, text_width(name, NAME_SIZE, bold=True) + 16), BLOCK_HEIGHT


def _spread(
    names: list[str], start: dict[str, Point], blocks: Mapping[str, tuple[float, float]]
) -> dict[str, Point]:
    """Push overlapping label blocks apart along the axis that needs the shorter move,
    pulling every point a little back toward where the pack puts it; the last rounds
    only push, so the result has no overlap wherever the rounds suffice."""
    position = dict(start)
    for round_number in range(SPREAD_ROUNDS):
        moved = False
        for index, first in enumerate(names):
            for second in names[index + 1 :]:
                (x1, y1), (x2, y2) = position[first], position[second]
                (w1, h1), (w2, h2) = blocks[first], blocks[second]
                across = (w1 + w2) / 2 + GAP - abs(x2 - x1)
                down = (h1 + h2) / 2 + GAP - abs(y2 - y1)
                if across <= 0 or down <= 0:
                    continue
                moved = True
                if across < down:
                    step = across / 2 * (1 if x2 >= x1 else -1)
                    position[first] = (x1 - step, y1)
                    position[second] = (x2 + step, y2)
                else:
                    step = down / 2 * (1 if y2 >= y1 else -1)
                    position[first] = (x1, y1 - step)
                    position[second] = (x2, y2 + step)
        if round_number < SPREAD_ROUNDS // 2:
            for name in names:
                (x, y), (x0, y0) = position[name], start[name]
                position[name] = (x + (x0 - x) * 0.05, y + (y0 - y) * 0.05)
        elif not moved:
            break
    return position


def clip(polygon: list[Point], inside: Point, outside: Point) -> list[Point]:
    """The part of a convex polygon nearer to ``inside`` than to ``outside``."""
    mx, my = (inside[0] + outside[0]) / 2, (inside[1] + outside[1]) / 2
    nx, ny = outside[0] - inside[0], outside[1] - inside[1]

    def side(point: Point) -> float:
        return (point[0] - mx) * nx + (point[1] - my) * ny

    kept: list[Point] = []
    for index, current in enumerate(polygon):
        following = polygon[(index + 1) % len(polygon)]
        here, there = side(current), side(following)
        if here <= 0:
            kept.append(current)
        if (here < 0 < there) or (there < 0 < here):
            share = here / (here - there)
            kept.append(
                (
                    current[0] + share * (following[0] - current[0]),
                    current[1] + share * (following[1] - current[1]),
                )
            )
    return kept


def _to_segment(point: Point, start: Point, end: Point) -> float:
    """The distance from a point to a segment."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = dx * dx + dy * dy
    share = 0.0
    if length:
        share = ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length
        share = min(1.0, max(0.0, share))
    return math.dist(point, (start[0] + share * dx, start[1] + share * dy))


def _water(
    width: float, height: float, land: list[Point], borders: list[tuple[Point, Point]]
) -> list[Point]:
    """Water points on a staggered grid over the page and beyond its edges, far enough
    from every land point and every land border, and joined to the open sea beyond the
    page (water that land encloses would be a lake the game does not know: it is land)."""
    row_height = WATER_SPACING * math.sqrt(3) / 2
    rows = int((height + 4 * COAST_REACH) / row_height) + 1
    columns = int((width + 4 * COAST_REACH) / WATER_SPACING) + 1
    grid: dict[tuple[int, int], Point] = {}
    for row in range(rows):
        y = -2 * COAST_REACH + row * row_height
        shift = WATER_SPACING / 2 if row % 2 else 0.0
        for column in range(columns):
            point = (-2 * COAST_REACH + shift + column * WATER_SPACING, y)
            if all(math.dist(point, site) >= 2 * COAST_REACH for site in land) and all(
                _to_segment(point, start, end) >= 2 * NECK_REACH for start, end in borders
            ):
                grid[row, column] = point
    open_sea = [
        (row, column) for row, column in grid if row in (0, rows - 1) or column in (0, columns - 1)
    ]
    reached = set(open_sea)
    while open_sea:
        row, column = open_sea.pop()
        for step in ((0, -1), (0, 1), (-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)):
            place = (row + step[0], column + step[1])
            if (
                place in grid
                and place not in reached
                and math.dist(grid[place], grid[row, column]) < WATER_SPACING * 1.01
            ):
                reached.add(place)
                open_sea.append(place)
    return [point for place, point in grid.items() if place in reached]


def _cell(site: Point, others: list[Point], page: list[Point]) -> list[Point]:
    """The Voronoi cell of a site among others, within the page: the others are taken
    nearest first, and no farther one can cut the cell once it is out of reach."""
    cell = page
    for other in sorted(others, key=lambda point: math.dist(site, point)):
        reach = max(math.dist(site, corner) for corner in cell)
        if math.dist(site, other) > 2 * reach:
            break
        if other != site:
            cell = clip(cell, site, other)
    return cell


def _shared_edge(cell: list[Point], site: Point, other: Point) -> tuple[Point, Point] | None:
    """The edge of ``cell`` (the cell of ``site``) that borders the cell of ``other``."""
    mx, my = (site[0] + other[0]) / 2, (site[1] + other[1]) / 2
    nx, ny = other[0] - site[0], other[1] - site[1]
    scale = math.hypot(nx, ny)
    for index, start in enumerate(cell):
        end = cell[(index + 1) % len(cell)]
        on_start = abs((start[0] - mx) * nx + (start[1] - my) * ny) / scale
        on_end = abs((end[0] - mx) * nx + (end[1] - my) * ny) / scale
        if on_start < 0.01 and on_end < 0.01 and math.dist(start, end) > 0.5:
            return start, end
    return None


def _along(start: Point, end: Point) -> list[Point]:
    """Water points along an edge, a few units apart, its ends included."""
    count = max(1, int(math.dist(start, end) / 8))
    return [
        (
            start[0] + (end[0] - start[0]) * index / count,
            start[1] + (end[1] - start[1]) * index / count,
        )
        for index in range(count + 1)
    ]


def _sites(geography: Geography, placed: Mapping[str, Point]) -> list[tuple[str, Point]]:
    """Each land area's point, and along each border too long for two cells to meet,
    more points of the two areas (each the nearer half), so that their shapes reach
    each other."""
    sites = [(name, placed[name]) for name in geography.land]
    for name, info in geography.land.items():
        for other in info.neighbours:
            if geography.order[other] < geography.order[name]:
                continue
            start, end = placed[name], placed[other]
            count = int(math.dist(start, end) / WATER_SPACING)
            if math.dist(start, end) <= 2 * COAST_REACH or count < 2:
                continue
            for index in range(1, count):
                share = index / count
                if share == 0.5:
                    continue
                point = (
                    start[0] + (end[0] - start[0]) * share,
                    start[1] + (end[1] - start[1]) * share,
                )
                sites.append((name if share < 0.5 else other, point))
    return sites


def _merge(cells: list[list[Point]]) -> list[Point] | None:
    """The outline of convex cells of one area that meet edge to edge: the edges the
    cells do not share, chained (corners closer than 0.05 are one corner); None when
    the cells do not make one piece with one outline."""
    corners: list[Point] = []

    def corner(point: Point) -> int:
        for index, known in enumerate(corners):
            if math.dist(point, known) < 0.05:
                return index
        corners.append(point)
        return len(corners) - 1

    edges: set[tuple[int, int]] = set()
    for cell in cells:
        ring = [corner(point) for point in cell]
        ring = [index for position, index in enumerate(ring) if index != ring[position - 1]]
        for position, start in enumerate(ring):
            end = ring[(position + 1) % len(ring)]
            if (end, start) in edges:
                edges.remove((end, start))
            else:
                edges.add((start, end))
    following = dict(edges)
    if len(following) != len(edges):
        return None
    first = min(following)
    outline = [first]
    while (step := following.get(outline[-1])) != first:
        if step is None or len(outline) == len(edges):
            return None
        outline.append(step)
    if len(outline) != len(edges):
        return None
    return [corners[index] for index in outline]


@cache
def drawing_layout(geography: Geography) -> DrawingLayout:
    """The layout of a map (computed once per geography)."""
    names = list(geography.land) + list(geography.seas)
    points = {name: (info.x * SCALE, info.y * SCALE) for name, info in geography.land.items()}
    points |= {name: (info.x * SCALE, info.y * SCALE) for name, info in geography.seas.items()}
    blocks = {name: _block(name, geography.is_sea(name)) for name in names}
    spread = _spread(names, points, blocks)
    room = {
        name: max(blocks[name][0] / 2, COAST_REACH if geography.is_land(name) else 0.0)
        for name in names
    }
    left = min(spread[name][0] - room[name] for name in names)
    top = min(spread[name][1] - room[name] for name in names)
    placed = {name: (x - left + MARGIN, y - top + MARGIN) for name, (x, y) in spread.items()}
    width = max(placed[name][0] + room[name] for name in names) + MARGIN
    height = max(placed[name][1] + room[name] for name in names) + MARGIN
    page = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
    land = [placed[name] for name in geography.land]
    borders = [
        (placed[name], placed[other])
        for name, info in geography.land.items()
        for other in info.neighbours
        if geography.order[name] < geography.order[other]
    ]
    water = _water(width, height, land, borders)
    water += [placed[name] for name in geography.seas]
    sites = _sites(geography, placed)
    every = [site for _, site in sites]
    pieces: list[tuple[str, list[Point]]] = []
    for _ in range(PARTING_ROUNDS):
        pieces = [(name, _cell(site, every + water, page)) for name, site in sites]
        parting: list[Point] = []
        for index, (name, site) in enumerate(sites):
            extent = max(math.dist(site, corner) for corner in pieces[index][1])
            for other, across in sites[index + 1 :]:
                if other == name or other in geography.land[name].neighbours:
                    continue
                if math.dist(site, across) > 2 * extent:
                    continue
                edge = _shared_edge(pieces[index][1], site, across)
                if edge is not None:
                    parting += _along(*edge)
        if not parting:
            break
        water += parting
    cells: dict[str, tuple[Point, ...]] = {}
    for name in geography.land:
        own = [cell for owner, cell in pieces if owner == name]
        cells[name] = tuple(_merge(own) or own[0])
    return DrawingLayout(
        land={name: placed[name] for name in geography.land},
        seas={name: placed[name] for name in geography.seas},
        cells=cells,
        blocks=blocks,
        width=width,
        height=height,
    )
