"""The board tokens some techs put in play on completion (Lunar Cannon, Prometheus), and the prompt that
places one.  ``state["techs"]["tokens"][tech] = {"seat": owner, "planets": [planet, ...]}`` (no planet: off
the board until placed again); the view and the board show them."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, flow
from engine.cosmic.events import event
from engine.cosmic.prompt_text import say
from engine.cosmic.techs.registry import TECHS

State = dict[str, Any]


def at(state: State, name: str) -> dict[str, Any] | None:
    tokens = state["techs"]["tokens"] if "techs" in state else {}
    return tokens.get(name)


def ask_place(state: State, seat: int, name: str) -> None:
    """A tech whose token has more than one place asks where it goes; with one place it goes there."""
    places = TECHS[name].token_places(state, seat)  # type: ignore[attr-defined]
    if len(places) == 1:
        place(state, seat, name, places[0][0], [])
    elif places:
        flow.ask(state, "tech.token", seat, tech=name)


def asked(state: State, name: str) -> bool:
    """Whether its holder is already asked where the token goes."""
    return any(spec["tech"] == name for spec in flow.pending_of(state, "tech.token"))


def place(state: State, seat: int, name: str, key: str, ev: list[Event]) -> None:
    planets = [int(p) for p in key.split("-")]
    state["techs"]["tokens"][name] = {"seat": seat, "planets": planets}
    ev.append(event("tech.token", seat=seat, tech=name, planets=planets,
                    where=[board.planet_ref(state, p) for p in planets]))


@flow.decision
class PlaceToken(flow.Decision):
    kind = "tech.token"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("tech.token", tech=spec["tech"])

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(key, label) for key, label in TECHS[spec["tech"]].token_places(state, spec["seat"])]  # type: ignore[attr-defined]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        place(state, spec["seat"], spec["tech"], choice, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The first place offered: the lowest planets."""
        return self.options(state, spec)[0].key
