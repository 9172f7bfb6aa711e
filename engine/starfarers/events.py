"""Every event's English text, from one table of templates keyed by kind.

Events carry their facts in ``data`` (keys and numbers, not words); the text is only a rendering
of them, so a translation replaces ``TEMPLATES`` and the name tables (and the card texts of
``encounter_cards``, the place names of ``names``), not the rules.  ``{P}`` names ``data["seat"]``
and ``{O}`` names ``data["other"]`` (as :func:`engine.core.player` tokens); a dict of counts under
``x`` is written out as ``{x_text}`` ("2 ore, 1 fuel"); a key with a name table is written out as
``{x_name}`` (a value the table lacks, as a number, as it is); a point (``where``) is
:func:`engine.starfarers.names.point_said` data (an older game's English name stays as stored).
:data:`EVENTS` renders the same table in a reader's language (``Ruleset.event_templates``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Event, player
from engine.eventtext import ENGLISH, Language
from engine.starfarers.components import BALLS, BUILD_NAMES, FRIENDSHIP_NAMES, RACE_NAMES, RESOURCES, UPGRADE_NAMES
from engine.starfarers.encounter_cards import BY_ID
from engine.starfarers.layouts import LAYOUT_NAMES
from engine.starfarers.names import POINT_WORDS, write_point

HAZARD_NAMES = {"pirate": "pirate base", "ice": "ice planet"}
SHIP_NAMES = {"colony": "colony ship", "trade": "trade ship"}
BALL_NAMES = {ball: ball for ball in BALLS}  # the mothership's coloured balls; a die's number has no name
NAMES: dict[str, Mapping[Any, str]] = {
    "upgrade": UPGRADE_NAMES,
    "race": RACE_NAMES,
    "friendship": FRIENDSHIP_NAMES,
    "layout": LAYOUT_NAMES,
    "build": BUILD_NAMES,
    "hazard": HAZARD_NAMES,
    "found": {"system": "a planetary system", "empty": "an empty sector",
              **{race: f"the outpost of {name}" for race, name in RACE_NAMES.items()}},
    "contest": {"combat": "fights", "duel": "races", "flee": "tries to flee"},
    "won": {True: "wins", False: "loses"},
    "ship": SHIP_NAMES,
    "answer": {"yes": "yes", "no": "no"},  # or a number, written as it is
    "a": BALL_NAMES,
    "b": BALL_NAMES,
}

TEMPLATES: dict[str, str] = {
    "setup.first": "{P} goes first.",
    "setup.layout": "The board is laid out: {layout_name}.",
    "start.colony": "{P} founds a colony at {where}.",
    "start.spaceport": "{P} turns the colony at {where} into a spaceport.",
    "start.ship": "{P} puts a {ship_name} next to the spaceport.",
    "start.upgrade": "{P} takes a {upgrade_name} for the mothership.",
    "turn.start": "{P}'s turn begins.",
    "roll": "{P} rolls {a} and {b}: {total}.",
    "produce": "{P} receives {cards_text}.",
    "shortage": "The supply cannot give everyone {resource}: nobody receives it.",
    "relief": "{P} takes 1 {resource} (Galactic Relief).",
    "reserve.draw": "{P} draws {count} from the reserve pile.",
    "reserve.cards": "You draw {cards_text} from the reserve pile.",
    "reserve.rebuilt": "The reserve pile is rebuilt from the supply ({count} cards).",
    "seven.discard": "{P} discards {cards_text}.",
    "seven.rob": "{P} draws a card from {O}.",
    "seven.rob_card": "{P} draws 1 {resource} from {O}.",
    "trade.supply": "{P} trades {give_text} to the supply for {get_text}.",
    "trade.offer": "{P} offers {give_text} for {get_text}.",
    "trade.accept": "{P} accepts the offer.",
    "trade.decline": "{P} declines the offer.",
    "trade.counter": "{P} proposes instead: {P} gives {give_text} for {get_text}.",
    "trade.done": "{P} gives {give_text} to {O} for {get_text}.",
    "trade.none": "{P} makes no trade.",
    "build": "{P} builds {build_name}.",
    "shake": "{P} shakes the mothership: {a_name} and {b_name}.",
    "speed": "{P}'s ships fly at speed {speed} this turn.",
    "move": "{P}'s {ship_name} flies {steps} points.",
    "explore": "{P} explores a planetary system: its numbers are {planets_text}.",
    "discover": "{P} discovers a sector: {found_name}.",
    "hazard": "A {hazard_name} of strength {value} is revealed.",
    "clear": "{P} clears a {hazard_name} and takes its medal.",
    "colony": "{P} founds a colony.",
    "station": "{P} docks a trade station at the outpost of {race_name}.",
    "marker": "{P} takes the friendship marker of {race_name}.",
    "friend": "{P} takes the friendship card {friendship_name}.",
    "fame": "{P} buys a half medal (Fame for Sale).",
    "council": "{P} draws a card from {O} (Council Aid).",
    "council_card": "{P} draws 1 {resource} from {O} (Council Aid).",
    "encounter": "Encounter: {card_title}. {card_question}",
    "encounter.answer": "{P} answers: {answer_name}.",
    "encounter.give": "{P} gives {cards_text} to the supply.",
    "encounter.shake": "The shake shows {total}.",
    "encounter.duel": "{P} {contest_name}: {mine} against {O}'s {theirs}: {P} {won_name}.",
    "effect.half": "{P} gains {count} half medal(s).",
    "effect.lose_half": "{P} loses {count} half medal(s).",
    "effect.gain": "{P} takes {cards_text} from the supply.",
    "effect.upgrade": "{P} gets a free {upgrade_name}.",
    "effect.lose_upgrade": "{P} loses a {upgrade_name}.",
    "effect.grounded": "One of {P}'s ships cannot fly this turn.",
    "effect.rob": "{P} draws a card from {O}.",
    "effect.rob_card": "{P} draws 1 {resource} from {O}.",
    "effect.trade_ship": "{P} gets a free trade ship.",
    "effect.trade_ship_later": ("{P} will place a free trade ship as soon as a spaceport point and a transport "
                                "are free."),
    "effect.jump": "{P}'s {ship_name} jumps through space.",
    "effect.return": "{P} gets the gift back.",
    "turn.end": "{P} ends the turn with {vp} victory points.",
    "victory": "{P} wins with {vp} victory points.",
}


def _counts_text(counts: Mapping[str, int], lang: Language) -> str:
    parts = [f"{n} {lang.gettext(res)}" for res, n in counts.items() if n]
    return ", ".join(parts) if parts else lang.gettext("nothing")


class StarfarersEvents:
    """The template table with its own ways of filling fields (``{P}``, ``x_text``, ``x_name``), behind
    the interface of :class:`engine.eventtext.Templates` so the service renders it like any ruleset's."""

    def knows(self, kind: str) -> bool:
        return kind in TEMPLATES

    def render(self, kind: str, data: Mapping[str, Any], lang: Language = ENGLISH) -> str:
        fill: dict[str, Any] = dict(data)
        fill["P"] = player(data["seat"]) if "seat" in data else ""
        fill["O"] = player(data["other"]) if "other" in data else ""
        for key, value in data.items():
            if isinstance(value, Mapping):
                fill[f"{key}_text"] = _counts_text(value, lang)
            elif key in NAMES:
                name = NAMES[key].get(value)
                fill[f"{key}_name"] = str(value) if name is None else lang.gettext(name)
            elif key == "where" and isinstance(value, list):
                fill[key] = write_point(value, lang)
            elif key == "resource":
                fill[key] = lang.gettext(value)
        if "planets" in data:
            fill["planets_text"] = ", ".join(
                f"{lang.gettext(res)} {'/'.join(map(str, nums)) or lang.gettext(HAZARD_NAMES[special])}"
                for res, nums, special in data["planets"])
        if kind == "encounter":
            card = BY_ID[data["card"]]
            fill["card_title"], fill["card_question"] = lang.gettext(card["title"]), lang.gettext(card["question"])
        return lang.gettext(TEMPLATES[kind]).format(**fill)

    def messages(self) -> list[str | tuple[str, str]]:
        words = [*TEMPLATES.values(), *RESOURCES, "nothing", *POINT_WORDS.values(), "{first} and {last}"]
        words += [name for table in NAMES.values() for name in table.values()]
        words += [text for card in BY_ID.values() for text in (card["title"], card["question"])]
        return list(dict.fromkeys(words))


EVENTS = StarfarersEvents()


def event(kind: str, seats: tuple[int, ...] | None = None, /, **data: Any) -> Event:
    """An event of ``kind`` with its text rendered from the template table."""
    return Event(kind, EVENTS.render(kind, data), seats, data)
