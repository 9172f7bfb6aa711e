"""The rules-engine contract every ruleset implements.

The service knows games only through this module: a ruleset is a plain object
with ``setup``, ``prompts``, ``apply``, ``timeout_action``, ``view`` and
``result`` (see :class:`Ruleset`).  ``setup`` returns the new state with the
events of the setup (who goes first, the starting hands), so the game log
starts where the game does.  State is plain JSON data; randomness lives
inside the state (:mod:`engine.rng`), so a game is its seed plus its actions.

Prompts
-------
A :class:`Prompt` is one decision the game waits for.  It is *enumerated*
(``options``: a handful of keys with labels, each of which can become its own
signed link) or *composite* (``fields``: a small form schema the service can
render without knowing the game).  The answer is an :class:`Action` whose
``choice`` is an option key (enumerated) or a ``{field name: value}`` dict
(composite).  Prompt ids are stable: the same decision keeps its id until it
is answered, so links stay valid; a prompt that stays open across several
answers (a negotiation) keeps its id and its deadline while its text changes.

Answers given in advance
------------------------
A ruleset may let a player answer a kind of optional play "always", "never"
or "ask" before it comes up, so a slow table is not asked the same question
every turn.  Such an answer is an ordinary :class:`Action` with the prompt id
``"standing"`` and a choice ``{"unit": ..., "answer": ...}``; it goes through
``apply`` and into the action log like any other, so replays see it.  The
units a seat may answer are listed in its ``view`` under ``"standing"``, each
with its ``answer``, the ``answers`` it takes (``key`` and ``label``) and its
``default``: a unit may take answers of its own (a place rather than
always/never), and the service offers whatever is listed.

Applying without copying
------------------------
``apply`` never changes the state it is given: the service keeps the old
state for its version check and its log, so by default ``apply`` works on a
copy.  A caller that gives the state up (random playouts, replays) passes
``owned=True`` and the ruleset may change it in place and return it; after
that the caller must not read the old reference, and if ``apply`` refuses the
action the state may be half-changed.  A state given back ``owned`` is the one
the last ``apply`` returned, unchanged since (the ruleset may keep what it
worked out about it for the next move).  A caller that has just built the open
prompts of this very state may pass the answered one as ``prompt`` so the
ruleset need not build it again to check the answer's shape; it must be the
prompt ``prompts(state)`` returned for the same state, unchanged since.

Campaigns
---------
A ruleset whose rulebook plays a series of games as one campaign exposes ``campaign``, a
:class:`CampaignRules`: what a finished game scores per seat, who starts the next game, when the campaign
is won, and ``setup`` of a game whose first player the campaign chose. The service keeps the games and the
running totals; the rules of the series stay here. A ruleset without ``campaign`` plays single games only
(:func:`campaign_rules`).

Stand-ins
---------
A ruleset may also offer ``stand_in_action(state, prompt) -> Action``: the answer a bot gives for a
player who is away or gone (the service applies it with the action source ``stand-in``). It must be
legal, sensible rather than random, use only what the prompt's seat may know, and depend on the
state alone (no global RNG, no clock), so the action log replays exactly. A ruleset without one gets
its ``timeout_action`` (:func:`stand_in_action`).

Status lines
------------
A ruleset whose ``view`` holds ``status_lines`` may also offer ``status_lines(state, seat) -> list[Say]``:
the same lines, as :class:`Say` objects, without the rest of the view. The decision emails show them, and a
whole view costs several times its lines; a ruleset without status lines may offer one that answers ``[]``.
Without it the service reads them from ``view`` (:func:`status_lines`).

Events as data
--------------
An :class:`Event` carries its ``kind`` and its facts in ``data`` (seats, planets, card ids, counts; no
words) beside its English ``text``. A ruleset declares ``event_templates`` (see
:class:`engine.eventtext.Templates`): ``knows(kind)``, ``render(kind, data, language)`` and ``messages()``,
so the service renders every event in its reader's language from kind and data, and a catalog lists
every string to translate. ``text`` is exactly ``render(kind, data)`` in English.

Prompts as data
---------------
A prompt's ``text`` and each option's and field's ``label`` may be given as a :class:`Say` (a template
key and its params, with the English it renders to) instead of a string; the English stays in ``text``
/ ``label`` for readers that know only text, and the data in ``say``. A ruleset with such prompts
declares ``prompt_templates`` (a :class:`engine.eventtext.Templates`, keyed by template key), so the
service renders them in the reader's language as it does events.

Refusals as data
----------------
An :class:`IllegalAction` may be raised with a :class:`Say` instead of a string: its key is one of the
ruleset's ``prompt_templates`` (the core's own checks use :data:`REFUSALS`, which every ruleset's prompt
templates include), so the player who was refused reads why in their language; ``reason`` stays English.

How Catan: Starfarers maps onto the same contract
-------------------------------------------------
* A turn of many small actions by one player is one open prompt of kind
  ``turn.action`` for the active seat whose options are the legal small
  actions (build, buy, move a ship one edge, offer a trade, end turn); each
  apply returns a new prompt with a new id, so the turn is a chain of
  single-step decisions and a timeout ends the turn.
* A trade offer answered by several players at once is several simultaneous
  prompts (``trade.answer`` for each other seat, deadline class
  ``response``), exactly like Cosmic Encounter's response windows; the
  offering seat's ``trade.pick`` prompt opens once answers are in.
* Ships moving along a graph are composite prompts whose ``choice`` field
  lists the reachable nodes, or enumerated prompts when the reachable set is
  small; the graph itself lives in the state and in ``view``.
"""

from __future__ import annotations

import functools
import math
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

State = dict[str, Any]
STANDING = "standing"  # the prompt id of an answer given in advance (see the module docstring)
DeadlineClass = Literal["decision", "response", "negotiation"]
DEADLINE_CLASSES: tuple[str, ...] = ("decision", "response", "negotiation")
FieldType = Literal["choice", "multi", "count_map", "int"]


def english_of(words: str | Say) -> str:
    """Words worked out later (a string, or a :class:`Say` a reader may translate) as their English."""
    return words.english if isinstance(words, Say) else words


def say_of(words: str | Say) -> Say | None:
    """The :class:`Say` behind such words, if they have one to translate."""
    return words if isinstance(words, Say) else None


class _Words:
    """A text field of a frozen dataclass that may be given unrendered: a string, a :class:`Say` (read as its
    English) or a function giving the string, called the first time the field is read (or a tuple of such a
    function and its arguments, which costs less to make than binding them). A random playout builds hundreds
    of labels and event lines per game and reads none of them; rendering them was a quarter of its time."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}_words"

    def __get__(self, obj: Any, objtype: type | None = None) -> str:
        if obj is None:
            raise AttributeError(self.slot)  # a class has no default for the field: it stays required
        value = obj.__dict__[self.slot]
        if isinstance(value, str):
            return value
        if isinstance(value, Say):
            return value.english
        value = obj.__dict__[self.slot] = value[0](*value[1:]) if type(value) is tuple else value()
        return value

    def __set__(self, obj: Any, value: str | Say | Callable[[], str]) -> None:
        obj.__dict__[self.slot] = value


# text given as is, or as the function that renders it when first read (alone, or with its arguments in a tuple)
Words = str | Callable[[], str] | tuple[Any, ...]


@dataclass(frozen=True, init=False)
class Say:
    """Words for a reader as data: a template ``key`` of the ruleset's ``prompt_templates`` and its
    ``params`` (seats, planets, card ids, counts; never words), with the ``english`` they render to
    (given as a function, rendered when first read). A param may itself be a ``Say`` (a field's label
    inside a refusal), rendered in the same language."""

    key: str
    params: Mapping[str, Any]
    english: Words = _Words()  # type: ignore[assignment]

    def __init__(self, key: str, params: Mapping[str, Any], english: Words) -> None:
        # This class and the words-holding ones below are made by the thousand in a playout: they fill their
        # fields through ``__dict__``, as a frozen dataclass's own ``__init__`` (a guarded ``setattr`` per
        # field) and a helper taking them as keywords each cost a tenth of its time; one store per field, as
        # ``__dict__.update`` with keywords builds a dict of them first (a fifth more instructions per object).
        d = self.__dict__
        d["key"], d["params"], d["_english_words"] = key, params, english

    def __str__(self) -> str:
        return self.english

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key,
                "params": {k: v.to_dict() if isinstance(v, Say) else v for k, v in self.params.items()}}


class IllegalAction(Exception):
    """An action the rules do not allow. ``reason`` is its English (logs, readers of text only); ``say``
    the same as data when the ruleset gave it as a :class:`Say`, so the service tells the player why in
    their own language (see "Refusals as data")."""

    def __init__(self, reason: str | Say) -> None:
        self.say = reason if isinstance(reason, Say) else None
        self.reason = str(reason)
        super().__init__(self.reason)


# The refusals the core's checks give, whatever the ruleset (see "Refusals as data"); every ruleset's
# ``prompt_templates`` includes them. ``{field}`` and ``{place}`` are a field's or an option's label.
REFUSALS: dict[str, str] = {
    "refused.other_seat": "This decision belongs to another player.",
    "refused.moved_on": "This decision is no longer open; the game has moved on.",
    "refused.game_over": "The game is over.",
    "refused.no_seat": "No such seat.",
    "refused.not_offered": "That is not one of the choices offered.",
    "refused.needs_form": "This decision needs the form filled in.",
    "refused.stray": "{fields}: not part of this decision now; leave it out.",
    "refused.choose_one": "{field}: choose one.",
    "refused.not_a_choice": "{field}: that is not one of the choices.",
    "refused.twice": "{field}: each choice may be picked only once.",
    "refused.pick": "{field}: pick between {min} and {max}.",
    "refused.number": "{field}: give a number from {min} to {max}.",
    "refused.each_place": "{field}: give a number for each place.",
    "refused.nothing_there": "{field}: you have nothing to take from there.",
    "refused.at_most": "{field}: at most {cap} from {place}.",
    "refused.in_all": "{field}: between {min} and {max} in all (you gave {total}).",
    "refused.input_kind": "{field}: unknown kind of input.",
    "refused.whole": "{field}: give a whole number.",
    # a new table (check_table): ``{game}`` is the game's name, ``{options}`` the option names as given
    "refused.players": "{game} is for {min} to {max} players.",
    "refused.table_options": "Unknown table options: {options}.",
}


def refusal(key: str, /, **params: Any) -> IllegalAction:
    """One of the core's :data:`REFUSALS`, as data and in English."""
    return IllegalAction(Say(key, params, REFUSALS[key].format(**params)))


def _label(obj: Option | Field) -> str | Say:
    """A label as a refusal quotes it: its data when it has some, so the reader gets it in their language."""
    return obj.say if obj.say is not None else obj.label


def _say_dict(say: Say | None) -> dict[str, Any] | None:
    return None if say is None else say.to_dict()


@dataclass(frozen=True, init=False)
class Option:
    key: str
    label: str | Say = _Words()  # type: ignore[assignment]
    say: Say | None = field(default=None, compare=False)

    def __init__(self, key: str, label: str | Say, say: Say | None = None) -> None:
        d = self.__dict__
        d["key"], d["_label_words"], d["say"] = key, label, label if isinstance(label, Say) else say

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "say": _say_dict(self.say)}

    @staticmethod
    def later(key: str, label: Callable[..., str | Say], *args: Any) -> Option:
        """An option whose label is ``label(*args)``, worked out when first read: a random playout builds a
        form's choices to check its answer and reads none of their labels, which cost more than the rest of
        the form. ``args`` must not change until the label is read (see :func:`settled`). Its fields are filled
        here, without an ``__init__`` of its own: a playout makes a dozen such options per prompt."""
        option = _new(_LaterOption)
        d = option.__dict__
        d["key"], d["_of"] = key, (label, args)
        return option


_new = object.__new__


class _LaterOption(Option):
    """An :class:`Option` whose label is read off its arguments when first asked for (made by :meth:`Option.later`
    only)."""

    def __eq__(self, other: object) -> bool:  # equal to the same option made at once, as an Option is
        return isinstance(other, Option) and (self.key, self.label) == (other.key, other.label)

    __hash__ = Option.__hash__

    @functools.cached_property
    def _words(self) -> str | Say:
        label, args = self._of
        return label(*args)

    @functools.cached_property
    def label(self) -> str:  # type: ignore[override]
        return english_of(self._words)

    @functools.cached_property
    def say(self) -> Say | None:  # type: ignore[override]
        return say_of(self._words)


def settled(options: tuple[Option, ...]) -> tuple[Option, ...]:
    """``options`` with every label given :meth:`Option.later` worked out now: a prompt the service keeps
    outlives the state its labels were read from."""
    if not any(type(o) is _LaterOption for o in options):
        return options
    return tuple(Option(o.key, o.say if o.say is not None else o.label) if type(o) is _LaterOption else o
                 for o in options)


def settled_field(f: Field) -> Field:
    """``f`` with its choices :func:`settled`."""
    options = settled(f.options)
    return f if options is f.options else f.but_with(options=options)


@dataclass(frozen=True, init=False)
class Field:
    """One input of a composite prompt.

    ``choice``: one key of ``options`` (or ``None`` when not ``required``).
    ``multi``: a list of distinct keys, between ``min`` and ``max`` of them.
    ``count_map``: ``{key: count}``; each count at most that option's entry in
    ``caps``, the total between ``min`` and ``max`` (ships from colonies).
    ``int``: a whole number between ``min`` and ``max``.
    ``default`` is what a form shows before the player changes anything.
    """

    name: str
    label: str | Say = _Words()  # type: ignore[assignment]
    type: FieldType
    options: tuple[Option, ...] = ()
    min: int = 0
    max: int = 1
    caps: tuple[int, ...] = ()
    required: bool = True
    default: Any = None
    say: Say | None = field(default=None, compare=False)

    def __init__(self, name: str, label: str | Say, type: FieldType, options: tuple[Option, ...] = (),
                 min: int = 0, max: int = 1, caps: tuple[int, ...] = (), required: bool = True,
                 default: Any = None, say: Say | None = None) -> None:
        d = self.__dict__
        d["name"], d["_label_words"], d["type"], d["options"], d["min"], d["max"] = name, label, type, options, min, max
        d["caps"], d["required"], d["default"] = caps, required, default
        d["say"] = label if isinstance(label, Say) else say

    def but_with(self, options: tuple[Option, ...] | None = None, caps: tuple[int, ...] | None = None) -> Field:
        """This field with other options or caps, its words still made only when read (``dataclasses.replace``
        would make them)."""
        return Field(self.name, self.__dict__["_label_words"], self.type, self.options if options is None else options,
                     self.min, self.max, self.caps if caps is None else caps, self.required, self.default, self.say)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "label": self.label,
            "say": _say_dict(self.say),
            "type": self.type,
            "options": [o.to_dict() for o in self.options],
            "min": self.min,
            "max": self.max,
            "caps": list(self.caps),
            "required": self.required,
            "default": self.default,
        }


@dataclass(frozen=True, init=False)
class Prompt:
    id: str
    seat: int
    kind: str
    text: str | Say = _Words()  # type: ignore[assignment]
    deadline_class: DeadlineClass
    options: tuple[Option, ...] = ()
    fields: tuple[Field, ...] = ()
    suggested: Any = None
    say: Say | None = field(default=None, compare=False)

    def __init__(self, id: str, seat: int, kind: str, text: str | Say, deadline_class: DeadlineClass,
                 options: tuple[Option, ...] = (), fields: tuple[Field, ...] = (), suggested: Any = None,
                 say: Say | None = None) -> None:
        d = self.__dict__
        d["id"], d["seat"], d["kind"], d["_text_words"], d["deadline_class"] = id, seat, kind, text, deadline_class
        d["options"], d["fields"], d["suggested"] = options, fields, suggested
        d["say"] = text if isinstance(text, Say) else say

    @property
    def composite(self) -> bool:
        return bool(self.fields)

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "text": self.text,
            "say": _say_dict(self.say),
            "deadline_class": self.deadline_class,
            "options": [o.to_dict() for o in self.options],
            "fields": [f.to_dict() for f in self.fields],
            "suggested": self.suggested,
        }


@dataclass(frozen=True, init=False)
class Action:
    prompt_id: str
    seat: int
    choice: Any

    def __init__(self, prompt_id: str, seat: int, choice: Any) -> None:  # one store per field, as Say's
        d = self.__dict__
        d["prompt_id"], d["seat"], d["choice"] = prompt_id, seat, choice

    def to_dict(self) -> dict[str, Any]:
        return {"prompt_id": self.prompt_id, "seat": self.seat, "choice": self.choice}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Action:
        return cls(str(data["prompt_id"]), int(data["seat"]), data["choice"])


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, with who may learn of it.

    ``seats`` is ``None`` for a public event, otherwise the seats that may see
    it; the game log and emails are built from events, so this is where hidden
    information is kept apart.
    """

    kind: str
    text: Words = _Words()  # type: ignore[assignment]
    seats: tuple[int, ...] | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def __init__(self, kind: str, text: Words, seats: tuple[int, ...] | None = None,
                 data: Mapping[str, Any] | None = None) -> None:
        d = self.__dict__
        d["kind"], d["_text_words"], d["seats"], d["data"] = kind, text, seats, {} if data is None else data

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "text": self.text,
            "seats": None if self.seats is None else list(self.seats),
            "data": dict(self.data),
        }


_PLAYER = re.compile(r"\{p:(\d+)\}")


def player(seat: int) -> str:
    """How engine text names a player: a token the service replaces with the reader's name for
    that seat, since display names live in the service and colours alone read like planets."""
    return f"{{p:{seat}}}"


def render_players(text: str, name: Any) -> str:
    """``text`` with each :func:`player` token replaced by ``name(seat)``."""
    return _PLAYER.sub(lambda m: name(int(m.group(1))), text)


class Ruleset(Protocol):
    """What the service may call; nothing else about a game leaks out."""

    name: str
    title: str  # a ruleset may also declare ``short_title`` ("Cosmic"), for where space is short
    min_players: int
    max_players: int

    def option_fields(self) -> tuple[Field, ...]: ...

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        """A new game, and what its setup already decided (first player, starting hands...) as events."""
        ...

    def prompts(self, state: State) -> list[Prompt]: ...

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        """The state after ``action`` and what happened; with ``owned`` it may be ``state`` itself, changed
        in place, and ``prompt`` spares building the answered prompt again (see "Applying without copying")."""
        ...

    def timeout_action(self, state: State, prompt: Prompt) -> Action: ...

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (``None``: a spectator) may see.  Once the game is over it may hold ``outcome``,
        ``[{"seat", "how"}]``, how each winner won ("with five foreign colonies"), which the game page and the
        game-over email show; without it they name the winners only.  It may also hold ``status_lines``: short
        lines (with :func:`player` tokens) on the state of the things a player keeps in mind between turns
        (tokens on a sheet, a second hand's size), which the decision and digest emails show, so they must hold
        only what ``seat`` may see; beside them ``status_says``, the same lines as :class:`Say` dicts (one per
        line), so each reader gets them in their language. The outcome's ``how`` is one of the phrases the
        game-over event's words translate."""
        ...

    def result(self, state: State) -> list[int] | None: ...

    def random_action(self, state: State, prompt: Prompt, rng: random.Random) -> Action: ...

    # ``event_templates``: how each event kind is written from its data (see "Events as data").


class CampaignRules(Protocol):
    """The optional ``Ruleset.campaign``: a series of games scored by the rulebook (see "Campaigns")."""

    points_to_win: int

    def score(self, state: State) -> list[int]:
        """Points each seat scores for the finished game ``state``."""
        ...

    def first_player(self, points: list[int], winners: list[int]) -> int:
        """Who starts the next game, from the last game's points and winners."""
        ...

    def winners(self, totals: list[int], last_state: State) -> list[int] | None:
        """The campaign's winners from the running totals (tie-breaks may read the last game), else ``None``."""
        ...

    def setup(self, options: Mapping[str, Any], players: int, seed: int,
              first_player: int) -> tuple[State, list[Event]]:
        """A campaign's next game, as ``Ruleset.setup`` deals it but started by ``first_player``."""
        ...


def campaign_rules(ruleset: Ruleset) -> CampaignRules | None:
    """The ruleset's campaign rules, or ``None`` when its games are played one at a time only."""
    return getattr(ruleset, "campaign", None)


def stand_in_action(ruleset: Ruleset, state: State, prompt: Prompt) -> Action:
    """The stand-in's answer for ``prompt``'s seat: the ruleset's own bot if it has one, else the deadline
    default, which every ruleset documents and which is always legal."""
    bot = getattr(ruleset, "stand_in_action", None)
    return bot(state, prompt) if bot is not None else ruleset.timeout_action(state, prompt)


def status_lines(ruleset: Ruleset, state: State, seat: int | None) -> list[tuple[str, dict[str, Any] | None]]:
    """The view's ``status_lines`` for ``seat``, each with its ``status_says`` (None where the view gives none):
    from the ruleset's own ``status_lines`` when it offers one, which spares building the whole view."""
    own = getattr(ruleset, "status_lines", None)
    if own is not None:
        return [(line.english, line.to_dict()) for line in own(state, seat)]
    view = ruleset.view(state, seat)
    lines = view.get("status_lines") or []
    return list(zip(lines, view.get("status_says") or [None] * len(lines), strict=True))


def check_table(ruleset: Ruleset, options: Mapping[str, Any], players: int, game: str) -> dict[str, Any]:
    """A new table's player count and options, checked against what ``ruleset`` declares; returns the
    options normalised (an unknown option is refused by name, not dropped). ``game`` names it to players."""
    if not ruleset.min_players <= players <= ruleset.max_players:
        raise refusal("refused.players", game=game, min=ruleset.min_players, max=ruleset.max_players)
    fields = ruleset.option_fields()
    unknown = set(options) - {f.name for f in fields}
    if unknown:
        raise refusal("refused.table_options", options=", ".join(sorted(str(name) for name in unknown)))
    return check_shape(Prompt("options", 0, "options", "", "decision", fields=fields), options)


def find_prompt(prompts: list[Prompt], action: Action) -> Prompt:
    """The open prompt an action answers, or a reason why there is none."""
    for prompt in prompts:
        if prompt.id == action.prompt_id:
            if prompt.seat != action.seat:
                raise refusal("refused.other_seat")
            return prompt
    raise refusal("refused.moved_on")


def check_shape(prompt: Prompt, choice: Any) -> Any:
    """Check an answer against the prompt's options or field schema.

    Returns the answer normalised (counts as ints, zero counts dropped).  A
    field the prompt does not offer is refused if it carries an answer and
    ignored if blank (see :func:`_blank`).  The ruleset still checks what the
    schema cannot say (a deal's terms, say).
    """
    if not prompt.fields:
        if not isinstance(choice, str) or prompt.option(choice) is None:
            raise refusal("refused.not_offered")
        return choice
    if type(choice) is not dict and not isinstance(choice, Mapping):
        raise refusal("refused.needs_form")
    fields = prompt.fields
    for k in choice:  # most answers name only the fields offered (for a form's few, a loop costs less than a set)
        for f in fields:
            if f.name == k:
                break
        else:
            offered = {f.name for f in fields}
            stray = sorted(str(k) for k, v in choice.items() if k not in offered and not _blank(v))
            if stray:
                raise refusal("refused.stray", fields=", ".join(stray))
            break
    out: dict[str, Any] = {}
    for f in fields:
        out[f.name] = _check_field(f, choice.get(f.name))
    return out


def _blank(value: Any) -> bool:
    """An answer that says nothing: a field not offered may come so (a client sending every field it
    knows, the Zombie's with nobody in the warp), but one carrying an answer is refused, not dropped."""
    return value is None or value in ("", 0, [], {})


def _check_field(f: Field, value: Any) -> Any:
    kind = f.type
    if kind == "choice":
        if value is None or value == "":
            if f.required:
                raise refusal("refused.choose_one", field=_label(f))
            return None
        for o in f.options:  # no list of the keys: a choice is checked after every answer to a form
            if o.key == value:
                return value
        raise refusal("refused.not_a_choice", field=_label(f))
    if kind == "int":
        n = _as_int(_label(f), value if value not in (None, "") else 0)
        if not f.min <= n <= f.max:
            raise refusal("refused.number", field=_label(f), min=f.min, max=f.max)
        return n
    keys = [o.key for o in f.options]
    if kind == "multi":
        if value is None:
            value = []
        if not isinstance(value, (list, tuple)):
            raise refusal("refused.not_a_choice", field=_label(f))
        for v in value:  # (any() of a generator would cost a frame: an invitation is checked about once per action)
            if v not in keys:
                raise refusal("refused.not_a_choice", field=_label(f))
        if len(set(value)) != len(value):
            raise refusal("refused.twice", field=_label(f))
        if not f.min <= len(value) <= f.max:
            raise refusal("refused.pick", field=_label(f), min=f.min, max=f.max)
        return [k for k in keys if k in value]
    if kind == "count_map":
        if value is None:
            value = {}
        if type(value) is not dict and not isinstance(value, Mapping):
            raise refusal("refused.each_place", field=_label(f))
        counts: dict[str, int] = {}
        last = -1  # the place of the count before, while they come in the order of the places
        for key, raw in value.items():
            n = raw if type(raw) is int else _as_int(_label(f), raw if raw not in (None, "") else 0)
            if n == 0:
                continue
            try:
                i = keys.index(key)
            except ValueError:
                raise refusal("refused.nothing_there", field=_label(f)) from None
            cap = f.caps[i] if f.caps else f.max
            if n < 0 or n > cap:
                raise refusal("refused.at_most", field=_label(f), cap=cap, place=_label(f.options[i]))
            counts[key] = n
            last = i if last is not None and i > last else None
        total = sum(counts.values())
        if not f.min <= total <= f.max:
            raise refusal("refused.in_all", field=_label(f), min=f.min, max=f.max, total=total)
        # in the order of the places: as they came, when they came so (most answers name one place or two)
        return counts if last is not None else {k: counts[k] for k in keys if k in counts}
    raise refusal("refused.input_kind", field=_label(f))


def _as_int(label: str | Say, raw: Any) -> int:
    """A count as a player may send it: an int, an integral float (JSON ``2.0``) or digits in a string."""
    if isinstance(raw, bool) or (isinstance(raw, float) and not (math.isfinite(raw) and raw.is_integer())):
        raise refusal("refused.whole", field=label)
    try:
        return int(raw)
    except (TypeError, ValueError, OverflowError):
        raise refusal("refused.whole", field=label) from None
