"""Step 10, the resolution ("Risoluzione", "Sommario di risoluzione degli incontri").

Attack against attack: card plus ships, the defense winning ties.  Attack against negotiate: the
attack wins and the negotiator takes one random card from the winner per own ship it lost
(compensation; Stellar Gas cancels it).  Negotiate against negotiate: a deal (:mod:`deal`).
A winning offense lands every ship of the mothership on the planet; a winning defense sends the
mothership to the warp, and its allies take their ships home and a reward per ship.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Say
from engine.cosmic_ah2000 import board, flow, hands, powers
from engine.cosmic_ah2000.cards import DECK
from engine.cosmic_ah2000.events import event
from engine.cosmic_ah2000.prompt_text import colony, say
from engine.cosmic_ah2000.windows import open_window

State = dict[str, Any]


def kinds(state: State) -> tuple[str, str]:
    enc = state["enc"]
    if enc["both_negotiate"]:
        return "negotiate", "negotiate"
    return DECK[enc["cards"]["offense"]].type, DECK[enc["cards"]["defense"]].type


def totals(state: State, ev: list[Event]) -> tuple[int, int]:
    """Card plus ships on each side, as powers change them (Macron's ships, Virus's product)."""
    enc, off, defense = state["enc"], state["turn"]["offense"], state["enc"]["defense"]
    off_ships = {s: board.total(enc["mothership"][s]) for s in range(state["n"]) if enc["mothership"][s]}
    def_ships = {s: board.total(enc["transports"][s]) for s in range(state["n"]) if enc["transports"][s]}
    def_ships[defense] = state["planets"][enc["target"]][defense]
    out = []
    for main, role, side in ((off, "offense", off_ships), (defense, "defense", def_ships)):
        counted = {s: powers.run("ships_count", state, n, seat=s, ev=ev) for s, n in side.items()}
        card = DECK[enc["cards"][role]].value
        own = powers.run("main_total", state, card + counted.get(main, 0), seat=main, card=card,
                         ships=counted.get(main, 0), ev=ev)
        out.append(own + sum(n for s, n in counted.items() if s != main))
    return out[0], out[1]


@flow.step("resolution")
def resolution(state: State, ev: list[Event]) -> None:
    enc, off = state["enc"], state["turn"]["offense"]
    defense = enc["defense"]
    off_kind, def_kind = kinds(state)
    if off_kind == def_kind == "negotiate":
        flow.goto(state, "deal.start")
        return
    if off_kind == def_kind == "attack":
        off_total, def_total = totals(state, ev)
        ev.append(event("resolution.totals", offense=off_total, defense=def_total))
        winner = off if off_total > def_total else defense
        winner = powers.run("winner", state, winner, kinds=(off_kind, def_kind), totals=(off_total, def_total),
                            ev=ev)
    else:
        winner = off if off_kind == "attack" else defense
        winner = powers.run("winner", state, winner, kinds=(off_kind, def_kind), totals=None, ev=ev)
    loser = defense if winner == off else off
    loser_kind = def_kind if winner == off else off_kind
    lost = board.total(enc["mothership"][off]) if loser == off else state["planets"][enc["target"]][defense]
    enc["winner"] = winner
    if winner == off:
        _offense_wins(state, ev)
    else:
        _defense_wins(state, ev)
    if loser_kind == "negotiate" and lost:
        enc["compensation"] = {"seat": loser, "from": winner, "count": lost}
        flow.goto(state, "compensation")
    else:
        flow.goto(state, "rewards")


def _offense_wins(state: State, ev: list[Event]) -> None:
    enc, off, defense, planet = state["enc"], state["turn"]["offense"], state["enc"]["defense"], state["enc"]["target"]
    ev.append(event("resolution.offense_wins", seat=off, planet=planet, planet_2=board.planet_ref(state, planet)))
    enc["success"] = True
    beaten = state["planets"][planet][defense]
    state["planets"][planet][defense] = 0
    board.to_warp(state, defense, beaten, ev, "defeated")
    for seat in range(state["n"]):
        board.to_warp(state, seat, board.total(enc["transports"][seat]), ev, "defeated in its transport")
        enc["transports"][seat] = {}
        landing = board.total(enc["mothership"][seat])
        if landing:
            state["planets"][planet][seat] += landing
            enc["mothership"][seat] = {}


def _defense_wins(state: State, ev: list[Event]) -> None:
    enc, defense, planet = state["enc"], state["enc"]["defense"], state["enc"]["target"]
    ev.append(event("resolution.defense_wins", seat=defense, planet=planet, planet_2=board.planet_ref(state, planet)))
    for seat in range(state["n"]):
        board.to_warp(state, seat, board.total(enc["mothership"][seat]), ev, "defeated on the mothership")
        enc["mothership"][seat] = {}
    rewards = {}
    for seat in enc["allies_def"]:
        count = board.total(enc["transports"][seat])
        board.go_home(state, seat, enc["transports"][seat], ev, avoid=planet)
        enc["transports"][seat] = {}
        if count:
            rewards[str(seat)] = count
    enc["rewards"] = rewards


@flow.step("compensation")
def compensation(state: State, ev: list[Event]) -> None:
    comp = state["enc"]["compensation"]
    ev.append(event("resolution.compensation.claim", **comp))
    open_window(state, "compensation", "compensation.take", ev)


@flow.step("compensation.take")
def take_compensation(state: State, ev: list[Event]) -> None:
    flow.goto(state, "rewards")
    comp = state["enc"]["compensation"]
    if state["enc"]["stellar_gas"]:
        return
    taken = hands.take_random(state, comp["from"], comp["seat"], comp["count"])
    ev.append(event("resolution.compensation", **{**comp, "taken": len(taken)}))
    if taken:
        ev.append(event("resolution.compensation.cards", (comp["seat"], comp["from"]), cards=taken))


@flow.step("rewards")
def rewards(state: State, ev: list[Event]) -> None:
    flow.goto(state, "end_encounter")
    for seat in state["enc"].get("rewards", {}):
        flow.ask(state, "resolution.reward", int(seat))


@flow.decision
class Reward(flow.Decision):
    """One reward per ship in the transport: a card from the deck or a ship out of the warp, in any mix."""

    kind = "resolution.reward"

    def _count(self, state: State, seat: int) -> tuple[int, int]:
        count = state["enc"]["rewards"][str(seat)]
        ships = min(count, state["warp"][seat]) if board.colonies(state, seat) else 0
        return count, ships

    def text(self, state: State, spec: flow.Spec) -> Say:
        count, _ = self._count(state, spec["seat"])
        return say("resolution.reward", count=count)

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        seat = spec["seat"]
        count, ships = self._count(state, seat)
        out = [Field("cards", say("resolution.reward.cards"), "int", min=count - ships, max=count, default=count)]
        if ships:
            out.append(Field("colony", say("resolution.reward.colony"), "choice",
                             tuple(Option(str(p), colony(state, p, seat)) for p in board.colonies(state, seat)),
                             required=False))
        return out

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat = spec["seat"]
        count, _ = self._count(state, seat)
        freed = count - choice["cards"]
        if freed and not choice.get("colony"):
            raise IllegalAction(say("refused.reward.colony"))
        flow.done(state, spec)
        if choice["cards"]:
            hands.draw(state, seat, choice["cards"], ev, "defensive reward")
        if freed:
            state["warp"][seat] -= freed
            state["planets"][int(choice["colony"])][seat] += freed
            ev.append(event("resolution.reward.ships", seat=seat, count=freed,
                            colony=board.planet_ref(state, int(choice['colony']))))

    def default(self, state: State, spec: flow.Spec) -> Any:
        count, _ = self._count(state, spec["seat"])
        return {"cards": count}

    def random(self, state: State, spec: flow.Spec, rng: Any) -> Any:
        fields = self.fields(state, spec)
        cards = rng.randint(fields[0].min, fields[0].max)
        out: dict[str, Any] = {"cards": cards}
        if cards < fields[0].max:
            out["colony"] = rng.choice(fields[1].options).key
        return out
