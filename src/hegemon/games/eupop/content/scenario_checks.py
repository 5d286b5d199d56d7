"""Cross-checks of ``scenarios.yaml`` against the map, the realms and the decks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hegemon.engine.content import ContentProblem
from hegemon.games.eupop.content.checks import Names
from hegemon.games.eupop.content.schema_realms import Scenario

if TYPE_CHECKING:
    from hegemon.games.eupop.content.loader import Content

FILE = "scenarios.yaml"


def check_scenarios(content: Content) -> list[ContentProblem]:
    names = Names(content)
    problems = []
    for name, scenario in content.scenarios.items():
        problems += check_scenario(content, names, name, scenario)
    return problems


def _give(
    names: Names, owner: dict[str, str], realm: str, provinces: list[str], path: str
) -> list[ContentProblem]:
    """Record the realm as the scenario's owner of the provinces; a province given twice
    or unknown is a problem."""
    problems = names.every("province", provinces, FILE, path)
    for index, province in enumerate(provinces):
        if province in owner:
            problems.append(
                ContentProblem(
                    FILE, f"{path}/{index}", f"{province} is also given to {owner[province]}"
                )
            )
        owner[province] = realm
    return problems


def _relations_with_players(
    scenario: Scenario, where: str, partners: list[str], field: str
) -> list[ContentProblem]:
    """A scenario's alliance or marriage names a non-player realm: setup takes one token, the
    listing realm's, while one between two player realms holds a token of each, which the
    listing cannot give (interpretation:EUPOP-W18)."""
    return [
        ContentProblem(
            FILE,
            f"{where}/{field}/{index}",
            f"{partner} is a player realm here: a scenario's {field} name non-player realms "
            "only (one between player realms holds a token of each, EUPOP-W18)",
        )
        for index, partner in enumerate(partners)
        if partner in scenario.player_realms
    ]


def check_scenario(
    content: Content, names: Names, name: str, scenario: Scenario
) -> list[ContentProblem]:
    base = f"scenarios/{name}"
    realms = content.realms.realms
    problems: list[ContentProblem] = []
    if scenario.first_age > scenario.last_age:
        problems.append(
            ContentProblem(FILE, f"{base}/last_age", "the last Age comes before the first")
        )
    seats = [realm for realm, setup in scenario.player_realms.items() if not setup.bot]
    if not seats:
        problems.append(
            ContentProblem(FILE, f"{base}/player_realms", "at least one realm must be a seat")
        )
    if scenario.minimum_seats > len(seats):
        problems.append(
            ContentProblem(
                FILE, f"{base}/minimum_seats", f"more than the {len(seats)} seat(s) offered"
            )
        )
    owner: dict[str, str] = {}
    for realm, setup in scenario.player_realms.items():
        where = f"{base}/player_realms/{realm}"
        if realm not in realms:
            problems.append(ContentProblem(FILE, where, f"unknown realm {realm!r}"))
            continue
        if realms[realm].kind != "major":
            problems.append(
                ContentProblem(FILE, where, f"{realm} is a {realms[realm].kind}, not a major realm")
            )
        if setup.bot and realm not in content.bots.realms:
            problems.append(
                ContentProblem(FILE, f"{where}/bot", f"bots.yaml has no Bot data for {realm}")
            )
        problems += _give(names, owner, realm, setup.provinces, f"{where}/provinces")
        capital = setup.capital or realms[realm].capital
        if capital not in setup.provinces:
            problems.append(
                ContentProblem(
                    FILE, f"{where}/capital", f"the capital {capital} is not among its provinces"
                )
            )
        problems += names.every("realm", setup.vassals, FILE, f"{where}/vassals")
        for index, vassal in enumerate(setup.vassals):
            if vassal in realms and realms[vassal].kind not in ("npr",):
                problems.append(
                    ContentProblem(FILE, f"{where}/vassals/{index}", f"{vassal} cannot be a vassal")
                )
            if vassal == scenario.emperor:
                problems.append(
                    ContentProblem(
                        FILE, f"{where}/vassals/{index}", "the Emperor cannot be a vassal"
                    )
                )
        problems += names.every("area", setup.cores, FILE, f"{where}/cores")
        problems += names.every("area", setup.claims, FILE, f"{where}/claims")
        problems += names.every("area", list(setup.influence), FILE, f"{where}/influence")
        for area, count in setup.influence.items():
            if not 1 <= count <= content.components.influence_per_area:
                problems.append(
                    ContentProblem(
                        FILE, f"{where}/influence/{area}", "influence per area is out of range"
                    )
                )
        problems += names.every("realm", setup.alliances, FILE, f"{where}/alliances")
        problems += names.every("realm", setup.marriages, FILE, f"{where}/marriages")
        problems += _relations_with_players(scenario, where, setup.alliances, "alliances")
        problems += _relations_with_players(scenario, where, setup.marriages, "marriages")
        problems += names.every("area", list(setup.armies), FILE, f"{where}/armies")
        problems += names.every("sea_zone", list(setup.fleets), FILE, f"{where}/fleets")
        problems += names.every("trade_node", setup.merchants, FILE, f"{where}/merchants")
        problems += names.every("idea", setup.ideas, FILE, f"{where}/ideas")
        for power, amount in setup.monarch_power.items():
            if not 0 <= amount <= content.components.monarch_power_limit:
                problems.append(
                    ContentProblem(FILE, f"{where}/monarch_power/{power}", "beyond the limit")
                )
        if setup.ruler is not None:
            problems += names.problem("leader", setup.ruler, FILE, f"{where}/ruler")
    for realm, npr in scenario.non_player_realms.items():
        where = f"{base}/non_player_realms/{realm}"
        if realm not in realms or realm in scenario.player_realms:
            problems.append(
                ContentProblem(FILE, where, f"{realm!r} is not a known non-player realm here")
            )
            continue
        if npr.provinces is not None:
            problems += _give(names, owner, realm, npr.provinces, f"{where}/provinces")
        problems += names.every("province", npr.plus_one, FILE, f"{where}/plus_one")
        if npr.capital is not None:
            problems += names.problem("province", npr.capital, FILE, f"{where}/capital")
    if scenario.emperor is not None:
        problems += names.problem("realm", scenario.emperor, FILE, f"{base}/emperor")
    problems += names.every("realm", scenario.events_featured, FILE, f"{base}/events_featured")
    problems += names.every("realm", scenario.bot_substitutes, FILE, f"{base}/bot_substitutes")
    return problems
