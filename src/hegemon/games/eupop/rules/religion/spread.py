"""Spread of Religious Ideas, a secondary event effect (eupop-aid Spread of Religious Ideas;
interpretations EUPOP-L11, L12, L13).

The infectious faiths (Protestant, Counter-Reformed) form clusters: bodies of areas joined
by land whose religion slots follow that faith, found once when the effect starts. Each
cluster spreads its faith to one area adjacent to it — at most 4 placements in all, at most
2 of a faith when both are in play as the effect starts (a slot of the map or a realm's
state religion, EUPOP-L6's sense) — never into a Muslim or Orthodox area, nor into a
slot changed earlier in this resolution. A token goes on the religion slot governing the
area, so every area of that slot follows (EUPOP-16), and the non-player realms whose capital
lies there follow their capital (EUPOP-L1). With no cluster at all, two Catholic slots none
of whose areas touches a galley sea zone take Diverse Faiths instead (EUPOP-L12).

The realm that took the event makes the choices; an event left on display resolves by the
auto-resolution (EUPOP-L13). A Bot taking the event resolves it by the auto-resolution with
its three preferences first (:func:`bot_rank`; eupop-bots SECONDARY EFFECTS)."""

from __future__ import annotations

from collections.abc import Callable, Collection

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.effects import SecondaryRule
from hegemon.games.eupop.rules.peace_rebels.bots import is_bot
from hegemon.games.eupop.rules.peace_rebels.unrest import areas_with_provinces
from hegemon.games.eupop.rules.religion.state import follow_capital
from hegemon.games.eupop.world import religion as world_religion
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import faith, world

SPREAD = "eupop-aid:Spread of Religious Ideas"
BOT_SECONDARY = "eupop-bots:SECONDARY EFFECTS"
PROTESTANT = "protestant"
COUNTER_REFORMED = world_religion.COUNTER_REFORMED
INFECTIOUS = (PROTESTANT, COUNTER_REFORMED)
"""The infectious faiths, in the auto-resolution's order (Protestant first)."""
CLOSED = frozenset({"sunni", "shia", "orthodox"})
"""Religions a spreading faith never enters (Muslim and Orthodox areas)."""
DIVERSE = "diverse"
MOST = 4
"""Placements of one Spread of Religious Ideas, whatever the clusters."""
MOST_OF_A_FAITH = 2
"""Placements of one faith when both infectious faiths are in play."""
DIVERSE_PLACEMENTS = 2
"""Catholic slots taking Diverse Faiths when no cluster exists."""


@implements(SPREAD, "interpretation:EUPOP-16", "interpretation:EUPOP-L20")
def spread_to(game: Game, slot: str, religion: str, seat: str | None, rule: str) -> None:
    """A religion token of ``religion`` goes on the slot (a Revolutionary token on it stays
    on top, EUPOP-L5; a Counter-Reformed one is the Counter-Reformation token, EUPOP-L6):
    every area it governs follows, the event logged, and the non-player realms whose
    capital lies there follow their capital (EUPOP-L1). Religion tokens are not counted: the
    supply never runs short (EUPOP-L20)."""
    before = world_religion.set_slot_religion(game.state, slot, religion)
    areas = list(content_of(game).geography.religion_slots[slot])
    game.log(
        "religion_spread", seat, rule=rule, slot=slot, areas=areas, before=before, religion=religion
    )
    follow_capital(game, slot, rule)


@implements(SPREAD, "interpretation:EUPOP-L11")
def clusters(
    geography: Geography, member: Callable[[str], str | None]
) -> list[tuple[str, list[str]]]:
    """Bodies of areas joined by land borders whose ``member`` value (a faith, say) is the
    same and not None: ``(value, areas A→Z)`` each, ordered by their first area."""
    seen: set[str] = set()
    found: list[tuple[str, list[str]]] = []
    for name in sorted(geography.areas):
        value = member(name)
        if value is None or name in seen:
            continue
        body, queue = {name}, [name]
        while queue:
            here = queue.pop()
            for other in geography.areas[here].land_neighbours:
                if other not in body and member(other) == value:
                    body.add(other)
                    queue.append(other)
        seen |= body
        found.append((value, sorted(body)))
    return found


def adjacent_to(geography: Geography, body: list[str]) -> list[str]:
    """The areas adjacent to a cluster (by land or through ports on a shared sea zone, as
    the aid's Concepts & Terms read adjacency), outside it, A→Z."""
    inside = set(body)
    return sorted({other for name in body for other in geography.areas[name].adjacent} - inside)


@implements(SPREAD, "interpretation:EUPOP-L13")
def area_rank(state: State, geography: Geography, area: str) -> tuple[int, int, str]:
    """The auto-resolution's priority of an area (lowest first): Diverse Faiths first, then
    the highest area tax value, then A→Z."""
    slot = geography.areas[area].religion_slot
    diverse = world(state)["map"]["religion_slots"][slot]["religion"] == DIVERSE
    return (0 if diverse else 1, -geography.areas[area].tax_value, area)


@implements(SPREAD, "interpretation:EUPOP-L6", "interpretation:EUPOP-L11")
def in_play(state: State, religion: str) -> bool:
    """A token of the faith is in play: a religion slot of the map follows it, or it is a
    realm's state religion (the sense EUPOP-L6 gives the Counter-Reformation token, read
    alike for the Protestant one)."""
    typed = world(state)
    if any(record["religion"] == religion for record in typed["realms"].values()):
        return True
    return any(record["religion"] == religion for record in typed["map"]["religion_slots"].values())


@implements(SPREAD, "interpretation:EUPOP-L11")
def faith_limit(state: State) -> int:
    """The placements one faith may make: 2 when both infectious faiths are in play (see
    :func:`in_play`), whether or not each has a cluster; else the 4 of the whole effect."""
    return MOST_OF_A_FAITH if all(in_play(state, religion) for religion in INFECTIOUS) else MOST


def infectious_faith(state: State, geography: Geography, area: str) -> str | None:
    slot = world(state)["map"]["religion_slots"][geography.areas[area].religion_slot]
    return slot["religion"] if slot["religion"] in INFECTIOUS else None


@implements(SPREAD, "interpretation:EUPOP-L11")
def spread_options(state: State, geography: Geography, local: Local) -> list[tuple[str, str, str]]:
    """The placements allowed now, as ``(cluster, slot, best area)``: a cluster that has
    not spread yet, of a faith still under its limit, to a slot adjacent to it, neither
    following that faith already nor Muslim or Orthodox, nor changed earlier in this
    resolution; A→Z by cluster then slot. The limit of a faith was fixed when the effect
    started (:func:`faith_limit`)."""
    if len(local["placed"]) >= MOST:
        return []
    limit = local["limit"]
    slots = world(state)["map"]["religion_slots"]
    options = []
    for body in local["clusters"]:
        spreading = body["faith"]
        if body["spread"] or local["counts"].get(spreading, 0) >= limit:
            continue
        best: dict[str, str] = {}
        for area in adjacent_to(geography, body["areas"]):
            slot = geography.areas[area].religion_slot
            religion = slots[slot]["religion"]
            if slot in local["placed"] or religion == spreading or religion in CLOSED:
                continue
            if slot not in best or area_rank(state, geography, area) < area_rank(
                state, geography, best[slot]
            ):
                best[slot] = area
        options += [(body["key"], slot, best[slot]) for slot in sorted(best)]
    return options


@implements(SPREAD, "interpretation:EUPOP-L12")
def diverse_options(state: State, geography: Geography, placed: list[str]) -> list[str]:
    """Slots that may take Diverse Faiths when no cluster exists: Catholic, and none of
    their areas bordering a sea zone marked as galley waters; A→Z."""
    slots = world(state)["map"]["religion_slots"]
    options = []
    for slot, areas in sorted(geography.religion_slots.items()):
        if slot in placed or faith(slots[slot]["religion"]) != "catholic":
            continue
        if any(
            geography.sea_zones[zone].galleys
            for area in areas
            for zone in geography.areas[area].coasts
        ):
            continue
        options.append(slot)
    return options


@implements(SPREAD, BOT_SECONDARY, "interpretation:EUPOP-BOT-15")
def bot_rank(
    state: State,
    geography: Geography,
    bot: str,
    slot: str,
    religion: str,
    mine: Collection[str] | None = None,
) -> tuple[int, int, int]:
    """A Bot resolving the effect takes the auto-resolution's placements in this order
    first (lowest first): its own state religion spreading; no new dissent for it (an area
    of its own leaving its faith, Diverse Faiths dissenting for all); dissent of its own
    removed (eupop-bots SECONDARY EFFECTS). ``mine``: the Bot's areas, when the caller
    ranks several placements (worked out once, not per placement)."""
    own = world(state)["realms"][bot]["religion"]
    if mine is None:
        mine = set(areas_with_provinces(state, geography, bot))
    touched = any(area in mine for area in geography.religion_slots[slot])
    current = world(state)["map"]["religion_slots"][slot]["religion"]
    before = current == DIVERSE or faith(current) != faith(own)
    after = religion == DIVERSE or faith(religion) != faith(own)
    causes = touched and after and not before
    removes = touched and before and not after
    return (0 if religion == own else 1, 1 if causes else 0, 0 if removes else 1)


def _label(geography: Geography, slot: str) -> str:
    return ", ".join(geography.religion_slots[slot])


class SpreadOfReligiousIdeas(Procedure):
    """``seat``: the realm that took the event, or None (auto-resolution)."""

    name = "spread_of_religious_ideas"

    @step
    @implements(SPREAD, BOT_SECONDARY, "interpretation:EUPOP-L11")
    def start(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        seat = local.get("seat")
        if seat is not None and is_bot(state, seat):
            local["bot"] = seat  # a Bot's auto-resolution (:func:`bot_rank`)
        local["seat"] = seat
        found = clusters(geography, lambda area: infectious_faith(state, geography, area))
        local["clusters"] = [
            {"key": areas[0], "faith": value, "areas": areas, "spread": False}
            for value, areas in found
        ]
        local["placed"], local["counts"], local["turn"] = [], {}, PROTESTANT
        local["limit"] = faith_limit(state)
        if not found:
            game.goto("diverse_next")
            return
        game.goto("spread_next")

    @step
    @implements(SPREAD, "interpretation:EUPOP-L13")
    def spread_next(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        options = spread_options(state, geography, local)
        if not options:
            game.end(None)
            return
        if local["seat"] is None or local.get("bot"):
            key, slot = self._auto(game, local, options)
            self._spread(game, local, key, slot)
            game.goto("spread_next")
            return
        if len(options) == 1:
            self._spread(game, local, options[0][0], options[0][1])
            game.goto("spread_next")
            return
        local["options"] = [f"{key}/{slot}" for key, slot, _ in options]
        game.goto("ask_spread")

    @step
    def ask_spread(self, game: Game, local: Local) -> Decision:
        geography = content_of(game).geography
        faiths = {body["key"]: body["faith"] for body in local["clusters"]}
        actions = []
        for option in local["options"]:
            key, slot = option.split("/")
            label = f"{faiths[key]} spreads from the cluster of {key} to {_label(geography, slot)}"
            actions.append(Action("spread_religion", option, label))
        return Decision(local["seat"], "Spread of Religious Ideas: where next?", tuple(actions))

    def on_spread(self, game: Game, local: Local, action: Action) -> None:
        option = str(action.argument)
        if option not in local["options"]:
            raise ValueError(f"{option} is not a placement offered")
        key, slot = option.split("/")
        self._spread(game, local, key, slot)
        game.goto("spread_next")

    @staticmethod
    @implements(SPREAD, "interpretation:EUPOP-L13")
    def _auto(game: Game, local: Local, options: list[tuple[str, str, str]]) -> tuple[str, str]:
        """Protestant first, then the faiths alternate; within the faith whose turn it is,
        the option whose area ranks first."""
        state, geography = game.state, content_of(game).geography
        faiths = {body["key"]: body["faith"] for body in local["clusters"]}
        if local.get("bot"):
            bot = str(local["bot"])
            mine = set(areas_with_provinces(state, geography, bot))
            key, slot, _ = min(
                options,
                key=lambda option: (
                    bot_rank(state, geography, bot, option[1], faiths[option[0]], mine),
                    faiths[option[0]] != local["turn"],
                    area_rank(state, geography, option[2]),
                    option[0],
                ),
            )
            return key, slot
        turn = [option for option in options if faiths[option[0]] == local["turn"]] or options
        key, slot, _ = min(
            turn, key=lambda option: (area_rank(state, geography, option[2]), option[0])
        )
        return key, slot

    @staticmethod
    def _spread(game: Game, local: Local, key: str, slot: str) -> None:
        body = next(body for body in local["clusters"] if body["key"] == key)
        body["spread"] = True
        spreading = body["faith"]
        local["placed"].append(slot)
        local["counts"][spreading] = local["counts"].get(spreading, 0) + 1
        local["turn"] = COUNTER_REFORMED if spreading == PROTESTANT else PROTESTANT
        spread_to(game, slot, spreading, local["seat"], SPREAD)

    @step
    @implements(SPREAD, "interpretation:EUPOP-L12", "interpretation:EUPOP-L13")
    def diverse_next(self, game: Game, local: Local) -> None:
        """No cluster: two Catholic slots take Diverse Faiths, one at a time; left on
        display, the first A→Z."""
        state, geography = game.state, content_of(game).geography
        options = diverse_options(state, geography, local["placed"])
        if len(local["placed"]) >= DIVERSE_PLACEMENTS or not options:
            game.end(None)
            return
        if local.get("bot"):
            bot = str(local["bot"])
            mine = set(areas_with_provinces(state, geography, bot))
            chosen = min(
                options,
                key=lambda slot: (bot_rank(state, geography, bot, slot, DIVERSE, mine), slot),
            )
            self._diverse(game, local, chosen)
            game.goto("diverse_next")
            return
        if local["seat"] is None or len(options) == 1:
            self._diverse(game, local, options[0])
            game.goto("diverse_next")
            return
        local["options"] = options
        game.goto("ask_diverse")

    @step
    def ask_diverse(self, game: Game, local: Local) -> Decision:
        geography = content_of(game).geography
        actions = tuple(
            Action("place_diverse_faiths", slot, f"Diverse Faiths in {_label(geography, slot)}")
            for slot in local["options"]
        )
        return Decision(local["seat"], "Spread of Religious Ideas: Diverse Faiths where?", actions)

    def on_diverse(self, game: Game, local: Local, action: Action) -> None:
        slot = str(action.argument)
        if slot not in local["options"]:
            raise ValueError(f"{slot} may not take Diverse Faiths")
        self._diverse(game, local, slot)
        game.goto("diverse_next")

    @staticmethod
    def _diverse(game: Game, local: Local, slot: str) -> None:
        local["placed"].append(slot)
        spread_to(game, slot, DIVERSE, local["seat"], SPREAD)


SECONDARY_RULES: tuple[SecondaryRule, ...] = (
    SecondaryRule("spread_of_religious_ideas", SPREAD, procedure=SpreadOfReligiousIdeas.name),
)
PROCEDURES: tuple[Procedure, ...] = (SpreadOfReligiousIdeas(),)
