"""The Papal Curia on the board: who controls it (eupop-aid PAPAL CURIA (p. 45-46)).

Every rule that asks for the Papal Controller — the advisor discount, the cheaper
Increase Stability, the extra monarch power and the final score — asks this one
function, so they can never disagree (interpretation:EUPOP-E9)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.refs import implements
from hegemon.engine.serial import State


@implements("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-E9")
def papal_controller(state: State) -> str | None:
    """The realm the ``curia`` record names as its controller. The state keeps no Curia
    (nor cardinals) until the Papal Curia is built, so until then no realm controls it."""
    curia: Any = state.get("curia")
    if isinstance(curia, dict):
        controller = curia.get("controller")
        return str(controller) if controller else None
    return None
