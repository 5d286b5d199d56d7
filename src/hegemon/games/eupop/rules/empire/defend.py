"""Defending the HRE (eupop-aid Defending the HRE (p. 44), External Realm's DoW on Imp.
Subject, External Realm's DoW on the Emperor, Activating Def. the HRE (p. 44)).

A realm from outside the HRE declares war: on an Imperial Subject, a human Emperor at peace
with it and holding Imperial Authority receives a Defensive Call to Arms from the subject
(after the aggressor's Offensive Calls, aid Declare War's call order); accepting joins the
war as an accepted call does and activates Defending the HRE, refusing costs 1 Imperial
Authority and nothing else (interpretation:EUPOP-I9). On the Emperor itself, with its capital in the
HRE, the human Emperor may activate it. Activation tags the Emperor, raises its Imperial
units (EUPOP-I10) and asks each Imperial Subject not at war for its contribution
(EUPOP-I11). An NPR Emperor does neither; a Bot Emperor answers by the Bots' rule
(bots/emperor.py, EUPOP-BOT-67, EUPOP-BOT-69): it is also called when a member attacks a
subject without a casus belli, accepts unless at war with an Opponent, raises no Imperial
units and gains Bot Power equal to the Imperial Authority when activating through a call."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.governing import gain_power, lose_ducats
from hegemon.games.eupop.rules.empire.lands import change_authority
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.rules.war.calls import bring_active_allies, end_alliance
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.empire import elector_areas, imperial_subjects, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cubes_of
from hegemon.games.eupop.world.layout import at_war, realm, world
from hegemon.games.eupop.world.records import Manpower
from hegemon.games.eupop.world.wars import join_war, side_of

DEFENDING = "eupop-aid:Defending the HRE (p. 44)"
ON_SUBJECT = "eupop-aid:External Realm's DoW on Imp. Subject"
ON_EMPEROR = "eupop-aid:External Realm's DoW on the Emperor"
ACTIVATING = "eupop-aid:Activating Def. the HRE (p. 44)"
ACCEPTING = "eupop-aid:Accepting a CtA"
DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
BOT_HRE_MEMBERS = "eupop-bots:BOT HRE MEMBERS"
REFUSAL_AUTHORITY = 1
IMPERIAL_UNITS_MOST = 8
SUBJECT_MANPOWER = 2
SUBJECT_DUCATS = 6
SUBJECT_PRESTIGE = 1


def _half_up(value: int) -> int:
    return (value + 1) // 2


@implements(DEFENDING, ON_SUBJECT, ON_EMPEROR, "interpretation:EUPOP-I9")
@implements(BOT_EMPEROR, "interpretation:EUPOP-BOT-67")
def defence_due(
    state: State, geography: Geography, aggressor: str, targets: list[str], war_id: str
) -> tuple[str, str] | None:
    """What the declaration asks of the Emperor: ("call", subject) — a Defensive Call from
    an attacked subject; ("activate", emperor) — the Emperor attacked may activate; None.
    For a human Emperor not in the war yet, and an aggressor from outside the HRE; a Bot
    Emperor's by its rule (bots/emperor.py ``defence_due``)."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if emperor is None or hre["dissolved"] or emperor == aggressor:
        return None
    if realm(state, emperor)["player"] == "bot":
        from hegemon.games.eupop.bots.emperor import defence_due as bot_defence_due

        return bot_defence_due(state, geography, aggressor, targets, war_id)
    inside = members(state, geography)
    if aggressor in inside or realm(state, emperor)["kind"] != "player":
        return None
    due: tuple[str, str] | None = None
    if emperor in targets:
        due = ("activate", emperor) if emperor in inside else None
    elif side_of(world(state)["wars"][war_id], emperor) is None and (
        hre["imperial_authority"] >= 1
    ):
        at_war = world(state)["at_war_with"].get(emperor, [])
        subjects = [name for name in targets if name in inside and name not in at_war]
        due = ("call", subjects[0]) if subjects else None
    return due


class DefendTheHre(Procedure):
    """Called by a declaration of war after the aggressor's Offensive Calls: ``war``,
    ``aggressor``, ``targets``."""

    name = "defend_the_hre"

    @step
    @implements(DEFENDING, ON_SUBJECT, ON_EMPEROR, "interpretation:EUPOP-I9")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        due = defence_due(
            state, content_of(game).geography, local["aggressor"], local["targets"], local["war"]
        )
        if due is None:
            game.end(None)
            return
        local["emperor"] = world(state)["hre"]["emperor"]
        local["kind"], local["caller"] = due
        bot = realm(state, local["emperor"])["player"] == "bot"
        game.goto("bot_answer" if bot else "ask_defence")

    @step
    @implements(BOT_EMPEROR, ON_SUBJECT, ON_EMPEROR, "interpretation:EUPOP-BOT-69")
    def bot_answer(self, game: Game, local: Local) -> None:
        """A Bot Emperor answers by its rule (bots/emperor.py ``accepts``), as a human's
        answer would run."""
        from hegemon.games.eupop.bots.emperor import accepts

        if accepts(game.state, local["emperor"], local["kind"]):
            self.on_defence(game, local, Action("defend_hre", None, "Defend the HRE"))
        else:
            self.on_defence(game, local, Action("refuse_hre_defence", None, "Refuse"))

    @step
    def ask_defence(self, game: Game, local: Local) -> Decision:
        aggressor, caller = local["aggressor"], local["caller"]
        if local["kind"] == "call":
            prompt = f"{aggressor} declares war on {caller}, an Imperial Subject: defend the HRE?"
            actions = (
                Action("defend_hre", None, f"Join the war against {aggressor}"),
                Action("refuse_hre_defence", None, "Refuse (1 Imperial Authority lost)"),
            )
        else:
            prompt = f"{aggressor} declares war on you: activate Defending the HRE?"
            actions = (
                Action("defend_hre", None, "Activate Defending the HRE"),
                Action("refuse_hre_defence", None, "Do not activate it"),
            )
        return Decision(local["emperor"], prompt, actions)

    @implements(ON_SUBJECT, ON_EMPEROR, ACCEPTING, DECLARE_WAR, "interpretation:EUPOP-I9")
    def on_defence(self, game: Game, local: Local, action: Action) -> None:
        from hegemon.games.eupop.bots import emperor as bot_emperor

        state = game.state
        emperor, war_id = local["emperor"], local["war"]
        if action.verb == "refuse_hre_defence":
            if local["kind"] == "call":
                game.log("hre_defence_refused", emperor, rule=ON_SUBJECT, caller=local["caller"])
                change_authority(game, -REFUSAL_AUTHORITY, ON_SUBJECT)
            game.end(None)
            return
        local["ports"] = []
        if local["kind"] == "call":
            war = world(state)["wars"][war_id]
            at_war_before = at_war(state, emperor, local["aggressor"])
            join_war(state, war_id, "defenders", emperor, "defending_hre", local["caller"])
            game.log(
                "call_accepted",
                emperor,
                rule=ACCEPTING,
                caller=local["caller"],
                call="defensive",
                war=war_id,
            )
            for ally in list(realm(state, emperor)["allies"]):
                if realm(state, ally)["kind"] == "player" and side_of(war, ally) == "attackers":
                    end_alliance(game, emperor, ally, ACCEPTING, "allied to the other side", True)
                    local["ports"] += [emperor, ally]
            if realm(state, emperor)["player"] == "bot":
                bot_emperor.joined(game, emperor, local["caller"], at_war_before)
            elif realm(state, local["caller"])["kind"] != "player" and not at_war_before:
                gain_power(game, emperor, "military", 1, DECLARE_WAR)
            bring_active_allies(game, war_id, emperor)
        activate(game, emperor)
        if realm(state, emperor)["player"] == "bot":
            bot_emperor.activated(game, emperor, local["kind"])
        game.goto("contributions")

    @step
    @implements(ACTIVATING, "interpretation:EUPOP-I11")
    @implements(BOT_HRE_MEMBERS, "interpretation:EUPOP-BOT-62")
    def contributions(self, game: Game, local: Local) -> None:
        """Each human Imperial Subject not at war gives its contribution, in turn; a Bot
        subject not at war (the declaration counting) loses 1 prestige on its Bot mat."""
        state = game.state
        asked = []
        for name in imperial_subjects(state, content_of(game).geography):
            record = realm(state, name)
            if record["kind"] != "player" or world(state)["at_war_with"].get(name):
                continue
            if record["player"] == "bot":
                score_prestige(game, name, -SUBJECT_PRESTIGE, ACTIVATING, "HRE defended")
            else:
                asked.append(name)
        game.ask_in_turn(asked, "imperial_subject_aid", then="ports", aggressor=local["aggressor"])

    @step
    def ports(self, game: Game, local: Local) -> None:
        realms = sorted(set(local.get("ports", [])))
        if realms:
            game.call("leave_unfriendly_ports", then="done", realms=realms)
            return
        game.goto("done")

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


@implements(ACTIVATING, DEFENDING, "interpretation:EUPOP-I10", "interpretation:EUPOP-BOT-61")
def imperial_units(state: State, geography: Geography, emperor: str) -> int:
    """The Imperial units a human Emperor raises: its influence (Imperial influence
    included) in the elector areas counted, at most 8; none for a Bot Emperor."""
    from hegemon.games.eupop.bots.emperor import raises_imperial_units

    if not raises_imperial_units(state, emperor):
        return 0
    held = sum(cubes_of(state, where, emperor) for where in elector_areas(state, geography))
    return min(IMPERIAL_UNITS_MOST, held)


@implements(ACTIVATING, "interpretation:EUPOP-I10")
def activate(game: Game, emperor: str) -> None:
    """Tag Defending the HRE and raise the Imperial units (an Emperor already defending
    keeps the larger number)."""
    state = game.state
    hre = world(state)["hre"]
    raised = imperial_units(state, content_of(game).geography, emperor)
    hre["defending"] = True
    hre["imperial_units"] = max(hre["imperial_units"], raised)
    game.log("hre_defence_activated", emperor, rule=ACTIVATING, units=hre["imperial_units"])


@implements(ACTIVATING, "interpretation:EUPOP-I11")
def aid_options(
    state: State, geography: Geography, name: str, aggressor: str
) -> tuple[Action, ...]:
    """The contributions of a human Imperial Subject that cost it something now, each with
    what it costs: manpower it can exhaust, ducats it can lose, prestige above 0, a casus
    belli on the aggressor it does not hold yet. None: it gives nothing."""
    mat = world(state)["players"][name]
    options = []
    manpower = _manpower_cost(mat["manpower"])
    if manpower > 0:
        options.append(Action("subject_manpower", None, f"Exhaust {manpower} manpower"))
    ducats = min(_ducats_cost(state, geography, name), mat["ducats"])
    if ducats > 0:
        options.append(Action("subject_ducats", None, f"Lose {ducats} ducats"))
    if mat["prestige"] > 0:
        options.append(Action("subject_prestige", None, f"Lose {SUBJECT_PRESTIGE} prestige"))
    if aggressor not in realm(state, name)["casus_belli"]:
        label = f"Place a casus belli on {aggressor}'s capital"
        options.append(Action("subject_casus_belli", None, label))
    return tuple(options)


def _manpower_cost(manpower: Manpower) -> int:
    """Manpower the subject exhausts: 2, at most half its total (rounded up), at most what
    is available."""
    return min(SUBJECT_MANPOWER, _half_up(manpower["total"]), manpower["available"])


def _ducats_cost(state: State, geography: Geography, name: str) -> int:
    """Ducats the subject loses: 6, at most half its tax income (rounded up)."""
    return min(SUBJECT_DUCATS, _half_up(tax_income(state, geography, name)["total"]))


class ImperialSubjectAid(Procedure):
    """A human Imperial Subject (``seat``) chooses its contribution to the defence against
    ``aggressor``, among those that cost it something; with none, it gives nothing."""

    name = "imperial_subject_aid"

    @step
    @implements(ACTIVATING, "interpretation:EUPOP-I11")
    def start(self, game: Game, local: Local) -> None:
        seat, aggressor = local["seat"], local["aggressor"]
        if not aid_options(game.state, content_of(game).geography, seat, aggressor):
            game.log("hre_contribution_none", seat, rule=ACTIVATING, aggressor=aggressor)
            game.end(None)
            return
        game.goto("ask_aid")

    @step
    @implements(ACTIVATING, "interpretation:EUPOP-I11")
    def ask_aid(self, game: Game, local: Local) -> Decision:
        seat, aggressor = local["seat"], local["aggressor"]
        prompt = f"The Emperor defends the HRE against {aggressor}: your contribution?"
        options = aid_options(game.state, content_of(game).geography, seat, aggressor)
        return Decision(seat, prompt, options)

    @implements(ACTIVATING, "interpretation:EUPOP-I11")
    def on_aid(self, game: Game, local: Local, action: Action) -> None:
        state, geography = game.state, content_of(game).geography
        seat, aggressor = local["seat"], local["aggressor"]
        if action.verb not in {
            option.verb for option in aid_options(state, geography, seat, aggressor)
        }:
            raise ValueError(f"{seat}: {action.verb} costs nothing now")
        mat = world(state)["players"][seat]
        if action.verb == "subject_manpower":
            manpower = mat["manpower"]
            moved = _manpower_cost(manpower)
            manpower["available"] -= moved
            manpower["exhausted"] += moved
            game.log("manpower", seat, rule=ACTIVATING, change=0, exhausted_now=moved, **manpower)
        elif action.verb == "subject_ducats":
            lose_ducats(
                game, seat, _ducats_cost(state, geography, seat), ACTIVATING, "HRE defended"
            )
        elif action.verb == "subject_prestige":
            score_prestige(game, seat, -SUBJECT_PRESTIGE, ACTIVATING, "HRE defended")
        else:
            tokens = realm(state, seat)["casus_belli"]
            tokens.append(aggressor)
            tokens.sort()
            game.log("casus_belli_gained", seat, rule=ACTIVATING, target=aggressor)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (DefendTheHre(), ImperialSubjectAid())
