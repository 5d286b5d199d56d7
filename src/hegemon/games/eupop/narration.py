"""Readable English for the eupop log: one sentence per kind of entry the rules write.

A template is a format string over the entry's values (plus ``seat``, the realm the
entry is about) or a function of :class:`Facts`. Format strings know these conversions:

- ``!t`` an id (realm, card, event, idea, mission, leader) by its title, ``!T`` a list;
- ``!w`` words: underscores to spaces, ids among them by their titles;
- ``!g`` a signed number (``+1``), ``!n`` a number without its sign;
- ``!u`` units or any count map ("2 infantry, 1 cavalry").

An entry whose kind has no template, or whose values do not fit it, is shown as its
structured text (``str(entry)``); narrating never fails. The rule the entry cites ends
the sentence, shortened to its section ("eupop-aid:Trade (1👤) (p. 15)" → "Trade").
Who reads an entry is the log's business (``seen_by``): a card drawn into a hand is
narrated by name, and only its realm is shown that entry.
"""

from __future__ import annotations

from hegemon.engine.log import LogEntry
from hegemon.games.eupop.bots import narration as bot_narration
from hegemon.games.eupop.bots import narration_army as bot_army_narration
from hegemon.games.eupop.bots import narration_deck as bot_deck_narration
from hegemon.games.eupop.bots import narration_naval as bot_naval_narration
from hegemon.games.eupop.bots import narration_phases as bot_phase_narration
from hegemon.games.eupop.bots import substitute as bot_substitute
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.narration_cards import CARD_TEMPLATES
from hegemon.games.eupop.narration_text import (
    Facts,
    Template,
    render,
    short_rule,
    signed_change,
    words,
)
from hegemon.games.eupop.narration_war import WAR_TEMPLATES
from hegemon.games.eupop.rules.curia import narration as curia_narration
from hegemon.games.eupop.rules.diplomacy import narration as diplomacy_narration
from hegemon.games.eupop.rules.empire import narration as empire_narration
from hegemon.games.eupop.rules.exploration import narration as exploration_narration
from hegemon.games.eupop.rules.negotiation import narration as negotiation_narration
from hegemon.games.eupop.rules.religion import narration as religion_narration
from hegemon.games.eupop.titles import title

PHASES = {
    "draw_cards": "Phase 1, Draw Cards",
    "actions": "Phase 2, Actions",
    "peace_and_rebels": "Phase 3, Peace & Rebels",
    "income_and_upkeep": "Phase 4, Income & Upkeep",
    "clean_up": "Phase 5, Clean-up",
}


def _roll(facts: Facts) -> str:
    result = facts["result"]
    dice = result if isinstance(result, list) else [result]
    who = f"{facts.who} rolls" if facts.entry.seat else "Rolled"
    return f"{who} {', '.join(str(die) for die in dice)} for {facts.w('purpose')}"


def _random(facts: Facts) -> str:
    return f"Drawn at random for the {facts.w('purpose')}: {facts.t('result')}"


def _events_not_built(facts: Facts) -> str:
    return f"Left out of the Age {facts['age']} events until built: {facts.w('events')}"


def _power_struggle_scored(facts: Facts) -> str:
    points: dict[str, int] = facts["points"]
    scored = [f"{title(facts.content, realm)} {n}" for realm, n in points.items() if n]
    return f"The power struggle {facts.t('card')} is scored: {', '.join(scored) or 'no prestige'}"


def _events_revealed(facts: Facts) -> str:
    return f"Events of the round: {facts.w('events')} ({facts['face_down']} more face down)"


def _turn(facts: Facts) -> str:
    mode = str(facts["mode"])
    return (
        f"{facts.who}'s turn"
        if mode == "normal"
        else f"{facts.who}'s {words(facts.content, mode)} turn"
    )


def _pass(facts: Facts) -> str:
    ducats = int(facts["ducats"])
    gain = f", gaining {ducats} ducats" if ducats else ""
    return f"{facts.who} passes, place {facts['place']}{gain}"


def _event_taken(facts: Facts) -> str:
    ducats = int(facts["ducats"])
    gain = f" and the {ducats} ducats on it" if ducats else ""
    return f"{facts.who} takes the event {facts.t('event')}{gain}"


def _event_option(facts: Facts) -> str:
    option = str(facts["option"])
    label = ""
    try:
        chosen = getattr(event_card(facts.content, str(facts["event"])), option)
        label = f" \u201c{chosen.label}\u201d" if chosen is not None else ""
    except (KeyError, AttributeError):
        label = ""
    return f"{facts.who} chooses option {option.upper()}{label} of {facts.t('event')}"


def _claim(facts: Facts) -> str:
    moved = facts["moved_from"]
    source = f", moved from {moved}" if moved else ""
    return f"{facts.who} gains a claim on {facts['area']}{source}"


def _core(facts: Facts) -> str:
    moved = facts["moved_from"]
    source = f", moved from {moved}" if moved else ""
    displaced = facts["displaced"] or []
    sent = "; ".join(
        f"{title(facts.content, realm)}'s {words(facts.content, token)} goes back to supply"
        for token, realm in displaced
    )
    return f"{facts.who} gains a core in {facts['area']}{source}" + (f"; {sent}" if sent else "")


def _town(facts: Facts) -> str:
    two = " (from two small towns)" if facts["two_small_towns"] else ""
    return f"{facts.who} develops the town of {facts['province']} into a large town{two}"


def _monarch_power(facts: Facts) -> str:
    change, asked = int(facts["change"]), int(facts.get("asked", 0) or 0)
    power = facts.w("power")
    if change >= 0:
        capped = f" (capped, {asked} asked)" if asked > change else ""
        verb = f"gains {change}"
    else:
        capped = f" ({asked} asked, none left)" if asked > -change else ""
        verb = f"spends {-change}"
    return f"{facts.who} {verb} {power} power{capped}, now {facts['now']}"


def _ducats(facts: Facts) -> str:
    change = int(facts["change"])
    verb = f"gains {change}" if change >= 0 else f"pays {-change}"
    reason = facts.get("reason")
    why = f" ({words(facts.content, reason)})" if reason else ""
    return f"{facts.who} {verb} ducats{why}, treasury now {facts['now']}"


def _prestige(facts: Facts) -> str:
    change = int(facts["change"])
    reason = facts.get("reason")
    why = f" for {words(facts.content, reason)}" if reason else ""
    return f"{facts.who} {signed_change(change, 'prestige')}{why}, now {facts['now']}"


def _stability(facts: Facts) -> str:
    change = int(facts["change"])
    verb = "rises" if change >= 0 else "falls"
    return f"{facts.who}'s stability {verb} to {int(facts['now']):+d}"


def _loan(facts: Facts) -> str:
    change = int(facts["change"])
    if change > 0:
        done = "takes a loan"
    elif change == -1:
        done = "repays a loan"
    else:
        done = f"has {-change} loans discarded"
    return f"{facts.who} {done}: {facts['loans']} loans, {facts['ducats']} ducats"


def _manpower(facts: Facts) -> str:
    change = int(facts["change"])
    if "spent" in facts.entry.values:
        done = f"exhausts {facts['spent']} manpower"
    elif "replenished" in facts.entry.values:
        done = f"replenishes {facts['replenished']} manpower"
    else:
        done = f"{signed_change(change, 'manpower')}"
    return (
        f"{facts.who} {done}: {facts['available']} available, "
        f"{facts['exhausted']} exhausted of {facts['total']}"
    )


INCOME_LINES = {
    "base_tax": "tax",
    "vassal_tax": "vassals",
    "advisors": "advisors",
    "maintenance": "maintenance",
    "plague": "plague",
    "interest": "interest",
    "stability": "stability",
    "emperor": "Emperor",
    "ideas": "ideas",
}


def _income(facts: Facts) -> str:
    parts = [
        f"{label} {int(facts[key]):+d}" for key, label in INCOME_LINES.items() if facts.get(key)
    ]
    net = int(facts["net"])
    verb = f"collects {net}" if net >= 0 else f"pays {-net}"
    return f"{facts.who} {verb} ducats net ({', '.join(parts) or 'nothing'})"


def _national_focus(facts: Facts) -> str:
    target = facts["target"]
    moved = (
        f"moves power from {facts.w('sources')} to {words(facts.content, target)}"
        if target
        else "moves no power"
    )
    cards = int(facts["discarded"])
    exchange = f" and exchanges {cards} cards" if cards else ""
    source = facts.get("cube_from")
    cube = f" (the slot's cube comes from {source})" if source else ""
    return f"{facts.who} changes its national focus: {moved}{exchange}{cube}"


def _area_converted(facts: Facts) -> str:
    return (
        f"{facts.who} converts {facts.w('areas')} from {facts.w('before')} to {facts.w('religion')}"
    )


def _trade_cards(facts: Facts) -> str:
    nodes = {card.id: card.nodes for card in facts.content.trade_cards.trade_cards}
    shown = [
        "/".join(nodes.get(str(card), [words(facts.content, card)])) for card in facts["cards"]
    ]
    expanded = facts["expanded"]
    more = f"; expanded: {', '.join(str(node) for node in expanded)}" if expanded else ""
    return f"Trade cards revealed: {', '.join(shown)}{more}"


def _merchant(facts: Facts) -> str:
    source = facts["source"]
    origin = f"from {source}" if source else "from its mat"
    return f"{facts.who} moves a merchant {origin} to {facts['node']}"


def _trade(facts: Facts) -> str:
    kind = " (a secondary node)" if facts["secondary"] else ""
    return f"{facts.who} trades in {facts['node']}{kind}"


def _trade_income(facts: Facts) -> str:
    row = facts["row"]
    where = f"row {row}" if row is not None else "past the last row"
    return f"{facts.who} earns {facts['ducats']} ducats of trade in {facts['node']} ({where})"


def _final_scoring(facts: Facts) -> str:
    return f"Final scoring follows this clean-up ({facts.w('reasons')})"


def _final_score(facts: Facts) -> str:
    points = int(facts["points"])
    return f"{facts.t('realm')} {signed_change(points, 'prestige')} for {facts.w('line')}"


def _age_replacement(facts: Facts) -> str:
    return f"{facts.who} sends {facts.t('card')} back; {facts.t('new')} replaces it"


def _marriage_prestige(facts: Facts) -> str:
    return f"{facts.t('realm')} gains {facts['points']} prestige for its marriages"


def _marriage_kept(facts: Facts) -> str:
    return f"{facts.who} pays {facts['paid']} diplomatic power to keep its marriages"


def _alliance_ended(facts: Facts) -> str:
    if "reason" in facts.entry.values:
        why = f" ({facts.w('reason')})"
        return f"The alliance of {facts.who} and {facts.t('ally')} ends{why}"
    return f"The alliance of {facts.t('realm')} and {facts.t('ally')} ends"


def _influence_removed(facts: Facts) -> str:
    if "area" in facts.entry.values:
        return f"{facts.who} removes 1 influence from {facts['area']} for religious dissent"
    return f"{facts.who} loses {facts['count']} influence ({facts.w('reason')})"


def _casualty(facts: Facts) -> str:
    if "result" in facts.entry.values:
        return f"{facts.who}'s {facts.w('unit')} is {facts.w('result')}"
    return f"{facts.who} loses {facts['count']} {facts.w('unit')} to attrition"


def _units_gained(facts: Facts) -> str:
    return f"{facts.who} places {facts['count']} {facts.w('unit')} in {facts['area']}"


def _disband(facts: Facts) -> str:
    return f"{facts.who} disbands {facts['count']} {facts.w('unit')}"


def _effect_ignored(facts: Facts) -> str:
    return f"{facts.who}'s {facts.w('verb')} does nothing: {facts.w('reason')}"


TEMPLATES: dict[str, Template] = {
    # the kernel's randomness and setup
    "roll": _roll,
    "random": _random,
    "shuffle": "The {purpose!w} is shuffled ({count} cards)",
    "events_not_built": _events_not_built,
    "power_struggle_scored": _power_struggle_scored,
    # the round
    "round": "Age {age}, round {number} begins",
    "phase": lambda facts: f"{PHASES.get(str(facts['phase']), facts.w('phase'))} begins",
    "events_revealed": _events_revealed,
    "action_card_drawn": "{seat!t} draws {card!t} from the {deck} deck",
    "action_card_drawn_from": "{seat!t} draws a card from the {deck} deck",
    "action_card_kept": "{seat!t} keeps the card for {ducats} ducats ({treasury} left)",
    "action_card_discarded": "{seat!t} discards {card!t}",
    "mission_picked": "{seat!t} picks the mission {mission!t}",
    "mission_drawn": "{seat!t} draws the general mission {mission!t}",
    "mission_given_up": "{seat!t} gives up the mission {mission!t}",
    "turn": _turn,
    "pass": _pass,
    "end_of_action_phase": "No paid place is left: {last_turns!T} have one last turn",
    # events
    "event_taken": _event_taken,
    "event_option": _event_option,
    "event_left": "Every realm has an event: {event!t} resolves its secondary effects alone",
    "event_revealed": "The event {event!t} is turned face up",
    "effect_ignored": _effect_ignored,
    "claim_gained": _claim,
    "core_gained": _core,
    "town_developed": _town,
    "plus_one_placed": "{seat!t} places a +1 token in {province}",
    "dnpr_token_placed": "A token of {realm!t} is placed in {province} ({result!w})",
    "dnpr_capital": "{province} becomes the capital of {realm!t}",
    "merchant_gained": "{seat!t} gains a merchant ({merchants} now)",
    "imperial_authority_changed": "Imperial Authority changes by {change!g} to {now}",
    "units_gained": _units_gained,
    "action_gained": "{seat!t} takes the action {action!w} at once",
    "power_struggle_activated": "The power struggle {card!t} becomes active",
    # clean-up
    "allied_units_released": "{count} allied units leave {seat!t}'s armies",
    "manpower_updated": "{seat!t}'s manpower changes by {change!g} to {total}",
    "manpower_refreshed": "{seat!t} refreshes {count} exhausted manpower",
    "ships_repaired": "{seat!t} repairs {count} damaged heavy ships in port",
    "merchants_refreshed": "{seat!t} refreshes {count} merchants",
    "colonists_gained": "{seat!t} gains {count} colonists",
    "focus_cube_returned": "{seat!t} takes its cube back from the Changed National Focus slot",
    "alliance_ended": _alliance_ended,
    "imperial_influence": "The Emperor places an Imperial influence cube in {area}",
    "defending_hre_ended": "{seat!t} is at peace: the Defending the HRE tag is removed",
    "first_player": "{realm!t} takes the First Player token",
    "discard": "{seat!t} discards {card!t} down to five cards",
    "final_scoring_triggered": _final_scoring,
    "age_ended": "Age {age} ends; the events of Age {next_age} are laid out",
    "age_display": "New milestones and ideas on display: {cards!T}",
    "age_replacement": _age_replacement,
    "marriage_prestige": _marriage_prestige,
    "marriage_removed": "{seat!t} removes its marriage with {partner!t}",
    "marriage_kept": _marriage_kept,
    "final_score": _final_score,
    "final_prestige": "{realm!t} ends with {prestige} prestige",
    "winners": "The game is won by {realms!T}",
    # the economy
    "monarch_power": _monarch_power,
    "ducats": _ducats,
    "prestige": _prestige,
    "stability": _stability,
    "corruption": "{seat!t} gains {change!n} corruption, now {now}",
    "loan": _loan,
    "manpower": _manpower,
    "disband": _disband,
    "fire_advisor": "{seat!t} fires its {power} advisor {advisor!t}",
    "recall_ships": "{seat!t} recalls its fleet from {origin} to {port}",
    "income": _income,
    "bankruptcy": "{seat!t} cannot pay {unpaid} ducats and goes bankrupt",
    "imperial_authority": "The Emperor rolls {roll}: Imperial Authority {change!g}, now {now}",
    # actions
    "idea_researched": "{seat!t} researches the {type} idea {idea!t}",
    "idea_lost": "{seat!t} gives up {idea!t} for {replaced_by!t}",
    "idea_displayed": lambda facts: (
        f"The idea {facts.t('idea')} goes on display"
        + (f", replacing {facts.t('replaced')}" if facts["replaced"] else "")
    ),
    "idea_not_researched": "{seat!t} may not take the idea {idea!t}",
    "national_focus": _national_focus,
    "focus_card_picked": "{seat!t} takes {card!t} from the {deck} discards",
    "area_converted": _area_converted,
    # trade
    "trade_cards": _trade_cards,
    "merchant": _merchant,
    "trade": _trade,
    "trade_income": _trade_income,
    "trade_ship_moved": "{seat!t} moves a light ship onto a trade-protection slot in {zone}",
    "trade_ship_displaced": "{seat!t}'s light ship is pushed off its trade slot in {zone}",
    "pirate": "A pirate goes to {node} ({pirates} there)",
    "distant_trade_cards": "The {continent!w} trade cards are shuffled into the trade deck",
    "casualty": _casualty,
    "influence_removed": _influence_removed,
}
"""Kind → sentence for setup, the round, events, clean-up, the economy, actions and
trade; :mod:`.narration_war` adds characters, wars, battles, peace and rebels."""


def untold(entry: LogEntry) -> bool:
    """Entries a player need not read: the shuffles (the order is secret), the Bot charts'
    nodes (read through the Bot trace), and the dice whose result the next entry states (the
    rebel dice, battle dice and the Emperor's Imperial Authority die; the NPR's leader drawn
    at random)."""
    if entry.kind == "shuffle" or entry.kind in bot_narration.UNTOLD:
        return True
    purpose = entry.values.get("purpose")
    if not isinstance(purpose, str):
        return False
    if entry.kind == "roll":
        return (
            purpose.startswith("rebel dice")
            or " battle dice" in purpose
            or purpose == "imperial authority"
        )
    return entry.kind == "random" and purpose.startswith("leader of the")


ALL_TEMPLATES: dict[str, Template] = {
    **TEMPLATES,
    **WAR_TEMPLATES,
    **CARD_TEMPLATES,
    **curia_narration.TEMPLATES,
    **diplomacy_narration.TEMPLATES,
    **empire_narration.TEMPLATES,
    **exploration_narration.TEMPLATES,
    **negotiation_narration.TEMPLATES,
    **religion_narration.TEMPLATES,
    **bot_deck_narration.TEMPLATES,
    **bot_phase_narration.TEMPLATES,
    **bot_narration.TEMPLATES,
    **bot_army_narration.TEMPLATES,
    **bot_naval_narration.TEMPLATES,
    **bot_substitute.TEMPLATES,
}
"""Every kind eupop narrates."""


def narrate(entry: LogEntry, content: Content) -> str:
    """One English sentence for a log entry, ending with the rule it cites; the structured
    text when the kind has no template or its values do not fit; an empty string for an
    entry a player need not read (:func:`untold`)."""
    if untold(entry):
        return ""
    template = ALL_TEMPLATES.get(entry.kind)
    if template is None:
        return str(entry)
    try:
        sentence = render(template, entry, content)
    except (LookupError, TypeError, ValueError, AttributeError):
        return str(entry)
    reference = short_rule(entry.rule)
    return f"{sentence} ({reference})" if reference else sentence
