"""Agents for eupop seats that play by the human rules."""
