"""Economy (docs/decisions/0105): monarch power, ducats, prestige, corruption, stability,
loans, bankruptcy and manpower of human player realms (:mod:`.governing`,
:mod:`.treasury`); phase 4, Income and Upkeep (:mod:`.phase`, counted by :mod:`.income`);
and the treasury's minor actions (:mod:`.minor`).

``PROCEDURES`` are the procedures to register; ``MENU_ENTRIES`` the action menu's entries.
"""

from __future__ import annotations

from hegemon.engine.flow import Procedure
from hegemon.games.eupop.rules.economy.minor import (
    MENU_ENTRIES,
    RepayLoan,
    ReplenishManpower,
    TakeLoan,
)
from hegemon.games.eupop.rules.economy.phase import IncomeAndUpkeep

PROCEDURES: tuple[Procedure, ...] = (
    IncomeAndUpkeep(),
    TakeLoan(),
    RepayLoan(),
    ReplenishManpower(),
)

__all__ = ["MENU_ENTRIES", "PROCEDURES"]
