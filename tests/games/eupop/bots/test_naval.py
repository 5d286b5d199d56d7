"""The NAVAL chart's parts that situations do not show (eupop-bots NAVAL ACTION; decision
0108 §2.13; EUPOP-BOT-32): the sea zones a Bot may use (distant ones only with Quest for the
New World), the missions node that always answers yes (an enemy ship next to it at war:
tests/games/eupop/bots/test_naval_battles.py). The chart's nodes are walked by the situations
tests/situations/eupop/bots/naval-*.yaml."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, step
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import naval
from hegemon.games.eupop.bots.facts import BotContext, Cannot, context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war

BASE = RULES.setup("crowns_of_the_west", seed=1, seats=["france", "england", "austria"]).state
"""Castile is the Bot: light ships in the Bay of Biscay and the Eastern Atlantic."""


class Root(Procedure):
    name = "test_root"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("bot_chart", "ended", realm="castile", chart="naval", turn=1)

    @step
    def ended(self, game: Game, local: Local) -> None:
        game.finish(Outcome((), {}, str(local["result"])))


def walk(state: State) -> Game:
    state["stack"] = [{"procedure": "test_root", "step": "start", "local": {}, "then": None}]
    game = Game(state, Procedures([*bots.PROCEDURES, Root()]), RULES)
    game.advance()
    return game


def bot_of(state: State) -> tuple[Game, BotContext]:
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    return game, context(game, RULES.content, "castile", 1)


@pytest.mark.rule("eupop-bots:NAVAL ACTION", "interpretation:EUPOP-BOT-32")
def test_a_distant_sea_zone_is_open_to_a_bot_ship_only_with_the_quest() -> None:
    state = clone(BASE)
    _, bot = bot_of(state)
    assert naval.open_zones(bot) == ["English Channel", "Irish Sea", "Western Mediterranean"]
    state["bots"]["castile"]["researched"] = ["quest_for_the_new_world"]
    _, bot = bot_of(state)
    assert "Mid Atlantic" in naval.open_zones(bot)


@pytest.mark.rule("eupop-bots:NAVAL ACTION", "interpretation:EUPOP-BOT-32")
def test_at_war_with_no_enemy_ship_near_the_bot_places_its_ship_and_trades() -> None:
    state = clone(BASE)
    start_war(state, "castile", ["austria"])
    game = walk(state)
    assert game.outcome == Outcome((), {}, "done")
    first = next(entry for entry in game.entries if entry.values.get("node") == "NAV-1")
    assert (first.values["answer"], first.values["facts"]) == ("no", {"at_war": 1, "zones": []})


@pytest.mark.rule("eupop-bots:NAVAL ACTION", "interpretation:EUPOP-BOT-32")
def test_missions_are_always_in_play_and_the_other_branch_says_why_it_is_never_taken() -> None:
    _, bot = bot_of(clone(BASE))
    assert naval.missions_in_play(bot).value is True
    node = RULES.content.bot_charts.charts["naval"].nodes["NAV-5"]
    assert "never taken" in node.built_from


@pytest.mark.rule("eupop-bots:NAVAL ACTION", "interpretation:EUPOP-BOT-32")
def test_no_prestige_without_a_trade_this_action() -> None:
    game, bot = bot_of(clone(BASE))
    assert isinstance(naval.trade_prestige(game, bot, {}), Cannot)
