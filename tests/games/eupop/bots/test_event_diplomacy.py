"""Relations and wars an effect gives a Bot (eupop-bots BOTS & ALLIANCES, GENERAL EVENT
RULES, DOW ON A BOT; interpretation:EUPOP-BOT-75, 76, 77). The situations under
tests/situations/eupop/bots/event-*.yaml play them through the Event; these check the
pieces: the option a Bot weighs, the chart entered part-way, the activation.

Margrave, Brandenburg seated: Poland and Austria are Bots (Poland: 9 Bot Power)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import FlowError, Game, frame
from hegemon.engine.serial import clone
from hegemon.games.eupop.bots.events import BOT_EFFECTS, applicable
from hegemon.games.eupop.content.schema_cards import EventOption
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import activate
from hegemon.games.eupop.world.relations import ally
from hegemon.games.eupop.world.wars import start_war

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
TABLE = RULES.effect_table


@pytest.mark.rule("eupop-bots:BOTS & ALLIANCES", "interpretation:EUPOP-BOT-75")
@pytest.mark.parametrize("verb", ["gain_alliance", "gain_royal_marriage"])
def test_a_relation_with_an_opponent_counts_as_applying_for_the_bot(verb: str) -> None:
    """The option a Bot weighs (EUPOP-BOT-13) counts a relation with an Opponent: it forms."""
    option = EventOption(label="A", effects=[{verb: "brandenburg"}])
    assert applicable(TABLE, BASE, RULES.content, "poland", option) == 1
    assert TABLE.effects[verb].possible is not None
    assert TABLE.effects[verb].possible(BASE, RULES.content, "brandenburg", "poland")


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-76")
def test_a_war_an_event_allows_applies_only_at_peace_with_more_available_than_spent() -> None:
    applies = BOT_EFFECTS["declare_war"].applies
    assert applies is not None
    assert applies(BASE, RULES.content, "poland", "teutonic_order")
    state = clone(BASE)
    state["bots"]["poland"]["power"] = {"available": 5, "spent": 5}
    assert not applies(state, RULES.content, "poland", "teutonic_order")
    state = clone(BASE)
    start_war(state, "brandenburg", ["poland"])
    assert not applies(state, RULES.content, "poland", "teutonic_order")


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "interpretation:EUPOP-BOT-76")
def test_a_chart_entered_at_a_node_it_lacks_is_a_flow_error() -> None:
    state = clone(BASE)
    local = {"realm": "poland", "chart": "military", "turn": 1, "entry": "MIL-99"}
    state["stack"] = [frame("bot_chart", local)]
    game = Game(state, RULES.procedures, RULES)
    with pytest.raises(FlowError, match="MIL-99"):
        game.advance()


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-77")
def test_a_bot_activating_an_npr_ally_flips_it_for_2_bot_power() -> None:
    state = clone(BASE)
    ally(state, "poland", "lithuania")
    war = start_war(state, "brandenburg", ["poland"])
    game = Game(state, RULES.procedures, RULES)
    activate(game, "poland", "lithuania", war)
    assert game.state["realms"]["poland"]["active_allies"] == ["lithuania"]
    assert game.state["bots"]["poland"]["power"] == {"available": 11, "spent": 0}
    [entry] = [each for each in game.entries if each.kind == "ally_activated"]
    assert entry.values["allied_units"] == 0
    assert "poland" not in game.state["players"]
