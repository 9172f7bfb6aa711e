"""One module per alien; importing this package registers them all."""

from engine.cosmic.aliens import (  # noqa: F401
    amoeba,
    antimatter,
    barbarian,
    chosen,
    clone,
    cudgel,
    filch,
    healer,
    human,
    machine,
    macron,
    oracle,
    pacifist,
    parasite,
    sorcerer,
    trader,
    tripler,
    virus,
    zombie,
)
