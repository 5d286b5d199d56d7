"""DNPR tokens: Placing DNPR tokens (the ``place_dnpr`` effect) and the DNPR Expansion
secondary effect, chosen by the realm that took the event or auto-resolved when the event
was left on display (EUPOP-F13, EUPOP-F14). Six crowns at setup: the Aztecs (red) hold
Tenochtitlan and Veracruz in Anahuac, the Incas (yellow) Cusco and Lima in Tawantinsuyu."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events import dnpr
from hegemon.games.eupop.world.layout import set_overlord, set_owner

RED = "e1_siege_artillery"
"""An event whose DNPR Expansion shows red: the Aztecs."""
YELLOW = "e1_jubilee_year"
"""Yellow: the Incas."""


def _state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def _run(state: State, procedure: str, caller: str, **local: Any) -> Game:
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": caller})]
    game = RULES.resume(state)
    game.advance()
    return game


def _closed(game: Game) -> bool:
    decision = game.decision()
    return decision is not None and decision.step == "ask_close"


def _placed(game: Game) -> list[dict[str, Any]]:
    return [dict(entry.values) for entry in game.entries if entry.kind == "dnpr_token_placed"]


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_a_single_target_is_taken_without_a_question() -> None:
    """Castile took the event: the Aztecs' only target in Age I is Lima (Cusco is the
    Incas' capital and not their last province; the territories around are vacant)."""
    state = _state()
    game = _run(state, "dnpr_expansion", "castile", seat="castile", event=RED)
    assert _closed(game)
    assert state["map"]["provinces"]["Lima"]["owner"] == "aztecs"
    assert state["map"]["provinces"]["Cusco"]["owner"] == "incas"
    assert _placed(game) == [{"realm": "aztecs", "province": "Lima", "result": "taken"}]


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_the_realm_that_took_the_event_picks_the_province() -> None:
    """The Incas reach Veracruz by land and Ternate through the Pacific: Castile picks."""
    state = _state()
    game = _run(state, "dnpr_expansion", "castile", seat="castile", event=YELLOW)
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("castile", "ask_province")
    assert [action.key for action in decision.actions] == [
        ("place_dnpr_token", "Ternate"),
        ("place_dnpr_token", "Veracruz"),
    ]
    game.apply("castile", Action("place_dnpr_token", "Ternate"))
    assert _closed(game)
    assert state["map"]["provinces"]["Ternate"]["owner"] == "incas"
    assert state["realms"]["ternate"]["capital"] is None


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_left_on_display_the_expansion_auto_resolves_by_land_to_the_poorest_npr() -> None:
    """Nobody is "you": the Incas take the adjacent NPR province by land (Veracruz), not
    Ternate, which they reach only by sea."""
    state = _state()
    game = _run(state, "dnpr_expansion", "castile", seat=None, event=YELLOW)
    assert _closed(game)
    assert state["map"]["provinces"]["Veracruz"]["owner"] == "incas"
    assert state["map"]["provinces"]["Ternate"]["owner"] == "ternate"


@pytest.mark.rule(
    "eupop-aid:DNPR Expansion", "eupop-aid:DNPRs (👤) (p. 35)", "interpretation:EUPOP-F13"
)
def test_a_token_under_a_player_realms_town_gives_it_unrest() -> None:
    """Castile has a town on Lima (not its core), so Cusco is the Incas' last province and
    a target too; Castile picks Lima: the Aztecs' token goes underneath, Lima stays
    Castile's and Castile gains an unrest token in Tawantinsuyu."""
    state = _state()
    set_owner(state, "Lima", "castile")
    state["map"]["provinces"]["Lima"].update(town="small")
    game = _run(state, "dnpr_expansion", "castile", seat="castile", event=RED)
    game.apply("castile", Action("place_dnpr_token", "Lima"))
    assert _closed(game)
    lima = state["map"]["provinces"]["Lima"]
    assert (lima["owner"], lima["town"], lima["dnpr_token"]) == ("castile", "small", "aztecs")
    assert state["map"]["areas"]["Tawantinsuyu"]["unrest"] == {"castile": 1}
    assert _placed(game) == [{"realm": "aztecs", "province": "Lima", "result": "under_the_town"}]


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_a_token_on_a_player_realms_vassal_gives_its_overlord_unrest() -> None:
    state = _state()
    set_overlord(state, "incas", "castile")
    game = _run(state, "dnpr_expansion", "castile", seat="castile", event=RED)
    assert _closed(game)
    assert state["map"]["provinces"]["Lima"]["owner"] == "incas"
    assert state["map"]["provinces"]["Lima"]["dnpr_token"] == "aztecs"
    assert state["map"]["areas"]["Tawantinsuyu"]["unrest"] == {"castile": 1}
    assert "aztecs" not in state["realms"]["castile"]["casus_belli"]


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_a_province_taken_from_a_player_realms_npr_ally_gives_it_a_casus_belli() -> None:
    """The Incas are France's ally (its alliance token on them, "a PR's NPR"): the Aztecs
    take Lima and France gains a casus belli on the Aztecs."""
    state = _state()
    state["realms"]["incas"]["allies"] = ["france"]
    state["realms"]["france"]["allies"] = ["incas"]
    game = _run(state, "dnpr_expansion", "castile", seat="castile", event=RED)
    assert _closed(game)
    assert state["map"]["provinces"]["Lima"]["owner"] == "aztecs"
    assert "aztecs" in state["realms"]["france"]["casus_belli"]
    assert "aztecs" not in state["realms"]["castile"]["casus_belli"]


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_an_ally_of_the_dnpr_and_a_players_core_are_not_targets() -> None:
    state = _state()
    geography = RULES.content.geography
    state["realms"]["aztecs"]["allies"] = ["incas"]
    assert dnpr.expansion_targets(state, geography, "aztecs") == []
    state["realms"]["aztecs"]["allies"] = []
    state["map"]["areas"]["Tawantinsuyu"]["cores"] = ["castile"]
    assert dnpr.expansion_targets(state, geography, "aztecs") == []


@pytest.mark.rule("eupop-aid:DNPR Expansion", "interpretation:EUPOP-F14")
def test_a_capital_is_a_target_when_it_is_its_nprs_last_province() -> None:
    state = _state()
    """With Lima theirs, the Aztecs may take Cusco, now the Incas' last province, and
    through Lima's port Ternate, the last province of Ternate."""
    set_owner(state, "Lima", "aztecs")
    assert dnpr.expansion_targets(state, RULES.content.geography, "aztecs") == ["Cusco", "Ternate"]


@pytest.mark.rule("eupop-aid:Placing DNPR tokens", "interpretation:EUPOP-F13")
def test_placing_dnpr_tokens_makes_the_first_province_the_capital() -> None:
    """The Aztecs have lost their provinces; an event places their tokens on Acapulco (a
    vacant territory) and Lima: both become theirs and Acapulco is their capital."""
    state = _state()
    for name in ("Tenochtitlan", "Veracruz"):
        set_owner(state, name, "incas")
    state["realms"]["aztecs"]["capital"] = None
    handle = RULES.resume(state)
    rule = RULES.effect_table.effects["place_dnpr"]
    assert rule.apply is not None
    rule.apply(handle, "castile", {"realm": "aztecs", "provinces": ["Acapulco", "Lima"]})
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "aztecs"
    assert state["map"]["provinces"]["Lima"]["owner"] == "aztecs"
    assert state["realms"]["aztecs"]["capital"] == "Acapulco"


@pytest.mark.rule(
    "eupop-aid:Placing DNPR tokens", "eupop-aid:DNPRs (👤) (p. 35)", "interpretation:EUPOP-F13"
)
def test_placing_dnpr_tokens_skips_a_players_core_and_goes_under_a_town() -> None:
    state = _state()
    set_owner(state, "Lima", "castile")
    state["map"]["provinces"]["Lima"].update(town="small")
    handle = RULES.resume(state)
    rule = RULES.effect_table.effects["place_dnpr"]
    assert rule.apply is not None
    rule.apply(handle, "castile", {"realm": "aztecs", "provinces": ["Toledo", "Lima"]})
    assert state["map"]["provinces"]["Toledo"]["owner"] == "castile"
    assert state["map"]["provinces"]["Toledo"]["dnpr_token"] is None
    lima = state["map"]["provinces"]["Lima"]
    assert (lima["owner"], lima["dnpr_token"]) == ("castile", "aztecs")
    assert state["map"]["areas"]["Tawantinsuyu"]["unrest"] == {}
    ignored = [dict(e.values) for e in handle.entries if e.kind == "effect_ignored"]
    assert ignored == [{"verb": "place_dnpr", "reason": "Toledo is a player realm's core"}]


def _place(state: State, provinces: list[str]) -> Game:
    handle = RULES.resume(state)
    rule = RULES.effect_table.effects["place_dnpr"]
    assert rule.apply is not None
    rule.apply(handle, "castile", {"realm": "aztecs", "provinces": provinces})
    return handle


@pytest.mark.rule("eupop-aid:Placing DNPR tokens", "interpretation:EUPOP-F13")
def test_placing_dnpr_tokens_skips_an_occupied_province() -> None:
    """Lima (the Incas') is occupied by Castile: it takes no Aztec token and stays the
    Incas', occupied."""
    state = _state()
    state["map"]["provinces"]["Lima"]["occupier"] = "castile"
    handle = _place(state, ["Acapulco", "Lima"])
    lima = state["map"]["provinces"]["Lima"]
    assert (lima["owner"], lima["occupier"], lima["dnpr_token"]) == ("incas", "castile", None)
    ignored = [dict(e.values) for e in handle.entries if e.kind == "effect_ignored"]
    assert ignored == [{"verb": "place_dnpr", "reason": "Lima is occupied"}]


@pytest.mark.rule("eupop-aid:Placing DNPR tokens", "interpretation:EUPOP-F13")
def test_the_capital_token_under_a_town_makes_no_other_province_the_capital() -> None:
    """The Aztecs have no province left; their tokens go on Lima (Castile's town: the
    capital token goes underneath) and Acapulco (theirs now). Lima is their capital, under
    the town; Acapulco is not."""
    state = _state()
    for name in ("Tenochtitlan", "Veracruz"):
        set_owner(state, name, "incas")
    state["realms"]["aztecs"]["capital"] = None
    set_owner(state, "Lima", "castile")
    state["map"]["provinces"]["Lima"].update(town="small")
    _place(state, ["Lima", "Acapulco"])
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "aztecs"
    assert state["realms"]["aztecs"]["capital"] == "Lima"


@pytest.mark.rule("eupop-aid:Placing DNPR tokens", "interpretation:EUPOP-F13")
def test_a_capital_lying_under_a_town_is_kept() -> None:
    """The Aztecs' capital Tenochtitlan lies under Castile's town (annexed); new tokens on
    Acapulco and Lima give them no new capital."""
    state = _state()
    set_owner(state, "Tenochtitlan", "castile")
    state["map"]["provinces"]["Tenochtitlan"].update(town="small", dnpr_token="aztecs")
    set_owner(state, "Veracruz", "incas")
    state["realms"]["aztecs"]["capital"] = "Tenochtitlan"
    _place(state, ["Acapulco", "Lima"])
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "aztecs"
    assert state["realms"]["aztecs"]["capital"] == "Tenochtitlan"
