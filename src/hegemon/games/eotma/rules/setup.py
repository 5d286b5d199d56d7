"""Building the state of a new game from a scenario (docs/eotma-state.md).

Areas start independent at the map's social state; the scenario gives the empires of
the seats taking part, its magnates, social states and fortifications. The empires of
seats not taking part leave their areas independent (interpretation:EOTMA-12).
"""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.leaders import generate_leader
from hegemon.games.eotma.world.layout import new_area

STARTING_GOLD = 12
SCENARIOS = "interpretation:EOTMA-12"


@implements("eotma:16.0", SCENARIOS)
def build_initial_state(
    game: Game, content: Content, scenario_name: str, seats: tuple[str, ...]
) -> None:
    """Fill the state for a scenario and push the first round."""
    state = game.state
    scenario = content.scenarios[scenario_name]
    geography = content.geography
    state["areas"] = {
        name: new_area(info, scenario.social_states.get(name))
        for name, info in geography.land.items()
    }
    for name, strength in scenario.fortifications.items():
        state["areas"][name]["fortification"] = strength
    state["magnates"] = {}
    for key, magnate in scenario.magnates.items():
        state["magnates"][key] = {"title": magnate.title, "court": magnate.court}
        for name in magnate.areas:
            state["areas"][name]["magnate"] = key
    state["empires"] = {}
    for seat in seats:
        setup = scenario.empires[seat]
        court = geography.land[setup.court]
        state["empires"][seat] = {
            "title": setup.title,
            "court": setup.court,
            "language": court.language,
            "religion": court.religion,
            "gold": STARTING_GOLD,
            "leader": None,
            "leader_names": list(setup.leader_names),
            "leaders_so_far": 0,
            "held_events": [],
            "year_cards_left": 0,
            "defenses": 0,
            "handicap": setup.handicap,
        }
        for name in setup.areas:
            record = state["areas"][name]
            record["owner"] = seat
            if record["fortification"]:
                record["fortification_builder"] = seat
        for name in setup.areas if setup.claims is None else setup.claims:
            state["areas"][name]["claims"].append(seat)
    for seat in seats:
        state["empires"][seat]["leader"] = generate_leader(game, content, seat)
    events = content.event_deck()
    game.shuffle(events, "event deck", rule="interpretation:EOTMA-11")
    state["events"] = {"deck": events, "discard": []}
    state["year_cards"] = {"deck": [], "hands": {seat: [] for seat in seats}, "played": []}
    state["round"] = {
        "number": 1,
        "year": scenario.start_year,
        "game_turn": 1,
        "order": [],
        "next": 0,
    }
    state["turn"] = None
    state["stack"].append(frame("round"))
