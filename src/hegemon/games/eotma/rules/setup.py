"""Building the state of a new game from a scenario (docs/eotma-state.md).

Areas start independent at the map's social state; the scenario gives the empires of
the seats taking part, its magnates, social states and fortifications. The empires of
seats not taking part leave their areas independent (interpretation:EOTMA-12).
"""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.leaders import roll_leader
from hegemon.games.eotma.state import Area, Empire, EventPiles, Magnate, RoundRecord, YearCardPiles
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
    areas: dict[str, Area] = {
        name: new_area(info, scenario.social_states.get(name))
        for name, info in geography.land.items()
    }
    state["areas"] = areas
    for name, strength in scenario.fortifications.items():
        areas[name]["fortification"] = strength
    magnates: dict[str, Magnate] = {}
    state["magnates"] = magnates
    for key, magnate in scenario.magnates.items():
        magnates[key] = {"title": magnate.title, "court": magnate.court}
        for name in magnate.areas:
            areas[name]["magnate"] = key
    for seat in seats:
        setup = scenario.empires[seat]
        for name in setup.areas:
            record = areas[name]
            record["owner"] = seat
            if record["fortification"]:
                record["fortification_builder"] = seat
        for name in setup.areas if setup.claims is None else setup.claims:
            areas[name]["claims"].append(seat)
    empires: dict[str, Empire] = {}
    state["empires"] = empires
    for seat in seats:
        setup = scenario.empires[seat]
        court = geography.land[setup.court]
        empires[seat] = {
            "title": setup.title,
            "court": setup.court,
            "language": court.language,
            "religion": court.religion,
            "gold": STARTING_GOLD,
            "leader": roll_leader(game, content, seat, setup.leader_names[0]),
            "leader_names": list(setup.leader_names),
            "leaders_so_far": 1,
            "held_events": [],
            "year_cards_left": 0,
            "defenses": 0,
            "handicap": setup.handicap,
        }
    deck = content.event_deck()
    game.shuffle(deck, "event deck", rule="interpretation:EOTMA-11")
    events: EventPiles = {"deck": deck, "discard": []}
    state["events"] = events
    year_cards: YearCardPiles = {"deck": [], "hands": {seat: [] for seat in seats}, "played": []}
    state["year_cards"] = year_cards
    timing: RoundRecord = {
        "number": 1,
        "year": scenario.start_year,
        "game_turn": 1,
        "order": [],
        "next": 0,
    }
    state["round"] = timing
    state["turn"] = None
    state["stack"].append(frame("round"))
