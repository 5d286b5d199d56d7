"""Allied peace: a player realm negotiates for its active NPR allies (eupop-aid Peace
Resolution (p. 29-30), Alliances (♠) (p. 32), 2. Total Victory, 3. Partial Victory or
Inconclusive, 4. Aftermath). Interpretations: docs/interpretations/eupop-peace.md
EUPOP-Q12..Q14.

An active ally is *carried* in a war by its player realm when both are members of the same
side: its pairs with the enemies are not resolved on their own but with the pair of its
player realm (the *principal* pair), under the one term chosen there. The one exception is
a total victory over the active ally itself, which makes a separate peace with it and ends
its alliance."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.peace import terms
from hegemon.games.eupop.rules.peace.board import conclude, return_provinces
from hegemon.games.eupop.rules.peace.victory import RESOLUTION, TOTAL_STEP, Pair, side
from hegemon.games.eupop.rules.war.calls import end_alliance, give_back_allied_units
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import enemies, realm, world
from hegemon.games.eupop.world.wars import fighting, side_of

AFTERMATH = "eupop-aid:4. Aftermath"


@implements(RESOLUTION, "eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-I13")
def carrier(state: State, war_id: str, name: str) -> str:
    """The realm that negotiates for ``name`` in the war: the player realm whose active ally
    it is, when that player realm is a member of the same side; the Emperor Defending the
    HRE for the NPR Imperial Subject whose call brought it in (as for an active ally,
    EUPOP-I13); otherwise itself."""
    war = world(state)["wars"].get(war_id)
    if war is None or realm(state, name)["kind"] == "player":
        return name
    mine = side_of(war, name)
    for other, record in world(state)["realms"].items():
        if name in record["active_allies"] and mine is not None and side_of(war, other) == mine:
            return other
    if mine is not None and world(state)["hre"]["defending"]:
        for member in war[mine]["members"]:
            if member["joined"] == "defending_hre" and member["through"] == name:
                return member["realm"]
    return name


@implements(RESOLUTION, "interpretation:EUPOP-Q12")
def principal(state: State, pair: Pair) -> Pair | None:
    """The pair that resolves this one: the pair of the two carriers when it differs from
    this pair and is still at war; None when the pair stands on its own."""
    war_id, first, second = pair
    war = world(state)["wars"].get(war_id)
    if war is None:
        return None
    lead = (war_id, carrier(state, war_id, first), carrier(state, war_id, second))
    if lead == pair or (lead[1], lead[2]) not in fighting(war):
        return None
    return lead


def carried_pairs(state: State, pair: Pair) -> list[Pair]:
    """The pairs still at war that this principal pair resolves (itself left out)."""
    war_id = pair[0]
    war = world(state)["wars"].get(war_id)
    if war is None:
        return []
    return [
        (war_id, attacker, defender)
        for attacker, defender in fighting(war)
        if principal(state, (war_id, attacker, defender)) == pair
    ]


def group(state: State, pair: Pair, name: str) -> set[str]:
    """``name`` (one realm of the principal pair), its vassals and the active allies it
    carries in the pair's war, with theirs."""
    found = set(side(state, name))
    for _, first, second in carried_pairs(state, pair):
        for other in (first, second):
            if carrier(state, pair[0], other) == name:
                found |= side(state, other)
    return found


@implements("eupop-aid:1. Automatic White Peace", "interpretation:EUPOP-Q12")
def no_occupation(state: State, pair: Pair) -> bool:
    """Neither group of the principal pair occupies a province of the other (vassals and
    active allies included)."""
    _, first, second = pair
    one, other = group(state, pair, first), group(state, pair, second)
    for record in world(state)["map"]["provinces"].values():
        owner, occupier = record["owner"], record["occupier"]
        if (owner in one and occupier in other) or (owner in other and occupier in one):
            return False
    return True


def active_ally_of(state: State, war_id: str, name: str) -> str | None:
    """The player realm carrying ``name`` in the war, when ``name`` is a carried ally."""
    lead = carrier(state, war_id, name)
    return None if lead == name else lead


@implements(TOTAL_STEP, AFTERMATH, "interpretation:EUPOP-Q13")
def lose_allied_units(game: Game, player: str, ally: str, rule: str) -> int:
    """The player realm gives back exactly the allied units the ally's activation granted,
    from its allied pool and then its allied units on the board, never from its manpower
    (:func:`give_back_allied_units`). Returns how many went."""
    return give_back_allied_units(game, player, ally, rule)


@implements(AFTERMATH, "interpretation:EUPOP-Q14")
def deactivate_at_peace(game: Game) -> None:
    """A player realm no longer at war turns its active allies back into plain allies and
    gives back their allied units."""
    state = game.state
    for name, record in sorted(world(state)["realms"].items()):
        if not record["active_allies"] or enemies(state, name):
            continue
        for ally in list(record["active_allies"]):
            lose_allied_units(game, name, ally, AFTERMATH)
            record["active_allies"].remove(ally)
            game.log("ally_deactivated", name, rule=AFTERMATH, ally=ally)


def _settle_carried(
    game: Game,
    carried: list[Pair],
    term: str,
    winner: str,
    choices: dict[str, str] | None = None,
    asks: terms.Asks | None = None,
) -> None:
    for one in carried:
        war_id, attacker, defender = one
        if not still_at_war(game.state, one):
            continue
        if carrier(game.state, war_id, attacker) == winner:
            mine, theirs = attacker, defender
        else:
            mine, theirs = defender, attacker
        if term == "keep_board_state":
            terms.keep_board_state(game, one, mine, theirs, _choices_in(game, one, choices))
            continue
        geography = content_of(game).geography
        if (
            term in terms.PER_REALM
            and mine == winner
            and terms.qualifies(game.state, geography, one, term, winner, theirs)
        ):
            terms.apply(game, one, term, winner, theirs, asks=asks)
            continue
        rule = terms.TERM_RULES[term]
        return_provinces(game, terms.both_ways(game, mine, theirs), rule)
        conclude(game, war_id, attacker, defender, term, rule)


def _choices_in(game: Game, pair: Pair, choices: dict[str, str] | None) -> dict[str, str]:
    """The victor's Keep Current Board State choices about provinces of this pair."""
    _, first, second = pair
    provinces = world(game.state)["map"]["provinces"]
    mine = side(game.state, first) | side(game.state, second)
    return {
        name: choice
        for name, choice in (choices or {}).items()
        if provinces[name]["owner"] in mine and provinces[name]["occupier"] in mine
    }


@implements(terms.KEEP, "interpretation:EUPOP-Q5", "interpretation:EUPOP-Q12")
def carried_keep_options(
    state: State, geography: Geography, pair: Pair, winner: str, loser: str, separate: bool
) -> dict[str, list[str]]:
    """Keep Current Board State's alternatives in the pairs the term also settles where the
    victor itself occupies provinces of an active ally the loser carries: the victor decides
    them too (its allies' own occupations are only kept), but liberating is never offered
    there, the aid excluding the loser's active allies' provinces from it (EUPOP-Q5)."""
    war_id = pair[0]
    if separate:
        war = world(state)["wars"][war_id]
        carried = [
            (war_id, attacker, defender)
            for attacker, defender in fighting(war)
            if loser in (attacker, defender)
            and (war_id, attacker, defender) != pair
            and carrier(state, war_id, defender if attacker == loser else attacker) == winner
        ]
    else:
        carried = carried_pairs(state, pair)
    found: dict[str, list[str]] = {}
    for one in carried:
        _, attacker, defender = one
        if winner not in (attacker, defender):
            continue
        theirs = defender if attacker == winner else attacker
        for name, options in terms.keep_options(state, geography, winner, theirs).items():
            kept = [option for option in options if not option.startswith("liberate:")]
            if len(kept) > 1:
                found[name] = kept
    return found


def still_at_war(state: State, pair: Pair) -> bool:
    war = world(state)["wars"].get(pair[0])
    return war is not None and (pair[1], pair[2]) in fighting(war)


@implements(RESOLUTION, "interpretation:EUPOP-Q12")
def settle(
    game: Game,
    pair: Pair,
    term: str,
    winner: str,
    loser: str,
    choices: dict[str, str] | None = None,
    asks: terms.Asks | None = None,
) -> None:
    """The one term chosen for the principal pair settles every pair it carries first (so a
    vassal or annexed realm is left in no war), then the principal pair itself. In a carried
    pair, Keep Current Board State keeps what each side occupies; every other term ends the
    occupations between the two realms and costs no prestige there."""
    _settle_carried(game, carried_pairs(game.state, pair), term, winner, choices, asks)
    if term in terms.PER_REALM and not terms.qualifies(
        game.state, content_of(game).geography, pair, term, winner, loser
    ):
        rule = terms.TERM_RULES[term]
        return_provinces(game, terms.both_ways(game, winner, loser), rule)
        conclude(game, pair[0], pair[1], pair[2], term, rule)
        return
    terms.apply(game, pair, term, winner, loser, _choices_in(game, pair, choices), asks)


@implements(TOTAL_STEP, RESOLUTION, "interpretation:EUPOP-Q13")
def settle_separate(
    game: Game,
    pair: Pair,
    term: str,
    winner: str,
    ally: str,
    choices: dict[str, str] | None = None,
    asks: terms.Asks | None = None,
) -> None:
    """A total victory over an active ally: its player realm gives back the allied units
    (counted before the peace moves provinces), peace is made with the ally alone, for the
    winner and the allies the winner carries, and the alliance ends."""
    state = game.state
    war_id = pair[0]
    player = active_ally_of(state, war_id, ally)
    war = world(state)["wars"][war_id]
    carried: list[Pair] = [
        (war_id, attacker, defender)
        for attacker, defender in fighting(war)
        if ally in (attacker, defender)
        and (war_id, attacker, defender) != pair
        and carrier(state, war_id, defender if attacker == ally else attacker) == winner
    ]
    if player is not None:
        lose_allied_units(game, player, ally, TOTAL_STEP)
    _settle_carried(game, carried, term, winner, choices, asks)
    terms.apply(game, pair, term, winner, ally, _choices_in(game, pair, choices), asks)
    if player is not None:
        end_alliance(game, player, ally, TOTAL_STEP, "separate peace", ports_asked=asks is not None)
        if asks is not None:
            asks.ports += [name for name in (player, ally) if name not in asks.ports]
