"""The targeting charts (eupop-bots TARGETING CHARTS, BOT REALMS, REALM SELECTION; aid
TARGETING CHARTS (p. 6), Realm Selection; decision 0108 §2.7; interpretation:EUPOP-BOT-43
to 49): a Bot rolls on its military or diplomatic chart (``bots.yaml``, each realm's
``military`` / ``diplomatic`` tree) for the realm an action targets.

The API the charts call:

``tree(content, realm, kind) -> Tree``
    The realm's chart compiled once per pack (:func:`compile_tree`): each node with its
    parent, its children and its siblings in face order.
``roll_target(game, realm, kind, *, turn=0, chart=None) -> Target | None``
    Rolls on the chart and follows the fallback of EUPOP-BOT-46 until a valid target:
    the rolled node's target, its substitute (the rule's — a vassal's overlord, the owner
    of an emptied realm's capital — then the one the chart lists), a die among its
    children (each child's branch in turn), its siblings by rising face (wrapping 6 → 1),
    then their children — the cousins of its children, each only once its own parent was
    found invalid — and so on down, then the same one level up. A military target that
    is an NPR gets the Bot's claim at once (EUPOP-BOT-44, bots/claims.py); a vacant
    territory takes the Bot's colonist (EUPOP-BOT-45). Logs ``bot_target`` (every target
    considered and why each was dropped). None: nothing valid anywhere (the action's
    ``cannot`` exit).
``military_invalid(state, geography, realm, target) -> Invalid | None``,
``diplomatic_invalid(state, geography, realm, target) -> Invalid | None``
    Why a realm is no valid target of the Bot (EUPOP-BOT-47, 48), and the substitute the
    rule names for it, if any.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.choice import realms_in_area
from hegemon.games.eupop.bots.claims import place_claim
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_bots import ChartNode
from hegemon.games.eupop.content.schema_bots import Target as TargetSpec
from hegemon.games.eupop.rules.exploration.distant import QUEST
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.empire import imperial_subjects
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import at_war, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import is_npr

TARGETING = "eupop-bots:TARGETING CHARTS"
AID_TARGETING = "eupop-aid:TARGETING CHARTS (p. 6)"
BOT_REALMS = "eupop-bots:BOT REALMS"
REALM = "eupop-bots:REALM SELECTION"
AID_REALM = "eupop-aid:Realm Selection"
Kind = Literal["military", "diplomatic"]
INVESTED = 4
"""Bot influence cubes in an NPR's areas that keep the Bot from attacking it
(interpretation:EUPOP-BOT-47)."""
RICH_DNPR = 10
"""A DNPR's tax income from which it is no diplomatic target."""


# -- the compiled tree ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TreeNode:
    """One node of a targeting chart: ``key`` its index in :attr:`Tree.nodes`."""

    key: int
    depth: int
    faces: tuple[int, ...]
    target: TargetSpec
    substitute: TargetSpec | None
    parent: int | None
    children: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tree:
    """A targeting chart: its nodes (depth first) and the keys of its top level."""

    nodes: tuple[TreeNode, ...]
    top: tuple[int, ...]

    def group(self, key: int) -> tuple[int, ...]:
        """The node's siblings and itself, in face order."""
        parent = self.nodes[key].parent
        return self.top if parent is None else self.nodes[parent].children


@implements(TARGETING, BOT_REALMS, AID_TARGETING)
def compile_tree(nodes: Sequence[ChartNode]) -> Tree:
    """A targeting chart's tree flattened: parents, children and sibling groups by face."""
    built: list[TreeNode | None] = []

    def add(node: ChartNode, depth: int, parent: int | None) -> int:
        key = len(built)
        built.append(None)
        ordered = sorted(node.children, key=lambda child: min(child.faces))
        children = tuple(add(child, depth + 1, key) for child in ordered)
        built[key] = TreeNode(
            key, depth, tuple(sorted(node.faces)), node.target, node.substitute, parent, children
        )
        return key

    top = tuple(add(node, 0, None) for node in sorted(nodes, key=lambda node: min(node.faces)))
    return Tree(tuple(node for node in built if node is not None), top)


_TREES: dict[tuple[int, str, str], tuple[Content, Tree]] = {}


def tree(content: Content, realm: str, kind: Kind) -> Tree:
    """The realm's targeting chart of ``kind``, compiled once per pack."""
    key = (id(content), realm, kind)
    kept = _TREES.get(key)
    if kept is None or kept[0] is not content:
        data = content.bots.realms.get(realm)
        if data is None:
            raise RuleNotBuilt(BOT_REALMS, f"{realm} has no Bot data (targeting charts)")
        if len(_TREES) >= 64:
            _TREES.clear()
        kept = _TREES[key] = (content, compile_tree(getattr(data, kind)))
    return kept[1]


# -- validity -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Invalid:
    """Why a target is not valid, and the substitute the rule names for it (a realm)."""

    reason: str
    substitute: str | None = None


_FLAGS: dict[int, tuple[Geography, dict[str, tuple[str, ...]]]] = {}


def flagged(geography: Geography, name: str) -> tuple[str, ...]:
    """The provinces flying ``name``'s flag (a realm's own provinces, printed), worked out
    once per map."""
    kept = _FLAGS.get(id(geography))
    if kept is None or kept[0] is not geography:
        index: dict[str, list[str]] = {}
        for key, info in geography.provinces.items():
            if info.flag is not None:
                index.setdefault(info.flag, []).append(key)
        if len(_FLAGS) >= 16:
            _FLAGS.clear()
        kept = _FLAGS[id(geography)] = (
            geography,
            {flag: tuple(sorted(keys)) for flag, keys in index.items()},
        )
    return kept[1].get(name, ())


def _not_a_realm(state: State, bot: str, name: str) -> Invalid | None:
    if name == bot:
        return Invalid("the Bot itself")
    if name not in world(state)["realms"]:
        return Invalid("not in play")
    return None


def _owns_nothing(state: State, geography: Geography, bot: str, name: str) -> Invalid | None:
    """A realm with no province of its own: its flagged provinces all the Bot's, or taken
    by others (the owner of its capital stands in for it; interpretation:EUPOP-BOT-47)."""
    typed = world(state)
    if typed["owned"].get(name):
        return None
    records = typed["map"]["provinces"]
    flags = flagged(geography, name)
    if flags and all(records[key]["owner"] == bot for key in flags):
        return Invalid("all its provinces are the Bot's")
    record = typed["realms"][name]
    capital = record["capital"] or record["natural_capital"]
    holder = records[capital]["owner"]
    if holder is not None and holder not in (bot, name):
        return Invalid(f"owns no province: {capital} is {holder}'s", holder)
    return Invalid("owns no province")


def _passed_side(state: State, geography: Geography, bot: str, name: str) -> str | None:
    """The Opponent that passed whose side ``name`` stands on: itself, an NPR ally of it,
    or an HRE subject of it as Emperor (interpretation:EUPOP-BOT-47)."""
    typed = world(state)
    passed = [realm for realm in typed["round"]["passed"] if realm != bot]
    if not passed:
        return None
    if name in passed:
        return name
    record = typed["realms"][name]
    if is_npr(state, name):
        for ally in record["allies"]:
            if ally in passed:
                return ally
    emperor = typed["hre"]["emperor"]
    if emperor in passed and name in imperial_subjects(state, geography):
        return emperor
    return None


@implements(TARGETING, AID_TARGETING, "interpretation:EUPOP-BOT-47")
def military_invalid(state: State, geography: Geography, bot: str, name: str) -> Invalid | None:
    """Why ``name`` is no valid military target of the Bot (None: it is valid)."""
    refused = _not_a_realm(state, bot, name)
    if refused is not None:
        return refused
    record = world(state)["realms"][name]
    if record["overlord"] is not None:
        return Invalid(f"vassal of {record['overlord']}", record["overlord"])
    empty = _owns_nothing(state, geography, bot, name)
    if empty is not None:
        return empty
    if name in world(state)["realms"][bot]["allies"] or bot in record["allies"]:
        return Invalid("allied with the Bot")
    if bot in record["truces"] or name in world(state)["realms"][bot]["truces"]:
        return Invalid("truce with the Bot")
    side = _passed_side(state, geography, bot, name)
    if side is not None:
        return Invalid("has passed" if side == name else f"on the side of {side}, who passed")
    if is_npr(state, name):
        cubes = sum(cubes_of(state, where, bot) for where in realm_areas(state, geography, name))
        if cubes >= INVESTED:
            return Invalid(f"{cubes} Bot influence in its areas")
    return None


@implements(TARGETING, AID_TARGETING, "interpretation:EUPOP-BOT-48")
def diplomatic_invalid(state: State, geography: Geography, bot: str, name: str) -> Invalid | None:
    """Why ``name`` is no valid diplomatic target of the Bot (None: it is valid)."""
    refused = _not_a_realm(state, bot, name)
    if refused is not None:
        return refused
    record = world(state)["realms"][name]
    if record["kind"] == "player":
        return Invalid("an Opponent")
    if at_war(state, bot, name):
        return Invalid("at war with the Bot")
    if record["kind"] == "dnpr":
        income = tax_income(state, geography, name)["total"]
        if income >= RICH_DNPR:
            return Invalid(f"a DNPR with {income} tax income")
    if not world(state)["owned"].get(name):
        return Invalid("all its provinces owned by other realms")
    return None


def invalid(state: State, geography: Geography, bot: str, name: str, kind: Kind) -> Invalid | None:
    """:func:`military_invalid` or :func:`diplomatic_invalid` by ``kind``."""
    judge = military_invalid if kind == "military" else diplomatic_invalid
    return judge(state, geography, bot, name)


# -- rolling --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Target:
    """The target a roll gave: a realm, or a vacant territory where the Bot's colonist went;
    the area the Bot's claim went to (a military NPR target), and the chart node."""

    realm: str | None
    territory: str | None = None
    claim: str | None = None
    node: int = 0
    how: str = "target"


@dataclass(slots=True)
class _Search:
    game: Game
    geography: Geography
    bot: str
    kind: Kind
    tree: Tree
    path: list[list[int | str | None]] = field(default_factory=list)
    seen: set[int] = field(default_factory=set)
    face: int | None = None

    def note(self, shown: str, verdict: str, reason: str = "") -> None:
        self.path.append([self.face, shown, verdict, reason])
        self.face = None


def _shown(spec: TargetSpec) -> str:
    if spec.realm is not None:
        return spec.realm
    if spec.owner_of is not None:
        return f"owner of {spec.owner_of}"
    if spec.realm_in is not None:
        return f"realm in {spec.realm_in}"
    return f"vacant {spec.vacant_territory}"


def _has_quest(state: State, bot: str) -> bool:
    return QUEST in world(state)["bots"][bot]["researched"]


def _colonists(state: State, bot: str) -> int:
    return world(state)["bots"][bot]["colonists"] + world(state)["supply"][bot]["colonists"]


def _territory(search: _Search, key: int, name: str) -> Target | None:
    state = search.game.state
    record = world(state)["map"]["provinces"].get(name)
    shown = f"vacant {name}"
    if record is None or search.geography.provinces[name].territory is None:
        search.note(shown, "invalid", "no territory in play")
        return None
    if record["owner"] is not None or record["colonist"] is not None:
        search.note(shown, "invalid", "not vacant")
        return None
    if not _has_quest(state, search.bot):
        search.note(shown, "invalid", "no Quest for the New World")
        return None
    if _colonists(state, search.bot) == 0:
        search.note(shown, "invalid", "no colonist left")
        return None
    search.note(shown, "valid")
    return Target(None, name, None, key)


def _judge(search: _Search, name: str | None, label: str) -> Invalid | None:
    if name is None:
        search.note(label, "invalid", "nobody")
        return Invalid("nobody")
    verdict = invalid(search.game.state, search.geography, search.bot, name, search.kind)
    search.note(
        label, "valid" if verdict is None else "invalid", "" if verdict is None else verdict.reason
    )
    return verdict


def _claim_area(search: _Search, name: str, spec: TargetSpec | None) -> str | None:
    """Where the Bot's claim on a military NPR target goes (interpretation:EUPOP-BOT-44)."""
    state = search.game.state
    if search.kind != "military" or not is_npr(state, name):
        return None
    if spec is not None and spec.realm_in is not None:
        return spec.realm_in
    if spec is not None and spec.owner_of is not None:
        return search.geography.provinces[spec.owner_of].area
    record = world(state)["realms"][name]
    return search.geography.provinces[record["capital"] or record["natural_capital"]].area


def _resolve(
    search: _Search, key: int, spec: TargetSpec, how: str
) -> tuple[Target | None, Invalid | None]:
    """A target spec judged: the target when valid, else why not."""
    state = search.game.state
    if spec.vacant_territory is not None:
        found = _territory(search, key, spec.vacant_territory)
        return found, None if found is not None else Invalid("territory")
    if spec.realm_in is not None:
        everyone = _present(state, search.geography, spec.realm_in)
        valid = [
            name
            for name in everyone
            if invalid(state, search.geography, search.bot, name, search.kind) is None
        ]
        best = realms_in_area(state, search.geography, spec.realm_in, valid)
        shown = _shown(spec)
        if not best:
            search.note(shown, "invalid", "no valid realm there" if everyone else "nobody there")
            return None, Invalid("no valid realm in the area")
        search.note(f"{shown}: {best[0]}", "valid")
        return Target(best[0], None, _claim_area(search, best[0], spec), key, how), None
    if spec.owner_of is not None:
        name = world(state)["map"]["provinces"][spec.owner_of]["owner"]
    else:
        name = spec.realm
    label = _shown(spec) if spec.realm is not None or name is None else f"{_shown(spec)}: {name}"
    verdict = _judge(search, name, label)
    if verdict is None and name is not None:
        return Target(name, None, _claim_area(search, name, spec), key, how), None
    return None, verdict


def _present(state: State, geography: Geography, where: str) -> list[str]:
    """Realms owning a province in ``where`` or with their capital there, A→Z."""
    records = world(state)["map"]["provinces"]
    names = {records[key]["owner"] for key in geography.areas[where].provinces}
    names.update(
        name
        for name, record in world(state)["realms"].items()
        if record["capital"] is not None and geography.provinces[record["capital"]].area == where
    )
    return sorted(name for name in names if name is not None)


def _node(search: _Search, key: int) -> Target | None:
    """The node's own target, then the rule's substitute, then the listed one."""
    if key in search.seen:
        return None
    search.seen.add(key)
    node = search.tree.nodes[key]
    found, why = _resolve(search, key, node.target, "target")
    if found is not None:
        return found
    if why is not None and why.substitute is not None:
        verdict = _judge(search, why.substitute, f"substitute {why.substitute}")
        if verdict is None:
            return Target(
                why.substitute, None, _claim_area(search, why.substitute, None), key, "substitute"
            )
    if node.substitute is not None:
        found, _ = _resolve(search, key, node.substitute, "listed substitute")
        if found is not None:
            return found
    return None


def _roll(search: _Search, group: tuple[int, ...], purpose: str) -> int:
    """A die among ``group``: the node whose faces hold it (a face no node holds: the next
    node by rising face, wrapping)."""
    face = search.game.roll(purpose, seat=search.bot, rule=TARGETING)
    search.face = face
    for key in group:
        if face in search.tree.nodes[key].faces:
            return key
    later = [key for key in group if min(search.tree.nodes[key].faces) > face]
    return later[0] if later else group[0]


def _rotation(group: tuple[int, ...], start: int) -> list[int]:
    """``group`` from ``start`` on by rising face, wrapping."""
    at = group.index(start)
    return list(group[at:] + group[:at])


def _down(search: _Search, key: int) -> Target | None:
    """The node, then a die among its children, each child's branch in turn by rising face
    from the one rolled (a child's children only once the child itself is invalid)."""
    found = _node(search, key)
    if found is not None:
        return found
    children = search.tree.nodes[key].children
    if not children or all(child in search.seen for child in children):
        return None
    rolled = _roll(search, children, f"{search.kind} targeting chart, children")
    for child in _rotation(children, rolled):
        found = _down(search, child)
        if found is not None:
            return found
    return None


def _widen(search: _Search, key: int) -> Target | None:
    """The node's siblings by rising face from its own, then their children (the cousins of
    the node's children) and so on down, a generation at a time: a node is looked at only
    once its parent was found invalid (interpretation:EUPOP-BOT-46)."""
    generation: list[int] = []
    for sibling in _rotation(search.tree.group(key), key)[1:]:
        found = _node(search, sibling)
        if found is not None:
            return found
        generation.append(sibling)
    while generation:
        below: list[int] = []
        for parent in generation:
            for cousin in search.tree.nodes[parent].children:
                found = _node(search, cousin)
                if found is not None:
                    return found
                below.append(cousin)
        generation = below
    return None


def _climb(search: _Search, key: int) -> Target | None:
    """From the rolled node: its branch, then its siblings and their descendants, then the
    same one level up for each of its ancestors in turn."""
    found = _down(search, key)
    level: int | None = key
    while found is None and level is not None:
        found = _widen(search, level)
        level = search.tree.nodes[level].parent
    return found


@implements(
    TARGETING,
    AID_TARGETING,
    BOT_REALMS,
    REALM,
    AID_REALM,
    "interpretation:EUPOP-BOT-43",
    "interpretation:EUPOP-BOT-44",
    "interpretation:EUPOP-BOT-45",
    "interpretation:EUPOP-BOT-46",
)
def roll_target(
    game: Game, bot: str, kind: Kind, *, turn: int = 0, chart: Tree | None = None
) -> Target | None:
    """The Bot rolls on its ``kind`` targeting chart (``chart``: another tree in its stead)
    — see the module's doc: the valid target found, its claim or colonist placed; None
    when nothing is valid."""
    content = content_of(game)
    charts = world(game.state)["bots"][bot].get("charts_of", bot)  # EUPOP-BOT-59
    used = chart if chart is not None else tree(content, charts, kind)
    search = _Search(game, content.geography, bot, kind, used)
    rolled = _roll(search, search.tree.top, f"{kind} targeting chart")
    found = _climb(search, rolled)
    if found is not None and found.territory is not None:
        _place_colonist(game, bot, found.territory)
    if found is not None and found.claim is not None:
        placed = place_claim(game, bot, found.claim, TARGETING)
        if placed.where is None:
            found = Target(found.realm, None, None, found.node, found.how)
    chosen = found.realm or found.territory if found is not None else None
    game.log(
        "bot_target",
        bot,
        rule=TARGETING,
        turn=turn,
        chart=f"{bot}/{kind}",
        path=search.path,
        chosen=chosen,
        claim=None if found is None else found.claim,
    )
    return found


def _place_colonist(game: Game, bot: str, name: str) -> None:
    """The Bot's colonist onto the vacant territory its chart rolled (EUPOP-BOT-45)."""
    state = game.state
    mat = world(state)["bots"][bot]
    if mat["colonists"] > 0:
        mat["colonists"] -= 1
    else:
        world(state)["supply"][bot]["colonists"] -= 1
    world(state)["map"]["provinces"][name]["colonist"] = bot
    game.log("colonist_placed", bot, rule=TARGETING, province=name)
