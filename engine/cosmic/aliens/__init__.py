"""One module per alien; importing :mod:`engine.cosmic.aliens.roster` registers them all. The package itself
imports nothing, so :mod:`engine.cosmic.prompt_text` can take the powers' words (:mod:`.play_text`) from it before
any alien, which needs those templates, is defined."""
