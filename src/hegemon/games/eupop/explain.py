"""What an eupop action would do and cost, for the terminal's ``?N``: the Event action
(each option, its price, the ducats on the card), an event's option, Research Idea,
Increase Stability, Trade, Declare War, the minor loan actions, an NPR ally's activation,
each peace term (what it gives and takes), the odds of the battle a land move, a sail, an
undocking or a declaration's next battle would start (interpretation:EUPOP-B18) and of a
fight with pirates; issue 12's actions (diplomacy, religion, the Papacy, the Empire,
exploration) in :mod:`.explain_relations`. Other actions: nothing beyond their label
(``[]``)."""

from __future__ import annotations

from typing import Any, cast

from hegemon.engine.decision import Action, RuleNotBuilt
from hegemon.engine.serial import State
from hegemon.games.eupop.content.cards import action_card, event_card, mission_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventCard, EventOption
from hegemon.games.eupop.rules.actions.research import MOST_OTHERS_SCORING, idea_of, tagged_by
from hegemon.games.eupop.rules.actions.stability import stability_cost
from hegemon.games.eupop.rules.battle import odds
from hegemon.games.eupop.rules.battle.sides import units_of
from hegemon.games.eupop.rules.battle.triggers import npr_holders
from hegemon.games.eupop.rules.trade import action as trade_action
from hegemon.games.eupop.rules.trade import cards as trade_cards
from hegemon.games.eupop.rules.war.declare import NO_CB_STABILITY, marriages_with, penalty
from hegemon.games.eupop.titles import title
from hegemon.games.eupop.world.layout import LAND_UNITS, SHIPS, at_war, vassals, world
from hegemon.games.eupop.world.records import CasusBelli
from hegemon.games.eupop.world.wars import members

LIMIT = 3
"""Stability runs from -3 to +3; past +3 a raise is prestige instead."""


def argument_text(content: Content, argument: Any) -> str:
    """An effect's argument in words: ids by their titles, mappings as "key value"."""
    if isinstance(argument, dict):
        return ", ".join(
            f"{key.replace('_', ' ')} {argument_text(content, value)}".strip()
            for key, value in argument.items()
        )
    if isinstance(argument, list | tuple):
        return ", ".join(argument_text(content, item) for item in argument)
    if isinstance(argument, bool) or argument is None:
        return ""
    if isinstance(argument, int):
        return str(argument)
    return title(content, argument)


def effect_text(content: Content, effect: Any) -> str:
    """One effect (``{verb: argument}`` or a bare verb) as words: "gain prestige 4"."""
    if isinstance(effect, dict):
        return "; ".join(
            f"{verb.replace('_', ' ')} {argument_text(content, argument)}".strip()
            for verb, argument in effect.items()
        )
    return str(effect).replace("_", " ")


def option_lines(content: Content, name: str, option: EventOption) -> list[str]:
    """An option: its label and effects, then its price (none: free)."""
    effects = ", ".join(effect_text(content, effect) for effect in option.effects)
    price = ", ".join(effect_text(content, payment) for payment in option.cost) or "free"
    return [f"Option {name.upper()} \u201c{option.label}\u201d: {effects}", f"  price: {price}"]


def _event(state: State, content: Content, card: EventCard) -> list[str]:
    ducats = world(state)["decks"]["event_ducats"].get(card.id, 0)
    lines = [
        f"Take the event {card.name} and the {ducats} ducats on it"
        if ducats
        else f"Take the event {card.name} (no ducats on it)"
    ]
    lines.extend(option_lines(content, "a", card.a))
    if card.b is not None:
        lines.extend(option_lines(content, "b", card.b))
    if card.secondary:
        secondary = ", ".join(effect.replace("_", " ") for effect in card.secondary)
        lines.append(f"Secondary effects, after the option: {secondary}")
    if card.ruler:
        lines.append(f"Its ruler: {title(content, card.ruler)}")
    return lines


def _taken_event(state: State) -> str | None:
    """The event the realm is resolving (the innermost ``take_event`` on the stack)."""
    for frame in reversed(state["stack"]):
        if frame["procedure"] == "take_event":
            return str(frame["local"]["argument"])
    return None


def _event_option(state: State, content: Content, action: Action) -> list[str]:
    event = _taken_event(state)
    if event is None:
        return []
    card = event_card(content, event)
    option = card.a if action.argument == "a" else card.b
    if option is None:
        return []
    lines = option_lines(content, str(action.argument), option)
    lines[0] = f"{lines[0]} ({card.name})"
    return lines


def _research(state: State, content: Content, seat: str, action: Action) -> list[str]:
    idea = idea_of(content, str(action.argument))
    held = world(state)["players"][seat]["monarch_power"][idea.type]
    lines = [
        f"Research {idea.name}: pay {idea.cost} {idea.type} power (you hold {held}) "
        f"for {idea.prestige} prestige"
    ]
    others = [title(content, other) for other in tagged_by(state, idea.id) if other != seat]
    if not others:
        lines.append("No other realm has tagged it: only you score")
    elif len(others) <= MOST_OTHERS_SCORING:
        lines.append(f"Tagged before by {', '.join(others)}: each scores {idea.prestige} too")
    else:
        lines.append(f"Tagged before by {', '.join(others)}: too many, none of them scores")
    if idea.government_form:
        lines.append("A government form: it replaces the one you hold")
    if idea.effects:
        lines.append("Effects: " + ", ".join(effect_text(content, e) for e in idea.effects))
    return lines


def _stability(state: State, seat: str) -> list[str]:
    cost = stability_cost(state, seat)
    mat = world(state)["players"][seat]
    now = mat["stability"]
    held = mat["monarch_power"]["administrative"]
    result = (
        "stability is at +3: you gain 1 prestige instead"
        if now >= LIMIT
        else f"stability from {now:+d} to {now + 1:+d}"
    )
    return [
        f"Increase Stability: pay {cost} administrative power (you hold {held}); {result}",
        "The price is 5 plus your stability (less for the Papal Controller, or Orthodox at "
        "-1 or 0)",
    ]


def _trade(state: State, content: Content, seat: str) -> list[str]:
    mat = world(state)["players"][seat]
    merchants = trade_action.upright(mat)
    nodes = sorted({node for names in trade_cards.card_nodes(content).values() for node in names})
    held = [str(merchant["node"]) for merchant in mat["merchants"] if merchant["node"]]
    return [
        f"Trade: pay {trade_action.COST} diplomatic power and reveal "
        f"{trade_cards.REVEALED} trade cards; {len(merchants)} merchants upright",
        f"Trade in a node the cards name (a node on {trade_cards.EXPANDED_AT}+ cards "
        f"pays more), or take {trade_action.DECLINE_DUCATS} ducats",
        f"Your merchants stand in: {', '.join(held) or 'none'}",
        f"Nodes of the trade deck: {', '.join(nodes)}",
    ]


def _declare_war(state: State, content: Content, seat: str, action: Action) -> list[str]:
    argument = action.argument
    if isinstance(argument, str):
        target, used = argument, None
    elif isinstance(argument, tuple | list) and len(argument) == 2:
        target, used = str(argument[0]), cast(CasusBelli | None, argument[1])
    else:
        return []
    lost = penalty(state, seat, target, used)
    name = title(content, target)
    first = (
        f"Declare war on {name} with the casus belli {str(used).replace('_', ' ')}: "
        f"pay 1 military power"
        if used
        else f"Declare war on {name} without a casus belli: pay 1 military power and "
        f"lose {NO_CB_STABILITY} stability"
    )
    lines = [first]
    married = marriages_with(state, seat, target)
    if married:
        lines.append(f"Your {married} marriages with {name} cost stability too")
    lines.append(f"Stability lost in all: {lost}" if lost else "No stability lost")
    allies = world(state)["realms"][target]["allies"]
    if allies:
        lines.append(
            f"{name}'s allies may answer its call: {', '.join(title(content, a) for a in allies)}"
        )
    return lines


def peace_term_lines() -> dict[str, list[str]]:
    """What each peace term gives and takes, as the peace package carries it out (aid Peace
    Terms; interpretations EUPOP-Q5, Q6, Q17, Q18). The peace package is imported here, not
    at the top: the rules packages import one another in an order this module must not
    disturb."""
    from hegemon.games.eupop.rules.peace import terms as peace_terms

    return {
        "white_peace": [
            "Every occupied province goes back to its lawful owner",
            f"  each player realm of the pair loses {peace_terms.WHITE_PEACE_PRESTIGE} prestige",
        ],
        "keep_board_state": [
            "Each side keeps the provinces it occupies, but occupied capitals go back for a "
            f"{peace_terms.RANSOM}-ducat ransom",
            "  the victor may instead exchange, return (for "
            f"{peace_terms.RETURN_PRICE} ducats per tax value) or liberate each kept province",
            "  ransom and returns are capped at twice the loser's tax income",
        ],
        "vassalization": [
            "The loser (a non-player realm) becomes the victor's vassal",
            "  its alliances and marriages are removed; the victor may place 2 influence there",
        ],
        "humiliation": [
            "Every occupied province goes back; the victor scores 2 prestige per tax value "
            "returned to the loser (at most 10) and the loser loses as much",
        ],
        "full_annexation": [
            "Every province of the loser (a non-player realm) becomes the victor's",
            "  its alliances and marriages are removed",
            "  a player realm allied to it loses 2 prestige",
        ],
        "force_conversion": [
            "The loser takes the victor's state religion, and so does its capital area",
            "  every occupied province goes back; the victor gains 3 prestige and may place 2 "
            "influence in the loser's capital area; the loser loses 5 prestige and 4 influence",
        ],
        "secure_succession": [
            "Every occupied province goes back; every other realm's marriage and alliance with "
            "the loser is removed",
            "  the victor scores 3 prestige per token removed, each realm losing one loses 3",
            "  the victor's own turned marriage is turned back and scores the loser's tax "
            "income (at most 5)",
        ],
        "surrender": ["You give up: the other side enforces a term as after a partial victory"],
        "none": ["No peace between these two now: the war goes on"],
    }


def _peace_term(argument: Any) -> list[str]:
    term = str(argument)
    if ":" in term:
        victor, name = term.split(":", 1)
        return [f"Agreed: {victor} is the victor", *peace_term_lines().get(name, [])]
    return peace_term_lines().get(term, [])


def _frame(state: State, procedure: str, seat: str) -> dict[str, Any] | None:
    """The local of the innermost frame of ``procedure`` that ``seat`` is carrying out."""
    for frame in reversed(state["stack"]):
        if frame["procedure"] == procedure and frame["local"].get("seat") == seat:
            local: dict[str, Any] = frame["local"]
            return local
    return None


def _odds(
    state: State,
    content: Content,
    where: str,
    attackers: list[str],
    defender: str,
    arriving: dict[str, int] | None = None,
    leader: str | None = None,
) -> list[str]:
    try:
        forecast = odds.forecast(state, content, where, attackers, defender, arriving, leader)
    except RuleNotBuilt as unbuilt:
        return [
            f"Battle at {where}: no odds, the battle would stop on a rule not built ({unbuilt})"
        ]
    return odds.forecast_lines(content, forecast)


def _move_odds(state: State, content: Content, seat: str, action: Action) -> list[str]:
    """A land move, a sail (not into a port), more ships sailing to the same sea zone or an
    undocking that would start a battle where it ends. The military package is imported
    here, as the peace package in :func:`peace_term_lines`: importing it at the top would
    disturb the rules packages' import order."""
    from hegemon.games.eupop.rules.military.common import battle_defender

    naval = action.verb != "move_to"
    local = _frame(state, "naval_activation" if naval else "land_activation", seat)
    argument = action.argument
    if local is not None and action.verb == "sail_also":
        lead = world(state)["forces"].get(str(local.get("force", "")))
        if lead is None or lead["port"] is not None:
            return []
        argument = (str(action.argument), lead["where"])
    if local is None or not isinstance(argument, tuple | list) or len(argument) < 2:
        return []
    if action.verb in ("undock_to", "sail_also"):
        key, where = str(argument[0]), str(argument[1])
    elif action.verb == "sail_to" and argument[1] is not None:
        return []
    else:
        key, where = str(local.get("force", "")), str(argument[0])
    force = world(state)["forces"].get(key)
    settled = [str(name) for name in local.get("settled", {}).get(where, [])]
    if force is None or not odds.due_against(state, content, where, seat, settled):
        return []
    geography = content.geography
    provinces = geography.sea_zones[where].ports if naval else geography.areas[where].provinces
    defender = battle_defender(state, seat, where, naval=naval, provinces=provinces)
    kinds = SHIPS if naval else LAND_UNITS
    moving = {kind: count for kind, count in force["units"].items() if kind in kinds and count}
    lines = _odds(state, content, where, [seat], defender, moving, force["leader"])
    if naval and lines:
        lines.append("  (ships you add before the activation ends would fight too)")
    return lines


def _declaration_odds(state: State, content: Content, seat: str, where: str) -> list[str]:
    """The odds of the declaration's battle the seat would have fought next."""
    local = _frame(state, "declaration_battles", seat)
    if local is None:
        return []
    war = world(state)["wars"][str(local["war"])]
    sides = [
        {one for name in members(war, label) for one in (name, *vassals(state, name))}
        for label in ("attackers", "defenders")
    ]
    ours, theirs = sides if seat in sides[0] else sides[::-1]
    kinds = SHIPS if where in content.geography.sea_zones else LAND_UNITS
    there = sorted(
        {
            force["realm"]
            for force in world(state)["forces"].values()
            if force["where"] == where
            and force["port"] is None
            and any(force["units"].get(kind) for kind in kinds)
        }
    )
    side = [name for name in there if name in ours]
    defender = next((name for name in there if name in theirs), None)
    if defender is None:
        defender = next(
            (
                npr
                for npr in npr_holders(state, content.geography, where)
                if npr in theirs and any(at_war(state, name, npr) for name in side)
            ),
            None,
        )
    if not side or defender is None:
        return []
    attacker = seat if seat in side else side[0]
    return _odds(state, content, where, [attacker, *(n for n in side if n != attacker)], defender)


def _pirate_odds(state: State, content: Content, seat: str, argument: Any) -> list[str]:
    """The one exchange of fire with a node's pirates (interpretation:EUPOP-M13)."""
    if not isinstance(argument, tuple | list) or len(argument) != 2:
        return []
    zone, node = str(argument[0]), str(argument[1])
    pirates = world(state)["map"]["trade_nodes"][node]["pirates"]
    ships = {
        kind: count
        for kind, count in units_of(state, zone, [seat]).items()
        if kind in SHIPS and count
    }
    if not pirates or not ships:
        return []
    chances = odds.pirate_odds(content, ships, pirates)
    count = sum(ships.values())
    return [
        f"Fight the {pirates} pirate{'s' if pirates > 1 else ''} of {node}: your {count} "
        f"ship{'s' if count > 1 else ''} in {zone} "
        f"({odds.units_text(ships, True)}; 3 dice) against 3 pirate dice, one exchange of fire",
        f"  all pirates removed about {odds.percent(chances.all_removed)}; expected "
        f"{chances.removed:.1f} pirates removed, {chances.taken:.1f} hits on your ships",
    ]


def explain_action(state: State, content: Content, seat: str, action: Action) -> list[str]:
    """Lines on what ``action`` would do and cost for ``seat``; ``[]``: only its label."""
    verb = action.verb
    if verb == "event":
        return _event(state, content, event_card(content, str(action.argument)))
    if verb == "event_option":
        return _event_option(state, content, action)
    if verb == "research_idea":
        return _research(state, content, seat, action)
    if verb == "increase_stability":
        return _stability(state, seat)
    if verb == "trade":
        return _trade(state, content, seat)
    if verb == "declare_war":
        return _declare_war(state, content, seat, action)
    if verb in ("pick_mission", "replace_mission"):
        mission = mission_card(content, str(action.argument))
        goal: Any = mission.goal
        text = goal if isinstance(goal, str) else argument_text(content, goal)
        lines = [f"{mission.name}: {text}", f"  scores {mission.prestige} prestige"]
        if mission.reward:
            reward = ", ".join(effect_text(content, effect) for effect in mission.reward)
            lines.append(f"  reward: {reward}")
        return lines
    if verb in ("keep_card", "discard_card"):
        card = action_card(content, str(action.argument))
        cost = f"{card.cost.ducats} ducats, {card.cost.power} {card.deck} power"
        effects = ", ".join(effect_text(content, effect) for effect in card.effects)
        return [f"{card.name} ({card.kind} card; playing it costs {cost})", f"  {effects}"]
    if verb == "take_loan":
        loans = world(state)["players"][seat]["loans"]
        return [f"Take a loan: gain 5 ducats now (you hold {loans}); each loan costs interest"]
    if verb == "repay_loan":
        return ["Repay a loan: pay 6 ducats to remove one loan and its interest"]
    if verb == "peace_term":
        return _peace_term(action.argument)
    if verb in ("move_to", "sail_to", "undock_to", "sail_also"):
        return _move_odds(state, content, seat, action)
    if verb == "fight_pirates":
        return _pirate_odds(state, content, seat, action.argument)
    if verb == "fight_battle":
        return _declaration_odds(state, content, seat, str(action.argument))
    if verb == "activate_ally":
        return ["Make the NPR ally active: its units fight on your side in this war"]
    # Issue 12's actions, imported when asked (as the military package in _move_odds).
    from hegemon.games.eupop import explain_relations

    return explain_relations.explain(state, content, seat, action)
