"""Losing influence cubes (eupop-aid Influence (♠) (p. 32)): a realm that must take a number
of its influence cubes off a set of areas, back to its supply. The aid never says who picks
them; as a realm forced to convert or converting picks its own (EUPOP-L7, L9), a human
realm's seat picks each cube when two or more of the areas hold its cubes and it holds more
there than it must lose; otherwise — a Bot, a non-player realm, one area, or every cube
going anyway — they go at once, from the area holding most first, ties by name.

:class:`LoseInfluence` is the one procedure for it: Excommunicate Ruler's 4 cubes from
Catholic areas (rules/curia/papal.py, EUPOP-U8) and the Emperor's 3 cubes from HRE areas
for a war on an Imperial Subject without a casus belli (rules/war/declare.py, EUPOP-W3)
call it as a sub-procedure and resume when it ends."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import area, realm, world

INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"
PROCEDURE = "lose_influence"


def holding(state: State, name: str, areas: list[str]) -> dict[str, int]:
    """The areas (A→Z) holding the realm's influence cubes, with how many each (Imperial
    influence is not the realm's cubes)."""
    held = {where: area(state, where)["influence"].get(name, 0) for where in sorted(areas)}
    return {where: count for where, count in held.items() if count > 0}


def take_cube(state: State, name: str, where: str) -> None:
    """One of the realm's cubes leaves the area for its supply (EUPOP-F20)."""
    influence = area(state, where)["influence"]
    influence[name] -= 1
    if influence[name] <= 0:
        del influence[name]
    supply = world(state)["supply"].get(name)
    if supply is not None:
        supply["cubes"] += 1


def most_first(state: State, name: str, areas: list[str], count: int) -> list[str]:
    """Take up to ``count`` cubes at once, each from the area holding most then, ties by
    name; the areas they came from, in order."""
    taken: list[str] = []
    while len(taken) < count:
        held = holding(state, name, areas)
        if not held:
            break
        most = max(held, key=lambda where: held[where])
        take_cube(state, name, most)
        taken.append(most)
    return taken


@implements(INFLUENCE, "interpretation:EUPOP-U8", "interpretation:EUPOP-W3")
def seat_picks(state: State, name: str, areas: list[str], left: int) -> bool:
    """The realm's seat picks the next cube: a human player realm, with cubes in two or
    more of the areas and more there than it still must lose."""
    if name not in world(state)["players"] or realm(state, name)["player"] != "human":
        return False
    held = holding(state, name, areas)
    return len(held) >= 2 and sum(held.values()) > left


class LoseInfluence(Procedure):
    """Called with ``realm`` (who loses), ``areas`` (where the cubes come from), ``count``,
    ``rule``, ``reason`` and ``log_none`` (log even when no cube was there). Ends with the
    number of cubes removed, logged once as ``influence_removed``."""

    name = PROCEDURE

    @step
    def start(self, game: Game, local: Local) -> None:
        local["areas"] = sorted(local["areas"])
        local["left"], local["removed"] = max(0, int(local["count"])), 0
        game.goto("ask_cube")

    @step(optional=True)
    @implements(INFLUENCE, "interpretation:EUPOP-U8", "interpretation:EUPOP-W3")
    def ask_cube(self, game: Game, local: Local) -> Decision | None:
        """One decision per cube while the seat picks (see :func:`seat_picks`)."""
        state, name, areas = game.state, local["realm"], local["areas"]
        if local["left"] <= 0 or not seat_picks(state, name, areas, local["left"]):
            game.goto("finish")
            return None
        actions = tuple(
            Action("lose_influence_cube", where, f"Remove 1 influence from {where} ({count} there)")
            for where, count in holding(state, name, areas).items()
        )
        prompt = f"{local['reason'].capitalize()}: remove your influence ({local['left']} left)"
        return Decision(name, prompt, actions)

    def on_cube(self, game: Game, local: Local, action: Action) -> None:
        where = str(action.argument)
        if where not in holding(game.state, local["realm"], local["areas"]):
            raise ValueError(f"{local['realm']} holds no influence in {where} to remove")
        take_cube(game.state, local["realm"], where)
        game.log("influence_picked", local["realm"], rule=local["rule"], area=where)
        local["left"] -= 1
        local["removed"] += 1
        game.goto("ask_cube")

    @step
    @implements(INFLUENCE, "interpretation:EUPOP-U8", "interpretation:EUPOP-W3")
    def finish(self, game: Game, local: Local) -> None:
        """The cubes still owed go at once, most first; the loss is logged once."""
        state, name = game.state, local["realm"]
        local["removed"] += len(most_first(state, name, local["areas"], local["left"]))
        local["left"] = 0
        if local["removed"] or local.get("log_none"):
            game.log(
                "influence_removed",
                name,
                rule=local["rule"],
                count=local["removed"],
                reason=local["reason"],
            )
        game.end(local["removed"])


PROCEDURES: tuple[Procedure, ...] = (LoseInfluence(),)
