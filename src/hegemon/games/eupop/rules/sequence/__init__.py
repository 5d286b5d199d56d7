"""The round: five phases in order, the turns of the action phase and its menu."""
