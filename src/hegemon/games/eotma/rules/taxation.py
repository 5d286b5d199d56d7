"""The taxation segment of a player turn: taxation (16.1–16.17) and plunder (16.2–16.23.2).

``call("taxation", then=..., seat=...)`` walks the empire's areas in map order and asks,
for each, whether to tax it (and how much), plunder it or leave it untaxed; each choice
is carried out before the next area is named (16.1). The turn offers the segment until
an area has been taxed or plundered in it (16.14, interpretation:EOTMA-46), so every area
is taxed at most once (16.15) and plunder happens only here (16.21). Ends with the gold
gained and whether any area was taxed or plundered (``taxed``).
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.plunder_table import plunder_gold
from hegemon.games.eotma.rules.rebellion import enter_unrest, rebellion_chance, rebellion_value
from hegemon.games.eotma.world.communication import connected_to_court
from hegemon.games.eotma.world.layout import area, empire, owned_areas

TAXATION = "eotma:16.1"
PLUNDER = "eotma:16.2"
LOWEST = -3
"""The lowest social state (interpretation:EOTMA-1): it cannot be plundered (16.22)."""


@implements("eotma:16.11", "eotma:16.13", "eotma:10.34")
def taxable(state: State, content: Content, seat: str, name: str) -> bool:
    """Whether the seat may tax an area: its own, at a positive social state, connected to
    its court; C results others hold against it change nothing (10.34)."""
    record = area(state, name)
    return (
        record["owner"] == seat
        and record["social_state"] > 0
        and connected_to_court(
            state, content.geography, seat, name, content.endeavours.connection_sea_limit
        )
    )


@implements("eotma:16.2", "eotma:16.22", "interpretation:EOTMA-46")
def plunderable(state: State, seat: str, name: str) -> bool:
    """Whether the seat may plunder an area: any of its own above the lowest social state
    (no connection to the court is needed, interpretation:EOTMA-46)."""
    record = area(state, name)
    return record["owner"] == seat and record["social_state"] > LOWEST


@implements("eotma:16.1", "eotma:16.2")
def taxation_available(state: State, content: Content, seat: str) -> bool:
    """The turn offers taxation while some area of the seat can be taxed or plundered."""
    owned = owned_areas(state, content.geography, seat)
    return any(plunderable(state, seat, name) for name in owned)


def _risk(content: Content, value: int) -> str:
    """A rebellion value and its chance to rebel, for an action's label."""
    return f"rebellion value {value}, {rebellion_chance(content, value):.0%} chance to rebel"


@implements("eotma:16.11", "eotma:16.16", "eotma:16.17", "eotma:16.2", "eotma:16.23.1")
def area_actions(state: State, content: Content, seat: str, name: str) -> list[Action]:
    """The choices for one area: tax 1 to its social state in gold, plunder it, or leave it
    untaxed. Labels give the rebellion value each choice would be checked against, and its
    chance to rebel (before any waiver of opponents' ties)."""
    record = area(state, name)
    level = record["social_state"]
    court = name == empire(state, seat)["court"]
    actions = []
    if taxable(state, content, seat, name):
        for gold in range(1, level + 1):
            if court:
                label = f"Tax {gold} gold from {name}, your court (no rebellion check)"
            else:
                value = rebellion_value(state, content, name, gold).value
                label = f"Tax {gold} gold from {name} ({_risk(content, value)})"
            actions.append(Action("tax_area", (name, gold), label))
    if plunderable(state, seat, name):
        if record["unrest"]:
            value = rebellion_value(state, content, name, content.rebellion.plunder_gold).value
            effect = f"already in unrest: {_risk(content, value)}"
        else:
            effect = "it enters unrest"
        label = f"Plunder {name} (social state {level:+d} → {level - 1:+d}; {effect})"
        actions.append(Action("plunder", name, label))
    actions.append(Action("leave_untaxed", name, f"Leave {name} untaxed"))
    return actions


class Taxation(Procedure):
    """``call("taxation", then=..., seat=...)``: the taxation segment; ends with the gold
    gained."""

    name = "taxation"

    @step
    @implements(TAXATION, "eotma:16.12", "eotma:16.14", "eotma:16.15", "eotma:16.21")
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        geography = content_of(game).geography
        local["areas"] = [
            name
            for name in owned_areas(game.state, geography, seat)
            if plunderable(game.state, seat, name)
        ]
        local["next"] = 0
        local["gained"] = 0
        local["taxed"] = False
        game.log("taxation", seat, rule=TAXATION, areas=local["areas"])
        game.goto("next_area")

    @step
    def next_area(self, game: Game, local: Local) -> None:
        """Name the next area of the list, or end the segment after the last."""
        if local["next"] < len(local["areas"]):
            game.goto("ask_area")
            return
        record = empire(game.state, local["seat"])
        game.log("taxation_ends", local["seat"], rule=TAXATION, gained=local["gained"])
        game.end({"gold": local["gained"], "treasury": record["gold"], "taxed": local["taxed"]})

    @step(optional=True)
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        """Tax, plunder or leave the area named. Nothing to ask about an area no longer the
        seat's or fallen to the lowest social state since the segment began (it can be
        neither taxed nor plundered): the next area is named."""
        state = game.state
        seat = local["seat"]
        name = local["areas"][local["next"]]
        if not plunderable(state, seat, name):
            local["next"] += 1
            game.goto("next_area")
            return None
        actions = area_actions(state, content_of(game), seat, name)
        later = len(local["areas"]) - local["next"] - 1
        if later:
            actions.append(
                Action(
                    "stop_taxing",
                    None,
                    "Stop taxing: leave the later area untaxed"
                    if later == 1
                    else f"Stop taxing: leave the {later} later areas untaxed",
                )
            )
        record = area(state, name)
        unrest = ", in unrest" if record["unrest"] else ""
        prompt = (
            f"Taxation: {name} (social state {record['social_state']:+d}{unrest}). "
            f"Your treasury holds {empire(state, seat)['gold']} gold."
        )
        return Decision(seat, prompt, tuple(actions))

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        name = local["areas"][local["next"]]
        local["next"] += 1
        if action.verb == "leave_untaxed":
            game.log("untaxed", seat, rule="eotma:16.12", area=name)
            game.goto("next_area")
        elif action.verb == "stop_taxing":
            local["next"] = len(local["areas"])
            game.log("untaxed", seat, rule="eotma:16.12", area=name, rest=True)
            game.goto("next_area")
        elif action.verb == "tax_area":
            assert isinstance(action.argument, tuple)
            gold = action.argument[1]
            assert isinstance(gold, int)
            self._tax(game, local, name, gold)
        else:
            self._plunder(game, local, name)

    @implements(TAXATION, "eotma:16.16", "eotma:16.17")
    def _tax(self, game: Game, local: Local, name: str, gold: int) -> None:
        local["area"] = name
        local["gold"] = gold
        local["taxed"] = True
        game.log("tax", local["seat"], rule=TAXATION, area=name, gold=gold)
        if name == empire(game.state, local["seat"])["court"]:
            game.goto("collect")
            return
        game.call(
            "rebellion_check",
            then="collect",
            area=name,
            gold=gold,
            cause=f"taxed for {gold} gold",
        )

    @step
    @implements(TAXATION)
    def collect(self, game: Game, local: Local) -> None:
        """The area was taxed unless it rebelled: then no gold (16.1)."""
        result = local.get("result")
        if result == "rebellion":
            game.log("tax_fails", local["seat"], rule=TAXATION, area=local["area"])
        else:
            self._gain(game, local, local["gold"], TAXATION)
        game.goto("next_area")

    @implements(PLUNDER, "eotma:16.22", "eotma:16.23", "eotma:16.23.1")
    def _plunder(self, game: Game, local: Local, name: str) -> None:
        content = content_of(game)
        seat = local["seat"]
        record = area(game.state, name)
        record["social_state"] -= 1
        local["area"] = name
        local["taxed"] = True
        game.log(
            "plunder", seat, rule="eotma:16.22", area=name, social_state=record["social_state"]
        )
        if not record["unrest"]:
            enter_unrest(game, name, "plundered", "eotma:16.23")
            game.goto("plunder_roll")
            return
        game.call(
            "rebellion_check",
            then="after_plunder_check",
            area=name,
            gold=content.rebellion.plunder_gold,
            cause="plundered while in unrest",
        )

    @step
    @implements("eotma:16.23.1")
    def after_plunder_check(self, game: Game, local: Local) -> None:
        if local.get("result") == "rebellion":
            game.log("plunder_fails", local["seat"], rule="eotma:16.23.1", area=local["area"])
            game.goto("next_area")
        else:
            game.goto("plunder_roll")

    @step
    @implements("eotma:16.23.2", "eotma:11.3")
    def plunder_roll(self, game: Game, local: Local) -> None:
        gold = plunder_gold(game, content_of(game), local["seat"], f"plunder of {local['area']}")
        self._gain(game, local, gold, "eotma:16.23.2")
        game.goto("next_area")

    def _gain(self, game: Game, local: Local, gold: int, rule: str) -> None:
        record = empire(game.state, local["seat"])
        record["gold"] += gold
        local["gained"] += gold
        game.log(
            "gold", local["seat"], rule=rule, area=local["area"], change=gold, gold=record["gold"]
        )
