"""The Empire after a peace: areas leaving or rejoining the HRE when a peace moves provinces
(eupop-aid D. Peace Resolutions: Imperial Authority moves by the number of areas leaving or
joining; Leaving and Rejoining HRE (p. 45)) — :func:`settle_areas`, which the peace calls,
is the empire package's (rules/empire/lands.py) — and the Emperor's peace with an external
aggressor (D. Peace Resolutions, interpretation:EUPOP-Q16)."""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.empire.lands import change_authority, settle_areas
from hegemon.games.eupop.world.empire import members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, vassals, world
from hegemon.games.eupop.world.wars import side_of

__all__ = ["ExternalPeace", "external_peace", "settle_areas", "settle_external"]

LEAVE_REJOIN = "eupop-aid:Leaving and Rejoining HRE (p. 45)"
PHASE_STEP = "eupop-aid:D. Peace Resolutions"


def _authority(game: Game, change: int, rule: str = LEAVE_REJOIN) -> None:
    change_authority(game, change, rule)


@dataclass(frozen=True, slots=True)
class ExternalPeace:
    """A pair about to make peace in which the Emperor, defending, faces an aggressor from
    outside the HRE; ``held`` are the provinces in HRE areas the Emperor's group owns."""

    aggressor: str
    emperor_won: bool
    held: tuple[str, ...]


@implements(PHASE_STEP, "interpretation:EUPOP-Q16")
def external_peace(
    state: State,
    geography: Geography,
    pairs: list[tuple[str, str, str]],
    winner: str,
) -> ExternalPeace | None:
    """Among the pairs one victory settles (the winner's seat chose the term), the one of
    the Emperor on the defending side and an attacker that is not an HRE member; None
    when there is none."""
    emperor = world(state)["hre"]["emperor"]
    if emperor is None:
        return None
    inside = set(members(state, geography))
    for war_id, attacker, defender in pairs:
        war = world(state)["wars"].get(war_id)
        if war is None or emperor != defender or attacker in inside:
            continue
        if side_of(war, emperor) != "defenders":
            continue
        emperor_won = winner in (emperor, _carrier_of(state, emperor, winner))
        group = {emperor, *vassals(state, emperor)}
        held = tuple(
            sorted(
                name
                for name, record in world(state)["map"]["provinces"].items()
                if record["owner"] in group and area(state, geography.provinces[name].area)["hre"]
            )
        )
        return ExternalPeace(attacker, emperor_won, held)
    return None


def _carrier_of(state: State, emperor: str, winner: str) -> str:
    """The winner when the Emperor is one of its active allies (it then wins with it)."""
    return winner if emperor in realm(state, winner)["active_allies"] else ""


@implements(PHASE_STEP, "interpretation:EUPOP-Q16")
def settle_external(game: Game, peace: ExternalPeace) -> None:
    """After the peace: a winning Emperor that ceded none of the HRE provinces its group
    held gains 1 Imperial Authority (within its maximum); a losing Emperor loses 1 (not
    below 0)."""
    state = game.state
    if peace.emperor_won:
        emperor = world(state)["hre"]["emperor"]
        group = {emperor, *vassals(state, emperor)} if emperor else set()
        if all(world(state)["map"]["provinces"][name]["owner"] in group for name in peace.held):
            _authority(game, 1, PHASE_STEP)
    else:
        _authority(game, -1, PHASE_STEP)
