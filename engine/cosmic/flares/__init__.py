"""One module per alien's flare; importing this package registers them all."""

from engine.cosmic.flares import (  # noqa: F401
    human,
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
