"""Sentences for eupop's action cards, missions and milestones, and the movement and
recruitment of units (the rest of the log is :mod:`.narration`'s and
:mod:`.narration_war`'s)."""

from __future__ import annotations

from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.narration_text import Facts, Template, words


def _count(value: object) -> int:
    """An amount of a log entry (a number; anything else reads as none)."""
    return value if isinstance(value, int) else 0


def _paid(facts: Facts) -> str:
    """What a card cost: "2 ducats and 1 military power", or "nothing"."""
    ducats, power = _count(facts["ducats"]), _count(facts["power"])
    deck: str = ""
    try:
        deck = action_card(facts.content, str(facts["card"])).deck
    except KeyError:
        deck = ""
    parts = [f"{ducats} ducats"] if ducats else []
    if power:
        parts.append(f"{power} {deck} power".replace("  ", " "))
    return " and ".join(parts) or "nothing"


def _played(facts: Facts) -> str:
    return f"{facts.who} plays {facts.t('card')}, paying {_paid(facts)}"


def _countered(facts: Facts) -> str:
    return (
        f"{facts.who} counters {facts.t('player')}'s covert card with {facts.t('card')}, "
        f"paying {_paid(facts)}"
    )


def _reaction(facts: Facts) -> str:
    return (
        f"{facts.who} answers {facts.t('sieger')}'s siege of {facts['province']} with "
        f"{facts.t('card')}, paying {_paid(facts)}"
    )


def _battle_reaction(facts: Facts) -> str:
    return (
        f"{facts.who} reacts in the battle in {facts['where']} with {facts.t('card')}, "
        f"paying {_paid(facts)}"
    )


def _revealed(facts: Facts) -> str:
    by = facts["countered_by"]
    countered = f", countered by {words(facts.content, by)}" if by else ""
    return f"{facts.who}'s covert card is revealed: {facts.t('card')}{countered}"


def _display_used(facts: Facts) -> str:
    return (
        f"{facts.who} uses its displayed {facts.t('card')}, paying {_paid(facts)} "
        f"({facts['charges_left']} charges left)"
    )


def _recruited(facts: Facts) -> str:
    port = facts["port"]
    docked = f", docked at {port}" if port else ""
    unit, cost = facts.w("unit"), facts["ducats"]
    return f"{facts.who} recruits 1 {unit} in {facts['where']}{docked} for {cost} ducats"


def _land_move(facts: Facts) -> str:
    how = []
    if facts["bridge"]:
        how.append("by a naval bridge")
    if facts["mountain"]:
        how.append("across mountains")
    way = f" {' and '.join(how)}" if how else ""
    return f"{facts.who}'s army moves from {facts['source']} to {facts['to']}{way}"


REORGANISED = {
    "pick_up": "picks up 1 infantry",
    "drop_off": "drops off 1 infantry",
    "take_unit": "takes 1 unit from another army",
    "give_unit": "gives 1 unit to another army",
    "split_off": "leaves 1 unit behind as a new army",
    "merge_army": "takes in another army",
}


def _reorganised(facts: Facts) -> str:
    change = REORGANISED.get(str(facts["change"]), str(facts["change"]))
    return f"{facts.who}'s army {change} in {facts['where']}"


def _fleet_reorganised(facts: Facts) -> str:
    change = "picks up" if facts["change"] == "fleet_pick_up" else "drops off"
    return f"{facts.who}'s fleet {change} 1 light ship in {facts['where']}"


def _access_answer(facts: Facts) -> str:
    answer = "grants" if facts["granted"] else "refuses"
    return f"{facts.who} {answer} {facts.t('realm')} military access into {facts['area']}"


def _naval_activation(facts: Facts) -> str:
    if facts["mode"] == "undock":
        return f"{facts.who} activates its ships to undock"
    return f"{facts.who} activates a fleet to move"


CARD_TEMPLATES: dict[str, Template] = {
    # missions and milestones
    "mission_completed": "{seat!t} completes the mission {mission!t} for {prestige} prestige",
    "milestone_claimed": "{seat!t} claims the milestone {milestone!t} for {prestige} prestige",
    # action cards
    "action_card_played": _played,
    "covert_played": "{seat!t} plays a covert card face down from the {deck} deck",
    "covert_chosen": "{seat!t}'s face-down covert card is {card!t}",
    "covert_countered": _countered,
    "covert_revealed": _revealed,
    "reaction_played": _reaction,
    "battle_reaction": _battle_reaction,
    "display_placed": "{seat!t} places {card!t} on its mat with {charges} charges",
    "display_used": _display_used,
    "display_discarded": "{seat!t}'s displayed {card!t} is discarded",
    # recruitment and movement
    "unit_recruited": _recruited,
    "recruit_done": "{seat!t} ends recruiting after {count} units",
    "land_activation": "{seat!t} activates its forces in {where}",
    "land_move": _land_move,
    "army_reorganised": _reorganised,
    "access_answer": _access_answer,
    "access_refused": "Military access into {area} is refused to {seat!t}: the units stay",
    "naval_activation": _naval_activation,
    "naval_move": "{seat!t}'s ships move from {source} to {to}",
    "undock": "{seat!t}'s ships leave {source} for {to}",
    "galleys_disbanded": "{seat!t}'s {count} galleys of {force} are disbanded in {zone}",
    "pirates_fought": (
        "{seat!t}'s ships in {zone} fight the pirates of {node}: {removed} removed,"
        " {pirates} left; {hits_taken} hits taken"
    ),
    "trade_protected": "{seat!t} puts a light ship on a trade-protection slot in {zone}",
    "fleet_reorganised": _fleet_reorganised,
    "slots_left": "{seat!t}'s {count} light ships leave the trade-protection slots in {zone}",
    "unrest_suppressed": "{seat!t} suppresses {count} unrest in {area}",
}
"""Kind → sentence for action cards, missions, milestones, recruitment and movement."""
