"""A human realm handed to a Bot (eupop-bots REPLACING HUMANS, S 554–577; decision 0110):
the seat's commands, the conversion of its mat between rounds, and the command kept in the
replay and the saved game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.match import Match, ReplayRecord, verify
from hegemon.engine.store import Store
from hegemon.games.eupop.bots.deck import age_cards, bot_card
from hegemon.games.eupop.bots.substitute import HAND_TO_BOT, KEEP_MY_SEAT, convert_human
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.layout import owned_provinces
from hegemon.games.eupop.world.records import Force

pytestmark = pytest.mark.rule(
    "eupop-bots:REPLACING HUMANS", "eupop-bots:SUBSTITUTE BOTS", "interpretation:EUPOP-BOT-60"
)
HAND = Action(HAND_TO_BOT)
KEEP = Action(KEEP_MY_SEAT)


def _match(seat: str = "brandenburg", options: dict[str, object] | None = None) -> Match:
    return Match.new(RULES, "margrave", 3, [seat], options or {})


def _play_until(match: Match, done: object, rng: random.Random, limit: int = 400) -> None:
    """Random answers (seeded) until ``done(match)`` or the game ends."""
    for _ in range(limit):
        if match.outcome is not None or done(match):  # type: ignore[operator]
            return
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, rng.choice(decision.actions))
    raise AssertionError("the game did not get there")


def _round(number: int) -> object:
    return lambda match: match.state["round"]["number"] >= number


@pytest.mark.parametrize(
    ("power", "ducats", "stability", "loans", "level", "expected"),
    [
        ((3, 4, 3), 12, 1, 0, "normal", 13),  # 10 + 2 + 1
        ((3, 4, 2), 12, -2, 1, "normal", 8),  # 9 + 2 - 2 - 1
        ((5, 5, 5), 40, 2, 0, "normal", 15),  # 15 + 5 (at most 5) + 2 = 22: at most 15
        ((0, 1, 0), 4, -2, 2, "normal", 5),  # 1 + 0 - 2 - 2 < 0: the minimum, 5
        ((1, 1, 1), 10, 0, 0, "very_hard", 7),  # 3 + 2 = 5: very hard's minimum, 7
    ],
)
def test_bot_power_from_the_player_mat(
    power: tuple[int, int, int], ducats: int, stability: int, loans: int, level: str, expected: int
) -> None:
    match = _match(options={"difficulty": level})
    mat = match.state["players"]["brandenburg"]
    mat["monarch_power"] = {
        "administrative": power[0],
        "diplomatic": power[1],
        "military": power[2],
    }
    mat["ducats"], mat["stability"], mat["loans"] = ducats, stability, loans
    RULES.reindex(match.state)
    bot = convert_human(match.game, "brandenburg")
    assert bot["power"] == {"available": expected, "spent": 0}
    assert bot["difficulty"] == level
    assert RULES.invariants(match.state) == []


def _warfare_focus(number: int) -> bool:
    card = bot_card(RULES.content, number)
    return "focus_warfare" in (card.first, card.second)


def test_every_line_of_the_conversion() -> None:
    """Ships: a fleet and a galley in the Baltic, a fleet docked in Aarhus (North Sea), a
    trade-protection ship in the Bay of Biscay; land units deployed: the army of 3 and 2
    loose infantry; a warfare milestone; four military ideas; a card in hand."""
    match = _match()
    state = match.state
    mat = state["players"]["brandenburg"]
    forces = state["forces"]
    forces["f090"] = Force(
        realm="brandenburg", where="Baltic Sea", port=None, army=True, leader=None,
        units={"light_ship": 2, "heavy_ship": 1},
    )  # fmt: skip
    forces["f091"] = Force(
        realm="brandenburg", where="Baltic Sea", port=None, army=False, leader=None,
        units={"galley": 1},
    )  # fmt: skip
    forces["f092"] = Force(
        realm="brandenburg", where="Danmark", port="Aarhus", army=True, leader=None,
        units={"heavy_ship": 1},
    )  # fmt: skip
    forces["f093"] = Force(
        realm="brandenburg", where="Sachsen", port=None, army=False, leader=None,
        units={"infantry": 2},
    )  # fmt: skip
    state["map"]["sea_zones"]["Bay of Biscay"]["trade_protection"].append("brandenburg")
    state["decks"]["milestones"].remove("ms1_great_army")
    mat["milestones"] = ["ms1_great_army"]
    mat["ideas"] = ["levies", "cannons", "tercios", "professional_army"]
    mat["prestige"], mat["colonists"] = 11, 1
    card = state["decks"]["actions"]["military"].pop(0)
    mat["hand"] = [card]
    state["realms"]["brandenburg"]["casus_belli"] = ["austria"]
    RULES.reindex(state)

    bot = convert_human(match.game, "brandenburg")

    assert "brandenburg" not in state["players"]
    assert state["realms"]["brandenburg"]["player"] == "bot"
    assert state["meta"]["seats"] == ["brandenburg"]
    mine = {key: force for key, force in state["forces"].items() if force["realm"] == "brandenburg"}
    assert sorted((force["where"], force["units"], force["army"]) for force in mine.values()) == [
        ("Baltic Sea", {"light_ship": 1}, False),
        ("Bay of Biscay", {"light_ship": 1}, False),
        ("North Sea", {"light_ship": 1}, False),
    ]
    assert state["map"]["sea_zones"]["Bay of Biscay"]["trade_protection"] == []
    assert bot["army"] == {"units": 5, "laid_down": 0, "area": None}
    assert bot["army_force"] is None
    assert manpower(state, "brandenburg", 20) == 3 and bot["reserve"] == 0  # 3 < 5 deployed
    assert bot["ideas"] == {"administrative": 0, "diplomatic": 0, "military": 3}
    assert (bot["prestige"], bot["colonists"], bot["milestones"]) == (11, 1, ["ms1_great_army"])
    assert not any(_warfare_focus(number) for number in bot["deck"])
    assert bot["removed"] and all(_warfare_focus(number) for number in bot["removed"])
    assert sorted(bot["deck"] + bot["removed"]) == sorted(
        age_cards(RULES.content, "brandenburg", 1)
    )
    assert bot["merchant"] == "Lubeck"
    assert card in state["decks"]["action_discards"]["military"]
    assert state["realms"]["brandenburg"]["casus_belli"] == []
    assert RULES.invariants(state) == []


def test_vassal_tokens_become_towns_of_the_province_size() -> None:
    match = _match("poland")
    state = match.state
    tokens = state["supply"]["poland"]["vassal_tokens"]
    towns = state["supply"]["poland"]["small_towns"], state["supply"]["poland"]["large_towns"]
    convert_human(match.game, "poland")
    provinces = state["map"]["provinces"]
    assert owned_provinces(state, "lithuania") == []
    assert state["realms"]["lithuania"]["overlord"] is None
    assert [(key, provinces[key]["town"]) for key in ("Kiev", "Minsk", "Vilnius")] == [
        (key, RULES.content.geography.provinces[key].town) for key in ("Kiev", "Minsk", "Vilnius")
    ]
    assert all(provinces[key]["owner"] == "poland" for key in ("Kiev", "Minsk", "Vilnius"))
    sizes = [RULES.content.geography.provinces[key].town for key in ("Kiev", "Minsk", "Vilnius")]
    supply = state["supply"]["poland"]
    assert supply["vassal_tokens"] == tokens + sizes.count("small") + 2 * sizes.count("large")
    assert (supply["small_towns"], supply["large_towns"]) == (
        towns[0] - sizes.count("small"),
        towns[1] - sizes.count("large"),
    )
    assert state["bots"]["poland"]["army"]["units"] == 6
    assert state["bots"]["poland"]["reserve"] == manpower(state, "poland", 20) - 6 > 0
    assert RULES.invariants(state) == []


def test_an_area_of_vassal_provinces_turned_wholly_the_players_loses_its_influence() -> None:
    """Litauen is Lithuania's (Poland's vassal) and holds Austria's cube; its three provinces
    become Poland's towns, the area is wholly player realms' now: the cube goes back to
    Austria's supply (A 941–943, the ownership reactions after the change of owner)."""
    match = _match("poland")
    state = match.state
    state["map"]["areas"]["Litauen"]["influence"]["austria"] = 1
    state["supply"]["austria"]["cubes"] -= 1
    cubes = state["supply"]["austria"]["cubes"]
    convert_human(match.game, "poland")
    assert state["map"]["areas"]["Litauen"]["influence"] == {}
    assert state["supply"]["austria"]["cubes"] == cubes + 1
    cleared = [entry for entry in match.game.entries if entry.kind == "influence_cleared"]
    assert [(entry.seat, entry.values["area"], entry.values["count"]) for entry in cleared] == [
        ("austria", "Litauen", 1)
    ]
    assert RULES.invariants(state) == []


def test_mercenaries_and_allied_units_join_the_army_but_cost_no_reserve() -> None:
    """Poland's army of 6 regular units and a force of 2 mercenary infantry and 1 allied
    cavalry: all 9 go into the Bot's army; only the 6 regular ones came from its manpower,
    so the reserve is its manpower less 6 (S 572; EUPOP-BOT-60)."""
    match = _match("poland")
    state = match.state
    state["forces"]["f090"] = Force(
        realm="poland", where="Polska", port=None, army=False, leader=None,
        units={"mercenary_infantry": 2, "allied_cavalry": 1},
    )  # fmt: skip
    RULES.reindex(state)
    convert_human(match.game, "poland")
    bot = state["bots"]["poland"]
    assert bot["army"]["units"] == 9
    assert bot["reserve"] == manpower(state, "poland", 20) - 6 > 0
    assert RULES.invariants(state) == []


def test_the_command_waits_for_the_next_round_and_the_bot_plays_on() -> None:
    match = _match()
    rng = random.Random(5)
    assert match.commands("brandenburg") == [HAND]
    match.command("brandenburg", HAND)
    assert match.state["round"]["replacements"] == ["brandenburg"]
    assert match.state["realms"]["brandenburg"]["player"] == "human"
    assert match.commands("brandenburg") == [KEEP]
    _play_until(match, _round(2), rng)
    assert match.state["realms"]["brandenburg"]["player"] == "bot"
    assert match.state["round"]["replacements"] == []
    told = [RULES.narrate(entry) for entry in match.log if entry.kind.startswith("bot_subst")]
    assert told[0].startswith("Brandenburg will be handed to a Bot at the start of the next")
    assert told[1].startswith("Brandenburg is handed to a Bot (normal): ")
    assert match.commands("brandenburg") == []
    while match.outcome is None:  # a Bot is never asked: the game plays to its end alone
        decision = match.decision()
        assert decision is not None and decision.seat != "brandenburg"
        match.apply(decision.seat, rng.choice(decision.actions))
    assert match.outcome.reason.startswith("final scoring")


def test_keep_my_seat_before_the_round_ends_cancels_it() -> None:
    match = _match()
    match.command("brandenburg", HAND)
    match.command("brandenburg", KEEP)
    assert match.state["round"]["replacements"] == []
    _play_until(match, _round(2), random.Random(5))
    assert match.state["realms"]["brandenburg"]["player"] == "human"
    assert [entry.kind for entry in match.log if entry.kind.startswith("bot_substitute")] == [
        "bot_substitute_asked",
        "bot_substitute_withdrawn",
    ]


def test_a_bot_seat_or_a_second_request_is_refused_and_changes_nothing() -> None:
    match = _match()
    before = match.state_hash()
    with pytest.raises(IllegalAction, match="no seat austria in this game"):
        match.command("austria", HAND)
    assert match.state_hash() == before and match.history == []
    match.command("brandenburg", HAND)
    asked = match.state_hash()
    with pytest.raises(IllegalAction, match="offered: keep_my_seat"):
        match.command("brandenburg", HAND)
    assert match.state_hash() == asked and len(match.history) == 1


def test_a_seat_already_handed_to_a_bot_is_offered_nothing() -> None:
    match = _converted()
    before = match.state_hash()
    with pytest.raises(IllegalAction, match="brandenburg may give: none is offered now"):
        match.command("brandenburg", HAND)
    assert match.state_hash() == before


def _converted() -> Match:
    match = _match()
    rng = random.Random(7)
    _play_until(match, lambda m: m.state["round"]["phase"] is not None and len(m.history) > 5, rng)
    match.command("brandenburg", HAND)
    _play_until(match, _round(2), rng)
    _play_until(match, lambda m: len(m.history) > 30, rng)
    assert match.state["realms"]["brandenburg"]["player"] == "bot"
    return match


def test_the_command_replays_bit_for_bit_from_a_replay_and_a_save(tmp_path: Path) -> None:
    match = _converted()
    path = tmp_path / "game.json"
    match.record().save(path)
    record = ReplayRecord.load(path)
    assert [played.command for played in record.actions].count(True) == 1
    assert verify(record, RULES) == (True, match.state_hash())
    assert Match.replay(record, RULES).state_hash() == match.state_hash()
    with Store.open(tmp_path / "games.db") as store:
        stored = store.load(store.create(match), RULES)
        assert stored.match.state_hash() == match.state_hash()
        assert store.verify(1, RULES) == match.state_hash()
