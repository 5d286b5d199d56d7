"""Rebels freeing a territory: the DNPR that takes it is the Active Player's pick when the
dice have one (aid Rebel Units, Liberation; interpretation:EUPOP-P6)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.peace_rebels.harness import six_crowns

REBELLION = 1
P6 = "interpretation:EUPOP-P6"


def _roll(active: str | None) -> tuple[State, Game]:
    """Castile holds Acapulco (a territory, no flag, not its core) with a small town and one
    unrest token in Anahuac, and rolls its rebel die there: a rebellion."""
    state = six_crowns()
    set_owner(state, "Acapulco", "castile")
    state["map"]["provinces"]["Acapulco"].update(town="small")
    state["map"]["areas"]["Anahuac"]["unrest"] = {"castile": 1}
    state["rng"]["forced"] = [REBELLION]
    local = {"seat": "castile", "areas": ["Anahuac"], "active": active}
    state["stack"] = [
        frame("situation", {"procedure": "rebel_dice", "local": local, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return state, game


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "eupop-aid:Rebel Dice", P6)
def test_the_active_player_picks_the_dnpr_of_a_freed_territory() -> None:
    """France took the event: it picks the Incas, though the Aztecs hold more provinces in
    the Americas; Castile gains its casus belli on the Incas."""
    state, game = _roll("france")
    decision = game.decision()
    assert decision is not None
    assert (decision.seat, decision.step) == ("france", "ask_rebel_die")
    assert [a.argument for a in decision.actions] == ["aztecs", "incas", "ternate"]
    game.apply("france", Action("territory_dnpr", "incas"))
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "incas"
    assert "incas" in state["realms"]["castile"]["casus_belli"]


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", P6)
def test_with_no_active_player_the_strongest_dnpr_on_the_continent_takes_it() -> None:
    state, game = _roll(None)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "aztecs"
