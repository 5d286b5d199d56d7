"""Sentences for the log entries of Bot Power and the Bot deck (:mod:`.power`,
:mod:`.deck`), merged into the log's narration (:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template

MOVES = {
    "gain": "{who} gains {amount} Bot Power",
    "spend": "{who} spends {amount} Bot Power",
    "lose": "{who} loses {amount} Bot Power",
    "discard": "{amount} of {who}'s spent Bot Power go back to its supply",
    "focus": "{who} places {amount} Bot Power on its {focus} focus",
    "release": "{amount} Bot Power on {who}'s {focus} focus go back to its supply",
}
"""The sentence of each move of a ``bot_power`` entry."""


def _bot_power(facts: Facts) -> str:
    move = MOVES.get(str(facts["move"]), "{who}'s Bot Power changes by {amount}")
    focus = facts.w("focus") if facts["focus"] is not None else "chosen"
    sentence = move.format(who=facts.who, amount=facts["amount"], focus=focus)
    if facts["wanted"] is not None and facts["wanted"] != facts["amount"]:
        sentence += f", {facts['wanted']} asked"
    if facts["reason"]:
        sentence += f" ({facts.w('reason')})"
    return f"{sentence}; now {facts['available']} available, {facts['spent']} spent"


def _influence_taken(facts: Facts) -> str:
    whose = "an ally's area" if facts["source"] == "ally_influence" else "an area far away"
    return (
        f"{facts.who} has no cube in its supply: one of its influence cubes leaves "
        f"{facts['area']} ({whose})"
    )


def _bot_card(facts: Facts) -> str:
    actions = [facts.w(key) for key in ("first", "second") if facts[key] is not None]
    sentence = f"{facts.who} draws Bot card {facts['card']} ({' or '.join(actions) or 'none'}"
    if facts["war"] is not None:
        sentence += f"; at war {facts.w('war')}"
    sentence += f") and pays {facts['paid']} Bot Power"
    if facts["short"]:
        sentence += f", {facts['short']} short of its cost"
    if facts["discarded"] is not None:
        sentence += f"; its icon discards the action card {facts.t('discarded')}"
    return sentence


def _card_used(facts: Facts) -> str:
    action = facts.w("action") if facts["action"] is not None else "no action it could take"
    where = "is set aside for the Age" if facts["pile"] == "set_aside" else "is used"
    return f"{facts.who}'s Bot card {facts['card']}, played for {action}, {where}"


TEMPLATES: dict[str, Template] = {
    "bot_power": _bot_power,
    "bot_influence_taken": _influence_taken,
    "bot_card": _bot_card,
    "bot_card_used": _card_used,
    "bot_deck_reshuffled": (
        "{seat!t}'s Bot deck is reshuffled: {back} cards go back, {removed} leave for the Age, "
        "{set_aside} stay aside; {count} in the deck"
    ),
    "bot_deck_reset": "{seat!t}'s Bot deck is reset for Age {age}: {count} cards",
}
