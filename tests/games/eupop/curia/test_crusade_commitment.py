"""A realm declaring war with a crusade's Holy War casus belli is *Committed to Crusade*
(aid Casus Belli (p. 22), Call Crusade; EUPOP-U11)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from tests.games.eupop.curia.support import new_game, start

RULES = (
    "eupop-aid:Casus Belli (p. 22)",
    "eupop-aid:Call Crusade (2👤)",
    "interpretation:EUPOP-U11",
)


def declared(game: Game, seat: str, casus_belli: str) -> Game:
    """``seat`` declares war on Granada with the casus belli (2 military power given)."""
    game.state["players"][seat]["monarch_power"]["military"] = 2
    return start(game, "declare_war", seat, [["granada", casus_belli]])


@pytest.mark.rule(*RULES)
def test_a_catholic_realm_declaring_a_holy_war_on_a_crusade_target_is_committed() -> None:
    """A crusade on Granada (Granada owns Granada and Malaga there): France, Catholic,
    declares war on Granada with the Holy War casus belli and is committed to it."""
    game = new_game()
    game.state["map"]["areas"]["Granada"]["crusade"] = True
    handle = declared(game, "france", "holy_war")
    assert handle.state["wars"]["w1"]["casus_belli"] == {"granada": "holy_war"}
    assert handle.state["players"]["france"]["crusade"] == ["Granada"]
    assert [entry.kind for entry in handle.entries].count("crusade_committed") == 1
    assert handle.state["players"]["castile"]["crusade"] == []


@pytest.mark.rule(*RULES)
def test_a_deus_vult_holy_war_with_no_crusade_commits_nobody() -> None:
    """No crusade on the board: Castile holds the Holy War casus belli on its Muslim
    neighbour Granada through the Deus Vult idea only, and its declaration commits it to
    nothing."""
    game = new_game()
    game.state["players"]["castile"]["ideas"].append("deus_vult")
    handle = declared(game, "castile", "holy_war")
    assert handle.state["wars"]["w1"]["casus_belli"] == {"granada": "holy_war"}
    assert handle.state["players"]["castile"]["crusade"] == []


@pytest.mark.rule(*RULES)
def test_another_casus_belli_on_a_crusade_target_commits_nobody() -> None:
    """A crusade on Granada, but Castile declares with its claim: not committed."""
    game = new_game()
    game.state["map"]["areas"]["Granada"]["crusade"] = True
    handle = declared(game, "castile", "claim")
    assert handle.state["wars"]["w1"]["casus_belli"] == {"granada": "claim"}
    assert handle.state["players"]["castile"]["crusade"] == []
