"""A Bot's part of phases 3, 4 and 5 and of the End of Age (eupop-bots PEACE & REBELS
PHASE, REBEL DICE ROLLS, INCOME & UPKEEP PHASE, CLEANUP PHASE, END OF AGE ROUTINE;
decision 0108 §2.12, §2.14).

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

Phase 3 (rules/peace_rebels call these for a Bot; B and D are the army's and the peace's):

- :func:`rebel_siege_choice` — C: the province rebels siege when a Bot chooses;
- :func:`liberation_unrest` — C and I: 1 unrest where rebels free a Bot's province;
- :func:`bot_dissent` — G: at most 1 unrest (interpretation:EUPOP-BOT-52);
- :func:`bot_unrest` — H: 2 unrest at war, then 1 or 2 removed by administrative ideas
  (interpretation:EUPOP-BOT-53);
- :func:`roll_bot_dice`, :func:`resolve_bot_die` — I: every unrest of the Bot rolled at
  once, at most 5 dice, at most 1 Bot Power lost (interpretation:EUPOP-BOT-30).
"""

from __future__ import annotations

from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import deck
from hegemon.games.eupop.bots.army import give_back
from hegemon.games.eupop.bots.charts.main import territories
from hegemon.games.eupop.bots.choice import areas_by_tax_value, provinces_by_tax_value
from hegemon.games.eupop.bots.power import bot_mat, gain_bp, lose_bp, refresh
from hegemon.games.eupop.bots.tokens import update_town_tile
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.income import emperor_extra
from hegemon.games.eupop.rules.peace_rebels import dice, rebels, unrest
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    area,
    enemies,
    province,
    provinces_by_owner,
    realm,
    world,
)

INCOME = "eupop-bots:INCOME & UPKEEP PHASE"
CLEANUP = "eupop-bots:CLEANUP PHASE"
END_OF_AGE = "eupop-bots:END OF AGE ROUTINE"
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
AID_RESHUFFLE = "eupop-aid:Reshuffling Bot Deck (p. 3)"
PAPAL_BP = 1
"""Bot Power a Bot Papal Controller gains in phase 4."""
EMPEROR_AT_SIX = 6
"""The Imperial Authority at which the Emperor scores 1 prestige in phase 4."""
PEACE_REBELS = "eupop-bots:PEACE & REBELS PHASE"
REBEL_DICE = "eupop-bots:REBEL DICE ROLLS"
AID_BOT_ROLLS = "eupop-aid:Bot rolls (p. 4)"
BOTS_IDEAS = "eupop-bots:BOTS & IDEAS"
MOST_DICE = 5
"""Rebel dice a Bot rolls at most at once."""
LOSS_FACES = frozenset({"lose_monarch_power", "exhaust_manpower", "lose_ducats"})
"""Faces of our rebel die that cost a Bot 1 Bot Power (interpretation:EUPOP-BOT-30)."""
AT_WAR_UNREST = 2
DISSENT_MOST = 1
ADMINISTRATIVE_MANY = 3
"""Administrative ideas from which a Bot removes 2 unrest in step H, not 1."""


def is_bot(state: State, name: str | None) -> bool:
    """Whether ``name`` is a Bot realm."""
    return name is not None and name in world(state)["bots"]


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
    reserve gives units back first, then the army (``bots/army.py give_back``). A Bot with
    neither a Colonial token (a colonist of its on the map) nor a vacant territory left on
    the map discards the colonists on its mat."""
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
        mat["reserve"] = 0
        give_back(game, name, held - total - before, CLEANUP)
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


# -- phase 3 ----------------------------------------------------------------------------------


@implements(PEACE_REBELS, "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION")
def rebel_siege_choice(state: State, geography: Geography, name: str, group: list[str]) -> str:
    """Step C: the province rebels siege when the Bot ``name`` is the realm that chooses.
    Rebels taking a province hurt its owner: another realm's province first, the highest
    tax value (bad for an Opponent), then A→Z; its own only when the group holds no other
    realm's, the lowest tax value (bad for the Bot: as little as it can), then A→Z."""
    records = world(state)["map"]["provinces"]
    others = [key for key in group if records[key]["owner"] != name]
    if others:
        return provinces_by_tax_value(geography, others, good_for_bot=True)[0]
    return provinces_by_tax_value(geography, group, good_for_bot=False)[0]


@implements(PEACE_REBELS, REBEL_DICE, "eupop-aid:Rebel Units (👤)")
def liberation_unrest(game: Game, name: str, where: str, rule: str) -> None:
    """Rebels freed a province of the Bot from it: the Bot places 1 unrest in its area."""
    unrest.add_unrest(game.state, where, name)
    game.log("unrest_added", name, rule=rule, area=where, count=1)


def frees_bot_province(state: State, geography: Geography, target: str) -> str | None:
    """The Bot whose province rebels taking ``target`` would free, or None."""
    owner = province(state, target)["owner"]
    side = rebels.player_side(state, owner)
    if is_bot(state, side) and rebels.frees_from_owner(state, geography, target):
        return side
    return None


@implements(PEACE_REBELS, "interpretation:EUPOP-BOT-52")
def bot_dissent(game: Game, geography: Geography, name: str) -> None:
    """Step G: a Bot gains at most 1 unrest — in its dissenting area of lowest tax value
    where it owns provinces; with none but its influence in an area of another religion,
    in its area of lowest tax value (it never gives the influence up)."""
    state = game.state
    gains = unrest.dissent_areas(state, geography, name)
    if not gains and unrest.dissent_choices(state, geography, name):
        gains = unrest.areas_with_provinces(state, geography, name)
    if not gains:
        return
    where = areas_by_tax_value(geography, gains, good_for_bot=False)[0]
    unrest.add_unrest(state, where, name, DISSENT_MOST)
    game.log("unrest_added", name, rule=PEACE_REBELS, area=where, count=DISSENT_MOST)


@implements(PEACE_REBELS, BOTS_IDEAS, "interpretation:EUPOP-BOT-53")
def bot_unrest(game: Game, geography: Geography, name: str) -> None:
    """Step H: at war, the Bot gains 2 unrest in its area of lowest tax value; then with
    1-2 administrative ideas it removes 1 unrest, with 3 or more 2 — each from the area
    holding most of its unrest, then (good for it) of highest tax value, then A→Z."""
    state = game.state
    if enemies(state, name):
        held = unrest.areas_with_provinces(state, geography, name)
        if held:
            where = areas_by_tax_value(geography, held, good_for_bot=False)[0]
            unrest.add_unrest(state, where, name, AT_WAR_UNREST)
            game.log("unrest_added", name, rule=PEACE_REBELS, area=where, count=AT_WAR_UNREST)
    ideas = bot_mat(state, name)["ideas"]["administrative"]
    removals = 0 if ideas <= 0 else (2 if ideas >= ADMINISTRATIVE_MANY else 1)
    for _ in range(removals):
        held = unrest.areas_with_unrest(state, name)
        if not held:
            return
        most = max(area(state, key)["unrest"][name] for key in held)
        candidates = [key for key in held if area(state, key)["unrest"][name] == most]
        where = areas_by_tax_value(geography, candidates, good_for_bot=True)[0]
        unrest.remove_unrest(state, where, name)
        game.log("unrest_removed", name, rule=BOTS_IDEAS, area=where, count=1)


@implements(REBEL_DICE, AID_BOT_ROLLS, "interpretation:EUPOP-BOT-30")
def roll_bot_dice(game: Game, local: Local) -> None:
    """Step I (and any rebel dice a Bot rolls): one die per unrest of the Bot in the areas
    to roll in, all at once, at most 5 (and at most the roll's ``limit``); the faces wait
    in ``local["queue"]`` for :func:`resolve_bot_die`, and no area is left to roll."""
    state = game.state
    name = local["seat"]
    areas = list(local["areas"])
    count = sum(area(state, key)["unrest"].get(name, 0) for key in areas)
    if local.get("limit") is not None:
        count = min(count, int(local["limit"]))
    count = min(count, MOST_DICE)
    faces = content_of(game).dice.rebel_die
    values = game.roll_dice(count, f"rebel dice in {', '.join(areas)}", seat=name, rule=REBEL_DICE)
    local["queue"] = [[None, faces[value - 1]] for value in values]
    local["areas"] = []
    local["bot_dice"] = {"areas": areas, "lost": False}


def _rebellion_area(state: State, geography: Geography, name: str, areas: list[str]) -> str | None:
    """Where a Bot's rebellion strikes: its army's area if the roll's areas hold its unrest
    there, else (bad for it) the area of lowest tax value holding its unrest, A→Z."""
    held = [key for key in areas if area(state, key)["unrest"].get(name, 0) > 0]
    army = bot_mat(state, name)["army"]["area"]
    if army is not None and army in held:
        return army
    return areas_by_tax_value(geography, held, good_for_bot=False)[0] if held else None


def _log_die(game: Game, name: str, face: str, where: str | None, effect: str) -> None:
    game.log("bot_rebel_die", name, rule=REBEL_DICE, face=face, area=where, effect=effect)


def _done(game: Game, name: str, face: str, where: str | None, effect: str) -> None:
    """Log the die and move on to the next one."""
    _log_die(game, name, face, where, effect)
    game.goto("resolve_die")


@implements(REBEL_DICE, AID_BOT_ROLLS, "interpretation:EUPOP-BOT-30")
def resolve_bot_die(game: Game, local: Local, name: str, face: str) -> None:
    """One of a Bot's rebel dice: a loss face costs 1 Bot Power, once a roll; the unrest
    face removes 1 of its unrest (good for it: the area of highest tax value, A→Z); a
    rebellion strikes as the main rules say, in the area :func:`_rebellion_area` names, a
    province of its chosen as bad for it (lowest tax value, A→Z), and a province freed from
    it brings 1 unrest. Moves the procedure on to its ``resolve_die`` step (here, or through
    the main rules' ``dice.rebellion`` and ``dice.strike``)."""
    state, geography = game.state, content_of(game).geography
    rolled = local["bot_dice"]
    areas = list(rolled["areas"])
    if face in LOSS_FACES:
        if rolled["lost"]:
            _done(game, name, face, None, "nothing: 1 Bot Power lost already")
            return
        lost = lose_bp(game, name, 1, REBEL_DICE, "rebel die")
        rolled["lost"] = lost > 0
        _done(game, name, face, None, f"{lost} Bot Power lost")
        return
    if face == "remove_unrest":
        held = [key for key in areas if area(state, key)["unrest"].get(name, 0) > 0]
        if not held:
            _done(game, name, face, None, "no unrest left to remove")
            return
        chosen = areas_by_tax_value(geography, held, good_for_bot=True)[0]
        unrest.remove_unrest(state, chosen, name)
        _done(game, name, face, chosen, "1 unrest removed")
        return
    if face != "rebellion":
        _done(game, name, face, None, "no effect")
        return
    where = _rebellion_area(state, geography, name, areas)
    if where is None:
        _done(game, name, face, None, "no unrest left to rebel")
        return
    _log_die(game, name, face, where, "rebellion")
    if rebels.player_land_units(state, where, name):
        dice.rebellion(game, local, name, where)
        return
    struck = local.get("struck", [])
    held_provinces = provinces_by_owner(state, [name])[name]
    candidates = [
        key
        for key in held_provinces
        if geography.provinces[key].area == where
        and key not in struck
        and province(state, key)["occupier"] != REBELS
    ]
    if not candidates:
        dice.rebellion(game, local, name, where)
        return
    target = provinces_by_tax_value(geography, candidates, good_for_bot=False)[0]
    freed = frees_bot_province(state, geography, target)
    dice.strike(game, local, target)
    if freed is not None and province(state, target)["owner"] != name:
        liberation_unrest(game, freed, where, REBEL_DICE)
