"""Sentences for the log entries of the empire package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Template

TEMPLATES: dict[str, Template] = {
    "imperial_authority_dropped": (
        "Imperial Authority drops to its new maximum: {change!g}, now {now}"
    ),
}
