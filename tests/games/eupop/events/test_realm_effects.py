"""Convert Area and Gain Vassal as event effects (interpretation:EUPOP-F17, EUPOP-F18): the
cases a situation file cannot state — effects ignored when their conditions fail (applied
directly, since an option with an unmet requirement is not offered), what stops as not
built, and events carrying them entering the deck (six crowns, castile)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.standard_realms import gain_vassal
from hegemon.games.eupop.world.layout import set_overlord, world
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.economy.support import new_game


def _convert(game: Game, area: str) -> Game:
    """The Convert Area effect for castile, run to its end or first decision."""
    local = {"seat": "castile", "argument": area}
    game.state["stack"] = [frame("situation", {"procedure": "convert_area_effect", "local": local})]
    handle = RULES.resume(game.state)
    handle.entries = []
    handle.advance()
    return handle


STANDARD = "eupop-aid:Standard Event effects (p. 40)"
VASSALS = "eupop-aid:Vassals (♠) (p. 33)"
F17 = "interpretation:EUPOP-F17"
F18 = "interpretation:EUPOP-F18"


@pytest.fixture
def game() -> Game:
    return new_game(["castile", "france"])


def _gain_vassal(game: Game, target: str) -> None:
    gain_vassal(game, "castile", target)


def _emperor(state: State) -> str:
    world(state)["hre"]["emperor"] = "bohemia"
    return "bohemia"


def _vassal(state: State) -> str:
    set_overlord(state, "granada", "aragon")
    return "granada"


def _short_of_tokens(state: State) -> str:
    world(state)["supply"]["castile"]["vassal_tokens"] = 6  # one a province would do
    return "aragon"


def _at_war(state: State) -> str:
    start_war(state, "france", ["burgundy"])
    return "burgundy"


CASES: dict[str, tuple[Callable[[State], str], str]] = {
    "a player realm": (lambda state: "france", "france is a player realm"),
    "the Papal States": (lambda state: "papal_states", "papal_states may never be a vassal"),
    "the Emperor": (_emperor, "bohemia may never be a vassal"),
    "a distant realm": (lambda state: "aztecs", "aztecs is a distant realm"),
    "another realm's vassal": (_vassal, "granada is not independent"),
    "a realm at war": (_at_war, "burgundy is at war"),
    "too few vassal tokens": (_short_of_tokens, "7 vassal tokens needed"),  # EUPOP-D29
}


@pytest.mark.rule(STANDARD, VASSALS, F18)
@pytest.mark.parametrize("case", sorted(CASES))
def test_gain_vassal_of_an_ineligible_target_is_ignored(game: Game, case: str) -> None:
    arrange, reason = CASES[case]
    state = game.state
    target = arrange(state)
    lord = world(state)["realms"][target]["overlord"]
    game.entries = []
    _gain_vassal(game, target)
    assert world(state)["realms"][target]["overlord"] == lord
    assert world(state)["supply"]["castile"]["vassal_tokens"] in (10, 6)
    ignored = [dict(entry.values) for entry in game.entries if entry.kind == "effect_ignored"]
    assert ignored == [{"verb": "gain_vassal", "reason": reason}]
    assert [entry.rule for entry in game.entries] == [VASSALS]


@pytest.mark.rule(VASSALS, F18, "interpretation:EUPOP-D22")
def test_gain_vassal_of_a_target_with_vassals_needs_influence_in_it(game: Game) -> None:
    set_overlord(game.state, "granada", "aragon")
    game.entries = []
    _gain_vassal(game, "aragon")
    assert world(game.state)["realms"]["aragon"]["overlord"] is None
    assert world(game.state)["supply"]["castile"]["vassal_tokens"] == 10
    ignored = [dict(entry.values) for entry in game.entries if entry.kind == "effect_ignored"]
    reason = "aragon has vassals and no influence of castile"
    assert ignored == [{"verb": "gain_vassal", "reason": reason}]


@pytest.mark.rule(STANDARD, VASSALS, F18, "interpretation:EUPOP-D29")
def test_gain_vassal_takes_two_tokens_on_a_large_province(game: Game) -> None:
    """Aragon's 5 provinces, Barcelona and Zaragoza large: 7 tokens (5 until EUPOP-D29)."""
    _gain_vassal(game, "aragon")
    assert world(game.state)["realms"]["aragon"]["overlord"] == "castile"
    assert world(game.state)["supply"]["castile"]["vassal_tokens"] == 3


@pytest.mark.rule(STANDARD, F17)
def test_convert_area_of_a_slot_of_the_realms_faith_is_ignored(game: Game) -> None:
    handle = _convert(game, "Leon")
    state = handle.state
    assert world(state)["map"]["religion_slots"]["Castilla"]["religion"] == "catholic"
    assert world(state)["map"]["areas"]["Leon"]["unrest"] == {}
    kinds = [entry.kind for entry in handle.entries]
    assert kinds == ["effect_ignored"]


@pytest.mark.rule(F17, "eupop-aid:Revolutionary Ideology", "interpretation:EUPOP-L5")
def test_convert_area_under_the_revolutionary_token_keeps_the_token(game: Game) -> None:
    slot = world(game.state)["map"]["religion_slots"]["Castilla"]
    slot["religion"] = "protestant"
    slot["revolutionary"] = True
    handle = _convert(game, "Leon")
    slot = world(handle.state)["map"]["religion_slots"]["Castilla"]
    assert (slot["religion"], slot["revolutionary"]) == ("catholic", True)


def _deck_of(changes: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The first Age's event deck (drawn, revealed, face down) of a game on changed
    content, and the events set aside at setup."""
    handle = RULES.with_content(changes).setup("six_crowns", seed=1, seats=["castile", "france"])
    decks = world(handle.state)["decks"]
    events = [*decks["events"], *decks["events_revealed"], *decks["events_face_down"]]
    aside = [
        list(dict(entry.values)["events"])
        for entry in handle.entries
        if entry.kind == "events_not_built"
    ]
    return events, aside


@pytest.mark.rule("interpretation:EUPOP-R5", F17, F18)
def test_an_event_whose_only_options_convert_and_vassalize_enters_the_deck() -> None:
    events, aside = _deck_of(
        {
            "cards/events/events/0/a/effects": [{"convert_area": "Leon"}],
            "cards/events/events/0/b/effects": [{"gain_vassal": "scotland"}],
            "cards/events/events/0/secondary": [],
        }
    )
    assert "e1_fall_of_a_fortress" in events
    assert all("e1_fall_of_a_fortress" not in names for names in aside)
