"""The minor action Appoint Advisor/Leader (eupop-aid Appoint Advisor/Leader (p. 13),
Characters (p. 19)): one menu entry, ``appoint``, whose argument is a leader card of the
open pool (:func:`.cards.pool`).

- An advisor costs its ``cost`` in ducats and takes the empty slot of its monarch power
  type (at most one advisor per type).
- A general or an admiral costs its ``cost`` in military power and waits on the mat
  (``leaders``) until a force takes it; a realm holds at most one general per army
  figure and one admiral per fleet figure it has on the board (interpretation:EUPOP-H2).
- A ruler of the realm's own is free, and only while the realm has no ruler.
"""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import Leader
from hegemon.games.eupop.rules.characters import cards
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

APPOINT = cards.APPOINT


def figures(state: State, content: Content, realm: str, role: str) -> int:
    """The realm's army figures (role ``general``) or fleet figures (``admiral``) on the
    board."""
    on_land = role == "general"
    return sum(
        1
        for force in world(state)["forces"].values()
        if force["realm"] == realm
        and force["army"]
        and (force["where"] in content.geography.areas) == on_land
    )


def held(state: State, content: Content, realm: str, role: str) -> int:
    """The realm's generals or admirals: on its mat and leading its forces."""
    roles = {leader.id: leader.role for leader in content.leaders.leaders}
    mine = list(world(state)["players"][realm]["leaders"])
    mine += [
        force["leader"]
        for force in world(state)["forces"].values()
        if force["realm"] == realm and force["leader"] is not None
    ]
    return sum(1 for card in mine if roles.get(card) == role)


@implements(APPOINT, cards.CHARACTERS, "interpretation:EUPOP-H2")
def may_appoint(state: State, content: Content, realm: str, leader: Leader) -> bool:
    """Whether the realm may appoint this card of the pool now and can pay for it."""
    mat = world(state)["players"][realm]
    if leader.role == "ruler":
        return leader.realm == realm and mat["ruler"] is None
    if leader.role == "advisor":
        assert leader.advisor_type is not None
        return leader.advisor_type not in mat["advisors"] and mat["ducats"] >= leader.cost
    if mat["monarch_power"]["military"] < leader.cost:
        return False
    return held(state, content, realm, leader.role) < figures(state, content, realm, leader.role)


def _label(leader: Leader) -> str:
    if leader.role == "ruler":
        return f"Appoint {leader.name} as ruler (free)"
    if leader.role == "advisor":
        return (
            f"Appoint {leader.name}, {leader.advisor_type} advisor (skill {leader.skill}),"
            f" for {leader.cost} ducats"
        )
    return (
        f"Appoint {leader.name}, {leader.role} (skill {leader.skill}),"
        f" for {leader.cost} military power"
    )


@implements(APPOINT)
def appoint_offers(state: State, content: Content, realm: str) -> list[Action]:
    if realm not in world(state)["players"]:
        return []
    return [
        Action("appoint", leader.id, _label(leader))
        for leader in cards.pool(state, content)
        if may_appoint(state, content, realm, leader)
    ]


class AppointCharacter(Procedure):
    name = "appoint_character"

    @step
    @implements(APPOINT, cards.CHARACTERS, "interpretation:EUPOP-H2")
    def start(self, game: Game, local: Local) -> None:
        realm, card = local["seat"], str(local["argument"])
        content = content_of(game)
        leader = cards.leader_card(content, card)
        if not cards.available(game.state, content, card) or not may_appoint(
            game.state, content, realm, leader
        ):
            raise ValueError(f"{realm} may not appoint {card}")
        appoint(game, realm, leader, APPOINT, pay=True)
        game.end(None)


def appoint(game: Game, realm: str, leader: Leader, rule: str, pay: bool) -> None:
    """Put the card in play for the realm, paying its cost when ``pay``. An advisor given
    for a type already served replaces the advisor there, which is discarded."""
    mat = world(game.state)["players"][realm]
    if leader.role == "ruler":
        cards.set_ruler(game, realm, leader.id, rule, "appointed")
        return
    if leader.role == "advisor":
        assert leader.advisor_type is not None
        if pay:
            gov.lose_ducats(game, realm, leader.cost, rule, "advisor")
        old = mat["advisors"].get(leader.advisor_type)
        if old is not None:
            cards.discard(game, old)
        mat["advisors"][leader.advisor_type] = leader.id
        game.log(
            "advisor_appointed",
            realm,
            rule=rule,
            advisor=leader.id,
            power=leader.advisor_type,
            cost=leader.cost if pay else 0,
            replaced=old,
        )
        return
    if pay:
        gov.lose_power(game, realm, "military", leader.cost, rule)
    mat["leaders"].append(leader.id)
    game.log(
        "leader_appointed",
        realm,
        rule=rule,
        leader=leader.id,
        role=leader.role,
        cost=leader.cost if pay else 0,
    )


MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("appoint", "appoint_character", appoint_offers, APPOINT, minor=True),
)
