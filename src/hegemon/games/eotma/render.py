"""Draw the map of an eotma state as SVG (``hegemon map render eotma``, ``m`` in play).

Land areas are drawn as regions (:mod:`.world.drawing_layout`) filled with their holder's
colour: an empire's own colour, a magnate's colour striped, pale parchment for an
independent area; a held area also carries its holder's tag in letters (FRA for france),
so that no colour alone tells who holds it. Each area shows its name (a star beside a
court), its population as dots, its social state, its fortification (a tower with its
strength), unrest (a red triangle), the ties and claims on it (a disc marked T and a
pennant in each seat's colour) and the C results others hold against it, each on the
border it was scored across. Sea areas are named on the water, dotted lines run from each
to its coasts and dashed ones to the next sea. A panel beside the map lists the holders
with their tags, courts and points and explains every mark; the title says the scenario,
the year and the round.
The drawing reads only what every seat may see.

Every area, land or sea, is one shape carrying ``data-place`` (the name the actions'
arguments use) and a ``<title>`` saying in words what the map shows of it, for the web
page's clicks and hovers (docs/web.md); the names and marks drawn over the shapes let
the pointer through.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from xml.sax.saxutils import escape, quoteattr

from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.scoring import victory_points
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.summary import area_line
from hegemon.games.eotma.world.drawing_layout import (
    COAST_REACH,
    NAME_SIZE,
    SEA_NAME_SIZE,
    DrawingLayout,
    Point,
    drawing_layout,
    text_width,
)
from hegemon.games.eotma.world.layout import areas, empire, magnates, round_record, seats

SEA = "#bcd7e8"
SEA_INK = "#2b5672"
COAST = "#6f8fa3"
BORDER = "#5a4a32"
INDEPENDENT = "#f3ecd9"
EMPIRE_COLOURS = (
    "#6f9fd8",
    "#e3706f",
    "#f0a646",
    "#79c274",
    "#b58ad1",
    "#5ec4c1",
    "#e889b6",
    "#c9a55a",
)
"""Each empire's colour, by its place in the scenario (then any other seat)."""
MAGNATE_COLOURS = ("#a99478", "#8ea596", "#a08aa0", "#9a9a7a")
"""A magnate's colour, striped, by its place in the scenario."""
TITLE_HEIGHT = 44.0
PANEL_WIDTH = 330.0
FONT = "DejaVu Sans, Verdana, sans-serif"
TAG_SIZE = 11.0
"""The font size of a holder's tag."""


def _number(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def _points(points: Iterable[Point]) -> str:
    return " ".join(f"{_number(x)},{_number(y)}" for x, y in points)


def _text(x: float, y: float, text: str, size: float, anchor: str = "middle", **style: str) -> str:
    """A line of text; ``halo`` draws a pale outline behind the letters first (a copy of
    the text, as not every renderer knows ``paint-order``)."""
    halo = style.pop("halo", "")

    def element(attributes: dict[str, str]) -> str:
        extra = "".join(f' {key.replace("_", "-")}="{value}"' for key, value in attributes.items())
        return (
            f'<text x="{_number(x)}" y="{_number(y)}" font-size="{_number(size)}"'
            f' font-family="{FONT}" text-anchor="{anchor}"{extra}>{escape(text)}</text>'
        )

    if not halo:
        return element(style)
    outline = style | {"fill": halo, "stroke": halo, "stroke_width": "3", "class": "halo"}
    return element(outline) + element(style)


def holder_tags(keys: Iterable[str]) -> dict[str, str]:
    """Each holder's tag: the first three letters of its key in capitals or, where an
    earlier key took them, its first two and the first later letter (else digit) that
    makes a tag no other has."""
    tags: dict[str, str] = {}
    for key in keys:
        letters = [letter.upper() for letter in key if letter.isalpha()]
        thirds = itertools.chain(letters[2:], map(str, itertools.count(2)))
        tried = ("".join(letters[:2]) + third for third in thirds)
        tags[key] = next(tag for tag in tried if tag not in tags.values())
    return tags


def _tag(x: float, y: float, tag: str) -> str:
    """A holder's tag in a white pill, centred on (x, y)."""
    width = text_width(tag, TAG_SIZE, bold=True) + 6
    return _mark(
        "holder",
        f'<rect x="{_number(x - width / 2)}" y="{_number(y - 7)}" width="{_number(width)}"'
        f' height="14" rx="3" fill="#ffffff" stroke="#1e1e1e" stroke-width="0.8"/>',
        _text(x, y + 3.5, tag, TAG_SIZE, fill="#1a1a1a", font_weight="bold"),
    )


def _mark(kind: str, *parts: str) -> str:
    """One mark as a group named by its class (court, population, social-state,
    fortification, unrest, tie, claim, conquest): what the tests and a stylesheet find."""
    return f'<g class="{kind}">{"".join(parts)}</g>'


def _star(x: float, y: float, radius: float) -> str:
    corners = []
    for index in range(10):
        reach = radius if index % 2 == 0 else radius * 0.45
        angle = math.pi * index / 5 - math.pi / 2
        corners.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    return _mark(
        "court",
        f'<polygon points="{_points(corners)}" fill="#f5c518" stroke="#5a4300"'
        ' stroke-width="0.8"/>',
    )


def _population(x: float, y: float, population: int) -> str:
    return _mark(
        "population",
        *(
            f'<circle cx="{_number(x + 2 + 5 * index)}" cy="{_number(y)}" r="2" fill="#222222"/>'
            for index in range(population)
        ),
    )


def _social_state(x: float, y: float, value: int) -> str:
    """The social state in a pill 18 wide; (x, y) is its left end, mid-height."""
    fill = "#d9efd3" if value > 0 else "#f7d4d2" if value < 0 else "#ffffff"
    label = f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"
    return _mark(
        "social-state",
        f'<rect x="{_number(x)}" y="{_number(y - 6)}" width="18" height="12" rx="6"'
        f' fill="{fill}" stroke="#555555" stroke-width="0.7"/>',
        _text(x + 9, y + 3.5, label, 8.5, font_weight="bold"),
    )


def _tower(x: float, y: float, strength: int) -> str:
    """A fortification of the given strength; (x, y) is its top left corner."""
    outline = [(0, 14), (0, 0), (3, 0), (3, 3), (5.5, 3), (5.5, 0), (8.5, 0), (8.5, 3)]
    outline += [(11, 3), (11, 0), (14, 0), (14, 14)]
    shape = _points((x + dx, y + dy) for dx, dy in outline)
    return _mark(
        "fortification",
        f'<polygon points="{shape}" fill="#4a4a4a" stroke="#1e1e1e" stroke-width="0.6"/>',
        _text(x + 7, y + 12.5, str(strength), 9.5, fill="#ffffff", font_weight="bold"),
    )


def _unrest(x: float, y: float) -> str:
    """The unrest mark; (x, y) is the left end of its base line."""
    shape = _points([(x, y), (x + 13, y), (x + 6.5, y - 12)])
    return _mark(
        "unrest",
        f'<polygon points="{shape}" fill="#d62728" stroke="#7a0f10" stroke-width="0.6"/>',
        _text(x + 6.5, y - 1.5, "!", 9, fill="#ffffff", font_weight="bold"),
    )


def _tie(x: float, y: float, colour: str) -> str:
    return _mark(
        "tie",
        f'<circle cx="{_number(x + 5.5)}" cy="{_number(y)}" r="5.5" fill="{colour}"'
        ' stroke="#1e1e1e" stroke-width="0.8"/>',
        _text(x + 5.5, y + 2.8, "T", 7.5, font_weight="bold"),
    )


def _claim(x: float, y: float, colour: str) -> str:
    flag = _points([(x + 2, y - 6), (x + 11, y - 3), (x + 2, y)])
    return _mark(
        "claim",
        f'<line x1="{_number(x + 2)}" y1="{_number(y - 6)}" x2="{_number(x + 2)}"'
        f' y2="{_number(y + 6)}" stroke="#1e1e1e" stroke-width="1.2"/>',
        f'<polygon points="{flag}" fill="{colour}" stroke="#1e1e1e" stroke-width="0.8"/>',
    )


def _conquest_marker(x: float, y: float, colour: str, count: int) -> str:
    """C results scored against an area, centred on (x, y)."""
    return _mark(
        "conquest",
        f'<rect x="{_number(x - 10)}" y="{_number(y - 7)}" width="20" height="13" rx="2"'
        f' fill="{colour}" stroke="#1e1e1e" stroke-width="0.9"/>',
        _text(x, y + 3, f"C{count}", 8, font_weight="bold"),
    )


def _sea_line(x1: float, y1: float, x2: float, y2: float, coast: bool) -> str:
    """A coast (dotted) or a border between two sea areas (dashed)."""
    style = (
        'stroke-width="1.2" stroke-dasharray="1.5 3.5"'
        if coast
        else ('stroke-width="1.6" stroke-dasharray="8 5"')
    )
    return (
        f'<line x1="{_number(x1)}" y1="{_number(y1)}" x2="{_number(x2)}" y2="{_number(y2)}"'
        f' stroke="{COAST}" {style}/>'
    )


def _leave(start: Point, end: Point, clear: tuple[float, float]) -> Point:
    """Where the segment from ``start`` to ``end`` leaves the ellipse of half-axes
    ``clear`` around ``start`` (the end itself when it lies inside)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    scale = math.hypot(dx / clear[0], dy / clear[1])
    if scale <= 1:
        return end
    return start[0] + dx / scale, start[1] + dy / scale


class Drawing:
    def __init__(self, content: Content, state: State) -> None:
        self.content = content
        self.geography = content.geography
        self.state = state
        self.layout: DrawingLayout = drawing_layout(self.geography)
        self.parts: list[str] = []
        scenario = content.scenarios[state["meta"]["scenario"]]
        self.scenario = scenario
        ranked = list(scenario.empires) + [s for s in seats(state) if s not in scenario.empires]
        self.seat_colours = {
            seat: EMPIRE_COLOURS[index % len(EMPIRE_COLOURS)] for index, seat in enumerate(ranked)
        }
        known = list(scenario.magnates)
        known += [key for key in sorted(magnates(state)) if key not in scenario.magnates]
        self.magnate_order = known
        self.tags = holder_tags(ranked + known)
        """Each seat's and magnate's tag, shown on the areas it holds and in the legend."""

    # -- colours ---------------------------------------------------------------------------
    def seat_colour(self, seat: str) -> str:
        return self.seat_colours.get(seat, "#999999")

    def magnate_colour(self, key: str) -> str:
        index = self.magnate_order.index(key) if key in self.magnate_order else 0
        return MAGNATE_COLOURS[index % len(MAGNATE_COLOURS)]

    def holder_fill(self, record: Area) -> str:
        """The fill of an area: its empire's colour, its magnate's stripes, or parchment."""
        if record["owner"] is not None:
            return self.seat_colour(record["owner"])
        if record["magnate"] is not None:
            return f"url(#magnate-{self.magnate_order.index(record['magnate'])})"
        return INDEPENDENT

    def empire_name(self, seat: str) -> str:
        return f"{empire(self.state, seat)['title']} ({seat})"

    def magnate_name(self, key: str) -> str:
        return f"{magnates(self.state)[key]['title']} (magnate)"

    def holder_tag(self, record: Area) -> str | None:
        """The tag of the area's holder; None for an independent area."""
        holder = record["owner"] or record["magnate"]
        return None if holder is None else self.tags[holder]

    def holder_name(self, record: Area) -> str:
        if record["owner"] is not None:
            return self.empire_name(record["owner"])
        if record["magnate"] is not None:
            return self.magnate_name(record["magnate"])
        return "independent"

    # -- the page --------------------------------------------------------------------------
    def down(self, point: Point) -> Point:
        """A point of the layout moved below the title."""
        return point[0], point[1] + TITLE_HEIGHT

    def land_point(self, name: str) -> Point:
        return self.down(self.layout.land[name])

    def sea_point(self, name: str) -> Point:
        return self.down(self.layout.seas[name])

    def definitions(self) -> None:
        self.parts.append("<defs>")
        for index, key in enumerate(self.magnate_order):
            colour = self.magnate_colour(key)
            self.parts.append(
                f'<pattern id="magnate-{index}" patternUnits="userSpaceOnUse" width="8"'
                ' height="8" patternTransform="rotate(45)">'
                f'<rect width="8" height="8" fill="{colour}"/>'
                '<rect width="3" height="8" fill="#ffffff" opacity="0.35"/></pattern>'
            )
        self.parts.append("</defs>")

    def background(self) -> None:
        width = self.layout.width + PANEL_WIDTH
        height = self.layout.height + TITLE_HEIGHT
        self.parts.append(
            f'<rect width="{_number(width)}" height="{_number(height)}" fill="{SEA}"/>'
        )

    def sea_lines(self) -> None:
        """Coasts (dotted) and sea borders (dashed), drawn before the land covers their
        ends; each starts clear of the sea's name."""
        order = self.geography.order
        for name, sea in self.geography.seas.items():
            start = self.sea_point(name)
            clear = (text_width(name, SEA_NAME_SIZE) / 2 + 6, SEA_NAME_SIZE)
            for other in sea.neighbours:
                if order[name] < order[other]:
                    end = self.sea_point(other)
                    other_clear = (text_width(other, SEA_NAME_SIZE) / 2 + 6, SEA_NAME_SIZE)
                    (x1, y1), (x2, y2) = _leave(start, end, clear), _leave(end, start, other_clear)
                    self.parts.append(_sea_line(x1, y1, x2, y2, coast=False))
            for coast in sea.coasts:
                x1, y1 = _leave(start, self.land_point(coast), clear)
                x2, y2 = self.land_point(coast)
                self.parts.append(_sea_line(x1, y1, x2, y2, coast=True))

    def land(self) -> None:
        """Every land area in its holder's colour; a first, wider outline under them all
        shows only where a cell meets the water: the coast."""
        cells = {
            name: _points(self.down(point) for point in self.layout.cells[name])
            for name in self.geography.land
        }
        self.add(
            f'<polygon points="{cell}" fill="{BORDER}" stroke="{BORDER}" stroke-width="4"'
            ' stroke-linejoin="round"/>'
            for cell in cells.values()
        )
        records = areas(self.state)
        courts = self.courts()
        for name, cell in cells.items():
            record = records[name]
            holder = self.holder_name(record)
            tooltip = f"{area_line(self.state, self.content, name, record)} — "
            tooltip += holder if holder == "independent" else f"held by {holder}"
            if name in courts:
                tooltip += f"; the court of {', '.join(courts[name])}"
            self.parts.append(
                f'<polygon class="area" data-area={quoteattr(name)} data-place={quoteattr(name)}'
                f' points="{cell}" fill="{self.holder_fill(record)}" stroke="{BORDER}"'
                f' stroke-width="1.2" stroke-linejoin="round"><title>{escape(tooltip)}</title>'
                "</polygon>"
            )

    def add(self, parts: Iterable[str]) -> None:
        self.parts.extend(parts)

    def seas(self) -> None:
        """Each sea area as an oval of the water's colour around its name: the shape the
        pointer finds, titled with its coasts and the seas next to it."""
        for name, sea in self.geography.seas.items():
            x, y = self.sea_point(name)
            tooltip = f"{name} (sea area): coasts {', '.join(sea.coasts) or 'none'}"
            tooltip += f"; next to {', '.join(sea.neighbours) or 'no other sea'}"
            self.parts.append(
                f'<ellipse class="sea" data-place={quoteattr(name)} cx="{_number(x)}"'
                f' cy="{_number(y)}" rx="{_number(text_width(name, SEA_NAME_SIZE) / 2 + 6)}"'
                f' ry="{_number(SEA_NAME_SIZE)}" fill="{SEA}"><title>{escape(tooltip)}</title>'
                "</ellipse>"
            )

    def sea_names(self) -> None:
        self.parts.append('<g pointer-events="none">')
        for name in self.geography.seas:
            x, y = self.sea_point(name)
            self.parts.append(
                _text(
                    x,
                    y + 4,
                    name,
                    SEA_NAME_SIZE,
                    fill=SEA_INK,
                    font_style="italic",
                    halo=SEA,
                )
            )
        self.parts.append("</g>")

    def courts(self) -> dict[str, list[str]]:
        """Each court area → the holders whose court it is."""
        found: dict[str, list[str]] = {}
        for seat in seats(self.state):
            court = empire(self.state, seat)["court"]
            if court is not None:
                found.setdefault(court, []).append(self.empire_name(seat))
        for key, record in magnates(self.state).items():
            if record["court"] is not None:
                found.setdefault(record["court"], []).append(self.magnate_name(key))
        return found

    def area_labels(self) -> None:
        """Each land area's name and marks, in a group naming the area."""
        records = areas(self.state)
        courts = self.courts()
        for name, info in self.geography.land.items():
            record = records[name]
            x, y = self.land_point(name)
            self.parts.append(
                f'<g class="marks" data-area={quoteattr(name)} pointer-events="none">'
            )
            if name in courts:
                self.parts.append(
                    _star(x - text_width(name, NAME_SIZE, bold=True) / 2 - 7, y - 8, 6)
                )
            self.parts.append(
                _text(x, y - 4, name, NAME_SIZE, fill="#1a1a1a", font_weight="bold", halo="#ffffff")
            )
            self.markers(x, y + 9, info.population, record)
            self.tokens(x, y + 22, record)
            self.conquest_markers(name, record)
            self.parts.append("</g>")

    def markers(self, x: float, y: float, population: int, record: Area) -> None:
        """Population, social state, fortification and unrest in one row centred on x."""
        items: list[tuple[float, str]] = [(5.0 * population, "population"), (18.0, "social")]
        if record["fortification"]:
            items.append((14.0, "fortification"))
        if record["unrest"]:
            items.append((13.0, "unrest"))
        left = x - (sum(width for width, _ in items) + 4 * (len(items) - 1)) / 2
        for width, item in items:
            if item == "population":
                self.parts.append(_population(left, y, population))
            elif item == "social":
                self.parts.append(_social_state(left, y, record["social_state"]))
            elif item == "fortification":
                self.parts.append(_tower(left, y - 7, record["fortification"]))
            else:
                self.parts.append(_unrest(left, y + 6))
            left += width + 4

    def tokens(self, x: float, y: float, record: Area) -> None:
        """The holder's tag, then ties, then claims, in seat colours."""
        marks = [("tie", seat) for seat in record["ties"]]
        marks += [("claim", seat) for seat in record["claims"]]
        tag = self.holder_tag(record)
        tag_width = 0.0 if tag is None else text_width(tag, TAG_SIZE, bold=True) + 10
        left = x - (tag_width + 13 * len(marks) - 2) / 2
        if tag is not None:
            self.parts.append(_tag(left + tag_width / 2 - 2, y, tag))
            left += tag_width
        for kind, seat in marks:
            colour = self.seat_colour(seat)
            self.parts.append(_tie(left, y, colour) if kind == "tie" else _claim(left, y, colour))
            left += 13

    def conquest_markers(self, name: str, record: Area) -> None:
        x, y = self.land_point(name)
        for base in self.geography.sort(list(record["partial_conquest"])):
            marker = record["partial_conquest"][base]
            bx, by = self.land_point(base)
            length = math.dist((x, y), (bx, by)) or 1.0
            reach = COAST_REACH - 8
            self.parts.append(
                _conquest_marker(
                    x + (bx - x) / length * reach,
                    y + (by - y) / length * reach,
                    self.seat_colour(marker["seat"]),
                    marker["count"],
                )
            )

    def title(self) -> None:
        record = round_record(self.state)
        text = (
            f"Empires of the Middle Ages — {self.scenario.title} — AD {record['year']},"
            f" round {record['number']} of {self.scenario.rounds}"
        )
        if self.state.get("outcome") is not None:
            text += " (game over)"
        self.parts.append(
            f'<rect width="{_number(self.layout.width + PANEL_WIDTH)}"'
            f' height="{_number(TITLE_HEIGHT)}" fill="#f7f3e8"/>'
        )
        self.parts.append(_text(16, 29, text, 18, anchor="start", font_weight="bold"))

    def legend(self) -> None:
        left = self.layout.width
        top = TITLE_HEIGHT
        self.parts.append(
            f'<rect x="{_number(left)}" y="{_number(top)}" width="{_number(PANEL_WIDTH)}"'
            f' height="{_number(self.layout.height)}" fill="#f7f3e8" stroke="#c8bfa8"/>'
        )
        x, y = left + 16, top + 28
        self.parts.append(_text(x, y, "Holders", 14, anchor="start", font_weight="bold"))
        y += 22
        for seat in seats(self.state):
            ruler = empire(self.state, seat)
            self.parts.append(self.swatch(x, y, self.seat_colour(seat)))
            self.parts.append(_tag(x + 39, y, self.tags[seat]))
            self.parts.append(_text(x + 58, y + 4, self.empire_name(seat), 11, anchor="start"))
            court = ruler["court"] or "none (fallen)"
            points = victory_points(self.state, self.content, seat)
            self.parts.append(
                _text(
                    x + 58,
                    y + 18,
                    f"court {court} · {points} points · {ruler['gold']} gold",
                    10,
                    anchor="start",
                    fill="#444444",
                )
            )
            y += 36
        records = magnates(self.state)
        for index, key in enumerate(self.magnate_order):
            if key not in records:
                continue
            self.parts.append(self.swatch(x, y, f"url(#magnate-{index})"))
            self.parts.append(_tag(x + 39, y, self.tags[key]))
            self.parts.append(_text(x + 58, y + 4, self.magnate_name(key), 11, anchor="start"))
            y += 24
        self.parts.append(self.swatch(x, y, INDEPENDENT))
        self.parts.append(_text(x + 58, y + 4, "independent", 11, anchor="start"))
        y += 38
        self.parts.append(_text(x, y, "Marks", 14, anchor="start", font_weight="bold"))
        y += 22
        sample = self.seat_colour(seats(self.state)[0]) if seats(self.state) else "#999999"
        keys: list[tuple[Callable[[float], str], str]] = [
            (lambda y: _star(x + 9, y, 6), "court of an empire or a magnate"),
            (lambda y: _population(x, y, 3), "population (one dot each)"),
            (lambda y: _social_state(x, y, 1), "social state (−3 to +3)"),
            (lambda y: _tower(x + 2, y - 7, 2), "fortification, with its strength"),
            (lambda y: _unrest(x + 2, y + 6), "unrest"),
            (lambda y: _tie(x + 3, y, sample), "a seat's diplomatic tie"),
            (lambda y: _claim(x + 3, y, sample), "a seat's claim"),
            (lambda y: _conquest_marker(x + 10, y, sample, 1), "C results, by the border"),
            (lambda y: _sea_line(x, y, x + 22, y, coast=True), "a sea area and its coast"),
            (lambda y: _sea_line(x, y, x + 22, y, coast=False), "neighbouring sea areas"),
        ]
        for mark, meaning in keys:
            self.parts.append(mark(y))
            self.parts.append(_text(x + 30, y + 4, meaning, 11, anchor="start"))
            y += 22
        self.parts.append(
            _text(x, y + 6, "Areas that touch on the map share a border.", 10, anchor="start")
        )

    def swatch(self, x: float, y: float, fill: str) -> str:
        return (
            f'<rect x="{_number(x)}" y="{_number(y - 8)}" width="18" height="16"'
            f' fill="{fill}" stroke="{BORDER}" stroke-width="1"/>'
        )

    def svg(self) -> str:
        self.definitions()
        self.background()
        self.seas()
        self.parts.append('<g pointer-events="none">')
        self.sea_lines()
        self.parts.append("</g>")
        self.land()
        self.sea_names()
        self.area_labels()
        self.title()
        self.legend()
        width = self.layout.width + PANEL_WIDTH
        height = self.layout.height + TITLE_HEIGHT
        body = "\n".join(self.parts)
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{_number(width)}"'
            f' height="{_number(height)}" viewBox="0 0 {_number(width)} {_number(height)}">\n'
            f"{body}\n</svg>\n"
        )


def render_svg(content: Content, state: State) -> str:
    """The SVG text of the map with the state's holders and markers."""
    return Drawing(content, state).svg()
