"""Sentences for the log entries of the curia package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _roma(facts: Facts) -> str:
    if facts.entry.seat is None:
        return "Nobody holds the Roma cardinal any more"
    return f"{facts.who} now holds the Roma cardinal"


def _crusade_scored(facts: Facts) -> str:
    change = int(facts["change"])
    verb = f"scores {change}" if change >= 0 else f"loses {-change}"
    return f"{facts.who} {verb} prestige for the crusade in {facts['area']}"


TEMPLATES: dict[str, Template] = {
    "roma_cardinal": _roma,
    "roma_cardinal_wanting": (
        "{seat!t} has no influence cube to spare: the Roma cardinal stays empty for now"
    ),
    "cardinal_placed": "{seat!t} places a cardinal in the Curia's regular slot {place}",
    "cardinal_removed": "{seat!t} loses its cardinal in the Curia's slot {place} ({reason!w})",
    "curia_slots": "The Curia now has {count} regular slots",
    "no_cardinal_dies": "No cardinal is left to die",
    "papal_power": "{seat!t}, Papal Controller, gains 1 {power} power",
    "excommunicated": "{seat!t} excommunicates the ruler of {target!t}",
    "crusade_called": "{seat!t} calls a crusade on {area}",
    "crusade_committed": "{seat!t} is committed to the crusade in {area}",
    "crusade_scored": _crusade_scored,
    "crusade_tokens_removed": "The crusade and excommunication tokens leave the board",
}
