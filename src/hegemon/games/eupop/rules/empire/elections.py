"""Imperial Elections, an advanced rule (option ``advanced_rules``; eupop-aid Imperial
Elections (adv. rules) (p. 45), whose trigger it gives — the Emperor's ruler replaced or
discarded with Imperial Authority at 4 or less, never with an NPR or Bot Emperor — and the
election itself, which the aid lists among the lines printed under 4. Aftermath of Peace
Resolution (p. 29-30), interpretation:EUPOP-I18).

Candidates are the player realms following the HRE's official religion, if it has one.
Each elector area counted votes: for a player realm whose capital lies there (none when
that realm may not stand), else for the candidate with most influence there, Imperial
influence included. The realm with most votes is Emperor; with no candidate at all the
Emperor stays and Imperial Authority drops by 2. A new Emperor below 3 Imperial Authority
raises it by 1, takes the Imperial units of a running defence of the HRE, and gains a
casus belli on each realm outside the HRE at war with an NPR member. Ties, which the aid
gives to the sitting Emperor to decide, go to it when it is among the tied, otherwise to
the first by name (EUPOP-I18; the Emperor is not asked)."""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.sequence.options import ADVANCED_RULES, option
from hegemon.games.eupop.world.empire import elector_areas, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import enemies, faith, realm, world

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"
AFTERMATH = "eupop-aid:4. Aftermath"
"""The aid prints the election's lines under Peace Resolution's 4. Aftermath (EUPOP-I18)."""
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
HIGHEST_AUTHORITY = 4
"""The highest Imperial Authority at which a change of ruler calls an election."""
NO_CANDIDATE_LOSS = 2
"""Imperial Authority lost when no realm may stand."""
LOW_AUTHORITY = 3
"""A new Emperor elected below this Imperial Authority raises it by 1."""


@implements(ELECTIONS, "interpretation:EUPOP-I7")
def election_due(state: State, name: str) -> bool:
    """With the advanced rules, a change of ``name``'s ruler calls an election: it is the
    Emperor of an Empire not dissolved, a human player realm, with Imperial Authority at
    most 4."""
    hre = world(state)["hre"]
    if not option(state, ADVANCED_RULES) or hre["dissolved"] or hre["emperor"] != name:
        return False
    if realm(state, name)["player"] != "human":
        return False
    return hre["imperial_authority"] <= HIGHEST_AUTHORITY


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def candidates(state: State) -> list[str]:
    """The player realms (human or Bot) that may stand, A→Z: those following the HRE's
    official religion, every one when it has none (diverse); HRE members or not, in an
    Interregnum or not."""
    official = world(state)["hre"]["religion"]
    return sorted(
        name
        for name, record in world(state)["realms"].items()
        if record["kind"] == "player"
        and (official == "diverse" or faith(record["religion"]) == faith(official))
    )


def _tie(state: State, tied: list[str]) -> str:
    """A tie the aid gives to the sitting Emperor to decide: the Emperor when tied, else the
    first by name (EUPOP-I18)."""
    emperor = world(state)["hre"]["emperor"]
    return emperor if emperor in tied else sorted(tied)[0]


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def votes(state: State, geography: Geography) -> dict[str, str]:
    """Elector area → the candidate it votes for; an area that does not vote is left out.
    A player realm with its capital in the area takes the vote if it may stand, else the
    area does not vote; otherwise the candidate with most influence there (the Emperor's
    Imperial influence counting for it) takes it, none when no candidate has any."""
    standing = candidates(state)
    realms = world(state)["realms"]
    capitals = {
        geography.provinces[record["capital"]].area: name
        for name, record in sorted(realms.items())
        if record["kind"] == "player" and record["capital"] is not None
    }
    cast: dict[str, str] = {}
    for where in elector_areas(state, geography):
        if where in capitals:
            if capitals[where] in standing:
                cast[where] = capitals[where]
            continue
        held = {name: cubes_of(state, where, name) for name in standing}
        most = max(held.values(), default=0)
        if most > 0:
            cast[where] = _tie(state, [name for name, count in held.items() if count == most])
    return cast


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def winner_of(state: State, cast: dict[str, str]) -> str | None:
    """The candidate with most votes (a tie as :func:`_tie` decides it); None when no
    realm may stand."""
    standing = candidates(state)
    if not standing:
        return None
    tally = {name: 0 for name in standing}
    for name in cast.values():
        tally[name] += 1
    most = max(tally.values())
    return _tie(state, [name for name, count in tally.items() if count == most])


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def after_ruler_change(game: Game, name: str) -> None:
    """Called when ``name``'s ruler is replaced or discarded: the election, when due."""
    state = game.state
    if not election_due(state, name):
        return
    hre = world(state)["hre"]
    cast = votes(state, content_of(game).geography)
    winner = winner_of(state, cast)
    game.log("imperial_election", name, rule=ELECTIONS, votes=cast, emperor=winner or name)
    if winner is None:
        lost = min(NO_CANDIDATE_LOSS, hre["imperial_authority"])
        hre["imperial_authority"] -= lost
        game.log(
            "imperial_authority_changed",
            name,
            rule=AFTERMATH,
            change=-lost,
            now=hre["imperial_authority"],
        )
        return
    if winner == name:
        return
    if realm(state, winner)["player"] == "bot":
        raise RuleNotBuilt(BOT_EMPEROR, f"{winner}, a Bot, elected Emperor")
    crown(game, name, winner)


@implements(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def crown(game: Game, previous: str, winner: str) -> None:
    """The new Emperor takes the crown: Imperial Authority below 3 rises by 1; the old
    Emperor's Imperial influence leaves the map (the new one places its own in the next
    clean-up); a running defence of the HRE goes on with its Imperial units under the new
    Emperor, which gains a casus belli on each realm outside the HRE at war with an NPR
    HRE member."""
    state = game.state
    hre = world(state)["hre"]
    hre["emperor"] = winner
    hre["imperial_influence"] = {}
    game.log("emperor_elected", winner, rule=ELECTIONS, previous=previous)
    if hre["imperial_authority"] < LOW_AUTHORITY:
        hre["imperial_authority"] += 1
        game.log(
            "imperial_authority_changed",
            winner,
            rule=AFTERMATH,
            change=1,
            now=hre["imperial_authority"],
        )
    if not hre["defending"]:
        return
    geography = content_of(game).geography
    inside = set(members(state, geography))
    npr_members = [name for name in sorted(inside) if realm(state, name)["kind"] != "player"]
    targets = sorted(
        {enemy for npr in npr_members for enemy in enemies(state, npr) if enemy not in inside}
    )
    tokens = realm(state, winner)["casus_belli"]
    for target in targets:
        if target != winner and target not in tokens:
            tokens.append(target)
            game.log("casus_belli_gained", winner, rule=AFTERMATH, target=target)
    tokens.sort()
