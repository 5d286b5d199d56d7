"""Phase 1, Draw Cards (eupop-aid 1. DRAW CARDS): events revealed, then each realm in
turn order draws three action cards one by one, keeps those it pays for, and picks or
replaces its missions.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import SEALED, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card, mission_card
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.sequence.options import REVEALING_MORE as REVEALING_MORE_OPTION
from hegemon.games.eupop.rules.sequence.options import option
from hegemon.games.eupop.rules.sequence.order import human_realms
from hegemon.games.eupop.rules.sequence.phases import DRAW_CARDS
from hegemon.games.eupop.world.layout import world

REVEAL = "eupop-aid:A. Reveal Events"
DRAW = "eupop-aid:B. Draw Action Cards"
PAY = "eupop-aid:C. Pay for Action Cards"
MISSIONS = "eupop-aid:D. Pick/Replace Missions"
REVEALED_EVENTS = 3
REVEALING_MORE = "eupop-aid:Optional Rule 7: Revealing More (p. 39)"
REVEALING_MORE_REALMS = 6
"""Player realms with which Optional Rule 7 reveals one more event."""
CARDS_DRAWN = 3
DUCATS_PER_CARD = 2
MISSIONS_IN_HAND = 2


@implements(REVEAL, REVEALING_MORE)
def events_to_reveal(state: State) -> int:
    """How many of the round's drawn events are turned face up: 3, or 4 with six player
    realms when the game plays with Optional Rule 7 (interpretation:EUPOP-R8)."""
    realms = len(world(state)["round"]["turn_order"])
    if option(state, REVEALING_MORE_OPTION) and realms == REVEALING_MORE_REALMS:
        return REVEALED_EVENTS + 1
    return REVEALED_EVENTS


class DrawCards(Procedure):
    name = DRAW_CARDS

    @step
    @implements(REVEAL, REVEALING_MORE)
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        realms = human_realms(state)
        decks = world(state)["decks"]
        count = min(len(world(state)["round"]["turn_order"]) + 1, len(decks["events"]))
        drawn, decks["events"] = decks["events"][:count], decks["events"][count:]
        shown = events_to_reveal(state)
        decks["events_revealed"] = drawn[:shown]
        decks["events_face_down"] = drawn[shown:]
        decks["event_ducats"] = {event: 0 for event in decks["events_revealed"]}
        game.reveal()
        game.log(
            "events_revealed",
            None,
            rule=REVEAL,
            events=list(decks["events_revealed"]),
            face_down=len(decks["events_face_down"]),
        )
        game.ask_in_turn(realms, "draw_action_cards", then="missions")

    @step
    def missions(self, game: Game, local: Local) -> None:
        game.ask_in_turn(human_realms(game.state), "pick_missions", then="done")

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


def log_draw(game: Game, realm: str, deck: str, card: str, rule: str) -> None:
    """An action card drawn into a hand: the realm reads which card, every other seat only
    the deck it came from (one sentence each, never both to the same seat)."""
    game.reveal()
    game.log("action_card_drawn", realm, rule=rule, deck=deck, card=card, seen_by=(realm,))
    others = tuple(seat for seat in game.state["meta"]["seats"] if seat != realm)
    game.log("action_card_drawn_from", realm, rule=rule, deck=deck, seen_by=others)


def _deck_label(power: str, left: int) -> str:
    return f"Draw from the {power} deck ({left} left)"


def _drawn(local: Local) -> list[str]:
    """The cards the realm has drawn and not yet kept or discarded: sealed data of its own
    (no other seat's view shows them; they reach a hand hidden, or a discard pile seen)."""
    cards: list[str] = local[SEALED][local["seat"]]
    return cards


class DrawActionCards(Procedure):
    """One realm draws up to three action cards, choosing the deck of each after seeing
    the last (B), then keeps each it pays 2 ducats for (C)."""

    name = "draw_action_cards"

    @step
    def start(self, game: Game, local: Local) -> None:
        local[SEALED] = {local["seat"]: []}
        game.goto("ask_deck")

    @step(optional=True)
    @implements(DRAW, "interpretation:EUPOP-R2")
    def ask_deck(self, game: Game, local: Local) -> Decision | None:
        decks = world(game.state)["decks"]
        actions = [
            Action("draw_from", power, _deck_label(power, len(decks["actions"][power])))
            for power in POWER_TYPES
            if decks["actions"][power] or decks["action_discards"][power]
        ]
        if len(_drawn(local)) >= CARDS_DRAWN or not actions:
            game.goto("ask_keep")
            return None
        drawn = len(_drawn(local))
        prompt = f"Draw action card {drawn + 1} of {CARDS_DRAWN}: from which deck?"
        return Decision(local["seat"], prompt, tuple(actions))

    def on_deck(self, game: Game, local: Local, action: Action) -> None:
        power = str(action.argument)
        decks = world(game.state)["decks"]
        if not decks["actions"][power]:
            decks["actions"][power] = decks["action_discards"][power]
            decks["action_discards"][power] = []
            game.shuffle(decks["actions"][power], f"{power} action deck", rule=DRAW)
        card = decks["actions"][power].pop(0)
        _drawn(local).append(card)
        log_draw(game, local["seat"], power, card, DRAW)
        game.goto("ask_deck")

    @step(optional=True)
    @implements(PAY)
    def ask_keep(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        if not _drawn(local):
            game.end(None)
            return None
        card = _drawn(local)[0]
        mat = world(game.state)["players"][seat]
        title = action_card(content_of(game), card).name
        discard = Action("discard_card", card, f"Discard {title}")
        if mat["ducats"] < DUCATS_PER_CARD:
            return Decision(seat, f"You cannot pay for {title}: discard it", (discard,))
        keep = Action("keep_card", card, f"Keep {title} for {DUCATS_PER_CARD} ducats")
        prompt = f"Keep {title} ({mat['ducats']} ducats)?"
        return Decision(seat, prompt, (keep, discard))

    def on_keep(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        card = _drawn(local).pop(0)
        mat = world(game.state)["players"][seat]
        if action.verb == "keep_card":
            gov.lose_ducats(game, seat, DUCATS_PER_CARD, PAY, "action card kept")
            mat["hand"].append(card)
            game.log(
                "action_card_kept", seat, rule=PAY, ducats=DUCATS_PER_CARD, treasury=mat["ducats"]
            )
        else:
            deck = action_card(content_of(game), card).deck
            world(game.state)["decks"]["action_discards"][deck].append(card)
            game.log("action_card_discarded", seat, rule=PAY, card=card)
        game.goto("ask_keep")


class PickMissions(Procedure):
    """One realm picks missions up to two in hand, and may replace one (D;
    interpretation:EUPOP-R3): its own realm's missions whose prerequisites are met, or the
    top of the general mission deck."""

    name = "pick_missions"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["replaced"] = False
        game.goto("ask_mission")

    @step
    @implements(MISSIONS, "interpretation:EUPOP-R3")
    def ask_mission(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        state = game.state
        content = content_of(game)
        mat = world(state)["players"][seat]
        actions: list[Action] = []
        if len(mat["missions"]) < MISSIONS_IN_HAND:
            for mission in content.missions.missions:
                if mission.realm != seat or mission.id in mat["missions"]:
                    continue
                if mission.id in mat["completed_missions"]:
                    continue
                if mission.requires and not set(mission.requires) & set(mat["completed_missions"]):
                    continue
                label = f"Pick {mission.name} ({mission.prestige} prestige)"
                actions.append(Action("pick_mission", mission.id, label))
            if world(state)["decks"]["missions"]:
                actions.append(Action("draw_mission", None, "Draw the top general mission"))
        elif not local["replaced"]:
            for held in mat["missions"]:
                title = mission_card(content, held).name
                actions.append(Action("replace_mission", held, f"Give up {title} to pick another"))
        actions.append(Action("keep_missions", None, "Keep these missions"))
        held = ", ".join(mission_card(content, m).name for m in mat["missions"]) or "none"
        return Decision(seat, f"Missions in hand: {held}. Pick or replace?", tuple(actions))

    def on_mission(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        state = game.state
        mat = world(state)["players"][seat]
        decks = world(state)["decks"]
        if action.verb == "keep_missions":
            game.end(None)
            return
        if action.verb == "pick_mission":
            mat["missions"].append(str(action.argument))
            game.log("mission_picked", seat, rule=MISSIONS, mission=action.argument)
        elif action.verb == "draw_mission":
            mission = decks["missions"].pop(0)
            mat["missions"].append(mission)
            game.reveal()
            game.log("mission_drawn", seat, rule=MISSIONS, mission=mission)
        else:
            mission = str(action.argument)
            mat["missions"].remove(mission)
            if mission_card(content_of(game), mission).realm is None:
                decks["missions"].append(mission)
            local["replaced"] = True
            game.log("mission_given_up", seat, rule=MISSIONS, mission=mission)
        game.goto("ask_mission")
