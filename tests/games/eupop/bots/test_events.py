"""How an event's effects reach a Bot (eupop-bots GENERAL EVENT RULES; decision 0108 §2.5;
EUPOP-BOT-13, 14, 65): every verb of the vocabulary has a Bot entry, each translation gives
its exact result, what a Bot has not is ignored, and the option a Bot picks (an event's wars
and relations with Opponents: test_event_diplomacy.py).

Poland, a Bot of margrave (Litauen tax value 5, Polska 7; 9 Bot Power, army 6, reserve 2)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.bots import army
from hegemon.games.eupop.bots.charts.event import choose_option
from hegemon.games.eupop.bots.events import BOT_EFFECTS, applicable, bot_effect, bp_for_ducats
from hegemon.games.eupop.content.effects import VERBS
from hegemon.games.eupop.content.schema_cards import EventCard, EventOption
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.diplomacy.effects import bot_accepts

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
TABLE = RULES.effect_table


def game(state: State | None = None) -> Game:
    return Game(clone(BASE) if state is None else state, RULES.procedures, RULES)


def apply(verb: str, argument: Any, state: State | None = None) -> Game:
    played = game(state)
    assert bot_effect(played, TABLE, "poland", verb, argument) is None
    return played


def notes(played: Game) -> list[tuple[str, str, str]]:
    return [
        (entry.values["verb"], entry.values["how"], entry.values["note"])
        for entry in played.entries
        if entry.kind == "bot_effect"
    ]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_every_verb_of_the_vocabulary_has_a_bot_entry() -> None:
    assert sorted(BOT_EFFECTS) == sorted(VERBS)
    assert {entry.how for entry in BOT_EFFECTS.values()} <= {
        "normal",
        "translated",
        "ignored",
        "unbuilt",
    }


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
@pytest.mark.parametrize(("ducats", "bp"), [(0, 0), (1, 1), (10, 1), (12, 2), (30, 3), (45, 3)])
def test_ducats_are_one_bot_power_per_ten_rounded_up_at_most_three(ducats: int, bp: int) -> None:
    assert bp_for_ducats(ducats) == bp


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
@pytest.mark.parametrize(
    ("verb", "argument", "available", "note"),
    [
        ("gain_ducats", 12, 11, "12 ducats → 2 Bot Power"),
        ("lose_ducats", 4, 8, "4 ducats → 1 Bot Power lost"),
        ("gain_monarch_power", {"type": "any", "amount": 2}, 11, "2 monarch power → 2 BP"),
        ("lose_monarch_power", {"type": "military", "amount": 1}, 8, "1 monarch power → 1 BP"),
        ("gain_bot_power", 2, 11, "2 Bot Power"),
        ("gain_stability", 1, 11, "1 stability → 2 Bot Power"),
        ("gain_action", "trade", 11, "a trade action → 2 Bot Power"),
    ],
)
def test_power_translations(verb: str, argument: Any, available: int, note: str) -> None:
    played = apply(verb, argument)
    assert played.state["bots"]["poland"]["power"]["available"] == available
    assert notes(played) == [(verb, "translated", note)]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_gaining_stability_removes_unrest_where_most_then_highest_tax_value() -> None:
    state = clone(BASE)
    state["map"]["areas"]["Polska"]["unrest"]["poland"] = 1
    state["map"]["areas"]["Litauen"]["unrest"]["poland"] = 2
    played = apply("gain_stability", 2, state)
    assert played.state["map"]["areas"]["Litauen"]["unrest"] == {"poland": 1}
    assert played.state["map"]["areas"]["Polska"]["unrest"] == {}
    assert played.state["bots"]["poland"]["power"]["available"] == 9


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_losing_stability_puts_unrest_in_the_bot_area_of_lowest_tax_value() -> None:
    played = apply("lose_stability", 2)
    assert played.state["map"]["areas"]["Litauen"]["unrest"] == {"poland": 2}
    assert played.state["map"]["areas"]["Polska"]["unrest"] == {}


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-7")
def test_manpower_is_the_reserve_and_exhausting_takes_the_army_first() -> None:
    gained = apply("gain_manpower", 3)
    assert gained.state["bots"]["poland"]["reserve"] == 5
    exhausted = apply("exhaust_manpower", 7)
    mat = exhausted.state["bots"]["poland"]
    assert (mat["army"]["units"], mat["reserve"]) == (0, 1)


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_land_units_join_the_army_on_the_mat_and_ships_are_ignored() -> None:
    played = apply("gain_units", {"infantry": 2, "cavalry": 1, "light_ship": 1})
    assert played.state["bots"]["poland"]["army"]["units"] == 9


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_a_recruit_action_pays_one_bot_power_for_the_whole_reserve() -> None:
    played = apply("gain_action", "recruit")
    mat = played.state["bots"]["poland"]
    assert (mat["power"]["available"], mat["army"]["units"], mat["reserve"]) == (8, 8, 0)


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_a_gained_explore_action_follows_the_explore_chart() -> None:
    played = game()
    called = bot_effect(played, TABLE, "poland", "gain_action", "explore")
    assert called == (
        "bot_chart",
        {"realm": "poland", "chart": "explore", "turn": 0, "mode": "normal"},
    )


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "eupop-bots:BOT MAT")
def test_prestige_is_scored_on_the_bot_mat() -> None:
    played = apply("gain_prestige", 3)
    assert played.state["bots"]["poland"]["prestige"] == 3


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "eupop-bots:BOT MAT")
@pytest.mark.parametrize(
    ("verb", "argument"),
    [
        ("take_loan", 1),
        ("gain_corruption", 1),
        ("draw_action_cards", {"deck": "any", "count": 1}),
        ("gain_vassal", "hungary"),
    ],
)
def test_what_a_bot_has_not_is_ignored(verb: str, argument: Any) -> None:
    before = clone(BASE)
    played = apply(verb, argument)
    assert played.state["bots"] == before["bots"]
    assert [(each[0], each[1]) for each in notes(played)] == [(verb, "ignored")]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_a_war_an_event_allows_is_ignored_unless_available_exceeds_spent() -> None:
    state = clone(BASE)
    state["bots"]["poland"]["power"] = {"available": 4, "spent": 5}
    played = apply("declare_war", "hungary", state)
    assert notes(played)[0][:2] == ("declare_war", "ignored")


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "eupop-bots:CLAIMS & CORE TOKENS")
def test_a_claim_with_none_left_takes_one_back_by_the_claim_shortage_rule() -> None:
    state = clone(BASE)
    state["supply"]["poland"]["claims"] = 0
    state["map"]["areas"]["Bohmen"]["claims"].append("poland")
    played = apply("gain_claim", "Serbien", state)
    assert played.state["map"]["areas"]["Serbien"]["claims"] == ["poland"]
    assert "poland" not in played.state["map"]["areas"]["Bohmen"]["claims"]
    assert notes(played) == [("gain_claim", "translated", "a claim in Serbien")]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_a_casus_belli_is_a_claim_in_the_capital_area_of_its_target() -> None:
    played = apply("gain_casus_belli", "hungary")
    assert played.state["map"]["areas"]["Ungarn"]["claims"] == ["poland"]
    assert played.state["realms"]["poland"]["casus_belli"] == []
    assert played.state["supply"]["poland"]["claims"] == BASE["supply"]["poland"]["claims"] - 1


def card(
    a: list[dict[str, Any]], b: list[dict[str, Any]], cost: list[Any] | None = None
) -> EventCard:
    return EventCard(
        id="e1_test",
        name="Test",
        age=1,
        deck="A",
        a=EventOption(label="A", cost=cost or [], effects=a),
        b=EventOption(label="B", effects=b),
    )


@pytest.mark.rule("eupop-bots:EVENT ACTION", "interpretation:EUPOP-BOT-13")
@pytest.mark.parametrize(
    ("a", "b", "cost", "chosen"),
    [
        ([{"gain_prestige": 1}], [{"gain_ducats": 3}], None, ("a", 1)),
        ([{"take_loan": 1}], [{"gain_ducats": 3}], None, ("b", 1)),
        ([{"gain_prestige": 1}, {"gain_manpower": 1}], [{"gain_ducats": 3}], None, ("a", 2)),
        (
            [{"gain_prestige": 1}, {"gain_manpower": 1}],
            [{"gain_ducats": 3}],
            [{"lose_prestige": 2}],
            ("b", 1),
        ),
        ([{"take_loan": 1}], [{"appoint_ruler": "x"}], None, ("a", 0)),
    ],
)
def test_the_option_with_most_applicable_effects_it_can_pay_option_a_on_a_tie(
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    cost: list[Any] | None,
    chosen: tuple[str, int],
) -> None:
    assert choose_option(TABLE, BASE, RULES.content, "poland", card(a, b, cost)) == chosen


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_removing_unrest_applies_only_where_the_bot_has_some() -> None:
    option = EventOption(label="A", effects=[{"remove_unrest": 1}, {"gain_prestige": 1}])
    assert applicable(TABLE, BASE, RULES.content, "poland", option) == 1


@pytest.mark.rule("eupop-bots:BOTS & ALLIANCES", "interpretation:EUPOP-BOT-75")
def test_a_bot_offered_a_relation_by_an_effect_says_yes_unasked() -> None:
    assert bot_accepts(BASE, "poland")
    assert not bot_accepts(BASE, "brandenburg")  # the human is asked
    assert not bot_accepts(BASE, "aragon")  # an NPR says yes as the main rules have it


def nothing_applies() -> Any:
    """The rules with Wars of the Roses' options turned into what a Bot ignores (a loan,
    corruption); its secondary effect, DNPR Expansion (yellow: the Incas), stays."""
    cards = RULES.content.events.events
    index = next(at for at, each in enumerate(cards) if each.id == "e1_wars_of_the_roses")
    return RULES.with_content(
        {
            f"cards/events/events/{index}/a": {"label": "A", "effects": [{"take_loan": 1}]},
            f"cards/events/events/{index}/b": {"label": "B", "effects": [{"gain_corruption": 1}]},
        }
    )


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_an_option_with_nothing_that_applies_gives_one_bot_power_and_the_rest_resolves() -> None:
    rules = nothing_applies()
    state = clone(BASE)
    state["decks"]["events_revealed"] = ["e1_wars_of_the_roses"]
    local = {"realm": "poland", "chart": "event", "turn": 1}
    state["stack"] = [
        frame("situation", {"procedure": "bot_chart", "local": local, "seat": "poland"})
    ]
    played = rules.resume(state)
    played.advance()
    event = next(entry.values for entry in played.entries if entry.kind == "bot_event")
    assert (event["event"], event["option"], event["applicable"]) == (
        "e1_wars_of_the_roses",
        "a",
        0,
    )
    assert played.state["bots"]["poland"]["power"] == {"available": 10, "spent": 0}
    assert notes(played) == [("take_loan", "ignored", "a Bot has no treasury: no loans")]
    placed = [entry.values for entry in played.entries if entry.kind == "dnpr_token_placed"]
    assert [(each["realm"], each["province"]) for each in placed] == [("incas", "Veracruz")]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_an_events_conversion_runs_the_human_rule_without_its_price() -> None:
    played = game()
    called = bot_effect(played, TABLE, "poland", "convert_area", "Polska")
    assert called == ("convert_area_effect", {"argument": "Polska"})
    assert notes(played) == [("convert_area", "normal", "as for a human")]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_embracing_the_counter_reformation_takes_the_capital_area_and_one_more() -> None:
    state = clone(BASE)
    state["map"]["religion_slots"]["Bohmen"]["religion"] = "counter_reformed"
    played = apply("embrace_counter_reformation", True, state)
    slots = played.state["map"]["religion_slots"]
    assert played.state["realms"]["poland"]["religion"] == "counter_reformed"
    assert (slots["Polska"]["religion"], slots["Litauen"]["religion"]) == (
        "counter_reformed",
        "counter_reformed",
    )
    assert notes(played) == [
        ("embrace_counter_reformation", "translated", "Counter-Reformed, and Litauen")
    ]


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_embracing_with_no_counter_reformation_in_play_is_ignored() -> None:
    played = apply("embrace_counter_reformation", True)
    assert played.state["realms"]["poland"]["religion"] == "catholic"
    assert notes(played)[0][:2] == ("embrace_counter_reformation", "ignored")


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_exhausting_takes_units_off_the_army_on_the_map_laid_down_first() -> None:
    state = clone(BASE)
    state["forces"]["f951"] = {
        "realm": "poland",
        "where": "Polska",
        "port": None,
        "army": True,
        "leader": None,
        "units": {"infantry": 6},
    }
    state["bots"]["poland"]["army"] = {"units": 6, "laid_down": 2, "area": "Polska"}
    state["bots"]["poland"]["army_force"] = "f951"
    played = apply("exhaust_manpower", 3, state)
    mat = played.state["bots"]["poland"]
    assert (mat["army"], mat["reserve"]) == ({"units": 3, "laid_down": 0, "area": "Polska"}, 2)
    assert played.state["forces"]["f951"]["units"] == {"infantry": 3}


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_a_new_state_religion_takes_the_capital_area_and_one_more_first() -> None:
    played = game()
    called = bot_effect(played, TABLE, "poland", "change_state_religion", "protestant")
    assert called == ("change_state_religion", {"argument": "protestant", "free": True})
    slots = played.state["map"]["religion_slots"]
    assert (slots["Polska"]["religion"], slots["Litauen"]["religion"]) == (
        "protestant",
        "protestant",
    )


@pytest.mark.rule("eupop-bots:GENERAL EVENT RULES", "interpretation:EUPOP-BOT-14")
def test_land_units_and_a_recruit_action_reach_an_army_on_the_map() -> None:
    state = clone(BASE)
    played = game(state)
    key = army.place_army(played, "poland", "Polska")
    assert bot_effect(played, TABLE, "poland", "gain_units", {"infantry": 3}) is None
    assert state["forces"][key]["units"] == {"infantry": 9}
    assert bot_effect(played, TABLE, "poland", "gain_action", "recruit") is None
    assert state["forces"][key]["units"] == {"infantry": 11}
    assert state["bots"]["poland"]["reserve"] == 0
