"""What the Bot charts are made of in code: the facts their questions read and the steps
their actions run (docs/decisions/0108 §2.3), and a few facts every chart may ask.

A *fact* answers a chart's question from the state (:class:`Answer`: the answer, the
numbers and names it was read from, and the sentence of the trace). A *step* does what an
action node says and tells the walker how it went (:class:`Done`, :class:`Cannot`, or
:class:`Call` for a step that runs as a procedure: a battle, a call to arms, anything that
may ask a human). Both read the Bot through a :class:`BotContext`, made for one stretch
of a walk and never stored: its ``memo`` keeps what several nodes derive (the Bot's areas,
its enemies), dropped whenever the walk resumes after a called procedure. Facts and steps
read only public state (never a hand, a deck's order or a mission).

Each chart module registers its facts and steps by name in ``bots/__init__.py``
(``FACTS``, ``STEPS``); the pack's charts name them, and the loader refuses a name the
registry lacks (content/checks.py ``check_bot_charts``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import BotMat

FactValue = int | str | list[str]
"""What a trace shows of a fact: a count, a name, a few names (never a whole map)."""


@dataclass(frozen=True, slots=True)
class BotContext:
    """A Bot as the nodes of a chart see it, for one stretch of a walk."""

    state: State
    content: Content
    realm: str
    mat: BotMat
    turn: int
    """The Bot-turn number (``round.bot_turns``) the walk belongs to."""
    mode: str = "normal"
    """The turn's mode in the Action phase: ``normal``, ``final`` (the extra turn at the
    end of the phase) or ``event`` (the last chance to take an Event)."""
    memo: dict[str, Any] = field(default_factory=dict)
    """What several nodes of this stretch derive, computed once (see the module's doc)."""
    focus: str | None = None
    """The focus area of the card a FOCUS chart carries out (bots/turn.py ``CHARTS``)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """A fact's answer: ``value`` picks the branch (True/False for ``yes``/``no``, a name
    for ``cases``); ``facts`` are what it was read from and ``because`` says it in words."""

    value: bool | str
    facts: dict[str, FactValue] = field(default_factory=dict)
    because: str = ""


@dataclass(frozen=True, slots=True)
class Done:
    """The step did what its node says."""

    facts: dict[str, FactValue] = field(default_factory=dict)
    because: str = ""


@dataclass(frozen=True, slots=True)
class Cannot:
    """The step found nothing to do: the walk follows the node's ``cannot`` branch."""

    because: str = ""
    facts: dict[str, FactValue] = field(default_factory=dict)


CANNOT = "cannot"
"""The result a procedure called by a step ends with when it found nothing to do (any
other result: it was done)."""


@dataclass(frozen=True, slots=True)
class Call:
    """The step runs as a procedure: the walker calls ``procedure`` with ``local`` and goes
    on after it ends (its result :data:`CANNOT` follows the node's ``cannot`` branch)."""

    procedure: str
    local: dict[str, Any] = field(default_factory=dict)
    because: str = ""


Outcome = Done | Cannot | Call
Fact = Callable[[BotContext], Answer]
Step = Callable[[Game, BotContext, Mapping[str, Any]], Outcome]


def context(
    game: Game,
    content: Content,
    realm: str,
    turn: int,
    mode: str = "normal",
    focus: str | None = None,
) -> BotContext:
    """A fresh context for ``realm`` (its memo empty)."""
    mat: BotMat = world(game.state)["bots"][realm]
    return BotContext(game.state, content, realm, mat, turn, mode, focus=focus)


@implements("eupop-bots:BOT POWER (C)")
def power_available(bot: BotContext) -> Answer:
    """Whether the Bot has Bot Power in its Available box."""
    available = bot.mat["power"]["available"]
    because = f"{available} Bot Power available" if available else "no Bot Power available"
    return Answer(available > 0, {"available": available}, because)


@implements("eupop-bots:BOT CARDS")
def cards_left(bot: BotContext) -> Answer:
    """Whether the Bot deck still holds a card to draw."""
    left = len(bot.mat["deck"])
    because = f"{left} cards left in the Bot deck" if left else "the Bot deck is empty"
    return Answer(left > 0, {"deck": left}, because)


FACTS: dict[str, Fact] = {
    "power_available": power_available,
    "cards_left": cards_left,
}
"""The core facts, asked by any chart."""
