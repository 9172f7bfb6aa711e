"""One module per alien's flare (:mod:`engine.cosmic.flares.every` imports and so registers them all), and
their play labels as data (:mod:`engine.cosmic.flares.play_text`)."""
