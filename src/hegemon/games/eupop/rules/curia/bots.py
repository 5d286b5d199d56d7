"""Bot realms and the Curia: what a Bot does as Papal Controller or when it resolves
Cardinal Dies belongs to the Bot rules (issue 13), not built yet: those paths stop."""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import realm

BOT_INCOME = "eupop-bots:INCOME & UPKEEP PHASE"
BOT_SECONDARY = "eupop-bots:SECONDARY EFFECTS"


def refuse_bot(state: State, name: str, section: str, what: str) -> None:
    """Stop, naming the Bot rule, when the realm is a Bot."""
    if realm(state, name)["player"] == "bot":
        raise RuleNotBuilt(section, f"{name} is a Bot: {what}")
