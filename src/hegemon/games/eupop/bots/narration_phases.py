"""Sentences for the log entries of a Bot's phases and limited tokens (:mod:`.phases`,
:mod:`.tokens`), merged into the log's narration (:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _tile(facts: Facts) -> str:
    if facts["held"]:
        return f"{facts.who} has every small town on the map and takes the +20 Income tile"
    return f"{facts.who} no longer has every small town on the map: the +20 Income tile goes back"


def _reserve(facts: Facts) -> str:
    change = int(str(facts["change"]))
    verb = f"gains {change}" if change > 0 else f"gives back {-change}"
    return f"{facts.who}'s manpower reserve {verb}, now {facts['now']}"


TEMPLATES: dict[str, Template] = {
    "bot_town_tile": _tile,
    "bot_reserve": _reserve,
    "bot_colonists_discarded": (
        "{seat!t} has no colonist on the map and no vacant territory is left: it discards "
        "{count} colonists"
    ),
}
