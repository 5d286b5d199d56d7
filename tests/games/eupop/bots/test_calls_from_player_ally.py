"""A Bot joining a war by a player ally's Defensive Call (an alliance an event made,
EUPOP-BOT-75) calls its own NPR allies next to the Aggressor, as when war is declared on it
or an NPR calls it (rules/war/calls.py; eupop-bots DOW ON A BOT, S 410 and 416;
EUPOP-BOT-17): each joins at once, flipped active, for 2 Bot Power; a player's call brings
no gains on a war (S 420 is an NPR's).

margrave: Austria (Bot) declares war on Brandenburg (human), allied by an event to Poland
(Bot, 9 Bot Power); Poland is allied to Hungary (next to Austria) and Crimea (not)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.relations import ally
from hegemon.games.eupop.world.wars import side_of
from tests.games.eupop.bots.test_army import logged, margrave, run, unbroken
from tests.games.eupop.bots.test_battles import BLANK
from tests.games.eupop.bots.test_warfare import power, war_of


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
@pytest.mark.rule("interpretation:EUPOP-BOT-75")
def test_a_bot_called_by_its_player_ally_calls_its_npr_allies_next_to_the_aggressor() -> None:
    state = margrave()
    ally(state, "brandenburg", "poland")
    ally(state, "poland", "hungary")
    ally(state, "poland", "crimea")
    game = run(state, "declare_war", [BLANK] * 12, seat="austria", argument=[["brandenburg", None]])
    decision = game.decision()
    assert decision is not None and decision.seat == "brandenburg"
    call = next(action for action in decision.actions if action.argument == "poland")
    game.apply("brandenburg", call)
    war = war_of(game)
    assert [e["ally"] for e in logged(game, "call_sent")] == ["poland", "hungary"]
    assert (side_of(war, "poland"), side_of(war, "hungary")) == ("defenders", "defenders")
    assert side_of(war, "crimea") is None
    assert game.state["realms"]["poland"]["active_allies"] == ["hungary"]
    assert [e["reason"] for e in logged(game, "bot_power") if e["move"] == "gain"] == [
        "hungary activated"
    ]
    assert power(game, "poland") == {"available": 11, "spent": 0}
    unbroken(game)
