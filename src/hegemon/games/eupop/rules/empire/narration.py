"""Sentences for the log entries of the empire package (merged into the log's narration,
:mod:`hegemon.games.eupop.narration`): one template per entry kind it writes."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template


def _elected(facts: Facts) -> str:
    previous = facts["previous"]
    instead = f" in place of {str(previous).replace('_', ' ').title()}" if previous else ""
    return f"{facts.who} is elected Emperor{instead}"


TEMPLATES: dict[str, Template] = {
    "imperial_authority_dropped": (
        "Imperial Authority drops to its new maximum: {change!g}, now {now}"
    ),
    "hre_religion": "The Holy Roman Empire's religion becomes {religion!w}",
    "hre_dissolved": "The Holy Roman Empire is dissolved for good ({reason!w})",
    "imperial_election_called": "{seat!t}'s ruler changed: an Imperial Election is called",
    "imperial_election_void": "The Imperial Election called for {seat!t} lapses",
    "imperial_election": "The electors vote: {emperor!t} is Emperor",
    "emperor_elected": _elected,
    "hre_defence_refused": "{seat!t} refuses {caller!t}'s call to defend the HRE",
    "hre_defence_activated": "{seat!t} is Defending the HRE, with {units} Imperial units",
    "hre_contribution_none": (
        "{seat!t} has nothing to give to the defence against {aggressor!t}: no contribution"
    ),
    "imperial_units_join": "{units} Imperial units join {seat!t} in the battle in {where}",
    "imperial_units_back": "{seat!t} keeps {units} Imperial units after the battle",
}
