"""The records of an eupop state, typed.

The state stays plain data (dicts keyed by name, lists, str, int, bool, None); these
TypedDicts are how code builds and reads it, so ``mypy --strict`` catches a mistyped
key or a value of the wrong kind. Where each record lives in the state is described in
:mod:`.layout`, which also gives the typed accessors.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

TownSize = Literal["small", "large"]
TownToken = Literal["large", "two_small"]
"""The tokens standing for a town that is not its size's own token: a large token as a
small town (EUPOP-F16), two small tokens as a large town (EUPOP-F5)."""
RealmKind = Literal["player", "npr", "dnpr"]
"""A player realm (human or Bot), a non-player realm, or a dynamic non-player realm."""
Control = Literal["human", "bot"]
Side = Literal["attackers", "defenders"]
CasusBelli = Literal[
    "claim",
    "call_to_arms",
    "general",
    "event",
    "disputed_succession",
    "excommunication",
    "holy_war",
    "imperial_liberation",
]
"""The casus belli of the aid's Casus Belli (p. 22): Conquest (a claim), a Call to Arms
received, a General CB token, an Event, Disputed Succession, Excommunication, Holy War
and Imperial Liberation."""
JoinedBy = Literal[
    "declared",
    "declared_on",
    "offensive_call",
    "defensive_call",
    "active_ally",
    "defending_hre",
    "abandoned_ally",
]
"""How a realm came into a war (docs/decisions/0103-eupop-wars-as-records.md):

- ``declared``: it declared the war (the attackers' leader);
- ``declared_on``: it is a target of the declaration (the first is the defenders' leader);
- ``offensive_call`` / ``defensive_call``: it accepted an Offensive or Defensive Call to
  Arms from the realm named ``through``;
- ``active_ally``: an active NPR ally, part of every war of its player realm
  (``through``);
- ``defending_hre``: the Emperor defending the HRE for the attacked Imperial Subject
  (``through``);
- ``abandoned_ally``: an active ally whose player realm (``through``) refused its Call to
  Arms; the enemy placed a War token on it.

Vassals are never members: a vassal shares its overlord's wars."""


class ReligionSlot(TypedDict):
    religion: str
    counter_reformation: bool
    revolutionary: bool


class Area(TypedDict):
    hre: bool
    """Still in the HRE."""
    influence: dict[str, int]
    """Realm → influence cubes."""
    claims: list[str]
    cores: list[str]
    unrest: dict[str, int]
    """Realm → unrest tokens."""
    crusade: bool


class Province(TypedDict):
    owner: str | None
    """The lawful owner; None when vacant."""
    town: TownSize | None
    """A player realm's town on it."""
    town_token: NotRequired[TownToken]
    """The stand-in tokens of the town, when it is not its size's own token (absent: it
    is); they are what goes back to the supply."""
    dnpr_token: str | None
    """The DNPR whose token is kept under a town or vassal token."""
    occupier: str | None
    """A realm or ``rebels`` controlling it on top of the owner."""
    plus_one: bool
    colonist: str | None
    """The realm whose colonist is on this vacant territory."""


class SeaZone(TypedDict):
    trade_protection: list[str]
    """Realms holding its trade-protection slots (one entry per light ship)."""


class TradeNode(TypedDict):
    pirates: int
    merchants: list[str]


class Board(TypedDict):
    """``state["map"]``: the dynamic part of the map."""

    areas: dict[str, Area]
    religion_slots: dict[str, ReligionSlot]
    provinces: dict[str, Province]
    sea_zones: dict[str, SeaZone]
    trade_nodes: dict[str, TradeNode]


class Realm(TypedDict):
    kind: RealmKind
    player: Control | None
    """Who plays a player realm; None for the others."""
    papal_states: bool
    capital: str | None
    natural_capital: str
    religion: str
    """State religion."""
    overlord: str | None
    allies: list[str]
    active_allies: list[str]
    marriages: list[str]
    flipped_marriages: list[str]
    """Realms whose royal marriage token on this realm was turned over by its interregnum
    (aid F. Interregnums; turned back in the next E. Prestige Penalties)."""
    truces: list[str]
    casus_belli: list[str]
    """Realms this realm holds a General CB token on."""
    manpower_tokens: int
    excommunicated: bool
    """The ruler is excommunicated: the token on the capital (aid Excommunicate Ruler;
    removed in phase 4 E). Written by rules/curia (decision 0106)."""


class Force(TypedDict):
    realm: str
    """A realm, or ``rebels``."""
    where: str
    """An area or a sea zone, never a province (names repeat)."""
    port: str | None
    """For ships docked in a port: the port province, ``where`` being its area."""
    army: bool
    """An army or fleet figure rather than loose units."""
    leader: str | None
    units: dict[str, int]
    """Unit kind → count."""


class WarMember(TypedDict):
    realm: str
    joined: JoinedBy
    through: str | None
    """The realm whose call, alliance or defence brought it in (see ``JoinedBy``)."""


class WarSide(TypedDict):
    leader: str
    """The realm that declared (attackers) or the first realm declared on (defenders)."""
    members: list[WarMember]
    """In the order they joined, the leader first."""


class War(TypedDict):
    id: str
    attackers: WarSide
    defenders: WarSide
    casus_belli: dict[str, CasusBelli | None]
    """Each realm declared on → the casus belli the declaration used against it (None:
    declared without one)."""
    peace: list[list[str]]
    """Sorted pairs of members on opposite sides who are not at war: they made a separate
    peace, or one joined after the other had made peace with its whole side. Sorted."""


class PowerAmounts(TypedDict):
    """An amount per monarch power type."""

    administrative: int
    diplomatic: int
    military: int


class Manpower(TypedDict):
    total: int
    available: int
    exhausted: int


class AlliedUnits(TypedDict):
    """A human player realm's allied units, kept apart from its manpower (aid Allied Units,
    Activating NPR Ally; interpretation:EUPOP-W7)."""

    available: int
    """Allied units it may recruit (the allied infantry and cavalry of the Costs table)."""
    granted: dict[str, int]
    """Active NPR ally → the allied units its activation granted: exactly what goes back
    when that ally stops being active (interpretation:EUPOP-W13)."""


class Merchant(TypedDict):
    node: str | None
    exhausted: bool


class Ruler(TypedDict):
    leader: str
    ill_health: int


class PlayerMat(TypedDict):
    monarch_power: PowerAmounts
    ducats: int
    stability: int
    loans: int
    corruption: int
    prestige: int
    manpower: Manpower
    merchants: list[Merchant]
    colonists: int
    ideas: list[str]
    ruler: Ruler | None
    advisors: dict[str, str]
    """Monarch power type → the advisor card appointed for it."""
    leaders: list[str]
    hand: list[str]
    missions: list[str]
    completed_missions: list[str]
    milestones: list[str]
    display: list[str]
    display_charges: NotRequired[dict[str, int]]
    """Displayed action card → the monarch power charges left on it (rules/cards,
    interpretation:EUPOP-K4); absent until a display card is played."""
    national_focus: int
    """The round number of the cube in the Change National Focus slot, placed that round
    (0: the slot is empty — never used, or its cube given back in clean-up A); the action
    is allowed once a round (interpretation:EUPOP-A7, EUPOP-F20)."""
    crusade: list[str]
    """Areas of the crusades the realm is *Committed to* (aid Call Crusade; the tag goes in
    clean-up B). Written by rules/curia."""
    discovered: list[str]
    """Distant realms and territories the realm has discovered (aid Explore, Restrictions
    on DoW (f)). Written by rules/exploration."""
    allied_units: AlliedUnits


class BotPower(TypedDict):
    """Bot Power cubes on the Bot mat (eupop-bots BOT POWER (C)). Written only by
    ``bots/power.py``: every change goes through its one entry point per kind."""

    available: int
    spent: int


class BotArmy(TypedDict):
    units: int
    """Deployed units (all count as infantry); the same number as the army figure's force
    while it is on the map."""
    laid_down: int
    """The part of ``units`` beyond the Maximum Army Capacity, laid down."""
    area: str | None
    """Where the army figure stands; None: on the mat, off the map."""


class BotMat(TypedDict):
    """A Bot's mat (eupop-bots BOT MAT; decision 0108 §1). Each field is written only by
    the package named."""

    power: BotPower
    focus: dict[str, int]
    """Focus area (economic, expansion, political, warfare) → Bot Power cubes parked there
    by the FOCUS action: neither available nor spent. Written by the focus chart."""
    ideas: PowerAmounts
    """Ideas researched per type, at most 3 each."""
    researched: list[str]
    army: BotArmy
    army_force: str | None
    """The id in ``forces`` of the Bot's army figure while it is on the map, else None.
    Written by ``bots/army.py``."""
    reserve: int
    """The manpower reserve: units available for recruiting."""
    difficulty: str
    """The Bot's own difficulty level (a key of ``setup/mats.py DIFFICULTIES``;
    interpretation:EUPOP-BOT-6)."""
    prestige: int
    twenty_towns_tile: bool
    """The Bot holds the +20 Income tile: 20 or more of its small towns on the map (written
    by ``bots/tokens.py``, interpretation:EUPOP-BOT-27)."""
    twenty_towns_given: NotRequired[bool]
    """True once the tile's first taking gave its supply the 20 more small towns (once a
    game: its box then holds 40); absent before. Written by ``bots/tokens.py``."""
    merchant: str | None
    colonists: int
    """Colonists on the mat (clean-up A, the colonize chart)."""
    discovered: list[str]
    """Distant realms and territories the Bot has discovered (the explore chart)."""
    crusade: list[str]
    """Areas of the crusades the Bot is committed to (rules/curia)."""
    milestones: list[str]
    """Milestones claimed through the FOCUS action."""
    won_battle_turn: int
    """The Bot-turn number (``round.bot_turns``) of its first battle won as the active realm
    that turn, which gave 1 Bot Power; 0: none yet."""
    deck: list[int]
    """The Bot deck, top first (hidden). Written by ``bots/deck.py``."""
    card: int | None
    """The Bot card drawn this turn, until the turn ends; None between turns."""
    used: list[int]
    """Cards used this round (their discard pile)."""
    set_aside: list[int]
    """Cards used for a FOCUS action: out until the Age ends (never reshuffled)."""
    removed: list[int]
    """Used cards the phase-5 reshuffle left out: out for the rest of the Age."""
    charts_of: NotRequired[str]
    """Only for a Bot replacing an eliminated one without Bot data of its own: the realm
    whose deck removals and targeting charts it plays with (``bots/substitute.py``,
    interpretation:EUPOP-BOT-59)."""


class Supply(TypedDict):
    """What a player realm has left off the board."""

    cubes: int
    vassal_tokens: int
    small_towns: int
    large_towns: int
    claims: int
    cores: int
    alliances: int
    marriages: int
    merchants: int
    colonists: int
    infantry: int
    cavalry: int
    artillery: int
    light_ships: int
    heavy_ships: int
    galleys: int
    armies: int
    fleets: int


class Box(TypedDict):
    rebels: int
    npr_units: int


class Muster(TypedDict):
    """What the current turn's recruiting has used, shared by every unit put on the board in
    the turn (Recruit Units, a gained action, an event's units; aid War Capacities,
    Mercenary Units (Max 3 per Turn), Ships; interpretation:EUPOP-M2, EUPOP-M3). Reset when a
    turn starts; a record of another realm is the record of a turn that is over."""

    realm: str | None
    given: dict[str, str]
    """Province → ``<realm>|<area>``: the area it gave its military capacity to this turn,
    for the realm (the province's owner or its overlord) whose units used it."""
    placed: dict[str, int]
    """``<realm>|<area>`` → units placed this turn on that realm's capacity in the area."""
    mercenaries: dict[str, int]
    """Realm → mercenary units placed for it this turn, the turn's realm or another
    (interpretation:EUPOP-M2)."""
    ports: dict[str, int]
    """Port → ships it has given this turn."""


class RoundTrack(TypedDict):
    age: int
    first_age: int
    last_age: int
    number: int
    rounds: int
    phase: str | None
    turn_order: list[str]
    first_player: str
    passed: list[str]
    """Realms in the order they passed this round."""
    event_taken: list[str]
    """Realms that took the Event action this round."""
    muster: Muster
    papal_action: bool
    """A Papal Action was taken this round (aid PAPAL ACTIONS: at most one per round).
    Written by rules/curia."""
    bot_turns: int
    """Bot turns taken in the game so far (the number of the current or last one; the Bot
    trace numbers turns with it). Written by ``bots/turn.py``."""
    bot_invaded: list[str]
    """Bots already invaded by an NPR in this phase 3 B (one NPR at most invades a Bot).
    Written by ``bots/phases.py``."""
    replacements: list[str]
    """Human realms to be handed to a Bot at the start of the next round. Written by
    ``bots/substitute.py``."""


class Empire(TypedDict):
    """``state["hre"]``."""

    emperor: str | None
    imperial_authority: int
    religion: str
    defending: bool
    """The Emperor is Defending the HRE."""
    imperial_influence: dict[str, int]
    dissolved: bool
    """The HRE is dissolved (an NPR Emperor annexed, a revolutionary Emperor; aid NPR
    Emperor, HRE Religion). Written by rules/empire."""
    imperial_units: int
    """NPR units the Emperor raised when Defending the HRE was activated (aid Activating
    Def. the HRE); none once the tag goes. Written by rules/empire."""
    intruded: list[str]
    """HRE areas holding units of realms outside the HRE as the current turn began (the NPR
    Emperor's defence, aid Warfare vs NPRs). Written by rules/empire."""
    election: NotRequired[str]
    """Only while an Imperial Election is called and not yet held: the Emperor whose ruler
    changed (advanced rules, EUPOP-I19). Written by rules/empire/elections.py."""


class Curia(TypedDict):
    """``state["curia"]``: the Papal Curia (aid PAPAL CURIA (p. 45-46)). Written by
    rules/curia (decision 0106)."""

    slots: list[str | None]
    """The regular cardinal slots, left to right: the player realm whose cardinal sits
    there, or None."""
    roma: str | None
    """The realm holding the Roma cardinal, or None."""


class PowerStruggle(TypedDict):
    active: str | None
    upcoming: str | None


class Decks(TypedDict):
    events: list[str]
    events_revealed: list[str]
    """The face-up events of the round, in the order they were revealed."""
    events_face_down: list[str]
    """Events drawn this round and not yet revealed (flipped as events are taken)."""
    event_ducats: dict[str, int]
    """Face-up event → the ducats lying on it."""
    actions: dict[str, list[str]]
    action_discards: dict[str, list[str]]
    trade: list[str]
    trade_set_aside: list[str]
    trade_discard: list[str]
    ideas: dict[str, list[str]]
    milestones: list[str]
    power_struggle: PowerStruggle
    missions: list[str]
    leaders_discard: list[str]
    """Leader cards (rulers, advisors, generals, admirals) discarded: dead, rejected or
    replaced; they are never appointed again."""


class EupopState(TypedDict):
    """The keys of an eupop state that the rules module owns (the kernel's ``meta``,
    ``stack``, ``rng`` and ``outcome`` are beside them)."""

    map: Board
    realms: dict[str, Realm]
    forces: dict[str, Force]
    next_force: int
    wars: dict[str, War]
    at_war_with: dict[str, list[str]]
    """Realm → the realms it is at war with as a war member (an index of ``wars``)."""
    next_war: int
    owned: dict[str, list[str]]
    """Realm → the provinces it lawfully owns, sorted (an index of the owners, kept by
    ``layout.set_owner``)."""
    vassals: dict[str, list[str]]
    """Overlord → its vassals, sorted (an index of the overlords, kept by
    ``layout.set_overlord``)."""
    players: dict[str, PlayerMat]
    bots: dict[str, BotMat]
    supply: dict[str, Supply]
    box: Box
    round: RoundTrack
    hre: Empire
    curia: Curia
    decks: Decks
    supply_offsets: NotRequired[dict[str, dict[str, int]]]
    """Only in a situation's hand-written board: realm (or ``rebels``) → token kind → how
    far its supply and placed tokens were from the box when the situation began; the token
    conservation invariant holds play to those counts (world/conservation.py,
    interpretation:EUPOP-F20). Never in a game the rules set up."""
    wounded: NotRequired[list[str]]
    """Generals and admirals carrying one wound from a battle (a second one kills them,
    aid "5A. Wounded Generals/Admirals"); absent until a leader is first wounded."""
