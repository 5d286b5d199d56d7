"""The walker: a Bot follows a chart of the pack node by node — questions, steps, dice,
links to other charts, the "cannot" exit — pauses inside a procedure a step calls and goes
on after it, and writes one trace entry per node (decision 0108 §2.3).

The charts here are a small pack of the test's own, with facts and steps of the test
registered for its duration."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from hegemon.engine.decision import Action, Decision, Outcome, RuleNotBuilt
from hegemon.engine.flow import FlowError, Game, Local, Procedure, Procedures, Runaway, step
from hegemon.engine.serial import canonical_json, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots import walker
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Done
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.module import RULES

SOURCE = "S 658-697 (test)"


def ask(fact: str, yes: Any, no: Any) -> dict[str, Any]:
    return {"ask": fact, "yes": yes, "no": no, "built_from": SOURCE}


def do(name: str, then: Any, cannot: Any = None, **args: Any) -> dict[str, Any]:
    node: dict[str, Any] = {"do": name, "next": then, "built_from": SOURCE}
    if cannot is not None:
        node["cannot"] = cannot
    if args:
        node["args"] = args
    return node


DONE = {"end": "done"}
CANNOT = {"end": "cannot"}


def chart(name: str, entry: str, nodes: dict[str, Any]) -> dict[str, Any]:
    sections = {"main": "MAIN TURN STRUCTURE", "siege": "SIEGE ACTION", "spy": "SPY ACTION"}
    return {
        "title": name.upper(),
        "section": f"eupop-bots:{sections[name]}",
        "entry": entry,
        "nodes": nodes,
    }


SPENT: list[int] = []


def pay_some(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """A step of the test: moves ``amount`` Bot Power from Available to Spent."""
    amount = int(args["amount"])
    power = bot.mat["power"]
    power["available"] -= amount
    power["spent"] += amount
    SPENT.append(amount)
    return Done({"paid": amount}, f"paid {amount}")


def find_nothing(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    return Cannot("nothing to do")


def fight_battle(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    return Call("test_battle", {"realm": bot.realm, "outcome": args["outcome"]}, "a battle")


def season_now(bot: BotContext) -> Answer:
    return Answer(str(bot.state["season_now"]), {"season": bot.state["season_now"]}, "now")


class Battle(Procedure):
    """A procedure a step calls: it asks a human, then ends with the result it was given."""

    name = "test_battle"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_fight")

    @step
    def ask_fight(self, game: Game, local: Local) -> Decision:
        return Decision("brandenburg", "Fight?", (Action("fight", None, "Fight"),))

    def on_fight(self, game: Game, local: Local, action: Action) -> None:
        game.end(local["outcome"])


class Root(Procedure):
    """Calls the chart and finishes the game with its result."""

    name = "test_root"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("bot_chart", "ended", realm="poland", chart=local["chart"])

    @step
    def ended(self, game: Game, local: Local) -> None:
        game.finish(Outcome((), {}, str(local["result"])))


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name, fact in {"season_now": season_now}.items():
        monkeypatch.setitem(bots.FACTS, name, fact)
    for name, run in {
        "pay_some": pay_some,
        "find_nothing": find_nothing,
        "fight_battle": fight_battle,
    }.items():
        monkeypatch.setitem(bots.STEPS, name, run)
    SPENT.clear()
    yield


def walk(
    charts: dict[str, Any], start: str = "main", dice: list[int] | None = None, **state: Any
) -> Game:
    """Poland (a Bot of margrave, 4 Bot Power available) follows ``start`` of these charts
    until the chart ends or a human is asked."""
    rules = RULES.with_content({"bot_charts": {"charts": charts}})
    base = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    game_state = clone(base)
    game_state["stack"] = [
        {"procedure": "test_root", "step": "start", "local": {"chart": start}, "then": None}
    ]
    game_state["bots"]["poland"]["power"] = {"available": 4, "spent": 0}
    game_state["rng"]["forced"] = list(dice or [])
    game_state.update(state)
    game = Game(game_state, Procedures([*bots.PROCEDURES, Root(), Battle()]), rules)
    game.advance()
    return game


def steps(game: Game) -> list[tuple[str, str, str, str]]:
    """(chart, node, answer, where next) of each bot_step entry."""
    return [
        (entry.values["chart"], entry.values["node"], entry.values["answer"], entry.values["then"])
        for entry in game.entries
        if entry.kind == "bot_step"
    ]


@pytest.mark.rule("eupop-bots:BOT ACTIONS", "eupop-bots:BOT POWER (C)")
def test_a_question_and_a_step_walk_to_done() -> None:
    game = walk(
        {
            "main": chart(
                "main",
                "MTS-1",
                {
                    "MTS-1": ask("power_available", "MTS-2", CANNOT),
                    "MTS-2": do("pay_some", DONE, amount=3),
                },
            )
        }
    )
    assert game.outcome == Outcome((), {}, "done")
    assert steps(game) == [("main", "MTS-1", "yes", "MTS-2"), ("main", "MTS-2", "done", "end:done")]
    assert game.state["bots"]["poland"]["power"] == {"available": 1, "spent": 3}
    first = next(entry for entry in game.entries if entry.kind == "bot_step")
    assert first.seat == "poland"
    assert first.rule == "eupop-bots:MAIN TURN STRUCTURE"
    assert (first.values["facts"], first.values["because"]) == (
        {"available": 4},
        "4 Bot Power available",
    )
    kinds = [entry.kind for entry in game.entries if entry.kind.startswith("bot_")]
    assert kinds == ["bot_chart", "bot_step", "bot_step", "bot_chart_end"]


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_a_step_with_nothing_to_do_takes_the_cannot_exit() -> None:
    game = walk(
        {"main": chart("main", "MTS-1", {"MTS-1": do("find_nothing", DONE, cannot=CANNOT)})}
    )
    assert game.outcome == Outcome((), {}, "cannot")
    assert steps(game) == [("main", "MTS-1", "cannot", "end:cannot")]


def test_a_step_with_nothing_to_do_and_no_cannot_branch_is_a_chart_fault() -> None:
    with pytest.raises(FlowError, match=r"MTS-1 .*no branch for 'cannot'"):
        walk({"main": chart("main", "MTS-1", {"MTS-1": do("find_nothing", DONE)})})


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
@pytest.mark.parametrize(("face", "node"), [(2, "MTS-2"), (3, "MTS-2"), (4, "MTS-3")])
def test_a_roll_splits_the_faces(face: int, node: str) -> None:
    game = walk(
        {
            "main": chart(
                "main",
                "MTS-1",
                {
                    "MTS-1": {
                        "roll": "test",
                        "faces": {"1-3": "MTS-2", "4-6": "MTS-3"},
                        "built_from": SOURCE,
                    },
                    "MTS-2": do("pay_some", DONE, amount=1),
                    "MTS-3": do("pay_some", DONE, amount=2),
                },
            )
        },
        dice=[face],
    )
    assert steps(game)[:2] == [
        ("main", "MTS-1", str(face), node),
        ("main", node, "done", "end:done"),
    ]
    [roll] = [entry for entry in game.entries if entry.kind == "roll"]
    assert (roll.seat, roll.values["result"]) == ("poland", face)


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_cases_follow_a_fact_with_more_answers() -> None:
    nodes = {
        "MTS-1": {
            "ask": "season_now",
            "cases": {"winter": "MTS-2", "summer": CANNOT},
            "built_from": SOURCE,
        },
        "MTS-2": do("pay_some", DONE, amount=1),
    }
    assert walk({"main": chart("main", "MTS-1", nodes)}, season_now="summer").outcome == Outcome(
        (), {}, "cannot"
    )
    assert SPENT == []
    assert walk({"main": chart("main", "MTS-1", nodes)}, season_now="winter").outcome == Outcome(
        (), {}, "done"
    )
    assert SPENT == [1]
    with pytest.raises(FlowError, match="no branch for 'spring'"):
        walk({"main": chart("main", "MTS-1", nodes)}, season_now="spring")


SIEGE = chart(
    "siege",
    "SIE-1",
    {
        "SIE-1": do("pay_some", "SIE-2", amount=1),
        "SIE-2": do("find_nothing", DONE, cannot=CANNOT),
    },
)


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_a_link_with_then_goes_on_in_the_first_chart() -> None:
    main = chart(
        "main",
        "MTS-1",
        {
            "MTS-1": {"chart": "siege", "then": "MTS-2", "built_from": SOURCE},
            "MTS-2": do("pay_some", DONE, amount=2),
        },
    )
    game = walk({"main": main, "siege": SIEGE})
    assert game.outcome == Outcome((), {}, "done")
    assert steps(game) == [
        ("main", "MTS-1", "link", "siege"),
        ("siege", "SIE-1", "done", "SIE-2"),
        ("siege", "SIE-2", "cannot", "end:cannot"),
        ("main", "MTS-1", "cannot", "MTS-2"),
        ("main", "MTS-2", "done", "end:done"),
    ]
    assert SPENT == [1, 2]
    ends = [entry.values for entry in game.entries if entry.kind == "bot_chart_end"]
    assert [(end["chart"], end["result"]) for end in ends] == [
        ("siege", "cannot"),
        ("main", "done"),
    ]


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_a_link_without_then_ends_as_the_linked_chart() -> None:
    main = chart("main", "MTS-1", {"MTS-1": {"chart": "siege", "built_from": SOURCE}})
    game = walk({"main": main, "siege": SIEGE})
    assert game.outcome == Outcome((), {}, "cannot")
    assert steps(game)[-1] == ("main", "MTS-1", "cannot", "cannot")


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_a_link_to_a_chart_the_pack_lacks_names_its_section() -> None:
    main = chart("main", "MTS-1", {"MTS-1": {"chart": "spy", "built_from": SOURCE}})
    game = walk({"main": main})
    with pytest.raises(RuleNotBuilt, match="eupop-bots:SPY ACTION"):
        game.decision()


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
@pytest.mark.parametrize(("result", "node"), [("won", "MTS-2"), ("cannot", "MTS-3")])
def test_a_step_calling_a_procedure_pauses_and_resumes_after_it(result: str, node: str) -> None:
    main = chart(
        "main",
        "MTS-1",
        {
            "MTS-1": do("fight_battle", "MTS-2", cannot="MTS-3", outcome=result),
            "MTS-2": do("pay_some", DONE, amount=1),
            "MTS-3": do("pay_some", DONE, amount=2),
        },
    )
    game = walk({"main": main})
    decision = game.decision()
    assert decision is not None and decision.prompt == "Fight?"
    assert [frame["procedure"] for frame in game.state["stack"]] == [
        "test_root",
        "bot_chart",
        "test_battle",
    ]
    assert game.state["stack"][1]["local"]["node"] == "MTS-1"
    saved = json.loads(canonical_json(game.state))
    again = Game(saved, game.procedures, game.rules)
    again.apply("brandenburg", decision.actions[0])
    assert again.outcome == Outcome((), {}, "done")
    assert steps(again) == [
        ("main", "MTS-1", "cannot" if result == "cannot" else "done", node),
        ("main", node, "done", "end:done"),
    ]
    assert [1 if result == "won" else 2] == SPENT


def test_a_cycle_whose_step_changes_nothing_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(walker, "NODES_AT_ONCE", 50)
    main = chart(
        "main",
        "MTS-1",
        {
            "MTS-1": ask("power_available", "MTS-2", DONE),
            "MTS-2": do("pay_some", "MTS-1", amount=0),
        },
    )
    with pytest.raises(Runaway, match="chart main visited 50 nodes"):
        walk({"main": main})


def test_charts_are_compiled_once_per_pack() -> None:
    main = chart("main", "MTS-1", {"MTS-1": do("pay_some", DONE, amount=1)})
    rules = RULES.with_content({"bot_charts": {"charts": {"main": main}}})
    first = bots.LIBRARY.charts(rules.content)
    assert bots.LIBRARY.charts(rules.content) is first
    assert first["main"].nodes["MTS-1"].step is pay_some
    assert "main" in bots.LIBRARY.charts(RULES.content)
