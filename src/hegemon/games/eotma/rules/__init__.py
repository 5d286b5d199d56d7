"""The procedures of Empires of the Middle Ages (docs/eotma-state.md "Procedures").

Phase 1 holds the spine: setup, the round, the player turn with its menu, events,
leaders, the shared effectiveness rating and final scoring. Endeavours, defense,
taxation and plunder plug into the turn through :mod:`.menu`.
"""
