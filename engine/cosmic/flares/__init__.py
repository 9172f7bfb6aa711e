"""One module per alien's flare; importing this package registers them all."""

from engine.cosmic.flares import chosen, clone, cudgel, human, loser, macron, pacifist, tripler, virus  # noqa: F401
