"""The odds of a battle before it is fought, for the terminal's ``?N`` (issue 11): who would
fight, with how many dice, and the chances that the attacker wins, loses or that both sides
are wiped out, with each side's expected losses (interpretation:EUPOP-B18).

Pure functions: they read the state and never change it, never roll the game's dice, and
use only what every seat may see (the board, the open leader pool), never a hand. The
chances are worked out exactly over the rounds (no sampling): each side's losses follow a
fixed order (:func:`loss_path`), so a battle's position is the pair of losses taken so far
and the rounds form a small absorbing chain."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb, factorial

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.prepare import (
    IMPERIAL_UNIT,
    imperial_units_fight,
    slots_vacating,
)
from hegemon.games.eupop.rules.battle.sides import (
    ARTILLERY,
    CAVALRY,
    DEFAULT_DICE,
    INFANTRY,
    ROLL,
    SEQUENCE,
    VS_NPRS,
    defending_factions,
    forces_of,
    is_naval,
    is_npr,
    is_player,
    main_defender,
    npr_defenders,
    npr_holds,
    strength,
    units_of,
)
from hegemon.games.eupop.rules.battle.triggers import battle_due_for, npr_holders
from hegemon.games.eupop.rules.characters.cards import leader_card, pool
from hegemon.games.eupop.titles import title
from hegemon.games.eupop.world.layout import (
    REBELS,
    SHIPS,
    at_war,
    realm,
    world,
)
from hegemon.games.eupop.world.records import Force

TYPES = ("infantry", "cavalry", "artillery")
KINDS_OF = {"infantry": INFANTRY, "cavalry": CAVALRY, "artillery": ARTILLERY}
DRAWN_LEADER_UNITS = 3
"""NPR or rebel defenders with this many units draw a leader (aid 1. Battle Preparations)."""
Composition = tuple[int, int, int]
"""Land: infantry, cavalry, artillery (any category); at sea: plain ships, heavy ships,
damaged heavy ships."""


@dataclass(frozen=True)
class Odds:
    """The attacker's chances and both sides' expected losses (hits taken)."""

    win: float
    lose: float
    draw: float
    attacker_losses: float
    defender_losses: float


@dataclass(frozen=True)
class Side:
    """One side as the odds see it: its units, its dice and what is known of its leader."""

    realms: tuple[str, ...]
    units: dict[str, int]
    leader: str | None
    """The leader card leading the side, when known."""
    drawn_skills: tuple[int, ...] = ()
    """For NPR or rebel defenders who draw a leader: the skills of the leaders open to the
    draw (one entry per card; empty: no draw)."""
    flees: bool = False
    """An NPR side that leaves the board when outnumbered after a round."""
    from_slots: int = 0
    """Of its units, the light ships the battle brings off trade-protection slots."""
    imperial: int = 0
    """Of its units, the Emperor's Imperial units (interpretation:EUPOP-I10)."""


@dataclass(frozen=True)
class Forecast:
    where: str
    naval: bool
    attacker: Side
    defender: Side
    attacker_dice: int
    defender_dice: int
    odds: Odds


def composition(units: dict[str, int], naval: bool) -> Composition:
    if naval:
        heavy = units.get("heavy_ship", 0)
        damaged = units.get("damaged_heavy_ship", 0)
        plain = sum(units.get(kind, 0) for kind in SHIPS) - heavy - damaged
        return (plain, heavy, damaged)
    inf, cav, art = (sum(units.get(kind, 0) for kind in KINDS_OF[t]) for t in TYPES)
    return (inf, cav, art)


def _binomial_tail(dice: int, share: float, least: int) -> float:
    """The chance that at least ``least`` of ``dice`` dice show a face of ``share``."""
    return sum(
        comb(dice, shown) * share**shown * (1.0 - share) ** (dice - shown)
        for shown in range(least, dice + 1)
    )


@implements("eupop-aid:4. Assign Casualties", "interpretation:EUPOP-B18")
def loss_path(
    start: Composition, naval: bool, dice: int, faces: tuple[str, ...]
) -> list[Composition]:
    """The side's units after 0, 1, 2 ... hits, to the last, the side rolling ``dice`` dice
    with these ``faces``. On land each hit falls on the type whose loss lowers the side's
    expected hits in a roll least: a type's last unit scores only when at least as many of
    the dice show its face as the side has units of it, so the type with the smallest such
    chance goes (ties: the type with more units, then infantry, cavalry, artillery). The
    types score apart, each with diminishing returns, so after every number of hits this
    leaves the side the most expected hits a roll can give. At sea an undamaged heavy ship
    is turned over first (it still hits), then light ships and galleys sink, then damaged
    heavy ships: the same measure."""
    share = [faces.count(t) / len(faces) if faces else 0.0 for t in TYPES]
    path = [start]
    current = list(start)
    while sum(current):
        if naval:
            plain, heavy, damaged = current
            if heavy:
                current = [plain, heavy - 1, damaged + 1]
            elif plain:
                current = [plain - 1, heavy, damaged]
            else:
                current = [plain, heavy, damaged - 1]
        else:
            held = [index for index in range(3) if current[index]]
            cheapest = min(
                held,
                key=lambda index: (
                    round(_binomial_tail(dice, share[index], current[index]), 12),
                    -current[index],
                    index,
                ),
            )
            current[cheapest] -= 1
        path.append((current[0], current[1], current[2]))
    return path


@implements(ROLL, "interpretation:EUPOP-B4")
@lru_cache(maxsize=4096)
def hit_chances(
    dice: int, faces: tuple[str, ...], units: Composition, naval: bool
) -> tuple[float, ...]:
    """The chance of each number of hits (0, 1, ...) that ``dice`` dice with these
    ``faces`` score for the units: each unit matched at most once by a face of its type
    (ships by artillery faces), each heavy ship, damaged or not, one hit of its own."""
    share = [faces.count(t) / len(faces) for t in TYPES]
    other = 1.0 - sum(share)
    result: dict[int, float] = {}
    for inf in range(dice + 1):
        for cav in range(dice + 1 - inf):
            for art in range(dice + 1 - inf - cav):
                rest = dice - inf - cav - art
                ways = factorial(dice) // (
                    factorial(inf) * factorial(cav) * factorial(art) * factorial(rest)
                )
                chance = ways * share[0] ** inf * share[1] ** cav * share[2] ** art * other**rest
                if naval:
                    hits = min(art, sum(units)) + units[1] + units[2]
                else:
                    hits = min(inf, units[0]) + min(cav, units[1]) + min(art, units[2])
                result[hits] = result.get(hits, 0.0) + chance
    return tuple(result.get(hits, 0.0) for hits in range(max(result) + 1))


@implements(SEQUENCE, "interpretation:EUPOP-B18")
def battle_odds(
    attacker: Composition,
    defender: Composition,
    naval: bool,
    dice: tuple[int, int],
    faces: tuple[tuple[str, ...], tuple[str, ...]],
    defender_flees: bool = False,
) -> Odds:
    """The attacker's chances of winning (the defender gone, the attacker not), losing and
    of both sides gone, fighting round after round until one side has no units; a
    ``defender_flees`` side (NPRs) leaves when outnumbered after a round, which the
    attacker wins."""
    paths = (
        loss_path(attacker, naval, dice[0], faces[0]),
        loss_path(defender, naval, dice[1], faces[1]),
    )
    ends = (len(paths[0]) - 1, len(paths[1]) - 1)
    if not ends[1]:
        return Odds(1.0, 0.0, 0.0, 0.0, 0.0)
    if not ends[0]:
        return Odds(0.0, 1.0, 0.0, 0.0, 0.0)
    rolls = [
        [hit_chances(dice[side], faces[side], units, naval) for units in paths[side]]
        for side in (0, 1)
    ]
    left = [[sum(units) for units in path] for path in paths]
    mass: dict[tuple[int, int], float] = {(0, 0): 1.0}
    win = lose = draw = lost = inflicted = 0.0
    for total in range(ends[0] + ends[1] + 1):
        for taken in range(max(0, total - ends[1]), min(total, ends[0]) + 1):
            here = mass.pop((taken, total - taken), 0.0)
            if not here:
                continue
            given = total - taken
            ours, theirs = rolls[0][taken], rolls[1][given]
            still = ours[0] * theirs[0]
            if defender_flees and left[1][given] < left[0][taken]:
                win += here * still  # a round without hits: the outnumbered NPRs leave
                lost, inflicted = lost + here * still * taken, inflicted + here * still * given
            elif still >= 1.0:
                draw += here
                lost, inflicted = lost + here * taken, inflicted + here * given
                continue
            else:
                here /= 1.0 - still  # rounds without hits change nothing: fought again
            for scored, ours_chance in enumerate(ours):
                for suffered, theirs_chance in enumerate(theirs):
                    if not scored and not suffered:
                        continue
                    chance = here * ours_chance * theirs_chance
                    if not chance:
                        continue
                    after = (min(taken + suffered, ends[0]), min(given + scored, ends[1]))
                    gone = (after[0] == ends[0], after[1] == ends[1])
                    fled = defender_flees and left[1][after[1]] < left[0][after[0]]
                    if gone[0] and gone[1]:
                        draw += chance
                    elif gone[1] or (fled and not gone[0]):
                        win += chance
                    elif gone[0]:
                        lose += chance
                    else:
                        mass[after] = mass.get(after, 0.0) + chance
                        continue
                    lost += chance * after[0]
                    inflicted += chance * after[1]
    return Odds(win, lose, draw, lost, inflicted)


@implements(SEQUENCE, "interpretation:EUPOP-20", "interpretation:EUPOP-B18")
def vacated(state: State, zone: str, vacating: Sequence[tuple[str, int]]) -> State:
    """The state as the battle's first step would leave it: each (realm, ships) of
    ``vacating`` off the zone's trade-protection slots and a force of light ships in the
    zone, numbered as :func:`~hegemon.games.eupop.rules.battle.prepare.vacate_slots` numbers
    it. A shallow copy: ``state`` is untouched (and returned itself when nothing leaves)."""
    if not vacating:
        return state
    board = world(state)
    forces: dict[str, Force] = dict(board["forces"])
    number = board["next_force"]
    for holder, count in vacating:
        forces[f"f{number:03d}"] = Force(
            realm=holder,
            where=zone,
            port=None,
            army=False,
            leader=None,
            units={"light_ship": count},
        )
        number += 1
    leaving = {holder for holder, _ in vacating}
    zones = dict(board["map"]["sea_zones"])
    zones[zone] = {
        **zones[zone],
        "trade_protection": [
            name for name in zones[zone]["trade_protection"] if name not in leaving
        ],
    }
    shadow = dict(state)
    shadow.update(forces=forces, next_force=number, map={**board["map"], "sea_zones": zones})
    return shadow


@implements("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-22")
def _dice(state: State, name: str, usual: int) -> int:
    """The dice a side's main realm rolls: a Bot's own (5, one more with a military idea;
    bots/battles.py ``bot_dice``), else ``usual``."""
    if is_player(state, name) and realm(state, name)["player"] == "bot":
        from hegemon.games.eupop.bots.battles import bot_dice

        return bot_dice(state, name)
    return usual


def _is_bot(state: State, name: str) -> bool:
    return name != REBELS and is_player(state, name) and realm(state, name)["player"] == "bot"


@implements("eupop-bots:NAVAL BATTLES", "interpretation:EUPOP-BOT-73")
def _stand_ins(
    state: State, where: str, main: str, factions: list[str], units: dict[str, int]
) -> None:
    """On a side a Bot does not lead, each Bot's ship there counts as 3 ships (the NPR
    ships it stands in for)."""
    if _is_bot(state, main):
        return
    for name in factions:
        if _is_bot(state, name) and strength(state, where, [name]):
            units["light_ship"] = units.get("light_ship", 0) + 3 - strength(state, where, [name])


SeaSide = tuple[str, list[str], dict[str, int], str | None]
"""A side at sea as the Bot odds read it: its main realm, its realms, units and leader."""


@implements("eupop-bots:NAVAL BATTLE RESOLUTION", "interpretation:EUPOP-BOT-73")
def bot_sea_odds(
    state: State, content: Content, where: str, sides: tuple[SeaSide, SeaSide]
) -> tuple[int, int, Odds]:
    """The single round of a naval battle a Bot leads (bots/battles.py): the dice of each
    side and the odds. Against a side it does not lead, the Bot's side wins when its hits
    reach what sinks every ship there (a heavy ship takes two), else its ships leave; a
    human leader with an admiral costs the Bot a die (battle actions are not foreseen). Bots
    leading both sides: the most hits wins, ties rolled again."""
    from hegemon.games.eupop.bots.battles import beside_hits, naval_dice, ports_facing

    geography = content.geography
    share = content.dice.battle_dice["artillery"].count("artillery") / len(
        content.dice.battle_dice["artillery"]
    )

    def spread(index: int) -> tuple[int, dict[int, float]]:
        main, factions, _, _ = sides[index]
        other = sides[1 - index]
        fewer = 1 if not _is_bot(state, other[0]) and other[3] is not None else 0
        dice = naval_dice(state, geography, main, where, fewer)
        fixed = ports_facing(state, geography, main, where) // 2
        fixed += beside_hits(state, where, factions, main)
        chances = {
            fixed + faces: comb(dice, faces) * share**faces * (1 - share) ** (dice - faces)
            for faces in range(dice + 1)
        }
        return dice, chances

    ships = [sum(side[2].values()) for side in sides]
    led = [_is_bot(state, side[0]) for side in sides]
    if all(led):
        (ours, mine), (theirs, other) = spread(0), spread(1)
        tie = sum(chance * other.get(hits, 0.0) for hits, chance in mine.items())
        above = sum(
            chance * sum(c for h, c in other.items() if h < hits) for hits, chance in mine.items()
        )
        win = above / (1.0 - tie) if tie < 1.0 else 0.0
        odds = Odds(win, 1.0 - win, 0.0, (1.0 - win) * ships[0], win * ships[1])
        return ours, theirs, odds
    bot = 0 if led[0] else 1
    dice, hits = spread(bot)
    plain, heavy, damaged = composition(sides[1 - bot][2], True)
    sinking = plain + 2 * heavy + damaged
    bot_wins = sum(chance for scored, chance in hits.items() if scored >= sinking)
    taken = sum(chance * min(scored, sinking) for scored, chance in hits.items())
    if bot == 0:
        odds = Odds(bot_wins, 1.0 - bot_wins, 0.0, (1.0 - bot_wins) * ships[0], taken)
        return dice, 0, odds
    odds = Odds(1.0 - bot_wins, bot_wins, 0.0, taken, (1.0 - bot_wins) * ships[1])
    return 0, dice, odds


def _skill(content: Content, card: str | None) -> int:
    return (leader_card(content, card).skill or 0) if card else 0


def _best_leader(state: State, content: Content, where: str, realm_name: str) -> str | None:
    cards = [
        str(force["leader"])
        for _, force in forces_of(state, where, [realm_name])
        if force["leader"] is not None
    ]
    return max(cards, key=lambda card: _skill(content, card), default=None)


@implements(VS_NPRS, "interpretation:EUPOP-B3")
def npr_defending(
    state: State, content: Content, where: str, attacker: str, defender: str
) -> list[str]:
    """The NPRs that would put defenders on the board (as the battle's preparations)."""
    named = [defender] if defender != REBELS and is_npr(state, defender) else []
    others = [
        name
        for name in npr_holders(state, content.geography, where)
        if name not in named and at_war(state, attacker, name)
    ]
    return [name for name in (*named, *others) if not strength(state, where, [name])]


@implements(SEQUENCE, "interpretation:EUPOP-B4", "interpretation:EUPOP-I10")
def imperial_joining(
    state: State, content: Content, where: str, attacker: str, defenders: list[str]
) -> tuple[int, int]:
    """The Imperial units the Emperor, Defending the HRE, would bring to this land battle,
    on the attacking and on the defending side, as the battle's preparations place them
    (:func:`~hegemon.games.eupop.rules.battle.prepare.place_imperial_units`)."""
    hre = world(state)["hre"]
    count = hre["imperial_units"]
    if count <= 0 or not imperial_units_fight(state, content, where, attacker, defenders):
        return (0, 0)
    return (count, 0) if hre["emperor"] == attacker else (0, count)


def due_against(
    state: State, content: Content, where: str, attacker: str, settled: Sequence[str] = ()
) -> bool:
    """Whether ``attacker``'s land units (ships) ending in the space would start a battle
    there (:func:`~hegemon.games.eupop.rules.battle.triggers.battle_due_for` with its units
    there; enemy ships on a sea zone's trade-protection slots count, EUPOP-20)."""
    return battle_due_for(state, content.geography, where, attacker, settled)


@implements(SEQUENCE, VS_NPRS, "interpretation:EUPOP-B18")
def forecast(
    state: State,
    content: Content,
    where: str,
    attackers: Sequence[str],
    defender: str,
    arriving: dict[str, int] | None = None,
    arriving_leader: str | None = None,
) -> Forecast:
    """The odds of the battle ``attackers`` (the first leading) would fight against
    ``defender`` in the space, the attacker's ``arriving`` units (and their leader) joining
    its units already there. Raises RuleNotBuilt where the battle itself would stop before
    its first roll: an NPR defending a distant continent. On land a Bot side rolls its own
    dice; at sea a Bot leading a side fights its single round (:func:`bot_sea_odds`) and a
    Bot beside a human counts as 3 ships (interpretation:EUPOP-BOT-73). At sea the light
    ships the battle brings off the zone's trade-protection slots (the attacker's and its
    enemies') fight on their sides."""
    naval = is_naval(content, where)
    lead = attackers[0]
    vacating = slots_vacating(state, where, lead) if naval else []
    state = vacated(state, where, vacating)
    attacking = dict(arriving or {})
    for kind, count in units_of(state, where, list(attackers)).items():
        attacking[kind] = attacking.get(kind, 0) + count
    own = _best_leader(state, content, where, lead) if is_player(state, lead) else None
    leader = max(
        (card for card in (own, arriving_leader) if card is not None),
        key=lambda card: _skill(content, card),
        default=None,
    )
    factions = defending_factions(state, where, lead, defender)
    defending = units_of(state, where, factions)
    kind = "light_ship" if naval else "infantry"
    placed = []
    for npr in npr_defending(state, content, where, lead, defender):
        count = npr_defenders(state, content, npr, where)
        if count > 0:
            defending[kind] = defending.get(kind, 0) + count
            placed.append(npr)
    everyone = factions + [name for name in placed if name not in factions]
    factions = [name for name in factions if name in placed or strength(state, where, [name])]
    factions += [name for name in placed if name not in factions]
    main = main_defender(state, where, factions) if factions else defender
    imperial = (0, 0) if naval else imperial_joining(state, content, where, lead, everyone)
    if imperial[0]:
        attacking[IMPERIAL_UNIT] = attacking.get(IMPERIAL_UNIT, 0) + imperial[0]
    if imperial[1]:
        defending[IMPERIAL_UNIT] = defending.get(IMPERIAL_UNIT, 0) + imperial[1]
        emperor = world(state)["hre"]["emperor"]
        factions += [name for name in (emperor,) if name is not None and name not in factions]
    if naval:
        _stand_ins(state, where, lead, list(attackers), attacking)
        _stand_ins(state, where, main, factions, defending)
    their_leader = _best_leader(state, content, where, main) if is_player(state, main) else None
    drawn: tuple[int, ...] = ()
    if (
        factions
        and not any(is_player(state, name) for name in factions)
        and sum(defending.values()) >= DRAWN_LEADER_UNITS
    ):
        role = "admiral" if naval else "general"
        drawn = tuple(leader.skill or 0 for leader in pool(state, content) if leader.role == role)
    flees = bool(factions) and all(
        is_npr(state, name) and not npr_holds(state, content, name, where, factions)
        for name in factions
    )
    from_slots = [
        sum(count for holder, count in vacating if (holder == lead) == attacking_side)
        for attacking_side in (True, False)
    ]
    attacker_side = Side(
        tuple(attackers), attacking, leader, from_slots=from_slots[0], imperial=imperial[0]
    )
    defender_side = Side(
        tuple(factions),
        defending,
        their_leader,
        drawn,
        flees,
        from_slots=from_slots[1],
        imperial=imperial[1],
    )
    faces = tuple(content.dice.battle_dice["artillery" if naval else "infantry"])
    if naval and (_is_bot(state, lead) or _is_bot(state, main)):
        sides = (
            (lead, list(attackers), attacking, leader),
            (main, factions, defending, their_leader),
        )
        ours, theirs, odds = bot_sea_odds(state, content, where, sides)
        return Forecast(where, naval, attacker_side, defender_side, ours, theirs, odds)
    ours = _dice(state, lead, DEFAULT_DICE + _skill(content, leader))
    theirs = _dice(state, main, DEFAULT_DICE + _skill(content, their_leader))
    units = (composition(attacking, naval), composition(defending, naval))
    if drawn:
        parts = [
            battle_odds(units[0], units[1], naval, (ours, theirs + skill), (faces, faces), flees)
            for skill in drawn
        ]
        share = 1.0 / len(parts)
        odds = Odds(
            *(
                sum(getattr(part, name) for part in parts) * share
                for name in Odds.__dataclass_fields__
            )
        )
    else:
        odds = battle_odds(units[0], units[1], naval, (ours, theirs), (faces, faces), flees)
    return Forecast(where, naval, attacker_side, defender_side, ours, theirs, odds)


def units_text(units: dict[str, int], naval: bool) -> str:
    """``2 inf, 1 cav`` (on land, by type) or ``3 ships, 1 heavy`` (at sea)."""
    if naval:
        plain, heavy, damaged = composition(units, naval)
        parts = [(plain, "light/galley"), (heavy, "heavy"), (damaged, "damaged heavy")]
    else:
        inf, cav, art = composition(units, naval)
        parts = [(inf, "inf"), (cav, "cav"), (art, "art")]
    return ", ".join(f"{count} {name}" for count, name in parts if count)


def percent(chance: float) -> str:
    """A chance in whole percents; one that is neither nil nor sure never shows 0% or 100%."""
    if 0.0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1.0 - 1e-9:
        return ">99%"
    return f"{chance:.0%}"


def _slots_text(side: Side) -> str:
    text = f", {side.imperial} of them Imperial units" if side.imperial else ""
    if not side.from_slots:
        return text
    return text + f", {side.from_slots} of them off the trade-protection slots"


def forecast_lines(content: Content, forecast_: Forecast) -> list[str]:
    """The forecast in words: the sides, the chances and the expected losses."""
    ours, theirs = forecast_.attacker, forecast_.defender
    odds = forecast_.odds
    mine = sum(ours.units.values())
    enemy = sum(theirs.units.values())
    our_leader = (
        f"; {leader_card(content, ours.leader).name} +{_skill(content, ours.leader)}"
        if ours.leader
        else ""
    )
    if theirs.leader:
        their_leader = (
            f"; {leader_card(content, theirs.leader).name} +{_skill(content, theirs.leader)}"
        )
    elif theirs.drawn_skills:
        their_leader = "; a leader drawn from the open pool"
    else:
        their_leader = ""
    names = ", ".join(title(content, name) for name in theirs.realms) or "nobody"
    kind = ("ship" if forecast_.naval else "unit") + ("" if mine == 1 else "s")
    our_units = units_text(ours.units, forecast_.naval) + _slots_text(ours)
    their_units = (units_text(theirs.units, forecast_.naval) or "none") + _slots_text(theirs)
    lines = [
        f"Battle at {forecast_.where}: your {mine} {kind} ({our_units}"
        f"{our_leader}; {forecast_.attacker_dice} dice) against {enemy} of {names} "
        f"({their_units}{their_leader}; "
        f"{forecast_.defender_dice} dice"
        f"{' + the drawn leader' if theirs.drawn_skills else ''})",
        f"  you win about {percent(odds.win)}, lose {percent(odds.lose)}, draw (both wiped "
        f"out) {percent(odds.draw)}; expected losses {odds.attacker_losses:.1f} yours / "
        f"{odds.defender_losses:.1f} theirs",
        "  odds assume no battle action cards, no retreat "
        + ("(but theirs when outnumbered) " if theirs.flees else "")
        + "and no wounds (EUPOP-B18)",
    ]
    return lines


@dataclass(frozen=True)
class PirateOdds:
    """One exchange of fire with a node's pirates (interpretation:EUPOP-M13)."""

    all_removed: float
    """The chance that every pirate of the node is removed."""
    removed: float
    """Pirates removed, expected."""
    taken: float
    """Hits on the realm's ships, expected."""


@implements("eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-M13")
def pirate_odds(content: Content, ships: dict[str, int], pirates: int) -> PirateOdds:
    """The realm's 3 artillery dice score with its ships as in a naval battle, the pirates'
    3 with one light ship per pirate; each of the realm's hits removes a pirate, each of
    theirs falls on a ship (a heavy ship turned over counts one)."""
    faces = tuple(content.dice.battle_dice["artillery"])
    ours = hit_chances(DEFAULT_DICE, faces, composition(ships, True), True)
    theirs = hit_chances(DEFAULT_DICE, faces, (pirates, 0, 0), True)
    plain, heavy, damaged = composition(ships, True)
    capacity = plain + 2 * heavy + damaged
    return PirateOdds(
        all_removed=sum(chance for hits, chance in enumerate(ours) if hits >= pirates),
        removed=sum(chance * min(hits, pirates) for hits, chance in enumerate(ours)),
        taken=sum(chance * min(hits, capacity) for hits, chance in enumerate(theirs)),
    )
