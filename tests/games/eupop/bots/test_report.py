"""The Bot report (``hegemon bot report``; decision 0108 §2.17): games with Bots played and
their logs counted per Bot realm and level — chart nodes visited and their answers, card
actions, Bot Power by reason, wars declared, targets rejected — every node of the pack's
charts listed, a node never visited with its ``unreachable_when`` or as never reached, and
where games stopped (a rule not built, a crash) counted instead of raised.

Other work builds charts meanwhile, so the games played here are not pinned to where they
stop: the counts are checked exactly on logs of the test's own, and on real games only
what every game's first Bot turn does."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import SetupError
from hegemon.games.eupop.bots.report import (
    CRASHED,
    FINISHED,
    STOPPED,
    BotTally,
    GameTally,
    Report,
    Run,
    play,
    reason_of,
    report,
)
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES


def bot(kind: str, seat: str = "poland", **values: Any) -> LogEntry:
    return LogEntry(kind, seat, values)


def step(node: str, kind: str, answer: str, chart: str = "main") -> LogEntry:
    values = {"turn": 1, "chart": chart, "node": node, "node_kind": kind, "name": "x"}
    return bot("bot_step", **values, answer=answer, facts={}, because="", then="")


LOG = [
    bot("bot_turn", turn=1, round=1, mode="normal", available=9, spent=0),
    step("MTS-1", "ask", "no"),
    step("MTS-7", "do", "done"),
    bot("bot_card", turn=1, card=17, first="spy", second=None, war=None, cost=3, paid=2, short=1),
    bot("bot_power", move="spend", amount=2, reason="Bot card 17"),
    step("MTS-8", "do", "call"),
    bot("bot_chart", turn=1, chart="spy", title="SPY"),
    step("SPY-1", "chart", "link", chart="spy"),
    step("SPY-1", "return", "cannot", chart="spy"),
    bot("bot_action", turn=1, card=17, action="spy", chart="spy", second=False, result="cannot"),
    bot("bot_action", turn=1, card=17, action="idea", chart="idea", second=True, result="done"),
    step("MTS-8", "resume", "done"),
    bot("bot_turn_end", turn=1, result="card"),
    bot("bot_turn", turn=2, round=1, mode="normal", available=0, spent=2),
    step("MTS-1", "ask", "no"),
    step("MTS-6P", "do", "done"),
    bot("bot_power", move="gain", amount=2, reason="passing #1"),
    bot("bot_turn_end", turn=2, result="passed"),
    bot("bot_card", "austria", turn=3, card=4, first="naval", cost=1, paid=1, short=0),
    bot("bot_power", "austria", move="spend", amount=1, reason="Bot card 4"),
    bot("bot_power", move="spend", amount=3, reason="Bot card 12"),
    bot("war_declared", target="brandenburg", casus_belli=None, war="w1"),
    bot("war_declared", "brandenburg", target="poland", casus_belli=None, war="w2"),
    bot(
        "bot_target",
        turn=3,
        chart="poland/military",
        path=[
            [2, "lithuania", "invalid", "truce with the Bot"],
            [5, "owner of Pest", "invalid", "a vassal"],
            [None, "realm in Bohemia: bohemia", "valid", ""],
        ],
        chosen="bohemia",
    ),
    bot(
        "bot_target",
        turn=3,
        chart="poland/diplomatic",
        path=[[1, "lithuania", "invalid", "truce with the Bot"]],
        chosen=None,
    ),
    bot("bot_turn", "brandenburg", turn=4, round=1, mode="normal", available=1, spent=0),
]


def test_a_bot_s_log_is_counted_by_node_answer_action_card_reason_war_and_rejection() -> None:
    tally = GameTally(seed=0, difficulty="")
    tally.bots = {"poland": BotTally("poland", "hard", games=1)}
    tally.count(LOG)
    assert tally.bots["poland"].to_data() == {
        "realm": "poland",
        "level": "hard",
        "games": 1,
        "turns": 2,
        "results": {"card": 1, "passed": 1},
        "nodes": {
            "main/MTS-1": 2,
            "main/MTS-6P": 1,
            "main/MTS-7": 1,
            "main/MTS-8": 1,
            "spy/SPY-1": 1,
        },
        "answers": {
            "main/MTS-1": {"no": 2},
            "main/MTS-6P": {"done": 1},
            "main/MTS-7": {"done": 1},
            "main/MTS-8": {"call": 1, "done": 1},
            "spy/SPY-1": {"cannot": 1, "link": 1},
        },
        "actions": {"idea": {"done": 1}, "spy": {"cannot": 1}},
        "cards": {"17": 1},
        "costs": {"drawn": 1, "cost": 3, "paid": 2, "short": 1},
        "power": {"gain": {"passing #1": 2}, "spend": {"Bot card": 5}},
        "wars": {"brandenburg": 1},
        "rejected": {"a vassal": 1, "truce with the Bot": 2},
        "targets": {"poland/diplomatic": {"none valid": 1}, "poland/military": {"bohemia": 1}},
    }


def test_entries_of_realms_that_are_no_bot_of_the_game_are_not_counted() -> None:
    tally = GameTally(seed=0, difficulty="")
    tally.bots = {"austria": BotTally("austria", "easy", games=1)}
    tally.count(LOG)
    austria = tally.bots["austria"]
    assert (austria.turns, austria.costs["drawn"], dict(austria.power["spend"])) == (
        0,
        1,
        {"Bot card": 1},
    )
    assert not austria.wars and not austria.nodes


def test_a_card_s_number_is_left_out_of_its_reason_so_reasons_add_up() -> None:
    assert [reason_of(text) for text in ("Bot card 17", "passing #2", "phase 4")] == [
        "Bot card",
        "passing #2",
        "phase 4",
    ]


def test_tallies_of_two_games_add_up() -> None:
    first = BotTally("poland", "normal", games=1, turns=2)
    first.nodes["main/MTS-1"] = 2
    first.count(bot("bot_power", move="spend", amount=3, reason="Bot card 2"))
    second = BotTally("poland", "normal", games=1, turns=1)
    second.nodes.update({"main/MTS-1": 1, "main/MTS-2": 1})
    second.count(bot("bot_power", move="spend", amount=2, reason="Bot card 9"))
    first.merge(second)
    data = first.to_data()
    assert (data["games"], data["turns"], data["nodes"], data["power"]) == (
        2,
        3,
        {"main/MTS-1": 3, "main/MTS-2": 1},
        {"spend": {"Bot card": 5}},
    )


def test_a_run_counts_games_by_how_they_ended_with_the_first_seed_of_each_stop() -> None:
    run = Run("hard")
    for seed, ending, stop in [
        (0, STOPPED, "eupop-bots:SPY ACTION"),
        (1, FINISHED, ""),
        (2, STOPPED, "eupop-bots:SPY ACTION"),
        (3, CRASHED, "KeyError: 'x'"),
        (4, STOPPED, "eupop-bots:IDEA ACTION"),
    ]:
        run.add(GameTally(seed, "hard", ending, stop, f"detail {seed}"))
    assert run.to_data() == {
        "difficulty": "hard",
        "games": 5,
        "finished": 1,
        "stopped": [
            {"what": "eupop-bots:SPY ACTION", "games": 2, "first_seed": 0, "example": "detail 0"},
            {"what": "eupop-bots:IDEA ACTION", "games": 1, "first_seed": 4, "example": "detail 4"},
        ],
        "crashed": [{"what": "KeyError: 'x'", "games": 1, "first_seed": 3, "example": "detail 3"}],
    }


def test_a_node_never_visited_gives_its_unreachable_when_or_is_never_reached() -> None:
    rules = RULES.with_content(
        {"bot_charts/charts/main/nodes/MTS-6P/unreachable_when": "a test's own reason"}
    )
    made = Report(rules, "margrave", range(0), [])
    data = made.to_data()
    charts = rules_content(rules).bot_charts.charts
    listed = [f"{row['chart']}/{row['node']}" for row in data["nodes"]]
    assert sorted(listed) == sorted(
        f"{name}/{node}" for name, chart in charts.items() for node in chart.nodes
    )
    assert listed[0] == "main/" + charts["main"].entry
    why = {row["node"]: row["why"] for row in data["never_visited"]}
    assert why["main/MTS-6P"] == "a test's own reason"
    assert why["main/MTS-1"] == "never reached"
    assert len(why) == len(listed)


class Crashing:
    """A rules module whose setup reaches a Bot turn (its checkpoint) and then fails."""

    name = "eupop"

    def __init__(self, error: Exception) -> None:
        self.error = error

    def setup(self, scenario: Any, seed: int, seats: Any, options: Any, watchers: Any) -> Game:
        game = Game({"bots": {"poland": {"difficulty": "easy"}}, "stack": []}, RULES.procedures)
        game.entries.extend(LOG[:3])
        for watcher in watchers:
            watcher(game, "bot_turn", "poland")
        game.entries.append(LOG[3])
        raise self.error


@pytest.mark.parametrize(
    ("error", "ending", "stop"),
    [
        (KeyError("poland"), CRASHED, "KeyError: 'poland'"),
        (RuleNotBuilt("eupop-bots:SPY ACTION", "poland spies"), STOPPED, "eupop-bots:SPY ACTION"),
    ],
)
def test_a_game_that_fails_inside_its_setup_is_counted_with_the_log_it_wrote(
    error: Exception, ending: str, stop: str
) -> None:
    tally = play(Crashing(error), "margrave", 5, [], {})
    assert (tally.seed, tally.ending, tally.stop) == (5, ending, stop)
    poland = tally.bots["poland"]
    assert (poland.level, poland.turns, dict(poland.nodes), poland.costs["drawn"]) == (
        "easy",
        1,
        {"main/MTS-1": 1, "main/MTS-7": 1},
        1,
    )


def test_bad_options_are_no_game_to_count() -> None:
    with pytest.raises(SetupError, match="no difficulty 'extreme'"):
        play(RULES, "margrave", 0, [], {"difficulty": "extreme"})


def test_all_bot_games_are_counted_from_their_first_bot_turn_whatever_stops_them() -> None:
    made = report(RULES, "margrave", range(2), [], [None, "hard"])
    data = made.to_data()
    assert [(run["difficulty"], run["games"]) for run in data["runs"]] == [
        ("default", 2),
        ("hard", 2),
    ]
    for run in data["runs"]:
        ended = run["finished"] + sum(row["games"] for row in run["stopped"] + run["crashed"])
        assert ended == 2
        assert all(row["what"].startswith("eupop") for row in run["stopped"])
    first = [row for row in data["bots"] if row["turns"]]
    assert {(row["level"], row["games"]) for row in data["bots"]} == {("normal", 2), ("hard", 2)}
    for row in first:
        assert row["nodes"]["main/MTS-1"] == row["turns"]  # every turn begins there
        assert row["power"].get("spend", {}).get("Bot card", 0) == row["costs"]["paid"]
    # every game's first Bot turn asks MTS-1..MTS-6, then draws and pays a card
    assert sum(row["nodes"]["main/MTS-7"] for row in first) >= 4
    assert sum(row["answers"]["main/MTS-1"].get("no", 0) for row in first) >= 4
    mts1 = next(row for row in data["nodes"] if row["node"] == "MTS-1")
    assert mts1["visits"] >= 4 and mts1["never_visited"] is None


def test_a_decision_asked_of_a_bot_is_a_crash_of_the_game() -> None:
    # every realm a Bot, yet the game is set up with brandenburg's seat taken: its first
    # decision is asked of a seat the report lets no agent answer
    seated = play(Seated(), "margrave", 0, [], {})
    assert seated.ending == CRASHED
    assert seated.stop.startswith("RuntimeError: a decision asked of brandenburg: ")


class Seated:
    """The shipped rules, set up with brandenburg seated whatever seats are asked."""

    name = "eupop"

    def setup(self, scenario: Any, seed: int, seats: Any, options: Any, watchers: Any) -> Game:
        return RULES.setup(scenario, seed, ["brandenburg"], options, watchers=watchers)
