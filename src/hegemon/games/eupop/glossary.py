"""The words and notations a player of eupop meets in menus, explanations, the board and
the log, each explained in our own words (``RulesModule.glossary`` hands them to the
terminal's ``h``; docs/playing-eupop.md prints the same list)."""

from __future__ import annotations

import textwrap

GLOSSARY: tuple[tuple[str, str], ...] = (
    (
        "round",
        "Five phases: 1 Draw Cards, 2 Actions, 3 Peace & Rebels, 4 Income & Upkeep, "
        "5 Clean-up. A scenario lasts a set number of rounds.",
    ),
    (
        "Age",
        "The game's eras (I to IV). Each Age has its own event deck, milestones, ideas and "
        "power struggles; the End of Age routine lays out the next Age's.",
    ),
    (
        "realm",
        "A country. PR: a player realm (a seat, or a Bot). NPR: a non-player realm. DNPR: a "
        "dynamic NPR, one that events can bring into play.",
    ),
    (
        "monarch power",
        "Three pools, ADM (administrative), DIP (diplomatic) and MIL (military), at most 10 "
        "each: the price of most actions. The table shows them as ADM/DIP/MIL.",
    ),
    (
        "ducats",
        "Money: tax income in phase 4, ducats on events, trade and passing early. Used for "
        "action cards (2 each), advisors and upkeep. 50 or more breeds corruption.",
    ),
    (
        "prestige",
        "Victory points. The realm with most prestige after final scoring wins.",
    ),
    (
        "stability",
        "From -3 to +3. High stability removes unrest and pays monarch power; low or at war "
        "it adds unrest. Increase Stability costs 5 plus the current stability in ADM.",
    ),
    (
        "event",
        "Three face-up event cards each round, with ducats piling on those left. Each realm "
        "takes one (the Event action) and chooses option A or B; the secondary effects "
        "follow. An event every realm left resolves its secondary effects alone.",
    ),
    (
        "action card",
        "Cards drawn from the administrative, diplomatic and military decks in phase 1 and "
        "kept for 2 ducats each; at most five in hand after clean-up.",
    ),
    (
        "mission",
        "A goal picked in phase 1 (the realm's own, or a general one drawn); completed, it "
        "scores prestige and its reward.",
    ),
    (
        "milestone",
        "A goal of the Age shared by every realm: the first to reach it scores its prestige.",
    ),
    (
        "idea",
        "A card on display researched by paying its cost in one type of power: it tags the "
        "idea and scores its prestige; the realms that tagged it earlier score too "
        "(if no more than two did).",
    ),
    (
        "power struggle",
        "A contest over some areas: the upcoming one becomes active by an event and is "
        "scored in phase 4 by presence and tax value.",
    ),
    (
        "tax income",
        "The tax value of the provinces a realm owns (the Tax column): its income in "
        "phase 4 before costs, and prestige at final scoring.",
    ),
    (
        "manpower",
        "Available/total on the board: the units a realm may raise; used manpower is "
        "exhausted until clean-up refreshes it.",
    ),
    ("loan", "5 ducats now; interest each phase 4; 6 ducats to repay. Loans cost prestige."),
    (
        "casus belli",
        "A reason for war (CB): a claim, a call to arms, a General CB token, an event... "
        "Declaring war without one costs 2 stability.",
    ),
    (
        "truce",
        "After a peace the two realms hold truce tokens on each other and may not declare "
        "war on each other while they last.",
    ),
    (
        "unrest",
        "Tokens in an area; each adds a rebel die in phase 3, which may cost power, "
        "ducats or manpower, or start a rebellion.",
    ),
    (
        "ruler, advisors",
        "The ruler's skills (ADM/DIP/MIL) give monarch power; an advisor adds one of a "
        "type for its upkeep. Without a ruler a realm is in an Interregnum.",
    ),
    (
        "HRE",
        "The Holy Roman Empire: its Emperor, Imperial Authority and Imperial influence "
        "in its member areas.",
    ),
    (
        "pass",
        "Ending your part of the action phase; the first realms to pass gain ducats. One "
        "may pass only after taking an Event (or when none can be taken).",
    ),
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
