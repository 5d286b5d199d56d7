"""A Bot's part of phases 4 and 5 and of the End of Age (eupop-bots INCOME & UPKEEP
PHASE, CLEANUP PHASE, END OF AGE ROUTINE; decision 0108 §2.14).

The phase procedures of the main rules call these for each Bot (rules/economy/phase.py,
rules/cleanup/procedure.py); what a Bot does as any player realm (power struggles,
crusades, the Uncontested Papal Controller, marriages at the End of Age, final scoring)
stays in those rules, on the Bot's mat through ``prestige/score.score_prestige``:

- :func:`bot_income` — phase 4: Refresh Bot Power (spent back, the level's gain and the
  town bonus), the Papal Controller's 1 Bot Power, a Bot Emperor's extra Bot Power and its
  prestige at Imperial Authority 6 (interpretation:EUPOP-BOT-55);
- :func:`bot_update` — clean-up A: the manpower reserve (EUPOP-BOT-7) and the colonists;
- :func:`bot_alliances` — clean-up B: the alliances of Bots with player realms, which end;
- :func:`reshuffle_decks` — clean-up B: every Bot deck reshuffled (EUPOP-BOT-56);
- :func:`reset_decks` — the End of Age: every Bot deck reset for the new Age (EUPOP-BOT-57).

Phase 3 for Bots is in :mod:`.phase3`.
"""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import deck
from hegemon.games.eupop.bots.charts.main import territories
from hegemon.games.eupop.bots.power import bot_mat, gain_bp, refresh
from hegemon.games.eupop.bots.tokens import update_town_tile
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.income import emperor_extra
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import realm, world

INCOME = "eupop-bots:INCOME & UPKEEP PHASE"
CLEANUP = "eupop-bots:CLEANUP PHASE"
END_OF_AGE = "eupop-bots:END OF AGE ROUTINE"
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
AID_RESHUFFLE = "eupop-aid:Reshuffling Bot Deck (p. 3)"
PAPAL_BP = 1
"""Bot Power a Bot Papal Controller gains in phase 4."""
EMPEROR_AT_SIX = 6
"""The Imperial Authority at which the Emperor scores 1 prestige in phase 4."""


def bots_in_order(state: State) -> list[str]:
    """The Bot realms in turn order."""
    typed = world(state)
    return [
        name for name in typed["round"]["turn_order"] if typed["realms"][name]["player"] == "bot"
    ]


@implements(
    INCOME,
    BOT_EMPEROR,
    "interpretation:EUPOP-BOT-55",
    "interpretation:EUPOP-BOT-66",
    "interpretation:EUPOP-BOT-27",
)
def bot_income(game: Game, name: str) -> int:
    """Phase 4 for one Bot: its spent Bot Power back to the supply and the level's gain
    with the town bonus (the +20 tile brought up to date first); 1 more as Papal
    Controller; as Emperor, Bot Power equal to the extra monarch power of the current
    Imperial Authority and 1 prestige at Imperial Authority 6. Returns the Bot Power
    gained."""
    state = game.state
    update_town_tile(game, name, INCOME)
    gained = refresh(game, name)
    if papal_controller(state) == name:
        gained += gain_bp(game, name, PAPAL_BP, INCOME, "papal controller")
    empire = world(state)["hre"]
    if empire["emperor"] == name:
        authority = empire["imperial_authority"]
        extra = sum(emperor_extra(authority))
        if extra:
            gained += gain_bp(game, name, extra, BOT_EMPEROR, "emperor")
        if authority >= EMPEROR_AT_SIX:
            score_prestige(game, name, 1, INCOME, "emperor")
    return gained


def _vacant_territory(state: State, geography: Geography) -> bool:
    provinces = world(state)["map"]["provinces"]
    return any(
        provinces[key]["owner"] is None and provinces[key]["colonist"] is None
        for key in territories(geography)
    )


@implements(CLEANUP, "interpretation:EUPOP-BOT-7", "interpretation:EUPOP-BOT-66")
def bot_update(game: Game, name: str, gained_colonists: int) -> None:
    """Clean-up A for one Bot, once the colonists of its Colonial tokens are on its mat
    (``gained_colonists``, the main rules' ``add_colonists``): the manpower reserve is
    the manpower of its tracks (at least 3) less its army's units; when it falls, the
    reserve gives units back first. A Bot with neither a Colonial token (a colonist of
    its on the map) nor a vacant territory left on the map discards the colonists on its
    mat."""
    state = game.state
    content = content_of(game)
    mat = bot_mat(state, name)
    total = manpower(state, name, content.components.manpower_limit)
    before = mat["reserve"]
    held = before + mat["army"]["units"]
    if total >= held:
        mat["reserve"] = before + total - held
    elif held - total <= before:
        mat["reserve"] = before - (held - total)
    else:
        raise RuleNotBuilt(
            CLEANUP,
            f"{name}'s manpower falls below its army's units: the army giving units back "
            "(bots/army.py) is not built",
        )
    if mat["reserve"] != before:
        game.log(
            "bot_reserve", name, rule=CLEANUP, change=mat["reserve"] - before, now=mat["reserve"]
        )
    if gained_colonists:
        game.log("colonists_gained", name, rule=CLEANUP, count=gained_colonists)
    if mat["colonists"] and not gained_colonists:
        geography = content.geography
        colonies = any(
            world(state)["map"]["provinces"][key]["colonist"] == name
            for key in territories(geography)
        )
        if not colonies and not _vacant_territory(state, geography):
            count = mat["colonists"]
            mat["colonists"] = 0
            world(state)["supply"][name]["colonists"] += count
            game.log("bot_colonists_discarded", name, rule=CLEANUP, count=count)


@implements(CLEANUP, "eupop-aid:B. Board and Status Mat clean-up", "interpretation:EUPOP-BOT-66")
def bot_alliances(state: State) -> list[tuple[str, str]]:
    """Clean-up B: the alliances between a Bot and a player realm (human or Bot), which
    end with no other consequence than their tokens going back (the clean-up ends them
    through ``war/calls.py end_alliance``): (Bot, ally) pairs, each alliance once, Bots
    A→Z then allies A→Z."""
    typed = world(state)
    pairs: list[tuple[str, str]] = []
    for name in sorted(typed["bots"]):
        for ally in sorted(realm(state, name)["allies"]):
            if typed["realms"][ally]["kind"] != "player":
                continue
            if ally in typed["bots"] and ally < name:
                continue  # the pair was named from the other Bot
            pairs.append((name, ally))
    return pairs


@implements(CLEANUP, AID_RESHUFFLE, "interpretation:EUPOP-BOT-56")
def reshuffle_decks(game: Game) -> None:
    """Clean-up B: every Bot deck is reshuffled, Bots in turn order."""
    for name in bots_in_order(game.state):
        deck.reshuffle(game, name)


@implements(END_OF_AGE, "interpretation:EUPOP-BOT-57")
def reset_decks(game: Game) -> None:
    """The End of Age: every Bot deck becomes the new Age's cards, Bots in turn order. A
    Bot removes no influence for its marriages (the main rules ask humans only)."""
    age = world(game.state)["round"]["age"]
    for name in bots_in_order(game.state):
        deck.reset(game, name, age)
