"""The Bot turn: the Main Turn Structure's nodes MTS-1..MTS-8 and their answers, the
passing Bot Power by the order of passing, the empty deck, the card's second action and
the trace of a turn (eupop-bots MAIN TURN STRUCTURE, ACTION PHASE; decision 0108 §2.4;
EUPOP-BOT-2, 4, 8, 9).

Poland, a Bot of margrave, plays one turn through ``bot_turn`` with the shipped ``main``
chart; the action charts are not built yet, so a turn that reaches one rests there and its
decision names that chart's section."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import yaml

from hegemon.engine.decision import Outcome, RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, Procedures, step
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots import trace
from hegemon.games.eupop.bots.facts import BotContext, Cannot, Done
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.characters.ruler import ReplaceRuler
from hegemon.games.eupop.rules.events.event_action import TakeEvent
from hegemon.games.eupop.world.wars import start_war

PACK = Path(bots.__file__).parent.parent / "content" / "pack" / "bot_charts.yaml"
BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
TAKING_EVENTS = (TakeEvent(RULES.effect_table), ReplaceRuler())
"""What the Bot's EVENT chart calls to take an Event with no secondary effect."""


class Root(Procedure):
    """Plays one Bot turn of ``seat`` in ``mode`` and finishes the game with its result."""

    name = "test_root"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("bot_turn", "ended", seat=local["seat"], mode=local["mode"])

    @step
    def ended(self, game: Game, local: Local) -> None:
        game.finish(Outcome((), {}, str(local["result"])))


def poland(available: int = 4, deck: list[int] | None = None) -> State:
    """margrave's state with Poland's Available Bot Power and deck set (the rest of its
    cubes in its supply)."""
    state = clone(BASE)
    mat = state["bots"]["poland"]
    state["supply"]["poland"]["cubes"] += mat["power"]["available"] - available
    mat["power"]["available"] = available
    if deck is not None:
        mat["deck"] = list(deck)
    return state


def play(state: State, mode: str = "normal", charts: Mapping[str, Any] | None = None) -> Game:
    """Poland's turn from this state, until it ends or rests at a chart not built."""
    rules = RULES.with_content({"bot_charts": {"charts": dict(charts)}}) if charts else RULES
    state["stack"] = [
        {
            "procedure": "test_root",
            "step": "start",
            "local": {"seat": "poland", "mode": mode},
            "then": None,
        }
    ]
    game = Game(state, Procedures([*bots.PROCEDURES, *TAKING_EVENTS, Root()]), rules)
    game.advance()
    return game


def path(game: Game) -> list[tuple[str, str]]:
    """(node, answer) of each node of the main chart visited."""
    return [
        (entry.values["node"], entry.values["answer"])
        for entry in game.entries
        if entry.kind == "bot_step" and entry.values["chart"] == "main"
    ]


def stops_at(game: Game, section: str) -> None:
    with pytest.raises(RuleNotBuilt, match=section):
        game.decision()


def main_only() -> dict[str, Any]:
    """The shipped main chart alone: its links reach charts the pack then lacks (the
    DEFEND and SIEGE charts have tests of their own, tests/games/eupop/bots/test_defend.py
    and test_siege.py)."""
    main = yaml.safe_load(PACK.read_text())["charts"]["main"]
    for node in main["nodes"].values():  # YAML reads the keys yes/no as booleans
        for key, word in ((True, "yes"), (False, "no")):
            if key in node:
                node[word] = node.pop(key)
    return {"main": main}


ASKED = [("MTS-1", "no"), ("MTS-2", "no"), ("MTS-3", "no"), ("MTS-4", "no")]
"""The first four questions, all answered no."""


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
def test_the_last_chance_event_turn_goes_straight_to_the_event_chart() -> None:
    state = poland()
    state["decks"]["events_revealed"] = ["e1_cathedral_works"]
    game = play(state, mode="event")
    assert path(game) == [("MTS-1", "yes"), ("MTS-1E", "link"), ("MTS-1E", "done")]
    assert game.state["round"]["event_taken"] == ["poland"]
    assert game.state["bots"]["poland"]["deck"] == BASE["bots"]["poland"]["deck"]


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-9")
def test_rebels_in_a_bot_area_put_it_under_attack_and_it_defends() -> None:
    state = poland()
    state["forces"]["f900"] = {
        "realm": "rebels",
        "where": "Litauen",
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": 1},
    }
    game = play(state, charts=main_only())
    assert path(game) == [("MTS-1", "no"), ("MTS-2", "yes"), ("MTS-2D", "link")]
    step = next(entry for entry in game.entries if entry.values.get("node") == "MTS-2")
    assert step.values["facts"]["invaded_areas"] == ["Litauen"]
    stops_at(game, "eupop-bots:DEFEND ACTION")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-9")
def test_an_occupied_bot_province_is_an_attack_but_not_without_bot_power() -> None:
    state = poland(available=0, deck=[])
    state["map"]["provinces"]["Krakow"]["occupier"] = "rebels"
    state["round"]["event_taken"] = ["poland"]
    game = play(state)
    assert path(game)[:2] == [("MTS-1", "no"), ("MTS-2", "no")]
    step = next(entry for entry in game.entries if entry.values.get("node") == "MTS-2")
    assert step.values["facts"]["occupied_provinces"] == ["Krakow"]
    assert step.values["because"] == "under attack, but no Bot Power available"


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
def test_the_army_at_war_next_to_an_enemy_province_sieges() -> None:
    state = poland()
    start_war(state, "poland", ["hungary"])
    state["bots"]["poland"]["army"]["area"] = RULES.content.geography.provinces["Buda"].area
    game = play(state, charts=main_only())
    assert path(game) == [("MTS-1", "no"), ("MTS-2", "no"), ("MTS-3", "yes"), ("MTS-3S", "link")]
    stops_at(game, "eupop-bots:SIEGE ACTION")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
def test_at_war_with_the_army_off_the_map_there_is_no_siege() -> None:
    state = poland(deck=[])
    start_war(state, "poland", ["hungary"])
    state["round"]["event_taken"] = ["poland"]
    game = play(state)
    assert path(game)[2] == ("MTS-3", "no")
    assert game.outcome == Outcome((), {}, "passed")


@pytest.mark.rule(
    "eupop-bots:MAIN TURN STRUCTURE", "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-12"
)
@pytest.mark.parametrize(("large", "answer"), [(1, "yes"), (0, "no")])
def test_out_of_small_towns_a_large_token_still_sends_the_colonist_to_colonize(
    large: int, answer: str
) -> None:
    state = poland(available=3)
    state["map"]["provinces"]["Cuba"]["colonist"] = "poland"
    state["supply"]["poland"]["small_towns"] = 0
    state["supply"]["poland"]["large_towns"] = large
    state["bots"]["poland"]["twenty_towns_given"] = True  # its 20 more placed too (EUPOP-BOT-27)
    game = play(state)
    assert path(game)[3] == ("MTS-4", answer)


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-12")
@pytest.mark.parametrize(("available", "answer"), [(3, "yes"), (2, "no")])
def test_a_colonist_on_a_vacant_territory_is_colonized_when_the_bot_affords_card_12(
    available: int, answer: str
) -> None:
    state = poland(available=available)
    state["map"]["provinces"]["Cuba"]["colonist"] = "poland"
    game = play(state)
    assert path(game)[3] == ("MTS-4", answer)
    if answer == "yes":
        assert path(game)[4] == ("MTS-4C", "link")
        assert game.state["map"]["provinces"]["Cuba"]["owner"] == "poland"
    else:
        assert path(game)[4:] == [
            ("MTS-5", "no"),
            ("MTS-6", "no"),
            ("MTS-7", "done"),
            ("MTS-8", "call"),
            ("MTS-8", "done"),
        ]


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-4")
@pytest.mark.parametrize(("available", "deck"), [(0, [5, 6]), (3, [])])
def test_out_of_bot_power_or_cards_the_bot_takes_the_event_of_the_round(
    available: int, deck: list[int]
) -> None:
    state = poland(available=available, deck=deck)
    state["decks"]["events_revealed"] = ["e1_cathedral_works"]
    game = play(state)
    assert path(game) == [*ASKED, ("MTS-5", "yes"), ("MTS-5E", "link"), ("MTS-5E", "done")]
    assert game.state["round"]["event_taken"] == ["poland"]


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "eupop-bots:ACTION PHASE")
@pytest.mark.parametrize(
    ("passed", "gained"), [([], 2), (["brandenburg"], 1), (["brandenburg", "austria"], 0)]
)
def test_a_bot_out_of_turns_passes_for_the_bot_power_of_its_place(
    passed: list[str], gained: int
) -> None:
    state = poland(available=0, deck=[5])
    state["round"]["event_taken"] = ["poland"]
    state["round"]["passed"] = list(passed)
    game = play(state)
    assert path(game) == [*ASKED, ("MTS-5", "no"), ("MTS-6", "yes"), ("MTS-6P", "done")]
    assert game.outcome == Outcome((), {}, "passed")
    assert game.state["round"]["passed"] == [*passed, "poland"]
    assert game.state["bots"]["poland"]["power"] == {"available": gained, "spent": 0}
    assert game.state["bots"]["poland"]["deck"] == [5]


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-4")
def test_with_no_event_on_display_a_bot_out_of_bot_power_passes() -> None:
    state = poland(available=0)
    state["decks"]["events_revealed"] = []
    game = play(state)
    assert path(game)[4:] == [("MTS-5", "no"), ("MTS-6", "yes"), ("MTS-6P", "done")]
    assert game.outcome == Outcome((), {}, "passed")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "eupop-bots:BOT CARDS")
def test_a_turn_draws_pays_and_runs_the_cards_first_action_and_says_so() -> None:
    # card 4 is a MILITARY card: the shipped main chart alone, so its chart is not built
    game = play(poland(available=4, deck=[4, 5]), charts=main_only())
    assert path(game) == [
        *ASKED,
        ("MTS-5", "no"),
        ("MTS-6", "no"),
        ("MTS-7", "done"),
        ("MTS-8", "call"),
    ]
    stops_at(game, "eupop-bots:MILITARY ACTION")
    mat = game.state["bots"]["poland"]
    assert (mat["card"], mat["deck"], mat["power"]) == (4, [5], {"available": 2, "spent": 2})
    assert game.state["round"]["bot_turns"] == 1
    kinds = [entry.kind for entry in game.entries if entry.kind.startswith("bot_")]
    assert kinds == [
        "bot_turn",
        "bot_chart",
        *["bot_step"] * 6,
        "bot_power",
        "bot_card",
        "bot_step",
        "bot_step",
    ]
    turn = game.entries[0]
    assert (turn.kind, turn.seat, turn.values) == (
        "bot_turn",
        "poland",
        {"turn": 1, "round": 1, "mode": "normal", "available": 4, "spent": 0},
    )


def nothing(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    return Cannot("nothing to do")


def something(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    return Done({}, "done")


def action_chart(name: str, section: str, step_name: str) -> dict[str, Any]:
    return {
        "title": section,
        "section": f"eupop-bots:{section}",
        "entry": "X-1",
        "nodes": {
            "X-1": {
                "do": step_name,
                "next": {"end": "done"},
                "cannot": {"end": "cannot"},
                "built_from": "S 668-693 (test)",
            }
        },
    }


@pytest.mark.rule("eupop-bots:BOT CARDS", "interpretation:EUPOP-BOT-2")
@pytest.mark.parametrize(
    ("spy", "tried", "end", "pile"),
    [
        ("something", ["unrest", "spy"], "card", "used"),
        ("nothing", ["unrest", "spy"], "card", "used"),
    ],
)
def test_the_second_action_runs_when_the_first_cannot(
    monkeypatch: pytest.MonkeyPatch, spy: str, tried: list[str], end: str, pile: str
) -> None:
    monkeypatch.setitem(bots.STEPS, "nothing", nothing)
    monkeypatch.setitem(bots.STEPS, "something", something)
    shipped = yaml.safe_load(PACK.read_text())["charts"]
    for node in shipped["main"]["nodes"].values():  # YAML reads the keys yes/no as booleans
        for key, word in ((True, "yes"), (False, "no")):
            if key in node:
                node[word] = node.pop(key)
    charts = {
        "main": shipped["main"],
        "unrest": action_chart("unrest", "UNREST ACTION", "nothing"),
        "spy": action_chart("spy", "SPY ACTION", spy),
    }
    game = play(poland(deck=[13, 5]), charts=charts)
    actions = [entry.values for entry in game.entries if entry.kind == "bot_action"]
    assert [(value["chart"], value["second"], value["result"]) for value in actions] == [
        ("unrest", False, "cannot"),
        ("spy", True, "done" if spy == "something" else "cannot"),
    ]
    end_entry = next(entry for entry in game.entries if entry.kind == "bot_turn_end")
    assert end_entry.values == {"turn": 1, "result": end}
    mat = game.state["bots"]["poland"]
    assert (mat["card"], mat[pile], mat["deck"]) == (None, [13], [5])
    assert game.outcome == Outcome((), {}, "None")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-4")
def test_the_extra_turn_at_the_end_of_the_phase_runs_the_chart_once_a_late_pass_gains_0() -> None:
    state = poland(available=0, deck=[5])
    state["round"]["event_taken"] = ["poland"]
    state["round"]["passed"] = ["brandenburg", "austria"]
    game = play(state, mode="final")
    assert path(game) == [*ASKED, ("MTS-5", "no"), ("MTS-6", "yes"), ("MTS-6P", "done")]
    assert game.state["bots"]["poland"]["power"] == {"available": 0, "spent": 0}
    assert game.outcome == Outcome((), {}, "passed")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE")
def test_the_trace_reads_the_turn_back_node_by_node() -> None:
    state = poland(available=0, deck=[5])
    state["round"]["event_taken"] = ["poland"]
    game = play(state)
    (turn,) = trace.turns(game.entries)
    assert (turn.turn, turn.realm, turn.result) == (1, "poland", "passed")
    assert trace.path(turn, "main") == [
        "MTS-1",
        "MTS-2",
        "MTS-3",
        "MTS-4",
        "MTS-5",
        "MTS-6",
        "MTS-6P",
    ]
    lines = trace.render(turn)
    assert any("MTS-6P" in line and "passed #1, 2 Bot Power gained" in line for line in lines)


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-4")
def test_an_event_with_no_bot_entry_on_display_is_none_the_bot_can_take_so_it_passes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # audit F6: MTS-5 once read every Event on display while EVT-1 kept only those a Bot
    # can take: out of turns, the Bot went to EVENT, could not, and came back every turn
    from hegemon.games.eupop.bots import events as bot_events

    monkeypatch.delitem(bot_events.BOT_EFFECTS, "gain_stability")  # option A
    monkeypatch.delitem(bot_events.BOT_EFFECTS, "lose_ducats")  # option B
    state = poland(available=0)
    state["decks"]["events_revealed"] = ["e1_cathedral_works"]
    game = play(state)
    assert path(game)[4:] == [("MTS-5", "no"), ("MTS-6", "yes"), ("MTS-6P", "done")]
    assert game.outcome == Outcome((), {}, "passed")


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-13")
def test_an_event_the_effect_table_cannot_resolve_for_a_bot_is_a_rule_not_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # audit F6: never a Cannot that leaves the Bot to come back to the same Event
    from hegemon.games.eupop.bots.charts import event

    real = event.takeable
    monkeypatch.setattr(
        event, "takeable", lambda table, content, key: table is None and real(None, content, key)
    )
    state = poland(available=0, deck=[5, 6])
    state["decks"]["events_revealed"] = ["e1_cathedral_works"]
    with pytest.raises(RuleNotBuilt, match="GENERAL EVENT RULES"):
        play(state)
