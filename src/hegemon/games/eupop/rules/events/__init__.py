"""The Event action and what an event does (eupop-aid Event (p. 12), General Event
guidelines, Standard and Secondary Event effects)."""
