"""A small but complete ruleset for the service's tests: the whole engine contract, nothing more.

Each round every seat picks a card face down at the same time (simultaneous,
secret, enumerated prompts); the highest card (or lowest, by option) wins the
round and its owner fills in a composite "stash" form: ships from the reserve
onto sites (count_map), a bonus (choice), cards to discard (multi) and a wager
(int) that the form cannot fully check (it costs ships). Hands are hidden.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from engine.core import Action, Event, Field, IllegalAction, Option, Prompt, State, check_shape, find_prompt

SITES = ("red", "blue", "green")


class ToyRuleset:
    name = "toy"
    title = "Toy Duel"
    min_players = 2
    max_players = 4

    def option_fields(self) -> tuple[Field, ...]:
        return (
            Field("target", "Points to win", "int", min=1, max=20),
            Field("hand_size", "Cards in hand", "int", min=2, max=9),
            Field("scoring", "Who wins a round", "choice",
                  options=(Option("high", "Highest card"), Option("low", "Lowest card"))),
        )

    def setup(self, options: Mapping[str, Any], players: int, seed: int) -> tuple[State, list[Event]]:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"toy needs 2 to 4 players, not {players}")
        hand_size = int(options.get("hand_size") or 4)
        deck = list(range(1, players * hand_size + 1))
        random.Random(seed).shuffle(deck)
        state = {
            "players": players,
            "target": int(options.get("target") or 5),
            "scoring": options.get("scoring") or "high",
            "round": 1,
            "phase": "pick",
            "hands": [sorted(deck[i * hand_size:(i + 1) * hand_size]) for i in range(players)],
            "picks": [None] * players,
            "scores": [0] * players,
            "reserve": [3] * players,
            "sites": {site: [0] * players for site in SITES},
            "round_winner": None,
            "last_reveal": None,
        }
        return state, [Event("deal", f"Each player is dealt {hand_size} cards.")]

    def prompts(self, state: State) -> list[Prompt]:
        r = state["round"]
        if state["phase"] == "pick":
            return [
                Prompt(
                    id=f"r{r}.pick.{s}", seat=s, kind="pick",
                    text=f"Round {r}: play one card face down.", deadline_class="decision",
                    options=tuple(Option(str(c), f"Card {c}") for c in hand),
                )
                for s, hand in enumerate(state["hands"])
                if state["picks"][s] is None
            ]
        if state["phase"] == "stash":
            w = state["round_winner"]
            reserve = state["reserve"][w]
            hand = state["hands"][w]
            return [Prompt(
                id=f"r{r}.stash", seat=w, kind="stash", deadline_class="response",
                text=f"You won round {r}. Send ships out and take a bonus.",
                fields=(
                    Field("ships", "Ships to send", "count_map",
                          options=tuple(Option(site, site.title()) for site in SITES),
                          min=0, max=reserve, caps=tuple(min(2, reserve) for _ in SITES)),
                    Field("bonus", "Bonus", "choice",
                          options=(Option("point", "One point"), Option("ship", "One more ship"))),
                    Field("discard", "Cards to throw away", "multi",
                          options=tuple(Option(str(c), f"Card {c}") for c in hand),
                          min=0, max=max(0, min(1, len(hand) - 1))),
                    Field("wager", "Points to buy with ships", "int", min=0, max=3),
                ),
                suggested={"ships": {}, "bonus": "point", "discard": [], "wager": 0},
            )]
        return []

    def apply(self, state: State, action: Action, *, owned: bool = False,
              prompt: Prompt | None = None) -> tuple[State, list[Event]]:
        prompt = prompt if prompt is not None and prompt.id == action.prompt_id else find_prompt(
            self.prompts(state), action)
        choice = check_shape(prompt, action.choice)
        if not owned:
            state = copy.deepcopy(state)
        s = action.seat
        if prompt.kind == "pick":
            card = int(choice)
            state["hands"][s].remove(card)
            state["picks"][s] = card
            events = [
                Event("pick", f"Seat {s + 1} played a card face down."),
                Event("pick.own", f"You played card {card}.", seats=(s,)),
            ]
            if all(p is not None for p in state["picks"]):
                events += self._reveal(state)
            return state, events
        return state, self._stash(state, s, choice)

    def _reveal(self, state: State) -> list[Event]:
        picks = state["picks"]
        best = max(picks) if state["scoring"] == "high" else min(picks)
        w = picks.index(best)
        state["scores"][w] += 1
        state["round_winner"] = w
        state["last_reveal"] = list(picks)
        state["phase"] = "stash"
        shown = ", ".join(f"seat {i + 1}: {c}" for i, c in enumerate(picks))
        return [Event("reveal", f"Cards shown ({shown}); seat {w + 1} wins round {state['round']}.",
                      data={"picks": list(picks), "winner": w})]

    def _stash(self, state: State, s: int, choice: dict[str, Any]) -> list[Event]:
        ships = choice["ships"]
        sent = sum(ships.values())
        if sent + choice["wager"] > state["reserve"][s]:
            have = state["reserve"][s]
            raise IllegalAction(f"You have only {have} ships for sending and wagering together.")
        for site, n in ships.items():
            state["sites"][site][s] += n
        state["reserve"][s] -= sent + choice["wager"]
        state["scores"][s] += choice["wager"] + (choice["bonus"] == "point")
        state["reserve"][s] += choice["bonus"] == "ship"
        for card in choice["discard"]:
            state["hands"][s].remove(int(card))
        events = [Event("stash", f"Seat {s + 1} sent {sent} ships and took a {choice['bonus']} bonus.")]
        if choice["discard"]:
            events.append(Event("discard.own", f"You threw away card {choice['discard'][0]}.", seats=(s,)))
        state["round"] += 1
        state["picks"] = [None] * state["players"]
        state["round_winner"] = None
        if max(state["scores"]) >= state["target"] or any(not h for h in state["hands"]):
            state["phase"] = "over"
            events.append(Event("over", "The game is over."))
        else:
            state["phase"] = "pick"
        return events

    def timeout_action(self, state: State, prompt: Prompt) -> Action:
        if prompt.kind == "pick":
            return Action(prompt.id, prompt.seat, prompt.options[0].key)
        return Action(prompt.id, prompt.seat, prompt.suggested)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {
            "board": {
                "round": state["round"],
                "phase": state["phase"],
                "scores": list(state["scores"]),
                "sites": {site: list(v) for site, v in state["sites"].items()},
                "last_reveal": state["last_reveal"],
                "target": state["target"],
            },
            "players": [
                {"seat": i, "cards_in_hand": len(h), "has_picked": state["picks"][i] is not None,
                 "reserve": state["reserve"][i]}
                for i, h in enumerate(state["hands"])
            ],
        }
        if seat is not None:
            view["hand"] = list(state["hands"][seat])
            view["my_pick"] = state["picks"][seat]
        return view

    def result(self, state: State) -> list[int] | None:
        if state["phase"] != "over":
            return None
        top = max(state["scores"])
        return [i for i, score in enumerate(state["scores"]) if score == top]

    def random_action(self, state: State, prompt: Prompt, rng: random.Random) -> Action:
        if not prompt.composite:
            return Action(prompt.id, prompt.seat, rng.choice(prompt.options).key)
        reserve = state["reserve"][prompt.seat]
        ships: dict[str, int] = {}
        left = reserve
        for site in SITES:
            n = rng.randint(0, min(2, left))
            if n:
                ships[site] = n
                left -= n
        hand = state["hands"][prompt.seat]
        discard = [str(rng.choice(hand))] if len(hand) > 1 and rng.random() < 0.3 else []
        return Action(prompt.id, prompt.seat, {
            "ships": ships, "bonus": rng.choice(["point", "ship"]), "discard": discard,
            "wager": rng.randint(0, min(3, left)),
        })
