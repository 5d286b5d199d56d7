"""The words and notations a player of eotma meets in menus, explanations and the log,
each with a short explanation in our own words (``RulesModule.glossary`` hands it to a
terminal; docs/playing-eotma.md prints the same list)."""

from __future__ import annotations

import textwrap

GLOSSARY: tuple[tuple[str, str], ...] = (
    ("round", "Every empire takes one turn, in an order decided anew each round."),
    (
        "turn",
        "One empire's part of a round: endeavours, one taxation, claims and other options, "
        "until the year cards run out or the player ends it.",
    ),
    (
        "year cards",
        "Each empire is dealt a hand of face-down year cards each round; every endeavour "
        "turns the top one over, and the card shows what the endeavour achieves.",
    ),
    (
        "endeavour",
        "An attempt that uses one year card: conquest, pillage, diplomacy (foreign, from a "
        "base at a target), fortification or ruling (domestic, on one own area).",
    ),
    (
        "effectiveness rating",
        "The number an endeavour is judged by: the leader's stature plus modifiers, plus "
        "any gold spent beyond the minimum, minus a defense. Also just 'rating'.",
    ),
    (
        "band",
        "A range of ratings; a year card shows one result per endeavour and band, so a "
        "higher rating reads a further column of the same card.",
    ),
    (
        "stature",
        "A leader's three ratings: combat (conquest, pillage, defense), administrative "
        "(fortification, ruling) and diplomatic (diplomacy).",
    ),
    (
        "stature check",
        "A year card may call one: a die decides whether the leader dies, weakens, grows "
        "stronger or stays as before.",
    ),
    ("-", "A year card's 'no result': the endeavour achieves nothing."),
    (
        "C",
        "Conquest result. In a conquest it counts towards the target's population (the "
        "area falls when enough are gathered); in diplomacy it takes the whole area.",
    ),
    ("T", "Tie result: a diplomatic tie with the target, if the empire has none there yet."),
    ("T/C(10>)", "A tie, or a conquest when the rating is 10 or more."),
    ("G", "Gold result: a pillage takes gold from the target."),
    ("F", "Fortification result: the area's fortification rises by one."),
    (
        "+1(6>)",
        "Ruling: the area's social state rises by one when the rating is 6 or more; "
        "otherwise nothing.",
    ),
    ("-1(6>)", "Pillage: the target's social state falls by one at a rating of 6 or more."),
    ("-1(<4)", "A setback: the base's social state falls by one at a rating of 4 or less."),
    (
        "1 sea area → 6",
        "In an explanation: the line of communication crosses sea areas, which bring the "
        "rating to the number after the arrow (before gold).",
    ),
    ("= 6", "The end of an explanation: the rating that all the terms before add up to."),
    (
        "social state",
        "How settled an area is, from negative to positive: it adds to endeavours made "
        "from the area and weighs on rebellion.",
    ),
    (
        "unrest",
        "An area in unrest may rebel when it is checked; ruling it can quell the unrest.",
    ),
    (
        "rebellion value",
        "What two dice (2d6) are rolled against when an area may rebel; the higher, the likelier.",
    ),
    (
        "fortification",
        "An area's walls: their strength lowers the rating of a conquest or pillage against it.",
    ),
    (
        "defense",
        "The holder of an attacked area may spend gold; with its leader's combat stature "
        "it lowers the attacker's rating, and a result read below a rating of zero is "
        "cancelled.",
    ),
    (
        "C results",
        "Markers of a conquest under way: each C counts towards the area's population.",
    ),
    (
        "diplomatic tie",
        "A mark of influence on an area; ties help against rebellion and are what "
        "diplomacy builds on.",
    ),
    (
        "claim",
        "A diplomatic tie turned into a claim by paying gold; at the end a claim scores for "
        "an area its holder owns.",
    ),
    ("court", "An empire's seat of rule; diplomacy is always made from it."),
    ("magnate", "A great lord holding areas apart from the empires; hard to win by diplomacy."),
    ("independent", "An area nobody holds."),
    (
        "parley",
        "When two Christian leaders are involved, the loser of an area taken by diplomacy "
        "may pay to contest it with dice plus diplomatic stature.",
    ),
    ("points", "Victory points: what an empire's areas and claims are worth at the end."),
)
"""(term, explanation), in the order a new player needs them."""


def glossary() -> list[tuple[str, str]]:
    """Every term with its explanation."""
    return list(GLOSSARY)


def lines(width: int = 80) -> list[str]:
    """The glossary as terminal lines: the term, then its explanation wrapped and indented."""
    shown: list[str] = []
    for term, text in GLOSSARY:
        shown += textwrap.wrap(
            f"{term}: {text}", width, subsequent_indent="    ", break_on_hyphens=False
        )
    return shown
