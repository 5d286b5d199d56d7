"""How rules, queries and agents reach the content of the game they serve.

A game may run on any pack (the shipped one, or a changed copy made by
``Eotma.with_content``), so nothing reads a module-level pack: a step asks the game handle
(:func:`content_of`), an agent the rules module of its observation (:func:`rules_content`),
and helpers take the :class:`Content` they are given.
"""

from __future__ import annotations

from hegemon.engine.content import pack_of
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.games.eotma.content.loader import Content


def rules_content(rules: RulesModule) -> Content:
    """The pack an eotma rules module plays on; another game's module is a TypeError."""
    return pack_of(rules, Content, "an eotma pack")


def content_of(game: Game) -> Content:
    """The content pack of the game being played: its rules module's."""
    return rules_content(game.rules)
