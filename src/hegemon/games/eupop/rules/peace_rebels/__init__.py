"""Phase 3, Peace & Rebels: casus belli and truces, rebels sieging or moving, prestige
penalties, interregnums, religious dissent, unrest and the rebel dice (aid "3. PEACE &
REBELS", "REBELS (p. 37)"). Interpretations: docs/interpretations/eupop-rebels.md
(EUPOP-Pn)."""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.peace_rebels.phase import PeaceAndRebels
from hegemon.games.eupop.rules.peace_rebels.roll import RebelBattles, RebelDice

PROCEDURES: tuple[Procedure, ...] = (PeaceAndRebels(), RebelDice(), RebelBattles())
