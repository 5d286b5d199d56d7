"""What the Standard Event effects share: the sections they cite and the one way an
effect whose condition is not met is set aside (eupop-aid General Event guidelines
(p. 40): an effect whose conditions are not met is ignored)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements

STANDARD = "eupop-aid:Standard Event effects (p. 40)"
GUIDELINES = "eupop-aid:General Event guidelines (p. 40)"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
UNLIMITED = "eupop-aid:Unlimited"


@implements(GUIDELINES)
def ignored(game: Game, realm: str, verb: str, reason: str, rule: str = GUIDELINES) -> None:
    """The effect (or what is left of it) does nothing: its condition is not met."""
    game.log("effect_ignored", realm, rule=rule, verb=verb, reason=reason)
