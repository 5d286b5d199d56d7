"""Helpers of the token tests: six_crowns states with relations whose tokens were taken
from the player realms' supplies, and a peace that ends them."""

from __future__ import annotations

from typing import Literal

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


def six_crowns() -> State:
    return RULES.setup("six_crowns", seed=1).state


def relate(state: State, kind: Literal["alliances", "marriages"], one: str, other: str) -> None:
    """The two realms ally or marry, each player realm's token taken from its supply."""
    relation = "allies" if kind == "alliances" else "marriages"
    state["realms"][one][relation].append(other)
    state["realms"][other][relation].append(one)
    for name in (one, other):
        if name in state["supply"]:
            state["supply"][name][kind] -= 1


def at_war_with_bavaria(state: State) -> None:
    """Austria at war with Bavaria (their alliance dropped), Munchen and Regensburg
    occupied by Austria: a Total Victory."""
    start_war(state, "austria", ["bavaria"])
    state["realms"]["austria"]["allies"] = []
    state["realms"]["bavaria"]["allies"] = []
    for name in ("Munchen", "Regensburg"):
        state["map"]["provinces"][name]["occupier"] = "austria"


def vassalize_bavaria(state: State) -> None:
    """Peace resolutions run; Austria takes Vassalization as its term."""
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    asked = game.decision()
    assert asked is not None and asked.step == "ask_term"
    game.apply(asked.seat, Action("peace_term", "vassalization", ""))
    assert state["realms"]["bavaria"]["overlord"] == "austria"
