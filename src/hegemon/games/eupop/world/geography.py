"""The static map as look-up tables, built once from ``map.yaml``.

Adjacency follows the aid's Concepts & Terms: a province is adjacent to its area, the
areas bordering it and their provinces; a port is also adjacent to the sea zones it
faces, to the ports facing those zones and to their areas. Areas and sea zones are
adjacent when they share a border, and areas are also adjacent to areas whose ports
face a sea zone their own ports face. Distances count one step per area or sea zone.
The dynamic part of the world (who owns what) lives in the state (:mod:`.layout`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from hegemon.engine.content import ContentError, ContentProblem
from hegemon.engine.graph import breadth_first
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.schema_map import MapFile, TownSlot

MAIN_MAP = "europe"


@dataclass(frozen=True, slots=True)
class ProvinceInfo:
    name: str
    area: str
    town: TownSlot
    """Printed town slot."""
    tax_value: int
    port: str | None
    """``port``, ``island``, ``inactive`` or None."""
    faces: tuple[str, ...]
    """Sea zones the port faces (empty for an inland province)."""
    key_node: str | None
    key_plus: int
    capital: bool
    flag: str | None
    territory: int | None
    x: int
    y: int
    land_areas: tuple[str, ...]
    """Areas adjacent by land: its own area and the areas bordering it."""
    sea_areas: Mapping[str, tuple[str, ...]]
    """Areas adjacent only by sea → the sea zones that make them adjacent."""

    @property
    def large_port(self) -> bool:
        return self.port is not None and self.town == "large"

    def adjacent_areas(self) -> tuple[str, ...]:
        return self.land_areas + tuple(self.sea_areas)


@dataclass(frozen=True, slots=True)
class AreaInfo:
    name: str
    religion: str
    religion_slot: str
    """The religion slot governing this area (shared by the areas naming it)."""
    hre: bool
    elector: bool
    continent: str
    provinces: tuple[str, ...]
    tax_value: int
    """The total printed tax value of its provinces."""
    x: int
    y: int
    land_neighbours: tuple[str, ...]
    mountain_neighbours: tuple[str, ...]
    coasts: tuple[str, ...]
    """Sea zones bordering the area."""
    port_zones: tuple[str, ...]
    """Sea zones faced by the area's ports."""
    ports_facing: Mapping[str, tuple[str, ...]]
    """Sea zone → the area's ports facing it."""
    adjacent: tuple[str, ...]
    """Adjacent areas: land neighbours, then areas with ports facing the same zones."""

    @property
    def distant(self) -> bool:
        return self.continent != MAIN_MAP


@dataclass(frozen=True, slots=True)
class SeaZoneInfo:
    name: str
    distant: bool
    pacific: bool
    trade_protection: int
    node: str | None
    coasts: tuple[str, ...]
    galleys: bool
    neighbours: tuple[str, ...]
    ports: tuple[str, ...]
    """Provinces whose ports face this zone."""
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TradeNodeInfo:
    name: str
    kind: str
    secondary_of: str | None
    distant: bool
    area: str | None
    sea_zones: tuple[str, ...]
    rows: tuple[tuple[int, int], ...]
    """(normal, expanded) income per row, best row first."""
    key_provinces: tuple[str, ...]
    protection_zones: tuple[str, ...]
    """Sea zones whose trade-protection slots belong to this node."""
    x: int
    y: int


@dataclass(frozen=True, eq=False, slots=True)
class Geography:
    """The map with its tables. Compared and hashed by identity (built once per pack)."""

    areas: Mapping[str, AreaInfo]
    provinces: Mapping[str, ProvinceInfo]
    sea_zones: Mapping[str, SeaZoneInfo]
    trade_nodes: Mapping[str, TradeNodeInfo]
    religion_slots: Mapping[str, tuple[str, ...]]
    """Religion slot → the areas it governs."""
    steps: Mapping[str, Mapping[str, int]]
    """Fewest steps between two spaces (areas and sea zones) over borders."""
    land_steps: Mapping[str, Mapping[str, int]]
    """Fewest land borders crossed between two areas."""
    sea_adjacent: Mapping[str, tuple[str, ...]]
    """Area → the provinces adjacent to it only by sea (ports of other coasts)."""
    flagged: Mapping[str, tuple[str, ...]]
    """Realm → the provinces flying its printed flag."""
    elector_areas: tuple[str, ...]
    """Areas printed as electors (some may have left the HRE since)."""
    width: int
    height: int

    @implements("eupop-aid:Concepts & Terms")
    def areas_adjacent(self, first: str, second: str) -> bool:
        """Two areas, two sea zones, or an area and a sea zone share a border; or two areas
        have ports facing one sea zone."""
        if first in self.areas and second in self.areas:
            return second in self.areas[first].adjacent
        if first in self.sea_zones and second in self.sea_zones:
            return second in self.sea_zones[first].neighbours
        area, zone = (first, second) if first in self.areas else (second, first)
        return zone in self.sea_zones and area in self.sea_zones[zone].coasts

    @implements("eupop-aid:Concepts & Terms")
    def province_adjacent_to_area(self, province: str, area: str) -> bool:
        info = self.provinces[province]
        return area in info.land_areas or area in info.sea_areas

    @implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-10")
    def provinces_adjacent(self, first: str, second: str) -> bool:
        """Provinces are adjacent when one lies in the other's area or an area bordering it,
        or when both are ports facing one sea zone."""
        if first == second:
            return False
        one, other = self.provinces[first], self.provinces[second]
        return other.area in one.land_areas or bool(set(one.faces) & set(other.faces))

    @implements("eupop-aid:4. Aftermath", "interpretation:EUPOP-10")
    def distance(self, first: str, second: str) -> int | None:
        """Steps between two spaces (areas or sea zones); None when unreachable."""
        return self.steps[first].get(second)

    def land_distance(self, first: str, second: str) -> int | None:
        """Land borders crossed between two areas; None when no land path joins them."""
        return self.land_steps[first].get(second)


def _pairs(
    file: str, kind: str, pairs: list[list[str]], known: Mapping[str, object]
) -> tuple[dict[str, set[str]], list[ContentProblem]]:
    touching: dict[str, set[str]] = {name: set() for name in known}
    problems = []
    for index, (first, second) in enumerate(pairs):
        where = f"{kind}/{index}"
        unknown = [name for name in (first, second) if name not in known]
        if unknown:
            problems.append(ContentProblem(file, where, f"unknown {unknown[0]!r}"))
        elif first == second:
            problems.append(ContentProblem(file, where, f"{first} borders itself"))
        elif second in touching[first]:
            problems.append(ContentProblem(file, where, f"{first}-{second} is listed twice"))
        else:
            touching[first].add(second)
            touching[second].add(first)
    return touching, problems


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-1")
def build_geography(world: MapFile, realms: Iterable[str], file: str = "map.yaml") -> Geography:
    """The map's tables; a ContentError lists every inconsistency of the map."""
    known_realms = set(realms)
    problems: list[ContentProblem] = []
    province_area: dict[str, str] = {}
    slot_religion: dict[str, dict[str, str]] = {}
    for name, area in world.areas.items():
        if name in world.sea_zones:
            problems.append(ContentProblem(file, f"sea_zones/{name}", "also the name of an area"))
        for province, info in area.provinces.items():
            where = f"areas/{name}/provinces/{province}"
            if province in province_area:
                problems.append(ContentProblem(file, where, "a province name is used twice"))
            province_area[province] = name
            if info.flag is not None and info.flag not in known_realms:
                problems.append(
                    ContentProblem(file, f"{where}/flag", f"unknown realm {info.flag!r}")
                )
            if info.territory is not None and area.continent == MAIN_MAP:
                problems.append(
                    ContentProblem(
                        file, f"{where}/territory", "territories lie on distant continents"
                    )
                )
            if info.territory is not None and info.flag is not None:
                problems.append(ContentProblem(file, f"{where}/flag", "a territory flies no flag"))
            if info.port is not None:
                for index, zone in enumerate(info.port.faces):
                    if zone not in world.sea_zones:
                        problems.append(
                            ContentProblem(
                                file, f"{where}/port/faces/{index}", f"unknown sea zone {zone!r}"
                            )
                        )
                    elif name not in world.sea_zones[zone].coasts:
                        problems.append(
                            ContentProblem(
                                file,
                                f"{where}/port/faces/{index}",
                                f"{zone} does not border {name} (add {name} to its coasts)",
                            )
                        )
            if info.key is not None and info.key.node not in world.trade_nodes:
                problems.append(
                    ContentProblem(
                        file, f"{where}/key/node", f"unknown trade node {info.key.node!r}"
                    )
                )
        slot_religion.setdefault(area.religion_slot or name, {})[name] = area.religion
        if area.elector and not area.hre:
            problems.append(
                ContentProblem(file, f"areas/{name}/elector", "an elector area must be in the HRE")
            )
    for slot, religions in slot_religion.items():
        if len(set(religions.values())) > 1:
            listed = ", ".join(f"{key} is {religion}" for key, religion in religions.items())
            problems.extend(
                ContentProblem(
                    file, f"areas/{key}/religion", f"the areas of slot {slot} differ: {listed}"
                )
                for key in religions
            )
    for name, sea_zone in world.sea_zones.items():
        for index, coast in enumerate(sea_zone.coasts):
            if coast not in world.areas:
                problems.append(
                    ContentProblem(
                        file, f"sea_zones/{name}/coasts/{index}", f"unknown area {coast!r}"
                    )
                )
        if sea_zone.trade_protection and (
            sea_zone.node is None or sea_zone.node not in world.trade_nodes
        ):
            problems.append(
                ContentProblem(
                    file, f"sea_zones/{name}/node", "trade-protection slots need a known trade node"
                )
            )
    for name, node in world.trade_nodes.items():
        where = f"trade_nodes/{name}"
        if node.kind == "inland" and (node.area is None or node.area not in world.areas):
            problems.append(
                ContentProblem(file, f"{where}/area", "an inland node names a known area")
            )
        if node.kind == "maritime" and not node.sea_zones:
            problems.append(
                ContentProblem(file, f"{where}/sea_zones", "a maritime node lies in sea zones")
            )
        for index, zone in enumerate(node.sea_zones):
            if zone not in world.sea_zones:
                problems.append(
                    ContentProblem(file, f"{where}/sea_zones/{index}", f"unknown sea zone {zone!r}")
                )
        if node.secondary_of is not None and (
            node.secondary_of not in world.trade_nodes or node.secondary_of == name
        ):
            problems.append(
                ContentProblem(
                    file, f"{where}/secondary_of", f"unknown primary node {node.secondary_of!r}"
                )
            )
    land_touching, found = _pairs(
        file, "land_borders", [border.between for border in world.land_borders], world.areas
    )
    problems.extend(found)
    sea_touching, found = _pairs(file, "sea_borders", world.sea_borders, world.sea_zones)
    problems.extend(found)
    if problems:
        raise ContentError(problems)
    return _tables(world, province_area, land_touching, sea_touching)


def _tables(
    world: MapFile,
    province_area: dict[str, str],
    land_touching: dict[str, set[str]],
    sea_touching: dict[str, set[str]],
) -> Geography:
    mountains: dict[str, set[str]] = {name: set() for name in world.areas}
    for border in world.land_borders:
        if border.mountain:
            first, second = border.between
            mountains[first].add(second)
            mountains[second].add(first)
    zone_ports: dict[str, list[str]] = {name: [] for name in world.sea_zones}
    coasts: dict[str, set[str]] = {name: set() for name in world.areas}
    for zone_name, sea_zone in world.sea_zones.items():
        for coast in sea_zone.coasts:
            coasts[coast].add(zone_name)
    for area in world.areas.values():
        for province, info in area.provinces.items():
            if info.port is not None:
                for zone_name in info.port.faces:
                    zone_ports[zone_name].append(province)
    port_zones = {
        name: sorted(
            {zone for info in area.provinces.values() if info.port for zone in info.port.faces}
        )
        for name, area in world.areas.items()
    }
    by_port: dict[str, set[str]] = {name: set() for name in world.areas}
    for area_name, zones in port_zones.items():
        for zone in zones:
            by_port[area_name].update(province_area[port] for port in zone_ports[zone])
    ports_facing: dict[str, dict[str, list[str]]] = {name: {} for name in world.areas}
    for zone_name, ports in zone_ports.items():
        for port in sorted(ports):
            ports_facing[province_area[port]].setdefault(zone_name, []).append(port)
    areas = {
        name: AreaInfo(
            name=name,
            religion=area.religion,
            religion_slot=area.religion_slot or name,
            hre=area.hre,
            elector=area.elector,
            continent=area.continent,
            provinces=tuple(sorted(area.provinces)),
            tax_value=sum(info.tax_value for info in area.provinces.values()),
            x=area.at.x,
            y=area.at.y,
            land_neighbours=tuple(sorted(land_touching[name])),
            mountain_neighbours=tuple(sorted(mountains[name])),
            coasts=tuple(sorted(coasts[name])),
            port_zones=tuple(port_zones[name]),
            ports_facing={zone: tuple(ports) for zone, ports in sorted(ports_facing[name].items())},
            adjacent=tuple(sorted(land_touching[name]))
            + tuple(sorted(by_port[name] - land_touching[name] - {name})),
        )
        for name, area in world.areas.items()
    }
    provinces = {}
    for area_name, area in world.areas.items():
        land = (area_name, *sorted(land_touching[area_name]))
        for name, info in area.provinces.items():
            faces = tuple(info.port.faces) if info.port else ()
            by_sea: dict[str, list[str]] = {}
            for zone in faces:
                for port in zone_ports[zone]:
                    other = province_area[port]
                    if other not in land:
                        by_sea.setdefault(other, [])
                        if zone not in by_sea[other]:
                            by_sea[other].append(zone)
            provinces[name] = ProvinceInfo(
                name=name,
                area=area_name,
                town=info.town,
                tax_value=info.tax_value,
                port=info.port.kind if info.port else None,
                faces=faces,
                key_node=info.key.node if info.key else None,
                key_plus=info.key.plus if info.key else 0,
                capital=info.capital,
                flag=info.flag,
                territory=info.territory,
                x=info.at.x,
                y=info.at.y,
                land_areas=land,
                sea_areas={other: tuple(sorted(zones)) for other, zones in sorted(by_sea.items())},
            )
    sea_zones = {
        name: SeaZoneInfo(
            name=name,
            distant=zone.distant,
            pacific=zone.pacific,
            trade_protection=zone.trade_protection,
            node=zone.node,
            coasts=tuple(sorted(zone.coasts)),
            galleys=zone.galleys,
            neighbours=tuple(sorted(sea_touching[name])),
            ports=tuple(sorted(zone_ports[name])),
            x=zone.at.x,
            y=zone.at.y,
        )
        for name, zone in world.sea_zones.items()
    }
    keys: dict[str, list[str]] = {name: [] for name in world.trade_nodes}
    flagged: dict[str, list[str]] = {}
    sea_adjacent: dict[str, list[str]] = {name: [] for name in world.areas}
    for name, province_info in sorted(provinces.items()):
        if province_info.key_node is not None:
            keys[province_info.key_node].append(name)
        if province_info.flag is not None:
            flagged.setdefault(province_info.flag, []).append(name)
        for other in province_info.sea_areas:
            sea_adjacent[other].append(name)
    protection: dict[str, list[str]] = {name: [] for name in world.trade_nodes}
    for name, zone_info in sorted(sea_zones.items()):
        if zone_info.node is not None:
            protection[zone_info.node].append(name)
    trade_nodes = {
        name: TradeNodeInfo(
            name=name,
            kind=node.kind,
            secondary_of=node.secondary_of,
            distant=node.distant,
            area=node.area,
            sea_zones=tuple(node.sea_zones),
            rows=tuple((row.normal, row.expanded) for row in node.rows),
            key_provinces=tuple(keys[name]),
            protection_zones=tuple(protection[name]),
            x=node.at.x,
            y=node.at.y,
        )
        for name, node in world.trade_nodes.items()
    }
    spaces: dict[str, tuple[str, ...]] = {}
    for name, area_info in areas.items():
        spaces[name] = area_info.land_neighbours + area_info.coasts
    for name, zone_info in sea_zones.items():
        spaces[name] = zone_info.neighbours + zone_info.coasts
    land_only = {name: info.land_neighbours for name, info in areas.items()}
    slots: dict[str, list[str]] = {}
    for name, area_info in sorted(areas.items()):
        slots.setdefault(area_info.religion_slot, []).append(name)
    return Geography(
        areas=areas,
        religion_slots={slot: tuple(names) for slot, names in slots.items()},
        provinces=provinces,
        sea_zones=sea_zones,
        trade_nodes=trade_nodes,
        steps={name: breadth_first(name, spaces) for name in spaces},
        land_steps={name: breadth_first(name, land_only) for name in land_only},
        sea_adjacent={name: tuple(found) for name, found in sea_adjacent.items()},
        flagged={realm: tuple(found) for realm, found in sorted(flagged.items())},
        elector_areas=tuple(sorted(name for name, info in areas.items() if info.elector)),
        width=world.width,
        height=world.height,
    )
