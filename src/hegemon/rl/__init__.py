"""Research interfaces: a PettingZoo AEC environment and a Gymnasium environment for every
game with a research encoding (docs/rl.md). Needs the ``rl`` extra
(``pip install 'hegemon[rl]'``: gymnasium, pettingzoo, numpy).

>>> env = aec_env("eotma", scenario="millennium", seed=3)
>>> env.reset()
>>> observation, reward, terminated, truncated, info = env.last()
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hegemon.engine.rules import RulesModule

try:
    from hegemon.rl.aec import HegemonAEC
    from hegemon.rl.encoding import NotEncoded
    from hegemon.rl.single import HegemonGym
except ModuleNotFoundError as error:  # pragma: no cover - depends on the installed extras
    if error.name not in ("numpy", "gymnasium", "pettingzoo"):
        raise
    raise ModuleNotFoundError(
        f"hegemon.rl needs the rl extra ({error.name} is missing): pip install 'hegemon[rl]'",
        name=error.name,
    ) from None

__all__ = ["HegemonAEC", "HegemonGym", "NotEncoded", "aec_env", "gym_env"]


def aec_env(
    game: str | RulesModule,
    scenario: str | None = None,
    seed: int = 0,
    shaping: bool = False,
    seats: Sequence[str] | None = None,
    render_mode: str | None = None,
) -> HegemonAEC:
    """A PettingZoo AEC environment of ``game``: one agent per seat of ``seats`` (default:
    every seat the scenario gives no Bot); the game's Bots play the others."""
    return HegemonAEC(game, scenario, seed, shaping, seats, render_mode)


def gym_env(
    game: str | RulesModule,
    scenario: str | None = None,
    seed: int = 0,
    seat: str | None = None,
    opponents: str | Mapping[str, str] = "heuristic",
    shaping: bool = False,
    seats: Sequence[str] | None = None,
    render_mode: str | None = None,
) -> HegemonGym:
    """A Gymnasium environment of ``game`` for ``seat`` (default: the first) against the
    game's agents named by ``opponents`` (one name for every other seat, or seat → name)."""
    return HegemonGym(
        game,
        scenario,
        seed,
        seat,
        opponents,
        shaping,
        seats,
        render_mode=render_mode,
    )
