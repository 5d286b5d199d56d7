"""Agents that play eotma seats by the human rules."""
