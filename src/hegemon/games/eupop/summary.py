"""A board summary for the terminal: the round, the Age and the phase, the face-up events
with the ducats on them, every realm's mat as one line of a table, then the player's own
realm in full, last (its hand by card titles: only the seat's own cards; its religion and
relations), in 80 columns (76 inside the terminal's panel). A line above the table names
the Emperor and the Papal Controller; under it, each Bot's mat (Bot Power, focus, ideas,
army, reserve, deck size: eupop-bots BOT MAT).
Without a seat: every realm as a line of the table."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.titles import POWER_SHORT, title
from hegemon.games.eupop.world.curia import cardinals, papal_controller, ranking
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import BotMat, PlayerMat

WIDTH = 76
"""80 columns less the terminal panel's border and padding (4)."""

PHASE_NAMES = {
    "draw_cards": "1 Draw Cards",
    "actions": "2 Actions",
    "peace_and_rebels": "3 Peace & Rebels",
    "income_and_upkeep": "4 Income & Upkeep",
    "clean_up": "5 Clean-up",
}

HEADER = f"{'Realm':<12} {'Duc':>3} {'Pres':>4} {'Stab':>4} {'ADM/DIP/MIL':>11} {'Loan':>4} "
HEADER += f"{'Manp':>5} {'Tax':>3} {'Idea':>4} War with"


def wrap(text: str, indent: str = "  ", width: int = WIDTH) -> list[str]:
    """A long line broken at spaces into lines of at most ``width`` columns, the following
    ones indented."""
    lines: list[str] = []
    body = text.lstrip(" ")
    line = text[: len(text) - len(body)]
    for word in body.split(" "):
        candidate = f"{line} {word}" if line.strip() else line + word
        if len(candidate) > width and line:
            lines.append(line)
            line = indent + word
        else:
            line = candidate
    lines.append(line)
    return lines


def _power(mat: PlayerMat) -> str:
    held = mat["monarch_power"]
    return "/".join(f"{held[kind]:>2}" for kind in ("administrative", "diplomatic", "military"))


def enemies(state: State, content: Content, realm: str) -> list[str]:
    """The titles of the realms ``realm`` is at war with."""
    return [title(content, other) for other in world(state)["at_war_with"].get(realm, [])]


def realm_row(state: State, content: Content, realm: str) -> str:
    """A realm's mat in one line of the table (a Bot realm: "Bot", its prestige, tax income,
    ideas and wars; its mat is told under the table, :func:`bot_mat`)."""
    name = title(content, realm)[:12]
    income = tax_income(state, content.geography, realm)["total"]
    mat = world(state)["players"].get(realm)
    war = ", ".join(enemies(state, content, realm)) or "-"
    if mat is None:
        bot = world(state)["bots"][realm]
        held = bot["ideas"]
        ideas = held["administrative"] + held["diplomatic"] + held["military"]
        row = f"{name:<12} {'Bot':>3} {bot['prestige']:>4}{'':29}{income:>3} {ideas:>4} {war}"
        return row if len(row) <= WIDTH else row[: WIDTH - 1] + "…"
    manpower = mat["manpower"]
    row = (
        f"{name:<12} {mat['ducats']:>3} {mat['prestige']:>4} {mat['stability']:>+4} "
        f"{_power(mat):>11} {mat['loans']:>4} "
        f"{manpower['available']:>2}/{manpower['total']:<2} {income:>3} "
        f"{len(mat['ideas']):>4} {war}"
    )
    return row if len(row) <= WIDTH else row[: WIDTH - 1] + "…"


@implements("eupop-bots:BOT MAT")
def bot_mat(state: State, content: Content, realm: str) -> list[str]:
    """A Bot's mat in a few lines: its difficulty, Bot Power available and spent, the cubes
    on its focus areas, its ideas by type, its army (where, laid down), manpower reserve,
    colonists and how many cards its deck holds (never their order: hidden)."""
    mat: BotMat = world(state)["bots"][realm]
    power = mat["power"]
    focus = ", ".join(f"{area} {count}" for area, count in mat["focus"].items() if count)
    held = mat["ideas"]
    ideas = "/".join(POWER_SHORT[kind] for kind in ("administrative", "diplomatic", "military"))
    ideas += f" {held['administrative']}/{held['diplomatic']}/{held['military']}"
    army = mat["army"]
    where = "on the mat" if army["area"] is None else f"in {title(content, army['area'])}"
    laid = f", {army['laid_down']} laid down" if army["laid_down"] else ""
    deck = mat["deck"]
    cards = f"{len(deck)} cards" if isinstance(deck, list) else "hidden"
    playing = f", playing card {mat['card']}" if mat["card"] is not None else ""
    line = (
        f"{title(content, realm)} (Bot, {mat['difficulty']}): Bot Power {power['available']} "
        f"available, {power['spent']} spent; deck {cards}{playing}; focus: {focus or 'none'}; "
        f"ideas {ideas}; army {army['units']} {where}{laid}; reserve {mat['reserve']}; "
        f"colonists {mat['colonists']}"
    )
    return wrap(line, "    ")


def _leader(content: Content, key: str) -> str:
    leader = {card.id: card for card in content.leaders.leaders}.get(key)
    if leader is None or leader.skills is None:
        return title(content, key)
    skills = leader.skills
    return f"{leader.name} ({skills.administrative}/{skills.diplomatic}/{skills.military})"


def own_realm(state: State, content: Content, realm: str) -> list[str]:
    """The seat's realm in full: its mat, ruler and advisors, missions and hand."""
    mat = world(state)["players"][realm]
    income = tax_income(state, content.geography, realm)["total"]
    power = ", ".join(
        f"{POWER_SHORT[kind]} {mat['monarch_power'][kind]}"
        for kind in ("administrative", "diplomatic", "military")
    )
    manpower = mat["manpower"]
    lines = [
        f"{title(content, realm)} (you): {mat['ducats']} ducats, {mat['prestige']} prestige, "
        f"stability {mat['stability']:+d}, corruption {mat['corruption']}",
        f"  Monarch power {power}; loans {mat['loans']}; manpower "
        f"{manpower['available']} of {manpower['total']} ({manpower['exhausted']} exhausted)",
        f"  Tax income {income}; ideas: "
        + (", ".join(title(content, idea) for idea in mat["ideas"]) or "none"),
    ]
    ruler = mat["ruler"]
    ruler_text = "none (Interregnum)"
    if ruler is not None:
        ill = f", ill health {ruler['ill_health']}" if ruler.get("ill_health") else ""
        ruler_text = _leader(content, ruler["leader"]) + ill
    advisors = ", ".join(
        f"{POWER_SHORT.get(kind, kind)} {title(content, key)}"
        for kind, key in mat["advisors"].items()
    )
    lines.append(f"  Ruler: {ruler_text}; advisors: {advisors or 'none'}")
    if mat["leaders"]:
        lines.append("  Leaders: " + ", ".join(title(content, key) for key in mat["leaders"]))
    lines.append(
        "  Missions: " + (", ".join(title(content, key) for key in mat["missions"]) or "none")
    )
    lines.append("  Hand: " + (", ".join(title(content, card) for card in mat["hand"]) or "none"))
    lines.append(relations(state, content, realm))
    wrapped: list[str] = []
    for line in lines:
        wrapped.extend(wrap(line, "    "))
    return wrapped


def _names(content: Content, names: list[str]) -> str:
    return ", ".join(title(content, name) for name in sorted(names)) or "none"


def relations(state: State, content: Content, realm: str) -> str:
    """The realm's religion and relations: allies (active ones marked), marriages, vassals,
    cardinals, and its excommunication or crusades."""
    record = world(state)["realms"][realm]
    allies = ", ".join(
        title(content, ally) + (" (active)" if ally in record["active_allies"] else "")
        for ally in sorted(record["allies"])
    )
    line = (
        f"  Religion {record['religion']}; allies: {allies or 'none'}; marriages: "
        f"{_names(content, record['marriages'])}; vassals: "
        f"{_names(content, world(state)['vassals'].get(realm, []))}; "
        f"cardinals {cardinals(state, realm)}"
    )
    if record["excommunicated"]:
        line += "; excommunicated"
    crusades = world(state)["players"][realm]["crusade"]
    if crusades:
        line += "; committed to the crusade in " + ", ".join(sorted(crusades))
    return line


def powers(state: State, content: Content) -> str:
    """Who holds the Empire and the Curia: the Emperor and Imperial Authority (the HRE
    dissolved, if so), the Papal Controller and the cardinals each realm holds."""
    empire = world(state)["hre"]
    if empire["dissolved"]:
        hre = "HRE dissolved"
    elif empire["emperor"] is None:
        hre = "no Emperor"
    else:
        hre = f"Emperor {title(content, empire['emperor'])} (IA {empire['imperial_authority']})"
    controller = papal_controller(state)
    held = ", ".join(f"{title(content, name)} {count}" for name, count in ranking(state) if count)
    curia = f"Papal Controller {title(content, controller) if controller else 'none'}"
    return f"{hre}; {curia}; cardinals: {held or 'none'}"


def describe(state: State, content: Content, seat: str | None) -> list[str]:
    """The board for ``seat`` (None: a spectator), every line at most 76 columns (80 in the
    terminal's panel)."""
    round_ = world(state)["round"]
    decks = world(state)["decks"]
    phase = PHASE_NAMES.get(str(round_["phase"]), str(round_["phase"]))
    lines = [
        f"Age {round_['age']}, round {round_['number']} of {round_['rounds']}, phase {phase}; "
        f"first player {title(content, round_['first_player'])}"
    ]
    ducats: dict[str, int] = dict(decks.get("event_ducats", {}))
    events = ", ".join(
        f"{title(content, event)} ({ducats.get(event, 0)} ducats)"
        for event in decks.get("events_revealed", [])
    )
    face_down = len(decks.get("events_face_down", []))
    lines.extend(wrap(f"Events: {events or 'none'}; {face_down} face down"))
    lines.extend(wrap(powers(state, content)))
    lines.append(HEADER)
    order = [realm for realm in round_["turn_order"] if realm != seat]
    lines.extend(realm_row(state, content, realm) for realm in order)
    for realm in order:
        if realm in world(state)["bots"]:
            lines.extend(bot_mat(state, content, realm))
    if seat is not None and seat in world(state)["players"]:
        lines.extend(own_realm(state, content, seat))
    return lines
