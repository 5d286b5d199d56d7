"""The Bot rules' sections the Curia's steps cite where a Bot takes part: its income as
Papal Controller (eupop-bots INCOME & UPKEEP PHASE) and Cardinal Dies resolved by a Bot
(eupop-bots SECONDARY EFFECTS)."""

from __future__ import annotations

BOT_INCOME = "eupop-bots:INCOME & UPKEEP PHASE"
BOT_SECONDARY = "eupop-bots:SECONDARY EFFECTS"
