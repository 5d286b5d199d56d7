"""The eupop content pack: schema, loader and the shipped original pack."""
