"""Change National Focus (eupop-aid Change National Focus (p. 13)), once a round: move up
to 1 monarch power from each of two pools into the third, and/or exchange up to 3 action
cards of the hand, drawing one fewer than discarded; then place an influence cube of the
realm's supply in the slot, or one of its cubes on the map when the supply has none
(``focus_cube``; the mat's ``national_focus``: the round it was placed in,
interpretation:EUPOP-A7; clean-up A returns the cube to the supply).

The cards are chosen one by one (``focus_discard``, ``focus_done``) and leave the hand at
once, but reach their discard piles only after the draws; each draw is from a deck of the
realm's choice (``focus_draw``) or, once, for 1 ducat and 2 monarch power of a deck's type,
one of the top five cards of that deck's discard pile (``focus_pick``,
interpretation:EUPOP-A8).
"""

from __future__ import annotations

from itertools import combinations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import SEALED, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import (
    POWERS,
    PowerType,
    gain_power,
    lose_ducats,
    lose_power,
    power_type,
)
from hegemon.games.eupop.rules.sequence.draw_cards import log_draw
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

FOCUS = "eupop-aid:Change National Focus (p. 13)"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
MOVED_PER_POOL = 1
MOST_DISCARDED = 3
PICK_DUCATS = 1
PICK_POWER = 2
PICK_FROM_TOP = 5
Move = tuple[PowerType, tuple[PowerType, ...]]
"""(the pool receiving, the pools giving 1 each)."""


def changed_this_round(state: State, realm: str) -> bool:
    return world(state)["players"][realm]["national_focus"] == world(state)["round"]["number"]


@implements(FOCUS, "interpretation:EUPOP-A7")
def moves(state: State, content: Content, realm: str) -> list[Move]:
    """(target pool, pools giving 1 each): each pool gives at most 1, at least one gives,
    and the target has room for all it receives."""
    held = world(state)["players"][realm]["monarch_power"]
    limit = content.components.monarch_power_limit
    result: list[Move] = []
    for target in POWERS:
        givers = [power for power in POWERS if power != target and held[power] >= MOVED_PER_POOL]
        for count in (1, 2):
            for sources in combinations(givers, count):
                if held[target] + count * MOVED_PER_POOL <= limit:
                    result.append((target, sources))
    return result


@implements(TOKEN_LIMITS, "interpretation:EUPOP-A7")
def cube_sources(state: State, realm: str) -> list[str]:
    """The areas holding an influence cube of the realm, A→Z: where the slot's cube comes
    from when the supply has none (Token Limits: a cube may come from anywhere but Roma, the
    slot itself and the income slots, none of which the state holds as area influence)."""
    return sorted(
        name
        for name, record in world(state)["map"]["areas"].items()
        if record["influence"].get(realm, 0) > 0
    )


def has_cube(state: State, realm: str) -> bool:
    """A cube can be had for the slot: from the supply, or else from the map."""
    return world(state)["supply"][realm]["cubes"] > 0 or bool(cube_sources(state, realm))


def offers(state: State, content: Content, realm: str) -> list[Action]:
    if realm not in world(state)["players"] or changed_this_round(state, realm):
        return []
    if not has_cube(state, realm):
        return []
    actions = []
    for target, sources in moves(state, content, realm):
        given = " and ".join(f"1 {source}" for source in sources)
        label = (
            f"Change National Focus: move {given} power to {target}, "
            "then exchange cards if you wish (free, once a round)"
        )
        actions.append(Action("change_national_focus", (target, *sources), label))
    if world(state)["players"][realm]["hand"]:
        label = "Change National Focus: exchange action cards only (free, once a round)"
        actions.append(Action("change_national_focus", (), label))
    return actions


def _pickable(game: Game, deck: str) -> list[str]:
    """The top five cards of a deck's discard pile (the last discarded on top)."""
    pile = world(game.state)["decks"]["action_discards"][deck]
    return list(reversed(pile[-PICK_FROM_TOP:]))


def _chosen(local: Local) -> list[str]:
    """The cards the realm has taken out of its hand to discard: sealed data of its own
    until they reach the discard piles, face up, after the draws (no other seat's view
    shows them before; the log tells how many)."""
    cards: list[str] = local[SEALED][local["seat"]]
    return cards


class ChangeNationalFocus(Procedure):
    name = "change_national_focus"

    @step
    @implements(FOCUS, "interpretation:EUPOP-A7")
    def start(self, game: Game, local: Local) -> None:
        state, realm = game.state, local["seat"]
        if changed_this_round(state, realm):
            raise ValueError(f"{realm} has changed its national focus this round")
        if not has_cube(state, realm):
            raise ValueError(f"{realm} has no influence cube for the slot")
        powers = [power_type(str(name)) for name in local["argument"] or []]
        local[SEALED] = {realm: []}
        local["draws"] = 0
        local["picked"] = False
        if powers:
            target, sources = powers[0], tuple(powers[1:])
            if (target, sources) not in moves(state, content_of(game), realm):
                raise ValueError(f"{realm} cannot change its national focus that way")
            for source in sources:
                lose_power(game, realm, source, MOVED_PER_POOL, FOCUS)
            gain_power(game, realm, target, MOVED_PER_POOL * len(sources), FOCUS)
            local["moved"] = [target, *sources]
        else:
            if not world(state)["players"][realm]["hand"]:
                raise ValueError(f"{realm} has neither power to move nor cards to exchange")
            local["moved"] = []
        game.goto("ask_discard")

    @step(optional=True)
    @implements(FOCUS)
    def ask_discard(self, game: Game, local: Local) -> Decision | None:
        """Up to 3 cards of the hand, one at a time; with no power moved, at least one."""
        realm = local["seat"]
        hand = world(game.state)["players"][realm]["hand"]
        chosen = _chosen(local)
        if len(chosen) >= MOST_DISCARDED or not hand:
            self._to_draws(game, local)
            return None
        content = content_of(game)
        actions = [
            Action("focus_discard", card, f"Discard {action_card(content, card).name}")
            for card in hand
        ]
        if chosen or local["moved"]:
            actions.append(Action("focus_done", None, f"Done: draw {max(0, len(chosen) - 1)}"))
        prompt = (
            f"Change National Focus: discard up to {MOST_DISCARDED} cards ({len(chosen)} so far)"
        )
        return Decision(realm, prompt, tuple(actions))

    def on_discard(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "focus_done":
            self._to_draws(game, local)
            return
        card = str(action.argument)
        world(game.state)["players"][local["seat"]]["hand"].remove(card)
        _chosen(local).append(card)
        game.goto("ask_discard")

    @staticmethod
    def _to_draws(game: Game, local: Local) -> None:
        local["draws"] = max(0, len(_chosen(local)) - 1)
        game.goto("ask_draw")

    @step(optional=True)
    @implements(FOCUS, "interpretation:EUPOP-A8")
    def ask_draw(self, game: Game, local: Local) -> Decision | None:
        """One fewer card than discarded, each from a deck or picked from a discard pile."""
        realm = local["seat"]
        decks = world(game.state)["decks"]
        actions: list[Action] = []
        if local["draws"] > 0:
            for power in POWERS:
                left = len(decks["actions"][power])
                if left or decks["action_discards"][power]:
                    label = f"Draw from the {power} deck ({left} left)"
                    actions.append(Action("focus_draw", power, label))
            mat = world(game.state)["players"][realm]
            content = content_of(game)
            for power in POWERS:
                if local["picked"] or mat["ducats"] < PICK_DUCATS:
                    continue
                if mat["monarch_power"][power] < PICK_POWER:
                    continue
                for card in _pickable(game, power):
                    label = (
                        f"Take {action_card(content, card).name} from the {power} discards "
                        f"({PICK_DUCATS} ducat, {PICK_POWER} {power} power)"
                    )
                    actions.append(Action("focus_pick", (power, card), label))
        if not actions:
            self._finish(game, local)
            return None
        prompt = f"Change National Focus: {local['draws']} card(s) to draw"
        return Decision(realm, prompt, tuple(actions))

    def on_draw(self, game: Game, local: Local, action: Action) -> None:
        realm = local["seat"]
        decks = world(game.state)["decks"]
        mat = world(game.state)["players"][realm]
        local["draws"] -= 1
        if action.verb == "focus_pick":
            assert isinstance(action.argument, tuple)
            power, card = (str(part) for part in action.argument)
            deck = power_type(power)
            lose_ducats(game, realm, PICK_DUCATS, FOCUS, "card from the discards")
            lose_power(game, realm, deck, PICK_POWER, FOCUS)
            decks["action_discards"][deck].remove(card)
            local["picked"] = True
            mat["hand"].append(card)
            game.log("focus_card_picked", realm, rule=FOCUS, deck=deck, card=card)
            game.goto("ask_draw")
            return
        deck = power_type(str(action.argument))
        if not decks["actions"][deck]:
            decks["actions"][deck] = decks["action_discards"][deck]
            decks["action_discards"][deck] = []
            game.shuffle(decks["actions"][deck], f"{deck} action deck", rule=FOCUS)
        card = decks["actions"][deck].pop(0)
        mat["hand"].append(card)
        log_draw(game, realm, deck, card, FOCUS)
        game.goto("ask_draw")

    @staticmethod
    @implements(FOCUS)
    def _finish(game: Game, local: Local) -> None:
        """The cards chosen reach their discard piles; then the cube goes in the slot."""
        state, realm = game.state, local["seat"]
        content = content_of(game)
        for card in _chosen(local):
            deck = action_card(content, card).deck
            world(state)["decks"]["action_discards"][deck].append(card)
            game.log("action_card_discarded", realm, rule=FOCUS, card=card)
        game.goto("ask_cube")

    @step(optional=True)
    @implements(FOCUS, TOKEN_LIMITS, "interpretation:EUPOP-A7")
    def ask_cube(self, game: Game, local: Local) -> Decision | None:
        """An influence cube of the realm's supply goes in the Changed National Focus slot;
        with none there, one of its cubes on the map, from the area it picks (clean-up A
        gives the cube back to the supply)."""
        state, realm = game.state, local["seat"]
        if world(state)["supply"][realm]["cubes"] > 0:
            world(state)["supply"][realm]["cubes"] -= 1
            self._place_cube(game, local, None)
            return None
        sources = cube_sources(state, realm)
        if not sources:
            raise ValueError(f"{realm} has no influence cube for the slot")
        if len(sources) == 1:
            self._take_from(game, local, sources[0])
            return None
        actions = tuple(
            Action("focus_cube", name, f"Move your influence cube from {name} to the slot")
            for name in sources
        )
        prompt = "Change National Focus: no cube is left in your supply; which one goes?"
        return Decision(realm, prompt, actions)

    def on_cube(self, game: Game, local: Local, action: Action) -> None:
        name = str(action.argument)
        if name not in cube_sources(game.state, local["seat"]):
            raise ValueError(f"{local['seat']} has no influence cube in {name}")
        self._take_from(game, local, name)

    def _take_from(self, game: Game, local: Local, name: str) -> None:
        influence = world(game.state)["map"]["areas"][name]["influence"]
        influence[local["seat"]] -= 1
        if influence[local["seat"]] <= 0:
            del influence[local["seat"]]
        self._place_cube(game, local, name)

    @staticmethod
    def _place_cube(game: Game, local: Local, source: str | None) -> None:
        state, realm = game.state, local["seat"]
        mat = world(state)["players"][realm]
        mat["national_focus"] = world(state)["round"]["number"]
        moved: list[str] = local["moved"]
        game.log(
            "national_focus",
            realm,
            rule=FOCUS,
            target=moved[0] if moved else None,
            sources=moved[1:],
            discarded=len(_chosen(local)),
            round=mat["national_focus"],
            cubes_left=world(state)["supply"][realm]["cubes"],
            cube_from=source,
        )
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ChangeNationalFocus(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("change_national_focus", "change_national_focus", offers, FOCUS),
)
