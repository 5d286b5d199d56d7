"""Sentences for the log entries of a Bot's army, ships and battles (:mod:`.army`,
:mod:`.battles`), merged into the log's narration (:mod:`hegemon.games.eupop.narration`)."""

from __future__ import annotations

from hegemon.games.eupop.narration_text import Facts, Template

CHANGES = {
    "recruit": "{who} recruits {amount} units into its Bot army for {paid} Bot Power",
    "placed": "{who}'s Bot army stands in {area}",
    "mac": "{who}'s Bot army checks its capacity in {area}",
    "lost": "{who}'s Bot army loses {amount} units",
    "withdrawn": "{who}'s Bot army leaves the map",
    "moved": "{who}'s Bot army moves to {area}",
    "given_back": "{who}'s Bot army gives {amount} units back as its manpower falls",
    "joined": "{amount} units join {who}'s Bot army",
}
"""The sentence of each change of a ``bot_army`` entry."""


def _army(facts: Facts) -> str:
    change = CHANGES.get(str(facts["change"]), "{who}'s Bot army changes")
    area = facts["area"] if facts["area"] is not None else "its mat"
    sentence = change.format(who=facts.who, amount=facts["amount"], paid=facts["paid"], area=area)
    if facts["influence_removed"]:
        sentence += ", removing one of its influence cubes there"
    return (
        f"{sentence}: {facts['units']} units, {facts['laid_down']} laid down; "
        f"{facts['reserve']} in its reserve"
    )


TEMPLATES: dict[str, Template] = {
    "bot_army": _army,
    "bot_ship_placed": "{seat!t} places a Bot ship in {zone}",
    "bot_ship_removed": "{seat!t}'s Bot ship leaves {zone}",
    "bot_stand_in": "{seat!t}'s Bot ship fights in {where} as 3 NPR ships of its side",
    "bot_rebels_removed": "{count} rebels leave {area} after the battle with {seat!t}'s Bot army",
}
