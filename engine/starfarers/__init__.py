"""Catan: Starfarers (2nd edition, 3-4 players): the rules engine; see README.md here."""
