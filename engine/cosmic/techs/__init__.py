"""The Technology variant (table option ``technology``): its flow and its techs.

Importing the package registers every tech, its timing unit and its hooks."""

from engine.cosmic.techs import cards, combat, counters, encounter, fleet, planets, precursor, tokens, variant  # noqa: F401
from engine.cosmic.techs.use import register_all

register_all()
