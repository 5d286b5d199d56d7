"""Europa Universalis: The Price of Power (``eupop``): world, content and setup."""
