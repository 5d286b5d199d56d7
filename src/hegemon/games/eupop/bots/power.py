"""Bot Power (eupop-bots BOT POWER (C)): the one place a Bot's power changes.

A Bot pays for everything with Bot Power, which is cubes of its own colour: gained from
its supply into Available, spent into Spent, parked on a focus area by the FOCUS action,
and back to the supply (Spent ones in phase 4, lost ones at once). Every change goes
through one function of this module (BOTS.md lesson 2: one entry point per kind of
change), and each call writes one ``bot_power`` log entry, the trace of the Bot's power
(interpretation:EUPOP-BOT-3):

- :func:`gain_bp` supply → Available (a cube short: :func:`take_cube`, EUPOP-BOT-26);
- :func:`spend_bp` Available → Spent, :func:`pay_card` the cost of a Bot card;
- :func:`lose_bp` Available → supply (events, rebel dice);
- :func:`focus_bp` Spent → a focus area, :func:`release_focus` a focus area → supply;
- :func:`refresh` phase 4: Spent → supply, then the level's gain and the town bonus.

:func:`level` reads a Bot's difficulty row (``setup/mats.py DIFFICULTIES``, the one
table; EUPOP-BOT-6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.tokens import small_towns_in_play
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.setup.mats import DIFFICULTIES
from hegemon.games.eupop.world.economy import area_tax_value, tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cube_sources
from hegemon.games.eupop.world.layout import area, realm, world
from hegemon.games.eupop.world.records import BotMat

BOT_POWER = "eupop-bots:BOT POWER (C)"
DIFFICULTY = "eupop-bots:DIFFICULTY LEVEL"
BOT_CARDS = "eupop-bots:BOT CARDS"
BOT_MAT = "eupop-bots:BOT MAT"
INCOME = "eupop-bots:INCOME & UPKEEP PHASE"
"""Named by the log of :func:`refresh`; the phase for Bots is not whole (the Emperor's and
the Papal Controller's gains), so no function here claims it."""
CUBES = "eupop-bots:CUBES"
AID_CUBES = "eupop-aid:Cubes"
TOWNS = "eupop-bots:TOWNS"

Move = Literal["gain", "spend", "lose", "discard", "focus", "release"]
"""The moves of a ``bot_power`` entry: supply → Available (``gain``), Available → Spent
(``spend``), Available → supply (``lose``), Spent → supply (``discard``), Spent → a focus
area (``focus``), a focus area → supply (``release``)."""
Source = Literal["spent", "influence", "ally_influence", "available"]
"""Where a cube missing from a Bot's supply is taken from, in the order tried
(eupop-bots CUBES; interpretation:EUPOP-BOT-26)."""
FAR_AWAY = 10_000
"""The distance given to an area no step path reaches from the capital area (furthest)."""


@dataclass(frozen=True)
class Difficulty:
    """One row of the difficulty table (eupop-bots DIFFICULTY LEVEL)."""

    name: str
    gain: int
    """Bot Power gained in phase 4 each round."""
    focus_to_score: int
    """Bot Power on a focus area that scores a milestone."""
    minimum_on_war: int
    """The Bot Power a Bot has at least when war is declared on it."""
    units_per_recruit: int
    """Units one recruit brings in the DEFEND and MILITARY actions."""


@dataclass(frozen=True)
class Paid:
    """What drawing a Bot card cost: ``paid`` Bot Power, ``short`` of the card's cost."""

    paid: int
    short: int


def bot_mat(state: State, name: str) -> BotMat:
    """The Bot mat of a Bot realm (a KeyError for any other realm)."""
    return world(state)["bots"][name]


@implements(DIFFICULTY, "interpretation:EUPOP-BOT-6")
def level(state: State, name: str) -> Difficulty:
    """The Bot's own difficulty row."""
    key = bot_mat(state, name)["difficulty"]
    row = DIFFICULTIES[key]
    return Difficulty(
        name=key,
        gain=row["bot_power_per_round"],
        focus_to_score=row["focus_to_score"],
        minimum_on_war=row["minimum_on_war"],
        units_per_recruit=row["units_per_recruit"],
    )


def _log(
    game: Game,
    name: str,
    move: Move,
    amount: int,
    wanted: int,
    rule: str,
    reason: str,
    focus: str | None = None,
) -> None:
    power = bot_mat(game.state, name)["power"]
    game.log(
        "bot_power",
        name,
        rule=rule,
        move=move,
        amount=amount,
        wanted=wanted,
        available=power["available"],
        spent=power["spent"],
        focus=focus,
        reason=reason,
    )


@implements(BOT_POWER, CUBES, "interpretation:EUPOP-BOT-3", "interpretation:EUPOP-BOT-26")
def gain_bp(game: Game, name: str, amount: int, rule: str, reason: str) -> int:
    """Take ``amount`` cubes from the Bot's supply into Available, one by one; a cube the
    supply lacks is found by :func:`take_cube` (Available is then no source: it is where
    the cube goes). Returns the Bot Power gained, less than asked when no cube is left."""
    state = game.state
    supply = world(state)["supply"][name]
    power = bot_mat(state, name)["power"]
    gained = 0
    for _ in range(max(0, amount)):
        if supply["cubes"] <= 0 and take_cube(game, name, rule, for_power=True) is None:
            break
        supply["cubes"] -= 1
        power["available"] += 1
        gained += 1
    _log(game, name, "gain", gained, amount, rule, reason)
    return gained


@implements(BOT_POWER, "interpretation:EUPOP-BOT-2")
def spend_bp(game: Game, name: str, amount: int, rule: str, reason: str) -> int:
    """Move up to ``amount`` Bot Power from Available to Spent; returns what was paid
    (never more than the Bot has)."""
    power = bot_mat(game.state, name)["power"]
    paid = min(max(0, amount), power["available"])
    power["available"] -= paid
    power["spent"] += paid
    _log(game, name, "spend", paid, amount, rule, reason)
    return paid


@implements(BOT_POWER, "interpretation:EUPOP-BOT-3")
def lose_bp(game: Game, name: str, amount: int, rule: str, reason: str) -> int:
    """Return up to ``amount`` Available Bot Power to the supply (an event's loss, a rebel
    die); returns what was lost."""
    state = game.state
    power = bot_mat(state, name)["power"]
    lost = min(max(0, amount), power["available"])
    power["available"] -= lost
    world(state)["supply"][name]["cubes"] += lost
    _log(game, name, "lose", lost, amount, rule, reason)
    return lost


@implements(BOT_CARDS, "interpretation:EUPOP-BOT-2")
def pay_card(game: Game, name: str, cost: int, reason: str = "Bot card") -> Paid:
    """Pay a drawn Bot card's cost: a Bot short of it spends all it has left and still
    carries the card out (the Main Turn Structure's second footnote)."""
    paid = spend_bp(game, name, cost, BOT_CARDS, reason)
    return Paid(paid=paid, short=max(0, cost) - paid)


@implements(BOT_MAT, "interpretation:EUPOP-BOT-38")
def focus_bp(game: Game, name: str, focus: str, amount: int, rule: str, reason: str) -> int:
    """Park up to ``amount`` Spent Bot Power (what the FOCUS card cost) on a focus area,
    where it is neither available nor spent; returns what moved."""
    held = bot_mat(game.state, name)
    moved = min(max(0, amount), held["power"]["spent"])
    held["power"]["spent"] -= moved
    held["focus"][focus] += moved
    _log(game, name, "focus", moved, amount, rule, reason, focus)
    return moved


@implements(BOT_MAT, "interpretation:EUPOP-BOT-38")
def release_focus(game: Game, name: str, focus: str, rule: str, reason: str) -> int:
    """Return every cube of a focus area to the supply (its milestone scored); returns
    how many."""
    state = game.state
    held = bot_mat(state, name)
    moved = held["focus"][focus]
    held["focus"][focus] = 0
    world(state)["supply"][name]["cubes"] += moved
    _log(game, name, "release", moved, moved, rule, reason, focus)
    return moved


@implements(TOWNS, "interpretation:EUPOP-BOT-27")
def town_bonus(state: State, name: str) -> int:
    """The phase-4 bonus for towns in play: +1 for 20 or more small towns on the map
    (:func:`.tokens.small_towns_in_play`) or the +20 Income tile, which stands for them
    (the same bonus, not a second one); +1 when every large town is on the map."""
    supply = world(state)["supply"][name]
    small = bot_mat(state, name)["twenty_towns_tile"] or small_towns_in_play(state, name)
    return int(small) + int(supply["large_towns"] <= 0)


@implements(BOT_POWER, DIFFICULTY, "interpretation:EUPOP-BOT-3")
def refresh(game: Game, name: str) -> int:
    """Phase 4's Refresh Bot Power: the Spent Bot Power back to the supply, then the
    level's gain plus the town bonus; returns the Bot Power gained."""
    state = game.state
    power = bot_mat(state, name)["power"]
    returned = power["spent"]
    power["spent"] = 0
    world(state)["supply"][name]["cubes"] += returned
    _log(game, name, "discard", returned, returned, INCOME, "phase 4")
    amount = level(state, name).gain + town_bonus(state, name)
    return gain_bp(game, name, amount, INCOME, "phase 4")


def _capital_area(state: State, geography: Geography, name: str) -> str:
    record = realm(state, name)
    return geography.provinces[record["capital"] or record["natural_capital"]].area


def _bot_areas(state: State, geography: Geography, name: str) -> set[str]:
    """The areas where the realm owns a province."""
    return {geography.provinces[key].area for key in world(state)["owned"].get(name, [])}


def _tied_areas(state: State, geography: Geography, name: str) -> set[str]:
    """The areas where the Bot has an alliance or a royal marriage: those holding a
    province of a realm allied to it, and its partners' capital areas (where its marriage
    tokens stand)."""
    tied: set[str] = set()
    for ally in realm(state, name)["allies"]:
        tied |= _bot_areas(state, geography, ally)
    for partner in realm(state, name)["marriages"]:
        capital = realm(state, partner)["capital"]
        if capital is not None:
            tied.add(geography.provinces[capital].area)
    return tied


@implements(CUBES, AID_CUBES, "interpretation:EUPOP-BOT-26")
def far_influence(state: State, geography: Geography, name: str) -> str | None:
    """The area a Bot's missing cube comes from first among its influence: one where it
    has neither an alliance nor a royal marriage (:func:`_tied_areas`), furthest from its
    capital area, then (an effect bad for the Bot) of lowest tax value, then A→Z; None
    when there is none."""
    tied = _tied_areas(state, geography, name)
    home = _capital_area(state, geography, name)
    candidates = [where for where in cube_sources(state, name) if where not in tied]

    def order(where: str) -> tuple[int, int, str]:
        steps = geography.distance(home, where)
        return (-(FAR_AWAY if steps is None else steps), area_tax_value(geography, where), where)

    return min(candidates, key=order, default=None)


@implements(CUBES, AID_CUBES, "interpretation:EUPOP-BOT-26")
def ally_influence(state: State, geography: Geography, name: str) -> str | None:
    """The area a Bot's missing cube comes from next: among its allies whose areas (where
    they own a province) hold its influence, the one of lowest tax income (then A→Z), and
    there its area of lowest tax value, then A→Z; None when there is none."""
    held = set(cube_sources(state, name))
    allies = sorted(
        realm(state, name)["allies"],
        key=lambda ally: (tax_income(state, geography, ally)["total"], ally),
    )
    for ally in allies:
        candidates = sorted(_bot_areas(state, geography, ally) & held)
        if candidates:
            return min(candidates, key=lambda where: (area_tax_value(geography, where), where))
    return None


def _take_influence(game: Game, name: str, where: str, source: Source) -> None:
    influence = area(game.state, where)["influence"]
    influence[name] -= 1
    if influence[name] <= 0:
        del influence[name]
    world(game.state)["supply"][name]["cubes"] += 1
    game.log("bot_influence_taken", name, rule=CUBES, area=where, source=source)


@implements(CUBES, AID_CUBES, "interpretation:EUPOP-BOT-26")
def take_cube(game: Game, name: str, rule: str, for_power: bool = False) -> Source | None:
    """A Bot's supply has no cube where it needs one: bring one into the supply from, in
    order, its Spent Bot Power, its influence far away (:func:`far_influence`), its
    influence in an ally's areas (:func:`ally_influence`), and its Available Bot Power
    (not when the cube is for Bot Power: it would only come back there). Returns the
    source, or None when there is no cube anywhere."""
    state = game.state
    geography = content_of(game).geography
    power = bot_mat(state, name)["power"]
    if power["spent"] > 0:
        power["spent"] -= 1
        world(state)["supply"][name]["cubes"] += 1
        _log(game, name, "discard", 1, 1, rule, "no cube in the supply")
        return "spent"
    where = far_influence(state, geography, name)
    if where is not None:
        _take_influence(game, name, where, "influence")
        return "influence"
    where = ally_influence(state, geography, name)
    if where is not None:
        _take_influence(game, name, where, "ally_influence")
        return "ally_influence"
    if not for_power and power["available"] > 0:
        power["available"] -= 1
        world(state)["supply"][name]["cubes"] += 1
        _log(game, name, "lose", 1, 1, rule, "no cube in the supply")
        return "available"
    return None
