"""What Catan: Starfarers asks and tells its players, as data, rendered in any language: every prompt's
text, option label and field label, and its refusals (``IllegalAction``), the core's and its own.

The convention is Cosmic Encounter's (:mod:`engine.cosmic.prompt_text`): a key per wording (the prompt
kind for its text, ``kind.something`` for a label), params are facts, never words: ``{seat:p}`` a
player, ``{point:point}`` a point as :func:`engine.starfarers.names.point_said` gives it (the events'
own wording of points and sectors), ``{res:res}`` a resource, ``{cards:counts}`` a hand of counts
("2 ore, 1 fuel"), ``{upgrade:upgrade}``, ``{build:build}``, ``{race:race}``, ``{friendship:friendship}``,
``{ship:ship}`` by their keys, ``{card:title}``/``{card:question}`` an encounter card by its id.
``say(...).english`` is exactly the English the prompt showed before. ``Ruleset.prompt_templates`` is
:data:`PROMPTS` and the gettext domain ``prompts`` lists its strings.
"""

from __future__ import annotations

from typing import Any

from engine.core import REFUSALS, Say
from engine.eventtext import Language, Spec, Templates, named
from engine.starfarers import table_options
from engine.starfarers.components import BUILD_NAMES, FRIENDSHIP_NAMES, RACE_NAMES, RESOURCES, UPGRADE_NAMES
from engine.starfarers.encounter_cards import BY_ID
from engine.starfarers.events import SHIP_NAMES
from engine.starfarers.names import POINT_WORDS, point_said, write_point


def _counts(counts: Any, lang: Language) -> str:
    """Cards by resource, "2 ore, 1 fuel", as a trade names them."""
    return ", ".join(f"{n} {lang.gettext(res)}" for res, n in counts.items())


SPECS: dict[str, Spec] = {
    "point": Spec(write_point, (*POINT_WORDS.values(), "{first} and {last}", *RESOURCES)),
    "res": named({r: r for r in RESOURCES}),
    "Res": named({r: r.capitalize() for r in RESOURCES}),
    "counts": Spec(_counts, tuple(RESOURCES)),
    "upgrade": named(UPGRADE_NAMES),
    "build": named(BUILD_NAMES),
    "race": named(RACE_NAMES),
    "friendship": named(FRIENDSHIP_NAMES),
    "ship": named(SHIP_NAMES),
    "title": named({cid: card["title"] for cid, card in BY_ID.items()}),
    "question": named({cid: card["question"] for cid, card in BY_ID.items()}),
}

TEMPLATES: dict[str, Any] = {
    **table_options.WORDS,
    # shared labels
    "point": "{point:point}",
    "res": "{res:res}",
    "upgrade": "{upgrade:upgrade}",
    "friendship": "{friendship:friendship}",
    "ship": "{seat:p}'s {ship:ship} at point {point}",
    "cards.give": "Cards to give",
    # the turn
    "turn.action.trade": "Your turn: trade and build.",
    "turn.action.flight": "Your flight: speed {speed}.",
    "turn.action.build_ship": "Build {build:build} at {point:point}",
    "turn.action.build_spaceport": "Build a spaceport at {point:point}",
    "turn.action.build": "Build {build:build}",
    "turn.action.supply": "Trade {rate} {give:res} for 1 {get:res}",
    "turn.action.goods11": "Trade 1 goods for 1 {get:res} (Merchants)",
    "turn.action.fame": "Pay 1 goods for a half medal (Fame for Sale)",
    "turn.action.council": "Council Aid: draw a card from {seats:both}",
    "turn.action.offer": "Offer a trade to the other players",
    "turn.action.fly": "Go on to the flight phase (shake the mothership)",
    "turn.action.stay": "End your turn: shake the mothership, but leave your ships where they are",
    "turn.action.end": "End your turn",
    "turn.action.found": "Found a colony at {point:point}",
    "turn.action.move": "Fly your {ship:ship} from {point:point} ({left} points left)",
    "flight.move": "Where does your {ship:ship} fly? ({left} points left)",
    "flight.move.stay": "Stay where it is",
    # setup
    "start.colony": "Where do you found a colony?",
    "start.spaceport": "Which of your colonies becomes your spaceport?",
    "start.ship": "Which free ship do you take, and where?",
    "start.ship.option": "A {ship:ship} at {point:point}",
    "start.ship.none": "No free point: no ship",
    "start.upgrade": "Which upgrade do you take for your mothership?",
    # production
    "seven.discard": "A 7: discard {count} of your cards.",
    "seven.discard.cards": "Cards to discard",
    "seven.rob": "A 7: draw a card from whom?",
    "seven.rob.seat": ("{seat:p} ({count} cards)", "{seat:p} ({count} cards)", "count"),
    "relief.take": "Galactic Relief: the roll gave you nothing. Take 1 resource from the supply.",
    # trade
    "trade.compose": "Your offer to the other players: how many cards of each resource you give and want "
                     "(something on both sides; send it empty to make no offer).",
    "trade.give": "Cards you give",
    "trade.want": "Cards you want",
    "trade.res": "{res:Res}",
    "trade.answer": "{seat:p} offers {give:counts} for {want:counts}.",
    "trade.answer.accept": "Accept",
    "trade.answer.decline": "Decline",
    "trade.answer.counter": "Make a counter-offer",
    "trade.counter": "Your counter-offer to {seat:p}, who offers {give:counts} for {want:counts}: change the "
                     "counts (send it empty to decline).",
    "trade.pick": "Which answer do you take?",
    "trade.pick.deal": "Give {give:counts} to {seat:p} for {get:counts}",
    "trade.pick.none": "None: no trade",
    # friendship
    "friend.pick": "Your new trade station wins the friendship of {race:race}: take one of their cards.",
    # encounters
    "encounter.answer": "{card:title}: {card:question}",
    "encounter.answer.give": "Give {count}",
    "encounter.answer.yes": "Yes",
    "encounter.answer.yes_pay": "Yes (give {count})",
    "encounter.answer.no": "No",
    "encounter.give": ("Which {count} card(s) do you give?", "Which {count} card(s) do you give?", "count"),
    "encounter.take": ("Take {count} resource(s) of your choice.", "Take {count} resource(s) of your choice.",
                       "count"),
    "encounter.take.cards": "Resources",
    "encounter.upgrade": "Choose a free upgrade for your mothership.",
    "encounter.lose_upgrade": "Which upgrade do you lose?",
    "encounter.ground": "Which of your ships cannot fly this turn?",
    "encounter.jump": "Space jump: which ship, and to which point?",
    "encounter.jump.ship": "Ship",
    "encounter.jump.point": "Point",
    "encounter.jump.to": "point {point}",
    # refusals (IllegalAction): the core's, then this ruleset's
    **REFUSALS,
    "refused.trade.gift": "A trade needs cards on both sides: no gifts.",
    "refused.trade.same": "Do not give and want the same resource.",
    "refused.landing": "That ship may not land on that point.",
    "refused.supply_empty": "The supply has none of that left.",
}

PROMPTS = Templates(TEMPLATES, SPECS)
say = PROMPTS.say


def point(state: dict[str, Any], point_: int) -> Say:
    """A point as a choice names it (:func:`engine.starfarers.names.write_point`)."""
    return say("point", point=point_said(state, point_))


def ship(state: dict[str, Any], key: str) -> Say:
    """A ship as a choice names it, "Ann's colony ship at point 12"."""
    s = state["ships"][key]
    return say("ship", seat=s["seat"], ship=s["kind"], point=s["at"])


def resource(res: str) -> Say:
    return say("res", res=res)
