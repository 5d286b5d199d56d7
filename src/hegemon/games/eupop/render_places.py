"""The places of the eupop map drawing and what each says under the pointer.

Every place an action's argument can name (area, province, sea zone, trade node) is one
element of the drawing carrying ``data-place`` and a ``<title>``: what the map shows
there, in words (docs/web.md). The words are read from the state the drawing is given
alone — on the web page a seat's view — and the map holds nothing hidden.

The arguments name a place by its name only, and one name can stand for places of two
kinds (the area and the province Leon, the province and the trade node Lubeck): such a
name is one place on the drawing, held by the first of its kinds in :data:`KINDS`, and
its title tells of each place of that name.
"""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.narration_text import counted
from hegemon.games.eupop.titles import listed, title
from hegemon.games.eupop.world.empire import elector_areas
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force

KINDS = ("area", "province", "trade node", "sea zone")
"""The kinds of place, in the order that decides which holds a name two kinds share."""
RELIGIONS = {
    "catholic": ("Ca", "#f3e27c", "Catholic"),
    "counter_reformed": ("CR", "#d8a93b", "Counter-Reformation token"),
    "protestant": ("Pr", "#9fc6e8", "Protestant"),
    "orthodox": ("Or", "#c9a2dc", "Orthodox"),
    "sunni": ("Su", "#95d195", "Sunni"),
    "shia": ("Sh", "#5fae7a", "Shia"),
    "pagan": ("Pa", "#c9a27c", "Pagan"),
    "diverse": ("Dv", "#e2e2e2", "Diverse Faiths"),
}
"""Each religion's badge: the letters it shows, the badge's colour and the legend's words."""
REVOLUTIONARY = ("Rv", "#d9534f", "Revolutionary token")
PORTS = {"port": "a port", "island": "an island port", "inactive": "an inactive port"}


def realm_tags(content: Content) -> dict[str, str]:
    """Each realm's tag, drawn beside the provinces it owns: the first three letters of its
    name in capitals; a realm whose letters an earlier realm took has its first two and a
    number."""
    tags: dict[str, str] = {}
    for key, realm in content.realms.realms.items():
        letters = "".join(letter for letter in realm.name.upper() if letter.isalpha())
        number = 2
        tag = letters[:3]
        while tag in tags.values():
            tag, number = f"{letters[:2]}{number}", number + 1
        tags[key] = tag
    return tags


def papal_area(state: State, geography: Geography) -> str | None:
    """The area of the Papal States' capital (✝ on the map)."""
    realms = world(state)["realms"]
    for name in sorted(realms):
        record = realms[name]
        if record["papal_states"] and record["capital"] is not None:
            return geography.provinces[record["capital"]].area
    return None


def emperor_area(state: State, geography: Geography) -> str | None:
    """The area of the Emperor's capital (♛ on the map), while the HRE has an Emperor."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if emperor is None or hre["dissolved"]:
        return None
    capital = world(state)["realms"][emperor]["capital"]
    return None if capital is None else geography.provinces[capital].area


class PlaceWords:
    """The places of one state's drawing and their titles."""

    def __init__(self, content: Content, state: State) -> None:
        self.content = content
        self.geography = content.geography
        self.state = world(state)
        self.electors = set(elector_areas(state, self.geography))
        self.crowned = emperor_area(state, self.geography)
        self.papal = papal_area(state, self.geography)
        self.forces: dict[str, list[Force]] = {}
        """The forces at each place: ships in port at their port, others where they are."""
        for key in sorted(self.state["forces"]):
            force = self.state["forces"][key]
            self.forces.setdefault(force["port"] or force["where"], []).append(force)

    def kinds(self, name: str) -> tuple[str, ...]:
        """The kinds of place ``name`` names, in :data:`KINDS` order."""
        geography = self.geography
        named = (
            name in geography.areas,
            name in geography.provinces,
            name in geography.trade_nodes,
            name in geography.sea_zones,
        )
        return tuple(kind for kind, present in zip(KINDS, named, strict=True) if present)

    def title(self, name: str) -> str:
        """What the map shows of every place called ``name``, a line for each."""
        words = {
            "area": self.area,
            "province": self.province,
            "trade node": self.trade_node,
            "sea zone": self.sea_zone,
        }
        return "\n".join(words[kind](name) for kind in self.kinds(name))

    def realm(self, key: str) -> str:
        return title(self.content, key)

    def area(self, name: str) -> str:
        info = self.geography.areas[name]
        record = self.state["map"]["areas"][name]
        marks = [
            text
            for text, shown in (
                ("distant", info.distant),
                ("in the HRE", record["hre"]),
                ("an elector", name in self.electors),
                ("the Emperor's capital area", name == self.crowned),
                ("the Papal States' area", name == self.papal),
                ("a crusade's area", record["crusade"]),
            )
            if shown
        ]
        parts = [f"{name} (area{''.join(', ' + mark for mark in marks)})"]
        slot = self.state["map"]["religion_slots"][info.religion_slot]
        religion = f"religion {RELIGIONS[slot['religion']][2]}"
        if slot["revolutionary"]:
            religion += f" with a {REVOLUTIONARY[2]}"
        parts.append(religion)
        hre = self.state["hre"]
        counts = [
            (f"influence of {self.realm(realm)}", count)
            for realm, count in sorted(record["influence"].items())
        ]
        if hre["imperial_influence"].get(name) and hre["emperor"] is not None:
            counts.append(("Imperial influence", hre["imperial_influence"][name]))
        counts += [
            (f"unrest against {self.realm(realm)}", count)
            for realm, count in sorted(record["unrest"].items())
        ]
        parts += [f"{what} {count}" for what, count in counts]
        if record["claims"]:
            parts.append(f"claims of {listed(self.content, sorted(record['claims']))}")
        if record["cores"]:
            parts.append(f"cores of {listed(self.content, sorted(record['cores']))}")
        owners = []
        for province in info.provinces:
            owner = self.state["map"]["provinces"][province]["owner"]
            owners.append(f"{province} ({'vacant' if owner is None else self.realm(owner)})")
        parts.append(f"provinces {', '.join(owners)}")
        return "; ".join(parts + self.forces_at(name))

    def province(self, name: str) -> str:
        info = self.geography.provinces[name]
        record = self.state["map"]["provinces"][name]
        owner = record["owner"]
        parts = [f"{name} (province of {info.area})"]
        if owner is None:
            parts.append("vacant")
        else:
            town = f"a {record['town']} town" if record["town"] is not None else "its flag"
            parts.append(f"owned by {self.realm(owner)} ({town})")
        parts.append(f"tax value {info.tax_value}" + (" +1" if record["plus_one"] else ""))
        if info.capital:
            parts.append("a capital")
        if info.port is not None:
            parts.append(PORTS[info.port])
        if record["occupier"] is not None:
            parts.append(f"occupied by {self.realm(record['occupier'])}")
        if record["colonist"] is not None:
            parts.append(f"a colonist of {self.realm(record['colonist'])}")
        if record["dnpr_token"] is not None:
            parts.append(f"the token of {self.realm(record['dnpr_token'])} under it")
        parts += self.capital_of(name)
        return "; ".join(parts + self.forces_at(name))

    def capital_of(self, province: str) -> list[str]:
        """The realm whose capital the province is, with the marks drawn beside it."""
        found = []
        for key, record in sorted(self.state["realms"].items()):
            if record["capital"] != province:
                continue
            found.append(f"the capital of {self.realm(key)}")
            if record["marriages"]:
                found.append(f"royal marriages with {listed(self.content, record['marriages'])}")
            if record["allies"]:
                found.append(f"allied with {listed(self.content, record['allies'])}")
            if record["overlord"] is not None:
                found.append(f"vassal of {self.realm(record['overlord'])}")
            if record["excommunicated"]:
                found.append("excommunicated")
        return found

    def sea_zone(self, name: str) -> str:
        info = self.geography.sea_zones[name]
        marks = [
            text for text, shown in (("distant", info.distant), ("Pacific", info.pacific)) if shown
        ]
        parts = [f"{name} (sea zone{''.join(', ' + mark for mark in marks)})"]
        if info.trade_protection:
            holders = self.state["map"]["sea_zones"][name]["trade_protection"]
            held = f", held by {listed(self.content, holders)}" if holders else ", none held"
            parts.append(f"{info.trade_protection} trade protection slots{held}")
        return "; ".join(parts + self.forces_at(name))

    def trade_node(self, name: str) -> str:
        info = self.geography.trade_nodes[name]
        record = self.state["map"]["trade_nodes"][name]
        parts = [f"{name} (trade node{', distant' if info.distant else ''})"]
        merchants = sorted(record["merchants"])
        parts.append(
            f"merchants of {listed(self.content, merchants)}" if merchants else "no merchant"
        )
        if record["pirates"]:
            parts.append(f"pirates {record['pirates']}")
        return "; ".join(parts)

    def forces_at(self, place: str) -> list[str]:
        """Each force at the place: whose, what it is and its units."""
        found = []
        for force in self.forces.get(place, []):
            at_sea = force["port"] is not None or place in self.geography.sea_zones
            figure = ("fleet" if at_sea else "army") if force["army"] else "units"
            if at_sea and not force["army"]:
                figure = "ships"
            if force["port"] is not None:
                figure += " in port"
            led = "" if force["leader"] is None else f", led by {self.realm(force['leader'])}"
            units = counted(self.content, force["units"])
            found.append(f"{self.realm(force['realm'])} {figure}: {units}{led}")
        return found
