"""The eupop world: static map tables, the state layout and the queries rules ask of them."""
