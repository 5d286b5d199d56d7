"""The Bot trace: the log read back as Bot turns and told line by line — the card, each
chart node with its answer and the facts behind it, the dice, the Bot Power moved
(decision 0108 §2.3), and the one-line sentences of the running log."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.log import LogEntry
from hegemon.games.eupop.bots.trace import path, render, turns
from hegemon.games.eupop.module import RULES
from tests.games.eupop.bots.test_walker import DONE, ask, chart, walk

MAIN = "eupop-bots:MAIN TURN STRUCTURE"


def bot(kind: str, **values: Any) -> LogEntry:
    return LogEntry(kind, "poland", values, MAIN)


def step(
    chart: str, node: str, kind: str, name: str, answer: str, then: str, **more: Any
) -> LogEntry:
    values = {"turn": 7, "chart": chart, "node": node, "node_kind": kind, "name": name}
    values.update(answer=answer, facts=more.get("facts", {}), because=more.get("because", ""))
    return bot("bot_step", **values, then=then)


TURN = [
    LogEntry("turn", "brandenburg", {"mode": "normal"}),
    bot("bot_turn", turn=7, round=2, mode="normal", available=5, spent=1),
    bot(
        "bot_card",
        turn=7,
        card=5,
        first="diplomacy",
        second=None,
        war="military",
        cost=3,
        paid=3,
        short=0,
        discarded="m1_fortify",
    ),
    bot(
        "bot_power",
        move="spend",
        amount=3,
        wanted=3,
        available=2,
        spent=4,
        focus=None,
        reason="Bot card 5",
    ),
    bot("bot_chart", turn=7, chart="main", title="MAIN TURN STRUCTURE"),
    step(
        "main",
        "MTS-2",
        "ask",
        "under_attack",
        "no",
        "MTS-3",
        facts={"enemy_units": 0, "occupied": ["Krakow", "Lwow"]},
        because="nobody attacks",
    ),
    LogEntry("roll", "poland", {"purpose": "where (main MTS-3)", "sides": 6, "result": 4}),
    step("main", "MTS-3", "roll", "where", "4", "MTS-4"),
    step("main", "MTS-4", "chart", "siege", "link", "siege"),
    bot("bot_chart", turn=7, chart="siege", title="SIEGE"),
    step("siege", "SIE-1", "do", "siege_provinces", "cannot", "end:cannot", because="no town"),
    bot("bot_chart_end", turn=7, chart="siege", result="cannot"),
    step("main", "MTS-4", "return", "siege", "cannot", "MTS-5"),
    step("main", "MTS-5", "do", "fight", "call", "battle", because="a battle"),
    LogEntry("battle", None, {"where": "Krakow"}),
    step("main", "MTS-5", "resume", "fight", "done", "end:done"),
    bot("bot_chart_end", turn=7, chart="main", result="done"),
    bot("bot_turn_end", turn=7, result="action:siege"),
    LogEntry("turn", "brandenburg", {"mode": "normal"}),
]


def test_a_turn_is_told_line_by_line() -> None:
    [turn] = turns(TURN)
    assert (turn.turn, turn.realm, turn.card, turn.result) == (7, "poland", 5, "action:siege")
    assert render(turn) == [
        "Bot turn 7: poland (round 2, normal turn; 5 Bot Power available, 1 spent)",
        "  card 5: diplomacy, at war military; cost 3, paid 3; discards m1_fortify",
        "  Bot Power spend 3 for Bot card 5: 2 available, 4 spent",
        "  MAIN TURN STRUCTURE (main)",
        "    MTS-2 ask under_attack: no → MTS-3 — nobody attacks (enemy_units 0; occupied"
        " Krakow, Lwow)",
        "    rolled 4 for where (main MTS-3)",
        "    MTS-3 roll where: 4 → MTS-4",
        "    MTS-4 to the siege chart",
        "    SIEGE (siege)",
        "      SIE-1 do siege_provinces: cannot → end:cannot — no town",
        "    siege ends: cannot",
        "    MTS-4 back from siege: cannot → MTS-5",
        "    MTS-5 do fight: call → battle — a battle",
        "    MTS-5 back from fight: done → end:done",
        "  main ends: done",
        "  turn ends: action:siege",
    ]
    assert path(turn, "main") == ["MTS-2", "MTS-3", "MTS-4", "MTS-5"]
    assert path(turn, "siege") == ["SIE-1"]


def test_a_framed_turn_holds_what_happened_in_it_and_nothing_after() -> None:
    [turn] = turns(TURN)
    kinds = [entry.kind for entry in turn.entries]
    assert "battle" in kinds
    assert kinds[0] == "bot_turn" and kinds[-1] == "bot_turn_end"


def test_charts_walked_outside_a_turn_are_grouped_by_realm_and_number() -> None:
    entries = [
        bot("bot_chart", turn=3, chart="main", title="MAIN"),
        LogEntry("battle", None, {"where": "Krakow"}),
        LogEntry("roll", "poland", {"purpose": "x", "sides": 6, "result": 2}),
        LogEntry("bot_chart", "austria", {"turn": 3, "chart": "main", "title": "MAIN"}, MAIN),
        bot("bot_chart", turn=4, chart="main", title="MAIN"),
    ]
    found = turns(entries)
    assert [(turn.turn, turn.realm, len(turn.entries)) for turn in found] == [
        (3, "poland", 2),
        (3, "austria", 1),
        (4, "poland", 1),
    ]


@pytest.mark.rule("eupop-bots:BOT ACTIONS")
def test_a_walked_chart_reads_back_as_its_trace() -> None:
    main = chart(
        "main",
        "MTS-1",
        {
            "MTS-1": ask("power_available", "MTS-2", DONE),
            "MTS-2": {"roll": "test", "faces": {"1-5": DONE, "6": "MTS-3"}, "built_from": "S 1"},
            "MTS-3": ask("cards_left", DONE, DONE),
        },
    )
    game = walk({"main": main}, dice=[6])
    [turn] = turns(game.entries)
    assert render(turn) == [
        "Bot turn 0: poland",
        "  MAIN (main)",
        "    MTS-1 ask power_available: yes → MTS-2 — 4 Bot Power available (available 4)",
        "    rolled 6 for test (main MTS-2)",
        "    MTS-2 roll test: 6 → MTS-3",
        "    MTS-3 ask cards_left: yes → end:done — 21 cards left in the Bot deck (deck 21)",
        "  main ends: done",
    ]
    assert [RULES.narrate(entry) for entry in turn.entries if RULES.narrate(entry)] == [
        "Poland follows its MAIN chart (MAIN TURN STRUCTURE)",
        "Poland rolls 6 for test (main MTS-2) (MAIN TURN STRUCTURE)",
    ]


def test_the_turn_entries_narrate_as_one_line() -> None:
    assert RULES.narrate(bot("bot_turn", turn=7, round=2, mode="final", available=5, spent=1)) == (
        "Poland's final Bot turn (number 7): 5 Bot Power available, 1 spent (MAIN TURN STRUCTURE)"
    )
    assert RULES.narrate(bot("bot_turn_end", turn=7, result="action:siege")) == (
        "Poland's Bot turn ends after its siege chart (MAIN TURN STRUCTURE)"
    )
    assert RULES.narrate(bot("bot_turn_end", turn=7, result="passed")) == (
        "Poland's Bot turn ends: it passes (MAIN TURN STRUCTURE)"
    )
    target = bot("bot_target", turn=7, chart="poland/military", path=[], chosen="austria")
    assert RULES.narrate(target) == (
        "Poland's poland/military targeting chart gives Austria (MAIN TURN STRUCTURE)"
    )
