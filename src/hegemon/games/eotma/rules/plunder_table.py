"""The Pillage/Plunder Table (11.3), shared by pillage's G result (11.2) and by plunder
(16.23.2). The table is content (content/pack/pillage_plunder.yaml)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.loader import Content

TABLE = "eotma:11.3"


@implements(TABLE)
def plunder_gold(game: Game, content: Content, seat: str, purpose: str) -> int:
    """Roll one die on the Pillage/Plunder Table for ``seat`` and return the gold it gives.

    The roll is logged with ``purpose``; the caller adds the gold to the treasury."""
    table = content.pillage_plunder
    roll = game.roll(purpose, table.sides, seat=seat, rule=TABLE)
    return table.gold(roll)
