"""A vassal is no NPR where the aid names an NPR (interpretation:EUPOP-D27): a claim on a
distant area, DNPR Expansion's auto-resolution. Six crowns: Castile given Acapulco in
Anahuac, next by land to Tawantinsuyu (Cusco, Lima: the Incas)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.fabricate import claim_areas
from hegemon.games.eupop.rules.events import dnpr
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from tests.games.eupop.diplomacy.support import new_game


@pytest.mark.rule(
    "eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)",
    "eupop-aid:Vassals (♠) (p. 33)",
    "interpretation:EUPOP-D27",
)
def test_a_distant_claim_needs_a_province_of_an_npr_not_of_a_vassal() -> None:
    game = new_game()
    state = game.state
    content = content_of(game)
    set_owner(state, "Acapulco", "castile")
    state["map"]["provinces"]["Acapulco"]["town"] = "small"
    assert "Tawantinsuyu" in claim_areas(state, content, "castile")
    set_overlord(state, "incas", "france")
    assert "Tawantinsuyu" not in claim_areas(state, content, "castile")


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-D27")
def test_dnpr_expansion_auto_resolution_targets_no_vassal() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    assert dnpr.auto_target(state, geography, "aztecs") == "Lima"
    set_overlord(state, "incas", "france")
    assert dnpr.auto_target(state, geography, "aztecs") is None
