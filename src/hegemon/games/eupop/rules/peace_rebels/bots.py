"""Bot realms in phase 3: their variants of the phase belong to the Bot rules, not built
yet (eupop-bots PEACE & REBELS PHASE)."""

from __future__ import annotations

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import realm

BOTS = "eupop-bots:PEACE & REBELS PHASE"


def is_bot(state: State, realm_name: str) -> bool:
    return realm(state, realm_name)["player"] == "bot"


def refuse_bot(state: State, realm_name: str, what: str) -> None:
    """The Bot variants of phase 3 belong to the Bot rules, not built yet: stop when a Bot
    realm is actually affected."""
    if is_bot(state, realm_name):
        raise RuleNotBuilt(BOTS, f"{realm_name} is a Bot: {what}")
