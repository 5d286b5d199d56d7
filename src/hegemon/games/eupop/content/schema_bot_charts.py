"""Schema of ``bot_charts.yaml``: the Bot flowcharts as data (docs/decisions/0108 §2.3).

A chart is a graph of nodes, walked from its ``entry`` by :mod:`..bots.walker`. A node is
one of four kinds:

- ``ask``: a named fact (a question); ``yes``/``no`` for a yes-or-no fact, or ``cases``
  (answer → where next) for a fact with more answers;
- ``do``: a named step with ``args``; ``next``, and ``cannot`` when the step may find
  nothing to do;
- ``roll``: a die rolled through the game's generator (the value names what it decides);
  ``faces`` splits 1..6 (``"1-3"``, ``"4"``, ``"5-6"``) among where next;
- ``chart``: a link to another chart; with ``then`` this chart goes on at ``then`` once
  the linked chart has ended, without it this chart ends as the linked one did.

"Where next" is a node id of the same chart or an end, ``{end: done}`` or
``{end: cannot}`` (the chart's "cannot" exit: the card's second action is taken,
interpretation:EUPOP-BOT-2). Every node names what it was built from (``built_from``: lines
of the booklet, the aid, BOTS.md) and, where it is our reading, the interpretation
(``reading``); ``unreachable_when`` documents a node the rules never reach in some
configuration. The names of facts and steps, the reachability of nodes and the cycles are
checked against each other in :func:`..content.checks.check_bot_charts`.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from hegemon.engine.refs import UnknownRule, check
from hegemon.games.eupop.content.schema_common import Strict

NODE_ID = r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$"
"""A node id: the chart's letters, a dash, a number (``MTS-2``, ``MIL-W1``)."""
READING = r"^EUPOP-BOT-[1-9][0-9]*$"
FACE_RANGE = r"^[1-6](-[1-6])?$"
NAME = r"^[a-z][a-z0-9_]*$"


class End(Strict):
    end: Literal["done", "cannot"]


Next = str | End
"""Where a branch leads: a node id of the same chart, or an end."""


def faces_of(key: str) -> list[int]:
    """The faces a ``faces`` key covers: ``"4"`` → [4], ``"1-3"`` → [1, 2, 3]."""
    low, _, high = key.partition("-")
    return list(range(int(low), int(high or low) + 1))


class ChartNode(Strict):
    ask: str | None = Field(default=None, pattern=NAME)
    """A fact (a question) by its name in the module's registry (``bots.FACTS``)."""
    do: str | None = Field(default=None, pattern=NAME)
    """A step by its name in the module's registry (``bots.STEPS``)."""
    roll: str | None = Field(default=None, min_length=1)
    """What the die decides (the roll's purpose in the log)."""
    chart: str | None = Field(default=None, pattern=NAME)
    """A linked chart."""
    args: dict[str, Any] = Field(default_factory=dict)
    yes: Next | None = None
    no: Next | None = None
    cases: dict[str, Next] | None = None
    next: Next | None = None
    cannot: Next | None = None
    faces: dict[str, Next] | None = None
    then: Next | None = None
    built_from: str = ""
    """The lines of the booklet ("S n"), of the aid ("A n") or of BOTS.md the node is
    built from; every node must say (checked with the other chart checks)."""
    reading: str | None = Field(default=None, pattern=READING)
    unreachable_when: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _plain_keys(cls, data: Any) -> Any:
        """YAML reads the keys ``yes``/``no`` as booleans and a face ``4`` as a number."""
        if not isinstance(data, dict):
            return data
        named = {
            "yes" if key is True else "no" if key is False else key: value
            for key, value in data.items()
        }
        faces = named.get("faces")
        if isinstance(faces, dict):
            named["faces"] = {str(key): value for key, value in faces.items()}
        return named

    @property
    def kind(self) -> Literal["ask", "do", "roll", "chart"]:
        if self.ask is not None:
            return "ask"
        if self.do is not None:
            return "do"
        if self.roll is not None:
            return "roll"
        return "chart"

    @model_validator(mode="after")
    def _one_kind(self) -> ChartNode:
        kinds = [name for name in ("ask", "do", "roll", "chart") if getattr(self, name) is not None]
        if len(kinds) != 1:
            raise ValueError("a node is exactly one of ask, do, roll, chart")
        allowed = {
            "ask": {"yes", "no", "cases"},
            "do": {"next", "cannot", "args"},
            "roll": {"faces"},
            "chart": {"then"},
        }[kinds[0]]
        given = {
            name
            for name in ("yes", "no", "cases", "next", "cannot", "faces", "then")
            if getattr(self, name) is not None
        } | ({"args"} if self.args else set())
        if given - allowed:
            raise ValueError(f"a {kinds[0]} node has no {', '.join(sorted(given - allowed))}")
        if kinds[0] == "ask" and not (
            (self.yes is not None and self.no is not None and self.cases is None)
            or (self.cases and self.yes is None and self.no is None)
        ):
            raise ValueError("an ask node has both yes and no, or cases")
        if kinds[0] == "do" and self.next is None:
            raise ValueError("a do node says where next (next)")
        if kinds[0] == "roll":
            covered = sorted(face for key in self.faces or {} for face in _faces(key))
            if covered != [1, 2, 3, 4, 5, 6]:
                raise ValueError("a roll's faces cover 1..6 once each")
        return self

    def branches(self) -> list[Next]:
        """Every place this node may lead to."""
        single = [self.yes, self.no, self.next, self.cannot, self.then]
        many = [*(self.cases or {}).values(), *(self.faces or {}).values()]
        return [where for where in [*single, *many] if where is not None]


def _faces(key: str) -> list[int]:
    if not re.match(FACE_RANGE, key):
        raise ValueError(f"{key!r} is not a face or a range of faces (1-3)")
    faces = faces_of(key)
    if not faces:
        raise ValueError(f"{key!r} covers no face")
    return faces


class Chart(Strict):
    title: str = Field(min_length=1)
    section: str
    """The rule section the chart is (``eupop-bots:SIEGE ACTION``)."""
    entry: str = Field(pattern=NODE_ID)
    callers: list[str] = Field(default_factory=list)
    """The charts it is reached from (the "(from ...)" line of its heading)."""
    nodes: dict[str, ChartNode] = Field(min_length=1)

    @field_validator("section")
    @classmethod
    def _known_section(cls, section: str) -> str:
        try:
            return check(section)
        except UnknownRule as error:
            raise ValueError(str(error)) from None


class BotChartsFile(Strict):
    charts: dict[str, Chart] = Field(default_factory=dict)
