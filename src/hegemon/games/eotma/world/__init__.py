"""The world of Empires of the Middle Ages.

``geography`` is the static map built from content, with precomputed adjacency and
distance tables; ``layout`` is the dynamic part kept in the state (owners, social states,
fortifications, unrest, markers, ties, claims, empires); ``communication`` answers the
questions that mix both: lines of communication and connection to the court.
"""
