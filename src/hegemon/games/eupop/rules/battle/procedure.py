"""The procedure ``battle``: the aid's Battle Sequence, steps 1 to 7, land or naval.

Local when called: ``where`` (an area or a sea zone), ``attacker`` and ``defender`` (realms,
or ``rebels``); optional ``came_from`` (the space the attacker came from: its retreat),
``active`` (the active realm, who may gain the winner's military power; default the
attacker). The reward is taken at most once a turn: the turn's frame (``realm_turn``)
keeps the flag ``battle_reward_taken`` (interpretation:EUPOP-B10). With ``npr_to_rebels``
NPR units left at the end stay as rebels (NPR Invasions).

Decisions, in this order each round, all of the deciding realm's seat: a Muslim player
realm's dice (land, first round only); the attacker's battle actions, one at a time in the
open until it is done, then the defender's likewise; casualties where the hit realm has a
choice (the attacker's hits first); retreat, the attacker's realm first, then each
defending realm. NPRs and rebels decide by their own rules, without a seat.

Ends with ``{"winner": "attacker"|"defender"|None, "attacker": realm, "defender": main
defender, "losses": {"attacker": n, "defender": n}, "rounds": n, "reward": bool}``;
losses count hits taken (a heavy ship turned over counts one); ``reward`` says whether the
active realm gained its military power."""

from __future__ import annotations

from typing import Any, Literal

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Frame, Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle import actions, losses, retreat
from hegemon.games.eupop.rules.battle.prepare import (
    appointable,
    imperial_units_back,
    leaders_present,
    muslim_choosers,
    prepare,
)
from hegemon.games.eupop.rules.battle.sides import (
    CASUALTIES,
    DEFAULT_DICE,
    PREPARATIONS,
    ROLL,
    SEQUENCE,
    WINNER,
    SideData,
    casualty_choices,
    hit_order,
    is_naval,
    is_player,
    score,
    strength,
    units_of,
)
from hegemon.games.eupop.rules.cards.covert import REACTIONS
from hegemon.games.eupop.rules.cards.reactions import NAVAL_BLOCKADE
from hegemon.games.eupop.rules.characters.appoint import appoint
from hegemon.games.eupop.rules.characters.cards import leader_card
from hegemon.games.eupop.rules.economy.governing import gain_power
from hegemon.games.eupop.world.layout import REBELS, realm, world

DieKind = Literal["infantry", "cavalry", "artillery"]
NAME = "battle"
DIE_KINDS: tuple[DieKind, ...] = ("infantry", "cavalry", "artillery")


def dice_kind(name: str) -> DieKind:
    return next(kind for kind in DIE_KINDS if kind == name)


OTHER = {"attacker": "defender", "defender": "attacker"}
TURN = "realm_turn"
REWARD_FLAG = "battle_reward_taken"
"""The flag in the turn's frame: the active realm gained a battle's military power this
turn (at most once a turn, aid 7. Proclaim a Winner)."""


@implements(REACTIONS, "interpretation:EUPOP-K7")
def reactions_now(local: Local, label: str) -> list[str]:
    """The reactions whose moment the side's battle-action question is: Naval Blockade for
    the main defender in the first round of a naval battle."""
    if label == "defender" and local["naval"] and local["round"] == 1:
        return [NAVAL_BLOCKADE]
    return []


@implements(WINNER, "interpretation:EUPOP-B10")
def turn_frame(game: Game, active: str) -> Frame | None:
    """The frame of the turn ``active`` is taking (the nearest ``realm_turn`` on the stack
    with that seat), or None when the battle is fought outside its turn."""
    for frame in reversed(game.stack):
        if frame["procedure"] == TURN and frame["local"].get("seat") == active:
            return frame
    return None


def sides_of(local: Local) -> dict[str, SideData]:
    sides: dict[str, SideData] = local["sides"]
    return sides


def side_strength(game: Game, local: Local, label: str) -> int:
    return strength(game.state, local["where"], sides_of(local)[label]["factions"])


def human(game: Game, name: str) -> bool:
    return is_player(game.state, name) and realm(game.state, name)["player"] == "human"


def bot(game: Game, name: str) -> bool:
    return is_player(game.state, name) and realm(game.state, name)["player"] == "bot"


class Battle(Procedure):
    name = NAME

    @step
    @implements(SEQUENCE, PREPARATIONS)
    def start(self, game: Game, local: Local) -> None:
        where = local["where"]
        sides, placed = prepare(
            game, where, local["attacker"], local["defender"], local.get("co_attackers", [])
        )
        if is_naval(content_of(game), where):
            from hegemon.games.eupop.bots.battles import stand_in_ships

            standing = stand_in_ships(game, sides, where)
            if standing:
                local["stand_ins"] = standing
        local.update(
            sides=sides,
            npr_forces=placed,
            naval=is_naval(content_of(game), where),
            round=1,
            losses={"attacker": 0, "defender": 0},
            dice_choices=muslim_choosers(game, sides, is_naval(content_of(game), where)),
        )
        game.log(
            "battle",
            None,
            rule=SEQUENCE,
            where=where,
            attacker=local["attacker"],
            defenders=sides["defender"]["factions"],
        )
        if any(bot(game, sides[label]["main"]) for label in ("attacker", "defender")):
            game.call(
                "bot_naval_battle" if local["naval"] else "bot_land_battle",
                then="bot_fought",
                where=where,
                sides=sides,
                active=local.get("active") or local["attacker"],
                npr_to_rebels=bool(local.get("npr_to_rebels")),
            )
            return
        self._sequence(game, local)

    def _sequence(self, game: Game, local: Local) -> None:
        """The battle sequence from the leaders on (nothing to fight: the winner at once)."""
        sides = sides_of(local)
        empty = not side_strength(game, local, "attacker") or not side_strength(
            game, local, "defender"
        )
        if empty:
            game.goto("proclaim")
            return
        local["leader_choices"] = [
            label for label in ("attacker", "defender") if human(game, sides[label]["main"])
        ]
        game.goto("leader_next")

    @step
    @implements("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-63")
    def bot_fought(self, game: Game, local: Local) -> None:
        """A Bot's army fought by the Bot battle resolution (bots/battles.py): its result is
        the battle's — against an Opponent the resolution sends it back to this battle
        sequence, the Bot's answers fixed (no leader, its own dice, casualties from its
        upright units, no retreat; interpretation:EUPOP-BOT-22)."""
        if local["result"] == "opponent":  # bots/battles.py OPPONENT
            if local["naval"]:  # one round, only the Bot's side rolling (EUPOP-BOT-73)
                from hegemon.games.eupop.bots.battles import bot_side_at_sea

                local["bot_side"] = bot_side_at_sea(game.state, sides_of(local))
            self._sequence(game, local)
            return
        imperial_units_back(game)
        game.end(local["result"])

    @step
    def leader_next(self, game: Game, local: Local) -> None:
        if not local["leader_choices"]:
            game.goto("dice_next")
            return
        game.goto("ask_leader")

    @step(optional=True)
    @implements(PREPARATIONS, "interpretation:EUPOP-B8")
    def ask_leader(self, game: Game, local: Local) -> Decision | None:
        """A human main realm picks its leader among those with its forces there, or
        appoints one for the battle; with nothing to choose, the leader prepared stays."""
        label = local["leader_choices"][0]
        side = sides_of(local)[label]
        present = leaders_present(game, local["where"], side["main"])
        new = appointable(game, local["where"], side["main"], label)
        if len(present) < 2 and not new:
            self._led(game, local)
            return None
        content = content_of(game)
        options = [
            Action("battle_leader", card, f"Lead with {leader_card(content, card).name}")
            for card, _ in present
        ]
        if not present:
            options.append(Action("no_battle_leader", None, "Fight without a leader"))
        options += [
            Action(
                "appoint_battle_leader",
                card,
                f"Appoint {leader_card(content, card).name} (skill "
                f"{leader_card(content, card).skill or 0}) for "
                f"{leader_card(content, card).cost} military power to lead",
            )
            for card in new
        ]
        return Decision(side["main"], f"Battle in {local['where']}: who leads?", tuple(options))

    def on_leader(self, game: Game, local: Local, action: Action) -> None:
        side = sides_of(local)[local["leader_choices"][0]]
        if action.verb == "battle_leader":
            forces = dict(leaders_present(game, local["where"], side["main"]))
            side["leader"], side["leader_force"] = (
                str(action.argument),
                forces[str(action.argument)],
            )
        elif action.verb == "appoint_battle_leader":
            leader = leader_card(content_of(game), str(action.argument))
            appoint(game, side["main"], leader, PREPARATIONS, pay=True)
            side["leader"], side["leader_force"] = leader.id, None
        else:
            side["leader"], side["leader_force"] = None, None
        self._led(game, local)

    def _led(self, game: Game, local: Local) -> None:
        side = sides_of(local)[local["leader_choices"].pop(0)]
        if side["leader"] is not None:
            game.log("battle_leader", side["main"], rule=PREPARATIONS, leader=side["leader"])
        game.goto("leader_next")

    @step
    def dice_next(self, game: Game, local: Local) -> None:
        choosers = [
            label for label in local["dice_choices"] if human(game, sides_of(local)[label]["main"])
        ]
        local["dice_choices"] = choosers
        game.goto("ask_dice" if choosers else "play_actions")

    @step
    def ask_dice(self, game: Game, local: Local) -> Decision:
        seat = sides_of(local)[local["dice_choices"][0]]["main"]
        return Decision(
            seat,
            f"Battle in {local['where']}: which dice do you roll?",
            (
                Action("battle_dice", "infantry", "Roll infantry dice"),
                Action("battle_dice", "cavalry", "Roll cavalry dice"),
            ),
        )

    @implements(ROLL, "interpretation:EUPOP-B4")
    def on_dice(self, game: Game, local: Local, action: Action) -> None:
        sides_of(local)[local["dice_choices"].pop(0)]["dice"] = str(action.argument)
        game.goto("dice_next")

    @step
    @implements("eupop-aid:2. Play Battle Actions ()", "interpretation:EUPOP-B2")
    def play_actions(self, game: Game, local: Local) -> None:
        """The attacker's main realm plays its battle actions first, then the defender's:
        each of them that is a human player realm."""
        local["acting"] = [
            label
            for label in ("attacker", "defender")
            if human(game, sides_of(local)[label]["main"])
        ]
        game.goto("actions_next")

    @step
    def actions_next(self, game: Game, local: Local) -> None:
        if not local["acting"]:
            game.goto("roll")
            return
        side = sides_of(local)[local["acting"][0]]
        units = units_of(game.state, local["where"], side["factions"])
        game.call(
            actions.NAME,
            then="actions_done",
            seat=side["main"],
            where=local["where"],
            barred=actions.barred(units, local["naval"]),
            reactions=reactions_now(local, local["acting"][0]),
        )

    @step
    def actions_done(self, game: Game, local: Local) -> None:
        """Each card the side played adds its die for the rest of the battle (EUPOP-B2)."""
        played: list[str] = local["result"]
        sides_of(local)[local["acting"].pop(0)]["actions"] += len(played)
        game.goto("actions_next")

    @step
    @implements(ROLL, "interpretation:EUPOP-B4")
    def roll(self, game: Game, local: Local) -> None:
        content = content_of(game)
        faces: dict[str, list[str]] = {}
        hits: dict[str, int] = {}
        for label in ("attacker", "defender"):
            side = sides_of(local)[label]
            if local.get("bot_side"):  # at sea a Bot's side alone rolls (EUPOP-BOT-73)
                from hegemon.games.eupop.bots.battles import naval_side_roll

                faces[label], hits[label] = naval_side_roll(game, local, label)
                continue
            extra = leader_card(content, side["leader"]).skill or 0 if side["leader"] else 0
            count = DEFAULT_DICE + extra + side["actions"]
            if bot(game, side["main"]):
                from hegemon.games.eupop.bots.battles import bot_dice

                count = bot_dice(game.state, side["main"])
            seat = side["main"] if is_player(game.state, side["main"]) else None
            values = game.roll_dice(
                count, f"{side['dice']} battle dice of {side['main']}", seat=seat, rule=ROLL
            )
            die = content.dice.battle_dice[dice_kind(side["dice"])]
            faces[label] = [die[value - 1] for value in values]
            units = units_of(game.state, local["where"], side["factions"])
            hits[label] = score(faces[label], units, local["naval"])
            game.log(
                "battle_roll",
                side["main"],
                rule=ROLL,
                dice=side["dice"],
                faces=faces[label],
                hits=hits[label],
            )
        local.update(
            faces=faces,
            queue=[["defender", hits["attacker"], None], ["attacker", hits["defender"], None]],
            order={
                label: hit_order(game.state, local["where"], sides_of(local)[label]["factions"])
                for label in ("attacker", "defender")
            },
            turn={"attacker": 0, "defender": 0},
            rotation={},
            inflicted={"attacker": 0, "defender": 0},
            sunk={"attacker": [], "defender": []},
            after="wounds",
        )
        game.goto("casualty")

    @step
    @implements(CASUALTIES)
    def casualty(self, game: Game, local: Local) -> None:
        """Hand out the hits one at a time; a realm with a choice of units is asked."""
        queue: list[list[Any]] = local["queue"]
        while queue:
            label, hits, victim = queue[0]
            if hits <= 0 or not side_strength(game, local, label):
                queue.pop(0)
                continue
            kinds: list[str] = []
            category = 0
            if victim is not None:
                kinds, category = self._choices(game, local, victim)
            if not kinds:  # no named victim, or it has nothing left to lose: the side's next
                victim = self._next_victim(game, local, label)
                kinds, category = self._choices(game, local, victim)
            queue[0][1] -= 1
            if not kinds:
                continue
            local["rotation"][victim] = category + 1
            if len(kinds) > 1 and human(game, victim):
                local["asking"] = {"side": label, "realm": victim, "kinds": kinds}
                game.goto("ask_casualty")
                return
            self._hit(game, local, label, victim, kinds[0])
        game.goto(local["after"])

    @implements(CASUALTIES, "interpretation:EUPOP-B5")
    def _choices(self, game: Game, local: Local, victim: str) -> tuple[list[str], int]:
        """The kinds the victim's next hit may fall on: its land categories take hits in
        turn (mercenaries, regulars, allied units), the round starting with mercenaries."""
        units = units_of(game.state, local["where"], [victim])
        return casualty_choices(units, local["naval"], local["rotation"].get(victim, 0))

    def _next_victim(self, game: Game, local: Local, label: str) -> str:
        order: list[str] = local["order"][label]
        for step_count in range(len(order)):
            index: int = (local["turn"][label] + step_count) % len(order)
            if strength(game.state, local["where"], [order[index]]):
                local["turn"][label] = (index + 1) % len(order)
                return order[index]
        raise AssertionError("a side with units has a realm with units")

    def _hit(self, game: Game, local: Local, label: str, victim: str, kind: str) -> None:
        if bot(game, victim) and local["naval"]:  # the 3 NPR ships it stands in for
            from hegemon.games.eupop.bots.battles import stand_in_hit

            stand_in_hit(game, local["where"], victim)
            local["losses"][label] += 1
            local["inflicted"][OTHER[label]] += 1
            local["sunk"][label].append(kind)
            return
        if bot(game, victim) and not local["naval"]:
            from hegemon.games.eupop.bots.army import lose_units

            lose_units(game, victim, 1, CASUALTIES)  # its upright units, its mat in step
            local["losses"][label] += 1
            local["inflicted"][OTHER[label]] += 1
            return
        destroyed = losses.take_hit(game, local["where"], victim, kind)
        local["losses"][label] += 1
        local["inflicted"][OTHER[label]] += 1
        if destroyed is not None and local["naval"]:
            local["sunk"][label].append(destroyed)

    @step
    def ask_casualty(self, game: Game, local: Local) -> Decision:
        asking = local["asking"]
        return Decision(
            asking["realm"],
            f"Battle in {local['where']}: which unit takes the hit?",
            tuple(
                Action("casualty", kind, f"Lose a unit: {kind.replace('_', ' ')}")
                for kind in asking["kinds"]
            ),
        )

    def on_casualty(self, game: Game, local: Local, action: Action) -> None:
        asking = local.pop("asking")
        self._hit(game, local, asking["side"], asking["realm"], str(action.argument))
        game.goto("casualty")

    @step
    @implements("eupop-aid:5A. Wounded Generals/Admirals", "interpretation:EUPOP-B6")
    def wounds(self, game: Game, local: Local) -> None:
        for label in ("attacker", "defender"):
            if local["inflicted"][label]:
                enemy = sides_of(local)[OTHER[label]]
                losses.wound(
                    game, enemy, enemy["main"], local["faces"][label].count("second_infantry") // 2
                )
        game.goto("captures")

    @step
    @implements("eupop-aid:5B. Captured Enemy Ships", "interpretation:EUPOP-B7")
    def captures(self, game: Game, local: Local) -> None:
        if local.get("bot_side"):  # a single round: the Bot's side won or leaves (EUPOP-BOT-73)
            from hegemon.games.eupop.bots.battles import naval_outcome

            naval_outcome(game, local)
            local["retreats"] = []
            game.goto("retreat_next")
            return
        if local["naval"]:
            for label in ("attacker", "defender"):
                other = OTHER[label]
                if side_strength(game, local, label) and not side_strength(game, local, other):
                    count = local["faces"][label].count("second_infantry")
                    if count and local["sunk"][other]:
                        losses.capture(
                            game,
                            local["where"],
                            sides_of(local)[label]["main"],
                            local["sunk"][other],
                            count,
                        )
        local["retreats"] = [
            *sides_of(local)["attacker"]["factions"],
            *sides_of(local)["defender"]["factions"],
        ]
        game.goto("retreat_next")

    @step
    @implements("eupop-aid:6. Retreat", "interpretation:EUPOP-B9")
    def retreat_next(self, game: Game, local: Local) -> None:
        while (
            local["retreats"]
            and side_strength(game, local, "attacker")
            and side_strength(game, local, "defender")
        ):
            name = local["retreats"].pop(0)
            label = "attacker" if name in sides_of(local)["attacker"]["factions"] else "defender"
            if name == REBELS or not strength(game.state, local["where"], [name]):
                continue
            if not is_player(game.state, name):
                retreat.npr_retreat(game, local, name, label)
                continue
            places = retreat.destinations(game, local, name, label)
            if places and human(game, name):
                local["asking"] = {"side": label, "realm": name, "places": places}
                game.goto("ask_retreat")
                return
        if side_strength(game, local, "attacker") and side_strength(game, local, "defender"):
            local["round"] += 1
            game.goto("play_actions")
            return
        game.goto("proclaim")

    @step
    def ask_retreat(self, game: Game, local: Local) -> Decision:
        asking = local["asking"]
        options = [Action("stay", None, "Stay and fight on")]
        options += [
            Action("retreat", place, f"Retreat to {place} (one more casualty)")
            for place in asking["places"]
        ]
        return Decision(asking["realm"], f"Battle in {local['where']}: retreat?", tuple(options))

    def on_retreat(self, game: Game, local: Local, action: Action) -> None:
        asking = local.pop("asking")
        if action.verb == "stay":
            game.goto("retreat_next")
            return
        local["moving"] = {"realm": asking["realm"], "to": action.argument}
        local["queue"] = [[asking["side"], 1, asking["realm"]]]
        local["after"] = "retreat_move"
        game.goto("casualty")

    @step
    def retreat_move(self, game: Game, local: Local) -> None:
        moving = local.pop("moving")
        retreat.move(game, local["where"], moving["realm"], moving["to"])
        game.goto("retreat_next")

    @step
    @implements(WINNER, "eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-B10")
    def proclaim(self, game: Game, local: Local) -> None:
        left = {label: side_strength(game, local, label) for label in ("attacker", "defender")}
        winner = next((label for label in left if left[label] and not left[OTHER[label]]), None)
        active = local.get("active") or local["attacker"]
        turn = turn_frame(game, active)
        reward = bool(
            winner is not None
            and active in sides_of(local)[winner]["factions"]
            and is_player(game.state, active)
            and not (turn is not None and turn["local"].get(REWARD_FLAG))
        )
        if reward and bot(game, active):
            from hegemon.games.eupop.bots.battles import won_battle_bp

            reward = won_battle_bp(game, active, world(game.state)["round"]["bot_turns"]) > 0
        elif reward:
            if turn is not None:
                turn["local"][REWARD_FLAG] = True
            gain_power(game, active, "military", 1, WINNER)
        retreat.clear_nprs(game, local["where"], bool(local.get("npr_to_rebels")))
        imperial_units_back(game)
        if not local.get("naval"):  # a Bot with no upright unit leaves the map (EUPOP-BOT-22)
            from hegemon.games.eupop.bots.battles import beaten_armies_leave

            beaten_armies_leave(game, local)
        if local.get("stand_ins"):
            from hegemon.games.eupop.bots.battles import stand_ins_back

            stand_ins_back(game, local, winner)
        result = {
            "winner": winner,
            "attacker": local["attacker"],
            "defender": sides_of(local)["defender"]["main"],
            "losses": dict(local["losses"]),
            "rounds": local["round"],
            "reward": reward,
        }
        game.log("battle_won", None, rule=WINNER, where=local["where"], **result)
        game.end(result)
