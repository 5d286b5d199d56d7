"""Wars declared by and on Bots (eupop-bots BOT DOWS, DOW ON A BOT; decision 0108 §2.9;
interpretation:EUPOP-BOT-16, EUPOP-BOT-17, EUPOP-BOT-70).

The main rules' Declare War procedure (rules/war/declare.py) runs for a Bot as for anyone;
these are the Bot's answers at its steps:

- :func:`no_cb_penalty` — the stability a Bot's declaration without a casus belli costs,
  as unrest in its area of lowest tax value (the event translation, S 739);
- :func:`bot_calls` — a Bot's Calls to Arms go only to its NPR allies next to the
  Aggressor (on offence: next to the defenders), from a Bot declared on or one that joined
  by an NPR's Defensive Call: each joins at once, its token flipped (active), and gives
  the Bot 2 Bot Power (S 416, A 1970); a Bot never uses allied units;
- :func:`answer_call` — a Bot refuses every Offensive Call and accepts a Defensive one
  unless already at war with an Opponent, as At War? counts it (S 412–414, 273);
- :func:`gains_on_war` — a Bot declared on, or joining by an NPR's call: 1 Bot Power, up to
  its level's minimum, then 1 Bot Power for a recruit and a MAC check (S 420–422).
"""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import recruit
from hegemon.games.eupop.bots.power import bot_mat, gain_bp, level
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.layout import enemies, realm, world
from hegemon.games.eupop.world.records import JoinedBy, Side, War
from hegemon.games.eupop.world.relations import is_player
from hegemon.games.eupop.world.wars import join_war, members, side_of

BOT_DOWS = "eupop-bots:BOT DOWS"
DOW_ON_A_BOT = "eupop-bots:DOW ON A BOT"
MILITARY = "eupop-bots:MILITARY ACTION"
ACTIVATION_BP = 2
"""Bot Power an NPR ally activated by a Bot's call brings it (it stands for allied units)."""
GAINED_ON_WAR = 1
"""Bot Power a Bot gains when war is declared on it (or it joins by an NPR's call)."""
RECRUIT_ON_WAR = 1
"""Bot Power the recruit after a declaration on a Bot costs."""


def aggressor(war: War) -> str:
    """The realm that declared the war (its attackers' leader)."""
    return war["attackers"]["leader"]


def is_bot(state: State, name: str) -> bool:
    """Whether ``name`` is a player realm played by a Bot."""
    return is_player(state, name) and realm(state, name)["player"] == "bot"


@implements(BOT_DOWS, "interpretation:EUPOP-BOT-16", "interpretation:EUPOP-BOT-14")
def no_cb_penalty(game: Game, name: str, lost: int, rule: str) -> None:
    """The stability a Bot's declaration costs (no casus belli, a marriage with the
    target): a Bot has no stability track, so each step is 1 unrest in its area of lowest
    tax value, as an event's lost stability (S 739)."""
    from hegemon.games.eupop.bots.events import lowest_area
    from hegemon.games.eupop.rules.peace_rebels.unrest import add_unrest

    if lost <= 0:
        return
    where = lowest_area(game.state, content_of(game).geography, name)
    if where is None:
        return
    add_unrest(game.state, where, name, lost)
    game.log("unrest_added", name, rule=rule, area=where, count=lost)


@implements(DOW_ON_A_BOT, BOT_DOWS, "interpretation:EUPOP-BOT-17", "interpretation:EUPOP-BOT-16")
def callable_nprs(state: State, content: Content, name: str, war_id: str, side: Side) -> list[str]:
    """The Bot's NPR allies its calls reach (A→Z): not in the war yet, at peace, no vassal;
    on defence next to the Aggressor, the realm that declared (S 416), on offence next to a
    realm of the defenders and free of every restriction on declaring war on them
    (interpretation:EUPOP-BOT-16); next to by land or by a sea zone, as for casus belli."""
    from hegemon.games.eupop.rules.war.casus_belli import adjacent
    from hegemon.games.eupop.rules.war.restrictions import refusal

    war = world(state)["wars"][war_id]
    foes = members(war, "defenders") if side == "attackers" else [aggressor(war)]
    found = []
    for ally in sorted(realm(state, name)["allies"]):
        record = realm(state, ally)
        if record["kind"] == "player" or record["overlord"] is not None:
            continue
        if side_of(war, ally) is not None or enemies(state, ally):
            continue
        if side == "attackers" and any(
            refusal(state, content, ally, foe, "call_to_arms") is not None for foe in foes
        ):
            continue
        if any(adjacent(state, content, ally, foe) for foe in foes):
            found.append(ally)
    return found


@implements(DOW_ON_A_BOT, BOT_DOWS, "interpretation:EUPOP-BOT-17", "interpretation:EUPOP-BOT-16")
def bot_calls(game: Game, name: str, war_id: str, side: Side, rule: str) -> list[str]:
    """The Bot calls its NPR allies next to the other side (:func:`callable_nprs`): each
    joins its side at once, its alliance token flipped to active, and gives the Bot
    :data:`ACTIVATION_BP` Bot Power. Returns the allies called."""
    state = game.state
    called = callable_nprs(state, content_of(game), name, war_id, side)
    joined: JoinedBy = "offensive_call" if side == "attackers" else "defensive_call"
    kind = "offensive" if side == "attackers" else "defensive"
    for ally in called:
        game.log("call_sent", name, rule=rule, ally=ally, call=kind, war=war_id)
        join_war(state, war_id, side, ally, joined, name)
        bot_activates(game, name, ally, war_id, rule)
    return called


@implements(DOW_ON_A_BOT, "interpretation:EUPOP-BOT-17", "interpretation:EUPOP-BOT-75")
def player_calls(game: Game, name: str, war_id: str, rule: str) -> list[str]:
    """The Bot declared on also calls its player allies (allied by an event until clean-up,
    interpretation:EUPOP-BOT-75) next to the Aggressor and not in the war yet,
    A→Z (S 416: all its allies adjacent to the aggressor); each answers the Defensive Call
    as the main rules have it, and brings the Bot no Bot Power. Returns them, the calls
    logged; the caller asks them in turn."""
    from hegemon.games.eupop.rules.war.casus_belli import adjacent

    state, content = game.state, content_of(game)
    war = world(state)["wars"][war_id]
    called = [
        ally
        for ally in sorted(realm(state, name)["allies"])
        if is_player(state, ally)
        and side_of(war, ally) is None
        and adjacent(state, content, ally, aggressor(war))
    ]
    for ally in called:
        game.log("call_sent", name, rule=rule, ally=ally, call="defensive", war=war_id)
    return called


@implements(DOW_ON_A_BOT, "interpretation:EUPOP-BOT-17", "interpretation:EUPOP-BOT-77")
def bot_activates(game: Game, name: str, ally: str, war_id: str, rule: str) -> None:
    """The Bot activates its NPR ally: the alliance token flipped to active and
    :data:`ACTIVATION_BP` Bot Power in place of allied units (S 416), wherever the main
    rules activate an ally (interpretation:EUPOP-BOT-77)."""
    active = realm(game.state, name)["active_allies"]
    if ally not in active:
        active.append(ally)
    game.log("ally_activated", name, rule=rule, ally=ally, war=war_id, allied_units=0)
    gain_bp(game, name, ACTIVATION_BP, rule, f"{ally} activated")


@implements(DOW_ON_A_BOT, "eupop-bots:CHOICE PROCESSES", "interpretation:EUPOP-BOT-17")
def answer_call(state: State, name: str, kind: str) -> bool:
    """Whether the Bot accepts a Call to Arms: never an Offensive one; a Defensive one
    unless it is already at war with an Opponent (a player realm, human or Bot) as the
    choice processes count it — an Opponent whose every province is occupied, or that owns
    none, leaves the Bot at peace with it (S 273; bots/choice.py ``at_war_with``)."""
    from hegemon.games.eupop.bots.choice import at_war_with

    if kind != "defensive":
        return False
    return not any(
        is_player(state, other) and at_war_with(state, name, other)
        for other in sorted(enemies(state, name))
    )


@implements(DOW_ON_A_BOT, "eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-17")
@implements("eupop-bots:BOT WARFARE", "eupop-aid:BOT WARFARE (p. 4-6)")
def gains_on_war(game: Game, name: str) -> None:
    """War reaches the Bot (declared on it, or joined by an NPR's Defensive Call): 1 Bot
    Power; then Bot Power up to its level's minimum; then, with any left, 1 Bot Power spent
    on a recruit of its level's units (a MAC check follows when the army is on the map)."""
    gain_bp(game, name, GAINED_ON_WAR, DOW_ON_A_BOT, "war declared")
    mat = bot_mat(game.state, name)
    floor = level(game.state, name).minimum_on_war
    short = floor - mat["power"]["available"]
    if short > 0:
        gain_bp(game, name, short, DOW_ON_A_BOT, "the minimum upon a declaration")
    if mat["power"]["available"] > 0:
        recruit(game, name, 1, DOW_ON_A_BOT, price=RECRUIT_ON_WAR)
