"""Who a seat is to the people reading: the one place the service turns a seat into a name.

Display names live in the service, so engine text names a player with a token
(:func:`engine.core.player`). Everything that reaches a person (pages, emails,
API answers, moderator pages) renders those tokens here, so a player reads as
"Ann" everywhere and never as a colour that looks like a planet. Text stored
by older builds has no tokens and shows as it was written.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from markupsafe import Markup, escape

from engine.core import Event, Field, Option, Prompt, render_players
from pbem.models import Game

Names = Mapping[int, str]


def seat_names(game: Game) -> dict[int, str]:
    """Seat index -> display name, for every seat of the game."""
    return {s.index: s.name for s in game.seats}


def _namer(names: Names) -> Any:
    return lambda seat: names.get(seat, f"Seat {seat + 1}")


def render_text(text: str, names: Names) -> str:
    """Engine text with each player token replaced by that seat's display name."""
    return render_players(text, _namer(names)) if "{p:" in text else text


def render_texts(texts: Iterable[str], names: Names) -> list[str]:
    return [render_text(t, names) for t in texts]


def render_event(event: Event, names: Names) -> Event:
    return dataclasses.replace(event, text=render_text(event.text, names))


# A prompt, option or field whose words name nobody is kept as it is, not copied: most name nobody, and an
# email renders its prompt for every reader.

def _option(option: Option, names: Names) -> Option:
    label = render_text(option.label, names)
    return option if label is option.label else dataclasses.replace(option, label=label)


def _options(options: tuple[Option, ...], names: Names) -> tuple[Option, ...]:
    rendered = tuple(_option(o, names) for o in options)
    unchanged = type(options) is tuple and all(r is o for r, o in zip(rendered, options, strict=True))
    return options if unchanged else rendered


def _field(f: Field, names: Names) -> Field:
    label, options = render_text(f.label, names), _options(f.options, names)
    return f if label is f.label and options is f.options else dataclasses.replace(f, label=label, options=options)


def render_prompt(prompt: Prompt, names: Names) -> Prompt:
    """The prompt as its reader sees it: text, option labels and form labels with names; keys unchanged."""
    text, options = render_text(prompt.text, names), _options(prompt.options, names)
    fields = tuple(_field(f, names) for f in prompt.fields)
    if type(prompt.fields) is tuple and all(r is f for r, f in zip(fields, prompt.fields, strict=True)):
        fields = prompt.fields
    if text is prompt.text and options is prompt.options and fields is prompt.fields:
        return prompt
    return dataclasses.replace(prompt, text=text, options=options, fields=fields)


def render_data(value: Any, names: Names) -> Any:
    """Every string inside plain data (a view, an API answer) rendered with names."""
    if isinstance(value, str):
        return render_text(value, names)
    if isinstance(value, Mapping):
        return {k: render_data(v, names) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [render_data(v, names) for v in value]
    return value


def seat_colours(view: Mapping[str, Any] | None) -> dict[int, str]:
    """Each seat's colour where the ruleset's view gives one (``players: [{seat, color}]``)."""
    players = (view or {}).get("players") or []
    return {p["seat"]: p["color"] for p in players
            if isinstance(p, Mapping) and isinstance(p.get("seat"), int) and isinstance(p.get("color"), str)}


def render_html(text: str, names: Names, colours: Mapping[int, str] | None = None) -> Markup:
    """Engine text as HTML: each name in a ``seat`` span, after a small badge of the seat's colour if it has one."""
    colours = colours or {}

    def badge(seat: int) -> str:
        colour = colours.get(seat)
        mark = (Markup('<span class="seat-badge" data-colour="{0}" title="{0}"></span>').format(colour)
                if colour else Markup(""))
        return Markup('<span class="seat">{0}{1}</span>').format(mark, _namer(names)(seat))

    return Markup(render_players(str(escape(text)), badge))
