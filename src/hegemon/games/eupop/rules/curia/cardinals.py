"""The cardinals of the Papal Curia (eupop-aid PAPAL CURIA (p. 45-46), Cardinal Dies).

The ``curia`` record holds the regular slots, left to right, and the Roma cardinal's
holder. A cardinal is one of its realm's influence cubes (Token Limits: a cube may be taken
from anywhere but the Roma cardinal): placing one takes a cube from the realm's supply (or,
with none there, from the first area holding one), removing one gives it back.

- :func:`setup_curia`: the slots at setup, and the Roma cardinal.
- :func:`cardinal_offers` / :func:`place_cardinal`: what the Influence action (diplomacy)
  calls to put a cardinal in the Curia.
- :func:`settle_roma`: the Roma cardinal follows the control of Roma, else the alliance
  with the Papal States (after owner changes: :data:`OWNERSHIP_REACTIONS`; after an
  alliance with the Papal States begins or ends: :func:`alliance_changed`, which the
  alliance rules call).
- :func:`religion_changed`: a realm that changed its state religion (the religion rules
  call it) keeps its cardinals only while Catholic, and the slots follow.
- :class:`CardinalDies`: the secondary event effect."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.bots import BOT_SECONDARY
from hegemon.games.eupop.rules.events.effects import SecondaryRule
from hegemon.games.eupop.world.curia import (
    PAPAL_CURIA,
    cardinals,
    is_catholic,
    regular_slot_count,
)
from hegemon.games.eupop.world.influence import cube_sources
from hegemon.games.eupop.world.layout import area, controller, realm, world

CARDINAL_DIES = "eupop-aid:Cardinal Dies"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"


def papal_states(content: Content) -> str:
    """The Papal States' realm (the content has exactly one)."""
    return next(
        name for name, record in content.realms.realms.items() if record.kind == "papal_states"
    )


def roma(content: Content) -> str:
    """Roma: the Papal States' printed capital."""
    return content.realms.realms[papal_states(content)].capital


def _player(state: State, name: str | None) -> bool:
    return (
        name is not None
        and name in world(state)["realms"]
        and realm(state, name)["kind"] == "player"
    )


@implements(PAPAL_CURIA, "interpretation:EUPOP-U3")
def roma_claim(state: State, content: Content) -> tuple[str | None, bool]:
    """Who holds the Roma cardinal, and whether by controlling Roma. A player realm
    controlling Roma holds it (when Catholic; a non-Catholic one keeps anyone else from
    it); else a Catholic player realm allied to the Papal States, first by name."""
    holder = controller(state, roma(content))
    if _player(state, holder):
        assert holder is not None
        return (holder, True) if is_catholic(state, holder) else (None, False)
    for ally in sorted(realm(state, papal_states(content))["allies"]):
        if _player(state, ally) and is_catholic(state, ally):
            return ally, False
    return None, False


def _take_cube(state: State, name: str) -> str | None:
    """Take one of the realm's cubes: from its supply, else from the first area holding
    one (Token Limits); the area it came from, or None (supply or none left)."""
    supply = world(state)["supply"].get(name)
    if supply is not None and supply["cubes"] > 0:
        supply["cubes"] -= 1
        return None
    for where in cube_sources(state, name):
        influence = area(state, where)["influence"]
        influence[name] -= 1
        if influence[name] == 0:
            del influence[name]
        return where
    return None


def _cube_available(state: State, name: str) -> bool:
    supply = world(state)["supply"].get(name)
    return (supply is not None and supply["cubes"] > 0) or bool(cube_sources(state, name))


def _give_back(state: State, name: str) -> None:
    supply = world(state)["supply"].get(name)
    if supply is not None:
        supply["cubes"] += 1


@implements(PAPAL_CURIA, "interpretation:EUPOP-U1", "interpretation:EUPOP-U3")
def setup_curia(state: State, content: Content) -> None:
    """The Curia at setup: its empty regular slots, and the Roma cardinal (with its cube)
    when a player realm holds Roma or is allied to the Papal States and has a cube."""
    curia = world(state)["curia"]
    curia["slots"] = [None] * regular_slot_count(state)
    holder, _ = roma_claim(state, content)
    if holder is not None and not _cube_available(state, holder):
        holder = None
    if holder is not None:
        _take_cube(state, holder)
    curia["roma"] = holder


def _regulars_back(game: Game, holder: str, rule: str) -> None:
    """The realm holding Roma by controlling it may have no other cardinal: its regular
    cardinals go back to its supply."""
    for index, name in enumerate(world(game.state)["curia"]["slots"]):
        if name == holder:
            remove_cardinal(game, index, rule, "holds Roma")


@implements(PAPAL_CURIA, TOKEN_LIMITS, "interpretation:EUPOP-U3", "interpretation:EUPOP-F20")
def settle_roma(game: Game, rule: str = PAPAL_CURIA) -> None:
    """Give the Roma cardinal to the realm :func:`roma_claim` names; a realm holding it by
    controlling Roma loses its regular cardinals. The cardinal is one of the realm's cubes:
    a claimant with no cube in its supply nor on the map (its regular cardinals back first,
    when it holds Roma by control) does not get it, and the Roma slot stays empty until a
    later settling finds it a cube (the token count stays exact, EUPOP-F20)."""
    state = game.state
    curia = world(state)["curia"]
    holder, by_control = roma_claim(state, content_of(game))
    before = curia["roma"]
    if holder != before:
        if before is not None:
            _give_back(state, before)
        if holder is not None and by_control and not _cube_available(state, holder):
            _regulars_back(game, holder, rule)
        if holder is not None and not _cube_available(state, holder):
            game.log("roma_cardinal_wanting", holder, rule=TOKEN_LIMITS)
            holder = None
        if holder is not None:
            _take_cube(state, holder)
        if holder != before:
            curia["roma"] = holder
            game.log("roma_cardinal", holder, rule=rule, before=before)
    if holder is not None and by_control:
        _regulars_back(game, holder, rule)


@implements(PAPAL_CURIA, "interpretation:EUPOP-U4")
def cardinal_offers(
    state: State, content: Content, name: str, cube_needed: bool = True
) -> list[int]:
    """The regular slots the realm may put a cardinal in now: the left-most empty one,
    when it is a Catholic player realm with a cube to place (unless ``cube_needed`` is
    False: a Bot asks before it brings a cube to its supply) that does not hold Roma by
    controlling it; none otherwise."""
    if not _player(state, name) or not is_catholic(state, name):
        return []
    holder, by_control = roma_claim(state, content)
    if by_control and holder == name:
        return []
    if cube_needed and not _cube_available(state, name):
        return []
    for index, held in enumerate(world(state)["curia"]["slots"]):
        if held is None:
            return [index]
    return []


@implements(PAPAL_CURIA, TOKEN_LIMITS, "interpretation:EUPOP-U4")
def place_cardinal(game: Game, name: str, slot: int, rule: str) -> None:
    """Put one of the realm's cubes in the regular slot as its cardinal (the slot must be
    one of :func:`cardinal_offers`)."""
    state = game.state
    if slot not in cardinal_offers(state, content_of(game), name):
        raise ValueError(f"{name} may not place a cardinal in slot {slot}")
    taken_from = _take_cube(state, name)
    world(state)["curia"]["slots"][slot] = name
    game.log("cardinal_placed", name, rule=rule, place=slot, taken_from=taken_from)


@implements(PAPAL_CURIA)
def remove_cardinal(game: Game, slot: int, rule: str, reason: str) -> None:
    """The cardinal of the regular slot goes back to its realm's supply; the slot stays
    where it is, empty."""
    slots = world(game.state)["curia"]["slots"]
    name = slots[slot]
    if name is None:
        raise ValueError(f"no cardinal in slot {slot}")
    slots[slot] = None
    _give_back(game.state, name)
    game.log("cardinal_removed", name, rule=rule, place=slot, reason=reason)


@implements(PAPAL_CURIA, "interpretation:EUPOP-U1")
def resize_slots(game: Game, rule: str = PAPAL_CURIA) -> None:
    """Give the Curia as many regular slots as it must have now: a slot added goes at the
    right; a slot taken away is the right-most empty one, else the right-most, whose
    cardinal goes back."""
    slots = world(game.state)["curia"]["slots"]
    wanted = regular_slot_count(game.state)
    while len(slots) < wanted:
        slots.append(None)
    while len(slots) > wanted:
        empty = [index for index, held in enumerate(slots) if held is None]
        if not empty:
            remove_cardinal(game, len(slots) - 1, rule, "slot removed")
            empty = [len(slots) - 1]
        del slots[empty[-1]]
    game.log("curia_slots", None, rule=rule, count=len(slots))


@implements(PAPAL_CURIA, "interpretation:EUPOP-U1")
def religion_changed(game: Game, name: str) -> None:
    """After the realm's state religion changed: a realm no longer Catholic loses its
    cardinals (the Roma one too), and the Curia has one regular slot per Catholic player
    realm, plus 1."""
    state = game.state
    if not is_catholic(state, name):
        for index, held in enumerate(world(state)["curia"]["slots"]):
            if held == name:
                remove_cardinal(game, index, PAPAL_CURIA, "no longer Catholic")
    if _player(state, name):
        resize_slots(game)
    settle_roma(game)


@implements(PAPAL_CURIA, "interpretation:EUPOP-U3")
def alliance_changed(game: Game, first: str, second: str) -> None:
    """An alliance of the two realms began or ended (the alliance rules call this): when
    one is the Papal States, the Roma cardinal may change hands at once."""
    papacy = papal_states(content_of(game))
    if papacy in (first, second):
        settle_roma(game)


def roma_after_owners(game: Game, provinces: list[str]) -> None:
    """The owner of Roma changed: the Roma cardinal may change hands."""
    if roma(content_of(game)) in provinces:
        settle_roma(game)


@implements(CARDINAL_DIES, "interpretation:EUPOP-U5")
def dying_choices(state: State) -> list[int]:
    """The slots whose cardinal may die: every regular slot holding one (never Roma)."""
    return [index for index, held in enumerate(world(state)["curia"]["slots"]) if held]


@implements(CARDINAL_DIES, "interpretation:EUPOP-U5")
def auto_dying(state: State, exclude: str | None = None) -> int | None:
    """The auto-resolution: the right-most cardinal of the realm with most cardinals (of
    those tied, the right-most of theirs); None when no regular cardinal is left.
    ``exclude``: a Bot resolving the effect, whose own cardinals are spared (eupop-bots
    SECONDARY EFFECTS)."""
    slots = world(state)["curia"]["slots"]
    holders = sorted({held for held in slots if held is not None and held != exclude})
    if not holders:
        return None
    most = max(cardinals(state, name) for name in holders)
    tied = {name for name in holders if cardinals(state, name) == most}
    return max(index for index, held in enumerate(slots) if held in tied)


class CardinalDies(Procedure):
    """The realm that took the event removes any cardinal but the Roma one; an event
    resolving on its own (no realm) removes the auto-resolution's."""

    name = "cardinal_dies"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_cardinal")

    @step(optional=True)
    @implements(CARDINAL_DIES, "interpretation:EUPOP-U5")
    def ask_cardinal(self, game: Game, local: Local) -> Decision | None:
        state = game.state
        seat = local.get("seat")
        choices = dying_choices(state)
        if not choices:
            game.log("no_cardinal_dies", seat, rule=CARDINAL_DIES)
            game.end(None)
            return None
        if seat is None:
            chosen = auto_dying(state)
            assert chosen is not None
            remove_cardinal(game, chosen, CARDINAL_DIES, "died")
            game.end(None)
            return None
        if realm(state, seat)["player"] == "bot":
            # a Bot uses the auto-resolution, sparing its own cardinals
            # (interpretation:EUPOP-BOT-15)
            spared = auto_dying(state, exclude=seat)
            if spared is None:
                game.log("no_cardinal_dies", seat, rule=BOT_SECONDARY)
            else:
                remove_cardinal(game, spared, BOT_SECONDARY, "died")
            game.end(None)
            return None
        slots = world(state)["curia"]["slots"]
        actions = tuple(
            Action("cardinal_dies", index, f"The cardinal of {slots[index]} in slot {index} dies")
            for index in choices
        )
        return Decision(seat, "Cardinal Dies: which cardinal?", actions)

    def on_cardinal(self, game: Game, local: Local, action: Action) -> None:
        index = int(str(action.argument))
        if index not in dying_choices(game.state):
            raise ValueError(f"no cardinal may die in slot {index}")
        remove_cardinal(game, index, CARDINAL_DIES, "died")
        game.end(None)


SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    SecondaryRule("cardinal_dies", CARDINAL_DIES, procedure=CardinalDies.name),
)
PROCEDURES: tuple[Procedure, ...] = (CardinalDies(),)
