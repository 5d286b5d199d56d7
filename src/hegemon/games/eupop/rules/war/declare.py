"""Declare War (eupop-aid Declare War (1 $\\times$ ) (p. 16)): the targets (one or more,
interpretation:EUPOP-W15), the cost, the penalties for a missing casus belli and for a
marriage with each target, the war record, then the calls to arms in the aid's order, the
military power the targets gain and the marriages with them removed (EUPOP-W11). An
event's war (Wars triggered by Events) skips the cost and the penalties.

The calls run in this fixed order (interpretation:EUPOP-W6): active allies of both sides
join; the aggressor sends its Offensive Calls; each NPR target calls its player allies;
each player target sends its Defensive Calls. The battles the war triggers and the free
activation or recruit that close the action are :mod:`.battles` (EUPOP-W14)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.crusade import holy_war_declared
from hegemon.games.eupop.rules.economy.governing import change_stability, gain_power, lose_power
from hegemon.games.eupop.rules.war.calls import (
    DOW_ON_A_BOT,
    MARRIAGES,
    end_alliance,
    end_marriage,
)
from hegemon.games.eupop.rules.war.casus_belli import PREFERENCE, holdings
from hegemon.games.eupop.rules.war.restrictions import declarer, refusal, refuse
from hegemon.games.eupop.world import empire
from hegemon.games.eupop.world.layout import REBELS, realm, vassals, world
from hegemon.games.eupop.world.records import CasusBelli, Side
from hegemon.games.eupop.world.relations import married_in
from hegemon.games.eupop.world.wars import join_war, side_of, start_war

DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
BY_EVENT = "eupop-aid:Wars triggered by Events"
DEFENDING_THE_HRE = "eupop-aid:Defending the HRE (p. 44)"
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
BOT_DOWS = "eupop-bots:BOT DOWS"
HRE_NO_CB = "eupop-aid:HRE Int. Wars with no CB (p. 45)"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
COST = 1
"""Military power the action costs."""
NO_CB_STABILITY = 2
MARRIAGE_STABILITY = 1
EMPEROR_AUTHORITY = 1
EMPEROR_INFLUENCE = 3
MARRIAGE_EXEMPT: tuple[CasusBelli, ...] = ("event", "disputed_succession")
LOSE_INFLUENCE = "lose_influence"
"""The procedure through which a realm loses influence cubes (rules/diplomacy/influence_loss.py)."""


def hre_areas(state: State) -> list[str]:
    """The areas of the HRE, A→Z."""
    return sorted(name for name, record in world(state)["map"]["areas"].items() if record["hre"])


@implements("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-W19")
def marriages_with(state: State, name: str, target: str) -> int:
    """``name``'s marriages with the target and its vassals (a token on a vassal counts as
    one on its overlord, eupop-aid Vassals in Wars)."""
    return len({target, *vassals(state, target)} & set(realm(state, name)["marriages"]))


@implements(DECLARE_WAR, "interpretation:EUPOP-W3")
def penalty(state: State, name: str, target: str, used: CasusBelli | None) -> int:
    """Stability lost for declaring war on ``target`` with ``used``."""
    lost = NO_CB_STABILITY if used is None else 0
    if used not in MARRIAGE_EXEMPT:
        lost += MARRIAGE_STABILITY * marriages_with(state, name, target)
    return lost


@implements(DEFENDING_THE_HRE, "interpretation:EUPOP-W10")
def defending_the_hre(
    state: State,
    content: Content,
    name: str,
    target: str,
    used: Any,
    members: Collection[str] | None = None,
) -> bool:
    """Whether Defending the HRE would come into this declaration: an external realm
    attacks an Imperial Subject with an Emperor at peace with it and Imperial Authority, or
    the Emperor with its capital in the HRE; or a Bot Emperor's subject is attacked by
    another member without a casus belli."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if emperor is None or emperor == name:
        return False
    if members is None:
        members = empire.members(state, content.geography)
    if target == emperor:
        return name not in members and emperor in members
    if target not in members:
        return False
    if name not in members:
        return hre["imperial_authority"] >= 1 and side_of_war(state, emperor, target)
    return used is None and realm(state, emperor)["player"] == "bot"


def side_of_war(state: State, emperor: str, subject: str) -> bool:
    """The Emperor is at peace with the subject."""
    return subject not in world(state)["at_war_with"].get(emperor, [])


def _label(target: str, used: CasusBelli | None, lost: int) -> str:
    cause = used.replace("_", " ") if used else "no casus belli"
    cost = f", -{lost} stability" if lost else ""
    return f"Declare war on {target} ({cause}{cost})"


@implements(DECLARE_WAR, "eupop-aid:Restrictions on DoW (p. 22)")
def legal_targets(
    state: State, content: Content, name: str, named: Collection[str] = ()
) -> list[tuple[str, CasusBelli | None, int]]:
    """(target, casus belli, stability lost) for each legal target not in ``named`` (a
    realm owning a province) and each casus belli held on it, or none without one.

    The restrictions are weighed once per target without a casus belli: only Disputed
    Succession with a marriage lifts any of them, so a refused target the realm is not
    married to is refused whatever it holds, and its casus belli are never worked out."""
    owning = world(state)["owned"]
    left_out = {name, REBELS, *named}
    targets = sorted(
        other
        for other, record in world(state)["realms"].items()
        if other not in left_out and record["overlord"] is None and owning.get(other)
    )
    members = frozenset(empire.members(state, content.geography))
    side = declarer(state, name, members)
    weighed: dict[str, bool] = {}
    for target in targets:
        free = refuse(state, content, side, target, None) is None
        if free or target in side.marriages:
            weighed[target] = free
    if not weighed:
        return []
    found = []
    for target, held in holdings(state, content, name, list(weighed)).items():
        options: list[CasusBelli | None] = [*held] if held else [None]
        for used in options:
            if used == "disputed_succession":
                if refuse(state, content, side, target, used) is not None:
                    continue
            elif not weighed[target]:
                continue
            found.append((target, used, penalty(state, name, target, used)))
    return found


@implements(DECLARE_WAR, "eupop-aid:Restrictions on DoW (p. 22)")
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One offer per legal target and casus belli held, or one without a casus belli."""
    mat = world(state)["players"].get(name)
    if mat is None or mat["monarch_power"]["military"] < COST:
        return []
    return [
        Action("declare_war", (target, used), _label(target, used, lost))
        for target, used, lost in legal_targets(state, content, name)
    ]


def _chosen(argument: Any) -> list[tuple[str, Any]]:
    """The targets named by the argument: a target, [target, casus belli], or a list of
    [target, casus belli] pairs (casus belli None when the realm names none)."""
    if isinstance(argument, (list, tuple)) and argument and isinstance(argument[0], (list, tuple)):
        return [(str(pair[0]), pair[1] if len(pair) > 1 else None) for pair in argument]
    if isinstance(argument, (list, tuple)):
        return [(str(argument[0]), argument[1] if len(argument) > 1 else None)]
    return [(str(argument), None)]


def _listed(argument: Any) -> bool:
    """The argument lists its [target, casus belli] pairs: every target is named."""
    return (
        isinstance(argument, (list, tuple))
        and bool(argument)
        and isinstance(argument[0], (list, tuple))
    )


@implements(DECLARE_WAR, "interpretation:EUPOP-W15")
def more_targets(options: list[list[Any]], named: list[str]) -> list[Action]:
    """The further targets a declaration may name: one offer per legal target not named yet
    and casus belli held (``options``: :func:`legal_targets` worked out once when the
    declaration began; naming a target changes no other target's legality or penalty)."""
    return [
        Action("declare_also", (target, used), "Also d" + _label(target, used, lost)[1:])
        for target, used, lost in options
        if target not in named
    ]


class DeclareWar(Procedure):
    """``seat`` declares war on ``argument``: a target, [target, casus belli], or a list of
    [target, casus belli] pairs. Given one target (the menu's offers), a human realm taking
    the action may name further targets before anything is paid (one action, one war,
    interpretation:EUPOP-W15); a list names them all."""

    name = "declare_war"
    by_event = False

    @step
    @implements(DECLARE_WAR, BY_EVENT, HRE_NO_CB, "interpretation:EUPOP-W3")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        seat = local["seat"]
        local["chosen"] = []
        for target, given in _chosen(local["argument"]):
            if not self._choose(game, local, target, given):
                game.end(None)
                return
        human = realm(state, seat)["player"] == "human"
        final = self.by_event or _listed(local["argument"])
        if human and not final:
            named = [target for target, _ in local["chosen"]]
            found = legal_targets(state, content_of(game), seat, named)
            local["options"] = [[target, used, lost] for target, used, lost in found]
            game.goto("ask_another")
            return
        game.goto("declare")

    def _choose(self, game: Game, local: Local, target: str, given: Any) -> bool:
        """Check one target and its casus belli and add it to the declaration; False when
        an event's war is barred."""
        state = game.state
        content = content_of(game)
        seat = local["seat"]
        held = holdings(state, content, seat, [target])[target]
        used: CasusBelli | None
        if self.by_event:
            used = "event"
        elif given is None:
            used = next((cb for cb in PREFERENCE if cb in held), None)
        elif given in held:
            used = given
        else:
            raise ValueError(f"{seat} holds no {given} casus belli on {target}")
        if any(target == other for other, _ in local["chosen"]):
            raise ValueError(f"{seat} names {target} twice")
        reason = refusal(state, content, seat, target, used)
        if self.by_event and seat in world(state)["round"]["passed"]:
            reason = f"{seat} has passed"
        if reason is not None:
            if not self.by_event:
                raise ValueError(f"{seat} may not declare war on {target}: {reason}")
            game.log("declaration_barred", seat, rule=BY_EVENT, target=target, reason=reason)
            return False
        local["chosen"].append([target, used])
        return True

    @step(optional=True)
    @implements(DECLARE_WAR, "interpretation:EUPOP-W15")
    def ask_another(self, game: Game, local: Local) -> Decision | None:
        """Pick target Realm(s): while another target is legal, the declaring realm says
        whether it names one more."""
        seat = local["seat"]
        named = [target for target, _ in local["chosen"]]
        if not more_targets(local["options"], named):
            game.goto("declare")
            return None
        return Decision(
            seat,
            f"Declare war on another realm as well as {', '.join(named)}?",
            (
                Action("declare_more", None, "Name another target"),
                Action("declare_no_more", None, f"Declare on {', '.join(named)} only"),
            ),
        )

    def on_another(self, game: Game, local: Local, action: Action) -> None:
        game.goto("ask_targets" if action.verb == "declare_more" else "declare")

    @step
    @implements(DECLARE_WAR, "interpretation:EUPOP-W15")
    def ask_targets(self, game: Game, local: Local) -> Decision:
        """The further target, one of those still legal."""
        seat = local["seat"]
        named = [target for target, _ in local["chosen"]]
        actions = more_targets(local["options"], named)
        actions.append(Action("declare_no_more", None, f"Declare on {', '.join(named)} only"))
        return Decision(seat, "Which realm do you declare war on as well?", tuple(actions))

    def on_targets(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "declare_no_more":
            game.goto("declare")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        target, used = str(argument[0]), argument[1]
        named = [other for other, _ in local["chosen"]]
        offered = more_targets(local["options"], named)
        if Action("declare_also", (target, used)) not in offered:
            raise ValueError(f"{local['seat']} may not also declare war on {target}")
        local["chosen"].append([target, used])
        game.goto("ask_another")

    @step
    @implements(DECLARE_WAR, BY_EVENT, HRE_NO_CB, "interpretation:EUPOP-W3")
    def declare(self, game: Game, local: Local) -> None:
        """Pay once and each target's penalties; an Emperor owing influence for a war on a
        subject without a casus belli loses it through ``lose_influence`` (its seat picks
        the cubes), then the war opens."""
        seat = local["seat"]
        owed = 0 if self.by_event else self._pay(game, seat, self._chosen(local))
        if owed:
            game.call(
                LOSE_INFLUENCE,
                then="open_war",
                realm=seat,
                areas=hre_areas(game.state),
                count=owed,
                rule=HRE_NO_CB,
                reason="war on a subject",
                log_none=True,
            )
            return
        game.goto("open_war")

    @staticmethod
    def _chosen(local: Local) -> list[tuple[str, CasusBelli | None]]:
        return [(str(target), used) for target, used in local["chosen"]]

    @step
    @implements(DECLARE_WAR, BY_EVENT)
    def open_war(self, game: Game, local: Local) -> None:
        """One war on every target, then the calls."""
        state = game.state
        seat = local["seat"]
        chosen = self._chosen(local)
        ended = []
        for target, used in chosen:
            if used == "disputed_succession" and target in realm(state, seat)["allies"]:
                end_alliance(
                    game, seat, target, DECLARE_WAR, "disputed succession", ports_asked=True
                )
                ended += [seat, target]
        targets = [target for target, _ in chosen]
        held = {target: used for target, used in chosen if used}
        war_id = start_war(state, seat, targets, held or None)
        local["war"] = war_id
        local["targets"] = targets
        local["next"] = 0
        for target, used in chosen:
            game.log(
                "war_declared", seat, rule=DECLARE_WAR, target=target, casus_belli=used, war=war_id
            )
            if used == "holy_war":
                holy_war_declared(game, seat, target)
        if ended:
            game.call("leave_unfriendly_ports", then="active_allies", realms=sorted(set(ended)))
            return
        game.goto("active_allies")

    def _pay(self, game: Game, seat: str, chosen: list[tuple[str, CasusBelli | None]]) -> int:
        """The cost and the penalties; returns the influence cubes the Emperor owes."""
        state = game.state
        if realm(state, seat)["player"] == "bot":
            return self._bot_pays(game, seat, chosen)
        if world(state)["players"][seat]["monarch_power"]["military"] < COST:
            raise ValueError(f"{seat} cannot pay {COST} military power")
        lose_power(game, seat, "military", COST, DECLARE_WAR)
        lost = sum(penalty(state, seat, target, used) for target, used in chosen)
        if lost:
            change_stability(game, seat, -lost, DECLARE_WAR)
        return sum(self._hre_penalty(game, seat, target, used) for target, used in chosen)

    @implements(DECLARE_WAR, BOT_DOWS, "interpretation:EUPOP-BOT-16")
    def _bot_pays(self, game: Game, seat: str, chosen: list[tuple[str, CasusBelli | None]]) -> int:
        """A Bot's declaration: its card paid the action; the stability its penalties cost
        becomes unrest (bots/warfare.py ``no_cb_penalty``); a subject's war without a
        casus belli gives a human Emperor its casus belli as for anyone."""
        from hegemon.games.eupop.bots.warfare import no_cb_penalty

        lost = sum(penalty(game.state, seat, target, used) for target, used in chosen)
        no_cb_penalty(game, seat, lost, BOT_DOWS)
        return sum(self._hre_penalty(game, seat, target, used) for target, used in chosen)

    @implements(HRE_NO_CB, MARRIAGES, "interpretation:EUPOP-W3", "interpretation:EUPOP-I15")
    @implements("interpretation:EUPOP-D10")
    def _hre_penalty(self, game: Game, seat: str, target: str, used: CasusBelli | None) -> int:
        """An HRE war without a casus belli: the Emperor on a subject loses 1 Imperial
        Authority and owes 3 influence cubes in HRE areas (one fewer with a marriage token
        there, EUPOP-D10), returned; a subject on another gives a human Emperor a casus
        belli on it."""
        state = game.state
        members = empire.members(state, content_of(game).geography)
        emperor = world(state)["hre"]["emperor"]
        # The target is a subject (a member, not the Emperor); an Emperor elected from
        # outside the HRE pays as any Emperor (interpretation:EUPOP-I15).
        if used is not None or target not in members or target == emperor:
            return 0
        if seat == emperor:
            hre = world(state)["hre"]
            hre["imperial_authority"] = max(0, hre["imperial_authority"] - EMPEROR_AUTHORITY)
            game.log(
                "imperial_authority_lost",
                seat,
                rule=HRE_NO_CB,
                change=-EMPEROR_AUTHORITY,
                now=hre["imperial_authority"],
            )
            geography = content_of(game).geography
            married = married_in(state, geography, seat, hre_areas(state))
            return EMPEROR_INFLUENCE - (1 if married else 0)
        if seat in members and emperor is not None and realm(state, emperor)["player"] == "human":
            tokens = realm(state, emperor)["casus_belli"]
            if seat not in tokens:
                tokens.append(seat)
                tokens.sort()
            game.log("casus_belli_gained", emperor, rule=HRE_NO_CB, target=seat)
        return 0

    @step
    @implements(ALLIANCES, "interpretation:EUPOP-W6")
    def active_allies(self, game: Game, local: Local) -> None:
        """Active allies are part of every war of their player realm."""
        state = game.state
        war = world(state)["wars"][local["war"]]
        sides: list[tuple[str, Side]] = [(local["seat"], "attackers")]
        sides += [(target, "defenders") for target in local["targets"]]
        for leader, side in sides:
            for ally in list(realm(state, leader)["active_allies"]):
                if side_of(war, ally) is None and realm(state, ally)["overlord"] is None:
                    join_war(state, local["war"], side, ally, "active_ally", leader)
                    game.log("ally_joined", ally, rule=ALLIANCES, ally_of=leader, war=local["war"])
        game.call(
            "send_calls_to_arms",
            then="hre_defence",
            seat=local["seat"],
            war=local["war"],
            kind="offensive",
        )

    @step
    @implements(DECLARE_WAR, DEFENDING_THE_HRE, "interpretation:EUPOP-I9")
    def hre_defence(self, game: Game, local: Local) -> None:
        """Target HRE members might send a Defensive Call to Arms to the Emperor, or the
        Emperor attacked may defend the HRE (rules/empire/defend.py), before the NPR
        targets' calls."""
        game.call(
            "defend_the_hre",
            then="npr_target",
            war=local["war"],
            aggressor=local["seat"],
            targets=list(local["targets"]),
        )

    @step
    @implements(DECLARE_WAR, "eupop-aid:Receiving a CtA (p. 32-33)")
    def npr_target(self, game: Game, local: Local) -> None:
        """Each target NPR, in turn, sends a Defensive Call to Arms to its player allies."""
        state = game.state
        if local["next"] >= len(local["targets"]):
            local["next"] = 0
            game.goto("target_calls")
            return
        target = local["targets"][local["next"]]
        local["next"] += 1
        war = world(state)["wars"][local["war"]]
        called = []
        if realm(state, target)["kind"] != "player":
            called = [
                ally
                for ally in realm(state, target)["allies"]
                if realm(state, ally)["kind"] == "player" and side_of(war, ally) is None
            ]
        for ally in called:
            game.log("call_sent", target, rule=DECLARE_WAR, ally=ally, call="defensive")
        game.ask_in_turn(
            called,
            "answer_call_to_arms",
            then="npr_target",
            war=local["war"],
            caller=target,
            kind="defensive",
        )

    @step
    @implements(DECLARE_WAR, DOW_ON_A_BOT, "interpretation:EUPOP-BOT-17")
    def target_calls(self, game: Game, local: Local) -> None:
        """Each human player target, in turn, may send Defensive Calls to Arms; a Bot
        target calls its NPR allies next to the aggressor, and its player allies there,
        who answer in turn (bots/warfare.py)."""
        from hegemon.games.eupop.bots.warfare import bot_calls, player_calls

        while local["next"] < len(local["targets"]):
            target = local["targets"][local["next"]]
            local["next"] += 1
            if realm(game.state, target)["player"] == "bot":
                bot_calls(game, target, local["war"], "defenders", DOW_ON_A_BOT)
                called = player_calls(game, target, local["war"], DOW_ON_A_BOT)
                if called:
                    game.ask_in_turn(
                        called,
                        "answer_call_to_arms",
                        then="target_calls",
                        war=local["war"],
                        caller=target,
                        kind="defensive",
                    )
                    return
                continue
            if realm(game.state, target)["player"] == "human":
                game.call(
                    "send_calls_to_arms",
                    then="target_calls",
                    seat=target,
                    war=local["war"],
                    kind="defensive",
                )
                return
        game.goto("gains")

    @step
    @implements(DECLARE_WAR, "interpretation:EUPOP-W11")
    def gains(self, game: Game, local: Local) -> None:
        """Each target player realm gains 1 military power (a Bot its gains on a war,
        bots/warfare.py); the aggressor's marriages with the targets (and their vassals)
        are removed. Then the battles."""
        from hegemon.games.eupop.bots.warfare import gains_on_war

        state = game.state
        seat = local["seat"]
        for target in local["targets"]:
            if realm(state, target)["player"] == "human":
                gain_power(game, target, "military", 1, DECLARE_WAR)
            elif realm(state, target)["player"] == "bot":
                gains_on_war(game, target)
        for target in local["targets"]:
            for partner in sorted({target, *vassals(state, target)}):
                if partner in realm(state, seat)["marriages"]:
                    remove_marriage(game, seat, partner)
        game.call(
            "declaration_battles",
            then="done",
            seat=seat,
            war=local["war"],
            free=not self.by_event,
        )

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


@implements(DECLARE_WAR, "interpretation:EUPOP-W11", "interpretation:EUPOP-W18")
def remove_marriage(game: Game, name: str, partner: str) -> None:
    """``name``'s marriage token on ``partner`` leaves the board and the marriage ends
    (each player realm's token back to its supply, EUPOP-W18)."""
    end_marriage(game.state, name, partner)
    game.log("marriage_removed", name, rule=DECLARE_WAR, partner=partner)


class DeclareWarByEvent(DeclareWar):
    """An event's war: no cost, no penalties (Wars triggered by Events)."""

    name = "declare_war_by_event"
    by_event = True


PROCEDURES: tuple[Procedure, ...] = (DeclareWar(), DeclareWarByEvent())
