"""Setting a scenario up: the board, the realms, the mats and the decks."""
