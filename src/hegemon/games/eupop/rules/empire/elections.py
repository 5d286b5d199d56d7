"""Imperial Elections, an advanced rule (option ``advanced_rules``; eupop-aid Imperial
Elections (adv. rules) (p. 45)). The aid gives the trigger only — the Emperor's ruler
replaced or discarded with Imperial Authority at 4 or less, never with an NPR or Bot
Emperor; the election itself is our design (interpretation:EUPOP-I7): each elector area
votes for the player realm with most influence there, and the realm with most votes
becomes Emperor, the sitting Emperor keeping the crown on any tie."""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.sequence.options import ADVANCED_RULES, option
from hegemon.games.eupop.world.empire import elector_areas
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import realm, world

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
HIGHEST_AUTHORITY = 4
"""The highest Imperial Authority at which a change of ruler calls an election."""


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


@implements(ELECTIONS, "interpretation:EUPOP-I7")
def votes(state: State, geography: Geography) -> dict[str, str]:
    """Elector area → the player realm it votes for: the one with most influence there,
    human or Bot (the Emperor's Imperial influence counting for it); on a tie, or with no
    player realm's influence there, the sitting Emperor."""
    emperor = world(state)["hre"]["emperor"]
    assert emperor is not None
    players = sorted(
        name for name, record in world(state)["realms"].items() if record["kind"] == "player"
    )
    cast: dict[str, str] = {}
    for where in elector_areas(state, geography):
        held = {name: cubes_of(state, where, name) for name in players}
        most = max(held.values(), default=0)
        leaders = [name for name, count in held.items() if count == most]
        cast[where] = leaders[0] if most > 0 and len(leaders) == 1 else emperor
    return cast


@implements(ELECTIONS, "interpretation:EUPOP-I7")
def winner_of(state: State, cast: dict[str, str]) -> str:
    """The realm with most votes; the sitting Emperor on any tie it is part of; otherwise
    among the tied, the first by name."""
    emperor = world(state)["hre"]["emperor"]
    assert emperor is not None
    tally: dict[str, int] = {}
    for name in cast.values():
        tally[name] = tally.get(name, 0) + 1
    most = max(tally.values(), default=0)
    tied = sorted(name for name, count in tally.items() if count == most)
    if not tied or emperor in tied:
        return emperor
    return tied[0]


@implements(ELECTIONS, "interpretation:EUPOP-I7")
def after_ruler_change(game: Game, name: str) -> None:
    """Called when ``name``'s ruler is replaced or discarded: the election, when due. A new
    Emperor takes the crown with the Imperial Authority as it stands; the old Emperor's
    Imperial influence leaves the map and a Defending the HRE tag (with its Imperial
    units) comes off."""
    state = game.state
    if not election_due(state, name):
        return
    cast = votes(state, content_of(game).geography)
    winner = winner_of(state, cast)
    game.log("imperial_election", name, rule=ELECTIONS, votes=cast, emperor=winner)
    if winner == name:
        return
    if realm(state, winner)["player"] == "bot":
        raise RuleNotBuilt(BOT_EMPEROR, f"{winner}, a Bot, elected Emperor")
    hre = world(state)["hre"]
    hre["emperor"] = winner
    hre["imperial_influence"] = {}
    hre["defending"] = False
    hre["imperial_units"] = 0
    game.log("emperor_elected", winner, rule=ELECTIONS, previous=name)
