"""Resolution: who won the encounter and what follows.

* Attack against attack: card + ships on the side + reinforcements; ties go
  to the defense.
* Attack against negotiate: the attack wins; the negotiator then takes one
  random card from the opponent per own ship it lost to the warp (allies'
  ships earn nothing), or the whole hand if it is shorter.
* Two negotiates: a deal (:mod:`engine.cosmic.deal`).  Two morphs: both lose.
* Offense wins: the gate's ships land and found or reinforce colonies; the
  defense's ships on the planet and its allies' go to the warp.  Colonies of
  bystanders on the planet are untouched.
* Defense wins: the gate's ships go to the warp; defensive allies go home and
  take one reward per ship they sent: a card, or one of their ships from the
  warp.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Event, Field, IllegalAction, Option, Prompt, Say
from engine.cosmic import board, flow, hands, homeward, hooks, table_options
from engine.cosmic.cards import COSMIC
from engine.cosmic.events import event
from engine.cosmic.prompt_text import colony, say
from engine.cosmic.reinforcements import bonus
from engine.cosmic.windows import open_window

State = dict[str, Any]


def parts(state: State) -> dict[str, dict[str, Any]]:
    """What each side's total is made of; powers change the parts through the ``totals`` hook."""
    enc = state["enc"]
    n = state["n"]
    guard = {s: board.ally_ships(state, s) for s in range(n)}
    guard[enc["defense"]] = guard[enc["defense"]] + state["planets"][enc["target"]][enc["defense"]]
    return {
        "offense": {"card": enc["effective"]["offense"][1], "ships": {s: board.gate_ships(state, s) for s in range(n)},
                    "reinforcements": bonus(state, "offense"), "bonus": 0},
        "defense": {"card": enc["effective"]["defense"][1], "ships": guard,
                    "reinforcements": bonus(state, "defense"), "bonus": 0},
    }


def totals(state: State) -> dict[str, int]:
    adjusted = hooks.run("totals", state, parts(state))
    return {side: p["card"] + sum(p["ships"].values()) + p["reinforcements"] + p["bonus"]
            for side, p in adjusted.items()}


@flow.step("resolution")
def resolution(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    kind = enc["outcome_kind"]
    if kind == "deal":
        flow.goto(state, "deal.start")
        return
    t = totals(state) if kind == "attack" else None
    if kind == "attack":
        enc["winner"] = "offense" if t["offense"] > t["defense"] else "defense"
        base = {"kind": "attack", "offense": t["offense"], "defense": t["defense"]}
    elif kind == "compensation":
        enc["winner"] = "offense" if enc["effective"]["offense"][0] == "attack" else "defense"
        base = {"kind": "compensation"}
    else:
        enc["winner"] = "none"
        base = {"kind": "morphs"}
    decided = enc["forced_winner"] or hooks.run("winner", state, enc["winner"], totals=t)
    decided = hooks.run("final_winner", state, decided)  # a reversal comes after every other effect
    changed = None
    if decided != enc["winner"]:
        enc["winner"] = changed = decided
    winner = {"offense": state["turn"]["offense"], "defense": enc["defense"]}
    ev.append(event("resolution.outcome", winner=enc["winner"], base=base,
                    changed=changed,
                    shown=[enc["winner"], winner[enc["winner"]]] if enc["winner"] != "none" else None))
    hooks.run("decided", state, enc["winner"], ev=ev)
    open_window(state, "resolution", "resolution.effects", ev)


@flow.step("resolution.effects")
def effects(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    lost = {"offense": 0, "defense": 0}
    warped_before = list(enc["warped"])
    if enc["winner"] == "offense":
        lost["defense"] = defeat_defense(state, ev)
        land_gate(state, ev)
        enc["success"] = True
    elif enc["winner"] == "defense":
        lost["offense"] = defeat_gate(state, ev)
        reward_allies(state, ev)
    else:
        lost["defense"] = defeat_defense(state, ev)
        lost["offense"] = defeat_gate(state, ev)
    loser = "defense" if enc["winner"] == "offense" else "offense"
    if enc["outcome_kind"] == "compensation" and not enc["ionic_gas"] and enc["effective"][loser][0] == "negotiate":
        if table_options.get(state, "compensation") == "warped":  # ships a power kept out of the warp earn nothing
            seat = state["turn"]["offense"] if loser == "offense" else enc["defense"]
            lost[loser] = min(lost[loser], enc["warped"][seat] - warped_before[seat])
        compensate(state, loser, lost[loser], ev)
    flow.goto(state, "end_encounter")


def defeat_defense(state: State, ev: list[Event]) -> int:
    """The defense's ships on the planet and its allies' go to the warp; returns the defense's own."""
    enc = state["enc"]
    defense, target = enc["defense"], enc["target"]
    own = state["planets"][target][defense]
    state["planets"][target][defense] = 0
    defeated(state, defense, own, ev, "defeated defending")
    for seat in enc["allies_def"]:
        defeated(state, seat, board.ally_ships(state, seat), ev, "defeated as a defensive ally")
        enc["dallies"][seat] = {}
    return own


def defeated(state: State, seat: int, count: int, ev: list[Event], why: str) -> None:
    """Ships defeated in the encounter go to the warp, unless a power first removes some from the game (Void:
    ``defeated`` hook), before any effect on ships going to the warp."""
    board.to_warp(state, seat, hooks.run("defeated", state, count, seat=seat, ev=ev), ev, why)


def defeat_gate(state: State, ev: list[Event]) -> int:
    enc = state["enc"]
    off = state["turn"]["offense"]
    own = board.gate_ships(state, off)
    for seat in range(state["n"]):
        defeated(state, seat, board.gate_ships(state, seat), ev, "defeated on the gate")
        enc["gate"][seat] = {}
    return own


def land_gate(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    target = enc["target"]
    for seat in [state["turn"]["offense"], *enc["allies_off"]]:
        count = board.gate_ships(state, seat)
        if not count:
            continue
        founded = state["planets"][target][seat] == 0
        state["planets"][target][seat] += count
        enc["gate"][seat] = {}
        ev.append(event("resolution.land.founds" if founded else "resolution.land.reinforces", seat=seat,
                        planet=target, count=count, target=board.planet_ref(state, target)))


def compensate(state: State, role: str, ships_lost: int, ev: list[Event]) -> None:
    """Random cards from the opponent, unless a power chooses who gives which cards (``compensation_choice``
    hook: it returns True once it asked, and its answer is carried out by :func:`pay_compensation`)."""
    enc = state["enc"]
    taker = state["turn"]["offense"] if role == "offense" else enc["defense"]
    giver = enc["defense"] if role == "offense" else state["turn"]["offense"]
    count = hooks.run("compensation", state, ships_lost, seat=taker)
    if count > 0 and hooks.run("compensation_choice", state, False, taker=taker, giver=giver, count=count,
                                   ev=ev):
        return
    pay_compensation(state, taker, giver, hands.take_random(state, giver, taker, count), ev)


def pay_compensation(state: State, taker: int, giver: int, taken: list[int], ev: list[Event]) -> None:
    """The compensation cards, already in the taker's hand, told to the table (how many) and to both (which)."""
    ev.append(event("resolution.compensation", seat=taker, count=len(taken), giver=giver))
    if taken:
        ", ".join(COSMIC[c].label for c in taken)
        ev.append(event("resolution.compensation.cards", (taker, giver), taken=taken))
        hooks.run("received_cards", state, taken, seat=taker, ev=ev)
    hooks.run("compensation_paid", state, taken, taker=taker, giver=giver, ev=ev)


def rewarded(state: State, seat: int, cards: list[int], ev: list[Event]) -> None:
    if cards:
        hooks.run("received_cards", state, cards, seat=seat, ev=ev)


def reward_allies(state: State, ev: list[Event]) -> None:
    enc = state["enc"]
    for seat in enc["allies_def"]:
        sent = hooks.run("rewards", state, board.ally_ships(state, seat), seat=seat)
        enc["rewards"][str(seat)] = sent
        if not enc["ionic_gas"] and state["warp"][seat] and board.colonies(state, seat):
            flow.ask(state, "resolution.reward", seat, ships=sent)  # which also asks where its ships go home
            continue
        homeward.send_home(state, seat, enc["dallies"][seat], ev)
        enc["dallies"][seat] = {}
        if not enc["ionic_gas"]:
            rewarded(state, seat, hands.draw(state, seat, sent, ev, "defensive reward"), ev)


@flow.decision
class Reward(flow.Decision):
    """The defensive ally's reward, and where its defending ships go home: the rulebook lets them go to any of its
    colonies, and this prompt is open at that moment anyway, so asking costs no wait."""

    kind = "resolution.reward"

    def text(self, state: State, spec: flow.Spec) -> Say:
        return say("resolution.reward", ships=spec["ships"])

    def fields(self, state: State, spec: flow.Spec) -> list[Field]:
        """Retrieved ships may go to any of the ally's colonies, spread as it likes (rulebook); so may its defending
        ships, but not onto the planet they defended unless they came from there."""
        seat = spec["seat"]
        most = min(spec["ships"], state["warp"][seat])
        colonies = [Option.later(str(p), colony, state, p, seat) for p in board.colonies(state, seat)]
        fields = [Field("ships", say("resolution.reward.ships", ships=spec["ships"]),
                        "count_map", tuple(colonies), max=most, caps=(most,) * len(colonies))]
        going = board.ally_ships(state, seat)
        if going:
            target, planned = str(state["enc"]["target"]), self.planned(state, spec)
            places = tuple(o for o in colonies if o.key != target or o.key in planned)
            answer = state["standing"][seat].get(homeward.UNIT, homeward.DEFAULT)
            fields.append(Field("home", say("resolution.reward.home", going=going, answer=answer), "count_map", places,
                                max=going, caps=(going,) * len(places)))
        return fields

    def planned(self, state: State, spec: flow.Spec) -> dict[str, int]:
        return homeward.planned(state, spec["seat"], state["enc"]["dallies"][spec["seat"]]) or {}

    def suggested(self, state: State, spec: flow.Spec) -> Any:
        return self.default(state, spec)

    def apply(self, state: State, spec: flow.Spec, choice: Any, ev: list[Event]) -> None:
        seat, back, home = spec["seat"], choice["ships"], choice.get("home") or self.planned(state, spec)
        going = state["enc"]["dallies"][seat]
        if sum(home.values()) != sum(going.values()):
            raise IllegalAction(say("refused.homeward", going=sum(going.values())))
        flow.done(state, spec)
        homeward.land(state, seat, going, home, ev)
        state["enc"]["dallies"][seat] = {}
        for planet, count in back.items():
            state["warp"][seat] -= count
            state["planets"][int(planet)][seat] += count
        if back:
            ev.append(event("resolution.reward.ships", seat=seat, values=sum(back.values()),
                            where=[[n, board.planet_ref(state, int(p))] for p, n in back.items()]))
        rewarded(state, seat, hands.draw(state, seat, spec["ships"] - sum(back.values()), ev, "defensive reward"),
                 ev)

    def default(self, state: State, spec: flow.Spec) -> Any:
        """All rewards as cards; the defending ships go where the ally answered in advance (else where they came
        from)."""
        return {"ships": {}, "home": self.planned(state, spec)}

    def random(self, state: State, spec: flow.Spec, r: random.Random) -> Any:
        return self._random(state, spec, self.fields(state, spec), r)

    def random_answer(self, state: State, spec: flow.Spec, r: random.Random, prompt: Prompt) -> Any:
        """:meth:`random` drawn from the prompt's form, built for this very state, instead of building it again."""
        return self._random(state, spec, prompt.fields, r)

    def _random(self, state: State, spec: flow.Spec, form: Sequence[Field], r: random.Random) -> Any:
        seat = spec["seat"]
        back: dict[str, int] = {}
        for _ in range(r.randint(0, min(spec["ships"], state["warp"][seat]))):
            planet = str(r.choice(board.colonies(state, seat)))
            back[planet] = back.get(planet, 0) + 1
        places = [f.options for f in form if f.name == "home"]
        home: dict[str, int] = {}
        for _ in range(board.ally_ships(state, seat) if places else 0):
            planet = r.choice(places[0]).key
            home[planet] = home.get(planet, 0) + 1
        return {"ships": back, "home": home}
