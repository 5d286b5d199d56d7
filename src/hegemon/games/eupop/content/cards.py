"""Cards of a pack looked up by id (an action card copy ``id#n`` is its card)."""

from __future__ import annotations

from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import ActionCard, EventCard, Mission

_INDEXES: dict[str, tuple[dict[str, ActionCard], dict[str, EventCard], dict[str, Mission]]] = {}
"""Pack digest → its cards by id (a pack's digest names its data)."""


def _index(
    content: Content,
) -> tuple[dict[str, ActionCard], dict[str, EventCard], dict[str, Mission]]:
    index = _INDEXES.get(content.digest)
    if index is None:
        index = (
            {card.id: card for card in content.actions.cards},
            {card.id: card for card in content.events.events},
            {card.id: card for card in content.missions.missions},
        )
        _INDEXES[content.digest] = index
    return index


def action_card(content: Content, card: str) -> ActionCard:
    """The action card of a dealt copy (``id`` or ``id#n``)."""
    return _index(content)[0][card.split("#", 1)[0]]


def event_card(content: Content, card: str) -> EventCard:
    return _index(content)[1][card]


def mission_card(content: Content, card: str) -> Mission:
    return _index(content)[2][card]
