"""The Bot Emperor and the Bot HRE members (eupop-bots BOT EMPEROR, BOT HRE MEMBERS;
bots/emperor.py; EUPOP-BOT-61, 62, 64, 67, 68, 69): on the margrave scenario, Brandenburg human,
Austria (the Emperor) and Poland Bots."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.bots.emperor import defence_due, place_imperial_influence
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.empire.elections import election_due
from hegemon.games.eupop.world.wars import side_of, start_war
from tests.games.eupop.empire.test_elections import remove_emperors_ruler


def margrave() -> Game:
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    handle = RULES.resume(game.state)
    handle.entries = []
    return handle


def placed(game: Game) -> list[tuple[str, int]]:
    return [
        (entry.values["area"], entry.values["priority"])
        for entry in game.entries
        if entry.kind == "imperial_influence"
    ]


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "interpretation:EUPOP-BOT-64",
)
def test_the_elector_areas_full_the_cubes_go_to_hre_areas_with_its_influence_first() -> None:
    game = margrave()
    state = game.state
    areas = state["map"]["areas"]
    for name in ("Bohmen", "Brandenburg", "Rheinland", "Sachsen"):
        areas[name]["influence"] = {"brandenburg": 5}
    areas["Westfalen"]["influence"] = {"austria": 1}
    areas["Holstein"]["influence"] = {"brandenburg": 4}
    state["hre"]["imperial_authority"] = 6
    place_imperial_influence(game, "austria")
    # Bayern and Westfalen hold Austria's influence; Westfalen fills up after Bayern's 3.
    assert placed(game) == [("Bayern", 3)] * 3 + [("Westfalen", 3)] * 3
    assert state["hre"]["imperial_influence"] == {"Bayern": 3, "Westfalen": 3}


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "interpretation:EUPOP-BOT-64",
)
def test_a_lead_out_of_reach_is_no_first_priority_and_ties_go_a_to_z() -> None:
    game = margrave()
    state = game.state
    areas = state["map"]["areas"]
    areas["Bohmen"]["influence"] = {"poland": 2}
    areas["Rheinland"]["influence"] = {"brandenburg": 2}
    areas["Sachsen"]["influence"] = {"brandenburg": 3}
    areas["Brandenburg"]["influence"] = {"brandenburg": 3}
    state["hre"]["imperial_authority"] = 2
    place_imperial_influence(game, "austria")
    # Each lead takes 3 or 4 cubes: none within its 2, so elector areas with room, A→Z.
    assert placed(game) == [("Bohmen", 2), ("Bohmen", 2)]


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "interpretation:EUPOP-BOT-64",
)
def test_at_authority_zero_a_bot_emperor_places_nothing() -> None:
    game = margrave()
    game.state["hre"]["imperial_authority"] = 0
    place_imperial_influence(game, "austria")
    assert (placed(game), game.state["hre"]["imperial_influence"]) == ([], {})


@pytest.mark.rule(
    "eupop-aid:Imperial Elections (adv. rules) (p. 45)",
    "eupop-bots:BOT EMPEROR",
    "interpretation:EUPOP-BOT-68",
)
def test_a_bot_elected_is_crowned_without_imperial_units_and_holds_no_election() -> None:
    from tests.games.eupop.empire.test_elections import advanced, influence

    game = advanced()
    state = game.state
    assert state["realms"]["castile"]["player"] == "bot"
    state["hre"]["defending"] = True
    state["hre"]["imperial_units"] = 4
    influence(game, "castile", {"Bohmen": 1, "Brandenburg": 1, "Rheinland": 1})
    logged = remove_emperors_ruler(game)
    assert logged[-1] == ("emperor_elected", {"previous": "austria"})
    hre = state["hre"]
    assert (hre["emperor"], hre["defending"], hre["imperial_units"]) == ("castile", True, 0)
    state["hre"]["imperial_authority"] = 1
    assert not election_due(state, "castile")


def declared(seats: list[str], aggressor: str, targets: list[str]) -> tuple[Game, str]:
    """A margrave game with ``seats`` human, Bots at 3 prestige: the war declared, then
    Defending the HRE run as the declaration runs it, up to its first decision or its end."""
    game = RULES.setup("margrave", seed=1, seats=seats)
    state = game.state
    for mat in state["bots"].values():
        mat["prestige"] = 3
    war = start_war(state, aggressor, targets)
    local = {"war": war, "aggressor": aggressor, "targets": targets}
    state["stack"] = [
        frame("situation", {"procedure": "defend_the_hre", "local": local, "seat": seats[0]})
    ]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle, war


def power_moves(game: Game, name: str) -> list[tuple[str, int, str]]:
    return [
        (entry.values["move"], entry.values["amount"], entry.values["reason"])
        for entry in game.entries
        if entry.kind == "bot_power" and entry.seat == name
    ]


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:External Realm's DoW on Imp. Subject",
    "eupop-aid:Activating Def. the HRE (p. 44)",
    "interpretation:EUPOP-BOT-69",
)
def test_a_bot_emperor_answers_an_npr_subjects_call_and_gains_its_authority_in_power() -> None:
    game, war = declared(["brandenburg"], "poland", ["saxony"])
    state = game.state
    joined = state["wars"][war]["defenders"]["members"][-1]
    assert joined == {"realm": "austria", "joined": "defending_hre", "through": "saxony"}
    # its gains on a war (1 BP, a recruit for 1 BP), then 2 BP for Imperial Authority 2
    assert power_moves(game, "austria") == [
        ("gain", 1, "war declared"),
        ("spend", 1, "1 recruits"),
        ("gain", 2, "defending the HRE"),
    ]
    hre = state["hre"]
    assert (hre["defending"], hre["imperial_units"], hre["imperial_authority"]) == (True, 0, 2)
    decision = game.decision()
    assert decision is not None and decision.seat == "brandenburg"


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:External Realm's DoW on Imp. Subject",
    "interpretation:EUPOP-BOT-69",
)
def test_a_bot_emperor_at_war_with_an_opponent_refuses_and_loses_a_point_of_authority() -> None:
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    start_war(game.state, "brandenburg", ["austria"])
    war = start_war(game.state, "poland", ["saxony"])
    local = {"war": war, "aggressor": "poland", "targets": ["saxony"]}
    game.state["stack"] = [
        frame("situation", {"procedure": "defend_the_hre", "local": local, "seat": "brandenburg"})
    ]
    handle = RULES.resume(game.state)
    handle.entries = []
    handle.advance()
    assert [(entry.kind, dict(entry.values)) for entry in handle.entries] == [
        ("hre_defence_refused", {"caller": "saxony"}),
        ("imperial_authority_changed", {"change": -1, "now": 1}),
    ]
    assert side_of(game.state["wars"][war], "austria") is None
    assert not game.state["hre"]["defending"]


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:External Realm's DoW on the Emperor",
    "eupop-aid:Activating Def. the HRE (p. 44)",
    "interpretation:EUPOP-BOT-69",
)
def test_a_bot_emperor_attacked_from_outside_activates_without_power() -> None:
    game, _ = declared(["brandenburg"], "poland", ["austria"])
    assert [(entry.kind, entry.seat) for entry in game.entries][:1] == [
        ("hre_defence_activated", "austria")
    ]
    assert power_moves(game, "austria") == []
    assert (game.state["hre"]["defending"], game.state["hre"]["imperial_units"]) == (True, 0)


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:External Realm's DoW on Imp. Subject",
    "interpretation:EUPOP-BOT-67",
)
def test_a_member_attacking_a_subject_calls_the_bot_emperor_only_without_a_casus_belli() -> None:
    game, war = declared(["brandenburg"], "saxony", ["bohemia"])
    assert side_of(game.state["wars"][war], "austria") == "defenders"
    assert power_moves(game, "austria")[-1] == ("gain", 2, "defending the HRE")
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    state, geography = game.state, content_of(game).geography
    war = start_war(state, "saxony", ["bohemia"], {"bohemia": "claim"})
    assert defence_due(state, geography, "saxony", ["bohemia"], war) is None
    war = start_war(state, "cologne", ["wurttemberg"])
    assert defence_due(state, geography, "cologne", ["wurttemberg"], war) == (
        "call",
        "wurttemberg",
    )


@pytest.mark.rule(
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:External Realm's DoW on Imp. Subject",
    "interpretation:EUPOP-BOT-67",
)
def test_no_call_without_authority_or_with_the_subject_an_enemy() -> None:
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    state, geography = game.state, content_of(game).geography
    start_war(state, "austria", ["bohemia"])
    war = start_war(state, "poland", ["bohemia", "saxony"])
    assert defence_due(state, geography, "poland", ["bohemia", "saxony"], war) == (
        "call",
        "saxony",
    )
    state["hre"]["imperial_authority"] = 0
    assert defence_due(state, geography, "poland", ["bohemia", "saxony"], war) is None


@pytest.mark.rule(
    "eupop-bots:BOT HRE MEMBERS",
    "eupop-bots:BOT EMPEROR",
    "eupop-aid:Activating Def. the HRE (p. 44)",
    "interpretation:EUPOP-BOT-62",
)
def test_bot_members_lose_a_prestige_unless_the_declaration_put_them_at_war() -> None:
    game, _ = declared(["poland"], "hungary", ["saxony"])
    decision = game.decision()
    assert decision is not None and decision.procedure == "situation"  # nothing asked
    assert game.state["bots"]["brandenburg"]["prestige"] == 2
    game, _ = declared(["poland"], "hungary", ["saxony", "brandenburg"])
    assert game.state["bots"]["brandenburg"]["prestige"] == 3
    assert [entry for entry in game.entries if entry.kind == "prestige"] == []
