"""The Bots in phase 3 step D (eupop-bots PEACE & REBELS PHASE; decision 0108 §2.12;
interpretation:EUPOP-BOT-51, EUPOP-BOT-71): the ``peace`` chart's facts and steps, a Bot's
answer to a human's peace proposal, and its army leaving the map at peace.

The main rules' peace resolution (rules/peace/procedure.py) runs as for humans; where it
would ask a Bot for a term it walks the ``peace`` chart instead (PEA-1..PEA-5), which keeps
its answer in the procedure's ``pending`` (``bot_term``): after a total or a partial
victory (or a surrender) the Bot fully annexes an NPR when it may, else keeps the board as
it stands (every province it occupies kept); with no victory it fights on (a Bot never
proposes a peace nor surrenders). Put a proposal by a human, a Bot accepts only a white
peace, and only when the tax value the human occupies of it exceeds what it occupies of the
human (A 158). A Bot loser of Force Conversion removes its cubes by its choice process
(EUPOP-BOT-80).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import withdraw
from hegemon.games.eupop.bots.choice import SELECTION, areas_by_tax_value
from hegemon.games.eupop.bots.facts import Answer, BotContext, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.religion.force import CONVERT, remove_at_once
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import REBELS, enemies, forces_at, owner, unit_count, world
from hegemon.games.eupop.world.relations import counted_tax_value, is_player

PEACE = "eupop-bots:PEACE & REBELS PHASE"
PEACE_CHART = "peace"
VICTORIES = ("total_victory",)
PARTIAL = ("partial_victory", "surrender")


def _pending(state: State) -> dict[str, Any]:
    """What the peace resolution asks the Bot (its frame is the chart's caller)."""
    local: dict[str, Any] = state["stack"][-2]["local"]["pending"]
    return local


@implements(PEACE, "interpretation:EUPOP-BOT-51")
def total_victory_over(bot: BotContext) -> Answer:
    """PEA-1: the Bot has a total victory over its enemy of this pair."""
    pending = _pending(bot.state)
    won = pending["kind"] in VICTORIES
    facts: dict[str, int | str | list[str]] = {"loser": pending["loser"], "kind": pending["kind"]}
    return Answer(
        won, facts, f"total victory over {pending['loser']}" if won else "no total victory"
    )


@implements(PEACE, "interpretation:EUPOP-BOT-51")
def partial_victory_over(bot: BotContext) -> Answer:
    """PEA-3: a partial victory, or the enemy surrendered (a term as after one)."""
    pending = _pending(bot.state)
    won = pending["kind"] in PARTIAL
    facts: dict[str, int | str | list[str]] = {"loser": pending["loser"], "kind": pending["kind"]}
    because = f"{pending['kind'].replace('_', ' ')} over {pending['loser']}"
    return Answer(won, facts, because if won else "no victory")


@implements(PEACE, "interpretation:EUPOP-BOT-51", "interpretation:EUPOP-BOT-71")
def bot_term(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """PEA-2, PEA-4: Full Annexation of a non-player loser when it is offered, else Keep
    Current Board State (every province the Bot occupies kept, A 378-392), else the first term
    offered."""
    pending = _pending(game.state)
    offered: list[str] = list(pending["terms"])
    loser = str(pending["loser"])
    if "full_annexation" in offered and not is_player(game.state, loser):
        term = "full_annexation"
    elif "keep_board_state" in offered:
        term = "keep_board_state"
    else:
        term = offered[0]
    pending["bot_term"] = term
    return Done({"term": term, "offered": offered}, f"{term.replace('_', ' ')} on {loser}")


@implements(PEACE, "interpretation:EUPOP-BOT-51")
def fight_on(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """PEA-5: no victory: the Bot neither proposes a peace nor surrenders — it fights on."""
    pending = _pending(game.state)
    pending["bot_term"] = "none"
    return Done({"loser": pending["loser"]}, f"fights on against {pending['loser']}")


def _occupied_value(state: State, geography: Geography, occupier: str, victim: str) -> int:
    provinces = world(state)["map"]["provinces"]
    return sum(
        counted_tax_value(state, geography, key)
        for key in world(state)["owned"].get(victim, [])
        if provinces[key]["occupier"] == occupier
    )


@implements(PEACE, "interpretation:EUPOP-BOT-51")
def accepts(game: Game, name: str, proposer: str, proposal: str) -> bool:
    """A Bot answers a human's peace proposal: only a white peace, and only when the
    proposer occupies more of its tax value than it occupies of the proposer's (A 158)."""
    if proposal != "white_peace":
        return False
    geography = content_of(game).geography
    theirs = _occupied_value(game.state, geography, proposer, name)
    mine = _occupied_value(game.state, geography, name, proposer)
    return theirs > mine


@implements(PEACE, "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-51")
def withdraw_at_peace(game: Game) -> list[str]:
    """Each Bot at peace takes its army off the map, unless hostile units or rebels stand
    in the army's area where the Bot owns a province. Returns the Bots withdrawn."""
    state = game.state
    gone = []
    geography = content_of(game).geography
    for name, mat in sorted(world(state)["bots"].items()):
        where = mat["army"]["area"]
        if where is None or enemies(state, name):
            continue
        mine = any(owner(state, key) == name for key in geography.areas[where].provinces)
        seen = outlook(state, name)
        threatened = mine and any(
            unit_count(force)
            and force["realm"] != name
            and (force["realm"] == REBELS or seen.hostile(force["realm"]))
            for force in forces_at(state, where)
        )
        if not threatened:
            withdraw(game, name, PEACE)
            gone.append(name)
    return gone


@implements(CONVERT, SELECTION, "interpretation:EUPOP-BOT-80")
def forced_out_cubes(game: Game, name: str) -> list[str]:
    """A Bot loser of Force Conversion removes its 4 influence cubes as a choice process
    picks an effect bad for it: each from its area of lowest tax value holding one, then
    A→Z. Returns the areas, in order."""
    geography = content_of(game).geography

    def pick(sources: list[str]) -> str:
        return areas_by_tax_value(geography, sources, good_for_bot=False)[0]

    return remove_at_once(game, name, pick)


FACTS: dict[str, Fact] = {
    "total_victory_over": total_victory_over,
    "partial_victory_over": partial_victory_over,
}
STEPS: dict[str, Step] = {"bot_term": bot_term, "fight_on": fight_on}
