"""Final scoring (eupop-aid FINAL SCORING): each line per player realm, then the winner by
prestige and the tie breakers."""

from __future__ import annotations

from hegemon.engine.decision import Outcome
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import mission_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.cleanup.age import player_realms, prestige_of
from hegemon.games.eupop.rules.prestige.goals import goal_met
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.layout import faith, world

FINAL = "eupop-aid:FINAL SCORING"
FINAL_SCORING = "final_scoring"
LINES = (
    "missions",
    "tax_income",
    "alliances",
    "marriages",
    "cores",
    "papal_controller",
    "emperor",
    "stability",
    "occupied",
    "loans",
)
"""The lines of final scoring in the aid's order (interpretation:EUPOP-S10)."""


@implements(FINAL, "eupop-aid:Missions (p. 42)", "interpretation:EUPOP-S10")
def met_missions(state: State, content: Content, realm: str) -> list[str]:
    """The missions in the realm's hand whose goal it meets now: those final scoring scores
    (without their rewards)."""
    mat = world(state)["players"].get(realm)
    if mat is None:
        return []
    return [
        held
        for held in mat["missions"]
        if goal_met(state, content, realm, mission_card(content, held).goal)
    ]


def _mission_prestige(content: Content, missions: list[str]) -> int:
    return sum(mission_card(content, held).prestige for held in missions)


@implements(
    FINAL,
    "eupop-aid:Missions (p. 42)",
    "eupop-aid:B. Collect Income minus Costs",
    "eupop-aid:Rounding",
    "eupop-aid:PAPAL CURIA (p. 45-46)",
    "eupop-aid:RELIGION, FAITH (p. 38)",
    "eupop-bots:FINAL SCORING",
    "interpretation:EUPOP-S10",
)
def score_lines(state: State, content: Content, realm: str) -> dict[str, int]:
    """Each final scoring line of a player realm, a Bot's as a human's (eupop-bots FINAL
    SCORING; a Bot holds no missions, stability or loans, so those lines give it 0)."""
    typed = world(state)
    record = typed["realms"][realm]
    mat = typed["players"].get(realm)
    catholic = sum(
        1 for name in player_realms(state) if faith(typed["realms"][name]["religion"]) == "catholic"
    )
    geography = content.geography
    occupied = sum(
        geography.provinces[name].tax_value
        for name, province in typed["map"]["provinces"].items()
        if province["owner"] == realm and province["occupier"] is not None
    )
    hre = typed["hre"]
    return {
        "missions": _mission_prestige(content, met_missions(state, content, realm)),
        "tax_income": tax_income(state, geography, realm)["total"],
        "alliances": len(record["allies"]),
        "marriages": len(record["marriages"]),
        "cores": sum(1 for area in typed["map"]["areas"].values() if realm in area["cores"]),
        "papal_controller": catholic if papal_controller(state) == realm else 0,
        "emperor": hre["imperial_authority"] if hre["emperor"] == realm else 0,
        "stability": 2 * mat["stability"] if mat else 0,
        "occupied": -occupied,
        "loans": -mat["loans"] if mat else 0,
    }


def _tie_key(state: State, realm: str) -> tuple[int, int, int]:
    mat = world(state)["players"].get(realm)
    stability = mat["stability"] if mat else 0
    ducats = mat["ducats"] if mat else 0
    return (prestige_of(state, realm), stability, ducats)


@implements(FINAL, "interpretation:EUPOP-S11")
def winners(state: State) -> tuple[str, ...]:
    """The player realms with the most prestige, then stability, then ducats."""
    realms = player_realms(state)
    best = max(_tie_key(state, name) for name in realms)
    return tuple(name for name in realms if _tie_key(state, name) == best)


class FinalScoring(Procedure):
    """Score every line for every player realm in turn order, then end the game."""

    name = FINAL_SCORING

    @step
    @implements(FINAL, "interpretation:EUPOP-S10", "interpretation:EUPOP-S11")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        content = content_of(game)
        for realm in player_realms(state):
            seat = realm if world(state)["realms"][realm]["player"] == "human" else None
            lines = score_lines(state, content, realm)
            for line in LINES:
                points = lines[line]
                game.log("final_score", seat, rule=FINAL, realm=realm, line=line, points=points)
                if points:
                    score_prestige(game, realm, points, FINAL, f"final scoring: {line}")
            game.log(
                "final_prestige", seat, rule=FINAL, realm=realm, prestige=prestige_of(state, realm)
            )
        chosen = winners(state)
        scores = {realm: prestige_of(state, realm) for realm in player_realms(state)}
        game.log("winners", None, rule=FINAL, realms=list(chosen))
        reason = f"final scoring after round {world(state)['round']['number']}"
        game.finish(Outcome(chosen, scores, reason))
