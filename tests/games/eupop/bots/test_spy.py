"""The SPY chart's parts the situations do not show (eupop-bots SPY ACTION, COVERT
ACTIONS; EUPOP-BOT-34, 35): the attacker DEFEND names as the target, no Opponent at all,
the influence taken when no area takes a claim, nothing to take, and the walk to the
MILITARY chart. Situations tests/situations/eupop/bots/spy-*.yaml walk SPY-1 to SPY-3."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import spy
from hegemon.games.eupop.bots.facts import Call, Cannot, Done, context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.cards.costs import card_cost
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.cards.helpers import WIRED, act, prepared, take_from_decks

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state


def chart_frame(chart: str, **local: Any) -> dict[str, Any]:
    return {
        "procedure": "bot_chart",
        "step": "walk",
        "local": {"realm": "poland", "chart": chart, **local},
        "then": None,
    }


def poland(*callers: dict[str, Any]) -> Game:
    """Margrave with Poland walking SPY, linked from the charts of ``callers``."""
    state: State = clone(BASE)
    state["stack"] = [*callers, chart_frame("spy")]
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    game.entries = []
    return game


@pytest.mark.rule("eupop-bots:SPY ACTION", "interpretation:EUPOP-BOT-35")
def test_from_defend_the_attacker_is_the_target_without_a_die() -> None:
    game = poland(chart_frame("defend", area="Polska", target="muscovy"))
    went = spy.choose_spy_target(game, context(game, RULES.content, "poland", 1), {})
    assert went == Done({"target": "muscovy"}, "spying on muscovy (the attacker named by DEFEND)")
    assert game.state["stack"][-1]["local"]["target"] == "muscovy"
    assert [entry.kind for entry in game.entries] == []


@pytest.mark.rule("eupop-bots:SPY ACTION", "interpretation:EUPOP-BOT-35")
def test_rebels_attacking_leave_opponent_selection_and_no_opponent_means_cannot() -> None:
    game = poland(chart_frame("defend", area="Polska", target="rebels"))
    state = game.state
    for key in list(state["owned"]["brandenburg"]) + list(state["owned"]["austria"]):
        set_owner(state, key, "saxony")
    went = spy.choose_spy_target(game, context(game, RULES.content, "poland", 1), {})
    assert went == Cannot("no Opponent to spy on")


@pytest.mark.rule(
    "eupop-bots:SPY ACTION", "eupop-bots:COVERT ACTIONS", "interpretation:EUPOP-BOT-34"
)
def test_the_covert_action_is_put_to_the_humans() -> None:
    game = poland()
    game.state["stack"][-1]["local"]["target"] = "brandenburg"
    went = spy.covert(game, context(game, RULES.content, "poland", 1), {})
    assert went == Call(
        "bot_covert",
        {"realm": "poland", "target": "brandenburg"},
        "a covert action against brandenburg",
    )


@pytest.mark.rule("eupop-bots:SPY ACTION", "interpretation:EUPOP-BOT-35")
def test_with_no_area_for_a_claim_two_shared_cubes_go() -> None:
    game = poland()
    state = game.state
    state["stack"][-1]["local"]["target"] = "austria"
    # Austria's areas (Osterreich) lie next to no Polish area once Poland holds a claim
    # in each of Austria's areas; Poland and Austria share Bohmen (5) and Ungarn (6).
    state["map"]["areas"]["Osterreich"]["claims"].append("poland")
    state["supply"]["poland"]["claims"] -= 1
    state["map"]["areas"]["Bohmen"]["influence"]["poland"] = 1
    state["map"]["areas"]["Ungarn"]["influence"]["poland"] = 1
    state["supply"]["poland"]["cubes"] -= 2
    cubes = state["supply"]["austria"]["cubes"]
    went = spy.spy_effect(game, context(game, RULES.content, "poland", 1), {})
    assert went == Done(
        {"target": "austria", "removed": 2, "areas": ["Bohmen", "Ungarn"]},
        "2 of austria's influence removed",
    )
    areas = state["map"]["areas"]
    assert (areas["Ungarn"]["influence"], areas["Bohmen"]["influence"]) == (
        {"poland": 1},
        {"austria": 1, "poland": 1},
    )
    assert state["supply"]["austria"]["cubes"] == cubes + 2
    [entry] = game.entries
    assert (entry.kind, dict(entry.values)) == (
        "influence_removed",
        {"count": 2, "reason": "spied_on"},
    )
    assert RULES.invariants(state) == []


@pytest.mark.rule("eupop-bots:SPY ACTION", "interpretation:EUPOP-BOT-35")
def test_nothing_to_take_is_cannot() -> None:
    game = poland()
    state = game.state
    state["stack"][-1]["local"]["target"] = "austria"
    state["map"]["areas"]["Osterreich"]["claims"].append("poland")
    state["supply"]["poland"]["claims"] -= 1
    went = spy.spy_effect(game, context(game, RULES.content, "poland", 1), {})
    assert went == Cannot(
        "no area for a claim and no shared influence with austria", {"target": "austria"}
    )


class Root(Procedure):
    """Walks one chart of Poland's and rests when it ends."""

    name = "test_root"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("bot_chart", "ended", realm="poland", chart=local["chart"], turn=1)

    @step
    def ended(self, game: Game, local: Local) -> None:
        game.finish(Outcome((), {}, str(local["result"])))


def walk(state: State, chart: str) -> Game:
    state["stack"] = [
        {"procedure": "test_root", "step": "start", "local": {"chart": chart}, "then": None}
    ]
    game = Game(state, Procedures([*bots.PROCEDURES, Root()]), RULES)
    game.advance()
    return game


@pytest.mark.rule("eupop-bots:SPY ACTION", "interpretation:EUPOP-BOT-35")
def test_no_target_walks_to_military() -> None:
    state: State = clone(BASE)
    for key in list(state["owned"]["brandenburg"]) + list(state["owned"]["austria"]):
        set_owner(state, key, "saxony")
    # no more Available than Spent Bot Power: MILITARY only rolls its target (a 1: the
    # Teutonic Order, a claim in Preussen) and declares no war
    state["bots"]["poland"]["power"] = {"available": 4, "spent": 5}
    state["rng"]["forced"] = [1]
    game = walk(state, "spy")
    steps = [(e.values["node"], e.values["answer"]) for e in game.entries if e.kind == "bot_step"]
    assert steps == [
        ("SPY-1", "cannot"),
        ("SPY-1M", "link"),
        ("MIL-0", "no"),
        ("MIL-1", "no"),
        ("MIL-2", "no"),
        ("MIL-3", "done"),
        ("SPY-1M", "done"),
    ]
    assert "poland" in game.state["map"]["areas"]["Preussen"]["claims"]
    assert game.state["wars"] == {}


@pytest.mark.rule(
    "eupop-bots:COVERT ACTIONS",
    "eupop-aid:COVERT ACTIONS (p. 4)",
    "eupop-bots:BOTS & ALLIANCES",
    "interpretation:EUPOP-BOT-34",
    "interpretation:EUPOP-BOT-75",
    "interpretation:EUPOP-K3",
)
def test_a_human_covert_card_naming_a_bot_is_played_and_the_bot_allies_unasked() -> None:
    rules = WIRED.with_content(
        {"cards/actions/cards/9/effects": [{"gain_ducats": 1}, {"gain_alliance": "england"}]}
    )
    state = prepared()
    card = rules.content.actions.cards[9]
    assert card.kind == "covert" and state["realms"]["england"]["player"] == "bot"
    take_from_decks(state, "castile", [card.id])
    ducats = state["players"]["castile"]["ducats"]
    local = {"seat": "castile", "argument": card.id}
    state["stack"] = [frame("situation", {"procedure": "play_action_card", "local": local})]
    game = rules.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("france", "ask_counter")
    act(game, "france", "no_counter", None)
    after = game.state
    assert (
        after["players"]["castile"]["ducats"] == ducats + 1 - card_cost(after, "castile", card)[0]
    )
    # England, a Bot, is never asked: the card's play is over
    assert [each["procedure"] for each in game.state["stack"]] == ["situation"]
    assert after["realms"]["castile"]["allies"] == ["england"]
    assert after["realms"]["england"]["allies"] == ["castile"]
