"""Substitute Bots (eupop-bots SUBSTITUTE BOTS; decision 0108 §2.16, decision 0110): a
human seat handed to a Bot between rounds (REPLACING HUMANS), and a Bot realm fully
annexed replaced by a non-player realm played by a Bot (REPLACING BOT REALMS).

- :func:`commands` / :func:`give` — the seat commands ``hand_to_bot`` and its withdrawal
  ``keep_my_seat``: they only write the realm into (or out of) ``round.replacements``;
- :func:`take_replacements` — the round's first step hands every waiting realm to a Bot;
- :func:`convert_human` — the conversion of the player mat into a Bot mat (S 554–577,
  interpretation:EUPOP-BOT-60);
- :func:`replace_bot` — called by Full Annexation (``rules/peace/terms.py``) when a Bot
  has no province left: :func:`substitute_for` chooses its successor (S 542–552,
  interpretation:EUPOP-BOT-59).

The realm stays in ``meta.seats``: that list is what the replay, the saved game and the
secrets check set the game up from, so a seat given to a Bot is told by its realm's
``player`` (``bot``) instead (interpretation:EUPOP-BOT-60). A Bot is never asked a decision.
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.deck import age_cards, bot_card
from hegemon.games.eupop.bots.tokens import town_for, update_town_tile
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card, event_card, mission_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.narration_text import Facts, Template
from hegemon.games.eupop.rules.characters.cards import discard as discard_leader
from hegemon.games.eupop.rules.curia.cardinals import remove_cardinal, resize_slots, settle_roma
from hegemon.games.eupop.rules.empire.lands import settle_areas
from hegemon.games.eupop.rules.exploration.towns import distant_towns
from hegemon.games.eupop.rules.ownership import after_provinces_changed, influence_cleared
from hegemon.games.eupop.rules.prestige.milestones import milestone_card
from hegemon.games.eupop.rules.war.calls import end_alliance, end_marriage
from hegemon.games.eupop.setup.mats import DIFFICULTIES, FOCUS_AREAS, MOST_IDEAS_ON_BOT_MAT
from hegemon.games.eupop.setup.scenario import DEFAULT_DIFFICULTY
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.influence import INFLUENCE
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    SHIPS,
    owned_provinces,
    realm,
    set_overlord,
    set_owner,
    vassals,
    world,
)
from hegemon.games.eupop.world.records import (
    BotArmy,
    BotMat,
    BotPower,
    Force,
    PlayerMat,
    PowerAmounts,
    Supply,
)
from hegemon.games.eupop.world.tokens import vassal_tokens

SUBSTITUTE = "eupop-bots:SUBSTITUTE BOTS"
REPLACING_HUMANS = "eupop-bots:REPLACING HUMANS"
READING = "interpretation:EUPOP-BOT-60"
HAND_TO_BOT = "hand_to_bot"
KEEP_MY_SEAT = "keep_my_seat"
MOST_BP = 15
"""The most Bot Power a converted realm starts with (S 565)."""
DUCATS_PER_BP = 5
MOST_BP_FROM_DUCATS = 5
LIGHT_SHIP = "light_ship"
SUPPLY_OF_SHIP = {
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "damaged_heavy_ship": "heavy_ships",
    "galley": "galleys",
}
SUPPLY_OF_UNIT = {"infantry": "infantry", "cavalry": "cavalry", "artillery": "artillery"}
REGULAR_UNITS = ("infantry", "cavalry", "artillery")
"""The land units drawn from the realm's manpower (mercenaries and allied units are not)."""


# -- the seat commands ----------------------------------------------------------------------
def _can_be_bot(state: State, content: Content, seat: str) -> bool:
    """A human player realm whose Bot data (deck removals, targeting charts) the pack holds,
    in a game not over (interpretation:EUPOP-BOT-60)."""
    record = world(state)["realms"].get(seat)
    return (
        state.get("outcome") is None
        and record is not None
        and record["player"] == "human"
        and seat in world(state)["players"]
        and seat in content.bots.realms
    )


@implements(SUBSTITUTE, REPLACING_HUMANS, "interpretation:EUPOP-BOT-60")
def commands(state: State, content: Content, seat: str) -> list[Action]:
    """What the seat may give outside its decisions (decision 0110): ``hand_to_bot`` while
    it plays a human realm that is not waiting, ``keep_my_seat`` while it waits."""
    if not _can_be_bot(state, content, seat):
        return []
    if seat in world(state)["round"]["replacements"]:
        return [Action(KEEP_MY_SEAT, None, "Keep my seat: do not hand my realm to a Bot after all")]
    return [Action(HAND_TO_BOT, None, "Hand my realm to a Bot at the start of the next round")]


@implements(SUBSTITUTE, REPLACING_HUMANS, "interpretation:EUPOP-BOT-60")
def give(game: Game, seat: str, action: Action) -> None:
    """Apply one of :func:`commands`: write the realm into the waiting list or take it out
    (logged); the conversion itself waits for the next round (:func:`take_replacements`)."""
    waiting = world(game.state)["round"]["replacements"]
    if action.verb == HAND_TO_BOT and seat not in waiting:
        waiting.append(seat)
        game.log("bot_substitute_asked", seat, rule=REPLACING_HUMANS)
    elif action.verb == KEEP_MY_SEAT and seat in waiting:
        waiting.remove(seat)
        game.log("bot_substitute_withdrawn", seat, rule=REPLACING_HUMANS)
    else:
        raise IllegalAction(f"{action.verb} is not a command of {seat} now")


@implements(SUBSTITUTE, REPLACING_HUMANS, "interpretation:EUPOP-BOT-60")
def take_replacements(game: Game) -> list[str]:
    """At the start of a round, before its first phase: every realm waiting is handed to a
    Bot, in the order the seats asked; the realms converted."""
    waiting = world(game.state)["round"]["replacements"]
    taken = list(waiting)
    waiting.clear()
    for name in taken:
        convert_human(game, name)
    return taken


# -- the conversion ---------------------------------------------------------------------------
def level_of(state: State, name: str) -> str:
    """The new Bot's difficulty: the game's ``difficulty`` option when it gives one level
    to every Bot, else the default (a ``realm:level`` option could not name a seated realm)."""
    options: dict[str, Any] = state["meta"].get("options") or {}
    option = str(options.get("difficulty", DEFAULT_DIFFICULTY)).strip()
    return option if ":" not in option and option in DIFFICULTIES else DEFAULT_DIFFICULTY


@implements(REPLACING_HUMANS, READING)
def bot_power_of(mat: PlayerMat, level: str) -> tuple[int, dict[str, int]]:
    """The converted realm's Bot Power and what it came from (S 558–565): 1 per monarch
    power, 1 per 5 ducats (at most 5), +1 per step of stability above 0 and −1 per step
    below, −1 per loan; at least the level's minimum upon a declaration of war on a Bot, at
    most 15."""
    parts = {
        "monarch_power": sum(
            mat["monarch_power"][power] for power in ("administrative", "diplomatic", "military")
        ),
        "ducats": min(MOST_BP_FROM_DUCATS, mat["ducats"] // DUCATS_PER_BP),
        "stability": mat["stability"],
        "loans": -mat["loans"],
    }
    least = DIFFICULTIES[level]["minimum_on_war"]
    return max(least, min(MOST_BP, sum(parts.values()))), parts


def _focus_types(content: Content, mat: PlayerMat) -> set[str]:
    return {f"focus_{milestone_card(content, card).type}" for card in mat["milestones"]}


@implements(REPLACING_HUMANS, READING)
def bot_deck_for(
    game: Game, content: Content, name: str, mat: PlayerMat
) -> tuple[list[int], list[int]]:
    """The Bot deck of the Age (shuffled) less every card with a FOCUS action (first or
    second) of a type the player achieved a milestone of; (deck, the cards removed), the
    removed ones out until the Age ends as the phase-5 removals are."""
    focus = _focus_types(content, mat)
    deck: list[int] = []
    removed: list[int] = []
    for number in age_cards(content, name, world(game.state)["round"]["age"]):
        card = bot_card(content, number)
        (removed if {card.first, card.second} & focus else deck).append(number)
    game.shuffle(deck, f"{name} Bot deck")
    return deck, removed


def _ideas(content: Content, mat: PlayerMat) -> PowerAmounts:
    types = {idea.id: idea.type for idea in content.ideas.ideas}
    researched = [types[idea] for idea in mat["ideas"] if idea in types]
    count = {power: min(MOST_IDEAS_ON_BOT_MAT, researched.count(power)) for power in POWER_TYPES}
    return PowerAmounts(
        administrative=count["administrative"],
        diplomatic=count["diplomatic"],
        military=count["military"],
    )


def _zone_of(content: Content, force: Force) -> str:
    """The sea zone a ship force is in: its own, or for ships docked in a port the first
    zone (A→Z) the port faces."""
    if force["port"] is None:
        return force["where"]
    faces = sorted(content.geography.provinces[force["port"]].faces)
    return faces[0] if faces else force["where"]


def _forces(game: Game, content: Content, name: str) -> tuple[int, int, list[str], dict[str, int]]:
    """Every army and unit of the realm leaves the map (S 571–573) and each sea zone with
    any of its ships (a fleet, loose ships, docked ships, trade protection) keeps one light
    ship (S 570): (land units deployed, of them the regular ones, the zones keeping a ship,
    what went back)."""
    state = game.state
    forces = world(state)["forces"]
    supply: dict[str, int] = world(state)["supply"][name]  # type: ignore[assignment]
    deployed = 0
    regular = 0
    zones: set[str] = set()
    back: dict[str, int] = {}

    def give_back(kind: str, count: int) -> None:
        if count:
            supply[kind] = supply.get(kind, 0) + count
            back[kind] = back.get(kind, 0) + count

    for key in sorted(forces):
        force = forces[key]
        if force["realm"] != name:
            continue
        ships = {kind: count for kind, count in force["units"].items() if kind in SHIPS}
        for kind, count in force["units"].items():
            if kind in LAND_UNITS:
                deployed += count
                regular += count if kind in REGULAR_UNITS else 0
            elif kind in SHIPS:
                give_back(SUPPLY_OF_SHIP[kind], count)
        if any(ships.values()):
            zones.add(_zone_of(content, force))
        if force["army"]:
            on_land = force["port"] is None and force["where"] in content.geography.areas
            give_back("armies" if on_land else "fleets", 1)
        if force["leader"] is not None:
            discard_leader(game, force["leader"])
        del forces[key]
    for zone_name, zone in sorted(world(state)["map"]["sea_zones"].items()):
        slots = zone["trade_protection"].count(name)
        if slots:
            zone["trade_protection"] = [held for held in zone["trade_protection"] if held != name]
            give_back("light_ships", slots)
            zones.add(zone_name)
    for zone_name in sorted(zones):
        number = world(state)["next_force"]
        world(state)["next_force"] = number + 1
        forces[f"f{number:03d}"] = Force(
            realm=name, where=zone_name, port=None, army=False, leader=None, units={LIGHT_SHIP: 1}
        )
        supply["light_ships"] -= 1
    supply["armies"] -= 1  # the Bot's army figure stands on its mat
    return deployed, regular, sorted(zones), back


def _cards(game: Game, content: Content, name: str, mat: PlayerMat) -> None:
    """The player's cards leave with the mat: action cards in hand or on display to their
    decks' discard piles (revealed), missions not the realm's own to the bottom of the
    mission deck, rulers, advisors and leaders to the leaders' discard."""
    decks = world(game.state)["decks"]
    cards = [*mat["hand"], *mat["display"]]
    if mat["hand"]:
        game.reveal()
    for copy in cards:
        decks["action_discards"][action_card(content, copy).deck].append(copy)
    for mission in mat["missions"]:
        if mission_card(content, mission).realm is None:
            decks["missions"].append(mission)
    leaders = [
        *([mat["ruler"]["leader"]] if mat["ruler"] else []),
        *sorted(mat["advisors"].values()),
    ]
    for leader in [*leaders, *mat["leaders"]]:
        discard_leader(game, leader)


def _merchant(state: State, name: str, mat: PlayerMat) -> str | None:
    """The Bot keeps the merchant of its first trade node (its mat's order) and the others
    leave the board, as a Bot is set up with one merchant (S 50)."""
    placed = [merchant["node"] for merchant in mat["merchants"] if merchant["node"] is not None]
    kept = placed[0] if placed else None
    for node in placed[1:]:
        world(state)["map"]["trade_nodes"][node]["merchants"].remove(name)
    return kept


def _vassals(game: Game, content: Content, name: str) -> list[str]:
    """Every vassal token becomes a town of the province's size (S 568): the vassal's
    provinces become the realm's, the tokens go back to its supply, the vassal is free of it.
    A province the supply has no town for stays the vassal's. The provinces turned have
    changed owner (every ownership reaction: an area now wholly the player realms' loses its
    influence, A 941–943); the HRE areas of those kept settle, their owner free (EUPOP-D28)."""
    state = game.state
    supply = world(state)["supply"][name]
    turned: list[str] = []
    kept: list[str] = []
    for vassal in vassals(state, name):
        held = owned_provinces(state, vassal)
        supply["vassal_tokens"] += vassal_tokens(content.geography, held)
        set_overlord(state, vassal, None)
        for key in held:
            size = content.geography.provinces[key].town
            if town_for(game, name, "large" if size == "large" else "small", key, REPLACING_HUMANS):
                set_owner(state, key, name)
                turned.append(key)
            else:
                kept.append(key)
    after_provinces_changed(game, turned)
    if kept:
        settle_areas(game, kept)
    return turned


def _cubes(state: State, content: Content, name: str, mat: PlayerMat, power: int) -> int:
    """The monarch power and the National Focus cube go back to the supply and the Bot
    Power comes from it (at most what the supply then holds); the Bot Power placed."""
    supply = world(state)["supply"][name]
    scenario = content.scenarios.get(str(state["meta"].get("scenario")))
    setup = None if scenario is None else scenario.player_realms.get(name)
    cubes = supply["cubes"] + (sum(setup.monarch_power.values()) if setup else 0)
    if mat["national_focus"] == world(state)["round"]["number"]:
        cubes += 1
    placed = max(0, min(power, cubes))
    supply["cubes"] = cubes - placed
    return placed


@implements(SUBSTITUTE, REPLACING_HUMANS, READING)
def convert_human(game: Game, name: str) -> BotMat:
    """The human realm ``name`` becomes a Bot (S 554–577): its player mat turns into a Bot
    mat — Bot Power from its resources, ideas counted per type (at most 3), prestige,
    colonists, milestones and discoveries kept; vassal tokens become towns; one ship stays
    in each sea zone with its ships; its armies leave the map, the land units deployed going
    to the Bot's army and its other manpower to the reserve; its Bot deck without the FOCUS
    cards of the milestone types it achieved; its cards leave with the mat."""
    state, content = game.state, content_of(game)
    typed = world(state)
    mat = typed["players"][name]
    level = level_of(state, name)
    wanted, parts = bot_power_of(mat, level)
    _cards(game, content, name, mat)
    merchant = _merchant(state, name, mat)
    deployed, regular, zones, back = _forces(game, content, name)
    deck, removed = bot_deck_for(game, content, name, mat)
    power = _cubes(state, content, name, mat, wanted)
    del typed["players"][name]
    realm(state, name)["player"] = "bot"
    realm(state, name)["casus_belli"] = []  # a Bot holds no General CB token (EUPOP-BOT-60)
    bot = BotMat(
        power=BotPower(available=power, spent=0),
        focus=dict.fromkeys(FOCUS_AREAS, 0),
        ideas=_ideas(content, mat),
        researched=list(mat["ideas"]),
        army=BotArmy(units=deployed, laid_down=0, area=None),
        army_force=None,
        reserve=0,
        difficulty=level,
        prestige=mat["prestige"],
        twenty_towns_tile=False,
        merchant=merchant,
        colonists=mat["colonists"],
        discovered=list(mat["discovered"]),
        crusade=list(mat["crusade"]),
        milestones=list(mat["milestones"]),
        won_battle_turn=0,
        deck=deck,
        card=None,
        used=[],
        set_aside=[],
        removed=removed,
    )
    typed["bots"][name] = bot
    towns = _vassals(game, content, name)
    limit = content.components.manpower_limit
    bot["reserve"] = max(0, manpower(state, name, limit) - regular)  # S 572 (EUPOP-BOT-60)
    update_town_tile(game, name, REPLACING_HUMANS)
    game.log(
        "bot_substitute",
        name,
        rule=REPLACING_HUMANS,
        difficulty=level,
        bot_power=power,
        sources=parts,
        army=deployed,
        reserve=bot["reserve"],
        ships=zones,
        towns=towns,
        returned=back,
        cards_removed=removed,
    )
    return bot


# -- narration --------------------------------------------------------------------------------
def _converted(facts: Facts) -> str:
    return (
        f"{facts.who} is handed to a Bot ({facts.w('difficulty')}): {facts['bot_power']} Bot "
        f"Power, {facts['army']} units in its army, {facts['reserve']} in its reserve"
    )


def _replaced(facts: Facts) -> str:
    values = facts.entry.values
    gone = facts.t("eliminated") if values.get("eliminated") else "a Bot"
    by = f" by {facts.t('annexed_by')}" if values.get("annexed_by") else ""
    return f"{facts.who} takes the place of {gone}, fully annexed{by}: a Bot plays it now"


TEMPLATES: dict[str, Template] = {
    "bot_substitute_asked": "{seat!t} will be handed to a Bot at the start of the next round",
    "bot_substitute_withdrawn": "{seat!t} keeps its seat: it will not be handed to a Bot",
    "bot_substitute": _converted,
    "bot_replaced": _replaced,
}
"""Sentences for this module's log entries (merged into :mod:`..narration`)."""


# -- replacing a Bot realm ---------------------------------------------------------------------
REPLACING_BOTS = "eupop-bots:REPLACING BOT REALMS"
BOT_REALM_READING = "interpretation:EUPOP-BOT-59"
SUBSTITUTE_UNITS = 3
"""Units the new Bot's army starts with (S 552)."""
DEFAULT_BOT_POWER = 9
"""A Bot's Bot Power at setup when no setup card names it (S 42)."""


def _candidate(state: State, name: str) -> bool:
    """An NPR or DNPR that owns a province and is nobody's vassal."""
    record = world(state)["realms"].get(name)
    return (
        record is not None
        and record["kind"] in ("npr", "dnpr")
        and record["overlord"] is None
        and bool(world(state)["owned"].get(name))
    )


@implements(REPLACING_BOTS, BOT_REALM_READING)
def substitute_for(state: State, content: Content, eliminated: str) -> tuple[str, str]:
    """The realm that replaces the eliminated Bot and the realm whose Bot data it plays
    with: the scenario's first valid ``bot_substitutes``, else the NPR (or DNPR) of highest
    tax income with Bot data of its own, else the one of highest tax income playing with the
    eliminated Bot's data; ties A→Z. ValueError when no realm is left to choose."""
    scenario = content.scenarios.get(str(state["meta"].get("scenario")))
    named = scenario.bot_substitutes if scenario is not None else []
    for name in named:
        if _candidate(state, name):
            return name, name if name in content.bots.realms else eliminated
    geography = content.geography
    candidates = sorted(name for name in world(state)["owned"] if _candidate(state, name))
    if not candidates:
        raise ValueError(f"no realm is left to replace the Bot {eliminated}")

    def income(name: str) -> int:
        return sum(geography.provinces[key].tax_value for key in world(state)["owned"][name])

    with_data = [name for name in candidates if name in content.bots.realms]
    pool = with_data or candidates
    chosen = sorted(pool, key=lambda name: (-income(name), name))[0]
    return chosen, chosen if with_data else eliminated


def _clear_tokens(game: Game, eliminated: str) -> None:
    """Every token of the eliminated Bot leaves play (S 544): influence, claims, cores and
    unrest in the areas, its army and ships, its merchant, its colonists, its cardinals and
    Imperial influence; cubes and tokens (ships and colonists too) go back to its supply,
    which the new Bot inherits."""
    state = game.state
    typed = world(state)
    supply = typed["supply"][eliminated]
    for record in typed["map"]["areas"].values():
        supply["cubes"] += record["influence"].pop(eliminated, 0)
        while eliminated in record["claims"]:
            record["claims"].remove(eliminated)
            supply["claims"] += 1
        while eliminated in record["cores"]:
            record["cores"].remove(eliminated)
            supply["cores"] += 1
        record["unrest"].pop(eliminated, None)
    areas = typed["map"]["areas"]
    for key in sorted(typed["forces"]):
        force = typed["forces"][key]
        if force["realm"] == eliminated:
            if force["where"] not in areas and any(force["units"].values()):
                supply["light_ships"] += 1  # a Bot's ship is one token (EUPOP-BOT-74)
            del typed["forces"][key]
    for zone in typed["map"]["sea_zones"].values():
        supply["light_ships"] += zone["trade_protection"].count(eliminated)
        zone["trade_protection"] = [held for held in zone["trade_protection"] if held != eliminated]
    for node in typed["map"]["trade_nodes"].values():
        while eliminated in node["merchants"]:
            node["merchants"].remove(eliminated)
    for province in typed["map"]["provinces"].values():
        if province["colonist"] == eliminated:
            province["colonist"] = None
            supply["colonists"] += 1
    for index, held in enumerate(typed["curia"]["slots"]):
        if held == eliminated:
            remove_cardinal(game, index, REPLACING_BOTS, "its realm eliminated")
    if typed["curia"]["roma"] == eliminated:
        typed["curia"]["roma"] = None
        supply["cubes"] += 1
    typed["hre"]["imperial_influence"].pop(eliminated, None)


@implements(REPLACING_BOTS, BOT_REALM_READING)
def _settle_ties(game: Game, name: str, supply: Supply) -> None:
    """The new Bot's alliances and royal marriages as a Bot set up as normal holds them
    (S 552, interpretation:EUPOP-BOT-59), settled while it is still an NPR with no supply:
    those with a player realm end (the player realm takes its token back); each with an NPR
    stays, A→Z, taking a token of its kind from the inherited supply, and ends when the
    supply has none left."""
    state = game.state
    realms = world(state)["realms"]
    record = realms[name]
    for other in sorted(set(record["allies"]) | set(record["active_allies"])):
        if realms[other]["kind"] == "player":
            end_alliance(game, name, other, REPLACING_BOTS, "replacing a Bot realm")
        elif supply["alliances"] > 0:
            supply["alliances"] -= 1
        else:
            end_alliance(game, name, other, REPLACING_BOTS, "no alliance token left")
    for other in sorted(record["marriages"]):
        if realms[other]["kind"] != "player" and supply["marriages"] > 0:
            supply["marriages"] -= 1
            continue
        end_marriage(state, name, other)
        game.log("marriage_removed", name, rule=REPLACING_BOTS, partner=other)


def _events(game: Game, content: Content, eliminated: str, new: str) -> str:
    """The eliminated Bot's realm events still in the event deck (S 548–550): replaced by
    the new realm's events of the Age when the pack has them (the deck shuffled), else kept,
    only their effects that still apply resolved (every B event of the Age is in the deck
    already, so none is left to stand in). Returns what was done."""
    decks = world(game.state)["decks"]
    age = world(game.state)["round"]["age"]
    native = [card for card in decks["events"] if event_card(content, card).realm == eliminated]
    if not native:
        return "none"
    theirs = [
        event.id
        for event in content.events.events
        if event.deck == "realm" and event.realm == new and event.age == age
    ]
    if not theirs:
        return "kept"
    decks["events"] = [card for card in decks["events"] if card not in native] + theirs
    game.shuffle(decks["events"], "event deck", rule=REPLACING_BOTS)
    return "replaced"


@implements(SUBSTITUTE, REPLACING_BOTS, INFLUENCE, BOT_REALM_READING)
def _now_a_player_realm(game: Game, provinces: list[str]) -> None:
    """The substitute's provinces are a player realm's now, their owner unchanged: the
    ownership reactions that follow the owner's kind run on them — an area wholly owned by
    player realms loses its influence (A 941–943, S 552), a distant continent with a player
    realm's town opens its trade cards, an HRE area settles (a player Imperial Subject's
    capital keeps it in). No +1 token goes: no province was annexed (EUPOP-D19)."""
    influence_cleared(game, provinces)
    distant_towns(game, provinces)
    settle_areas(game, provinces)


@implements(SUBSTITUTE, REPLACING_BOTS, BOT_REALM_READING)
def replace_bot(game: Game, eliminated: str, annexed_by: str) -> str:
    """The Bot realm ``eliminated``, fully annexed by ``annexed_by``, leaves the game and
    an NPR takes its place as a Bot (S 542–552): its tokens leave play; the substitute
    (:func:`substitute_for`) becomes a player realm played by a Bot in its colour (its
    supply), its provinces holding the Bot's towns of their printed size, 3 units in its
    army, the eliminated Bot's prestige, ideas, milestones and difficulty, Bot Power as at
    setup and a Bot deck of the Age; the turn order keeps its place. The supply carries the
    +20 tile's 20 more small towns when the eliminated Bot was granted them, and the new
    Bot's mat says so: it is not granted them again (EUPOP-BOT-27). Returns the new Bot."""
    state, content = game.state, content_of(game)
    typed = world(state)
    old = typed["bots"][eliminated]
    new, data = substitute_for(state, content, eliminated)
    _clear_tokens(game, eliminated)
    supply = typed["supply"].pop(eliminated)
    supply["cubes"] += old["power"]["available"] + old["power"]["spent"]
    supply["cubes"] += sum(old["focus"].values())
    supply["colonists"] += old["colonists"]
    supply["armies"] += 1
    del typed["bots"][eliminated]
    gone = typed["realms"][eliminated]
    gone["kind"], gone["player"] = "npr", None
    _settle_ties(game, new, supply)
    typed["supply"][new] = supply
    record = typed["realms"][new]
    record["kind"], record["player"] = "player", "bot"
    scenario = content.scenarios.get(str(state["meta"].get("scenario")))
    setup = scenario.player_realms.get(eliminated) if scenario is not None else None
    power = min(setup.bot_power if setup else DEFAULT_BOT_POWER, supply["cubes"])
    supply["cubes"] -= power
    supply["armies"] -= 1
    deck = age_cards(content, data, typed["round"]["age"])
    game.shuffle(deck, f"{new} Bot deck", rule=REPLACING_BOTS)
    bot = BotMat(
        power=BotPower(available=power, spent=0),
        focus=dict.fromkeys(FOCUS_AREAS, 0),
        ideas=PowerAmounts(**old["ideas"]),
        researched=list(old["researched"]),
        army=BotArmy(units=SUBSTITUTE_UNITS, laid_down=0, area=None),
        army_force=None,
        reserve=0,
        difficulty=old["difficulty"],
        prestige=old["prestige"],
        twenty_towns_tile=False,
        merchant=None,
        colonists=0,
        discovered=[],
        crusade=[],
        milestones=list(old["milestones"]),
        won_battle_turn=0,
        deck=deck,
        card=None,
        used=[],
        set_aside=[],
        removed=[],
    )
    if data != new:
        bot["charts_of"] = data
    if old.get("twenty_towns_given", False):
        bot["twenty_towns_given"] = True  # its 20 more small towns came with the supply (S 318)
    typed["bots"][new] = bot
    towns = []
    for key in owned_provinces(state, new):
        size = content.geography.provinces[key].town
        if town_for(game, new, "large" if size == "large" else "small", key, REPLACING_BOTS):
            towns.append(key)
    limit = content.components.manpower_limit
    bot["reserve"] = max(0, manpower(state, new, limit) - SUBSTITUTE_UNITS)
    _now_a_player_realm(game, owned_provinces(state, new))
    track = typed["round"]
    track["turn_order"] = [new if name == eliminated else name for name in track["turn_order"]]
    track["passed"] = [new if name == eliminated else name for name in track["passed"]]
    if track["first_player"] == eliminated:
        track["first_player"] = new
    events = _events(game, content, eliminated, new)
    resize_slots(game, REPLACING_BOTS)
    settle_roma(game)
    update_town_tile(game, new, REPLACING_BOTS)
    game.log(
        "bot_replaced",
        new,
        rule=REPLACING_BOTS,
        eliminated=eliminated,
        annexed_by=annexed_by,
        charts_of=data,
        bot_power=power,
        towns=towns,
        events=events,
    )
    return new
