"""Hate (yellow; offense; mandatory; start of turn): after any new hand, the Hate discards a card of its choice
(``hate.card``); every other player then discards a card of the same type (an attack of equal or higher value)
or loses three ships to the warp (``hate.answer``).  If the Hate is then left without an encounter card, it
draws a new hand; holding a single card (no encounter card), it uses the power on that card first and draws
after (rulings note 4; with no card at all it draws first, as any offense).  With its super flare (played on
its own use of the power, see ``flares/hate.py``) the card is shown instead of discarded, and kept.

The other players answer at one moment, each answer hidden until the last is in (kept in ``enc["hate"]``, which
no view shows); then they are carried out in priority order, and whoever chose ships picks its colonies
(``hate.ships``, as for a failed deal).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Say
from engine.cosmic import board, deal, flow, hands
from engine.cosmic.cards import COSMIC, distinct_copies, keep_rank, key
from engine.cosmic.events import event
from engine.cosmic.powers import Power, alien
from engine.cosmic.prompt_text import card, say

State = dict[str, Any]
SHIPS = "ships"
LOST_SHIPS = 3


def matching(state: State, seat: int, hated: int) -> list[int]:
    """The cards that answer the Hate's: the same type; for an attack, equal or higher."""
    want = COSMIC[hated]
    return [c for c in distinct_copies(state["hands"][seat]) if COSMIC[c].type == want.type
            and (want.type != "attack" or COSMIC[c].value >= want.value)]


def like(hated: int) -> str:
    """The answer the Hate's card asks for, in words."""
    return "an attack card of equal or higher value" if COSMIC[hated].type == "attack" else "a card of that type"


@alien
class Hate(Power):
    name, alert, who, optional = "Hate", "yellow", "offense", False
    points = frozenset({"start_turn"})
    summary = ("at the start of its turn discards a card; every other player discards one of the same type "
               "(an attack: equal or higher) or loses 3 ships")

    def can_use(self, state: State, seat: int, point: str) -> bool:
        return bool(state["hands"][seat])

    def use(self, state: State, seat: int, arg: str, point: str, ev: list[Event]) -> None:
        flow.ask(state, "hate.card", seat)

    def on_zapped(self, state: State, seat: int, ev: list[Event]) -> None:
        """A Hate that kept its one card for the power draws the new hand it put off."""
        if not hands.has_encounter_card(state, seat):
            hands.new_hand(state, seat, ev)

    def hook_new_hand_first(self, state: State, owner: int, first: bool, seat: int) -> bool:
        """Holding a single card, the Hate uses the power on it first and draws after (rulings note 4)."""
        return first and not (seat == owner and len(state["hands"][owner]) == 1)


@flow.decision
class HateCard(flow.Decision):
    kind = "hate.card"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("hate.card")

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        return [Option(key(c), card(c)) for c in distinct_copies(state["hands"][spec["seat"]])]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        seat, cid = spec["seat"], int(choice[1:])
        kind = "power.hate.attack" if COSMIC[cid].type == "attack" else "power.hate.type"
        ev.append(event(kind, seat=seat, card=cid, lost_ships=LOST_SHIPS))
        if state["enc"].get("hate_keeps") == seat:  # its super flare: shown, not discarded
            ev.append(event("power.hate.kept", seat=seat, card=cid))
        else:
            state["hands"][seat].remove(cid)
            hands.discard(state, seat, [cid], ev, "Hate")
        state["enc"]["hate"] = {"hate": seat, "card": cid, "answers": {}}
        for other in board.priority_order(state):
            if other != seat:
                flow.ask(state, "hate.answer", other, card=cid)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The card it would miss least: the others must then match a cheap card."""
        return key(min(state["hands"][spec["seat"]], key=lambda c: (keep_rank(c), c)))


@flow.decision
class HateAnswer(flow.Decision):
    kind = "hate.answer"

    def text(self, state: State, spec: flow.Spec) -> Say:
        kind = "attack" if COSMIC[spec["card"]].type == "attack" else "type"
        return say(f"hate.answer.{kind}", card=spec["card"], count=LOST_SHIPS)

    def options(self, state: State, spec: flow.Spec) -> list[Option]:
        cards = [Option(key(c), say("hate.answer.discard", card=c))
                 for c in matching(state, spec["seat"], spec["card"])]
        return [*cards, Option(SHIPS, say("hate.answer.ships", count=LOST_SHIPS))]

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        flow.done(state, spec)
        hate = state["enc"]["hate"]
        hate["answers"][str(spec["seat"])] = choice
        if not flow.pending_of(state, self.kind):
            carry_out(state, hate, ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """The matching card it would miss least; ships only when no card matches."""
        cards = matching(state, spec["seat"], spec["card"])
        return key(min(cards, key=lambda c: (keep_rank(c), c))) if cards else SHIPS


def carry_out(state: State, hate: dict[str, Any], ev: list[Event]) -> None:
    """Every answer is in: each is shown and carried out in priority order."""
    for seat in board.priority_order(state):
        choice = hate["answers"].get(str(seat))
        if choice is None:
            continue
        cid = int(choice[1:]) if choice != SHIPS else None
        if cid is not None and cid in state["hands"][seat]:
            state["hands"][seat].remove(cid)
            ev.append(event("power.hate.discard", seat=seat, card=cid))
            hands.discard(state, seat, [cid], ev, "Hate")
        else:
            ev.append(event("power.hate.ships", seat=seat, lost_ships=LOST_SHIPS))
            deal.lose_ships(state, seat, "hate.ships", ev, "Hate", min(LOST_SHIPS, board.ships_on_colonies(state,
                                                                                                         seat)))
    if not hands.has_encounter_card(state, hate["hate"]):
        hands.new_hand(state, hate["hate"], ev)


@flow.decision
class HateShips(deal.Penalty):
    kind = "hate.ships"
    why = "Hate"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("hate.ships", count=deal.count(spec))
