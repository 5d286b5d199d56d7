"""Leader cards in play: who holds which character, the pool a realm appoints from, and
the ruler slot (eupop-aid Characters (p. 19)).

A character is *in play* while it is some realm's ruler or advisor, waits on a mat
(``leaders``) or leads a force. A discarded one (dead, rejected, replaced) goes to
``decks/leaders_discard`` and never comes back. Every other leader card of the current
Age or an earlier one is in the open pool (interpretation:EUPOP-H1).
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import Leader
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Ruler

CHARACTERS = "eupop-aid:Characters (p. 19)"
APPOINT = "eupop-aid:Appoint Advisor/Leader (p. 13)"
INTERREGNUMS = "eupop-aid:F. Interregnums"
DEATH_AT = 2
"""Ill health tokens at which a character dies."""


def leader_card(content: Content, card: str) -> Leader:
    for leader in content.leaders.leaders:
        if leader.id == card:
            return leader
    raise KeyError(card)


def in_play(state: State) -> set[str]:
    """Every leader card some realm holds: rulers, advisors, leaders on mats and leading
    forces."""
    held: set[str] = set()
    for mat in world(state)["players"].values():
        if mat["ruler"] is not None:
            held.add(mat["ruler"]["leader"])
        held.update(mat["advisors"].values())
        held.update(mat["leaders"])
    held.update(
        force["leader"] for force in world(state)["forces"].values() if force["leader"] is not None
    )
    return held


@implements(CHARACTERS, APPOINT, "interpretation:EUPOP-H1")
def pool(state: State, content: Content) -> list[Leader]:
    """The leader cards open to appointment: of this Age or an earlier one, neither in play
    nor discarded, in the pack's order."""
    age = world(state)["round"]["age"]
    gone = in_play(state) | set(world(state)["decks"]["leaders_discard"])
    return [
        leader for leader in content.leaders.leaders if leader.age <= age and leader.id not in gone
    ]


def available(state: State, content: Content, card: str) -> bool:
    """Whether the card is in the open pool (what the minor action appoints from)."""
    return any(leader.id == card for leader in pool(state, content))


def free(state: State, card: str) -> bool:
    """Neither in play nor discarded: what an event may still give, whatever its Age."""
    return card not in in_play(state) and card not in world(state)["decks"]["leaders_discard"]


def discard(game: Game, card: str) -> None:
    discards = world(game.state)["decks"]["leaders_discard"]
    if card not in discards:
        discards.append(card)


@implements(CHARACTERS, "interpretation:EUPOP-H3")
def set_ruler(game: Game, realm: str, card: str, rule: str, reason: str) -> None:
    """Make ``card`` the realm's ruler; the ruler it had is discarded."""
    mat = world(game.state)["players"][realm]
    old = mat["ruler"]
    if old is not None:
        discard(game, old["leader"])
    mat["ruler"] = Ruler(leader=card, ill_health=0)
    game.log(
        "ruler_appointed",
        realm,
        rule=rule,
        ruler=card,
        replaced=None if old is None else old["leader"],
        reason=reason,
    )
    if old is not None:
        _imperial_election(game, realm)


@implements(CHARACTERS, INTERREGNUMS)
def remove_ruler(game: Game, realm: str, rule: str, reason: str) -> str | None:
    """Discard the realm's ruler, leaving it without one (an Interregnum); returns it."""
    mat = world(game.state)["players"][realm]
    old = mat["ruler"]
    if old is None:
        return None
    discard(game, old["leader"])
    mat["ruler"] = None
    game.log("ruler_removed", realm, rule=rule, ruler=old["leader"], reason=reason)
    _imperial_election(game, realm)
    return old["leader"]


def _imperial_election(game: Game, realm: str) -> None:
    """The Emperor's ruler replaced or discarded may call an Imperial Election (an
    advanced rule, rules/empire/elections.py)."""
    # The empire package imports the event effects, which import this module: imported
    # here, when a ruler changes, so that neither is half-loaded.
    from hegemon.games.eupop.rules.empire.elections import after_ruler_change

    after_ruler_change(game, realm)


def human_realms(state: State) -> list[str]:
    """The human player realms (those with a player mat), in turn order."""
    players = world(state)["players"]
    return [name for name in world(state)["round"]["turn_order"] if name in players]
