"""The content of Empires of the Middle Ages: schema, loader and the shipped pack."""
