"""The religion event effects (EUPOP-L10): events whose options change a state religion or
deal in Counter-Reformation tokens enter the decks, and an effect that cannot apply is
ignored. Six crowns, Castile and France human."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.effects import effect_table
from hegemon.games.eupop.world.layout import world
from tests.games.eupop.religion.support import new_game, start


@pytest.mark.rule("eupop-aid:Standard Event effects (p. 40)", "interpretation:EUPOP-R5")
def test_events_with_religion_effects_enter_the_deck() -> None:
    changes = {
        "cards/events/events/0/a/effects": [{"change_state_religion": "protestant"}],
        "cards/events/events/0/b/effects": [
            {"place_counter_reformation": "Bohmen"},
            {"embrace_counter_reformation": True},
        ],
        "cards/events/events/0/secondary": [],
    }
    handle = RULES.with_content(changes).setup("six_crowns", seed=1, seats=["castile", "france"])
    decks = world(handle.state)["decks"]
    events = [*decks["events"], *decks["events_revealed"], *decks["events_face_down"]]
    assert "e1_fall_of_a_fortress" in events
    aside = [entry for entry in handle.entries if entry.kind == "events_not_built"]
    assert all("e1_fall_of_a_fortress" not in dict(entry.values)["events"] for entry in aside)


@pytest.mark.rule("eupop-aid:Standard Event effects (p. 40)", "eupop-aid:Diverse Faiths")
def test_an_event_never_makes_diverse_faiths_a_state_religion() -> None:
    game = new_game()
    rule = effect_table(game).effects["change_state_religion"]
    assert rule.possible is not None
    assert not rule.possible(game.state, content_of(game), "castile", "diverse")
    assert not rule.possible(game.state, content_of(game), "castile", "catholic")
    assert rule.possible(game.state, content_of(game), "castile", "orthodox")
    handle = start(game, "change_state_religion_effect", "castile", "diverse")
    assert world(handle.state)["realms"]["castile"]["religion"] == "catholic"
    ignored = [dict(entry.values) for entry in handle.entries if entry.kind == "effect_ignored"]
    assert ignored == [
        {"verb": "change_state_religion", "reason": "Diverse Faiths are never a state religion"}
    ]


@pytest.mark.rule("eupop-aid:Embrace the Counter-Reformation")
def test_embracing_by_event_needs_a_catholic_realm_and_a_token_in_play() -> None:
    game = new_game()
    rule = effect_table(game).effects["embrace_counter_reformation"]
    assert rule.possible is not None and rule.apply is not None
    assert not rule.possible(game.state, content_of(game), "castile", True)
    rule.apply(game, "castile", True)
    assert world(game.state)["realms"]["castile"]["religion"] == "catholic"
    world(game.state)["map"]["religion_slots"]["Bohmen"]["religion"] = "counter_reformed"
    assert rule.possible(game.state, content_of(game), "castile", True)
    world(game.state)["realms"]["castile"]["religion"] = "protestant"
    assert not rule.possible(game.state, content_of(game), "castile", True)


@pytest.mark.rule("eupop-aid:Standard Event effects (p. 40)", "interpretation:EUPOP-L6")
def test_a_counter_reformation_token_replaces_the_religion_under_a_revolutionary_one() -> None:
    game = new_game()
    slot = world(game.state)["map"]["religion_slots"]["Bohmen"]
    slot["revolutionary"] = True
    rule = effect_table(game).effects["place_counter_reformation"]
    assert rule.apply is not None
    rule.apply(game, "castile", "Bohmen")
    assert slot == {"religion": "counter_reformed", "counter_reformation": True,
                    "revolutionary": True}  # fmt: skip
    assert world(game.state)["realms"]["bohemia"]["religion"] == "counter_reformed"
    assert rule.possible is not None
    assert not rule.possible(game.state, content_of(game), "castile", "Bohmen")
