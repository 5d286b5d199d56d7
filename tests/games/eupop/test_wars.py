"""Wars as records: declaring, joining, peace pair by pair, and the at-war-with index."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.hostility import relation
from hegemon.games.eupop.world.layout import at_war, enemies
from hegemon.games.eupop.world.wars import (
    WarError,
    end_war,
    join_war,
    make_peace,
    start_war,
)


@pytest.fixture
def state() -> State:
    """Six crowns: poland is lithuania's overlord, austria allied to bavaria, france to
    scotland."""
    return RULES.setup("six_crowns", seed=1).state


@pytest.mark.rule("eupop-aid:Declare War (1 $\\times$ ) (p. 16)", "eupop-aid:Casus Belli (p. 22)")
def test_a_declaration_records_both_sides_their_leaders_and_each_casus_belli(state: State) -> None:
    war = start_war(state, "austria", ["poland", "hungary"], {"hungary": "claim"})
    assert war == "w1" and state["next_war"] == 2
    assert state["wars"]["w1"] == {
        "id": "w1",
        "attackers": {
            "leader": "austria",
            "members": [{"realm": "austria", "joined": "declared", "through": None}],
        },
        "defenders": {
            "leader": "poland",
            "members": [
                {"realm": "poland", "joined": "declared_on", "through": None},
                {"realm": "hungary", "joined": "declared_on", "through": None},
            ],
        },
        "casus_belli": {"poland": None, "hungary": "claim"},
        "peace": [],
    }
    assert state["at_war_with"] == {
        "austria": ["hungary", "poland"],
        "hungary": ["austria"],
        "poland": ["austria"],
    }
    assert RULES.invariants(state) == []


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)", "eupop-aid:Concepts & Terms")
def test_a_vassal_shares_its_overlords_war_without_being_a_member(state: State) -> None:
    start_war(state, "austria", ["poland"])
    assert "lithuania" not in state["at_war_with"]
    assert at_war(state, "austria", "lithuania") and at_war(state, "lithuania", "austria")
    assert enemies(state, "austria") == {"poland", "lithuania"}
    assert enemies(state, "lithuania") == {"austria"}
    assert enemies(state, "castile") == set()
    assert relation(state, "lithuania", "austria") == "enemy"
    assert relation(state, "austria", "rebels") == "enemy"
    assert relation(state, "rebels", "castile") == "enemy"


@pytest.mark.rule("eupop-aid:Accepting a CtA", "eupop-aid:Defending the HRE (p. 44)")
def test_a_realm_joining_a_side_is_at_war_with_the_whole_other_side(state: State) -> None:
    war = start_war(state, "france", ["england", "castile"])
    join_war(state, war, "attackers", "scotland", "offensive_call", "france")
    join_war(state, war, "defenders", "austria", "defensive_call", "castile")
    record = state["wars"][war]
    assert record["attackers"]["members"][1] == {
        "realm": "scotland",
        "joined": "offensive_call",
        "through": "france",
    }
    assert record["defenders"]["leader"] == "england"
    assert state["at_war_with"]["scotland"] == ["austria", "castile", "england"]
    assert state["at_war_with"]["austria"] == ["france", "scotland"]
    assert not at_war(state, "austria", "castile")
    assert RULES.invariants(state) == []


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "eupop-aid:D. Peace Resolutions")
def test_peace_is_made_with_one_enemy_at_a_time_and_the_war_ends_with_the_last(
    state: State,
) -> None:
    war = start_war(state, "france", ["england"])
    join_war(state, war, "attackers", "scotland", "offensive_call", "france")
    make_peace(state, war, "england", "france")
    assert not at_war(state, "france", "england")
    assert at_war(state, "scotland", "england")
    assert state["wars"][war]["peace"] == [["england", "france"]]
    assert state["at_war_with"] == {"england": ["scotland"], "scotland": ["england"]}
    assert RULES.invariants(state) == []
    make_peace(state, war, "scotland", "england")
    assert state["wars"] == {} and state["at_war_with"] == {}
    assert RULES.invariants(state) == []


def test_a_newcomer_stays_at_peace_with_an_enemy_who_made_peace_with_its_whole_side(
    state: State,
) -> None:
    war = start_war(state, "france", ["england", "castile"])
    make_peace(state, war, "france", "england")
    join_war(state, war, "attackers", "scotland", "offensive_call", "france")
    assert state["wars"][war]["peace"] == [["england", "france"], ["england", "scotland"]]
    assert state["at_war_with"]["scotland"] == ["castile"]
    assert not at_war(state, "scotland", "england")
    assert RULES.invariants(state) == []


def test_ending_one_war_keeps_a_pair_at_war_in_another(state: State) -> None:
    first = start_war(state, "austria", ["poland"])
    second = start_war(state, "poland", ["austria", "ottomans"])
    end_war(state, first)
    assert sorted(state["wars"]) == [second]
    assert at_war(state, "austria", "poland")
    end_war(state, second)
    assert state["at_war_with"] == {} and not at_war(state, "austria", "poland")
    assert start_war(state, "castile", ["england"]) == "w3"


REFUSED: list[tuple[Callable[..., object], tuple[object, ...], str]] = [
    (start_war, ("france", ["france"]), "france cannot declare war on france"),
    (start_war, ("france", []), "france declares war on no one"),
    (start_war, ("rebels", ["england"]), "'rebels' is not a realm"),
    (start_war, ("france", ["england"], {"castile": "claim"}), "on castile, who is not declared"),
    (start_war, ("lithuania", ["austria"]), "lithuania is a vassal of poland"),
    (start_war, ("austria", ["poland", "lithuania"]), "lithuania is a vassal of poland"),
    (join_war, ("w1", "defenders", "france", "defensive_call", "england"), "already in war w1"),
    (join_war, ("w1", "attackers", "castile", "declared", "france"), "only a declaration"),
    (join_war, ("w1", "attackers", "lithuania", "offensive_call", "france"), "vassal of poland"),
    (join_war, ("w9", "attackers", "castile", "offensive_call", "france"), "no war 'w9'"),
    (make_peace, ("w1", "france", "castile"), "not at war with each other in war w1"),
    (end_war, ("w9",), "no war 'w9'"),
]


@pytest.mark.parametrize(("change", "arguments", "message"), REFUSED)
def test_impossible_changes_to_a_war_are_refused_and_change_nothing(
    state: State, change: Callable[..., object], arguments: tuple[object, ...], message: str
) -> None:
    start_war(state, "france", ["england"])
    before = repr(state["wars"]), repr(state["at_war_with"]), state["next_war"]
    with pytest.raises(WarError, match=message):
        change(state, *arguments)
    assert (repr(state["wars"]), repr(state["at_war_with"]), state["next_war"]) == before


def test_broken_war_records_are_named(state: State) -> None:
    war = start_war(state, "france", ["england"])
    record = state["wars"][war]
    record["defenders"]["leader"] = "castile"
    record["attackers"]["members"].append(
        {"realm": "england", "joined": "offensive_call", "through": "france"}
    )
    record["peace"] = [["castile", "france"]]
    state["at_war_with"]["castile"] = ["france"]
    assert [line for line in RULES.invariants(state) if "war" in line] == [
        "war w1 lists a realm more than once",
        "war w1: the defenders' leader is not their first member",
        "war w1 has a peace between realms that are not enemies in it",
        "the at-war-with index disagrees with the wars",
    ]
    state["wars"]["w7"] = state["wars"].pop(war)
    state["wars"]["w7"]["attackers"]["members"][0]["realm"] = "atlantis"
    assert "war w7 is not numbered as its id and below next_war" in RULES.invariants(state)
    assert "war w7 has the unknown realm atlantis" in RULES.invariants(state)


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)")
def test_a_vassal_recorded_as_a_member_is_named(state: State) -> None:
    war = start_war(state, "austria", ["poland"])
    state["wars"][war]["defenders"]["members"].append(
        {"realm": "lithuania", "joined": "defensive_call", "through": "poland"}
    )
    state["at_war_with"] = {
        "austria": ["lithuania", "poland"],
        "lithuania": ["austria"],
        "poland": ["austria"],
    }
    assert RULES.invariants(state) == ["war w1 has the vassal lithuania fighting as a member"]


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)")
def test_a_vassal_at_peace_with_every_enemy_may_stay_listed(state: State) -> None:
    """A separate peace may vassalize a member while its allies fight on (a fuzzed
    six_crowns game: Poland vassalized Pomerania, the Emperor still defending it): the member
    stays listed, at peace, and that is no broken invariant."""
    war = start_war(state, "austria", ["poland"])
    state["wars"][war]["defenders"]["members"].append(
        {"realm": "lithuania", "joined": "defensive_call", "through": "poland"}
    )
    state["wars"][war]["peace"] = [["austria", "lithuania"]]
    state["at_war_with"] = {"austria": ["poland"], "poland": ["austria"]}
    assert RULES.invariants(state) == []


def test_a_war_where_everyone_made_peace_must_not_stay_recorded(state: State) -> None:
    war = start_war(state, "france", ["england"])
    state["wars"][war]["peace"] = [["england", "france"]]
    state["at_war_with"] = {}
    assert RULES.invariants(state) == ["war w1 is over but still recorded"]
