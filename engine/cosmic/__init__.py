"""Cosmic Encounter, Fantasy Flight Games 2008 rules (base game, no powers yet)."""
