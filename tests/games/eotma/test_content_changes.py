"""A game runs on the pack of its rules module: ``Eotma.with_content`` makes a changed copy
of the pack, and every rule, the outcome and the heuristic agent go by that copy."""

from __future__ import annotations

import copy
import importlib
import inspect
import pkgutil
from typing import Any

import pytest

import hegemon.games.eotma
from hegemon.engine.agents import Observation, make_agent
from hegemon.engine.content import ContentError
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import RulesModule
from hegemon.games.eotma.agents.heuristic import HeuristicAgent
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import ENDEAVOURS, RATINGS
from hegemon.games.eotma.module import RULES, Eotma
from hegemon.games.eotma.rules.scoring import victory_points
from hegemon.games.eotma.rules.year_cards import card_result

SEATS = {"france": "heuristic", "england": "heuristic", "empire": "heuristic", "leon": "random"}
RISEN_BANDS = [{"up_to": top} for top in (-4, -2, 0, 2, 4, 6, None)]
"""The shipped bands (up to 0, 2, 4, 6, 8, 10, open) moved down: a rating reads a better
column of the year cards."""
CHANGES: dict[str, Any] = {
    "year_cards/bands": RISEN_BANDS,
    "victory/per_population": 2,
    "scenarios/scenarios/millennium/rounds": 6,
    "leaders/generation/ratings": dict.fromkeys(range(2, 13), 5),
}


def _play(rules: RulesModule, seed: int) -> tuple[Game, list[LogEntry]]:
    """A whole game of the millennium scenario between the seats' agents, and its log."""
    game = rules.setup("millennium", seed, list(SEATS))
    agents = {
        seat: make_agent(rules, name, seed + index)
        for index, (seat, name) in enumerate(SEATS.items())
    }
    log = list(game.entries)
    while (decision := game.decision()) is not None:
        action = agents[decision.seat].choose(Observation(rules, game.state, decision))
        game.entries.clear()
        game.apply(decision.seat, action)
        log.extend(game.entries)
    return game, log


def test_no_module_of_the_game_reads_the_shipped_pack_but_the_default_of_build() -> None:
    readers = []
    for info in pkgutil.walk_packages(hegemon.games.eotma.__path__, "hegemon.games.eotma."):
        module = importlib.import_module(info.name)
        if "shipped()" in inspect.getsource(module):
            readers.append(info.name)
    assert readers == ["hegemon.games.eotma.content.loader", "hegemon.games.eotma.module"]


def test_a_changed_pack_is_a_new_module_with_its_own_digest() -> None:
    changed = RULES.with_content({"victory/per_population": 2, "claims/gold": 4})
    assert isinstance(changed, Eotma)
    assert changed.content.victory.per_population == 2
    assert changed.content.claims.gold == 4
    assert RULES.content.victory.per_population == 1
    assert RULES.content.source["victory"]["per_population"] == 1
    assert changed.content_id() != RULES.content_id()
    assert (
        changed.content_id()
        == RULES.with_content({"claims/gold": 4, "victory/per_population": 2}).content_id()
    )
    assert changed.procedures is RULES.procedures
    assert changed.with_content({"claims/gold": 1}).content.victory.per_population == 2


def test_a_change_reaches_keys_that_are_numbers_in_the_yaml() -> None:
    changed = RULES.with_content({"leaders/generation/ratings/7": 9})
    assert changed.content.leaders.generation.ratings[7] == 9
    assert changed.content.leaders.generation.ratings[6] == 5


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"nowhere/per_population": 2}, "nowhere.yaml: per_population: no such file in the pack"),
        ({"victory/points/per_area": 2}, "victory.yaml: points: no such key"),
        ({"year_cards/bands/9/up_to": 2}, "year_cards.yaml: bands/9: no index 9 in the list"),
        ({"victory/per_population": "many"}, "victory.yaml: per_population: Input should be"),
        (
            {"year_cards/bands/6/up_to": 12},
            "year_cards.yaml: bands: bands must rise, and only the last may be open (null)",
        ),
    ],
)
def test_a_change_the_loader_refuses_is_a_content_error(
    changes: dict[str, Any], problem: str
) -> None:
    with pytest.raises(ContentError) as refused:
        RULES.with_content(changes)
    assert any(str(found).startswith(problem) for found in refused.value.problems)


def test_a_whole_game_on_a_changed_pack_plays_by_it_everywhere() -> None:
    changed = RULES.with_content(CHANGES)
    content = changed.content
    game, log = _play(changed, 5)
    state = game.state
    assert state["meta"]["content"] == changed.content_id()
    # setup and every succession (stature checks, events) generate leaders by the copy
    leaders = [entry.values for entry in log if entry.kind == "new_leader"]
    assert len(leaders) >= len(SEATS)
    assert all(leader[rating] == 5 for leader in leaders for rating in RATINGS)
    # every endeavour reads the year card at the copy's bands, often another result
    endeavours = [entry.values for entry in log if entry.kind == "endeavour"]
    assert len(endeavours) > 20

    def reading(pack: Content, entry: dict[str, Any]) -> str:
        return card_result(pack, entry["card"], entry["endeavour"], entry["rating"]).text()

    assert all(entry["result"] == reading(content, entry) for entry in endeavours)
    assert any(entry["result"] != reading(RULES.content, entry) for entry in endeavours)
    # the scenario ends after the copy's last round and scores by the copy's victory points
    outcome = game.outcome
    assert outcome is not None
    assert outcome.reason == "the scenario ended after round 6"
    assert state["round"]["number"] == 6
    for seat in SEATS:
        assert outcome.scores[seat] == victory_points(state, content, seat)
        assert changed.scores(state)[seat] == outcome.scores[seat]
        if state["empires"][seat]["court"] is not None:
            assert outcome.scores[seat] > victory_points(state, RULES.content, seat)
    shipped_game, _ = _play(RULES, 5)
    assert shipped_game.state["round"]["number"] == 10
    assert shipped_game.outcome != outcome


def _only_one_endeavour_succeeds(kind: str, result: str) -> RulesModule:
    """The game on a deck whose every card gives ``result`` for ``kind`` at every rating and
    nothing for any other endeavour."""
    cards = copy.deepcopy(RULES.content.source["year_cards"]["cards"])
    bands = len(RULES.content.bands)
    for card in cards:
        for endeavour in ENDEAVOURS:
            card[endeavour] = [result if endeavour == kind else "-"] * bands
    return RULES.with_content({"year_cards/cards": cards})


def test_the_heuristic_weighs_endeavours_by_the_pack_of_the_game_it_is_shown() -> None:
    game = RULES.setup("millennium", 3, list(SEATS))
    game.state["turn"]["taxed"] = True
    chosen = {}
    for kind, result in (("conquest", "C"), ("ruling", "+1(-20>)")):
        rules = _only_one_endeavour_succeeds(kind, result)
        decision = rules.resume(game.state).decision()
        assert decision is not None
        action = HeuristicAgent(1).choose(Observation(rules, game.state, decision))
        assert action.verb == "endeavour"
        chosen[kind] = action.argument[0]  # type: ignore[index]
    assert chosen == {"conquest": "conquest", "ruling": "ruling"}
