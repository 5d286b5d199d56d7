"""Phase 5 (Clean-up), the End of Age routine and final scoring (eupop-aid 5. CLEAN-UP,
FINAL SCORING). ``PROCEDURES`` are the procedures the module builder registers."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.cleanup.decisions import (
    AgeMarriage,
    AgeReplacement,
    DiscardDown,
    ImperialInfluence,
)
from hegemon.games.eupop.rules.cleanup.procedure import CleanUp
from hegemon.games.eupop.rules.cleanup.scoring import FinalScoring

PROCEDURES: tuple[Procedure, ...] = (
    CleanUp(),
    FinalScoring(),
    DiscardDown(),
    ImperialInfluence(),
    AgeReplacement(),
    AgeMarriage(),
)
