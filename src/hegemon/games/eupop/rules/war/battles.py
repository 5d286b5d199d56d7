"""The close of a declaration (eupop-aid Declare War (1 $\\times$ ) (p. 16), its last three
bullets): the naval battles, then the land battles, that the new war triggers, in the order
the declaring realm picks; then, when no battle was triggered, a free Land Activation,
Naval Activation or Recruit Units (interpretation:EUPOP-W14).

The battles are the battle rules' ``battle`` procedure; the free action is the military
rules' own action, taken through its menu entry, its 1 military power given back to the
realm just before the action takes it (a war started by an event does not get it: Wars
triggered by Events)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.triggers import battle_due, npr_holders
from hegemon.games.eupop.rules.military import land, naval, recruit
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    SHIPS,
    at_war,
    realm,
    top_realm,
    vassals,
    world,
)
from hegemon.games.eupop.world.wars import fighting, members

DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"
FREE_COST = 1
"""The military power the free action would cost, given back."""


def free_entries() -> tuple[MenuEntry, ...]:
    """The actions a declaration may close with: Land or Naval Activation, Recruit Units."""
    return (land.MENU_ENTRY, naval.MENU_ENTRY, recruit.MENU_ENTRY)


def _side(state: State, names: list[str]) -> set[str]:
    """A side's realms with their vassals (a vassal shares its overlord's wars)."""
    return {one for name in names for one in (name, *vassals(state, name))}


def hostile_before(state: State, war_id: str, one: str, other: str) -> bool:
    """Whether two realms (a vassal as its overlord) were at war through a war other than
    ``war_id``, that is before the declaration that started it."""
    first, second = top_realm(state, one), top_realm(state, other)
    return any(
        {first, second} == {attacker, defender}
        for key, war in world(state)["wars"].items()
        if key != war_id
        for attacker, defender in fighting(war)
    )


@implements(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def npr_battle_due(
    state: State, geography: Geography, war_id: str, where: str, there: set[str]
) -> tuple[str, list[str]] | None:
    """An NPR of the war (first by name) controlling a province of the area (an active port
    facing the sea zone) where land units (ships) of the other side stand that were not
    hostile to it before this war: they became hostile by the declaration, so their being
    there triggers the NPR's battle. The NPR and those realms, by name."""
    war = world(state)["wars"][war_id]
    attackers = _side(state, members(war, "attackers"))
    defenders = _side(state, members(war, "defenders"))
    for npr in npr_holders(state, geography, where):
        if npr in defenders:
            enemy = attackers
        elif npr in attackers:
            enemy = defenders
        else:
            continue
        foes = [name for name in sorted(there) if name in enemy and at_war(state, name, npr)]
        if foes and not any(hostile_before(state, war_id, name, npr) for name in foes):
            return npr, foes
    return None


@implements(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def due_battles(
    state: State, geography: Geography, war_id: str, fought: list[str]
) -> tuple[list[str], list[str]]:
    """The sea zones, then the areas, where a battle is due: land units (in an area) or ships
    (in a sea zone, docked ones aside) of both sides of the war stand there (every realm
    there counts as there before the turn: the declaration moved nobody), or the declaring
    side's stand where an NPR of the other side controls a province (an active port) and
    they were not hostile to that NPR before the declaration. Spaces in ``fought`` are left
    out."""
    war = world(state)["wars"][war_id]
    attackers = _side(state, members(war, "attackers"))
    defenders = _side(state, members(war, "defenders"))
    present: dict[str, set[str]] = {}
    for force in world(state)["forces"].values():
        where = force["where"]
        kinds = LAND_UNITS if force["port"] is None and where in geography.areas else SHIPS
        if force["port"] is not None:
            continue
        if any(force["units"].get(kind) for kind in kinds):
            present.setdefault(where, set()).add(force["realm"])
    naval_due: list[str] = []
    land_due: list[str] = []
    for where in sorted(present):
        there = present[where]
        if where in fought or not there & (attackers | defenders):
            continue
        both = (
            bool(there & attackers)
            and bool(there & defenders)
            and battle_due(state, geography, where, sorted(there))
        )
        if both or npr_battle_due(state, geography, war_id, where, there) is not None:
            (land_due if where in geography.areas else naval_due).append(where)
    return naval_due, land_due


VS_NPRS = "eupop-aid:Warfare vs NPRs (p. 36)"


@implements(VS_NPRS, "interpretation:EUPOP-B3")
def npr_first_choices(
    state: State, geography: Geography, war_id: str, pending: list[str]
) -> list[str]:
    """The pending battles that may be fought next: an NPR facing several of them fights
    them in its order of priority (its capital area and the sea zones beside it, then the
    largest enemy force, then the first), so a battle goes only when it is first of every
    NPR in it; when none is, the first pending. An NPR on either side counts: the enemy
    force is the other side's."""
    war = world(state)["wars"][war_id]
    sides = {
        "attackers": _side(state, members(war, "attackers")),
        "defenders": _side(state, members(war, "defenders")),
    }
    forces_of: dict[str, dict[str, int]] = {"attackers": {}, "defenders": {}}
    for force in world(state)["forces"].values():
        where = force["where"]
        if where not in pending or force["port"] is not None:
            continue
        kinds = LAND_UNITS if where in geography.areas else SHIPS
        for side, names in sides.items():
            if force["realm"] in names:
                counted = forces_of[side]
                counted[where] = counted.get(where, 0) + sum(
                    force["units"].get(k, 0) for k in kinds
                )
    involved: dict[str, list[str]] = {}
    opposing: dict[str, str] = {}
    for where in pending:
        for npr in npr_holders(state, geography, where):
            if npr in sides["defenders"]:
                opposing[npr] = "attackers"
            elif npr in sides["attackers"]:
                opposing[npr] = "defenders"
            elif any(at_war(state, name, npr) for name in sides["attackers"]):
                opposing[npr] = "attackers"
            else:
                continue
            involved.setdefault(npr, []).append(where)

    def rank(npr: str, where: str) -> tuple[int, int, int]:
        capital = realm(state, npr)["capital"]
        home = geography.provinces[capital].area if capital is not None else None
        near = home is not None and (where == home or where in geography.areas[home].port_zones)
        enemy = forces_of[opposing[npr]].get(where, 0)
        return (0 if near else 1, -enemy, pending.index(where))

    firsts = {npr: min(spaces, key=lambda one: rank(npr, one)) for npr, spaces in involved.items()}
    allowed = [
        where
        for where in pending
        if all(firsts[npr] == where for npr, spaces in involved.items() if where in spaces)
    ]
    return allowed or pending[:1]


class DeclarationBattles(Procedure):
    """Called with ``seat`` (the declaring realm), ``war`` and ``free`` (whether the free
    action may follow)."""

    name = "declaration_battles"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["fought"] = []
        game.goto("next_battle")

    def _pending(self, game: Game, local: Local) -> list[str]:
        """The battles that may be fought next: naval before land, an NPR's in its order
        of priority."""
        geography = content_of(game).geography
        naval_due, land_due = due_battles(game.state, geography, local["war"], local["fought"])
        return npr_first_choices(game.state, geography, local["war"], naval_due or land_due)

    @step(optional=True)
    @implements(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
    def ask_next_battle(self, game: Game, local: Local) -> Decision | None:
        """Naval battles before land ones; among them the declaring realm picks, an NPR's
        battles coming in its order of priority (interpretation:EUPOP-B3)."""
        pending = self._pending(game, local)
        seat = local["seat"]
        if not pending:
            game.goto("free_action" if local["free"] and not local["fought"] else "done")
            return None
        if len(pending) == 1 or realm(game.state, seat)["player"] != "human":
            self._fight(game, local, pending[0])
            return None
        actions = tuple(
            Action("fight_battle", where, f"Fight the battle in {where}") for where in pending
        )
        return Decision(seat, "Which battle of the declaration is fought next?", actions)

    def on_next_battle(self, game: Game, local: Local, action: Action) -> None:
        where = str(action.argument)
        if where not in self._pending(game, local):
            raise ValueError(f"no battle of the declaration is due in {where}")
        self._fight(game, local, where)

    @step
    def next_battle(self, game: Game, local: Local) -> None:
        game.goto("ask_next_battle")

    @implements(DECLARE_WAR, "interpretation:EUPOP-W14")
    def _fight(self, game: Game, local: Local, where: str) -> None:
        """The declaring side attacks: the declaring realm when its units are there, else
        its side's realm first by name, leading every other realm of its side there; the
        first realm of the other side there by name defends. Where only one side has units,
        beside an NPR of the other side holding land (a port) there, those units attack and
        the NPR defends."""
        state = game.state
        war = world(state)["wars"][local["war"]]
        attackers = _side(state, members(war, "attackers"))
        defenders = _side(state, members(war, "defenders"))
        naval = where not in content_of(game).geography.areas
        kinds = SHIPS if naval else LAND_UNITS
        there = sorted(
            {
                force["realm"]
                for force in world(state)["forces"].values()
                if force["where"] == where
                and force["port"] is None
                and any(force["units"].get(kind) for kind in kinds)
            }
        )
        side = [name for name in there if name in attackers]
        defender = next((name for name in there if name in defenders), None)
        if not side or defender is None:
            geography = content_of(game).geography
            found = npr_battle_due(state, geography, local["war"], where, set(there))
            assert found is not None, f"no NPR battle of the declaration in {where}"
            defender, side = found
        attacker = local["seat"] if local["seat"] in side else side[0]
        local["fought"].append(where)
        game.call(
            "battle",
            then="next_battle",
            where=where,
            attacker=attacker,
            defender=defender,
            active=local["seat"],
            co_attackers=[name for name in side if name != attacker],
        )

    @step(optional=True)
    @implements(DECLARE_WAR, "interpretation:EUPOP-W14")
    def ask_free_action(self, game: Game, local: Local) -> Decision | None:
        """No battle was triggered: the declaring realm may take one of the free actions."""
        seat = local["seat"]
        offers = free_offers(game, seat)
        if not offers:
            game.goto("done")
            return None
        actions = [Action("free_action", flat(offer), f"Free: {offer.label}") for offer in offers]
        actions.append(Action("no_free_action", None, "Take no free action"))
        return Decision(seat, "No battle: activate or recruit without paying?", tuple(actions))

    def on_free_action(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        if action.verb == "no_free_action":
            game.goto("done")
            return
        offer = next(
            (offer for offer in free_offers(game, seat) if flat(offer) == action.argument), None
        )
        if offer is None:
            raise ValueError(f"{seat} cannot take {action.argument!r} now")
        entry = next(entry for entry in free_entries() if entry.verb == offer.verb)
        held = world(game.state)["players"][seat]["monarch_power"]
        held["military"] += FREE_COST
        game.log(
            "monarch_power",
            seat,
            rule=DECLARE_WAR,
            power="military",
            change=FREE_COST,
            now=held["military"],
            asked=FREE_COST,
        )
        argument = offer.argument
        called = list(argument) if isinstance(argument, tuple) else argument
        game.call(entry.procedure, then="done", seat=seat, argument=called)

    @step
    def free_action(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        if realm(game.state, seat)["player"] != "human" or seat not in world(game.state)["players"]:
            game.goto("done")
            return
        game.goto("ask_free_action")

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


def flat(offer: Action) -> tuple[Any, ...]:
    """An offer as one flat argument: its verb, then its own argument's values."""
    rest = offer.argument if isinstance(offer.argument, tuple) else (offer.argument,)
    return (offer.verb, *rest)


@implements(DECLARE_WAR, "interpretation:EUPOP-W14")
def free_offers(game: Game, seat: str) -> list[Action]:
    """The free actions' offers: each action's own, as if the realm held the 1 military
    power it would cost (its other costs, mountains and sieges beyond the first unit, are
    paid as usual)."""
    held = world(game.state)["players"][seat]["monarch_power"]
    content = content_of(game)
    held["military"] += FREE_COST
    try:
        return [
            offer for entry in free_entries() for offer in entry.offers(game.state, content, seat)
        ]
    finally:
        held["military"] -= FREE_COST


PROCEDURES: tuple[Procedure, ...] = (DeclarationBattles(),)
