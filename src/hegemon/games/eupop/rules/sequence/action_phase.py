"""Phase 2, Actions (eupop-aid 2. ACTIONS, Passing): realms take turns in turn order; on
a turn a realm takes one action and any number of minor actions, or passes. The first
realms to pass gain ducats; once no realm is left to gain them the end of the action
phase comes: every realm still playing has one more turn for an action of its choice,
then those that have not taken an Event one more turn to take it.

The menu is an :class:`ActionMenu` (decision 0105): an action is an entry, never a
change here.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Literal

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.diplomacy.influence import keep_turn_tokens
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.economy import treasury
from hegemon.games.eupop.rules.prestige.milestones import claim_milestones
from hegemon.games.eupop.rules.sequence.menu import ActionMenu
from hegemon.games.eupop.rules.sequence.order import is_bot, turn_order
from hegemon.games.eupop.rules.sequence.phases import ACTIONS, take_up_election
from hegemon.games.eupop.world.empire import note_intruders
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.muster import start_turn

ACTION_PHASE = "eupop-aid:2. ACTIONS"
PASSING = "eupop-aid:Passing"
MINOR_ACTIONS = "eupop-aid:MINOR ACTIONS"
Mode = Literal["normal", "final", "event"]
"""A normal turn; the one more action of the end of the phase; the last chance to take
an Event."""
PAYING_PASSES = {1: 1, 2: 1, 3: 2, 4: 3, 5: 3, 6: 4}
"""Player realms in the game → how many of the first to pass gain ducats
(interpretation:EUPOP-R4)."""
PASS_DUCATS = 1
"""Ducats each paid place gains (interpretation:EUPOP-R4)."""


def paid_places(realms: int) -> int:
    """How many of the first realms to pass gain ducats, with ``realms`` player realms."""
    return PAYING_PASSES[min(max(realms, 1), 6)]


@implements(PASSING, "interpretation:EUPOP-R4")
def pass_reward(realms: int, place: int) -> int:
    """Ducats for the ``place``-th realm to pass (1 = first): one for each paid place (the
    aid's icon carries no number), none after them."""
    return PASS_DUCATS if place <= paid_places(realms) else 0


class ActionPhase(Procedure):
    name = ACTIONS

    @step
    @implements(ACTION_PHASE)
    def start(self, game: Game, local: Local) -> None:
        track = world(game.state)["round"]
        track["passed"] = []
        track["event_taken"] = []
        local["order"] = turn_order(game.state)
        local["next"] = 0
        local["mode"] = "normal"
        local["last"] = []
        """In the end of the phase: the realms still to have their last turn."""
        game.goto("next_turn")

    @step
    def next_turn(self, game: Game, local: Local) -> None:
        if take_up_election(game, then="next_turn"):
            return
        track = world(game.state)["round"]
        if local["mode"] == "normal":
            order: list[str] = local["order"]
            playing = [realm for realm in order if realm not in track["passed"]]
            if not playing:
                game.goto("events_left")
                return
            realm = order[local["next"] % len(order)]
            local["next"] += 1
            if realm in track["passed"]:
                game.goto("next_turn")
                return
            self._turn(game, local, realm, "normal")
            return
        if not local["last"]:
            if local["mode"] == "final":
                local["mode"] = "event"
                local["last"] = [
                    realm
                    for realm in local["order"]
                    if realm not in track["event_taken"] and realm not in track["passed"]
                ]
                game.goto("next_turn")
                return
            for realm in local["order"]:
                if realm not in track["passed"]:
                    track["passed"].append(realm)
            game.goto("events_left")
            return
        realm = local["last"].pop(0)
        self._turn(game, local, realm, local["mode"])

    @staticmethod
    def _turn(game: Game, local: Local, realm: str, mode: Mode) -> None:
        local["playing"] = realm
        if is_bot(game.state, realm):
            game.call("bot_turn", then="after_turn", seat=realm, mode=mode)
        else:
            game.call("realm_turn", then="after_turn", seat=realm, mode=mode)

    @step
    @implements("eupop-aid:Event (p. 12)", "interpretation:EUPOP-R6")
    def events_left(self, game: Game, local: Local) -> None:
        """Step 6 of the Event action, when some realm ends the phase without an Event and
        events are left on display (otherwise the last Event taken resolved it)."""
        track = world(game.state)["round"]
        left = world(game.state)["decks"]["events_revealed"]
        if left and not set(track["turn_order"]) <= set(track["event_taken"]):
            game.call("events_left", then="phase_over")
            return
        game.end(None)

    @step
    def phase_over(self, game: Game, local: Local) -> None:
        game.end(None)

    @step
    @implements(PASSING, "eupop-aid:Milestones (p. 42-43)", "interpretation:EUPOP-G5")
    def after_turn(self, game: Game, local: Local) -> None:
        result: Any = local.get("result")
        claim_milestones(game, local["playing"])
        if local["mode"] == "normal" and result == "passed":
            track = world(game.state)["round"]
            paid = paid_places(len(track["turn_order"]))
            if len(track["passed"]) == paid and paid < len(local["order"]):
                self._end_of_phase(game, local)
        game.goto("next_turn")

    def _end_of_phase(self, game: Game, local: Local) -> None:
        """No realm is left to gain ducats by passing: the realms still playing, in turn
        order from the next one, have one more turn each."""
        track = world(game.state)["round"]
        order: list[str] = local["order"]
        start = local["next"] % len(order)
        rotated = order[start:] + order[:start]
        local["mode"] = "final"
        local["last"] = [realm for realm in rotated if realm not in track["passed"]]
        game.log("end_of_action_phase", None, rule=PASSING, last_turns=list(local["last"]))


class RealmTurn(Procedure):
    """One turn of a realm: an action and any number of minor actions, or a pass."""

    name = "realm_turn"

    def __init__(self, menu: ActionMenu, effect_verbs: Collection[str] = ()) -> None:
        self.menu = menu
        self.effect_verbs = frozenset(effect_verbs)
        """The actions that resolve card effects (an Event, an action or display card, a
        mission): they may gain the realm another action in the turn."""

    @step
    def start(self, game: Game, local: Local) -> None:
        local["acted"] = False
        start_turn(game.state, local["seat"])
        note_intruders(game.state, content_of(game).geography)
        game.log("turn", local["seat"], rule=ACTION_PHASE, mode=local["mode"])
        game.goto("ask_action")

    def _majors(self, state: State, content: Content, realm: str, mode: Mode) -> list[Action]:
        offered = self.menu.offers(state, content, realm, minor_only=False)
        majors = [action for action in offered if not self.menu.entry(action.verb).minor]
        if mode == "event":
            return [action for action in majors if action.verb == "event"]
        return majors

    @step
    @implements(ACTION_PHASE, PASSING, "interpretation:EUPOP-R6")
    def ask_action(self, game: Game, local: Local) -> Decision:
        state = game.state
        seat = local["seat"]
        mode: Mode = local["mode"]
        content = content_of(game)
        minors = self.menu.offers(state, content, seat, minor_only=True)
        actions: list[Action] = []
        if not local["acted"]:
            majors = self._majors(state, content, seat, mode)
            actions.extend(majors)
            actions.extend(minors)
            taken = seat in world(state)["round"]["event_taken"]
            can_take_event = any(action.verb == "event" for action in majors)
            if mode == "normal" and (taken or not can_take_event):
                actions.append(Action("pass", None, "Pass"))
            elif mode == "final" or (mode == "event" and not can_take_event):
                # The last chance is for the compulsory Event: it ends without one only
                # when no face-up event can be taken (interpretation:EUPOP-R6).
                actions.append(Action("end_turn", None, "End your last turn without an action"))
        else:
            actions.extend(minors)
            actions.append(Action("end_turn", None, "End your turn"))
        return Decision(seat, self._prompt(state, seat, mode, local["acted"]), tuple(actions))

    @staticmethod
    def _prompt(state: State, seat: str, mode: Mode, acted: bool) -> str:
        mat = world(state)["players"][seat]
        power = mat["monarch_power"]
        status = (
            f"{mat['ducats']} ducats, power {power['administrative']}/"
            f"{power['diplomatic']}/{power['military']}, stability {mat['stability']}"
        )
        if acted:
            return f"Your turn ({status}): minor actions, or end the turn"
        if mode == "final":
            return f"Your last turn of the round ({status}): one more action?"
        if mode == "event":
            return f"Your last chance to take an Event ({status})"
        return f"Your turn ({status}): what next?"

    def on_action(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        track = world(game.state)["round"]
        if action.verb == "pass":
            track["passed"].append(seat)
            place = len(track["passed"])
            ducats = pass_reward(len(track["turn_order"]), place)
            game.log("pass", seat, rule=PASSING, place=place, ducats=ducats)
            if ducats:
                gov.gain_ducats(game, seat, ducats, PASSING, "passing")
                game.goto("ask_repay")
                return
            game.end("passed")
            return
        if action.verb == "end_turn":
            game.end("ended")
            return
        entry = self.menu.entry(action.verb)
        argument = list(action.argument) if isinstance(action.argument, tuple) else action.argument
        if (entry.minor and not local["acted"]) or action.verb in self.effect_verbs:
            keep_turn_tokens(game, local)  # the Influence reach of the turn (EUPOP-D11)
        if not entry.minor:
            local["acted"] = True
        game.call(entry.procedure, then="after_action", seat=seat, argument=argument)

    @step(optional=True)
    @implements(PASSING, MINOR_ACTIONS, treasury.LOAN, "interpretation:EUPOP-R9")
    def ask_repay(self, game: Game, local: Local) -> Decision | None:
        """Passing paid ducats: the moment a loan may be repaid out of turn (eupop-aid
        Take/Repay Loan, a minor action of MINOR ACTIONS). Asked while the realm can repay;
        it may repay one loan after another (interpretation:EUPOP-R9)."""
        seat = local["seat"]
        if seat not in world(game.state)["players"] or not treasury.can_repay_loan(game, seat):
            game.end("passed")
            return None
        mat = world(game.state)["players"][seat]
        loans = mat["loans"]
        repay = Action(
            "repay_loan",
            None,
            f"Repay a loan: pay {treasury.REPAY_DUCATS} ducats (loans {loans} → {loans - 1})",
        )
        keep = Action("keep_loans", None, "Repay nothing: the pass is done")
        prompt = f"You passed ({mat['ducats']} ducats, {loans} loans): repay a loan now?"
        return Decision(seat, prompt, (repay, keep))

    def on_repay(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "keep_loans":
            game.end("passed")
            return
        treasury.repay_loan(game, local["seat"])
        game.goto("ask_repay")

    @step
    @implements(ACTION_PHASE, PASSING)
    def after_action(self, game: Game, local: Local) -> None:
        """Back to the turn's menu, in every mode: minor actions may follow the action of a
        last turn as of any other (eupop-aid 2. ACTIONS). An Imperial Election the action
        called is held first (interpretation:EUPOP-I19)."""
        if take_up_election(game, then="after_action"):
            return
        game.goto("ask_action")
