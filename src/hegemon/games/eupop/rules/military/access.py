"""Military access (eupop-aid Military Access (p. 25)): where a realm's units may enter an
area, and what entering a Neutral area costs. Movement asks ``access`` before a move and
calls ``take_access`` with the option the player chose."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import can_pay_ducats, lose_ducats
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import area, realm, world

MILITARY_ACCESS = "eupop-aid:Military Access (p. 25)"
NEUTRAL_DUCATS = 3
AccessOption = Literal["free", "remove_influence", "pay_ducats"]


@dataclass(frozen=True, slots=True)
class Access:
    """How ``realm`` may enter an area: ``options`` (empty: it may not, for ``reason``);
    ``permission``: the player realms one of which must agree first."""

    options: tuple[AccessOption, ...]
    reason: str = ""
    permission: tuple[str, ...] = ()


@implements(MILITARY_ACCESS, "interpretation:EUPOP-W8")
def access(state: State, content: Content, name: str, area_name: str) -> Access:
    seen = outlook(state, name)
    provinces = content.geography.areas[area_name].provinces
    records = world(state)["map"]["provinces"]
    holders = {
        holder
        for province in provinces
        for holder in (records[province]["owner"], records[province]["occupier"])
        if holder is not None
    }
    if any(seen.relation(holder) != "neutral" for holder in holders):
        return Access(("free",))
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    in_defended_hre = hre["defending"] and area(state, area_name)["hre"]
    if in_defended_hre and emperor is not None and seen.relation(emperor) in ("self", "enemy"):
        return Access(("free",))
    if not seen.enemies:
        return Access((), f"{name} is at peace: no access to the neutral area {area_name}")
    if area(state, area_name)["unrest"].get(name, 0) > 0:
        return Access((), f"{name} has unrest in {area_name}")
    options: list[AccessOption] = []
    if area(state, area_name)["influence"].get(name, 0) > 0:
        options.append("remove_influence")
    if (
        name in world(state)["players"]
        and world(state)["players"][name]["ducats"] >= NEUTRAL_DUCATS
    ):
        options.append("pay_ducats")
    if not options:
        return Access((), f"{name} has no influence in {area_name} and cannot pay 3 ducats")
    owners = [records[province]["owner"] for province in provinces]
    permission: tuple[str, ...] = ()
    if provinces and all(o is not None and realm(state, o)["kind"] == "player" for o in owners):
        permission = tuple(sorted({o for o in owners if o is not None}))
    return Access(tuple(options), permission=permission)


@implements(MILITARY_ACCESS)
def take_access(game: Game, name: str, area_name: str, option: AccessOption) -> None:
    """Pay for access to a neutral area with the option chosen (a cube removed goes back to
    the realm's supply, interpretation:EUPOP-F20)."""
    if option == "remove_influence":
        influence = area(game.state, area_name)["influence"]
        influence[name] -= 1
        if influence[name] == 0:
            del influence[name]
        supply = world(game.state)["supply"].get(name)
        if supply is not None:  # the cube goes back (interpretation:EUPOP-F20)
            supply["cubes"] += 1
        game.log("access_taken", name, rule=MILITARY_ACCESS, area=area_name, paid="influence")
    elif option == "pay_ducats":
        if not can_pay_ducats(game, name, NEUTRAL_DUCATS):
            raise ValueError(f"{name} cannot pay {NEUTRAL_DUCATS} ducats")
        lose_ducats(game, name, NEUTRAL_DUCATS, MILITARY_ACCESS, "military access")
        game.log("access_taken", name, rule=MILITARY_ACCESS, area=area_name, paid="ducats")
