"""The shipped pack passes `hegemon content check`; broken packs fail pointing at the fault."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hegemon.cli.content import check_pack
from hegemon.cli.main import app
from hegemon.games.eupop.content.loader import shipped
from tests.games.eupop.helpers import copy_pack, edit

runner = CliRunner()


def test_content_check_passes_on_the_shipped_pack_by_game_name() -> None:
    result = runner.invoke(app, ["content", "check", "eupop"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("ok: ")


def test_content_check_passes_on_a_pack_folder(tmp_path: Path) -> None:
    result = runner.invoke(app, ["content", "check", str(copy_pack(tmp_path))])
    assert result.exit_code == 0, result.output


def test_content_check_refuses_what_is_neither_game_nor_folder(tmp_path: Path) -> None:
    result = runner.invoke(app, ["content", "check", str(tmp_path / "nothing")])
    assert result.exit_code == 2


def _set(path: list[Any], value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        node = data
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value

    return change


def _delete(path: list[Any]) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        node = data
        for part in path[:-1]:
            node = node[part]
        del node[path[-1]]

    return change


def _append(path: list[Any], value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        node = data
        for part in path:
            node = node[part]
        node.append(value)

    return change


BROKEN = [
    pytest.param(
        "map.yaml",
        _set(["areas", "Portugal", "provinces", "Lisboa", "port", "faces"], ["Baltic Sea"]),
        "map.yaml: areas/Portugal/provinces/Lisboa/port/faces/0: Baltic Sea does not"
        " border Portugal",
        id="port-facing-a-distant-sea",
    ),
    pytest.param(
        "map.yaml",
        _append(["land_borders"], {"between": ["Castilla", "Atlantis"]}),
        "map.yaml: land_borders/",
        id="border-with-unknown-area",
    ),
    pytest.param(
        "map.yaml",
        _append(["land_borders"], {"between": ["Leon", "Portugal"]}),
        "map.yaml: land_borders/84: Leon-Portugal is listed twice",
        id="border-listed-twice",
    ),
    pytest.param(
        "map.yaml",
        _set(["areas", "Lazio", "provinces", "Roma", "flag"], "vatican"),
        "map.yaml: areas/Lazio/provinces/Roma/flag: unknown realm 'vatican'",
        id="flag-of-unknown-realm",
    ),
    pytest.param(
        "map.yaml",
        _set(["areas", "Castilla", "provinces", "Toledo", "tax_value"], 9),
        "map.yaml: areas/Castilla/provinces/Toledo/tax_value: Input should be less than"
        " or equal to 5",
        id="tax-value-out-of-range",
    ),
    pytest.param(
        "map.yaml",
        _set(["areas", "Castilla", "religion"], "zoroastrian"),
        "map.yaml: areas/Castilla/religion: Input should be",
        id="unknown-religion",
    ),
    pytest.param(
        "map.yaml",
        _set(["areas", "Schweiz", "elector"], True),
        "map.yaml: areas/Schweiz/elector: an elector area must be in the HRE",
        id="elector-outside-the-hre",
    ),
    pytest.param(
        "map.yaml",
        _set(["areas", "Leon", "religion"], "orthodox"),
        "map.yaml: areas/Leon/religion: the areas of slot Castilla differ: Leon is orthodox, "
        "Castilla is catholic",
        id="religion-slot-with-two-religions",
    ),
    pytest.param(
        "realms.yaml",
        _set(["realms", "castile", "capital"], "Burgos"),
        "realms.yaml: realms/castile/capital: Burgos has no printed capital",
        id="capital-without-printed-capital",
    ),
    pytest.param(
        "realms.yaml",
        _set(["realms", "castile", "colour"], "#ffffff"),
        "realms.yaml: realms/castile/colour: Extra inputs are not permitted",
        id="unknown-field",
    ),
    pytest.param(
        "scenarios.yaml",
        _append(["scenarios", "margrave", "player_realms", "austria", "provinces"], "Berlin"),
        "scenarios.yaml: scenarios/margrave/player_realms/austria/provinces/3: Berlin is"
        " also given to brandenburg",
        id="province-given-twice",
    ),
    pytest.param(
        "scenarios.yaml",
        _set(["scenarios", "margrave", "player_realms", "brandenburg", "capital"], "Wien"),
        "scenarios.yaml: scenarios/margrave/player_realms/brandenburg/capital: the"
        " capital Wien is not among its provinces",
        id="capital-not-owned",
    ),
    pytest.param(
        "scenarios.yaml",
        _set(["scenarios", "margrave", "player_realms", "poland", "vassals"], ["papal_states"]),
        "scenarios.yaml: scenarios/margrave/player_realms/poland/vassals/0: papal_states"
        " cannot be a vassal",
        id="papal-states-as-vassal",
    ),
    pytest.param(
        "scenarios.yaml",
        _set(["scenarios", "margrave", "player_realms", "brandenburg", "merchants"], ["Hanse"]),
        "scenarios.yaml: scenarios/margrave/player_realms/brandenburg/merchants/0:"
        " unknown trade node 'Hanse'",
        id="merchant-on-unknown-node",
    ),
    pytest.param(
        "cards/events.yaml",
        _set(["events", 0, "a", "effects"], [{"gain_glory": 2}]),
        "cards/events.yaml: events/0/a/effects/0: Value error, unknown effect 'gain_glory'",
        id="unknown-effect",
    ),
    pytest.param(
        "cards/events.yaml",
        _set(["events", 0, "a", "effects"], [{"gain_claim": "Atlantis"}]),
        "cards/events.yaml: events/0/a/effects/0/gain_claim: unknown area 'Atlantis'",
        id="effect-on-unknown-area",
    ),
    pytest.param(
        "cards/events.yaml",
        _set(["events", 1, "a", "cost"], [{"gain_ducats": 3}]),
        "cards/events.yaml: events/1/a/cost/0: Value error, gain_ducats is not a price",
        id="event-option-price-that-is-a-gain",
    ),
    pytest.param(
        "cards/events.yaml",
        _set(["events", 0, "secondary"], ["plague_of_frogs"]),
        "cards/events.yaml: events/0/secondary/0: Value error, unknown secondary effect"
        " 'plague_of_frogs'",
        id="unknown-secondary-effect",
    ),
    pytest.param(
        "cards/ideas.yaml",
        lambda data: data.update(ideas=[idea for idea in data["ideas"] if idea["id"] != "cannons"]),
        "cards/ideas.yaml: ideas: the rules name the idea 'cannons'; it is missing",
        id="named-idea-missing",
    ),
    pytest.param(
        "cards/missions.yaml",
        _set(["missions", 1, "requires"], ["m_nowhere"]),
        "cards/missions.yaml: missions/1/requires/0: unknown mission 'm_nowhere'",
        id="mission-requires-unknown-mission",
    ),
    pytest.param(
        "cards/actions.yaml",
        _set(["cards", 1, "id"], "a1_development"),
        "cards/actions.yaml: cards/1/id: 'a1_development' is used twice",
        id="card-id-used-twice",
    ),
    pytest.param(
        "bots.yaml",
        _set(["realms", "castile", "military", 0, "faces"], [1]),
        "bots.yaml: realms/castile/military: the faces of one roll must be 1..6 once each",
        id="chart-faces-not-covering-the-die",
    ),
    pytest.param(
        "bots.yaml",
        _set(["realms", "castile", "removals", 1], [99]),
        "bots.yaml: realms/castile/removals/1/0: no Bot card 99",
        id="removal-of-unknown-bot-card",
    ),
    pytest.param(
        "bots.yaml",
        _set(
            ["realms", "castile", "diplomatic", 1, "target"],
            {"realm": "venice", "realm_in": "Lazio"},
        ),
        "bots.yaml: realms/castile/diplomatic/1/target: Value error, a target names exactly one",
        id="target-naming-two-things",
    ),
    pytest.param(
        "dice.yaml",
        _set(["battle_dice", "cavalry"], ["cavalry", "blank"]),
        "dice.yaml: battle_dice/cavalry: List should have at least 6 items",
        id="die-without-six-faces",
    ),
    pytest.param(
        "cards/leaders.yaml",
        _delete(["leaders", 0, "skills"]),
        "cards/leaders.yaml: leaders/0: Value error, rulers, and only they, have skills",
        id="ruler-without-skills",
    ),
]


@pytest.mark.parametrize(("file", "change", "expected"), BROKEN)
def test_a_broken_pack_fails_with_a_message_that_points_at_the_fault(
    tmp_path: Path, file: str, change: Callable[[Any], None], expected: str
) -> None:
    folder = copy_pack(tmp_path)
    edit(folder, file, change)
    _, problems = check_pack(str(folder))
    assert any(problem.startswith(expected) for problem in problems), problems


def test_content_check_of_a_broken_pack_prints_each_problem_and_exits_1(tmp_path: Path) -> None:
    folder = copy_pack(tmp_path)
    edit(folder, "realms.yaml", _set(["realms", "castile", "capital"], "Burgos"))
    edit(folder, "dice.yaml", _set(["rebel_die", 0], "plague"))
    result = runner.invoke(app, ["content", "check", str(folder)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith("dice.yaml: rebel_die/0: Input should be 'rebellion'")
    assert lines[-1] == f"{folder}: 1 problem(s)"


def test_a_file_with_a_yaml_syntax_error_names_its_line(tmp_path: Path) -> None:
    folder = copy_pack(tmp_path)
    (folder / "dice.yaml").write_text("battle_dice: [unclosed\n", "utf-8")
    _, problems = check_pack(str(folder))
    assert problems == [
        "dice.yaml: line 2, column 1: YAML syntax error: did not find expected ',' or ']'"
    ]


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    folder = copy_pack(tmp_path)
    (folder / "cards" / "leaders.yaml").unlink()
    _, problems = check_pack(str(folder))
    assert problems == ["cards/leaders.yaml: file is missing"]


def test_a_pack_of_another_game_is_refused_by_the_eupop_loader(tmp_path: Path) -> None:
    from hegemon.engine.content import ContentError
    from hegemon.games.eupop.content.loader import load_pack

    folder = copy_pack(tmp_path)
    (folder / "pack.yaml").write_text("game: eotma\nname: x\nversion: 1\n", "utf-8")
    with pytest.raises(ContentError, match="this is not an eupop pack"):
        load_pack(folder)


def test_the_shipped_map_has_the_size_the_issue_asks_for() -> None:
    geography = shipped().geography
    main = [area for area in geography.areas.values() if not area.distant]
    assert len(main) >= 40
    assert len(geography.sea_zones) == 15
    nodes = geography.trade_nodes.values()
    assert len(geography.trade_nodes) >= 8
    assert any(node.kind == "inland" for node in nodes)
    assert any(node.secondary_of for node in nodes)
    assert any(node.distant for node in nodes)
    assert sum(area.elector for area in geography.areas.values()) >= 4
    assert geography.provinces["Roma"].flag == "papal_states"
    assert any(zone.pacific for zone in geography.sea_zones.values())
    assert any(info.territory for info in geography.provinces.values())
    assert any(area.mountain_neighbours for area in geography.areas.values())
    assert any(info.port == "island" for info in geography.provinces.values())


def test_the_shipped_realms_decks_and_bots_have_the_size_the_issue_asks_for() -> None:
    content = shipped()
    realms = content.realms.realms.values()
    assert sum(realm.kind == "major" for realm in realms) >= 6
    assert sum(realm.kind in ("npr", "dnpr") for realm in realms) >= 15
    assert sum(realm.kind == "dnpr" for realm in realms) >= 2
    assert len(content.bots.deck) == 24
    assert len(content.bots.realms) >= 4
    for age in (1, 2, 3):
        events = [event for event in content.events.events if event.age == age]
        assert {event.deck for event in events} == {"A", "B", "realm"}
        for deck in ("administrative", "diplomatic", "military"):
            assert any(card.deck == deck and card.age == age for card in content.actions.cards)
    kinds = {card.kind for card in content.actions.cards}
    assert {"covert", "display", "reaction"} <= kinds
    forms = {idea.id for idea in content.ideas.ideas if idea.government_form}
    assert "revolutionary_regime" in forms
    assert {"tercios", "quest_for_the_new_world", "deus_vult"} <= {
        idea.id for idea in content.ideas.ideas
    }
