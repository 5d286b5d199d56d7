"""Victory points and the end of a scenario (eotma-overview "Claims, events, victory";
interpretation:EOTMA-13, EOTMA-14)."""

from __future__ import annotations

from hegemon.engine.decision import Outcome
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.world.layout import area, empire, owned_areas, seats

VICTORY = "interpretation:EOTMA-13"
SOLITAIRE = "interpretation:EOTMA-14"


@implements("eotma-overview:Claims, events, victory", VICTORY)
def victory_points(state: State, content: Content, seat: str) -> int:
    """Population of every owned area, a bonus for each owned area claimed, plus handicap."""
    points = content.victory
    total = empire(state, seat)["handicap"]
    for name in owned_areas(state, content.geography, seat):
        total += points.per_population * content.geography.land[name].population
        if seat in area(state, name)["claims"]:
            total += points.claim_bonus
    return total


def scores(state: State, content: Content) -> dict[str, int]:
    return {seat: victory_points(state, content, seat) for seat in seats(state)}


@implements(SOLITAIRE)
def solitaire_band(content: Content, scenario: str, score: int) -> tuple[int, str]:
    """The band (index, title) of a solitaire score."""
    bands = content.scenarios[scenario].score_bands
    for index, band in enumerate(bands):
        if band.below is None or score < band.below:
            return index, band.title
    raise ValueError(f"scenario {scenario!r} has no open last score band")


def final_outcome(state: State, content: Content) -> Outcome:
    """The outcome at the scenario's end: the highest score wins (ties share the win); a
    solitaire player wins when the score reaches the scenario's winning band."""
    final = scores(state, content)
    name = state["meta"]["scenario"]
    scenario = content.scenarios[name]
    if scenario.score_bands and len(final) == 1:
        seat, score = next(iter(final.items()))
        index, title = solitaire_band(content, name, score)
        won = scenario.winning_band is not None and index >= scenario.winning_band
        return Outcome((seat,) if won else (), final, f"solitaire result: {title}")
    best = max(final.values())
    winners = tuple(seat for seat in seats(state) if final[seat] == best)
    return Outcome(winners, final, f"the scenario ended after round {state['round']['number']}")
