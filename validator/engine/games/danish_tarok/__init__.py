"""Danish Tarok ("Ultimo"): docs/rules/danish-tarok.md."""
