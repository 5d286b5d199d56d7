"""Write the shipped decks (``cards/*.yaml``, ``bots.yaml``) from name lists and a seed.

Run ``python -m hegemon.games.eupop.content.deck_generator`` to rewrite them; the YAML in
``pack/`` is the data, this script only spares typing. Every number is our own
(interpretation:EUPOP-C1 for the effects, EUPOP-C3 for the Bot data).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml

from hegemon.games.eupop.content.effects import SECONDARY_EFFECTS

PACK = Path(__file__).parent / "pack"
SEED = 1444
AGES = (1, 2, 3)
TYPES = ("administrative", "diplomatic", "military")
FEATURED = (
    "castile",
    "portugal",
    "england",
    "france",
    "austria",
    "brandenburg",
    "poland",
    "ottomans",
)
BOT_REALMS = ("castile", "france", "austria", "ottomans", "england", "poland", "brandenburg")
"""The realms with Bot data, in the order the generator draws for them (a new realm goes
last, so the others' data stays as it was)."""
SECONDARY = tuple(name for name in SECONDARY_EFFECTS if name != "dnpr_expansion")
EVENT_NAMES = {
    1: "Fall of a Fortress|Council of Florence|Printing Press|Hundred Years' Truce|"
    "Wars of the Roses|"
    "Hanseatic Diet|Plague in the Ports|Caravel Voyages|Condottieri for Hire|Jubilee Year|"
    "Border Raids|Silver from Tyrol|Peasant Unrest|Royal Tournament|Guild Charters|Cathedral Works|"
    "Rise of the Medici|Famine Years|Letters of Marque|Crusade Preached|Salt Monopoly|"
    "Mountain Passes|Court Astrologer|Fishing Grounds|Jewel of the Crown|Bandit Lords|"
    "University Founded|Pilgrim Roads|Wool Trade|Siege Artillery",
    2: "Ninety-Five Theses|Peace of the Realm|Tercio Drill|Cartographers' Guild|Diet of Worms|"
    "Price Revolution|Corsair Raids|Jesuit Colleges|Field of Cloth of Gold|Sack of a City|"
    "Naval Arsenal|Bank Failure|Imperial Diet|Ottoman Envoys|Colonial Charter|Iconoclasm|"
    "Council of Trent|Peasants' War|Silver Fleet|Anabaptist Preachers|Star Fort|"
    "Religious Colloquy|Royal Mint|Barbary Pirates|Court Painter|Plague Returns|"
    "Merchant Adventurers|Frontier Fortresses|Loyal Estates|Printing of Bibles",
    3: "Thirty Years of War|Peace Congress|Standing Army|Mercantile Companies|Tulip Speculation|"
    "Royal Academy|Court Intrigue|Fortress Builders|Stock Exchange|Succession Crisis|"
    "Grain Shortage|Canal Building|Salon Culture|Frontier Levies|Treaty Ports|Military Reforms|"
    "Palace of Mirrors|East India Charter|Witch Trials|Bourse Panic|Partition Plans|"
    "Field Hospitals|Enlightened Minister|Smuggling Rings|Great Northern Cold|Naval Academy|"
    "Royal Manufactories|Succession Treaty|Coffee Houses|Press Gangs",
}
ACTION_NAMES = {
    "administrative": "Development|Integrate Area|Tax Reform|Court Reform|Public Works|Land Survey|"
    "Royal Treasury|Defensive Mentality|Centralization|Inquisition",
    "diplomatic": "Subjugate|Envoy|Spy Network|Counterespionage|Trade Embargo|Grand Embassy|"
    "Claim Forgery|Marriage Contract|Diplomatic Corps|Sabotage Reputation",
    "military": "One Step Ahead|Forced March|Flanking Attack|Siege Engineers|Naval Blockade|"
    "Levies|Winter Quarters|Fortify|Ambush|Professional Officers",
}
KINDS = {
    "administrative": [
        "action",
        "action",
        "action",
        "action",
        "display",
        "action",
        "display",
        "reaction",
        "action",
        "covert",
    ],
    "diplomatic": [
        "action",
        "action",
        "covert",
        "reaction",
        "covert",
        "display",
        "covert",
        "action",
        "display",
        "covert",
    ],
    "military": [
        "battle",
        "action",
        "battle",
        "action",
        "reaction",
        "action",
        "display",
        "reaction",
        "battle",
        "display",
    ],
}
IDEAS = {
    "administrative": "Bureaucracy|Centralized Treasury|Mercantilism|Absolute Monarchy|"
    "Humanist Tolerance|Cabinet Government|Land Reform|Revolutionary Regime",
    "diplomatic": "Diplomatic Corps|Quest for the New World|Cabinet|Naval Doctrine|"
    "Merchant Marine|Deus Vult|Colonial Ventures|Espionage",
    "military": "Levies|Cannons|Tercios|Professional Army|Fortifications|Grand Fleet|Drill|"
    "Mass Conscription",
}
GOVERNMENT_FORMS = {"Absolute Monarchy", "Revolutionary Regime", "Cabinet Government"}
IDEA_IDS = {"Cabinet Government": "constitutional_cabinet"}
FIRST = [
    "Alfonso",
    "Henry",
    "Louis",
    "Frederick",
    "Casimir",
    "Mehmed",
    "Christian",
    "Ivan",
    "Manuel",
    "Charles",
    "Sigismund",
    "Maximilian",
    "Philip",
    "Gustav",
    "Joachim",
    "Selim",
    "John",
    "Francis",
    "Ferdinand",
    "Murad",
]
SURNAMES = [
    "de Vega",
    "Howard",
    "de Guise",
    "von Lobkowicz",
    "Tarnowski",
    "Pasha",
    "Trolle",
    "Shuisky",
    "da Gama",
    "Montmorency",
    "von Frundsberg",
    "Fugger",
    "Colbert",
    "Oxenstierna",
    "Piccolomini",
    "Barbarossa",
    "Spinola",
    "Tilly",
    "Wallenstein",
    "Ruyter",
]


def _id(name: str) -> str:
    return "".join(char if char.isalnum() else "_" for char in name.lower().replace("'", "")).strip(
        "_"
    )


class World:
    """The names a deck may refer to, taken from a map and a realm list."""

    def __init__(
        self, world: dict[str, Any], realms: dict[str, Any], featured: tuple[str, ...]
    ) -> None:
        areas = world["areas"]
        self.main_areas = sorted(
            name for name, area in areas.items() if area.get("continent", "europe") == "europe"
        )
        self.provinces = sorted(p for name in self.main_areas for p in areas[name]["provinces"])
        self.nprs = sorted(name for name, realm in realms.items() if realm["kind"] == "npr")
        self.dnprs = sorted(name for name, realm in realms.items() if realm["kind"] == "dnpr")
        self.territories = sorted(
            p
            for area in areas.values()
            for p, info in area["provinces"].items()
            if info.get("territory") is not None
        )
        self.nodes = sorted(world["trade_nodes"])
        self.main_nodes = sorted(
            name for name, node in world["trade_nodes"].items() if not node.get("distant")
        )
        self.featured = featured

    @staticmethod
    def shipped() -> World:
        return World(
            yaml.safe_load((PACK / "map.yaml").read_text("utf-8")),
            yaml.safe_load((PACK / "realms.yaml").read_text("utf-8"))["realms"],
            FEATURED,
        )


def _effect(rng: random.Random, world: World) -> dict[str, Any]:
    choice = rng.randrange(14)
    amount = rng.randint(1, 3)
    if choice == 0:
        return {"gain_prestige": amount + 1}
    if choice == 1:
        return {"gain_ducats": 2 * amount + 2}
    if choice == 2:
        return {"gain_monarch_power": {"type": rng.choice((*TYPES, "any")), "amount": amount}}
    if choice == 3:
        return {"gain_stability": 1}
    if choice == 4:
        return {
            "gain_influence": {"areas": sorted(rng.sample(world.main_areas, 2)), "count": amount}
        }
    if choice == 5:
        return {"gain_alliance": rng.choice(world.nprs)}
    if choice == 6:
        return {"gain_royal_marriage": rng.choice(world.nprs)}
    if choice == 7:
        return {"gain_claim": rng.choice(world.main_areas)}
    if choice == 8:
        return {"gain_units": {"infantry": amount + 1}}
    if choice == 9:
        return {"lose_ducats": 2 * amount}
    if choice == 10:
        return {"gain_unrest": {"area": rng.choice(world.main_areas), "count": amount}}
    if choice == 11:
        return {
            "gain_action": rng.choice(
                ["trade", "influence", "recruit", "explore", "activate_units"]
            )
        }
    if choice == 12:
        return {"develop_town": rng.choice(world.provinces)}
    return {"gain_manpower": amount}


def _effects(rng: random.Random, world: World, count: int) -> list[dict[str, Any]]:
    effects: list[dict[str, Any]] = []
    while len(effects) < count:
        effect = _effect(rng, world)
        if next(iter(effect)) not in {next(iter(known)) for known in effects}:
            effects.append(effect)
    return effects


def events(rng: random.Random, world: World) -> list[dict[str, Any]]:
    cards = []
    for age in AGES:
        names = EVENT_NAMES[age].split("|")
        for index, name in enumerate(names):
            deck = "A" if index < 20 else "B"
            card: dict[str, Any] = {
                "id": f"e{age}_{_id(name)}",
                "name": name,
                "age": age,
                "deck": deck,
            }
            card["a"] = {"label": "Embrace it", "effects": _effects(rng, world, 2)}
            if index % 3 == 1:
                card["a"]["cost"] = [{"lose_ducats": 2 + 2 * (index % 2)}]
            elif index % 3 == 2:
                power = TYPES[index % len(TYPES)]
                card["a"]["cost"] = [{"lose_monarch_power": {"type": power, "amount": 1}}]
            card["b"] = {"label": "Hold back", "effects": _effects(rng, world, 1)}
            secondary = sorted(rng.sample(SECONDARY, rng.randint(0, 2)))
            if index % 5 == 4:
                secondary.append("dnpr_expansion")
                card["dnpr_colors"] = [rng.choice(["red", "yellow", "green"])]
            card["secondary"] = secondary
            cards.append(card)
        for realm in world.featured:
            card = {
                "id": f"e{age}_{realm}_ambitions",
                "name": f"{realm.title()} Ambitions ({age})",
                "age": age,
                "deck": "realm",
                "realm": realm,
            }
            card["a"] = {
                "label": "Pursue them",
                "effects": [{"gain_claim": rng.choice(world.main_areas)}, {"gain_prestige": 2}],
            }
            card["b"] = {"label": "Consolidate", "effects": [{"gain_stability": 1}]}
            card["secondary"] = [rng.choice(SECONDARY)]
            cards.append(card)
    if "castile" in world.featured and world.dnprs and world.territories:
        cards += _named_events(world)
    return cards


def _named_events(world: World) -> list[dict[str, Any]]:
    """Two events of the shipped pack that name realms of our map."""
    cards: list[dict[str, Any]] = []
    cards.append(
        {
            "id": "e1_columbus",
            "name": "A Genoese Navigator",
            "age": 1,
            "deck": "realm",
            "realm": "castile",
            "a": {
                "label": "Fund the voyage",
                "cost": [{"lose_ducats": 5}],
                "effects": [{"research_idea": "quest_for_the_new_world"}],
            },
            "b": {"label": "Decline", "effects": [{"gain_ducats": 3}]},
            "secondary": ["lost_at_sea"],
        }
    )
    cards.append(
        {
            "id": "e2_aztec_gold",
            "name": "Gold of Anahuac",
            "age": 2,
            "deck": "B",
            "a": {
                "label": "Ally with the empire",
                "effects": [
                    {
                        "place_dnpr": {
                            "realm": world.dnprs[0],
                            "provinces": world.territories[:1],
                        }
                    },
                    {"gain_ducats": 4},
                ],
            },
            "secondary": ["native_uprising"],
        }
    )
    return cards


def action_cards(rng: random.Random, world: World) -> list[dict[str, Any]]:
    cards = []
    for deck in TYPES:
        for age in AGES:
            for index, name in enumerate(ACTION_NAMES[deck].split("|")):
                kind = KINDS[deck][index]
                card: dict[str, Any] = {
                    "id": f"{deck[0]}{age}_{_id(name)}",
                    "name": name,
                    "deck": deck,
                    "kind": kind,
                    "cost": {"power": rng.randint(0, 3), "ducats": rng.choice([0, 0, 2, 4])},
                    "age": age,
                    "copies": 2 if index < 4 else 1,
                    "effects": _effects(rng, world, 1 + (index % 2)),
                }
                if kind == "display":
                    card["charges"] = rng.randint(2, 4)
                cards.append(card)
    return cards


def ideas(rng: random.Random) -> list[dict[str, Any]]:
    result = []
    for kind in TYPES:
        for index, name in enumerate(IDEAS[kind].split("|")):
            age = 1 + min(2, index // 3)
            result.append(
                {
                    "id": IDEA_IDS.get(name, _id(name)),
                    "name": name,
                    "type": kind,
                    "basic": index == 0,
                    "government_form": name in GOVERNMENT_FORMS,
                    "age": age,
                    "cost": 2 + age + rng.randint(0, 2),
                    "prestige": 1 + age + rng.randint(0, 1),
                }
            )
    return result


GENERAL_MISSIONS: dict[str, dict[str, Any]] = {
    "Patron of the Arts": {"ideas": {"type": "administrative", "count": 2}},
    "Naval Supremacy": {"deployed_ships": 4},
    "Defender of the Faith": {"all_of": [{"at_peace": True}, {"stability": 2}]},
    "Great Builder": {"tax_income": 20},
}
"""The general missions' goals (interpretation:EUPOP-G1); the shipped goals are our own."""


def missions(rng: random.Random, world: World) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = []
    for realm in world.featured:
        first = {
            "id": f"m_{realm}_consolidate",
            "name": "Consolidate the Realm",
            "realm": realm,
            "goal": {"all_of": [{"own_capital_area": True}, {"stability": 1}]},
            "prestige": 3,
            "reward": [{"gain_stability": 1}],
        }
        area = rng.choice(world.main_areas)
        second = {
            "id": f"m_{realm}_expand",
            "name": f"Expand into {area}",
            "realm": realm,
            "requires": [first["id"]],
            "goal": {"own_provinces": {"area": area, "count": 2}},
            "prestige": 5,
            "reward": [{"gain_core": area}],
        }
        node = rng.choice(world.main_nodes)
        third = {
            "id": f"m_{realm}_trade",
            "name": f"Dominate the {node} Trade",
            "realm": realm,
            "requires": [first["id"]],
            "goal": {"highest_trade_power": node},
            "prestige": 4,
            "reward": [{"gain_ducats": 6}],
        }
        result += [first, second, third]
    for index, (name, goal) in enumerate(GENERAL_MISSIONS.items()):
        result.append(
            {
                "id": f"m_general_{_id(name)}",
                "name": name,
                "goal": goal,
                "prestige": 3 + index % 2,
                "reward": _effects(rng, world, 1),
            }
        )
    return result


THRESHOLDS = {
    "economic": lambda age, index: 14 + 4 * age + 2 * index,
    "expansion": lambda age, index: 4 + 3 * age + 2 * index,
    "political": lambda age, index: 2 + age + index,
    "warfare": lambda age, index: 4 + 3 * age + 2 * index,
}
"""Milestone type → the goal's threshold by Age and rank; above what a realm holds at the
start (a starting realm has a tax income near 15), so no milestone is taken at once."""


def milestones(rng: random.Random) -> list[dict[str, Any]]:
    names = {
        "economic": ["Prosperous Towns", "Wealth of Nations", "Great Treasury"],
        "expansion": ["New Horizons", "Colonial Empire", "Realm of Many Areas"],
        "political": ["Web of Alliances", "Family Ties", "Hegemon of Diplomacy"],
        "warfare": ["Victorious Arms", "Great Army", "Masters of the Sea"],
    }
    goals = {
        "economic": "tax_income",
        "expansion": "areas_with_provinces",
        "political": "alliances_and_marriages",
        "warfare": "deployed_land_units",
    }
    result = []
    for age in AGES:
        for kind, titles in names.items():
            for index, title in enumerate(titles):
                threshold = THRESHOLDS[kind](age, index)
                result.append(
                    {
                        "id": f"ms{age}_{_id(title)}",
                        "name": f"{title} ({'I' * age})",
                        "age": age,
                        "type": kind,
                        "goal": {
                            "deployed_ships" if title == "Masters of the Sea" else goals[kind]: (
                                threshold - 4 if title == "Masters of the Sea" else threshold
                            )
                        },
                        "prestige": 2 + age + rng.randint(0, 1),
                    }
                )
    return result


def power_struggles(rng: random.Random, world: World) -> list[dict[str, Any]]:
    names = {
        1: ["Italian Wars", "War of the Roses", "Hussite Question"],
        2: ["Schmalkaldic Question", "Baltic Dominion", "Danube Frontier"],
        3: ["German Question", "Struggle for the Rhine", "Northern Wars"],
    }
    return [
        {
            "id": f"ps{age}_{_id(name)}",
            "name": name,
            "age": age,
            "battlegrounds": sorted(rng.sample(world.main_areas, 3)),
            "prestige_per_tax_value": 1,
            "prestige_sole_presence": 2,
            "prestige_presence": 1,
        }
        for age in AGES
        for name in names[age]
    ]


def trade_cards(world: World) -> list[dict[str, Any]]:
    cards = []
    for node in world.nodes:
        for copy in (1, 2):
            cards.append({"id": f"t_{_id(node)}_{copy}", "nodes": [node]})
    pairs = list(zip(world.main_nodes, world.main_nodes[1:], strict=False))
    for first, second in pairs:
        cards.append({"id": f"t_{_id(first)}_{_id(second)}", "nodes": [first, second]})
    return cards


def leaders(rng: random.Random, world: World) -> list[dict[str, Any]]:
    result = []
    number = 0
    for age in AGES:
        for realm in world.featured:
            first = FIRST[number % len(FIRST)]
            number += 1
            skills = [rng.randint(1, 3) for _ in TYPES]
            result.append(
                {
                    "id": f"ruler_{realm}_{age}",
                    "name": f"{first} of {realm.title()}",
                    "role": "ruler",
                    "realm": realm,
                    "age": age,
                    "skills": dict(zip(TYPES, skills, strict=True)),
                }
            )
        for index in range(4):
            surname = SURNAMES[(age * 4 + index) % len(SURNAMES)]
            role = "general" if index < 3 else "admiral"
            result.append(
                {
                    "id": f"{role}_{age}_{_id(surname)}",
                    "name": f"{FIRST[(age + index * 3) % len(FIRST)]} {surname}",
                    "role": role,
                    "age": age,
                    "skill": rng.randint(1, 3),
                    "cost": rng.randint(1, 3),
                }
            )
        for kind in TYPES:
            surname = SURNAMES[(age * 3 + TYPES.index(kind) + 7) % len(SURNAMES)]
            result.append(
                {
                    "id": f"advisor_{age}_{kind}_{_id(surname)}",
                    "name": f"Master {surname}",
                    "role": "advisor",
                    "age": age,
                    "advisor_type": kind,
                    "skill": rng.randint(1, 2),
                    "cost": rng.randint(2, 4),
                }
            )
    return result


BOT_DECK = [
    (1, "event", None, None, 0),
    (2, "military", None, None, 1),
    (3, "military", None, None, 1),
    (4, "military", None, None, 2),
    (5, "diplomacy", None, "military", 3),
    (6, "diplomacy", None, "military", 3),
    (7, "diplomacy", None, None, 2),
    (8, "diplomacy", None, None, 2),
    (9, "naval", None, None, 1),
    (10, "naval", None, None, 2),
    (11, "explore", None, "naval", 2),
    (12, "colonize", None, "military", 3),
    (13, "unrest", "spy", "spy", 2),
    (14, "papal_curia", "spy", "spy", 2),
    (15, "convert", "papal_curia", "military", 2),
    (16, "convert", "focus_economic", None, 1),
    (17, "convert", "focus_expansion", None, 1),
    (18, "convert", "focus_political", None, 1),
    (19, "convert", "focus_warfare", None, 1),
    (20, "unrest", "focus_economic", None, 1),
    (21, "unrest", "focus_expansion", None, 1),
    (22, "unrest", "focus_political", None, 1),
    (23, "unrest", "focus_warfare", None, 1),
    (24, "idea", None, None, 3),
]
"""The 24 Bot cards: actions and costs as the Bot rules' table gives them; discards are ours."""
TARGETS = {
    "castile": (["granada", "aragon", "portugal", "morocco", "naples"], ["Granada", "Maghreb"]),
    "france": (["burgundy", "provence", "england", "milan", "aragon"], ["Flandres", "Guyenne"]),
    "austria": (["hungary", "bohemia", "bavaria", "venice", "ottomans"], ["Schwaben", "Bohmen"]),
    "ottomans": (["byzantium", "serbia", "hungary", "karaman", "venice"], ["Thrakien", "Walachei"]),
    "england": (["scotland", "ireland", "france", "burgundy", "castile"], ["Guyenne", "Normandie"]),
    "poland": (
        ["teutonic_order", "lithuania", "hungary", "brandenburg", "muscovy"],
        ["Preussen", "Litauen"],
    ),
    "brandenburg": (
        ["pomerania", "saxony", "teutonic_order", "bohemia", "poland"],
        ["Holstein", "Preussen"],
    ),
}


def _chart(
    rng: random.Random, realms: list[str], areas: list[str], depth: int = 0
) -> list[dict[str, Any]]:
    splits = [[1, 2], [3, 4], [5], [6]] if depth == 0 else [[1, 2, 3], [4, 5, 6]]
    nodes = []
    for index, faces in enumerate(splits):
        if index == len(splits) - 1 and depth == 0:
            target: dict[str, Any] = {"realm_in": rng.choice(areas)}
        else:
            target = {"realm": realms[(index + depth) % len(realms)]}
        node: dict[str, Any] = {"faces": faces, "target": target}
        if depth == 0 and index == 0:
            node["substitute"] = {"realm": realms[-1]}
            node["children"] = _chart(rng, realms[1:], areas, depth + 1)
        nodes.append(node)
    return nodes


def bot_cards() -> list[dict[str, Any]]:
    """The Bot deck as data."""
    deck = []
    for number, first, second, war, cost in BOT_DECK:
        card: dict[str, Any] = {"id": number, "first": first}
        if second:
            card["second"] = second
        if war:
            card["war"] = war
        card["cost"] = cost
        if number % 4 == 1 and number > 1:
            card["discard"] = TYPES[number % 3]
        deck.append(card)
    return deck


def bots(rng: random.Random) -> dict[str, Any]:
    deck = bot_cards()
    realms = {}
    for realm in BOT_REALMS:
        enemies, areas = TARGETS[realm]
        friends = [
            name
            for name in ("venice", "genoa", "swiss", "saxony", "bavaria", "scotland", "naples")
            if name not in enemies
        ]
        realms[realm] = {
            "removals": {age: sorted(rng.sample(range(2, 25), 2 + age)) for age in AGES},
            "military": _chart(rng, enemies, areas),
            "diplomatic": _chart(rng, friends, areas),
        }
    return {"deck": deck, "realms": realms}


def write(name: str, data: dict[str, Any]) -> None:
    text = yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, width=110, default_flow_style=None
    )
    header = "# Written by hegemon.games.eupop.content.deck_generator; our own cards and numbers.\n"
    (PACK / name).write_text(header + text, "utf-8")


def generate(world: World, seed: int = SEED) -> dict[str, dict[str, Any]]:
    """Every deck file of a pack (file name → data) for the names of ``world``."""
    rng = random.Random(seed)
    return {
        "cards/events.yaml": {"events": events(rng, world)},
        "cards/actions.yaml": {"cards": action_cards(rng, world)},
        "cards/ideas.yaml": {"ideas": ideas(rng)},
        "cards/missions.yaml": {"missions": missions(rng, world)},
        "cards/milestones.yaml": {"milestones": milestones(rng)},
        "cards/power_struggles.yaml": {"power_struggles": power_struggles(rng, world)},
        "cards/trade_cards.yaml": {"trade_cards": trade_cards(world)},
        "cards/leaders.yaml": {"leaders": leaders(rng, world)},
    }


def main() -> None:
    world = World.shipped()
    (PACK / "cards").mkdir(exist_ok=True)
    decks = generate(world)
    for name, data in decks.items():
        write(name, data)
    write("bots.yaml", bots(random.Random(SEED + 1)))


if __name__ == "__main__":
    main()
