"""One module per alien's flare; importing this package registers them all."""

from engine.cosmic.flares import (  # noqa: F401
    amoeba,
    antimatter,
    barbarian,
    chosen,
    clone,
    cudgel,
    filch,
    healer,
    human,
    loser,
    machine,
    macron,
    pacifist,
    tripler,
    virus,
)
