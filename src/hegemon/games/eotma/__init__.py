"""Empires of the Middle Ages: world model, content, rules procedures and the rules module.

See docs/eotma-state.md for the state layout, the content model and the procedure
interfaces, and docs/interpretations/eotma.md for every reading and original design.
"""
