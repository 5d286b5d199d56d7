"""The game's optional rules, turned on per game (``meta/options``).

Every optional rule of the player aid that a game may play with is one boolean option
here, named after the rule. ``option(state, name)`` is the one reader the rules use; setup
refuses an unknown option or a value that is not true or false (``check_options``), so a
rule never meets a malformed value. The Bots' difficulty is the one option that is not a
switch (setup/scenario.py).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.rules import SetupError
from hegemon.engine.serial import State

REVEALING_MORE = "revealing_more"
"""Optional Rule 7: Revealing More (eupop-aid, p. 39)."""
NO_SURRENDER = "no_surrender"
"""Optional Rule 3: No Surrender (eupop-aid 3. Partial Victory or Inconclusive)."""
AVAILABLE_MERCENARIES = "available_mercenaries"
"""Optional rule 2: Available Mercenaries (eupop-aid Land Movement)."""
ADVANCED_RULES = "advanced_rules"
"""The advanced rules of the HRE: HRE Religion and Imperial Elections (eupop-aid HRE
Religion (adv. rules) (p. 45), Imperial Elections (adv. rules) (p. 45);
interpretation:EUPOP-I5)."""

SECRET_NEGOTIATIONS = "secret_negotiations"
"""Optional Rule 1: Secret Negotiations (eupop-aid, p. 12; interpretation:EUPOP-N5)."""
RELIGIOUS_REBELS = "religious_rebels"
"""Optional rule 5: Religious Rebels (eupop-aid; interpretations EUPOP-L17, L18)."""

SWITCHES: dict[str, str] = {
    REVEALING_MORE: "eupop-aid:Optional Rule 7: Revealing More (p. 39)",
    NO_SURRENDER: "eupop-aid:3. Partial Victory or Inconclusive",
    AVAILABLE_MERCENARIES: "eupop-aid:Land Movement",
    ADVANCED_RULES: "eupop-aid:HRE Religion (adv. rules) (p. 45)",
    SECRET_NEGOTIATIONS: "eupop-aid:Optional Rule 1: Secret Negotiations",
    RELIGIOUS_REBELS: "eupop-aid:Optional rule 5: Religious Rebels",
}
"""Each optional rule's option name and the section that states the rule."""


def option(state: State, name: str) -> bool:
    """Whether the game plays with the optional rule ``name`` (off unless turned on)."""
    if name not in SWITCHES:
        raise KeyError(f"eupop has no optional rule {name!r}")
    options = state["meta"].get("options") or {}
    return options.get(name) is True


def check_switches(options: dict[str, Any]) -> None:
    """Refuse a switch given anything but true or false (SetupError naming it)."""
    for name in sorted(SWITCHES):
        if name in options and not isinstance(options[name], bool):
            raise SetupError(
                f"option {name!r} is an optional rule: give it true or false, not {options[name]!r}"
            )
