"""A Bot in the round (eupop-bots BOT BASICS, SEQUENCE OF PLAY; aid BOT RULES): a player
realm nobody sits at is played by its charts and Bot deck and is never asked anything; it
skips phase 1's action cards and missions (the events are shown as ever), takes its turns
in order in phase 2, gains its Bot Power in phase 4 and has its deck reshuffled in
phase 5."""

from __future__ import annotations

from collections import Counter

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world

BOTS = ("austria", "poland")


def _play(game: Game, seed: int, until: int | None = None) -> list[LogEntry]:
    """Random play of brandenburg's decisions (to the end, or until round ``until`` has
    begun); the whole log, and every decision's seat checked."""
    agent = RandomAgent(seed)
    log = list(game.entries)
    while (decision := game.decision()) is not None:
        assert decision.seat == "brandenburg"
        if until is not None and world(game.state)["round"]["number"] >= until:
            break
        game.apply(decision.seat, agent.choose(Observation(RULES, game.state, decision)))
        log.extend(game.entries)
        game.entries.clear()
    return log


@pytest.mark.rule("eupop-bots:BOT BASICS", "eupop-aid:BOT RULES")
def test_a_bot_is_played_by_its_charts_and_deck_and_never_asked() -> None:
    game = RULES.setup("margrave", 5, ["brandenburg"])
    log = _play(game, 5)
    assert game.state["outcome"] is not None
    turns = Counter(entry.seat for entry in log if entry.kind == "bot_turn")
    cards = Counter(entry.seat for entry in log if entry.kind == "bot_card")
    charts = {entry.values["chart"] for entry in log if entry.kind == "bot_chart"}
    assert sorted(turns) == sorted(cards) == list(BOTS)
    assert {"main", "event"} <= charts


@pytest.mark.rule("eupop-bots:SEQUENCE OF PLAY")
def test_a_bot_skips_phase_1_and_gains_and_reshuffles_between_rounds() -> None:
    game = RULES.setup("margrave", 2, ["brandenburg"])
    decks = {name: list(world(game.state)["bots"][name]["deck"]) for name in BOTS}
    log = _play(game, 2, until=2)
    first = log[: next(i for i, entry in enumerate(log) if entry.kind == "bot_turn")]
    phases = [entry.values["phase"] for entry in first if entry.kind == "phase"]
    assert phases[0] == "draw_cards" and set(phases) == {"draw_cards", "actions"}
    assert len(next(e for e in first if e.kind == "events_revealed").values["events"]) == 3
    drawn = {entry.seat for entry in first if entry.kind.startswith("action_card_drawn")}
    assert drawn == {"brandenburg"}
    assert {name: list(world(game.state)["bots"][name]["deck"]) for name in BOTS} != decks
    assert {entry.values["round"] for entry in log if entry.kind == "bot_turn"} == {1}
    gained = {
        entry.seat
        for entry in log
        if entry.kind == "bot_power" and entry.values["reason"] == "phase 4"
    }
    shuffled = {entry.seat for entry in log if entry.kind == "bot_deck_reshuffled"}
    assert gained == shuffled == set(BOTS)
    assert not any(entry.seat in BOTS for entry in log if "mission" in entry.kind)
    assert set(world(game.state)["players"]) == {"brandenburg"}
