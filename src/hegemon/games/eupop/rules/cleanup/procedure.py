"""Phase 5, clean-up (eupop-aid 5. CLEAN-UP): A to D for every human player realm, ending
with whether final scoring is triggered."""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.cleanup.age import (
    END_OF_AGE,
    FINAL,
    age_ends,
    final_triggers,
    ideas_taken_off,
    least_prestige,
    place_next_event_deck,
    player_realms,
    replace_ideas,
    replace_milestones,
    replacement_pool,
)
from hegemon.games.eupop.rules.cleanup.refresh import (
    BOARD,
    UPDATE,
    add_colonists,
    dnpr_alliances_to_end,
    human_realms,
    pass_first_player_token,
    refresh_exhausted,
    refresh_merchants,
    release_allied_units,
    repair_ships,
    update_manpower,
)
from hegemon.games.eupop.rules.curia import scoring as curia_scoring
from hegemon.games.eupop.rules.empire import religion as hre_religion
from hegemon.games.eupop.rules.prestige.milestones import MILESTONES, claim_milestones
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.rules.war.calls import end_alliance
from hegemon.games.eupop.world.layout import world


@implements(
    UPDATE,
    "eupop-aid:Change National Focus (p. 13)",
    "interpretation:EUPOP-A7",
    "interpretation:EUPOP-F20",
)
def return_focus_cube(state: State, realm: str) -> int:
    """The cube the realm placed in the Changed National Focus slot this round goes back to
    its supply (the slot holds one exactly when the action was taken this round); returns
    the cubes returned). The slot is left empty (``national_focus`` 0), so that the cube is
    not counted in the slot and in the supply at once for the rest of the clean-up
    (interpretation:EUPOP-F20)."""
    mat = world(state)["players"][realm]
    if mat["national_focus"] != world(state)["round"]["number"]:
        return 0
    mat["national_focus"] = 0
    world(state)["supply"][realm]["cubes"] += 1
    return 1


CLEAN_UP = "clean_up"
PHASE = "eupop-aid:5. CLEAN-UP"
HAND_LIMIT = 5
IMPERIAL = "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)"


class CleanUp(Procedure):
    """Clean-up: update and refresh, the board and status mats, discarding down to five,
    the End of Age routine; ends with ``{"final_scoring": bool}``. Bots take their own
    part of A, B and D (``bots/phases.py``; eupop-bots CLEANUP PHASE)."""

    name = CLEAN_UP

    @step
    @implements(
        PHASE,
        UPDATE,
        "eupop-bots:CLEANUP PHASE",
        "interpretation:EUPOP-S3",
        "interpretation:EUPOP-S12",
    )
    def start(self, game: Game, local: Local) -> None:
        # imported here, as in each step below: the Bot rules build on the rules packages
        from hegemon.games.eupop.bots import phases as bot_phases

        state = game.state
        content = content_of(game)
        for realm in human_realms(state):
            done = {
                "allied_units_released": release_allied_units(state, realm),
                "manpower_updated": update_manpower(state, content, realm),
                "manpower_refreshed": refresh_exhausted(state, realm),
                "ships_repaired": repair_ships(state, realm),
                "merchants_refreshed": refresh_merchants(state, realm),
                "colonists_gained": add_colonists(state, content.geography, realm),
                "focus_cube_returned": return_focus_cube(state, realm),
            }
            for kind, count in done.items():
                if count:
                    self._log_count(game, kind, realm, count)
        for realm in bot_phases.bots_in_order(state):
            gained = add_colonists(state, content.geography, realm)
            bot_phases.bot_update(game, realm, gained)
        game.goto("board")

    @staticmethod
    def _log_count(game: Game, kind: str, realm: str, count: int) -> None:
        if kind == "allied_units_released":
            game.log("allied_units_released", realm, rule=UPDATE, count=count)
        elif kind == "manpower_updated":
            total = world(game.state)["players"][realm]["manpower"]["total"]
            game.log("manpower_updated", realm, rule=UPDATE, change=count, total=total)
        elif kind == "manpower_refreshed":
            game.log("manpower_refreshed", realm, rule=UPDATE, count=count)
        elif kind == "ships_repaired":
            game.log("ships_repaired", realm, rule=UPDATE, count=count)
        elif kind == "merchants_refreshed":
            game.log("merchants_refreshed", realm, rule=UPDATE, count=count)
        elif kind == "focus_cube_returned":
            game.log("focus_cube_returned", realm, rule=UPDATE, count=count)
        else:
            game.log("colonists_gained", realm, rule=UPDATE, count=count)

    @step
    @implements(BOARD, IMPERIAL, "interpretation:EUPOP-S4")
    def board(self, game: Game, local: Local) -> None:
        """Alliances of Bots with player realms end (eupop-bots CLEANUP PHASE), then
        alliances with DNPRs of tax income 10 or more end as any alliance ends (an
        active ally's grant given back, EUPOP-Q14; the alliance token back to the player
        realm's supply there, EUPOP-W18); ships docked in the DNPR's ports, no longer
        friendly, leave them (Ships in Port), their owners choosing where."""
        from hegemon.games.eupop.bots import phases as bot_phases

        state = game.state
        ended: list[str] = []
        for bot, ally in bot_phases.bot_alliances(state):
            end_alliance(game, bot, ally, bot_phases.CLEANUP, "bot alliance", ports_asked=True)
            ended += [bot, ally]
        for ally, dnpr in dnpr_alliances_to_end(state, content_of(game).geography):
            end_alliance(game, ally, dnpr, BOARD, "dnpr tax income", ports_asked=True)
            ended += [ally, dnpr]
        if ended:
            game.call("leave_unfriendly_ports", then="imperial", realms=sorted(set(ended)))
            return
        game.goto("imperial")

    @step
    @implements(BOARD, IMPERIAL, "interpretation:EUPOP-S4")
    def imperial(self, game: Game, local: Local) -> None:
        state = game.state
        hre = world(state)["hre"]
        hre["imperial_influence"] = {}
        emperor = hre["emperor"]
        if emperor is not None and world(state)["realms"][emperor]["player"] == "bot":
            from hegemon.games.eupop.bots.emperor import place_imperial_influence

            place_imperial_influence(game, emperor)
            game.goto("after_influence")
            return
        if emperor is not None and world(state)["realms"][emperor]["player"] == "human":
            game.call(
                "imperial_influence",
                then="after_influence",
                seat=emperor,
                left=hre["imperial_authority"],
            )
            return
        game.goto("after_influence")

    @step
    @implements(BOARD, "interpretation:EUPOP-S4", "interpretation:EUPOP-S5")
    def after_influence(self, game: Game, local: Local) -> None:
        from hegemon.games.eupop.bots import phases as bot_phases

        state = game.state
        hre = world(state)["hre"]
        emperor = hre["emperor"]
        if hre["defending"] and (emperor is None or not world(state)["at_war_with"].get(emperor)):
            hre["defending"] = False
            hre["imperial_units"] = 0
            game.log("defending_hre_ended", emperor, rule=BOARD)
        curia_scoring.clear_tags(game)
        hre_religion.check_religion(game)
        holder = pass_first_player_token(state)
        if holder is not None:
            game.log("first_player", holder, rule=BOARD, realm=holder)
        world(state)["round"]["passed"] = []
        bot_phases.reshuffle_decks(game)
        over = [
            realm
            for realm in human_realms(state)
            if len(world(state)["players"][realm]["hand"]) > HAND_LIMIT
        ]
        game.ask_in_turn(over, "discard_down", then="end_of_age")

    @step
    @implements(
        END_OF_AGE,
        FINAL,
        MILESTONES,
        "interpretation:EUPOP-S1",
        "interpretation:EUPOP-S2",
        "interpretation:EUPOP-G5",
    )
    def end_of_age(self, game: Game, local: Local) -> None:
        """The milestones of the ending round are checked first (the First Player leading),
        so the prestige they give counts for the triggers and none of the next Age's
        milestones laid out below can be claimed in this clean-up."""
        state = game.state
        claim_milestones(game, None)
        content = content_of(game)
        reasons = final_triggers(state, content)
        local["final"] = bool(reasons)
        if reasons:
            game.log("final_scoring_triggered", None, rule=FINAL, reasons=reasons)
            game.goto("finish")
            return
        if not age_ends(state):
            game.goto("finish")
            return
        ending = world(state)["round"]["age"]
        age = place_next_event_deck(game, content)
        game.log("age_ended", None, rule=END_OF_AGE, age=ending, next_age=age)
        taken_off = ideas_taken_off(state, content)
        new = replace_milestones(game, content) + replace_ideas(game, content)
        game.log("age_display", None, rule=END_OF_AGE, cards=new)
        lowest = least_prestige(state)
        offered = [card for card in new if replacement_pool(state, content, card, taken_off)]
        if lowest is not None and world(state)["realms"][lowest]["player"] == "human" and offered:
            game.call(
                "age_replacement",
                then="marriages",
                seat=lowest,
                offered=offered,
                taken_off=taken_off,
            )
            return
        game.goto("marriages")

    @step
    @implements(END_OF_AGE, "interpretation:EUPOP-S8")
    def marriages(self, game: Game, local: Local) -> None:
        from hegemon.games.eupop.bots import phases as bot_phases

        state = game.state
        married = [
            realm for realm in player_realms(state) if world(state)["realms"][realm]["marriages"]
        ]
        for realm in married:
            score_prestige(game, realm, 1, END_OF_AGE, "marriage at the End of Age")
            seat = realm if world(state)["realms"][realm]["player"] == "human" else None
            game.log("marriage_prestige", seat, rule=END_OF_AGE, realm=realm, points=1)
        humans = [realm for realm in human_realms(state) if realm in married]
        bot_phases.reset_decks(game)
        game.ask_in_turn(humans, "age_marriage", then="finish")

    @step
    def finish(self, game: Game, local: Local) -> None:
        game.end({"final_scoring": bool(local.get("final", False))})
