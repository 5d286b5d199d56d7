"""The targeting charts: the compiled tree, each invalid military and diplomatic target,
the substitutes, the fallback through children, siblings and cousins, the three target
types, the claim on an NPR and the colonist on a vacant territory (eupop-bots TARGETING
CHARTS, BOT REALMS, REALM SELECTION; EUPOP-BOT-43 to 48)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.targeting import (
    Invalid,
    Target,
    Tree,
    compile_tree,
    diplomatic_invalid,
    military_invalid,
    roll_target,
    tree,
)
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.checks import check_bots
from hegemon.games.eupop.content.schema_bots import ChartNode
from hegemon.games.eupop.content.schema_bots import Target as TargetSpec
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from hegemon.games.eupop.world.wars import start_war


def margrave(seats: list[str] | None = None) -> Game:
    """Margrave with Brandenburg human (Austria and Poland Bots); an empty log."""
    game = RULES.setup("margrave", seed=1, seats=seats or ["brandenburg"])
    game.entries = []
    return game


def geo(game: Game) -> Geography:
    return content_of(game).geography


def dice(game: Game, *faces: int) -> None:
    """The next dice of ``game`` show ``faces`` in order (logged as the game's own)."""
    left: Iterator[int] = iter(faces)

    def roll(purpose: str, sides: int = 6, seat: str | None = None, rule: Any = None) -> int:
        face = next(left)
        game.log("roll", seat, rule=rule, purpose=purpose, sides=sides, result=face)
        return face

    game.roll = roll  # type: ignore[method-assign]


def chart(data: list[dict[str, Any]]) -> Tree:
    return compile_tree([ChartNode.model_validate(node) for node in data])


def target_entry(game: Game) -> dict[str, Any]:
    [entry] = [entry for entry in game.entries if entry.kind == "bot_target"]
    return dict(entry.values)


# -- the tree ------------------------------------------------------------------------------
@pytest.mark.rule(
    "eupop-bots:BOT REALMS", "eupop-bots:TARGETING CHARTS", "eupop-aid:TARGETING CHARTS (p. 6)"
)
def test_the_tree_keeps_parents_children_and_face_order() -> None:
    game = margrave()
    compiled = tree(content_of(game), "poland", "military")
    assert [compiled.nodes[key].target.realm for key in compiled.top] == [
        "teutonic_order",
        "lithuania",
        "hungary",
        None,
    ]
    first = compiled.nodes[compiled.top[0]]
    assert [compiled.nodes[key].target.realm for key in first.children] == [
        "hungary",
        "brandenburg",
    ]
    assert [compiled.nodes[key].parent for key in first.children] == [first.key, first.key]
    assert compiled.group(first.children[1]) == first.children
    assert tree(content_of(game), "poland", "military") is compiled


# -- invalid military targets --------------------------------------------------------------
@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-47",
)
def test_military_targets_valid_and_invalid_by_each_reason() -> None:
    game = margrave()
    state, g = game.state, geo(game)
    assert military_invalid(state, g, "poland", "hungary") is None
    assert military_invalid(state, g, "poland", "poland") == Invalid("the Bot itself")
    assert military_invalid(state, g, "poland", "atlantis") == Invalid("not in play")
    set_overlord(state, "serbia", "hungary")
    assert military_invalid(state, g, "poland", "serbia") == Invalid("vassal of hungary", "hungary")
    state["realms"]["hungary"]["truces"].append("poland")
    state["realms"]["poland"]["truces"].append("hungary")
    assert military_invalid(state, g, "poland", "hungary") == Invalid("truce with the Bot")
    assert military_invalid(state, g, "austria", "bavaria") == Invalid("allied with the Bot")
    state["map"]["areas"]["Bohmen"]["influence"]["poland"] = 4
    assert military_invalid(state, g, "poland", "bohemia") == Invalid(
        "4 Bot influence in its areas"
    )
    state["map"]["areas"]["Bohmen"]["influence"]["poland"] = 3
    assert military_invalid(state, g, "poland", "bohemia") is None


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-47",
)
def test_a_passed_opponent_its_npr_allies_and_its_subjects_as_emperor() -> None:
    game = margrave()
    state, g = game.state, geo(game)
    state["round"]["passed"] = ["austria"]
    assert military_invalid(state, g, "poland", "austria") == Invalid("has passed")
    assert military_invalid(state, g, "poland", "bavaria") == Invalid(
        "on the side of austria, who passed"
    )
    state["hre"]["emperor"] = "austria"
    assert military_invalid(state, g, "poland", "saxony") == Invalid(
        "on the side of austria, who passed"
    )
    assert military_invalid(state, g, "poland", "hungary") is None
    state["round"]["passed"] = ["poland"]  # the Bot's own passing bars no one
    assert military_invalid(state, g, "poland", "bavaria") is None


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-47",
)
def test_a_realm_with_no_province_left() -> None:
    game = margrave()
    state, g = game.state, geo(game)
    # Lithuania's flagged provinces (Vilnius, Minsk, Kiev) are all Poland's.
    assert military_invalid(state, g, "poland", "lithuania") == Invalid(
        "all its provinces are the Bot's"
    )
    assert military_invalid(state, g, "austria", "lithuania") == Invalid(
        "owns no province: Vilnius is poland's", "poland"
    )
    set_owner(state, "Vilnius", None)
    assert military_invalid(state, g, "austria", "lithuania") == Invalid("owns no province")


# -- invalid diplomatic targets ------------------------------------------------------------
@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-48",
)
def test_diplomatic_targets_valid_and_invalid_by_each_reason() -> None:
    game = margrave()
    state, g = game.state, geo(game)
    assert diplomatic_invalid(state, g, "poland", "venice") is None
    assert diplomatic_invalid(state, g, "poland", "austria") == Invalid("an Opponent")
    start_war(state, "poland", ["hungary"])
    assert diplomatic_invalid(state, g, "poland", "hungary") == Invalid("at war with the Bot")
    assert diplomatic_invalid(state, g, "poland", "lithuania") == Invalid(
        "all its provinces owned by other realms"
    )
    assert diplomatic_invalid(state, g, "poland", "aztecs") is None
    for key in ["Cusco", "Lima", "Ternate"]:
        set_owner(state, key, "aztecs")
    income = sum(g.provinces[key].tax_value for key in state["owned"]["aztecs"])
    expected = None if income < 10 else Invalid(f"a DNPR with {income} tax income")
    assert diplomatic_invalid(state, g, "poland", "aztecs") == expected
    for key in ["Sevilla", "Toledo", "Lisboa", "Cordoba"]:
        set_owner(state, key, "aztecs")
    income = sum(g.provinces[key].tax_value for key in state["owned"]["aztecs"])
    assert income >= 10
    assert diplomatic_invalid(state, g, "poland", "aztecs") == Invalid(
        f"a DNPR with {income} tax income"
    )


# -- rolling --------------------------------------------------------------------------------
@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-44",
)
def test_a_valid_npr_roll_places_the_claim_in_its_capital_area() -> None:
    game = margrave()
    state = game.state
    dice(game, 5)
    found = roll_target(game, "poland", "military", turn=3)
    assert found == Target("hungary", None, "Ungarn", found.node if found else 0, "target")
    assert state["map"]["areas"]["Ungarn"]["claims"] == ["poland"]
    assert state["supply"]["poland"]["claims"] == 5
    assert target_entry(game) == {
        "turn": 3,
        "chart": "poland/military",
        "path": [[5, "hungary", "valid", ""]],
        "chosen": "hungary",
        "claim": "Ungarn",
    }


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-44",
)
def test_a_diplomatic_roll_places_no_claim() -> None:
    game = margrave()
    dice(game, 3)
    found = roll_target(game, "poland", "diplomatic")
    assert found is not None and (found.realm, found.claim) == ("genoa", None)
    assert game.state["supply"]["poland"]["claims"] == 6


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-43",
)
def test_realm_in_an_area_picks_its_capital_and_claims_the_named_area() -> None:
    game = margrave()
    dice(game, 6)
    found = roll_target(game, "austria", "military")
    assert found is not None and (found.realm, found.claim) == ("bohemia", "Bohmen")
    assert target_entry(game)["path"] == [[6, "realm in Bohmen: bohemia", "valid", ""]]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-43",
    "interpretation:EUPOP-BOT-46",
)
def test_realm_in_an_area_with_no_valid_realm_falls_to_the_next_sibling() -> None:
    game = margrave()
    # Litauen: Poland's own provinces only. Face 6 wraps to face 1-2: the Teutonic Order.
    dice(game, 6)
    found = roll_target(game, "poland", "military")
    assert found is not None and found.realm == "teutonic_order"
    assert target_entry(game)["path"] == [
        [6, "realm in Litauen", "invalid", "no valid realm there"],
        [None, "teutonic_order", "valid", ""],
    ]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-43",
)
def test_owner_of_an_occupied_province_is_its_lawful_owner() -> None:
    game = margrave()
    game.state["map"]["provinces"]["Praha"]["occupier"] = "saxony"
    dice(game, 1)
    found = roll_target(
        game,
        "poland",
        "military",
        chart=chart([{"faces": [1, 2, 3, 4, 5, 6], "target": {"owner_of": "Praha"}}]),
    )
    assert found is not None and (found.realm, found.claim) == ("bohemia", "Bohmen")
    assert target_entry(game)["path"] == [[1, "owner of Praha: bohemia", "valid", ""]]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-46",
)
def test_the_rules_substitute_then_the_listed_one_then_the_children() -> None:
    game = margrave()
    state = game.state
    set_overlord(state, "serbia", "hungary")
    tree_ = chart(
        [
            {
                "faces": [1, 2, 3, 4, 5, 6],
                "target": {"realm": "serbia"},
                "substitute": {"realm": "muscovy"},
                "children": [
                    {"faces": [1, 2, 3], "target": {"realm": "bavaria"}},
                    {"faces": [4, 5, 6], "target": {"realm": "venice"}},
                ],
            }
        ]
    )
    dice(game, 2)
    found = roll_target(game, "poland", "military", chart=tree_)
    assert found is not None and (found.realm, found.how) == ("hungary", "substitute")
    # The overlord under a truce: the chart's own substitute, Muscovy.
    state["realms"]["poland"]["truces"].append("hungary")
    game.entries = []
    dice(game, 2)
    found = roll_target(game, "poland", "military", chart=tree_)
    assert found is not None and (found.realm, found.how) == ("muscovy", "listed substitute")
    assert found.claim == "Moskovien"
    # Muscovy allied too: a die among the children (4: Venice).
    state["realms"]["poland"]["allies"].append("muscovy")
    game.entries = []
    dice(game, 2, 4)
    found = roll_target(game, "poland", "military", chart=tree_)
    assert found is not None and (found.realm, found.how) == ("venice", "target")
    assert target_entry(game)["path"] == [
        [2, "serbia", "invalid", "vassal of hungary"],
        [None, "substitute hungary", "invalid", "truce with the Bot"],
        [None, "muscovy", "invalid", "allied with the Bot"],
        [4, "venice", "valid", ""],
    ]


TWO_LEVELS: list[dict[str, Any]] = [
    {
        "faces": [1, 2],
        "target": {"realm": "austria"},
        "children": [
            {"faces": [1, 2, 3], "target": {"realm": "brandenburg"}},
            {"faces": [4, 5, 6], "target": {"realm": "poland"}},
        ],
    },
    {
        "faces": [3, 4],
        "target": {"realm": "bavaria"},
        "children": [
            {"faces": [1, 2], "target": {"realm": "swiss"}},
            {"faces": [3, 4, 5, 6], "target": {"realm": "genoa"}},
        ],
    },
    {"faces": [5, 6], "target": {"realm": "hungary"}},
]
"""Poland's military chart in the tests below: Austria (Brandenburg and Poland as
children), Bavaria (Swiss, Genoa), Hungary."""


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-46",
)
def test_siblings_wrap_then_the_rolled_nodes_siblings_before_their_children() -> None:
    game = margrave()
    state = game.state
    state["realms"]["poland"]["allies"].append("austria")
    state["round"]["passed"] = ["brandenburg"]
    # 1: Austria allied → children: 5 Poland (the Bot), wrap to Brandenburg (passed)
    # → Austria's sibling Bavaria, valid: its children (a fallback for an invalid Bavaria,
    # the cousins of Austria's children) are never looked at (audit2 F1).
    dice(game, 1, 5)
    found = roll_target(game, "poland", "military", chart=chart(TWO_LEVELS))
    assert found is not None and found.realm == "bavaria"
    assert target_entry(game)["path"] == [
        [1, "austria", "invalid", "allied with the Bot"],
        [5, "poland", "invalid", "the Bot itself"],
        [None, "brandenburg", "invalid", "has passed"],
        [None, "bavaria", "valid", ""],
    ]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-46",
)
def test_every_sibling_before_the_cousins_and_nothing_valid_at_all() -> None:
    game = margrave()
    state = game.state
    state["realms"]["poland"]["allies"].append("austria")
    state["round"]["passed"] = ["brandenburg"]
    state["realms"]["poland"]["truces"] += ["swiss", "bavaria", "hungary"]
    dice(game, 1, 4)
    found = roll_target(game, "poland", "military", chart=chart(TWO_LEVELS))
    assert found is not None and found.realm == "genoa"
    assert [step[1] for step in target_entry(game)["path"]] == [
        "austria",
        "poland",
        "brandenburg",
        "bavaria",
        "hungary",
        "swiss",
        "genoa",
    ]
    state["realms"]["poland"]["truces"].append("genoa")
    game.entries = []
    dice(game, 5)
    assert roll_target(game, "poland", "military", chart=chart(TWO_LEVELS)) is None
    entry = target_entry(game)
    assert (entry["chosen"], entry["claim"]) == (None, None)
    assert [step[1] for step in entry["path"]] == [
        "hungary",
        "austria",
        "bavaria",
        "brandenburg",
        "poland",
        "swiss",
        "genoa",
    ]
    assert state["supply"]["poland"]["claims"] == 5  # Genoa's claim, from the first roll


VACANT = [{"faces": [1, 2, 3, 4, 5, 6], "target": {"vacant_territory": "Cuba"}}]


@pytest.mark.rule(
    "eupop-bots:TARGETING CHARTS",
    "eupop-aid:TARGETING CHARTS (p. 6)",
    "interpretation:EUPOP-BOT-45",
)
def test_a_vacant_territory_takes_the_colonist_with_the_quest_only() -> None:
    game = margrave()
    state = game.state
    dice(game, 1)
    assert roll_target(game, "poland", "military", chart=chart(VACANT)) is None
    assert target_entry(game)["path"] == [
        [1, "vacant Cuba", "invalid", "no Quest for the New World"]
    ]
    state["bots"]["poland"]["researched"].append("quest_for_the_new_world")
    game.entries = []
    dice(game, 1)
    found = roll_target(game, "poland", "military", chart=chart(VACANT))
    assert found is not None and (found.realm, found.territory) == (None, "Cuba")
    assert state["map"]["provinces"]["Cuba"]["colonist"] == "poland"
    assert state["supply"]["poland"]["colonists"] == 1
    assert target_entry(game)["chosen"] == "Cuba"
    game.entries = []
    dice(game, 1)
    assert roll_target(game, "poland", "military", chart=chart(VACANT)) is None
    assert target_entry(game)["path"] == [[1, "vacant Cuba", "invalid", "not vacant"]]


@pytest.mark.rule("eupop-bots:TARGETING CHARTS", "eupop-bots:BOT REALMS")
def test_the_pack_check_refuses_a_bot_targeting_itself() -> None:
    content = content_of(margrave())
    assert check_bots(content) == []
    poland = content.bots.realms["poland"]
    first = poland.military[0]
    child = first.children[0].model_copy(update={"target": TargetSpec(realm="poland")})
    broken = first.model_copy(
        update={"substitute": TargetSpec(realm="poland"), "children": [child, first.children[1]]}
    )
    realms = {
        **content.bots.realms,
        "poland": poland.model_copy(update={"military": [broken, *poland.military[1:]]}),
    }
    changed = replace(content, bots=content.bots.model_copy(update={"realms": realms}))
    assert [(problem.path, problem.reason) for problem in check_bots(changed)] == [
        ("realms/poland/military/0/substitute", "a Bot never targets itself"),
        ("realms/poland/military/0/children/0/target", "a Bot never targets itself"),
    ]
