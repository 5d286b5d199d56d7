"""Bot realms in phase 3 (eupop-bots PEACE & REBELS PHASE): the phase's steps ask here
whether a realm is a Bot; each step's Bot variant lives beside the step it changes (the
Bot rules' own modules under bots/ where they need the Bot's mat or charts)."""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import realm

BOTS = "eupop-bots:PEACE & REBELS PHASE"


def is_bot(state: State, realm_name: str) -> bool:
    return realm(state, realm_name)["player"] == "bot"
