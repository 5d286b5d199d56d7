"""What a player reads of eupop's log: a sentence for every documented kind, with titles
for ids, the rule last, private draws only in their realm's log."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.log import LogEntry
from hegemon.games.eupop.module import RULES

DOC = Path(__file__).parents[3] / "docs" / "verbs-and-log-eupop.md"


def documented() -> list[tuple[str, list[str]]]:
    """(kind, value names) of every row of the "Log entries" table."""
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Log entries", 1)[1].split("\n## ", 1)[0]
    rows: list[tuple[str, list[str]]] = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 4 or not cells[0].startswith("`"):
            continue
        values = re.sub(r"\([^)]*\)", "", cells[2])
        rows.append((cells[0].strip("`"), re.findall(r"`([a-z_]+)`", values)))
    return rows


SAMPLES: dict[str, Any] = {
    "age": 1,
    "next_age": 2,
    "number": 3,
    "events": ["e1_fall_of_a_fortress", "e1_rise_of_the_medici"],
    "event": "e1_rise_of_the_medici",
    "face_down": 4,
    "deck": "administrative",
    "card": "a1_centralization#2",
    "ducats": 2,
    "treasury": 8,
    "mission": "m_castile_consolidate",
    "mode": "final",
    "place": 1,
    "last_turns": ["austria", "ottomans"],
    "option": "b",
    "verb": "gain_units",
    "reason": "no_available_manpower",
    "area": "Castilla",
    "moved_from": "Aragon",
    "displaced": [["claim", "france"]],
    "province": "Toledo",
    "two_small_towns": False,
    "merchants": 2,
    "change": -1,
    "now": 3,
    "unit": "infantry",
    "count": 2,
    "action": "increase_stability",
    "total": 9,
    "realm": "poland",
    "ally": "denmark",
    "reasons": ["no_more_events", "prestige_lead"],
    "cards": ["ms2_great_treasury", "deus_vult"],
    "new": "cannons",
    "points": 3,
    "partner": "france",
    "paid": 2,
    "line": "tax_income",
    "prestige": 45,
    "reward": True,
    "realms": ["austria", "poland"],
    "power": "diplomatic",
    "asked": 2,
    "loans": 1,
    "available": 5,
    "exhausted": 1,
    "force": "f001",
    "advisor": "advisor_1_diplomatic_fugger",
    "origin": "English Channel",
    "port": "Rouen",
    "base_tax": 15,
    "vassal_tax": 0,
    "advisors": -1,
    "maintenance": -5,
    "plague": 0,
    "interest": -3,
    "stability": 1,
    "emperor": 0,
    "ideas": 0,
    "net": 7,
    "unpaid": 3,
    "roll": 5,
    "target": "france",
    "others": ["france", "england"],
    "result": "occupied",
    "source": "Aragon",
    "flipped": ["poland"],
    "kept": False,
    "face": "unrest",
    "war": "w1",
    "outcome": "total_victory",
    "loser": "france",
    "term": "white_peace",
    "occupier": "france",
    "vassal": "portugal",
    "tokens": 2,
    "annexed": "granada",
    "proposer": "england",
    "rebels_placed": 1,
    "idea": "centralized_treasury",
    "type": "administrative",
    "replaced_by": "bureaucracy",
    "replaced": None,
    "sources": ["diplomatic", "military"],
    "discarded": 2,
    "round": 2,
    "slot": "catholic_1",
    "before": "catholic",
    "religion": "protestant",
    "areas": ["Castilla", "Aragon"],
    "expanded": ["Venice"],
    "node": "Antwerp",
    "secondary": True,
    "row": None,
    "pirates": 1,
    "continent": "Caribbean",
    "ruler": "ruler_castile_1",
    "leader": "general_1_tarnowski",
    "role": "general",
    "cost": 4,
    "character": "ruler_castile_1",
    "sea_zone": "Eastern Atlantic",
    "casus_belli": None,
    "ally_of": "england",
    "call": "defensive",
    "caller": "england",
    "aggressor": "england",
    "allied_units": 3,
    "other": "france",
    "targets": ["france"],
    "purpose": "rebel dice in Castilla",
    "sides": 6,
    "where": "Castilla",
    "attacker": "castile",
    "defenders": ["france", "rebels"],
    "zone": "Eastern Atlantic",
    "ships": {"light_ship": 2},
    "units": {"infantry": 2, "cavalry": 1},
    "name": "Ambush",
    "dice": {"infantry": 3},
    "faces": ["hit", "miss", "morale"],
    "hits": 1,
    "to": "Aragon",
    "rebels": 1,
    "winner": "attacker",
    "defender": "france",
    "losses": {"attacker": {"infantry": 1}, "defender": {"cavalry": 2}},
    "rounds": 2,
    "strength": 3,
    "npr": "granada",
    "milestone": "ms1_prosperous_towns",
    "player": "france",
    "countered_by": "france",
    "charges": 3,
    "charges_left": 2,
    "bridge": True,
    "mountain": 1,
    "granted": False,
}

OVERRIDES: dict[str, dict[str, Any]] = {
    "power_struggle_scored": {"card": "ps1_italian_wars", "points": {"austria": 3, "poland": 0}},
    "power_struggle_activated": {"card": "ps1_italian_wars"},
    "battle_action": {"card": "m1_ambush#1"},
    "age_replacement": {"card": "tercios"},
    "roll": {"purpose": "imperial authority of the Emperor", "result": [4]},
    "random": {"purpose": "power struggle", "result": "ps1_war_of_the_roses"},
    "shuffle": {"purpose": "event deck", "count": 22},
    "siege": {"outcome": "liberated", "units": {"infantry": 2}, "cost": 1},
    "rebellion": {"rebels_placed": 2},
    "casualty": {"result": "destroyed"},
    "manpower": {"spent": 1},
    "phase": {"phase": "peace_and_rebels"},
    "trade_cards": {"cards": ["t_seville_venice", "t_venice_1"]},
    "rebels_siege": {"result": "liberated"},
    "idea_displayed": {"idea": "deus_vult", "replaced": "cannons"},
    "army_reorganised": {"change": "pick_up"},
    "action_card_played": {"power": 1},
    "covert_countered": {"card": "d1_counterespionage#1", "power": 1},
    "display_used": {"power": 0},
    "naval_activation": {"mode": "move"},
    "bot_power": {"move": "focus", "focus": "warfare", "reason": "Bot card 19"},
    "bot_influence_taken": {"source": "influence"},
    "bot_card": {"card": 5, "first": "diplomacy", "war": "military", "discarded": "m1_fortify"},
    "bot_card_used": {"card": 16, "action": "focus_economic", "pile": "set_aside"},
    "bot_chart": {"chart": "siege", "title": "SIEGE"},
    "bot_action": {"card": 13, "action": "unrest", "chart": "unrest", "second": False},
    "bot_turn_end": {"result": "card"},
}

HIDDEN = {"shuffle", "bot_step", "bot_chart_end"}
"""Kinds kept out of the running log (empty sentence) whatever their values."""

TITLED_IDS = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def entry_of(kind: str, names: list[str]) -> LogEntry:
    values = {name: SAMPLES.get(name) for name in names}
    values.update(OVERRIDES.get(kind, {}))
    return LogEntry(kind, seat="castile", values=values, rule="eupop-aid:Rebel Dice (p. 9)")


ROWS = documented()


def test_the_table_is_parsed() -> None:
    kinds = {kind for kind, _ in ROWS}
    assert {"events_not_built", "monarch_power", "battle_won", "peace_refused"} <= kinds
    assert ("round", ["age", "number"]) in ROWS
    assert len(ROWS) > 120


@pytest.mark.parametrize(("kind", "names"), ROWS, ids=[f"{k}-{i}" for i, (k, _) in enumerate(ROWS)])
def test_every_documented_kind_has_a_sentence(kind: str, names: list[str]) -> None:
    entry = entry_of(kind, names)
    sentence = RULES.narrate(entry)
    if kind in HIDDEN:
        assert sentence == ""
        return
    assert sentence != str(entry)
    assert sentence.endswith("(Rebel Dice)")
    assert "=" not in sentence
    assert not TITLED_IDS.search(sentence), sentence


def test_sentences_name_cards_realms_and_ideas_by_title() -> None:
    taken = LogEntry("event_taken", "castile", {"event": "e1_rise_of_the_medici", "ducats": 2})
    assert (
        RULES.narrate(taken) == "Castile takes the event Rise of the Medici and the 2 ducats on it"
    )
    prestige = LogEntry(
        "prestige",
        "castile",
        {"change": 3, "now": 3, "reason": "idea centralized_treasury"},
        rule="eupop-aid:Research Idea (X\u2463) (p. 12)",
    )
    assert (
        RULES.narrate(prestige)
        == "Castile gains 3 prestige for idea Centralized Treasury, now 3 (Research Idea)"
    )


def test_the_dice_a_later_entry_states_are_hidden_and_others_told() -> None:
    rebel = LogEntry(
        "roll", "poland", {"purpose": "rebel dice in Polska", "sides": 6, "result": [3]}
    )
    assert RULES.narrate(rebel) == ""
    other = LogEntry("roll", "poland", {"purpose": "something else", "sides": 6, "result": [3]})
    assert RULES.narrate(other) == "Poland rolls 3 for something else"


def test_an_entry_whose_values_do_not_fit_keeps_its_structured_text() -> None:
    entry = LogEntry("round", values={"age": 1})
    assert RULES.narrate(entry) == str(entry)


def played_log(seed: int, decisions: int) -> list[LogEntry]:
    game = RULES.setup("six_crowns", seed)
    agent = RandomAgent(seed)
    entries = list(game.entries)
    for _ in range(decisions):
        decision = game.decision()
        if decision is None or game.state.get("outcome") is not None:
            break
        game.apply(decision.seat, agent.choose(Observation(RULES, game.state, decision)))
        entries.extend(game.entries)
        game.entries.clear()
    return entries


def test_a_drawn_card_is_named_only_in_its_realms_log() -> None:
    entries = played_log(3, 40)
    drawn = [entry for entry in entries if entry.kind == "action_card_drawn"]
    assert drawn and all(entry.seen_by == (entry.seat,) for entry in drawn)
    for seat in ("castile", "poland"):
        lines = [RULES.narrate(entry) for entry in LogEntry.seen(entries, seat)]
        named = [line for line in lines if " draws " in line and " from the " in line]
        own = [line for line in named if "draws a card" not in line]
        realm = seat.capitalize()
        assert own and all(line.startswith(f"{realm} draws ") for line in own)
        others = [line for line in named if not line.startswith(realm)]
        assert others and all("draws a card from the" in line for line in others)


def test_a_random_games_whole_log_narrates() -> None:
    entries = played_log(0, 700)
    assert len(entries) > 500
    for entry in entries:
        sentence = RULES.narrate(entry)
        assert "=" not in sentence, sentence
        assert not TITLED_IDS.search(sentence), sentence
