"""The `hegemon` command."""
