"""The eupop heuristic weighs every verb the rules can offer (issue 11), and its rules of
thumb for the verbs of peace, pirates, free actions and monarch power choices."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import hegemon.games.eupop.rules as rules_package
from hegemon.engine import rules as registry
from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.games.eupop.agents.heuristic import VERB_VALUES, HeuristicAgent
from hegemon.games.eupop.world.layout import world

SCENARIO = "crowns_of_the_west"
CONSTRUCTORS = ("Action", "MenuEntry")


def _verb_argument(call: ast.Call) -> ast.expr | None:
    if call.args:
        return call.args[0]
    return next((keyword.value for keyword in call.keywords if keyword.arg == "verb"), None)


def offered_verbs() -> dict[str, str]:
    """Every verb an ``Action`` or ``MenuEntry`` of the rules is built with → where; a verb
    named by a module-level string constant is read through it, and any other expression
    fails (the scan would miss the verb)."""
    found: dict[str, str] = {}
    for path in sorted(Path(rules_package.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {
            target.id: node.value.value
            for node in tree.body
            if isinstance(node, (ast.Assign, ast.AnnAssign))
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name not in CONSTRUCTORS:
                continue
            argument = _verb_argument(node)
            where = f"{path.name}:{node.lineno}"
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.setdefault(argument.value, where)
            elif isinstance(argument, ast.Name) and argument.id in constants:
                found.setdefault(constants[argument.id], where)
            else:
                shown = ast.unparse(argument) if argument is not None else "nothing"
                raise AssertionError(f"{where}: a verb the scan cannot read ({shown})")
    return found


def test_the_scan_reads_literal_and_constant_verbs() -> None:
    verbs = offered_verbs()
    # Literal verbs of several packages, and ones named by a module constant.
    for verb in ("pass", "keep_choice", "fight_pirates", "free_action", "battle_dice"):
        assert verb in verbs
    for verb in ("use_display_card", "play_action_card", "complete_mission"):
        assert verb in verbs


def test_every_offered_verb_has_a_preference() -> None:
    missing = {verb: where for verb, where in offered_verbs().items() if verb not in VERB_VALUES}
    assert missing == {}


@pytest.fixture(scope="module")
def rules() -> RulesModule:
    return registry.load("eupop")


def start(rules: RulesModule) -> Game:
    return rules.setup(SCENARIO, 1, list(rules.scenario(SCENARIO).seats))


def choice(rules: RulesModule, game: Game, *actions: Action, seat: str = "castile") -> Action:
    decision = Decision(seat, "constructed", tuple(actions))
    return HeuristicAgent(1).choose(Observation(rules, game.state, decision))


def test_keeps_the_province_a_peace_lets_it_keep(rules: RulesModule) -> None:
    game = start(rules)
    keep = Action("keep_choice", "keep")
    others = [
        Action("keep_choice", "return"),
        Action("keep_choice", "exchange:Navarra"),
        Action("keep_choice", "liberate:aragon"),
    ]
    assert choice(rules, game, *others, keep) is keep


def test_places_the_influence_a_peace_allows(rules: RulesModule) -> None:
    game = start(rules)
    stop = Action("peace_influence", "stop")
    place = Action("peace_influence", "place:Aragon")
    displace = Action("peace_influence", "displace:Aragon:france")
    assert choice(rules, game, stop, place, displace) is displace
    assert choice(rules, game, stop, place) is place


def test_proposes_its_own_victory_and_never_the_others(rules: RulesModule) -> None:
    game = start(rules)
    mine = Action("peace_term", "castile:humiliation")
    offered = [
        Action("peace_term", "white_peace"),
        Action("peace_term", "france:humiliation"),
        Action("peace_term", "surrender"),
        mine,
    ]
    assert choice(rules, game, *offered) is mine


def test_fights_pirates_only_with_twice_their_strength(rules: RulesModule) -> None:
    game = start(rules)
    state = world(game.state)
    state["map"]["trade_nodes"]["Seville"]["pirates"] = 1
    fight = Action("fight_pirates", ("Bay of Biscay", "Seville"))
    leave = Action("pirates_left")
    # One light ship against one pirate: no clear edge.
    assert state["forces"]["f002"]["units"] == {"light_ship": 1}
    assert choice(rules, game, fight, leave) is leave
    state["forces"]["f002"]["units"]["heavy_ship"] = 1
    assert choice(rules, game, fight, leave) is fight


def test_takes_a_free_siege_but_not_a_free_wander(rules: RulesModule) -> None:
    game = start(rules)
    siege = Action("free_action", ("land_activation", "siege", "Navarra", ""))
    move = Action("free_action", ("land_activation", "move", "f001", ""))
    none = Action("no_free_action")
    assert choice(rules, game, siege, move, none) is siege
    assert choice(rules, game, move, none) is none


def test_loses_power_where_it_holds_most(rules: RulesModule) -> None:
    game = start(rules)
    world(game.state)["players"]["castile"]["monarch_power"]["military"] = 5
    lose = [Action("lose_power", kind) for kind in ("administrative", "diplomatic", "military")]
    assert choice(rules, game, *lose) is lose[2]
