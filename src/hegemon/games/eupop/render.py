"""Draw the map and the tokens of a state as SVG (``hegemon map render eupop``).

Areas are drawn as land blobs around their provinces with their names; land borders
join area centres (dashed where a mountain border runs); sea zones are labelled ovals
joined to their coasts; trade nodes are gold diamonds. Provinces show their owner's
colour (a square for a player realm's town, a circle for a printed flag), their tax
value, a ring for a port (a square ring for an island port), a star for a capital, a
red outline in the occupier's colour when occupied; beside each owned province its owner's
tag in letters (CAS for Castile), which the legend lists with each owner's colour and
name. Armies and fleets are labelled badges; merchants are listed under their node;
influence is shown under area names.
Areas still in the HRE (the state's, not the printed map's) are hatched, their counted
electors marked ⚜, the Emperor's capital area ♛ and a crusade's area ✚; each area carries
a badge naming its religion slot's religion in letters (Revolutionary and
Counter-Reformation tokens marked too). By each capital: its royal marriages and alliances
in the partner's colour, its overlord, its Excommunicated token. No colour carries meaning
alone. The legend explains every mark and names the Emperor, the HRE's religion and the
Curia's cardinals. Below the legend, one line per war names its sides (each realm with its
colour) and the pairs that made a separate peace.
The same drawing serves the web page (docs/web.md): each area, province, sea zone and
trade node is one place there (:mod:`.render_places`), a group carrying ``data-place`` and
a ``<title>``; borders, names, tokens and badges drawn over them let the pointer through.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise
from xml.sax.saxutils import escape, quoteattr

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.render_places import RELIGIONS, REVOLUTIONARY, PlaceWords, realm_tags
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.empire import maximum_imperial_authority
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import REBELS, unit_count, world

SEA = "#b9d6e8"
LAND = "#efe6cf"
HRE_LAND = "#e3e8c4"
DISTANT_LAND = "#e8dcc0"
BORDER = "#8a7a5a"
HRE_HATCH = "#7d5ba6"
"""The colour of the hatching over the areas still in the HRE."""
LEGEND_HEIGHT = 142
"""The legend's height without its rows of owners' tags."""
OWNER_COLUMN = 150
"""The width of one owner (swatch, tag and name) in the legend's rows of owners."""
LEGEND_LINE = 18
WAR_LINE_HEIGHT = 18
UNIT_LETTERS = {
    "infantry": "I",
    "cavalry": "C",
    "artillery": "A",
    "mercenary_infantry": "mI",
    "mercenary_cavalry": "mC",
    "mercenary_artillery": "mA",
    "allied_infantry": "aI",
    "allied_cavalry": "aC",
    "light_ship": "L",
    "heavy_ship": "H",
    "damaged_heavy_ship": "dH",
    "galley": "G",
}


def _text(x: float, y: float, text: str, size: int = 10, **attributes: str) -> str:
    """A line of text; the pointer passes through it to the shape below."""
    attributes.setdefault("text_anchor", "middle")
    attributes.setdefault("pointer_events", "none")
    extra = "".join(f' {key.replace("_", "-")}="{value}"' for key, value in attributes.items())
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" font-family="DejaVu Sans, sans-serif"'
        f"{extra}>{escape(text)}</text>"
    )


class Drawing:
    def __init__(self, content: Content, state: State) -> None:
        self.geography: Geography = content.geography
        self.content = content
        self.raw = state
        self.state = world(state)
        self.parts: list[str] = []
        self.places = PlaceWords(content, state)
        self.tags = realm_tags(content)
        self.deferred: dict[str, list[str]] = {}
        """Shapes of a place whose name a place of a later layer holds, waiting for it."""

    def color(self, realm: str | None) -> str:
        if realm is None:
            return "#ffffff"
        if realm == REBELS:
            return "#222222"
        return self.content.realms.realms[realm].color

    def add(self, parts: Iterable[str]) -> None:
        self.parts.extend(parts)

    def place(self, name: str, kind: str, shapes: list[str]) -> None:
        """The shapes of the place ``name`` of ``kind``. The kind holding the name draws
        them as a group with ``data-place`` and the title of every place of that name,
        with the shapes that waited for it; a place of a name an area holds is drawn over
        that area letting the pointer through; another waits for the later kind holding
        its name (a trade node for its province, :mod:`.render_places`)."""
        holder = self.places.kinds(name)[0]
        if holder == kind:
            self.parts.append(
                f'<g class="{kind.replace(" ", "-")}" data-place={quoteattr(name)}>'
                f"<title>{escape(self.places.title(name))}</title>"
            )
            self.add(shapes + self.deferred.pop(name, []))
            self.parts.append("</g>")
        elif holder == "area":
            self.parts.append('<g pointer-events="none">')
            self.add(shapes)
            self.parts.append("</g>")
        else:
            self.deferred.setdefault(name, []).extend(shapes)

    @property
    def owners(self) -> list[str]:
        """The realms owning a province, in the order of their tags."""
        provinces = self.state["map"]["provinces"].values()
        found = {record["owner"] for record in provinces if record["owner"] is not None}
        return sorted(found, key=self.tags.__getitem__)

    @property
    def owners_per_row(self) -> int:
        return (self.geography.width - 40) // OWNER_COLUMN

    @property
    def legend_height(self) -> int:
        """The legend's height, with as many rows of owners as they fill."""
        rows = -(-len(self.owners) // self.owners_per_row)
        return LEGEND_HEIGHT + LEGEND_LINE * rows

    @property
    def height(self) -> int:
        """The drawing's height: the map, the legend and one line per war."""
        wars = len(self.state["wars"])
        return self.geography.height + self.legend_height + WAR_LINE_HEIGHT * wars

    def background(self) -> None:
        geography = self.geography
        self.parts.append(f'<rect width="{geography.width}" height="{self.height}" fill="{SEA}"/>')
        distant = [info.x for info in geography.areas.values() if info.distant]
        distant += [zone.x for zone in geography.sea_zones.values() if zone.distant]
        if distant:
            right = max(distant) + 60
            self.add(
                [
                    f'<rect x="4" y="4" width="{right}" height="{geography.height - 8}" rx="12"'
                    ' fill="none" stroke="#6b8aa0" stroke-dasharray="6 4"/>',
                    _text(
                        right / 2, 24, "Distant continents", 13, font_weight="bold", fill="#35556b"
                    ),
                ]
            )

    def defs(self) -> None:
        """The hatching that marks the areas still in the HRE."""
        self.parts.append(
            '<defs><pattern id="hre-hatch" width="8" height="8" patternUnits="userSpaceOnUse"'
            ' patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8"'
            f' stroke="{HRE_HATCH}" stroke-width="1.5" opacity="0.45"/></pattern></defs>'
        )

    def areas(self) -> None:
        geography = self.geography
        areas = self.state["map"]["areas"]
        for name, info in sorted(geography.areas.items()):
            hre = areas[name]["hre"]
            fill = DISTANT_LAND if info.distant else HRE_LAND if hre else LAND
            points = [(geography.provinces[p].x, geography.provinces[p].y) for p in info.provinces]
            paints = [fill, "url(#hre-hatch)"] if hre else [fill]
            shapes = []
            for paint in paints:
                mark = f' class="hre-area" data-area={quoteattr(name)}' if paint != fill else ""
                for (x1, y1), (x2, y2) in pairwise(points):
                    shapes.append(
                        f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{paint}"'
                        f' stroke-width="40" stroke-linecap="round"{mark}/>'
                    )
                shapes += [
                    f'<circle cx="{x}" cy="{y}" r="21" fill="{paint}"{mark}/>' for x, y in points
                ]
            self.place(name, "area", shapes)

    def borders(self) -> None:
        geography = self.geography
        for name, info in sorted(geography.areas.items()):
            for other in info.land_neighbours:
                if other < name:
                    continue
                target = geography.areas[other]
                dash = ' stroke-dasharray="5 3"' if other in info.mountain_neighbours else ""
                colour = "#7a4a2a" if dash else BORDER
                self.parts.append(
                    f'<line x1="{info.x}" y1="{info.y}" x2="{target.x}" y2="{target.y}"'
                    f' stroke="{colour}" stroke-width="1.5" opacity="0.55"{dash}/>'
                )
        for name, zone in sorted(geography.sea_zones.items()):
            for other in zone.neighbours:
                if other > name:
                    across = geography.sea_zones[other]
                    self.parts.append(
                        f'<line x1="{zone.x}" y1="{zone.y}" x2="{across.x}" y2="{across.y}"'
                        ' stroke="#5f8fb0" stroke-width="1.5" stroke-dasharray="2 4"/>'
                    )
            for port in zone.ports:
                facing = geography.provinces[port]
                self.parts.append(
                    f'<line x1="{zone.x}" y1="{zone.y}" x2="{facing.x}" y2="{facing.y}"'
                    ' stroke="#5f8fb0" stroke-width="0.8" opacity="0.6"/>'
                )

    def sea_zones(self) -> None:
        for name, zone in sorted(self.geography.sea_zones.items()):
            stroke = "#c0392b" if zone.pacific else "#35556b"
            line = ' stroke-width="1"'
            if zone.pacific:
                line = ' stroke-width="1.5" stroke-dasharray="4 2"'
            shapes = [
                f'<ellipse cx="{zone.x}" cy="{zone.y}" rx="46" ry="13" fill="#dcebf5"'
                f' stroke="{stroke}"{line}/>',
                _text(zone.x, zone.y + 3, name, 8, fill="#1d3f57", font_style="italic"),
            ]
            if zone.trade_protection:
                shapes.append(
                    _text(zone.x, zone.y + 22, "◇" * zone.trade_protection, 8, fill="#35556b")
                )
            self.place(name, "sea zone", shapes)

    def trade_nodes(self) -> None:
        nodes = self.state["map"]["trade_nodes"]
        for name, node in sorted(self.geography.trade_nodes.items()):
            x, y = node.x, node.y
            shapes = [
                f'<polygon points="{x},{y - 9} {x + 9},{y} {x},{y + 9} {x - 9},{y}"'
                ' fill="#e6b422" stroke="#7a5c00"/>',
                _text(x, y - 12, name, 9, font_weight="bold", fill="#5c4400"),
            ]
            merchants = nodes[name]["merchants"]
            shapes += [
                f'<circle cx="{x + 14 + 9 * index}" cy="{y}" r="4" fill="{self.color(realm)}"'
                ' stroke="#000" stroke-width="0.6"/>'
                for index, realm in enumerate(sorted(merchants))
            ]
            self.place(name, "trade node", shapes)

    def provinces(self) -> None:
        provinces = self.state["map"]["provinces"]
        realms = self.state["realms"]
        for name, info in sorted(self.geography.provinces.items()):
            record = provinces[name]
            x, y = info.x, info.y
            owner = record["owner"]
            fill = self.color(owner)
            size = 8 if info.town == "large" else 6
            kind = realms[owner]["kind"] if owner is not None else None
            if record["town"] is not None and kind == "player":
                shape = (
                    f'<rect x="{x - size}" y="{y - size}" width="{2 * size}" height="{2 * size}"'
                    f' fill="{fill}" stroke="#000" stroke-width="1"/>'
                )
            else:
                dash = ' stroke-dasharray="2 2"' if owner is None else ""
                shape = (
                    f'<circle cx="{x}" cy="{y}" r="{size}" fill="{fill}" stroke="#000"'
                    f' stroke-width="0.8"{dash}/>'
                )
            shapes = [shape]
            if record["occupier"] is not None:
                shapes.append(
                    f'<circle cx="{x}" cy="{y}" r="{size + 3}" fill="none"'
                    f' stroke="{self.color(record["occupier"])}" stroke-width="2.5"/>'
                )
            if info.port is not None:
                ring = "#1f5f8b" if info.port != "inactive" else "#9aa9b5"
                if info.port == "island":
                    shapes.append(
                        f'<rect x="{x - size - 3}" y="{y - size - 3}" width="{2 * size + 6}"'
                        f' height="{2 * size + 6}" fill="none" stroke="{ring}" stroke-width="1.5"/>'
                    )
                else:
                    shapes.append(
                        f'<circle cx="{x}" cy="{y}" r="{size + 2}" fill="none" stroke="{ring}"'
                        ' stroke-width="1.5"/>'
                    )
            if owner is not None:
                tag = {"class": "owner", "data_province": name}
                shapes.append(self.owner_tag(owner, x + size + 5, y + 3, **tag))
            label = str(info.tax_value) + ("★" if info.capital else "")
            if record["plus_one"]:
                label += "+1"
            shapes += [
                _text(x, y + 3, label, 8, font_weight="bold"),
                _text(x, y + size + 10, name, 7, fill="#333"),
            ]
            self.place(name, "province", shapes)

    def owner_tag(self, owner: str, x: float, y: float, **attributes: str) -> str:
        """The owner's tag, left-aligned at (x, y)."""
        return _text(
            x,
            y,
            self.tags[owner],
            8,
            font_weight="bold",
            fill="#1a1a1a",
            text_anchor="start",
            **attributes,
        )

    def religion_badge(self, name: str, x: float, y: float) -> None:
        """The area's religion, in letters on its religion's colour; a Revolutionary token
        on its slot adds a second badge."""
        slot_name = self.geography.areas[name].religion_slot
        assert slot_name is not None
        slot = self.state["map"]["religion_slots"][slot_name]
        badges = [(slot["religion"], *RELIGIONS[slot["religion"]][:2])]
        if slot["revolutionary"]:
            badges.append(("revolutionary", *REVOLUTIONARY[:2]))
        for index, (religion, letters, colour) in enumerate(badges):
            left = x - 20 * (len(badges) - index)
            self.add(
                [
                    f'<rect x="{left:.0f}" y="{y - 9:.0f}" width="18" height="11" rx="2"'
                    f' fill="{colour}" stroke="#4a3520" stroke-width="0.6" class="religion"'
                    f' data-area="{escape(name)}" data-religion="{religion}"/>',
                    _text(left + 9, y, letters, 7, font_weight="bold"),
                ]
            )

    def area_names(self) -> None:
        areas = self.state["map"]["areas"]
        imperial = self.state["hre"]["imperial_influence"]
        emperor = self.state["hre"]["emperor"]
        papal = self.places.papal
        electors = self.places.electors
        crowned = self.places.crowned
        for name, info in sorted(self.geography.areas.items()):
            top = min(self.geography.provinces[p].y for p in info.provinces) - 14
            marks = (
                (" ⚜" if name in electors else "")
                + (" ♛" if name == crowned else "")
                + (" ✝" if name == papal else "")
                + (" ✚" if areas[name]["crusade"] else "")
            )
            self.parts.append(
                _text(info.x, top, name.upper() + marks, 9, font_weight="bold", fill="#4a3520")
            )
            self.religion_badge(name, info.x - 3 * len(name + marks) - 4, top)
            record = areas[name]
            tokens = [(realm, str(count)) for realm, count in sorted(record["influence"].items())]
            if imperial.get(name) and emperor is not None:
                tokens.append((emperor, f"♛{imperial[name]}"))
            tokens += [(realm, "⚑") for realm in sorted(record["claims"])]
            tokens += [(realm, "✪") for realm in sorted(record["cores"])]
            tokens += [(realm, f"!{count}") for realm, count in sorted(record["unrest"].items())]
            start = info.x + 3 * len(name + marks) + 12
            for index, (realm, label) in enumerate(tokens):
                x = start + 16 * index
                self.add(
                    [
                        f'<rect x="{x - 7}" y="{top - 9}" width="14" height="10" rx="5"'
                        f' fill="{self.color(realm)}" stroke="#000" stroke-width="0.5"/>',
                        _text(x, top - 1, label, 7),
                    ]
                )

    def relations(self) -> None:
        """By each realm's capital: its royal marriages and alliances (in the partner's
        colour), its overlord (V) and its Excommunicated token."""
        for name, record in sorted(self.state["realms"].items()):
            capital = record["capital"]
            if capital is None:
                continue
            tokens = [(partner, "♥") for partner in sorted(record["marriages"])]
            tokens += [(ally, "A") for ally in sorted(record["allies"])]
            if record["overlord"] is not None:
                tokens.append((record["overlord"], "V"))
            if record["excommunicated"]:
                tokens.append((name, "✠"))
            town = self.geography.provinces[capital]
            for index, (other, mark) in enumerate(tokens):
                x, y = town.x + 12 + 13 * index, town.y - 14
                self.add(
                    [
                        f'<rect x="{x - 6}" y="{y - 8}" width="12" height="10" rx="2"'
                        f' fill="{self.color(other)}" stroke="#000" stroke-width="0.5"'
                        f' class="relation" data-realm="{name}" data-mark="{mark}"'
                        f' data-with="{other}"/>',
                        _text(x, y, mark, 7, font_weight="bold"),
                    ]
                )

    def forces(self) -> None:
        geography = self.geography
        seen: dict[str, int] = {}
        forces = self.state["forces"]
        for key in sorted(forces):
            force = forces[key]
            where = force["where"]
            units = " ".join(
                f"{count}{UNIT_LETTERS[kind]}"
                for kind, count in sorted(force["units"].items())
                if count
            )
            width = 8 + 6 * len(units)
            spot = force["port"] or where
            offset = seen.get(spot, 0)
            seen[spot] = offset + 1
            if force["port"] is not None:
                port = geography.provinces[force["port"]]
                x, y = port.x + 14 + width // 2, port.y - 12 - 14 * offset
            elif where in geography.areas:
                x, y = geography.areas[where].x + 26, geography.areas[where].y - 4 + 14 * offset
            else:
                zone = geography.sea_zones[where]
                x, y = zone.x, zone.y + 36 + 14 * offset
            self.add(
                [
                    f'<rect x="{x - width / 2:.0f}" y="{y - 9}" width="{width}" height="12" rx="3"'
                    f' fill="{self.color(force["realm"])}" stroke="#000" stroke-width="1"'
                    f' opacity="{1 if unit_count(force) else 0.4}"/>',
                    _text(x, y, units, 8, font_weight="bold"),
                ]
            )

    def legend(self) -> None:
        top = self.geography.height + 8
        players = self.state["round"]["turn_order"]
        self.parts.append(
            f'<rect x="0" y="{top - 8}" width="{self.geography.width}"'
            f' height="{self.height - self.geography.height}" fill="#f7f3e8"/>'
        )
        for index, realm in enumerate(players):
            x = 20 + 150 * index
            bot = self.state["bots"].get(realm)
            control = (  # a Bot's Bot Power from its mat on the map's key (BOT MAT)
                str(self.state["realms"][realm]["player"])
                if bot is None
                else f"Bot, {bot['power']['available']} BP"
            )
            self.add(
                [
                    f'<rect x="{x}" y="{top}" width="14" height="14" fill="{self.color(realm)}"'
                    ' stroke="#000"/>',
                    _text(
                        x + 70,
                        top + 11,
                        f"{self.content.realms.realms[realm].name} ({control})",
                        10,
                    ),
                ]
            )
        self.parts.append(
            _text(
                self.geography.width / 2,
                top + 40,
                "■ player town  ● flag  ○ port  ▢ island port  ★ capital  number = tax value  "
                "◆ trade node (dots: merchants)  ◇ trade protection  ⚜ elector  ✝ Papal States  "
                "dashed brown = mountain border  badge = army/fleet (I C A L H G)  "
                "by area names: n influence  ⚑ claim  ✪ core  !n unrest  "
                "CAS by a province: its owner (tags below)",
                10,
            )
        )
        self.owner_legend(top + 40 + 5 * LEGEND_LINE)
        self.religion_legend(top + 40 + LEGEND_LINE)
        self.hre_legend(top + 40 + 2 * LEGEND_LINE)
        self.curia_legend(top + 40 + 3 * LEGEND_LINE)
        self.parts.append(
            _text(
                20,
                top + 40 + 4 * LEGEND_LINE,
                "by a capital, in the other realm's colour: ♥ royal marriage  A alliance  "
                "V vassal of (the overlord's colour)  ✠ excommunicated (its own colour)  —  "
                "✚ by an area name: a crusade  —  red dashed oval: a Pacific sea zone",
                10,
                text_anchor="start",
            )
        )

    def owner_legend(self, y: float) -> None:
        """Every realm owning a province: its colour, its tag and its name, in rows."""
        per_row = self.owners_per_row
        for index, realm in enumerate(self.owners):
            x = 20 + OWNER_COLUMN * (index % per_row)
            row_y = y + LEGEND_LINE * (index // per_row)
            self.add(
                [
                    f'<rect x="{x}" y="{row_y - 9:.0f}" width="11" height="11"'
                    f' fill="{self.color(realm)}" stroke="#000" stroke-width="0.6"/>',
                    self.owner_tag(realm, x + 15, row_y, **{"class": "owner-key"}),
                    _text(
                        x + 40,
                        row_y,
                        self.content.realms.realms[realm].name,
                        9,
                        text_anchor="start",
                    ),
                ]
            )

    def religion_legend(self, y: float) -> None:
        """One swatch per religion, its letters and its name."""
        x = 20.0
        for letters, colour, words in (*RELIGIONS.values(), REVOLUTIONARY):
            self.add(
                [
                    f'<rect x="{x:.0f}" y="{y - 9:.0f}" width="18" height="11" rx="2"'
                    f' fill="{colour}" stroke="#4a3520" stroke-width="0.6"/>',
                    _text(x + 9, y, letters, 7, font_weight="bold"),
                    _text(x + 24, y, words, 9, text_anchor="start"),
                ]
            )
            x += 36 + 5.6 * len(words)

    def hre_legend(self, y: float) -> None:
        """The hatching of HRE areas, the electors, the Emperor and the HRE's religion."""
        hre = self.state["hre"]
        emperor = hre["emperor"]
        if hre["dissolved"]:
            words = "The HRE is dissolved"
        elif emperor is None:
            words = "No Emperor"
        else:
            most = maximum_imperial_authority(self.raw, self.geography)
            religion = RELIGIONS[hre["religion"]][2]
            words = (
                f"♛ Emperor: {self.content.realms.realms[emperor].name}, Imperial Authority "
                f"{hre['imperial_authority']} (max {most}); HRE religion: {religion}"
            )
        self.add(
            [
                f'<rect x="20" y="{y - 10:.0f}" width="24" height="12" fill="{HRE_LAND}"/>',
                f'<rect x="20" y="{y - 10:.0f}" width="24" height="12" fill="url(#hre-hatch)"'
                ' stroke="#4a3520" stroke-width="0.6"/>',
                _text(
                    52,
                    y,
                    "hatched = in the HRE  ⚜ elector (counted)  ♛ Emperor's capital area  "
                    f"♛n Imperial influence  —  {words}",
                    10,
                    text_anchor="start",
                ),
            ]
        )

    def curia_legend(self, y: float) -> None:
        """The Curia: the Roma cardinal, the regular slots left to right, the Controller."""
        curia = self.state["curia"]
        realms = self.content.realms.realms

        def named(holder: str | None) -> str:
            return "—" if holder is None else realms[holder].name

        controller = papal_controller(self.raw)
        words = (
            f"Curia: Roma cardinal {named(curia['roma'])}; slots "
            + ", ".join(named(holder) for holder in curia["slots"])
            + f"; Papal Controller {named(controller) if controller else 'none'}"
        )
        self.parts.append(_text(20, y, words, 10, text_anchor="start"))

    def wars(self) -> None:
        """One line per war: its attackers against its defenders, and separate peaces."""
        top = self.geography.height + self.legend_height
        realms = self.content.realms.realms
        for index, war in enumerate(self.state["wars"].values()):
            y = top + WAR_LINE_HEIGHT * index
            x = 20.0
            sides = (war["attackers"], war["defenders"])
            for side_index, side in enumerate(sides):
                if side_index:
                    self.parts.append(_text(x + 30, y, "against", 10, font_style="italic"))
                    x += 60
                for member in side["members"]:
                    name = realms[member["realm"]].name
                    self.add(
                        [
                            f'<rect x="{x:.0f}" y="{y - 10}" width="12" height="12"'
                            f' fill="{self.color(member["realm"])}" stroke="#000"/>',
                            _text(x + 16 + 3.2 * len(name), y, name, 10),
                        ]
                    )
                    x += 24 + 6.4 * len(name)
            label = f"⚔ {war['id']}"
            if war["peace"]:
                pairs = ", ".join(f"{realms[a].name}–{realms[b].name}" for a, b in war["peace"])
                label += f" (separate peace: {pairs})"
            self.parts.append(_text(x + 6 + 3.2 * len(label), y, label, 10))

    def svg(self) -> str:
        self.defs()
        self.background()
        self.areas()
        self.parts.append('<g pointer-events="none">')
        self.borders()
        self.parts.append("</g>")
        self.sea_zones()
        self.trade_nodes()
        self.provinces()
        assert not self.deferred, f"no place holds the names {sorted(self.deferred)}"
        self.parts.append('<g pointer-events="none">')
        self.area_names()
        self.relations()
        self.forces()
        self.parts.append("</g>")
        self.legend()
        self.wars()
        width, height = self.geography.width, self.height
        body = "\n".join(self.parts)
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"'
            f' viewBox="0 0 {width} {height}">\n{body}\n</svg>\n'
        )


def render_svg(content: Content, state: State) -> str:
    """The SVG text of the map with the state's tokens."""
    return Drawing(content, state).svg()
