"""Seeded synthetic full-scale packs for scale tests and benchmarks (interpretation:EUPOP-15).

``synthetic_files(seed)`` lays out about 100 areas (90 on a main-map grid, 10 on a
distant continent), about 400 provinces, 35 sea zones (one Pacific crossing), 20 trade
nodes (inland, secondary and distant among them), 60 realms (6 player realms, the Papal
States, 50 NPRs, 3 DNPRs) and a 6-seat scenario ``full_scale``, with decks written by the
deck generator for these names. ``synthetic_content`` loads it like any pack.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml

from hegemon.engine.content import load_yaml
from hegemon.engine.refs import cite
from hegemon.games.eupop.content import deck_generator
from hegemon.games.eupop.content.loader import PACK, Content, from_data

cite("interpretation:EUPOP-15", "eupop.content.synthetic")
COLUMNS, ROWS = 9, 10
DISTANT_ROWS = 5
MAIN_ZONES = 30
MAJORS = ("p1", "p2", "p3", "p4", "p5", "p6")
MAJOR_CORNERS = ((1, 1), (4, 1), (7, 1), (1, 7), (4, 7), (7, 7))
NPR_COUNT = 50
DNPR_COUNT = 3
SCENARIO = "full_scale"
COPIED = (
    "components.yaml",
    "dice.yaml",
    "cards/ideas.yaml",
    "cards/milestones.yaml",
    "bot_charts.yaml",
)
"""Files without names of the map, taken from the shipped pack."""


def _area(column: int, row: int) -> str:
    return f"A{row:02d}{column:02d}"


def _perimeter() -> list[tuple[int, int]]:
    top = [(column, 0) for column in range(COLUMNS)]
    right = [(COLUMNS - 1, row) for row in range(1, ROWS)]
    bottom = [(column, ROWS - 1) for column in range(COLUMNS - 2, -1, -1)]
    left = [(0, row) for row in range(ROWS - 2, 0, -1)]
    return top + right + bottom + left


class _Layout:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.areas: dict[str, dict[str, Any]] = {}
        self.zones: dict[str, dict[str, Any]] = {}
        self.flags: dict[str, str] = {}
        """Area → realm whose flag its provinces fly."""

    def main_map(self) -> None:
        for row in range(ROWS):
            for column in range(COLUMNS):
                hre = 3 <= column <= 5 and 3 <= row <= 6
                religion = "orthodox" if row >= 8 else "sunni" if column == 8 else "catholic"
                self.areas[_area(column, row)] = {
                    "religion": religion,
                    "hre": hre,
                    "elector": hre and column == 4,
                    "at": {"x": 330 + column * 95, "y": 60 + row * 72},
                    "provinces": {},
                }
        perimeter = _perimeter()
        for index, (column, row) in enumerate(perimeter):
            zone = f"Z{index * MAIN_ZONES // len(perimeter) + 1:02d}"
            record = self.zones.setdefault(
                zone,
                {"coasts": [], "at": {"x": 330 + column * 95 - 40, "y": 60 + row * 72 - 30}},
            )
            record["coasts"].append(_area(column, row))

    def distant(self) -> None:
        for row in range(DISTANT_ROWS):
            zone = f"D{row + 1}"
            self.zones[zone] = {
                "distant": True,
                "pacific": row == DISTANT_ROWS - 1,
                "coasts": [],
                "at": {"x": 140, "y": 110 + row * 140},
            }
            for column in range(2):
                name = f"W{row}{column}"
                self.areas[name] = {
                    "religion": "pagan",
                    "continent": "far_west",
                    "at": {"x": 60 + column * 160, "y": 80 + row * 140},
                    "provinces": {},
                }
                self.zones[zone]["coasts"].append(name)

    def provinces(self) -> None:
        coasts: dict[str, list[str]] = {}
        for zone, record in sorted(self.zones.items()):
            for area in record["coasts"]:
                coasts.setdefault(area, []).append(zone)
        territory = 0
        for name, area in self.areas.items():
            distant = "continent" in area
            for number in range(1, self.rng.randint(3, 5) + 1):
                province: dict[str, Any] = {
                    "town": "large" if self.rng.random() < 0.3 else "small",
                    "tax_value": self.rng.randint(1, 3),
                    "at": {
                        "x": area["at"]["x"] - 26 + 26 * ((number - 1) % 3) + 13 * (number > 3),
                        "y": area["at"]["y"] + 4 + 26 * (number > 3),
                    },
                }
                faces = coasts.get(name, [])[:2]
                if faces and number <= 2:
                    kind = "inactive" if distant else "island" if number == 2 else "port"
                    province["port"] = {"kind": kind, "faces": faces}
                flag = self.flags.get(name)
                if flag is not None:
                    province["flag"] = flag
                    province["capital"] = number == 1
                elif distant:
                    province["territory"] = territory % 5 + 1
                    territory += 1
                area["provinces"][f"{name}-{number}"] = province


def _realms(layout: _Layout, rng: random.Random) -> dict[str, Any]:
    main = [_area(column, row) for row in range(ROWS) for column in range(COLUMNS)]
    realms: dict[str, Any] = {}
    taken: list[str] = []
    for realm, (column, row) in zip(MAJORS, MAJOR_CORNERS, strict=True):
        mine = [_area(column, row), _area(column + 1, row), _area(column, row + 1)]
        taken += mine
        realms[realm] = ("major", mine)
    realms["papal"] = ("papal_states", [_area(4, 8)])
    taken.append(_area(4, 8))
    rest = [name for name in main if name not in taken]
    doubles = len(rest) - NPR_COUNT
    for index in range(NPR_COUNT):
        realms[f"n{index + 1:02d}"] = ("npr", rest[:2] if index < doubles else rest[:1])
        rest = rest[2:] if index < doubles else rest[1:]
    for index in range(DNPR_COUNT):
        realms[f"d{index + 1}"] = ("dnpr", [f"W{index * 2}0"])
    data = {}
    for realm, (kind, areas) in realms.items():
        for area in areas:
            layout.flags[area] = realm
        religion = layout.areas[areas[0]]["religion"]
        record: dict[str, Any] = {
            "name": f"Realm {realm}",
            "kind": kind,
            "color": f"#{rng.randrange(0x404040, 0xE0E0E0):06x}",
            "religion": "catholic" if kind == "papal_states" else religion,
            "capital": f"{areas[0]}-1",
        }
        if religion == "sunni":
            record["muslim"] = True
        if kind == "dnpr":
            record["dnpr_color"] = ("red", "yellow", "green")[int(realm[1:]) - 1]
        data[realm] = record
    return data


def _trade_nodes(layout: _Layout) -> dict[str, Any]:
    nodes: dict[str, Any] = {}

    def rows(first: int, last: int) -> list[dict[str, int]]:
        table = ((5, 7), (3, 4), (2, 2))
        return [{"normal": normal, "expanded": expanded} for normal, expanded in table[first:last]]

    for index in range(15):
        zones = [f"Z{2 * index + 1:02d}", f"Z{2 * index + 2:02d}"]
        at = layout.zones[zones[0]]["at"]
        nodes[f"N{index + 1:02d}"] = {
            "kind": "maritime",
            "sea_zones": zones,
            "rows": rows(0, 3),
            "at": dict(at),
        }
        for zone in zones:
            layout.zones[zone].update(trade_protection=1, node=f"N{index + 1:02d}")
    for index, (column, row) in enumerate(((2, 4), (6, 4), (3, 6))):
        area = _area(column, row)
        record = {
            "kind": "inland",
            "area": area,
            "rows": rows(1, 3),
            "at": dict(layout.areas[area]["at"]),
        }
        if index == 2:
            record["secondary_of"] = "N01"
        nodes[f"N{16 + index}"] = record
    for index, zones in enumerate((["D1", "D2"], ["D4", "D5"])):
        nodes[f"N{19 + index}"] = {
            "kind": "maritime",
            "distant": True,
            "sea_zones": zones,
            "rows": rows(0, 2),
            "at": dict(layout.zones[zones[0]]["at"]),
        }
    return nodes


def _keys(layout: _Layout, nodes: dict[str, Any]) -> None:
    for node, record in nodes.items():
        for area in sorted(
            layout.areas.values(), key=lambda item: (item["at"]["y"], item["at"]["x"])
        ):
            chosen = [
                province
                for province in area["provinces"].values()
                if "key" not in province
                and (
                    area is layout.areas.get(record.get("area", ""))
                    or set(province.get("port", {}).get("faces", []))
                    & set(record.get("sea_zones", []))
                )
            ]
            if chosen:
                chosen[0]["key"] = {"node": node}
                break


def _borders(layout: _Layout, rng: random.Random) -> list[dict[str, Any]]:
    borders = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            for other in ((column + 1, row), (column, row + 1)):
                if other[0] < COLUMNS and other[1] < ROWS:
                    border: dict[str, Any] = {"between": [_area(column, row), _area(*other)]}
                    if rng.random() < 0.1:
                        border["mountain"] = True
                    borders.append(border)
    for row in range(DISTANT_ROWS):
        borders.append({"between": [f"W{row}0", f"W{row}1"]})
        if row + 1 < DISTANT_ROWS:
            borders.append({"between": [f"W{row}0", f"W{row + 1}0"], "mountain": row == 2})
    return borders


def _scenario(layout: _Layout, realms: dict[str, Any], nodes: dict[str, Any]) -> dict[str, Any]:
    players = {}
    for index, realm in enumerate(MAJORS):
        areas = [area for area, flag in layout.flags.items() if flag == realm]
        provinces = [name for area in areas for name in layout.areas[area]["provinces"]]
        setup: dict[str, Any] = {
            "provinces": provinces,
            "armies": {areas[0]: {"infantry": 4, "cavalry": 1}},
            "merchants": [f"N{index * 2 + 1:02d}"],
            "ruler": f"ruler_{realm}_1",
        }
        coasts = sorted(
            zone for zone, record in layout.zones.items() if set(record["coasts"]) & set(areas)
        )
        if coasts:
            setup["fleets"] = {coasts[0]: {"light_ship": 2}}
        players[realm] = setup
    return {
        "scenarios": {
            SCENARIO: {
                "title": "Synthetic full scale",
                "first_age": 1,
                "last_age": 3,
                "rounds": 12,
                "minimum_seats": 0,
                "player_realms": players,
                "events_featured": list(MAJORS),
            }
        }
    }


def _chart(nprs: list[str], areas: list[str], start: int) -> list[dict[str, Any]]:
    return [
        {"faces": [1, 2, 3], "target": {"realm": nprs[start % len(nprs)]}},
        {"faces": [4, 5, 6], "target": {"realm_in": areas[start % len(areas)]}},
    ]


def _bots(nprs: list[str], areas: list[str]) -> dict[str, Any]:
    realms = {
        realm: {
            "removals": {1: [2, 3], 2: [4, 5], 3: [6, 7]},
            "military": _chart(nprs, areas, index * 3),
            "diplomatic": _chart(nprs, areas, index * 3 + 1),
        }
        for index, realm in enumerate(MAJORS)
    }
    return {"deck": deck_generator.bot_cards(), "realms": realms}


def synthetic_files(seed: int) -> dict[str, Any]:
    """Every file of a synthetic pack as data (file name → content)."""
    rng = random.Random(seed)
    layout = _Layout(rng)
    layout.main_map()
    layout.distant()
    realms = _realms(layout, rng)
    layout.provinces()
    nodes = _trade_nodes(layout)
    _keys(layout, nodes)
    world = {
        "width": 1200,
        "height": 800,
        "areas": layout.areas,
        "sea_zones": layout.zones,
        "land_borders": _borders(layout, rng),
        "sea_borders": [
            [f"Z{index:02d}", f"Z{index % MAIN_ZONES + 1:02d}"]
            for index in range(1, MAIN_ZONES + 1)
        ]
        + [[f"D{row}", f"D{row + 1}"] for row in range(1, DISTANT_ROWS)]
        + [["D1", "Z01"]],
        "trade_nodes": nodes,
    }
    files: dict[str, Any] = {
        "pack.yaml": {"game": "eupop", "name": f"synthetic full scale, seed {seed}", "version": 1},
        "map.yaml": world,
        "realms.yaml": {"realms": realms},
        "scenarios.yaml": _scenario(layout, realms, nodes),
        "bots.yaml": _bots(
            sorted(name for name, realm in realms.items() if realm["kind"] == "npr"),
            sorted(name for name in layout.areas if name.startswith("A")),
        ),
    }
    names = deck_generator.World(world, realms, MAJORS)
    files.update(deck_generator.generate(names, seed))
    for name in COPIED:
        files[name] = load_yaml(PACK / name, PACK)
    return files


def synthetic_content(seed: int) -> Content:
    """A synthetic pack, validated and cross-checked like any pack."""
    return from_data(synthetic_files(seed), f"synthetic-{seed}", [])


def write_pack(folder: Path, seed: int) -> None:
    """Write a synthetic pack to a folder (to check or inspect it)."""
    for name, data in synthetic_files(seed).items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), "utf-8")
