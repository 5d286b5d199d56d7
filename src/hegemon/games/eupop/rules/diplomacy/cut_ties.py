"""Cut ties, a minor action (eupop-aid Cut ties (p. 14)): the realm ends royal marriages,
releases vassals and ends alliances, one at a time, as many as it likes (at least one;
interpretation:EUPOP-D15).

Ending an alliance with an ally at peace costs 5 of the realm's influence in the ally's
realm and brings a truce; with an ally at war, 2 prestige and all its influence there; an
active ally also takes back the allied units its activation granted and stays in its wars
on its own, the enemies' War token on it (as when its call is refused)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import change_prestige
from hegemon.games.eupop.rules.empire.lands import settle_areas
from hegemon.games.eupop.rules.war.calls import (
    abandon_active_ally,
    end_alliance,
    end_marriage,
    place_truce,
    remove_influence,
)
from hegemon.games.eupop.world.layout import owned_provinces, realm, set_overlord, vassals, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.tokens import vassal_tokens

CUT_TIES = "eupop-aid:Cut ties (p. 14)"
AT_PEACE_INFLUENCE = 5
AT_WAR_PRESTIGE = 2


def _at_war(state: State, name: str) -> bool:
    return bool(world(state)["at_war_with"].get(name))


@implements(CUT_TIES, "interpretation:EUPOP-D15")
def ties(state: State, name: str) -> list[Action]:
    """Each tie the realm may cut now: a marriage, a vassal (only while the realm is at
    war with no one), an alliance."""
    record = realm(state, name)
    actions = [
        Action("cut_tie", f"marriage:{other}", f"End the royal marriage with {other}")
        for other in record["marriages"]
    ]
    if not _at_war(state, name):
        actions += [
            Action("cut_tie", f"vassal:{other}", f"Release your vassal {other}")
            for other in vassals(state, name)
        ]
    for other in record["allies"]:
        if other in record["active_allies"]:
            cost = "active: its allied units go back, it fights on alone, 2 prestige"
        elif _at_war(state, other):
            cost = f"at war: 2 prestige and all your influence in {other}"
        else:
            cost = f"at peace: {AT_PEACE_INFLUENCE} of your influence in {other}, a truce"
        actions.append(
            Action("cut_tie", f"alliance:{other}", f"End the alliance with {other} ({cost})")
        )
    return actions


@implements(CUT_TIES, "eupop-aid:MINOR ACTIONS")
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One Cut ties action when the realm has a tie to cut."""
    if name not in world(state)["players"] or realm(state, name)["player"] != "human":
        return []
    if not ties(state, name):
        return []
    return [Action("cut_ties", None, "Cut ties: end marriages, release vassals, end alliances")]


@implements(
    CUT_TIES, "interpretation:EUPOP-D15", "interpretation:EUPOP-D28", "interpretation:EUPOP-D29"
)
def release_vassal(game: Game, name: str, vassal: str) -> None:
    """The vassal becomes independent; the realm's vassal tokens on its provinces go back to
    its supply, those of every province the vassal lawfully owns, occupied or not (the
    token lies under an occupier's, interpretation:EUPOP-F20): two of a large province, one
    of any other (interpretation:EUPOP-D29). Its HRE areas are looked at, as
    after any change of a province's holder (interpretation:EUPOP-D28)."""
    state = game.state
    provinces = owned_provinces(state, vassal)
    tokens = vassal_tokens(content_of(game).geography, provinces)
    set_overlord(state, vassal, None)
    supply = world(state)["supply"].get(name)
    if supply is not None:
        supply["vassal_tokens"] += tokens
    game.log("vassal_released", name, rule=CUT_TIES, vassal=vassal, tokens=tokens)
    settle_areas(game, provinces)


@implements(CUT_TIES, "interpretation:EUPOP-D15")
def end_ally(game: Game, name: str, ally: str) -> None:
    """End the alliance with its price: at peace, 5 influence in the ally's realm and a
    truce; at war, 2 prestige and all influence there; active, its allied units back and
    the enemies' War token on it."""
    state = game.state
    areas = realm_areas(state, content_of(game).geography, ally)
    active = ally in realm(state, name)["active_allies"]
    at_war = active or _at_war(state, ally)
    if active:
        abandon_active_ally(game, name, ally)
    if at_war:
        change_prestige(game, name, -AT_WAR_PRESTIGE, CUT_TIES, "alliance at war cut")
        held = sum(world(state)["map"]["areas"][a]["influence"].get(name, 0) for a in areas)
        remove_influence(game, name, areas, held + 1, CUT_TIES, "alliance cut")
    else:
        remove_influence(game, name, areas, AT_PEACE_INFLUENCE, CUT_TIES, "alliance cut")
    end_alliance(game, name, ally, CUT_TIES, "ties cut")
    if not at_war:
        place_truce(game, name, ally, CUT_TIES)


class CutTies(Procedure):
    """Cut the ties the realm picks, one at a time, until it stops (``count`` cut)."""

    name = "cut_ties"

    @step
    @implements(CUT_TIES)
    def start(self, game: Game, local: Local) -> None:
        local["count"] = 0
        game.goto("ask_tie")

    @step(optional=True)
    def ask_tie(self, game: Game, local: Local) -> Decision | None:
        actions = ties(game.state, local["seat"])
        if not actions:
            game.end(None)
            return None
        if local["count"] > 0:
            actions.append(Action("cut_tie", "done", "Cut no more"))
        return Decision(local["seat"], "Cut ties: which one?", tuple(actions))

    def on_tie(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        chosen = str(action.argument)
        if chosen == "done":
            game.end(None)
            return
        kind, other = chosen.split(":", 1)
        if kind == "marriage":
            end_marriage(game.state, seat, other)
            game.log("marriage_removed", seat, rule=CUT_TIES, partner=other)
        elif kind == "vassal":
            release_vassal(game, seat, other)
        else:
            end_ally(game, seat, other)
        local["count"] += 1
        game.goto("ask_tie")
