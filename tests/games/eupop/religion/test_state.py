"""Non-player realms follow their capital area's religion (EUPOP-L1): six crowns, Castile
and France human."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.rules.religion.state import follow_capital, set_state_religion
from tests.games.eupop.economy.support import new_game

FAITH = "eupop-aid:RELIGION, FAITH (p. 38)"


@pytest.mark.rule(FAITH)
def test_a_non_player_realm_takes_its_capital_slots_new_religion() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    state["map"]["religion_slots"]["Portugal"]["religion"] = "protestant"
    assert follow_capital(game, "Portugal", FAITH) == ["portugal"]
    assert state["realms"]["portugal"]["religion"] == "protestant"
    assert [entry for entry in game.entries if entry.kind == "npr_religion_changed"]


@pytest.mark.rule(FAITH)
def test_the_papal_states_and_player_realms_keep_their_religion() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    for slot in ("Lazio", "Castilla"):
        state["map"]["religion_slots"][slot]["religion"] = "protestant"
        assert follow_capital(game, slot, FAITH) == []
    assert state["realms"]["papal_states"]["religion"] == "catholic"
    assert state["realms"]["castile"]["religion"] == "catholic"


DIVERSE = "eupop-aid:Diverse Faiths"


@pytest.mark.rule("eupop-aid:Diverse Faiths")
def test_a_non_player_realm_keeps_its_religion_when_its_capital_slot_turns_diverse() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    state["map"]["religion_slots"]["Portugal"]["religion"] = "diverse"
    assert follow_capital(game, "Portugal", FAITH) == []
    assert state["realms"]["portugal"]["religion"] == "catholic"
    assert not [entry for entry in game.entries if entry.kind == "npr_religion_changed"]


@pytest.mark.rule("eupop-aid:Diverse Faiths")
def test_diverse_faiths_are_never_set_as_a_state_religion() -> None:
    game = new_game(["castile", "france"])
    with pytest.raises(ValueError, match="Diverse Faiths"):
        set_state_religion(game, "castile", "diverse", DIVERSE)
    assert game.state["realms"]["castile"]["religion"] == "catholic"
