"""Calls to Arms: which allies a realm may call, activating an NPR ally, and the called
realm's answer with what accepting or refusing it brings (eupop-aid Call to Arms under
Casus Belli (p. 22), Activating NPR Ally () (p. 33), Receiving a CtA (p. 32-33),
Accepting a CtA, Refusing a CtA)."""

from __future__ import annotations

from typing import Literal

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.curia.cardinals import alliance_changed
from hegemon.games.eupop.rules.economy.governing import change_prestige, gain_power
from hegemon.games.eupop.rules.economy.treasury import half_up
from hegemon.games.eupop.rules.war.casus_belli import adjacent
from hegemon.games.eupop.rules.war.ports import leave_ports
from hegemon.games.eupop.rules.war.restrictions import refusal
from hegemon.games.eupop.world import allied
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import (
    area,
    at_war,
    enemies,
    own_provinces,
    realm,
    vassals,
    world,
)
from hegemon.games.eupop.world.realms import is_distant_realm, realm_areas
from hegemon.games.eupop.world.records import JoinedBy, Side
from hegemon.games.eupop.world.relations import counted_tax_value, married_in
from hegemon.games.eupop.world.tokens import TOKEN_LIMITS, return_relation_tokens
from hegemon.games.eupop.world.wars import join_war, members, side_of

CALL_TO_ARMS = "eupop-aid:Casus Belli (p. 22)"
ACTIVATING = "eupop-aid:Activating NPR Ally () (p. 33)"
RECEIVING = "eupop-aid:Receiving a CtA (p. 32-33)"
ACCEPTING = "eupop-aid:Accepting a CtA"
REFUSING = "eupop-aid:Refusing a CtA"
ALLIANCES = "eupop-aid:Alliances (♠) (p. 32)"
MARRIAGES = "eupop-aid:Marriages (♠) (p. 32)"
DOW_ON_A_BOT = "eupop-bots:DOW ON A BOT"
Kind = Literal["offensive", "defensive"]
CALL_INFLUENCE: dict[Kind, int] = {"offensive": 2, "defensive": 1}
ALLIED_UNITS_MAX = 5
REFUSAL_PRESTIGE = 1
REFUSAL_INFLUENCE = 5


def _side(kind: Kind) -> Side:
    return "attackers" if kind == "offensive" else "defenders"


def _joined(kind: Kind) -> JoinedBy:
    return "offensive_call" if kind == "offensive" else "defensive_call"


@implements("eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)", "interpretation:EUPOP-I14")
def influence_in(state: State, content: Content, name: str, npr: str) -> int:
    """``name``'s influence in the areas of ``npr`` (the Emperor's Imperial influence
    counting, EUPOP-I14)."""
    return sum(cubes_of(state, here, name) for here in realm_areas(state, content.geography, npr))


@implements(CALL_TO_ARMS, "interpretation:EUPOP-W6", "interpretation:EUPOP-D13",
            "interpretation:EUPOP-D24")  # fmt: skip
def distant_holdings(state: State, content: Content, name: str, npr: str) -> tuple[int, list[str]]:
    """What stands for ``name``'s influence in a distant NPR (EUPOP-D13): its towns there
    (provinces it owns in the NPR's areas) and the provinces of those areas holding its
    colonist, A→Z. (towns, colonist provinces)."""
    geography = content.geography
    provinces = world(state)["map"]["provinces"]
    towns, colonists = 0, []
    for where in realm_areas(state, geography, npr):
        for key in geography.areas[where].provinces:
            towns += provinces[key]["owner"] == name
            if provinces[key]["colonist"] == name:
                colonists.append(key)
    return towns, sorted(colonists)


@implements(CALL_TO_ARMS, "interpretation:EUPOP-W6", "interpretation:EUPOP-D24")
def pay_distant_call(game: Game, name: str, npr: str, price: int) -> int:
    """A call to a distant NPR: ``name`` removes its colonists from the NPR's areas, A→Z,
    up to the price (back to its supply); its towns there cover the rest and stay
    (EUPOP-D24). Returns how many colonists went."""
    _, colonists = distant_holdings(game.state, content_of(game), name, npr)
    removed = colonists[:price]
    for key in removed:
        world(game.state)["map"]["provinces"][key]["colonist"] = None
        world(game.state)["supply"][name]["colonists"] += 1
    game.log("call_colonists_removed", name, rule=CALL_TO_ARMS, ally=npr, provinces=removed)
    return len(removed)


@implements(CALL_TO_ARMS, ALLIANCES, "interpretation:EUPOP-W6", "interpretation:EUPOP-D24")
def callable_allies(
    state: State, content: Content, caller: str, war_id: str, kind: Kind
) -> list[str]:
    """The allies ``caller`` may call into the war: not in it yet nor active (those are in
    every war already); on offence no player realm allied to a defender too; an NPR only at
    peace, next to the caller or a new enemy, on offence free of every restriction on
    declaring war on the defenders, and with the caller's influence to pay for it — in a
    distant NPR its towns and colonists there instead (interpretation:EUPOP-W6, EUPOP-D24)."""
    war = world(state)["wars"][war_id]
    record = realm(state, caller)
    foes = members(war, "defenders" if kind == "offensive" else "attackers")
    result = []
    for ally in record["allies"]:
        if side_of(war, ally) is not None or ally in record["active_allies"]:
            continue
        if realm(state, ally)["kind"] == "player":
            if kind == "offensive" and any(foe in realm(state, ally)["allies"] for foe in foes):
                continue
            result.append(ally)
            continue
        if enemies(state, ally):
            continue
        if kind == "offensive" and any(
            refusal(state, content, ally, foe, "call_to_arms") is not None for foe in foes
        ):
            continue
        if not any(adjacent(state, content, ally, other) for other in (caller, *foes)):
            continue
        if is_distant_realm(state, content.geography, ally):
            towns, colonists = distant_holdings(state, content, caller, ally)
            held = towns + len(colonists)
        else:
            held = influence_in(state, content, caller, ally)
        if held >= CALL_INFLUENCE[kind]:
            result.append(ally)
    return result


@implements(CALL_TO_ARMS, "interpretation:EUPOP-W6", MARRIAGES, "interpretation:EUPOP-D10")
def remove_influence(
    game: Game, name: str, areas: list[str], count: int, rule: str, reason: str
) -> int:
    """Remove up to ``count`` of ``name``'s influence from ``areas``: from the area holding
    most first, ties by name; one fewer when ``name`` has a marriage token in one of the
    areas (on a partner's capital, interpretation:EUPOP-D10). The cubes go back to the
    realm's supply (interpretation:EUPOP-F20). Returns how many were removed."""
    if married_in(game.state, content_of(game).geography, name, areas):
        count -= 1
    removed = 0
    while removed < count:
        held = {a: area(game.state, a)["influence"].get(name, 0) for a in sorted(areas)}
        most = max(held, key=lambda a: held[a], default="")
        if not most or held[most] == 0:
            break
        influence = area(game.state, most)["influence"]
        influence[name] -= 1
        if influence[name] == 0:
            del influence[name]
        removed += 1
    supply = world(game.state)["supply"].get(name)
    if supply is not None:
        supply["cubes"] += removed
    game.log("influence_removed", name, rule=rule, count=removed, reason=reason)
    return removed


@implements(ACTIVATING, "interpretation:EUPOP-W7", "interpretation:EUPOP-D26")
def tax_value(state: State, content: Content, name: str) -> int:
    """Tax value of the realm's own provinces and its vassals', a +1 token one more (the
    one tax value of an NPR ally: what its activation gives is counted with it, and exactly
    that goes back, interpretation:EUPOP-W13; +1 tokens, EUPOP-D26)."""
    return sum(
        counted_tax_value(state, content.geography, p)
        for holder in (name, *vassals(state, name))
        for p in own_provinces(state, holder)
    )


@implements(REFUSING, "interpretation:EUPOP-W13")
def allied_units_back(state: State, player: str, ally: str) -> int:
    """The allied units ``player`` gives back for its NPR ally: exactly what the ally's
    activation granted (the "pre-war" half tax value, kept with the alliance)."""
    return allied.granted(state, player, ally)


@implements(REFUSING, "eupop-aid:2. Total Victory", "interpretation:EUPOP-W13")
def give_back_allied_units(game: Game, player: str, ally: str, rule: str) -> int:
    """``player`` gives back the allied units the ally's activation granted: from its
    allied pool, then allied units on the board (never from its manpower,
    :func:`hegemon.games.eupop.world.allied.take_back`). Returns how many went."""
    if player not in world(game.state)["players"]:
        return 0
    lost = allied.take_back(game.state, player, ally)
    game.log("allied_units_lost", player, rule=rule, ally=ally, count=lost)
    return lost


@implements(ACTIVATING, "interpretation:EUPOP-W7")
@implements(DOW_ON_A_BOT, "interpretation:EUPOP-BOT-77")
def activate(game: Game, player: str, npr: str, war_id: str) -> None:
    """Flip the alliance of ``player`` with ``npr`` to active: a human player realm gains
    allied units in its allied pool, apart from its manpower (half the NPR's tax value,
    rounded up, at most 5; the number is kept with the alliance), and 1 military power when
    the NPR is next to a new enemy; a Bot gains Bot Power instead (bots/warfare.py
    ``bot_activates``)."""
    state = game.state
    content = content_of(game)
    if realm(state, player)["player"] == "bot":
        from hegemon.games.eupop.bots.warfare import bot_activates

        bot_activates(game, player, npr, war_id, DOW_ON_A_BOT)
        return
    realm(state, player)["active_allies"].append(npr)
    units = min(ALLIED_UNITS_MAX, half_up(tax_value(state, content, npr)))
    allied.grant(state, player, npr, units)
    game.log("ally_activated", player, rule=ACTIVATING, ally=npr, war=war_id, allied_units=units)
    war = world(state)["wars"][war_id]
    side = side_of(war, player)
    foes = members(war, "defenders" if side == "attackers" else "attackers")
    if any(adjacent(state, content, npr, foe) for foe in foes):
        gain_power(game, player, "military", 1, ACTIVATING)


@implements(ALLIANCES, TOKEN_LIMITS, "interpretation:EUPOP-W18")
def end_alliance(
    game: Game, first: str, second: str, rule: str, reason: str, ports_asked: bool = False
) -> None:
    """The alliance ends, and each player realm in it takes its alliance token back to
    its supply (the one place that does, interpretation:EUPOP-W18). Ships either realm has
    docked in a port no longer friendly leave it (eupop-aid Ships in Port (p. 26)): with
    ``ports_asked`` the caller then calls ``leave_unfriendly_ports`` so that their owners
    choose; otherwise they go at once
    (:func:`hegemon.games.eupop.rules.war.ports.leave_ports`). A player realm losing an
    active ally gives back the allied units its activation granted, unless already given
    back (interpretation:EUPOP-W13, EUPOP-Q14)."""
    for one, other in ((first, second), (second, first)):
        if allied.owes(game.state, one, other):
            give_back_allied_units(game, one, other, rule)
    allied_before = second in realm(game.state, first)["allies"]
    for one, other in ((first, second), (second, first)):
        record = realm(game.state, one)
        if other in record["allies"]:
            record["allies"].remove(other)
        if other in record["active_allies"]:
            record["active_allies"].remove(other)
    if allied_before:
        return_relation_tokens(game.state, "alliances", first, second)
    game.log("alliance_ended", first, rule=rule, ally=second, reason=reason)
    alliance_changed(game, first, second)  # the Roma cardinal (EUPOP-U3)
    if not ports_asked:
        leave_ports(game, (first, second))


def unmarry(state: State, first: str, second: str) -> None:
    """The two realms are no longer married: each leaves the other's marriages, turned over
    or not. The records only: :func:`end_marriage` also gives the tokens back."""
    for one, other in ((first, second), (second, first)):
        record = realm(state, one)
        if other in record["marriages"]:
            record["marriages"].remove(other)
        if other in record["flipped_marriages"]:
            record["flipped_marriages"].remove(other)


@implements("eupop-aid:Marriages (♠) (p. 32)", TOKEN_LIMITS, "interpretation:EUPOP-W18")
def end_marriage(state: State, first: str, second: str) -> list[str]:
    """The marriage of the two realms ends, whoever ends it and why: both records lose it
    (:func:`unmarry`) and each player realm in it takes its own marriage token back to its
    supply (interpretation:EUPOP-W18). Returns the realms given a token back. Nothing
    happens when they are not married."""
    if second not in realm(state, first)["marriages"]:
        return []
    unmarry(state, first, second)
    return return_relation_tokens(state, "marriages", first, second)


def place_truce(game: Game, first: str, second: str, rule: str) -> None:
    for one, other in ((first, second), (second, first)):
        truces = realm(game.state, one)["truces"]
        if other not in truces:
            truces.append(other)
            truces.sort()
    game.log("truce_placed", first, rule=rule, other=second)


def must_refuse(state: State, content: Content, seat: str, war_id: str, kind: Kind) -> str | None:
    """Why an Offensive Call to Arms must be refused: a restriction on declaring war on one
    of the realms declared on (a Defensive one can always be accepted)."""
    if kind == "defensive":
        return None
    war = world(state)["wars"][war_id]
    for member in war["defenders"]["members"]:
        reason = refusal(state, content, seat, member["realm"], "call_to_arms")
        if reason is not None and not at_war(state, seat, member["realm"]):
            return reason
    return None


@implements(ALLIANCES, ACCEPTING, "interpretation:EUPOP-W13")
def bring_active_allies(game: Game, war_id: str, name: str) -> None:
    """Active allies are part of every war their player realm enters: each not in the war
    yet (and not a vassal) joins the realm's side."""
    state = game.state
    war = world(state)["wars"][war_id]
    side = side_of(war, name)
    if side is None:
        return
    for ally in list(realm(state, name)["active_allies"]):
        if side_of(war, ally) is None and realm(state, ally)["overlord"] is None:
            join_war(state, war_id, side, ally, "active_ally", name)
            game.log("ally_joined", ally, rule=ALLIANCES, ally_of=name, war=war_id)


@implements(REFUSING, "interpretation:EUPOP-W13")
def abandon_active_ally(game: Game, seat: str, ally: str) -> None:
    """Refusing an active ally's call: the player realm gives back the allied units the
    ally's activation granted (:func:`give_back_allied_units`); in every war the ally was in
    as the player realm's active ally it stays on its own, the enemy's War token now on
    it."""
    state = game.state
    give_back_allied_units(game, seat, ally, REFUSING)
    wars = []
    for war_id, war in sorted(world(state)["wars"].items()):
        for side in ("attackers", "defenders"):
            for member in war[side]["members"]:
                if member["realm"] == ally and member["joined"] == "active_ally":
                    member["joined"] = "abandoned_ally"
                    wars.append(war_id)
    game.log("ally_abandoned", seat, rule=REFUSING, ally=ally, wars=wars)


class AnswerCallToArms(Procedure):
    """The called realm (``seat``) answers a Call to Arms from ``caller`` into ``war``."""

    name = "answer_call_to_arms"

    @step
    @implements(RECEIVING)
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        if realm(game.state, seat)["player"] == "bot":
            self._bot_answer(game, local)
            return
        game.goto("ask_answer")

    @implements(RECEIVING, DOW_ON_A_BOT, "interpretation:EUPOP-BOT-17")
    def _bot_answer(self, game: Game, local: Local) -> None:
        """A Bot answers by its rule (bots/warfare.py ``answer_call``): it refuses every
        Offensive Call and a Defensive one while at war with an Opponent; accepting a
        Defensive Call (an NPR's, left inactive, or a player ally's by an event,
        interpretation:EUPOP-BOT-75) sends the Bot's own Defensive Calls to its other NPR
        allies next to the Aggressor (S 410, 416: war declared on a Bot's ally of any kind,
        ``bot_calls``, 2 Bot Power each flipped); an NPR's call then brings it its gains on
        a war (S 420)."""
        from hegemon.games.eupop.bots.warfare import answer_call, bot_calls, gains_on_war

        seat, kind, war_id = local["seat"], local["kind"], local["war"]
        if not answer_call(game.state, seat, kind):
            self._refuse(game, local)
            return
        at_war_before, from_npr = self._join(game, local)
        bot_calls(game, seat, war_id, _side(kind), DOW_ON_A_BOT)
        if from_npr and not at_war_before:
            gains_on_war(game, seat)
        bring_active_allies(game, war_id, seat)
        game.goto("accepted_ports")

    @step
    @implements(RECEIVING)
    def ask_answer(self, game: Game, local: Local) -> Decision:
        seat, caller, kind = local["seat"], local["caller"], local["kind"]
        reason = must_refuse(game.state, content_of(game), seat, local["war"], kind)
        actions = []
        if reason is None:
            actions.append(Action("accept_call", None, f"Join {caller}'s war"))
        actions.append(Action("refuse_call", None, f"Refuse: the alliance with {caller} ends"))
        why = f" (you must refuse: {reason})" if reason else ""
        prompt = f"{caller} sends you a {kind} Call to Arms{why}"
        return Decision(seat, prompt, tuple(actions))

    def on_answer(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "refuse_call":
            self._refuse(game, local)
            return
        self._accept(game, local)

    @implements(ACCEPTING)
    def _join(self, game: Game, local: Local) -> tuple[bool, bool]:
        """The called realm joins the war on its caller's side; its alliances with player
        realms on the other side end (their ports to settle in ``local["ports"]``). Returns
        whether it was at war with the Aggressor before, and whether an NPR called it."""
        state = game.state
        seat, caller, kind, war_id = local["seat"], local["caller"], local["kind"], local["war"]
        war = world(state)["wars"][war_id]
        at_war_before = at_war(state, seat, war["attackers"]["leader"])
        join_war(state, war_id, _side(kind), seat, _joined(kind), caller)
        game.log("call_accepted", seat, rule=ACCEPTING, caller=caller, call=kind, war=war_id)
        opposite = "defenders" if _side(kind) == "attackers" else "attackers"
        local["ports"] = []
        for ally in list(realm(state, seat)["allies"]):
            if realm(state, ally)["kind"] == "player" and side_of(war, ally) == opposite:
                end_alliance(game, seat, ally, ACCEPTING, "allied to the other side", True)
                local["ports"] += [seat, ally]
        return at_war_before, realm(state, caller)["kind"] != "player"

    @implements(ACCEPTING)
    def _accept(self, game: Game, local: Local) -> None:
        state = game.state
        seat, caller, kind, war_id = local["seat"], local["caller"], local["kind"], local["war"]
        at_war_before, from_npr = self._join(game, local)
        if kind == "defensive" and from_npr and not at_war_before:
            gain_power(game, seat, "military", 1, "eupop-aid:Declare War (1 $\\times$ ) (p. 16)")
        bring_active_allies(game, war_id, seat)
        if kind == "defensive" and from_npr and caller not in realm(state, seat)["active_allies"]:
            game.goto("ask_activate")
            return
        self._after_accepting(game, local)

    @step
    @implements(ACCEPTING, ACTIVATING)
    def ask_activate(self, game: Game, local: Local) -> Decision:
        caller = local["caller"]
        return Decision(
            local["seat"],
            f"Make {caller} an active ally?",
            (
                Action("activate_ally", None, f"Activate {caller}"),
                Action("keep_inactive", None, f"Leave {caller} inactive"),
            ),
        )

    def on_activate(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "activate_ally":
            activate(game, local["seat"], local["caller"], local["war"])
        self._after_accepting(game, local)

    @implements(ACCEPTING, "interpretation:EUPOP-W17")
    def _after_accepting(self, game: Game, local: Local) -> None:
        """A human realm accepting a Defensive Call from an NPR may call its other NPR
        allies defensively; then ships leave ports no longer friendly."""
        state = game.state
        seat, caller = local["seat"], local["caller"]
        from_npr = realm(state, caller)["kind"] != "player"
        if local["kind"] == "defensive" and from_npr and realm(state, seat)["player"] == "human":
            game.call(
                "send_calls_to_arms",
                then="accepted_ports",
                seat=seat,
                war=local["war"],
                kind="defensive",
                npr_only=True,
            )
            return
        game.goto("accepted_ports")

    @step
    def accepted_ports(self, game: Game, local: Local) -> None:
        local["outcome"] = "accepted"
        game.goto("leave_ports")

    @step
    @implements("eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-W16")
    def leave_ports(self, game: Game, local: Local) -> None:
        realms = sorted(set(local.get("ports", [])))
        if realms:
            game.call("leave_unfriendly_ports", then="finished", realms=realms)
            return
        game.goto("finished")

    @step
    def finished(self, game: Game, local: Local) -> None:
        game.end(local["outcome"])

    @implements(REFUSING, "interpretation:EUPOP-W9")
    def _refuse(self, game: Game, local: Local) -> None:
        state = game.state
        seat, caller, kind = local["seat"], local["caller"], local["kind"]
        if caller in realm(state, seat)["active_allies"]:
            abandon_active_ally(game, seat, caller)
        end_alliance(game, seat, caller, REFUSING, "call to arms refused", True)
        local["ports"] = [seat, caller]
        local["outcome"] = "refused"
        game.log("call_refused", seat, rule=REFUSING, caller=caller, call=kind, war=local["war"])
        passed = seat in world(state)["round"]["passed"]
        if kind == "defensive" and not passed and not enemies(state, seat):
            change_prestige(game, seat, -REFUSAL_PRESTIGE, REFUSING, "call to arms refused")
            areas = realm_areas(state, content_of(game).geography, caller)
            remove_influence(game, seat, areas, REFUSAL_INFLUENCE, REFUSING, "call refused")
            if realm(state, caller)["player"] == "human":
                game.goto("ask_former_ally")
                return
        place_truce(game, seat, caller, REFUSING)
        game.goto("leave_ports")

    @step
    @implements(REFUSING)
    def ask_former_ally(self, game: Game, local: Local) -> Decision:
        seat, caller = local["seat"], local["caller"]
        return Decision(
            caller,
            f"{seat} refused your Call to Arms: place a casus belli on it or a truce?",
            (
                Action("place_casus_belli", seat, f"Place a casus belli on {seat}'s capital"),
                Action("place_truce", seat, f"Place truce tokens with {seat}"),
            ),
        )

    def on_former_ally(self, game: Game, local: Local, action: Action) -> None:
        seat, caller = local["seat"], local["caller"]
        if action.verb == "place_truce":
            place_truce(game, seat, caller, REFUSING)
        else:
            tokens = realm(game.state, caller)["casus_belli"]
            if seat not in tokens:
                tokens.append(seat)
                tokens.sort()
            game.log("casus_belli_gained", caller, rule=REFUSING, target=seat)
        game.goto("leave_ports")


class SendCallsToArms(Procedure):
    """The caller (``seat``) picks the allies it calls into ``war``, one at a time; called
    NPRs pay in influence and join active at once, called player realms answer in the order
    they were called. With ``npr_only`` only NPR allies may be called (a realm that has
    just accepted an NPR's Defensive Call, interpretation:EUPOP-W17)."""

    name = "send_calls_to_arms"

    @step
    @implements(CALL_TO_ARMS, "eupop-bots:BOT DOWS", "interpretation:EUPOP-BOT-16")
    def start(self, game: Game, local: Local) -> None:
        """A Bot calls only its NPR allies next to the other side, all at once
        (bots/warfare.py ``bot_calls``)."""
        local["called"] = []
        if realm(game.state, local["seat"])["player"] == "bot":
            from hegemon.games.eupop.bots.warfare import bot_calls

            side = _side(local["kind"])
            bot_calls(game, local["seat"], local["war"], side, "eupop-bots:BOT DOWS")
            game.goto("answers")
            return
        game.goto("ask_call")

    @step(optional=True)
    @implements(CALL_TO_ARMS)
    def ask_call(self, game: Game, local: Local) -> Decision | None:
        state = game.state
        content = content_of(game)
        seat, kind = local["seat"], local["kind"]
        allies = [
            ally
            for ally in callable_allies(state, content, seat, local["war"], kind)
            if ally not in local["called"]
            and not (local.get("npr_only") and realm(state, ally)["kind"] == "player")
        ]
        if not allies or realm(state, seat)["player"] != "human":
            game.goto("answers")
            return None
        actions = []
        for ally in allies:
            cost = CALL_INFLUENCE[kind] if realm(state, ally)["kind"] != "player" else 0
            what = "towns/colonists" if is_distant_realm(state, content.geography, ally) else ""
            price = f" ({cost} {what or 'influence'})" if cost else ""
            actions.append(Action("call_to_arms", ally, f"Call {ally} to arms{price}"))
        actions.append(Action("no_more_calls", None, "Call no more allies"))
        return Decision(seat, f"Send {kind} Calls to Arms?", tuple(actions))

    def on_call(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "no_more_calls":
            game.goto("answers")
            return
        state = game.state
        seat, kind, ally = local["seat"], local["kind"], str(action.argument)
        game.log("call_sent", seat, rule=CALL_TO_ARMS, ally=ally, call=kind, war=local["war"])
        if realm(state, ally)["kind"] == "player":
            local["called"].append(ally)
            game.goto("ask_call")
            return
        areas = realm_areas(state, content_of(game).geography, ally)
        if is_distant_realm(state, content_of(game).geography, ally):
            pay_distant_call(game, seat, ally, CALL_INFLUENCE[kind])
        else:
            remove_influence(game, seat, areas, CALL_INFLUENCE[kind], CALL_TO_ARMS, "call to arms")
        join_war(state, local["war"], _side(kind), ally, _joined(kind), seat)
        activate(game, seat, ally, local["war"])
        game.goto("ask_call")

    @step
    def answers(self, game: Game, local: Local) -> None:
        game.ask_in_turn(
            local["called"],
            "answer_call_to_arms",
            then="done",
            war=local["war"],
            caller=local["seat"],
            kind=local["kind"],
        )

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (AnswerCallToArms(), SendCallsToArms())
