"""Spread of the Revolution and the effect Place Revolutionary (aid Spread of the
Revolution, Revolutionary Ideology; EUPOP-L14, L15, L16): six crowns, Castile and France
human (Austria, the Emperor, England, the Ottomans and Poland are Bots)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.religion.revolution import TOKENS, revolutionary_refused
from tests.games.eupop.exploration.support import choose, start, verbs

SPREAD = "eupop-aid:Spread of the Revolution"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
PROCEDURE = "spread_of_the_revolution"
BOARD = [
    *("Ireland", "Norge", "Sicilia", "Portugal", "Schweiz", "Moskovien"),
    *("Krim", "Napoli", "Anatolien", "Misr", "Maghreb", "Ifriqiya"),
]
"""Twelve slots under Revolutionary tokens: the supply is out."""
CAPITAL_SLOTS = ["Castilla", "England", "Ile-de-France", "Osterreich", "Polska", "Rumelien"]


def new_game(*revolutionary: str) -> Game:
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    for slot in revolutionary:
        game.state["map"]["religion_slots"][slot]["revolutionary"] = True
    return game


def ended(game: Game) -> bool:
    decision = game.decision()
    return decision is not None and decision.step == "ask_close"


def placed(game: Game) -> list[str]:
    return [entry.values["slot"] for entry in game.entries if entry.kind == "revolutionary_placed"]


def offered(game: Game) -> list[object]:
    return [argument for _, argument in verbs(game)]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L14", "interpretation:EUPOP-L15")
def test_none_on_the_map_left_on_display_the_lowest_stability_capitals_first() -> None:
    game = new_game()
    game.state["players"]["castile"]["stability"] = -2
    game.state["players"]["france"]["stability"] = -1
    game = start(game, PROCEDURE, None, None, [])
    assert ended(game)
    assert placed(game) == ["Castilla", "Ile-de-France"]
    slots = game.state["map"]["religion_slots"]
    assert slots["Castilla"]["revolutionary"] and slots["Castilla"]["religion"] == "catholic"


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L15")
def test_none_on_the_map_a_tie_of_stability_is_drawn_at_random() -> None:
    game = new_game()
    game.state["players"]["castile"]["stability"] = 1
    game.state["players"]["france"]["stability"] = 1  # the four Bots count as 0
    game = start(game, PROCEDURE, None, None, [])
    draws = [entry.values["result"] for entry in game.entries if entry.kind == "random"]
    assert draws == placed(game)
    assert len(set(draws)) == 2 and set(draws) <= {"England", "Osterreich", "Polska", "Rumelien"}


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L14")
def test_none_on_the_map_the_taker_picks_two_player_capital_areas() -> None:
    game = start(new_game(), PROCEDURE, "castile", None, [])
    assert offered(game) == CAPITAL_SLOTS
    choose(game, "spread_revolution", "England")
    assert offered(game) == [slot for slot in CAPITAL_SLOTS if slot != "England"]
    choose(game, "spread_revolution", "Polska")
    assert ended(game)
    assert placed(game) == ["England", "Polska"]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L14")
def test_a_single_cluster_spreads_next_door_then_once_away_from_it() -> None:
    game = start(new_game("Bohmen"), PROCEDURE, "castile", None, [])
    assert offered(game) == [
        f"Bohmen/{slot}"
        for slot in ("Bayern", "Brandenburg", "Osterreich", "Polska", "Sachsen", "Ungarn")
    ]
    choose(game, "spread_revolution", "Bohmen/Sachsen")
    apart = offered(game)
    for near in ("Bohmen", "Sachsen", "Bayern", "Polska", "Ungarn", "Brandenburg"):
        assert near not in apart
    assert "Castilla" in apart and "England" in apart
    choose(game, "spread_revolution", "Castilla")
    assert ended(game)
    assert placed(game) == ["Sachsen", "Castilla"]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L14", "interpretation:EUPOP-L15")
def test_a_single_cluster_left_on_display_by_the_area_priority() -> None:
    game = start(new_game("Bohmen"), PROCEDURE, None, None, [])
    # next door: Osterreich and Polska (7) tie, Osterreich A→Z; away: England (8) first A→Z
    assert placed(game) == ["Osterreich", "England"]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L14")
def test_at_most_four_clusters_spread_and_several_send_nothing_apart() -> None:
    game = new_game("Ireland", "Norge", "Sicilia", "Portugal", "Schweiz")
    game = start(game, PROCEDURE, None, None, [])
    assert placed(game) == ["England", "Flandres", "Castilla", "Lombardia"]


@pytest.mark.rule(SPREAD, "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-L15")
def test_out_of_tokens_the_taker_may_take_one_from_the_board() -> None:
    assert len(BOARD) == TOKENS
    game = start(new_game(*BOARD), PROCEDURE, "castile", None, [])
    assert verbs(game)[-1] == ("keep_revolutionary", None)
    assert offered(game)[:-1] == sorted(BOARD)
    choose(game, "take_revolutionary", "Moskovien")
    assert not game.state["map"]["religion_slots"]["Moskovien"]["revolutionary"]
    choose(game, "spread_revolution", "Ireland/England")
    assert placed(game) == ["England"]
    assert verbs(game)[-1] == ("keep_revolutionary", None)  # out again
    choose(game, "keep_revolutionary")
    assert ended(game)


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L15")
def test_out_of_tokens_left_on_display_nothing_moves() -> None:
    game = start(new_game(*BOARD), PROCEDURE, None, None, [])
    assert ended(game)
    assert placed(game) == []


@pytest.mark.rule(REVOLUTIONARY, "eupop-aid:HRE Religion (adv. rules) (p. 45)")
@pytest.mark.rule("interpretation:EUPOP-L16", "interpretation:EUPOP-I6")
def test_the_effect_on_the_emperors_capital_area_dissolves_the_hre_under_advanced_rules() -> None:
    game = new_game()
    game.state["meta"]["options"] = {"advanced_rules": True}
    game = start(game, "place_revolutionary_effect", "castile", "Osterreich", [])
    assert ended(game)
    assert game.state["map"]["religion_slots"]["Osterreich"]["revolutionary"]
    assert game.state["hre"]["dissolved"] is True


@pytest.mark.rule(REVOLUTIONARY, "interpretation:EUPOP-L16")
def test_the_effect_on_a_slot_under_a_token_already_is_ignored() -> None:
    game = new_game("Castilla")
    content = content_of(game)
    assert revolutionary_refused(game.state, content, "castile", "Leon") is not None
    assert revolutionary_refused(game.state, content, "castile", "Aragon") is None
    game = start(game, "place_revolutionary_effect", "castile", "Leon", [])
    assert ended(game)
    assert [entry.kind for entry in game.entries if entry.kind == "effect_ignored"]
    assert placed(game) == []


@pytest.mark.rule(REVOLUTIONARY, "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-L16")
def test_the_effect_with_the_supply_out_takes_a_token_the_realm_picks() -> None:
    game = start(new_game(*BOARD), "place_revolutionary_effect", "castile", "Aragon", [])
    assert offered(game) == sorted(BOARD)
    choose(game, "take_revolutionary", "Krim")
    slots = game.state["map"]["religion_slots"]
    assert not slots["Krim"]["revolutionary"] and slots["Aragon"]["revolutionary"]


@pytest.mark.rule(SPREAD, "eupop-bots:SECONDARY EFFECTS", "interpretation:EUPOP-BOT-15")
def test_a_bot_taking_the_event_resolves_it_by_the_auto_resolution() -> None:
    game = new_game()
    game.state["players"]["castile"]["stability"] = -2
    game.state["players"]["france"]["stability"] = -1
    game = start(game, PROCEDURE, "poland", None, [])
    assert ended(game)
    assert placed(game) == ["Castilla", "Ile-de-France"]


@pytest.mark.rule(SPREAD, "eupop-bots:SECONDARY EFFECTS", "interpretation:EUPOP-BOT-15")
def test_a_bot_out_of_tokens_takes_none_from_the_board() -> None:
    game = start(new_game(*BOARD), PROCEDURE, "poland", None, [])
    assert ended(game)
    assert placed(game) == []
