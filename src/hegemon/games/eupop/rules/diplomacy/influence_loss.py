"""Losing influence cubes (eupop-aid Influence (♠) (p. 32)): a realm that must take a number
of its influence cubes off a set of areas, back to its supply. The aid never says who picks
them; as a realm forced to convert or converting picks its own (EUPOP-L7, L9), a human
realm's seat picks each cube when two or more of the areas hold its cubes and it holds more
there than it must lose; otherwise — a non-player realm, one area, or every cube going
anyway — they go at once, from the area holding most first, ties by name. A Bot's go at
once by the Bot choice process for an effect bad for it, one cube at a time: from its area
of lowest tax value holding one, then A→Z (eupop-bots PROVINCE, AREA, & SEA ZONE
SELECTION; EUPOP-BOT-69).

:class:`LoseInfluence` is the one procedure for it: Excommunicate Ruler's 4 cubes from
Catholic areas (rules/curia/papal.py, EUPOP-U8) and the Emperor's 3 cubes from HRE areas
for a war on an Imperial Subject without a casus belli (rules/war/declare.py, EUPOP-W3)
call it as a sub-procedure and resume when it ends."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.layout import area, realm, world

INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"
SELECTION = "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION"
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


@implements(SELECTION, "interpretation:EUPOP-BOT-69")
def lowest_value_first(game: Game, name: str, areas: list[str], count: int) -> list[str]:
    """A Bot takes up to ``count`` cubes at once, each from its area of lowest tax value
    holding one, then A→Z (the choice process for an effect bad for the Bot); the areas
    they came from, in order."""
    from hegemon.games.eupop.bots.choice import areas_by_tax_value

    geography = content_of(game).geography
    taken: list[str] = []
    while len(taken) < count:
        held = holding(game.state, name, areas)
        if not held:
            break
        where = areas_by_tax_value(geography, held, good_for_bot=False)[0]
        take_cube(game.state, name, where)
        taken.append(where)
    return taken


def is_bot_realm(state: State, name: str) -> bool:
    """A player realm the Bot rules play."""
    record = realm(state, name)
    return record["kind"] == "player" and record["player"] == "bot"


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
    @implements(
        INFLUENCE,
        "interpretation:EUPOP-U8",
        "interpretation:EUPOP-W3",
        "interpretation:EUPOP-BOT-69",
    )
    def finish(self, game: Game, local: Local) -> None:
        """The cubes still owed go at once — a Bot's by its choice process, any other
        realm's most first; the loss is logged once."""
        state, name = game.state, local["realm"]
        if is_bot_realm(state, name):
            taken = lowest_value_first(game, name, local["areas"], local["left"])
        else:
            taken = most_first(state, name, local["areas"], local["left"])
        local["removed"] += len(taken)
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
