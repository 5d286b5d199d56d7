"""Sentences for the log entries of a Bot's phases and limited tokens (:mod:`.phases`,
:mod:`.tokens`), merged into the log's narration (:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _tile(facts: Facts) -> str:
    if facts["held"]:
        return f"{facts.who} has every small town on the map and takes the +20 Income tile"
    return f"{facts.who} no longer has every small town on the map: the +20 Income tile goes back"


TEMPLATES: dict[str, Template] = {
    "bot_town_tile": _tile,
}
