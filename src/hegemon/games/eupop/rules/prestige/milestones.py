"""Claiming milestones (eupop-aid Milestones (p. 42-43); interpretation:EUPOP-G5, EUPOP-G6).

A milestone on display is claimed by the first player realm meeting its goal: the realms
are checked in turn order, starting with the active realm in phase 2 and with the First
Player otherwise, so a tie goes to the earlier realm. The claimant gains the milestone's
prestige, keeps the card on its mat, and the card leaves the display (the End of Age
routine fills the display again). Bots claim milestones by their Focus action instead.
"""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import Milestone
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.prestige.goals import goal_met
from hegemon.games.eupop.rules.sequence.order import human_realms
from hegemon.games.eupop.world.layout import world

MILESTONES = "eupop-aid:Milestones (p. 42-43)"
CHECK_MILESTONES = "check_milestones"


def milestone_card(content: Content, card: str) -> Milestone:
    for item in content.milestones.milestones:
        if item.id == card:
            return item
    raise KeyError(card)


def claim_order(state: State, active: str | None) -> list[str]:
    """The player realms played by the main rules in turn order, from ``active`` if it is
    one of them (phase 2), else from the First Player."""
    order = human_realms(state)
    if active in order:
        first = order.index(active)
        order = order[first:] + order[:first]
    return order


@implements(MILESTONES, "interpretation:EUPOP-G5", "interpretation:EUPOP-G6")
def claims(state: State, content: Content, active: str | None) -> list[tuple[str, str]]:
    """(milestone, realm) for each milestone on display some realm meets now: the first in
    claim order that meets it."""
    order = claim_order(state, active)
    found = []
    for card in world(state)["decks"]["milestones"]:
        goal = milestone_card(content, card).goal
        for realm in order:
            if goal_met(state, content, realm, goal):
                found.append((card, realm))
                break
    return found


@implements(MILESTONES, "interpretation:EUPOP-G5", "interpretation:EUPOP-G6")
def claim_milestones(game: Game, active: str | None) -> list[tuple[str, str]]:
    """Score and remove every milestone met now; returns the (milestone, realm) claims."""
    content = content_of(game)
    made = claims(game.state, content, active)
    decks = world(game.state)["decks"]
    for card, realm in made:
        item = milestone_card(content, card)
        decks["milestones"].remove(card)
        world(game.state)["players"][realm]["milestones"].append(card)
        game.log(
            "milestone_claimed", realm, rule=MILESTONES, milestone=card, prestige=item.prestige
        )
        gov.change_prestige(game, realm, item.prestige, MILESTONES, reason=f"milestone {card}")
    return made


class CheckMilestones(Procedure):
    """Called with ``seat``: the active realm in phase 2, else None (the First Player leads
    the claim order). Claims every milestone met now and ends."""

    name = CHECK_MILESTONES

    @step
    @implements(MILESTONES)
    def start(self, game: Game, local: Local) -> None:
        claim_milestones(game, local.get("seat"))
        game.end(None)
