"""The names a player reads for the ids of a pack: realms, cards, ideas, leaders.

Every id a log entry or a mat holds (a realm key, an action card copy ``id#n``, an event,
idea, mission, milestone, power struggle or leader id) has a title; an id the pack does
not know is shown with its underscores turned to spaces."""

from __future__ import annotations

from hegemon.games.eupop.content.loader import Content

_TITLES: dict[str, dict[str, str]] = {}
"""Pack digest → id → title."""

POWER_SHORT = {"administrative": "ADM", "diplomatic": "DIP", "military": "MIL"}


def titles(content: Content) -> dict[str, str]:
    """Every titled id of the pack → its title."""
    known = _TITLES.get(content.digest)
    if known is not None:
        return known
    known = {key: realm.name for key, realm in content.realms.realms.items()}
    for group in (
        content.actions.cards,
        content.events.events,
        content.ideas.ideas,
        content.missions.missions,
        content.milestones.milestones,
        content.power_struggles.power_struggles,
        content.leaders.leaders,
    ):
        known.update((card.id, card.name) for card in group)
    _TITLES[content.digest] = known
    return known


def title(content: Content, key: object) -> str:
    """The title of an id (an action card copy by its card's title); a plain word for an
    id without one; ``nobody`` for None."""
    if key is None:
        return "nobody"
    text = str(key)
    known = titles(content)
    found = known.get(text) or known.get(text.split("#", 1)[0])
    return found if found is not None else text.replace("_", " ")


def listed(content: Content, keys: object) -> str:
    """Ids as titles joined by commas ("none" for an empty list)."""
    if not isinstance(keys, list | tuple):
        raise TypeError(f"a list was expected, got {keys!r}")
    return ", ".join(title(content, key) for key in keys) or "none"
