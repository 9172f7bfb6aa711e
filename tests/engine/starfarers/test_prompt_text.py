"""Issue 19: a Starfarers prompt is data, so a reader gets the whole question in their language: the
supply trade and the build labels carry resources, build kinds and points as keys, and a translation
rewrites every word of them, the point's planets included, while the English stays what it was."""

from __future__ import annotations

import json

from engine.eventtext import Language
from engine.starfarers.prompt_text import PROMPTS
from tests.engine.starfarers.scenario import YELLOW, give, prompt
from tests.engine.starfarers.test_trade_and_build import table_at_trade

POLISH = {"Trade {rate} {give:res} for 1 {get:res}": "Wymień {rate} × {give:res} na 1 × {get:res}",
          "Build {build:build} at {point:point}": "Zbuduj: {build:build} — {point:point}",
          "ore": "ruda", "food": "żywność", "fuel": "paliwo", "carbon": "karbon", "goods": "towary handlowe",
          "a colony ship": "statek kolonialny", "point {point}": "punkt {point}",
          "point {point}, by {sectors}": "punkt {point}, przy: {sectors}", "sector {n}": "sektor {n}",
          "{sector}, between {a} and {b}": "{sector}, między: {a} i {b}"}
POLISH_WORDS = Language(lambda s: POLISH.get(s, s), lambda s, p, n: POLISH.get(s if n == 1 else p, s if n == 1 else p))


def test_the_trade_and_build_labels_are_keys_that_a_translation_words_entirely() -> None:
    state = table_at_trade(ore=3, fuel=1, carbon=1, food=1)
    give(state, YELLOW, ore=3, fuel=1, carbon=1, food=1)
    options = {o.key: o for o in prompt(state, "turn.action").options}

    trade = options["supply:ore:food"]
    assert trade.label == "Trade 3 ore for 1 food"
    assert trade.say.to_dict() == {"key": "turn.action.supply", "params": {"rate": 3, "give": "ore", "get": "food"}}
    assert PROMPTS.render(trade.say.key, trade.say.params, POLISH_WORDS) == "Wymień 3 × ruda na 1 × żywność"

    build = next(o for k, o in options.items() if k.startswith("build:colony_ship:"))
    assert build.label.startswith("Build a colony ship at point ")
    params = json.loads(json.dumps(dict(build.say.params)))  # as the API hands it on
    polish = PROMPTS.render(build.say.key, params, POLISH_WORDS)
    assert polish.startswith("Zbuduj: statek kolonialny — punkt ") and "point" not in polish
