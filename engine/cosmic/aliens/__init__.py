"""One module per alien; importing this package registers them all."""

from engine.cosmic.aliens import (  # noqa: F401
    clone,
    filch,
    human,
    loser,
    machine,
    macron,
    mind,
    mutant,
    oracle,
    pacifist,
    parasite,
    philanthropist,
    shadow,
    sorcerer,
    trader,
    tripler,
    virus,
    vulch,
    zombie,
)
