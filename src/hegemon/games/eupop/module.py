"""The eupop rules module: ``RULES`` is what the kernel registry loads.

Setup is built (main rules and Bot setup) and the round plays its phases in order; a
phase not built yet raises RuleNotBuilt naming its section when a game reaches it
(docs/decisions/0105-eupop-rules-packages-and-the-round.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Procedure, Procedures
from hegemon.engine.log import LogEntry
from hegemon.engine.refs import implements
from hegemon.engine.rules import HiddenField, RulesModule, ScenarioInfo
from hegemon.engine.serial import State
from hegemon.games.eupop import bots, explain, glossary, narration, queries, summary
from hegemon.games.eupop.agents.heuristic import HeuristicAgent
from hegemon.games.eupop.bots import substitute
from hegemon.games.eupop.content.loader import Content, changed, shipped
from hegemon.games.eupop.content.synthetic import SCENARIO as FULL_SCALE
from hegemon.games.eupop.content.synthetic import synthetic_content
from hegemon.games.eupop.rules import (
    actions,
    battle,
    cards,
    characters,
    cleanup,
    curia,
    diplomacy,
    economy,
    empire,
    exploration,
    military,
    negotiation,
    peace,
    peace_rebels,
    prestige,
    religion,
    trade,
    war,
)
from hegemon.games.eupop.rules.economy import effects as economy_effects
from hegemon.games.eupop.rules.events import secondary, standard
from hegemon.games.eupop.rules.events.effects import EffectTable
from hegemon.games.eupop.rules.events.event_action import EventsLeft, TakeEvent, event_entry
from hegemon.games.eupop.rules.events.standard_units import gain_action
from hegemon.games.eupop.rules.ownership import BASE_REACTIONS, OwnershipReaction
from hegemon.games.eupop.rules.prestige import mission_entry
from hegemon.games.eupop.rules.sequence.action_phase import ActionPhase, RealmTurn
from hegemon.games.eupop.rules.sequence.draw_cards import DrawActionCards, DrawCards, PickMissions
from hegemon.games.eupop.rules.sequence.menu import ActionMenu
from hegemon.games.eupop.rules.sequence.phases import RULE_OF, unbuilt
from hegemon.games.eupop.rules.sequence.round import Round
from hegemon.games.eupop.setup.mats import DIFFICULTIES
from hegemon.games.eupop.setup.scenario import build_initial_state
from hegemon.games.eupop.world import wars
from hegemon.games.eupop.world.conservation import record_offsets
from hegemon.games.eupop.world.invariants import invariants
from hegemon.games.eupop.world.layout import reindex, world

BENCH_SEED = 1
"""The synthetic pack benchmarked: 418 provinces, the size of the official map."""


class Eupop(RulesModule):
    name = "eupop"
    title = "Europa Universalis: The Price of Power"
    hidden = (
        HiddenField("decks/events"),
        HiddenField("decks/events_face_down/*"),
        HiddenField("decks/actions/*", pool="action cards"),
        HiddenField("decks/trade"),
        HiddenField("decks/missions"),
        HiddenField("players/*/hand", owner_level=0, pool="action cards"),
        HiddenField("bots/*/deck"),
    )
    """The action decks and the hands dealt from them are one pool of cards (the secrets
    check exchanges cards among them). The events drawn face down are known to no seat
    until flipped: a view shows how many there are, not which."""

    def __init__(
        self,
        procedures: Procedures,
        content: Content,
        effect_table: EffectTable,
        menu: ActionMenu | None = None,
        ownership_reactions: tuple[OwnershipReaction, ...] = (),
    ) -> None:
        super().__init__(procedures, {"heuristic": HeuristicAgent})
        self.content = content
        self.effect_table = effect_table
        """What the events' effects do (docs/decisions/0105)."""
        self.menu = menu or ActionMenu()
        """The turn's action menu (the one its RealmTurn offers)."""
        self.ownership_reactions = ownership_reactions
        """What follows a change of province owners, in order (:mod:`.rules.ownership`)."""

    @implements(
        "eupop-bots:SOLO GAMES",
        "eupop-bots:MULTIPLAYER GAMES",
        "interpretation:EUPOP-12",
        "interpretation:EUPOP-BOT-72",
    )
    def scenarios(self) -> list[ScenarioInfo]:
        """Every player realm of a scenario is a seat, a Bot's too (interpretation:EUPOP-12):
        a seated realm plays by the human rules, one left unseated is a Bot. A Bot fills a
        seat: the people a game needs are the scenario's ``minimum_seats`` less its realms
        a Bot can play (interpretation:EUPOP-BOT-72). The realms it marks ``bot: true`` are
        the Bots of the scenario as written (a solo game's opponents, EUPOP-12)."""
        playable = self.content.bots.realms
        return [
            ScenarioInfo(
                name,
                scenario.title,
                tuple(scenario.player_realms),
                minimum_seats=max(
                    0,
                    scenario.minimum_seats
                    - sum(realm in playable for realm in scenario.player_realms),
                ),
                description=scenario.description,
                bots=tuple(realm for realm, setup in scenario.player_realms.items() if setup.bot),
            )
            for name, scenario in self.content.scenarios.items()
        ]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        build_initial_state(game, scenario.name, seats, options)

    def automated_seats(self, scenario: ScenarioInfo, seats: tuple[str, ...]) -> tuple[str, ...]:
        """The player realms no one is seated at: the Bots (interpretation:EUPOP-12)."""
        return tuple(realm for realm in scenario.seats if realm not in seats)

    def difficulties(self) -> tuple[str, ...]:
        """The Bots' levels (the solo rules' difficulty table), easiest first."""
        return tuple(DIFFICULTIES)

    def with_content(self, changes: dict[str, Any]) -> Eupop:
        """The same rules on a copy of this module's pack with ``changes`` made: slash paths
        into the pack's data, the file's name without ``.yaml`` first, then keys and list
        indices (``scenarios/scenarios/six_crowns/player_realms/poland/ducats``,
        ``map/areas/Castilla/provinces/Toledo/tax_value``). The copy is checked by the pack
        loader (a ContentError lists what is wrong) and has its own digest."""
        return Eupop(
            self.procedures,
            changed(self.content, changes),
            self.effect_table,
            self.menu,
            self.ownership_reactions,
        )

    def content_id(self) -> str:
        return self.content.digest

    def scores(self, state: State) -> dict[str, int]:
        """Each seat's prestige; a seat handed to a Bot scores its Bot's (EUPOP-BOT-60)."""
        typed = world(state)
        return {
            seat: (typed["players"].get(seat) or typed["bots"][seat])["prestige"]
            for seat in state["meta"]["seats"]
        }

    def commands(self, state: State, seat: str) -> list[Action]:
        """``hand_to_bot`` and its withdrawal ``keep_my_seat`` (decision 0110,
        :mod:`.bots.substitute`)."""
        return substitute.commands(state, self.content, seat)

    def command(self, game: Game, seat: str, action: Action) -> None:
        substitute.give(game, seat, action)

    def invariants(self, state: State) -> list[str]:
        return invariants(state, self.content)

    def round_number(self, state: State) -> int | None:
        """The round track's number: the round in progress, the last one once over."""
        return world(state)["round"]["number"]

    def describe(self, state: State, seat: str | None) -> list[str]:
        """The terminal's board (:mod:`.summary`): the round and events, every realm's mat
        in a line, the seat's own realm last and in full."""
        return summary.describe(state, self.content, seat)

    def queries(self) -> dict[str, Callable[..., Any]]:
        return queries.named(self.content)

    def narrate(self, entry: LogEntry) -> str:
        """An entry as a sentence a player reads (:mod:`.narration`): titles for ids, the
        deck shuffles and the dice a later entry states hidden, any kind it does not know
        as its structured text."""
        return narration.narrate(entry, self.content)

    def explain_action(self, state: State, seat: str, action: Action) -> list[str]:
        """What an action would do and cost (:mod:`.explain`); ``[]`` for the rest."""
        return explain.explain_action(state, self.content, seat, action)

    def glossary(self) -> list[tuple[str, str]]:
        """The words of menus, the board and the log, each explained (:mod:`.glossary`)."""
        return glossary.glossary()

    def arrangements(self) -> dict[str, Callable[..., Any]]:
        """Wars for situations, made by the functions the rules use (decision 0103)."""
        return {
            "start_war": wars.start_war,
            "join_war": wars.join_war,
            "make_peace": wars.make_peace,
            "end_war": wars.end_war,
        }

    def reindex(self, state: State) -> None:
        """The owned and vassals indexes, rebuilt from the owners and overlords a situation
        wrote (decision 0104); the token counts the situation wrote recorded as its own
        (``conservation.record_offsets``, interpretation:EUPOP-F20)."""
        reindex(state)
        record_offsets(state, self.content)

    def bench_worlds(self, scenario: str | None) -> list[tuple[str, RulesModule, str | None]]:
        """What ``hegemon bench`` times without play: this pack's scenario, and the
        synthetic pack of the official map's scale (interpretation:EUPOP-15)."""
        full_scale = build(synthetic_content(BENCH_SEED))
        return [("shipped", self, scenario), ("full_scale", full_scale, FULL_SCALE)]

    def query_sweeps(self, state: State) -> dict[str, list[dict[str, Any]]]:
        """For each named query, the calls a rule makes over the whole world."""
        return queries.sweeps(state, self.content)


ISSUE_12_PACKAGES = (diplomacy, negotiation, religion, curia, empire, exploration)
"""Diplomacy, player-to-player negotiation, religion, the Papal Curia, the Empire and
exploration (decision 0106), each registering what it has built."""
ISSUE_12_PACKAGES_ENTRIES = tuple(
    entry for package in ISSUE_12_PACKAGES for entry in package.MENU_ENTRIES
)


def build(content: Content | None = None) -> Eupop:
    """The rules module on a content pack (the shipped one by default): every subsystem's
    procedures, menu entries and effects (docs/decisions/0105)."""
    plain_entries = (
        *actions.MENU_ENTRIES,
        *trade.MENU_ENTRIES,
        *characters.MENU_ENTRIES,
        *war.MENU_ENTRIES,
        *military.MENU_ENTRIES,
        *battle.MENU_ENTRIES,
        *peace.MENU_ENTRIES,
        *economy.MENU_ENTRIES,
        *ISSUE_12_PACKAGES_ENTRIES,
    )
    """The actions whose entries need no effect table: those an event may grant."""
    gain_action_rule, gain_action_procedure = gain_action(plain_entries)
    table = EffectTable.of(
        [
            *economy_effects.EFFECT_RULES,
            *standard.EFFECT_RULES,
            gain_action_rule,
            *actions.EFFECT_RULES,
            *characters.EFFECT_RULES,
            *trade.EFFECT_RULES,
            *war.EFFECT_RULES,
            *military.EFFECT_RULES,
            *battle.EFFECT_RULES,
            *peace.EFFECT_RULES,
            *(rule for package in ISSUE_12_PACKAGES for rule in package.EFFECT_RULES),
        ],
        [
            *secondary.SECONDARY_RULES,
            *trade.SECONDARY_RULES,
            *(rule for package in ISSUE_12_PACKAGES for rule in package.SECONDARY_RULES),
        ],
    )
    effect_entries = (event_entry(table), mission_entry(table), *cards.menu_entries(table))
    """The actions that resolve card effects, which may gain an action (EUPOP-D11)."""
    menu = ActionMenu((*effect_entries, *plain_entries))
    built: list[Procedure] = [
        Round(),
        DrawCards(),
        DrawActionCards(),
        PickMissions(),
        ActionPhase(),
        RealmTurn(menu, [entry.verb for entry in effect_entries]),
        *bots.PROCEDURES,
        TakeEvent(table),
        EventsLeft(table),
        *standard.PROCEDURES,
        gain_action_procedure,
        *secondary.PROCEDURES,
        *actions.PROCEDURES,
        *characters.PROCEDURES,
        *trade.PROCEDURES,
        *war.PROCEDURES,
        *military.PROCEDURES,
        *battle.PROCEDURES,
        *peace.PROCEDURES,
        *peace_rebels.PROCEDURES,
        *economy.PROCEDURES,
        *cleanup.PROCEDURES,
        *prestige.PROCEDURES,
        *cards.PROCEDURES,
        *(procedure for package in ISSUE_12_PACKAGES for procedure in package.PROCEDURES),
    ]
    names = {procedure.name for procedure in built}
    missing = [unbuilt(name) for name in RULE_OF if name not in names]
    reactions = (
        *BASE_REACTIONS,
        *(reaction for package in ISSUE_12_PACKAGES for reaction in package.OWNERSHIP_REACTIONS),
    )
    return Eupop(Procedures([*built, *missing]), content or shipped(), table, menu, reactions)


RULES = build()
