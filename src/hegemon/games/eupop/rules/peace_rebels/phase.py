"""Phase 3, Peace & Rebels (aid "3. PEACE & REBELS", steps A to I in order).

Decisions are the deciding realm's seat (seat = realm name), asked in this order: the
battles of B's NPR invasions (``npr_invasion``, NPRs A→Z), C's siege choices area by area
and the battles of rebels moving onto player units (``battle``), G's choice realm by realm
in turn order, H's placements and removals realm by realm in turn order, I's choices as
each die is resolved (``rebel_dice``, realm by realm in turn order), then the rebel
battles the dice caused (``rebel_battles``). A choice with one option only is made without
asking.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle import invasion
from hegemon.games.eupop.rules.economy.governing import change_stability
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.peace_rebels import bots, rebels, roll, unrest
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.rules.sequence.order import turn_order
from hegemon.games.eupop.world.layout import REBELS, at_war, realm, world

PHASE = "eupop-aid:3. PEACE & REBELS"
REMOVE_CB = "eupop-aid:A. Remove Casus Belli & Truces"
INVASIONS = "eupop-aid:B. NPR Invasions (advanced rules)"
PEACE = "eupop-aid:D. Peace Resolutions"
INTERREGNUMS = "eupop-aid:F. Interregnums"
ROLL = "eupop-aid:I. Roll Rebel Dice"
REBEL_DICE = "eupop-aid:Rebel Dice"
NAME = "peace_and_rebels"


class PeaceAndRebels(Procedure):
    name = NAME

    @step
    @implements(PHASE)
    def start(self, game: Game, local: Local) -> None:
        local["order"] = turn_order(game.state)
        game.goto("remove_casus_belli")

    @step
    @implements(REMOVE_CB, "interpretation:EUPOP-P1")
    def remove_casus_belli(self, game: Game, local: Local) -> None:
        """Every casus belli on a realm its holder is not at war with goes; every truce
        goes."""
        state = game.state
        for name in sorted(world(state)["realms"]):
            record = realm(state, name)
            kept = [target for target in record["casus_belli"] if at_war(state, name, target)]
            for target in record["casus_belli"]:
                if target not in kept:
                    game.log("casus_belli_removed", None, rule=REMOVE_CB, realm=name, target=target)
            record["casus_belli"] = kept
            if record["truces"]:
                game.log(
                    "truces_removed", None, rule=REMOVE_CB, realm=name, others=record["truces"]
                )
                record["truces"] = []
        game.goto("npr_invasions")

    @step
    @implements(
        INVASIONS,
        "eupop-aid:NPR Invasions (p. 36)",
        "interpretation:EUPOP-P14",
        "interpretation:EUPOP-BOT-50",
    )
    def npr_invasions(self, game: Game, local: Local) -> None:
        """Every NPR at war with a player realm, A→Z, may invade (the battle package's
        ``npr_invasion``); a Bot is invaded by one NPR at most, the one with most units
        (interpretation:EUPOP-BOT-50)."""
        state = game.state
        local["invaders"] = [
            name
            for name in sorted(world(state)["at_war_with"])
            if realm(state, name)["kind"] != "player"
            and any(_player(game, other) for other in world(state)["at_war_with"][name])
        ]
        world(state)["round"]["bot_invaded"].clear()
        chosen = invasion.bot_invaders(state, content_of(game).geography, local["invaders"])
        if chosen:  # human-only games keep their frames as they were
            local["bot_invaders"] = chosen
        game.goto("invasion_next")

    @step
    @implements(INVASIONS, "interpretation:EUPOP-P17")
    def invasion_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        if not local["invaders"]:
            game.goto("rebels_begin")
            return
        npr = local["invaders"].pop(0)
        spare = invasion.spared_areas(state, geography, npr, local.get("bot_invaders", {}))
        game.call(
            invasion.NAME, then="invasion_next", npr=npr, **({"spare": spare} if spare else {})
        )

    @step
    def rebels_begin(self, game: Game, local: Local) -> None:
        local["rebel_areas"] = rebels.rebel_area_order(game.state)
        local["arrived"] = {}
        game.goto("rebels_next")

    @step
    @implements(rebels.SIEGE_OR_MOVE, "interpretation:EUPOP-P3", "interpretation:EUPOP-P7")
    def rebels_next(self, game: Game, local: Local) -> None:
        """Each rebel unit acts once in step C: the units that moved into an area this step
        (``local["arrived"]``) stay out of its resolution."""
        state, geography = game.state, content_of(game).geography
        if not local["rebel_areas"]:
            game.goto("peace_resolutions")
            return
        where = local["rebel_areas"].pop(0)
        arrived: dict[str, int] = local["arrived"]
        present = rebels.rebels_in(state, where)
        count = max(0, present - arrived.get(where, 0))
        if count and rebels.player_provinces(state, geography, where):
            local["siege"] = {"area": where, "strength": count, "sieged": []}
            game.goto("siege_next")
            return
        target = rebels.move_target(state, geography, where, max(1, count - 1)) if count else None
        if target is None:
            if count:
                rebels.set_rebels(state, where, present - 1)
                game.log("rebels_removed", None, rule=rebels.SIEGE_OR_MOVE, area=where, count=1)
            game.goto("rebels_next")
            return
        if count == 1:
            game.goto("rebels_next")
            return
        rebels.set_rebels(state, where, present - count + 1)
        rebels.set_rebels(state, target, rebels.rebels_in(state, target) + count - 1)
        arrived[target] = arrived.get(target, 0) + count - 1
        game.log(
            "rebels_move",
            None,
            rule=rebels.SIEGE_OR_MOVE,
            source=where,
            area=target,
            count=count - 1,
        )
        defender = roll.rebel_defender(state, target)
        if defender is not None:
            game.call(
                roll.BATTLE,
                then="rebels_next",
                where=target,
                attacker=REBELS,
                defender=defender,
                came_from=where,
            )
            return
        game.goto("rebels_next")

    @step
    def siege_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        siege = local["siege"]
        group = rebels.siege_group(
            state, geography, siege["area"], siege["strength"], siege["sieged"]
        )
        if not group:
            game.goto("rebels_next")
            return
        chooser = rebels.siege_chooser(state, geography, siege["area"], group)
        if chooser is not None and bots.is_bot(state, chooser):
            # imported here (as below): the Bot rules build on the rules packages
            from hegemon.games.eupop.bots.phases import rebel_siege_choice

            self._siege(game, local, rebel_siege_choice(state, geography, chooser, group))
            return
        if chooser is not None:
            local["seat"], local["group"] = chooser, group
            game.goto("ask_siege")
            return
        self._siege(game, local, group[0])

    @step
    def ask_siege(self, game: Game, local: Local) -> Decision:
        actions = tuple(Action("siege", name, f"Rebels siege {name}") for name in local["group"])
        area_name = local["siege"]["area"]
        return Decision(local["seat"], f"Which province of {area_name} do rebels siege?", actions)

    def on_siege(self, game: Game, local: Local, action: Action) -> None:
        self._siege(game, local, str(action.argument))

    @implements(rebels.REBEL_UNITS, bots.BOTS, "interpretation:EUPOP-P18")
    def _siege(self, game: Game, local: Local, name: str) -> None:
        """A Bot whose province rebels free places 1 unrest in its area (aid Rebel Units,
        Bot line; eupop-bots REBEL DICE ROLLS)."""
        from hegemon.games.eupop.bots.phases import frees_bot_province, liberation_unrest

        geography = content_of(game).geography
        owner = world(game.state)["map"]["provinces"][name]["owner"]
        freed = frees_bot_province(game.state, geography, name)
        result = rebels.rebels_take(game.state, geography, name)
        if world(game.state)["map"]["provinces"][name]["owner"] != owner:
            after_provinces_changed(game, [name])
            if freed is not None:
                liberation_unrest(game, freed, geography.provinces[name].area, bots.BOTS)
        local["siege"]["strength"] -= geography.provinces[name].tax_value
        local["siege"]["sieged"].append(name)
        game.log("rebels_siege", owner, rule=rebels.SIEGE_OR_MOVE, province=name, result=result)
        game.goto("siege_next")

    @step
    @implements(PEACE, "eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-P14")
    def peace_resolutions(self, game: Game, local: Local) -> None:
        """Peace is resolved for every war by the peace package's procedure
        (rules/peace, interpretations EUPOP-Qn)."""
        game.call("peace_resolutions", then="prestige_penalties")

    @step
    @implements(
        unrest.PRESTIGE,
        bots.BOTS,
        "interpretation:EUPOP-P12",
        "interpretation:EUPOP-P9",
        "interpretation:EUPOP-BOT-54",
    )
    def prestige_penalties(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        unrest.flip_marriages_back(game, geography)
        for name in local["order"]:
            loss = unrest.occupied_prestige_loss(state, geography, name)
            if loss:  # a Bot's on its mat (eupop-bots PEACE & REBELS PHASE, E)
                score_prestige(game, name, -loss, unrest.PRESTIGE, "occupied provinces")
        game.goto("interregnums")

    @step
    @implements(
        INTERREGNUMS,
        bots.BOTS,
        "interpretation:EUPOP-P13",
        "interpretation:EUPOP-P9",
        "interpretation:EUPOP-BOT-54",
    )
    def interregnums(self, game: Game, local: Local) -> None:
        state = game.state
        for name in local["order"]:
            if bots.is_bot(state, name) or world(state)["players"][name]["ruler"]:
                continue
            record = realm(state, name)
            flipped = sorted(set(record["marriages"]) - set(record["flipped_marriages"]))
            record["flipped_marriages"] = sorted({*record["flipped_marriages"], *flipped})
            game.log("interregnum", name, rule=INTERREGNUMS, flipped=flipped)
            change_stability(game, name, -1, INTERREGNUMS)
        local["index"] = 0
        game.goto("dissent_next")

    @step
    @implements(unrest.DISSENT, "interpretation:EUPOP-P10")
    def dissent_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        if local["index"] >= len(local["order"]):
            local["index"], local["tasks"] = 0, None
            game.goto("unrest_next")
            return
        name = local["order"][local["index"]]
        if local.get("rebels_asked") != name and rebels.religious_rebels_hold(
            state, geography, name
        ):
            # Optional rule 5 (rules/religion/rebels.py), before the realm's dissent
            local["rebels_asked"] = name
            game.call(rebels.RELIGIOUS_REBELS_NAME, then="dissent_next", seat=name)
            return
        if bots.is_bot(state, name):
            from hegemon.games.eupop.bots.phases import bot_dissent

            bot_dissent(game, geography, name)
            local["index"] += 1
            game.goto("dissent_next")
            return
        gains = unrest.dissent_areas(state, geography, name)
        choices = unrest.dissent_choices(state, geography, name)
        for where in gains:
            unrest.add_unrest(state, where, name)
            game.log("unrest_added", name, rule=unrest.DISSENT, area=where, count=1)
        if choices:
            local["seat"], local["choices"] = name, [list(choice) for choice in choices]
            game.goto("ask_dissent")
            return
        local["index"] += 1
        game.goto("dissent_next")

    @step
    def ask_dissent(self, game: Game, local: Local) -> Decision:
        actions = tuple(
            Action("dissent_influence", where, f"Remove 1 influence from {where}")
            if verb == "dissent_influence"
            else Action("dissent_unrest", where, f"Add 1 unrest in {where}")
            for verb, where in local["choices"]
        )
        return Decision(
            local["seat"], "Religious dissent: remove influence or add unrest?", actions
        )

    def on_dissent(self, game: Game, local: Local, action: Action) -> None:
        where, seat = str(action.argument), local["seat"]
        if action.verb == "dissent_influence":
            unrest.remove_influence(game.state, where, seat)
            game.log("influence_removed", seat, rule=unrest.DISSENT, area=where)
        else:
            unrest.add_unrest(game.state, where, seat)
            game.log("unrest_added", seat, rule=unrest.DISSENT, area=where, count=1)
        local["index"] += 1
        game.goto("dissent_next")

    @step
    @implements(unrest.GAIN_REMOVE, "interpretation:EUPOP-P11")
    def unrest_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        while local["index"] < len(local["order"]):
            name = local["order"][local["index"]]
            if local["tasks"] is None and bots.is_bot(state, name):
                from hegemon.games.eupop.bots.phases import bot_unrest

                bot_unrest(game, geography, name)
                local["index"] += 1
                continue
            if local["tasks"] is None:
                local["tasks"] = unrest.unrest_tasks(state, name)
            if not local["tasks"]:
                local["index"], local["tasks"] = local["index"] + 1, None
                continue
            task = local["tasks"].pop(0)
            if task == "gain":
                options = unrest.areas_with_provinces(state, geography, name)
            else:
                options = unrest.areas_with_unrest(state, name)
            if len(options) == 1:
                self._unrest(game, name, task, options[0])
            elif options:
                local["seat"], local["task"], local["options"] = name, task, options
                game.goto("ask_unrest")
                return
        local["index"] = 0
        game.goto("roll_next")

    @step
    def ask_unrest(self, game: Game, local: Local) -> Decision:
        if local["task"] == "gain":
            actions = tuple(
                Action("unrest_gain", where, f"Add 1 unrest in {where}")
                for where in local["options"]
            )
            return Decision(local["seat"], "Add 1 unrest in which area?", actions)
        actions = tuple(
            Action("unrest_remove", where, f"Remove 1 unrest from {where}")
            for where in local["options"]
        )
        return Decision(local["seat"], "Remove 1 unrest from which area?", actions)

    def on_unrest(self, game: Game, local: Local, action: Action) -> None:
        task = "gain" if action.verb == "unrest_gain" else "remove"
        self._unrest(game, local["seat"], task, str(action.argument))
        game.goto("unrest_next")

    def _unrest(self, game: Game, name: str, task: str, where: str) -> None:
        if task == "gain":
            unrest.add_unrest(game.state, where, name)
            game.log("unrest_added", name, rule=unrest.GAIN_REMOVE, area=where, count=1)
        else:
            unrest.remove_unrest(game.state, where, name)
            game.log("unrest_removed", name, rule=unrest.GAIN_REMOVE, area=where, count=1)

    @step
    @implements(ROLL, REBEL_DICE, "interpretation:EUPOP-P2")
    def roll_next(self, game: Game, local: Local) -> None:
        """Each player realm in turn order rolls its rebel dice (``rebel_dice``); the
        battles wait until every realm has rolled."""
        state = game.state
        while local["index"] < len(local["order"]):
            name = local["order"][local["index"]]
            local["index"] += 1
            if unrest.areas_with_unrest(state, name):
                game.call(roll.DICE_NAME, then="dice_rolled", seat=name)
                return
        game.call(roll.BATTLES_NAME, then="finish", battles=local.get("battles", []))

    @step
    def dice_rolled(self, game: Game, local: Local) -> None:
        roll.add_battles(local, local["result"]["battles"])
        game.goto("roll_next")

    @step
    @implements(REBEL_DICE, "interpretation:EUPOP-P15")
    def finish(self, game: Game, local: Local) -> None:
        game.end(None)


def _player(game: Game, name: str) -> bool:
    return name != REBELS and realm(game.state, name)["kind"] == "player"
