"""DIP. RELATIONS, Vassals in Wars: a vassal does not defend itself (EUPOP-D23)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.triggers import battle_due, npr_holders
from hegemon.games.eupop.world.layout import set_overlord
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game


@pytest.mark.rule(
    "eupop-aid:DIP. RELATIONS (p. 32-33)",
    "eupop-aid:Vassals (♠) (p. 33)",
    "eupop-aid:NPRS (p. 35-36)",
    "interpretation:EUPOP-D23",
)
def test_an_npr_vassal_is_held_by_its_overlord_in_wars() -> None:
    game = new_game()
    geography = content_of(game).geography
    assert npr_holders(game.state, geography, "Ifriqiya") == ["tunis"]
    set_overlord(game.state, "tunis", "granada")
    assert npr_holders(game.state, geography, "Ifriqiya") == ["granada"]


@pytest.mark.rule(
    "eupop-aid:DIP. RELATIONS (p. 32-33)",
    "eupop-aid:Vassals (♠) (p. 33)",
    "interpretation:EUPOP-D23",
)
def test_a_player_realms_vassal_fights_no_battle_of_its_own() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    set_overlord(state, "tunis", "castile")
    start_war(state, "france", ["castile"])
    state["forces"]["f900"] = Force(
        realm="france", where="Ifriqiya", port=None, army=True, leader=None,
        units={"infantry": 2},
    )  # fmt: skip
    assert npr_holders(state, geography, "Ifriqiya") == []
    assert not battle_due(state, geography, "Ifriqiya")
