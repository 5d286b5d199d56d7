"""The peace terms: which the winner may enforce on a loser, and what each does to the
board (eupop-aid Peace Terms (p. 30-31)).

Built: White Peace, Keep Current Board State (each side keeps what it occupies but
capitals, which are ransomed; the victor may instead return a province for ducats,
exchange it or liberate it, EUPOP-Q5), Vassalization, Force Conversion (of a player realm
too, EUPOP-L9), Humiliation (also after a surrender), Full Annexation and Secure Desired
Succession (interpretation:EUPOP-Q6). A loser's vassals are freed
as it is vassalized, and settled by the victor (EUPOP-D22).

The choices a term leaves to the seats (influence the victor *may* place, the loser's ruler
it may replace, where ships leaving a port no longer friendly sail) are not made here: the
term records them in an :class:`Asks` the peace procedure then puts to the seats (EUPOP-Q6,
EUPOP-Q20).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.governing import gain_ducats, lose_ducats
from hegemon.games.eupop.rules.empire.religion import dissolve
from hegemon.games.eupop.rules.peace.board import cede, conclude, return_provinces
from hegemon.games.eupop.rules.peace.empire import settle_areas
from hegemon.games.eupop.rules.peace.succession import ruler_choices
from hegemon.games.eupop.rules.peace.victory import (
    Pair,
    capital_occupied_by,
    de_jure,
    is_player,
    occupied_by,
    side,
)
from hegemon.games.eupop.rules.peace_rebels.unrest import add_unrest
from hegemon.games.eupop.rules.prestige.score import score_prestige as change_prestige
from hegemon.games.eupop.rules.religion import force
from hegemon.games.eupop.rules.war.calls import end_alliance, end_marriage
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import (
    TOKEN_LIMITS,
    cube_sources,
    cubes_of,
    influence_allowed,
)
from hegemon.games.eupop.world.layout import (
    REBELS,
    area,
    controller,
    faith,
    own_provinces,
    owned_provinces,
    realm,
    set_overlord,
    vassals,
    world,
)
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.relations import (
    counted_tax_income,
    counted_tax_value,
    remove_plus_ones,
)
from hegemon.games.eupop.world.tokens import vassal_tokens
from hegemon.games.eupop.world.wars import fighting

WHITE = "eupop-aid:White Peace"
KEEP = "eupop-aid:Keep Current Board State"
VASSALIZE = "eupop-aid:Vassalization"
HUMILIATE = "eupop-aid:Humiliation"
ANNEX = "eupop-aid:Full Annexation"
NPR_EMPEROR = "eupop-aid:NPR Emperor (p. 45)"
CONVERT = "eupop-aid:Force Conversion"
SUCCESSION = "eupop-aid:Secure Desired Succession"
TERM_RULES = {
    "white_peace": WHITE,
    "keep_board_state": KEEP,
    "vassalization": VASSALIZE,
    "humiliation": HUMILIATE,
    "full_annexation": ANNEX,
    "force_conversion": CONVERT,
    "secure_succession": SUCCESSION,
}
LABELS = {
    "white_peace": "White Peace",
    "keep_board_state": "Keep Current Board State",
    "vassalization": "Vassalization",
    "humiliation": "Humiliation",
    "full_annexation": "Full Annexation",
    "force_conversion": "Force Conversion",
    "secure_succession": "Secure Desired Succession",
}
WHITE_PEACE_PRESTIGE = 1
RANSOM = 10
RETURN_PRICE = 3
"""Ducats per tax value for a province returned instead of kept."""
HUMILIATION_LIMIT = 10
CONVERSION_GAIN = 3
"""The victor's ③ (interpretation:EUPOP-Q17)."""
CONVERSION_LOSS = 5
"""The loser's ⑤ (interpretation:EUPOP-Q17)."""
CONVERSION_INFLUENCE = 2
SUCCESSION_TOKEN = 3
"""Secure Desired Succession's ③ per token removed, won by the victor and lost by each
token's owner (EUPOP-Q17)."""
SUCCESSION_FLIP_LIMIT = 5
SUCCESSION_INFLUENCE = 4
VASSAL_INFLUENCE = 2
"""Vassalization's optional influence in the loser's realm (interpretation:EUPOP-Q6)."""
PEACE_TERMS = "eupop-aid:Peace Terms (p. 30-31)"
"""Its second line: influence gained by a term may displace other influence in a full area
(interpretation:EUPOP-Q20)."""
INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"
"""Where influence may never be placed: distant areas, and areas whose provinces are all
owned by player realms (interpretation:EUPOP-Q20)."""
ANNEXED_ALLY_PRESTIGE = 2
"""The allied player realm's ② when its active ally is fully annexed (EUPOP-Q17)."""
BOT_REPLACED = "eupop-aid:4. Aftermath"
"""Its "Replace Fully Annexed Bots (p. 3, 6)": bots/substitute.py replace_bot."""


Placement = tuple[str, list[str], int, str]
"""(realm, areas it may choose among, most cubes, rule): influence a term lets it place."""


@dataclass
class Asks:
    """What a term leaves to the seats: influence the victor may place (asked cube by cube,
    a full area letting it displace another realm's cube), the realms whose alliances
    ended, whose ships may have to leave ports no longer friendly (their owners choosing
    the sea zone), and the (victor, loser) pairs whose victor may replace the loser's ruler
    (Secure Desired Succession, :mod:`hegemon.games.eupop.rules.peace.succession`)."""

    influence: list[Placement] = field(default_factory=list)
    ports: list[str] = field(default_factory=list)
    rulers: list[tuple[str, str]] = field(default_factory=list)
    follow_ups: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    """Procedures of other packages the procedure calls after the rulers: (name, local)."""


def _end_alliance(
    game: Game, first: str, second: str, rule: str, reason: str, asks: Asks | None
) -> None:
    """End the alliance; with ``asks`` the ships leaving ports are left for the procedure
    to ask about (eupop-aid Ships in Port (p. 26))."""
    end_alliance(game, first, second, rule, reason, ports_asked=asks is not None)
    if asks is not None:
        asks.ports += [name for name in (first, second) if name not in asks.ports]


def _at_war_elsewhere(state: State, pair: Pair, name: str) -> bool:
    """The realm is still at war in some pair other than this one."""
    for war_id, war in world(state)["wars"].items():
        for attacker, defender in fighting(war):
            if name in (attacker, defender) and (war_id, attacker, defender) != pair:
                return True
    return False


@implements("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D22")
def free_vassals(game: Game, target: str, rule: str) -> list[str]:
    """The target's vassals become independent as it is vassalized. Returns them, A→Z."""
    freed = sorted(vassals(game.state, target))
    for name in freed:
        set_overlord(game.state, name, None)
        game.log("vassal_freed", name, rule=rule, realm=target)
    return freed


@implements(VASSALIZE, NPR_EMPEROR, "interpretation:EUPOP-Q6", "interpretation:EUPOP-I8")
@implements("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D18", "interpretation:EUPOP-D22")
@implements("interpretation:EUPOP-D29")
def can_vassalize(state: State, geography: Geography, pair: Pair, winner: str, loser: str) -> bool:
    """The requirements of Vassalization, and no other enemy of the loser (a vassal shares
    its overlord's wars, which this build does not settle) and vassal tokens enough; the
    Emperor (NPR Emperor) and the Papal States (Vassals (♠)) are never vassalized; a loser
    with vassals needs influence of the winner in it (EUPOP-D22)."""
    if is_player(state, loser) or _at_war_elsewhere(state, pair, loser):
        return False
    if world(state)["hre"]["emperor"] == loser or realm(state, loser)["papal_states"]:
        return False  # the Papal States are never vassalized either (Vassals, EUPOP-D18)
    if not capital_occupied_by(state, winner, loser):
        return False
    capital = realm(state, loser)["capital"]
    assert capital is not None
    home = geography.provinces[capital].area
    owned = [name for name in de_jure(state, loser) if geography.provinces[name].area != home]
    taken = occupied_by(state, winner, loser)
    if owned and not any(name in taken for name in owned):
        return False
    if vassals(state, loser) and not _influence(state, geography, winner, loser):
        return False
    tokens = vassal_tokens(geography, vassal_provinces(state, winner, loser))  # EUPOP-D29
    return world(state)["supply"][winner]["vassal_tokens"] >= tokens


@implements("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D4", "interpretation:EUPOP-D22")
def _influence(state: State, geography: Geography, winner: str, loser: str) -> bool:
    """The winner has influence in the loser: a cube in an area of its lawful provinces
    (occupied or not), Imperial ones counting, or a marriage token on it."""
    areas = {geography.provinces[name].area for name in owned_provinces(state, loser)}
    marriage = loser in realm(state, winner)["marriages"]
    return marriage or any(cubes_of(state, where, winner) for where in areas)


def _token_goes(state: State, name: str, winner: str) -> bool:
    """No third realm occupies the province: rebels are no realm, so a province they hold
    takes its vassal token too (interpretation:EUPOP-F20)."""
    occupier = world(state)["map"]["provinces"][name]["occupier"]
    return occupier in (None, REBELS, winner, *vassals(state, winner))


@implements(VASSALIZE, "interpretation:EUPOP-Q6")
def vassal_provinces(state: State, winner: str, loser: str) -> list[str]:
    """The loser's provinces a vassal token goes on (or went on): those no realm occupies
    but the winner or its vassals (never its vassals' provinces: they are freed, EUPOP-D22).
    These are what the winner gains by Vassalization."""
    return [name for name in owned_provinces(state, loser) if _token_goes(state, name, winner)]


@implements(ANNEX)
def npr_or_bot(state: State, name: str) -> bool:
    """A non-player realm or a player realm a Bot plays (Full Annexation's loser)."""
    return not is_player(state, name) or realm(state, name)["player"] == "bot"


@implements(CONVERT, "interpretation:EUPOP-Q6", "interpretation:EUPOP-L19")
def can_force_convert(state: State, geography: Geography, winner: str, loser: str) -> bool:
    """The victor (with its vassals) controls every province of the loser's capital area,
    and its state religion is another faith than the loser's; never against the Papal
    States, always Catholic (interpretation:EUPOP-L19)."""
    capital = realm(state, loser)["capital"]
    if capital is None or realm(state, loser)["papal_states"]:
        return False  # the Papal States are always Catholic (EUPOP-L19)
    if faith(realm(state, winner)["religion"]) == faith(realm(state, loser)["religion"]):
        return False
    mine = side(state, winner)
    return all(
        controller(state, name) in mine
        for name in geography.areas[geography.provinces[capital].area].provinces
    )


@implements(SUCCESSION, "interpretation:EUPOP-Q6")
def can_secure_succession(state: State, winner: str, loser: str) -> bool:
    """A turned-over royal marriage token lies on the loser (an interregnum's, until phase 3
    E turns it back) and the victor occupies its capital."""
    return bool(realm(state, loser)["flipped_marriages"]) and capital_occupied_by(
        state, winner, loser
    )


@implements(VASSALIZE, ANNEX, CONVERT, SUCCESSION, "interpretation:EUPOP-Q6")
def offered(
    state: State,
    geography: Geography,
    pair: Pair,
    winner: str,
    loser: str,
    total: bool,
    surrendered: bool = False,
    carried: Sequence[Pair] = (),
) -> list[str]:
    """The terms the winner may enforce after a total (or partial) victory, or a surrender
    (enforced as a partial victory). ``carried``: the pairs of the winner with the active
    allies the loser carries; Vassalization and Force Conversion are offered when the loser
    or one of them qualifies (EUPOP-Q12)."""
    terms = ["white_peace"] if total else []
    terms.append("keep_board_state")
    targets = [(pair, loser), *((one, _other(one, winner)) for one in carried)]
    if any(
        qualifies(state, geography, one, "vassalization", winner, beaten) for one, beaten in targets
    ):
        terms.append("vassalization")
    if any(
        qualifies(state, geography, one, "force_conversion", winner, beaten)
        for one, beaten in targets
    ):
        terms.append("force_conversion")
    if is_player(state, loser) and (surrendered or capital_occupied_by(state, winner, loser)):
        terms.append("humiliation")
    if total and npr_or_bot(state, loser) and not _at_war_elsewhere(state, pair, loser):
        terms.append("full_annexation")
    if can_secure_succession(state, winner, loser):
        terms.append("secure_succession")
    return terms


def _other(pair: Pair, name: str) -> str:
    return pair[2] if pair[1] == name else pair[1]


PER_REALM = ("vassalization", "force_conversion")
"""Terms applied, with active allies, only to the realms that meet their requirements
(the others make a white peace without prestige)."""


@implements(VASSALIZE, CONVERT, "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q12")
def qualifies(
    state: State, geography: Geography, pair: Pair, term: str, winner: str, loser: str
) -> bool:
    """The winner meets the requirements of Vassalization or Force Conversion on the
    loser."""
    if term == "vassalization":
        return can_vassalize(state, geography, pair, winner, loser)
    return can_force_convert(state, geography, winner, loser)


@implements(KEEP, "eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-71")
def bot_ducats(game: Game, payer: str, payee: str, amount: int, why: str) -> bool:
    """Ducats a Bot would pay or be paid by a term: a Bot has no treasury, so it loses (or
    gains) Bot Power as an event's ducats translate (1 per 10, rounded up, at most 3), and a
    human paid by a Bot gets nothing. False when no Bot is concerned."""
    from hegemon.games.eupop.bots.events import bp_for_ducats
    from hegemon.games.eupop.bots.power import gain_bp, lose_bp

    state = game.state
    payer_bot = realm(state, payer)["player"] == "bot"
    payee_bot = is_player(state, payee) and realm(state, payee)["player"] == "bot"
    if not payer_bot and not payee_bot:
        return False
    paid = amount
    if payer_bot:
        lose_bp(game, payer, bp_for_ducats(amount), KEEP, why)
    else:
        paid = lose_ducats(game, payer, amount, KEEP, why)
    if payee_bot and paid:
        gain_bp(game, payee, bp_for_ducats(paid), KEEP, why)
    return True


def apply(
    game: Game,
    pair: Pair,
    term: str,
    winner: str,
    loser: str,
    choices: dict[str, str] | None = None,
    asks: Asks | None = None,
) -> None:
    """Carry out the term (``choices``: the victor's Keep Current Board State choices;
    ``asks``: where the term leaves its optional placements and port departures to be
    asked, see :class:`Asks`; without it none is placed and ships leave at once)."""
    if term == "keep_board_state":
        keep_board_state(game, pair, winner, loser, choices, asks)
        return
    if term in ("white_peace", "humiliation"):
        {"white_peace": white_peace, "humiliation": humiliation}[term](game, pair, winner, loser)
        return
    {
        "vassalization": vassalization,
        "full_annexation": full_annexation,
        "force_conversion": force_conversion,
        "secure_succession": secure_succession,
    }[term](game, pair, winner, loser, asks)


def both_ways(game: Game, winner: str, loser: str) -> list[str]:
    state = game.state
    return occupied_by(state, winner, loser) + occupied_by(state, loser, winner)


@implements(WHITE, "interpretation:EUPOP-Q2")
def white_peace(game: Game, pair: Pair, winner: str, loser: str) -> None:
    """Every occupation between the two ends; each player realm of the pair loses 1
    prestige."""
    return_provinces(game, both_ways(game, winner, loser), WHITE)
    for name in (winner, loser):
        if is_player(game.state, name):
            change_prestige(game, name, -WHITE_PEACE_PRESTIGE, WHITE, "white peace")
    conclude(game, pair[0], pair[1], pair[2], "white_peace", WHITE)


@implements(KEEP, "interpretation:EUPOP-Q5")
def keep_options(
    state: State, geography: Geography, winner: str, loser: str
) -> dict[str, list[str]]:
    """For each non-capital province of the loser (and its vassals) the victor (and its
    vassals) occupies, what it may do instead of keeping it (``keep`` first): ``return``
    it for ducats (a player-realm loser pays), ``exchange:<province>`` it for a non-capital
    province of the victor's the loser occupies with the same tax value, ``liberate:<realm>``
    it to the non-player realm whose core it is (never a core of the loser). Only provinces
    with an option besides keeping are listed."""
    capitals = {
        realm(state, name)["capital"] for name in (*side(state, loser), *side(state, winner))
    }
    theirs = [name for name in occupied_by(state, loser, winner) if name not in capitals]
    enemies_of_winner = set(world(state)["at_war_with"].get(winner, ()))
    found: dict[str, list[str]] = {}
    for name in occupied_by(state, winner, loser):
        if name in capitals:
            continue
        options = ["keep"]
        if is_player(state, loser):
            options.append("return")
        value = counted_tax_value(state, geography, name)  # +1 tokens count, EUPOP-D26
        options += [
            f"exchange:{other}"
            for other in theirs
            if counted_tax_value(state, geography, other) == value
        ]
        if not is_core(state, geography, name, loser):
            options += [
                f"liberate:{other}"
                for other in liberators(state, geography, name)
                if other not in side(state, loser) and other not in enemies_of_winner
            ]
        if len(options) > 1:
            found[name] = options
    return found


@implements(KEEP, "eupop-aid:Rebel Units (👤)", "eupop-aid:DNPRs (👤) (p. 35)",
            "interpretation:EUPOP-Q5")  # fmt: skip
def liberators(state: State, geography: Geography, name: str) -> list[str]:
    """The non-player realms a liberated province may go to, A→Z: those whose core it is
    (one without a capital, annexed earlier, comes back with it); when it is no realm's
    core (a territory: no flag, and no core token in its area), the DNPR whose token lies
    under its town, else any DNPR, the victor choosing as the Active Player chooses the
    colour of a territory rebels free. A province that is only a player realm's core has
    none."""
    realms = world(state)["realms"]
    cores = area(state, geography.provinces[name].area)["cores"]
    if cores or geography.provinces[name].flag is not None:
        return [
            other
            for other, record in sorted(realms.items())
            if record["kind"] != "player" and is_core(state, geography, name, other)
        ]
    underneath = world(state)["map"]["provinces"][name]["dnpr_token"]
    if underneath is not None:
        return [underneath]
    return sorted(other for other, record in realms.items() if record["kind"] == "dnpr")


@implements(KEEP, "interpretation:EUPOP-Q5", "interpretation:EUPOP-D25")
def keep_board_state(
    game: Game, pair: Pair, winner: str, loser: str, choices: dict[str, str] | None = None,
    asks: Asks | None = None,
) -> None:  # fmt: skip
    """The victor's ``choices`` first (province → ``return``, ``exchange:<province>`` or
    ``liberate:<realm>``; see :func:`keep_options`): returned provinces go back for 3 ducats
    per tax value, exchanged ones both go back, liberated ones become the liberated realm's
    and score the victor 1 prestige per tax value. Then occupied capitals go back, ransomed
    for 10 ducats each, and every other occupied province becomes its occupier's. The
    ducats the loser pays (ransom and returns) are capped at twice its tax income once the
    provinces have changed hands. A human victor that liberated provinces is then asked
    whether to ally with one liberated realm (``asks``, EUPOP-D25)."""
    state, geography = game.state, content_of(game).geography
    returned_value = 0
    ceded: list[str] = []
    liberated: set[str] = set()
    for name, choice in sorted((choices or {}).items()):
        verb, _, other = choice.partition(":")
        if verb == "return":
            return_provinces(game, [name], KEEP)
            returned_value += counted_tax_value(state, geography, name)
        elif verb == "exchange":
            return_provinces(game, [name, other], KEEP)
        elif verb == "liberate":
            cede(game, name, other, KEEP)
            ceded.append(name)
            liberated.add(other)
            value = counted_tax_value(state, geography, name)
            if is_player(state, winner):
                change_prestige(game, winner, value, KEEP, "province liberated")
    ransoms: list[tuple[str, str]] = []
    for name in both_ways(game, winner, loser):
        record = world(state)["map"]["provinces"][name]
        owner, occupier = record["owner"], record["occupier"]
        assert owner is not None and occupier is not None
        if realm(state, owner)["capital"] == name:
            return_provinces(game, [name], KEEP)
            ransoms.append((owner, occupier))
        elif cede(game, name, occupier, KEEP):
            ceded.append(name)
    loser_limit = 2 * counted_tax_income(state, geography, loser)
    demands = [(payer, payee, RANSOM, "capital ransom") for payer, payee in ransoms]
    if returned_value:
        demands.append((loser, winner, RETURN_PRICE * returned_value, "provinces returned"))
    for payer, payee, amount, why in demands:
        if not is_player(state, payer):
            continue
        demanded = amount
        if payer == loser:
            demanded = min(demanded, loser_limit)
            loser_limit -= demanded
        if bot_ducats(game, payer, payee, demanded, why):
            continue
        paid = lose_ducats(game, payer, demanded, KEEP, why)
        if is_player(state, payee) and paid:
            gain_ducats(game, payee, paid, KEEP, why)
    settle_areas(game, ceded)
    if liberated and asks is not None and realm(state, winner)["player"] == "human":
        follow = {"seat": winner, "liberated": sorted(liberated)}
        asks.follow_ups.append(("liberation_alliance", follow))  # EUPOP-D25
    conclude(game, pair[0], pair[1], pair[2], "keep_board_state", KEEP)


@implements(VASSALIZE, "interpretation:EUPOP-Q6", "interpretation:EUPOP-D22")
@implements("interpretation:EUPOP-D29")
def vassalization(
    game: Game, pair: Pair, winner: str, loser: str, asks: Asks | None = None
) -> None:
    """Occupations between the two end, the loser becomes the winner's vassal, with its
    vassal tokens (two on a large province) on its provinces not occupied by another
    realm; the winner gains 1 unrest in an area for each province gained there (one taking
    vassal tokens; a province another realm occupies is not gained) when it occupied no
    province of that area; its truces go. The winner may place 2 influence in the loser's realm (the
    areas of its provinces), asked through ``asks``. The loser's vassals are freed, and a
    human victor settles them afterwards (EUPOP-D22)."""
    state, geography = game.state, content_of(game).geography
    provinces = world(state)["map"]["provinces"]
    mine = side(state, winner)
    held = {
        geography.provinces[name].area
        for name, record in provinces.items()
        if record["occupier"] in mine
    }
    return_provinces(game, both_ways(game, winner, loser), VASSALIZE)
    conclude(game, pair[0], pair[1], pair[2], "vassalization", VASSALIZE)
    freed = free_vassals(game, loser, VASSALIZE)  # the victor settles them (EUPOP-D22)
    if freed and asks is not None and realm(state, winner)["player"] == "human":
        asks.follow_ups.append(("settle_freed_vassals", {"seat": winner, "freed": freed,
                                                         "rule": VASSALIZE}))  # fmt: skip
    tokens = vassal_tokens(geography, vassal_provinces(state, winner, loser))  # EUPOP-D29
    world(state)["supply"][winner]["vassal_tokens"] -= tokens
    cut_ties(game, loser, VASSALIZE, asks)
    record = realm(state, loser)
    set_overlord(state, loser, winner)
    record["truces"] = []
    for name, other in world(state)["realms"].items():
        if loser in other["truces"] and name != loser:
            other["truces"].remove(loser)
    game.log("vassalized", winner, rule=VASSALIZE, vassal=loser, tokens=tokens)
    for name in remove_plus_ones(state, de_jure(state, loser)):  # +1 tokens, EUPOP-D19
        game.log("plus_one_removed", None, rule=VASSALIZE, province=name)
    gained = vassal_provinces(state, winner, loser)
    if is_player(state, winner):
        unrest: dict[str, int] = {}
        for name in gained:
            where = geography.provinces[name].area
            if where not in held:
                unrest[where] = unrest.get(where, 0) + 1
        for where, count in sorted(unrest.items()):
            add_unrest(state, where, winner, count)
            game.log("unrest_added", winner, rule=VASSALIZE, area=where, count=count)
        if asks is not None:
            realm_areas = {geography.provinces[name].area for name in de_jure(state, loser)}
            asks.influence.append((winner, sorted(realm_areas), VASSAL_INFLUENCE, VASSALIZE))
    settle_areas(game, de_jure(state, loser))


@implements(HUMILIATE)
def humiliation(game: Game, pair: Pair, winner: str, loser: str) -> None:
    """Every occupation between the two ends; the winner gains prestige of twice the tax
    value it gave back to the loser (at most 10), which the loser loses."""
    geography = content_of(game).geography
    given_back = occupied_by(game.state, winner, loser)
    amount = min(
        HUMILIATION_LIMIT,
        2 * sum(counted_tax_value(game.state, geography, name) for name in given_back),
    )
    return_provinces(game, both_ways(game, winner, loser), HUMILIATE)
    if amount:
        change_prestige(game, winner, amount, HUMILIATE, "humiliation")
        change_prestige(game, loser, -amount, HUMILIATE, "humiliated")
    conclude(game, pair[0], pair[1], pair[2], "humiliation", HUMILIATE)


@implements(
    ANNEX,
    BOT_REPLACED,
    NPR_EMPEROR,
    "eupop-aid:D. Peace Resolutions",
    "interpretation:EUPOP-Q7",
    "interpretation:EUPOP-I8",
    "interpretation:EUPOP-D21",
)
def full_annexation(
    game: Game, pair: Pair, winner: str, loser: str, asks: Asks | None = None
) -> None:
    """Every province of the loser becomes its occupier's and the loser's occupations end;
    the Emperor annexing an Imperial Subject of the Emperor's religion loses 1 Imperial
    Authority; an Emperor annexed dissolves the HRE (NPR Emperor, EUPOP-I8). The loser's
    vassals' occupied provinces go to their occupiers too; a vassal keeping a province
    becomes independent (its overlord gone, an ownership reaction, EUPOP-D17), and a loser
    that was itself a vassal leaves its overlord (EUPOP-D21)."""
    state, geography = game.state, content_of(game).geography
    bot = realm(state, loser)["player"] == "bot"
    hre = world(state)["hre"]
    capital = realm(state, loser)["capital"]
    subject = capital is not None and area(state, geography.provinces[capital].area)["hre"]
    for player, record in sorted(world(state)["realms"].items()):
        if loser in record["active_allies"] and is_player(state, player):
            change_prestige(game, player, -ANNEXED_ALLY_PRESTIGE, ANNEX, "active ally annexed")
    cut_ties(game, loser, ANNEX, asks)
    return_provinces(game, occupied_by(state, loser, winner), ANNEX)
    gained: list[str] = []
    for name in occupied_by(state, winner, loser):
        occupier = world(state)["map"]["provinces"][name]["occupier"]
        assert occupier is not None
        if cede(game, name, occupier, ANNEX):
            gained.append(name)
    conclude(game, pair[0], pair[1], pair[2], "full_annexation", ANNEX)
    realm(state, loser)["truces"] = []
    realm(state, loser)["capital"] = None
    game.log("annexed", winner, rule=ANNEX, annexed=loser)
    if realm(state, loser)["overlord"] is not None and not own_provinces(state, loser):
        set_overlord(state, loser, None)  # its vassal tokens went back with each province
    same_faith = faith(realm(state, loser)["religion"]) == faith(realm(state, winner)["religion"])
    if hre["emperor"] == winner and subject and same_faith and hre["imperial_authority"] > 0:
        hre["imperial_authority"] -= 1
        game.log(
            "imperial_authority_changed",
            winner,
            rule=ANNEX,
            change=-1,
            now=hre["imperial_authority"],
        )
    settle_areas(game, gained)
    if hre["emperor"] == loser:
        dissolve(game, NPR_EMPEROR, "the Emperor was fully annexed")
    if bot and not owned_provinces(state, loser):  # eliminated: an NPR takes its place
        from hegemon.games.eupop.bots.substitute import replace_bot

        replace_bot(game, loser, winner)


@implements(VASSALIZE, ANNEX, "interpretation:EUPOP-Q6")
def cut_ties(game: Game, loser: str, rule: str, asks: Asks | None = None) -> None:
    """The loser's alliance and royal marriage tokens leave the board: every alliance with
    it ends, and each marriage token on it (or its own on another realm) goes back to its
    owner's supply. With ``asks``, ships left in ports no longer friendly are asked about
    by the procedure; without, they leave at once."""
    state = game.state
    record = realm(state, loser)
    for ally in sorted(set(record["allies"]) | set(record["active_allies"])):
        _end_alliance(game, ally, loser, rule, "peace term", asks)
    for partner in sorted(record["marriages"]):
        end_marriage(state, partner, loser)
        for one, two in ((partner, loser), (loser, partner)):
            game.log("marriage_removed", one, rule=rule, partner=two)


@implements(CONVERT, "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q17")
@implements("interpretation:EUPOP-L9")
def force_conversion(
    game: Game, pair: Pair, winner: str, loser: str, asks: Asks | None = None
) -> None:
    """The religion slot of the loser's capital area takes the victor's state religion,
    with every non-player realm following it, and so does a player loser
    (:func:`..religion.force.convert_loser`, EUPOP-L5, L9); every occupation between the two
    ends; the victor gains 3 prestige and may place up to 2 of its influence in the loser's
    capital area (asked through ``asks``); a player loser loses 5 prestige and removes 4 of
    its influence cubes (its seat asked through ``asks``; without, from the first areas
    A→Z; a Bot's by its choice process, bots/peace.py, EUPOP-BOT-80)."""
    state, content = game.state, content_of(game)
    capital = realm(state, loser)["capital"]
    assert capital is not None
    home = content.geography.provinces[capital].area
    force.convert_loser(game, winner, loser)
    return_provinces(game, both_ways(game, winner, loser), CONVERT)
    if is_player(state, winner):
        change_prestige(game, winner, CONVERSION_GAIN, CONVERT, "force conversion")
        if asks is not None:
            asks.influence.append((winner, [home], CONVERSION_INFLUENCE, CONVERT))
    if is_player(state, loser):
        change_prestige(game, loser, -CONVERSION_LOSS, CONVERT, "forced conversion")
        if realm(state, loser)["player"] == "bot":  # its cubes by its choice process
            from hegemon.games.eupop.bots.peace import forced_out_cubes

            forced_out_cubes(game, loser)
        elif asks is not None:
            asks.follow_ups.append((force.PROCEDURE, {"seat": loser}))
        else:
            force.remove_at_once(game, loser)
    conclude(game, pair[0], pair[1], pair[2], "force_conversion", CONVERT)


FROM_MAP = "|from:"
"""Joins an influence option to the area its cube is taken from (supply empty, EUPOP-Q21)."""


@implements(PEACE_TERMS, INFLUENCE, TOKEN_LIMITS, "interpretation:EUPOP-Q20",
            "interpretation:EUPOP-Q21")  # fmt: skip
def influence_options(
    state: State, geography: Geography, room: int, name: str, areas: Sequence[str]
) -> list[str]:
    """Where the realm may put one influence cube a term gives it: ``place:<area>`` where
    the area has room, ``displace:<area>:<realm>`` in a full area for each other realm
    holding a cube there (that cube goes back to its owner). Never in an area where no
    influence may stand (:func:`influence_allowed`). With no cube in its supply, the cube
    is one of its own taken from another area of the map (Token Limits): each option is
    then offered once per such area, ``<option>|from:<area>``; with none there either,
    nothing."""
    found: list[str] = []
    for where in areas:
        if not influence_allowed(state, geography, where):
            continue
        influence = area(state, where)["influence"]
        if sum(influence.values()) < room:
            found.append(f"place:{where}")
            continue
        found += [
            f"displace:{where}:{other}"
            for other in sorted(influence)
            if other != name and influence[other] > 0
        ]
    if world(state)["supply"][name]["cubes"] > 0 or not found:
        return found
    sources = cube_sources(state, name)
    return [
        f"{option}{FROM_MAP}{source}"
        for option in found
        for source in sources
        if source != option.split(":")[1]
    ]


@implements(PEACE_TERMS, TOKEN_LIMITS, "interpretation:EUPOP-Q20", "interpretation:EUPOP-Q21")
def place_one(game: Game, name: str, option: str, rule: str) -> None:
    """Carry out one option of :func:`influence_options`: a cube from the realm's supply
    (or, for a ``|from:<area>`` option, its cube taken from that area) into the area,
    after sending the displaced realm's cube back to its supply."""
    state = game.state
    chosen, _, source = option.partition(FROM_MAP)
    verb, where, victim = [*chosen.split(":"), ""][:3]
    influence = area(state, where)["influence"]
    if verb == "displace":
        influence[victim] -= 1
        if influence[victim] <= 0:
            del influence[victim]
        supply = world(state)["supply"].get(victim)
        if supply is not None:
            supply["cubes"] += 1
        game.log("influence_displaced", name, rule=PEACE_TERMS, area=where, realm=victim)
    if source:
        left = area(state, source)["influence"]
        left[name] -= 1
        if left[name] <= 0:
            del left[name]
        game.log("influence_taken", name, rule=TOKEN_LIMITS, area=source, to=where)
    else:
        world(state)["supply"][name]["cubes"] -= 1
    influence[name] = influence.get(name, 0) + 1
    game.log("influence_placed", name, rule=rule, area=where, count=1)


@implements(SUCCESSION, "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q17",
            "interpretation:EUPOP-D25")  # fmt: skip
def secure_succession(
    game: Game, pair: Pair, winner: str, loser: str, asks: Asks | None = None
) -> None:
    """Occupations between the two end; a non-player loser's other wars end on White Peace
    terms; every royal marriage and alliance of the loser but the victor's is removed, the
    victor scoring 3 prestige for each and each player realm losing one losing 3; the
    victor's own turned-over marriage token on the loser is turned back and scores the
    loser's tax income (at most 5); over a non-player realm the victor may place up to 4
    influence cubes in its capital area, over a player realm with a ruler slot it may
    replace the loser's ruler with a discarded ruler card (both asked through ``asks``), then
    marry the loser (asked, EUPOP-D25). A partner holding both a marriage and an alliance
    with the loser has two tokens removed and counts twice."""
    state, geography = game.state, content_of(game).geography
    return_provinces(game, both_ways(game, winner, loser), SUCCESSION)
    conclude(game, pair[0], pair[1], pair[2], "secure_succession", SUCCESSION)
    if not is_player(state, loser):
        for war_id, war in sorted(world(state)["wars"].items()):
            for attacker, defender in fighting(war):
                if loser in (attacker, defender):
                    other = defender if attacker == loser else attacker
                    white_peace(game, (war_id, attacker, defender), other, loser)
    record = realm(state, loser)
    removed: list[str] = []
    for partner in sorted(name for name in record["marriages"] if name != winner):
        end_marriage(state, partner, loser)
        game.log("marriage_removed", partner, rule=SUCCESSION, partner=loser)
        removed.append(partner)
    for ally in sorted(name for name in set(record["allies"]) if name != winner):
        _end_alliance(game, ally, loser, SUCCESSION, "succession secured", asks)
        removed.append(ally)
    if is_player(state, winner) and removed:
        change_prestige(
            game, winner, SUCCESSION_TOKEN * len(removed), SUCCESSION, "succession secured"
        )
    for owner in removed:
        if is_player(state, owner):
            change_prestige(game, owner, -SUCCESSION_TOKEN, SUCCESSION, "token removed")
    if winner in record["flipped_marriages"]:
        record["flipped_marriages"].remove(winner)
        game.log("marriage_turned_back", winner, rule=SUCCESSION, realm=loser, kept=True)
        score = min(SUCCESSION_FLIP_LIMIT, counted_tax_income(state, geography, loser))
        if is_player(state, winner) and score:
            change_prestige(game, winner, score, SUCCESSION, "succession secured")
    capital = record["capital"]
    npr = not is_player(state, loser)
    if npr and capital is not None and is_player(state, winner) and asks is not None:
        home = geography.provinces[capital].area
        asks.influence.append((winner, [home], SUCCESSION_INFLUENCE, SUCCESSION))
    replaceable = not npr and bool(ruler_choices(state, content_of(game), loser))
    if replaceable and is_player(state, winner) and asks is not None:
        asks.rulers.append((winner, loser))
    if is_player(state, winner) and asks is not None:  # then a marriage (EUPOP-D25)
        asks.follow_ups.append(("peace_marriage", {"seat": winner, "partner": loser}))
