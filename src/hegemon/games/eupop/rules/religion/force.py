"""The religious half of the peace term Force Conversion (eupop-aid Force Conversion): the
religion slot of the loser's capital area takes the victor's state religion (beneath a
Revolutionary token, which stays), the non-player realms whose capital areas that slot
governs follow it, and a player loser takes it as its state religion and removes 4 of its
influence cubes, picked by its seat cube by cube (:class:`ForcedConversionCubes`, which
the peace procedure calls once the term is carried out). The term's other lines are
:func:`..peace.terms.force_conversion`'s. Interpretations EUPOP-L5, EUPOP-L9."""

from __future__ import annotations

from collections.abc import Callable

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.religion.state import follow_capital, set_state_religion
from hegemon.games.eupop.world.influence import cube_sources
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.religion import set_slot_religion

CONVERT = "eupop-aid:Force Conversion"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
CUBES_REMOVED = 4
"""The player loser's cubes removed (interpretation:EUPOP-L9)."""
PROCEDURE = "forced_conversion_cubes"


@implements(CONVERT, REVOLUTIONARY, "interpretation:EUPOP-L5", "interpretation:EUPOP-L9")
@implements("interpretation:EUPOP-L20")
def convert_loser(game: Game, winner: str, loser: str) -> str:
    """The slot of the loser's capital area and the non-player realms following it take the
    victor's state religion, and so does a player loser (the Curia and the Empire told).
    Returns the slot."""
    state, geography = game.state, content_of(game).geography
    capital = world(state)["realms"][loser]["capital"]
    assert capital is not None
    slot = geography.areas[geography.provinces[capital].area].religion_slot
    religion = world(state)["realms"][winner]["religion"]
    before = set_slot_religion(state, slot, religion)
    game.log(
        "area_converted", winner, rule=CONVERT, slot=slot, before=before, religion=religion,
        areas=list(geography.religion_slots[slot]),
    )  # fmt: skip
    follow_capital(game, slot, CONVERT)
    if world(state)["realms"][loser]["kind"] == "player":
        set_state_religion(game, loser, religion, CONVERT)
    return slot


def _remove(game: Game, name: str, where: str) -> None:
    influence = world(game.state)["map"]["areas"][where]["influence"]
    influence[name] -= 1
    if influence[name] <= 0:
        del influence[name]
    world(game.state)["supply"][name]["cubes"] += 1
    game.log("influence_forced_out", name, rule=CONVERT, area=where)


@implements(CONVERT, "interpretation:EUPOP-L9")
def remove_at_once(
    game: Game, name: str, pick: Callable[[list[str]], str] | None = None
) -> list[str]:
    """The loser's 4 cubes when no seat is asked (a term applied outside the peace
    procedure, or a Bot loser): each from the area ``pick`` takes among those holding its
    cubes (A→Z when None, :func:`cube_sources`' order). Returns the areas, in order."""
    taken: list[str] = []
    for _ in range(CUBES_REMOVED):
        sources = cube_sources(game.state, name)
        if not sources:
            break
        where = sources[0] if pick is None else pick(sources)
        _remove(game, name, where)
        taken.append(where)
    return taken


class ForcedConversionCubes(Procedure):
    """``seat``: the player loser. It removes 4 of its influence cubes from the map, back
    to its supply: all of them at once when it has 4 or fewer there, else one at a time
    from the areas its seat picks (``ask_remove``)."""

    name = PROCEDURE

    @step
    @implements(CONVERT, "interpretation:EUPOP-L9")
    def start(self, game: Game, local: Local) -> None:
        state, name = game.state, local["seat"]
        local["left"] = CUBES_REMOVED
        sources = cube_sources(state, name)
        areas = world(state)["map"]["areas"]
        if sum(areas[where]["influence"][name] for where in sources) <= CUBES_REMOVED:
            for where in sources:
                for _ in range(areas[where]["influence"][name]):
                    _remove(game, name, where)
            game.end(None)
            return
        game.goto("ask_remove")

    @step(optional=True)
    @implements(CONVERT, "interpretation:EUPOP-L9")
    def ask_remove(self, game: Game, local: Local) -> Decision | None:
        name = local["seat"]
        if local["left"] <= 0:
            game.end(None)
            return None
        actions = tuple(
            Action("rel_forced_remove", where, f"Remove 1 influence from {where}")
            for where in cube_sources(game.state, name)
        )
        prompt = f"Forced conversion: remove your influence ({local['left']} left)"
        return Decision(name, prompt, actions)

    def on_remove(self, game: Game, local: Local, action: Action) -> None:
        _remove(game, local["seat"], str(action.argument))
        local["left"] -= 1
        game.goto("ask_remove")


PROCEDURES: tuple[Procedure, ...] = (ForcedConversionCubes(),)
