"""The rules of play of eupop, one subsystem per package (docs/decisions/0105).

- ``sequence``: the round, its five phases in order, turns, the action menu, passing.
- ``events``: the Event action and the effects of event options.
- ``economy``: monarch power, ducats, stability, loans, bankruptcy, corruption,
  manpower; phase 4 (Income & Upkeep) and the minor actions of the treasury.
- ``cleanup``: phase 5 (Clean-up), the End of Age routine and final scoring.
"""
