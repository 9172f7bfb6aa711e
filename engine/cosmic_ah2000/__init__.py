"""Cosmic Encounter, Avalon Hill 2000 edition: 2–4 players, orders, the mothership and transports."""
