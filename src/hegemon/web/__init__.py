"""The browser front end: ``hegemon serve`` (docs/web.md)."""
