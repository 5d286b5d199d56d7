"""The COLONIZE chart's parts that situations do not show (eupop-bots COLONIZE ACTION,
CLEANUP PHASE; decision 0108 §2.13; EUPOP-BOT-12): the colonies a Bot picks first, and
the colonists a Bot gains in clean-up on its Bot mat. The chart's nodes are walked by the
situations tests/situations/eupop/bots/colonize-*.yaml."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, Procedures
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import colonize
from hegemon.games.eupop.bots.facts import Cannot, Done, context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.cleanup.refresh import add_colonists

BASE = RULES.setup("crowns_of_the_west", seed=1, seats=["france", "england", "austria"]).state


def castile(*colonies: str) -> State:
    """crowns_of_the_west with Castile a Bot and its colonists on these territories."""
    state = clone(BASE)
    for name in colonies:
        state["map"]["provinces"][name]["colonist"] = "castile"
    return state


def game_of(state: State) -> Game:
    return Game(state, Procedures([*bots.PROCEDURES]), RULES)


@pytest.mark.rule("eupop-bots:COLONIZE ACTION", "interpretation:EUPOP-BOT-12")
def test_a_bot_founds_its_colony_in_the_order_of_its_choice_process() -> None:
    game = game_of(castile("Hispaniola", "Cuba"))
    bot = context(game, RULES.content, "castile", 1)
    assert colonize.colonies(bot) == ["Cuba", "Hispaniola"]
    went = colonize.found_colony(game, bot, {})
    assert isinstance(went, Done)
    assert went.facts == {"colony": "Cuba", "paid": 3}
    provinces = game.state["map"]["provinces"]
    assert (provinces["Cuba"]["owner"], provinces["Hispaniola"]["owner"]) == ("castile", None)
    assert colonize.colonies(bot) == ["Hispaniola"]


@pytest.mark.rule("eupop-bots:COLONIZE ACTION", "interpretation:EUPOP-BOT-12")
def test_a_colonist_on_a_territory_someone_owns_is_no_colony() -> None:
    state = castile("Cuba")
    state["map"]["provinces"]["Cuba"]["owner"] = "france"
    game = game_of(state)
    bot = context(game, RULES.content, "castile", 1)
    assert colonize.colonist_on_vacant(bot).value is False
    assert isinstance(colonize.found_colony(game, bot, {}), Cannot)


@pytest.mark.rule("interpretation:EUPOP-S3")
def test_a_bot_gains_colonists_for_its_colonial_tokens_on_its_bot_mat() -> None:
    state = castile("Cuba", "Bahia")
    assert add_colonists(state, RULES.content.geography, "castile") == 2
    assert state["bots"]["castile"]["colonists"] == 2
    assert state["supply"]["castile"]["colonists"] == BASE["supply"]["castile"]["colonists"] - 2
