"""What a power offers in a response window, as data: one English template per key (see the convention in
:mod:`engine.cosmic.prompt_text`, which merges these into its templates).

A power's ``choices`` give ``(arg, say("power.<alien>...", ...))``; the timing unit that offers it wraps that
choice in ``play.power`` ("Filch: take your opponent's Attack 08") or, for a hidden power turned up to be used,
``play.power.reveal``.
"""

from __future__ import annotations

from typing import Any

ALIEN_PLAYS: dict[str, Any] = {
    "play.power": "{alien:alien}: {choice:say}",
    "play.power.reveal": "Reveal your {alien:alien} and use it: {choice:say}",
    "power.use": "use the power",
    "power.amoeba.add": "add ships from your colonies to the encounter",
    "power.amoeba.withdraw": "withdraw ships from the encounter to your colonies",
    "power.calculator": "equalize: if both cards are attacks, the higher is reduced by the lower",
    "power.chosen": "draw three cards for divine intervention",
    "power.citadel.place": "place {card:card} as a citadel",
    "power.citadel.activate": "activate the citadels by {planet:planet} ({strength} for the defense)",
    "power.clone": "keep your {card:card}",
    "power.fido": "offer the {card:card} to {seat:p}",
    "power.filch": "take your opponent's {card:card}",
    "power.fodder": "discard attack cards between {low:02d} and {high:02d} and add their values",
    "power.gambler": "keep your card face down at the reveal and state its value",
    "power.hacker.take": "choose who gives you compensation, and which cards",
    "power.hacker.give": "choose the compensation cards you give",
    "power.healer": "heal {seat:p}'s {count:ships}",
    "power.healer.all": ("heal all {count} player", "heal all {count} players", "count"),
    "power.kamikaze": ("send {count:ships} to the warp and draw {cards} card",
                       "send {count:ships} to the warp and draw {cards} cards", "cards"),
    "power.loser": "declare an upset: the side that would lose wins",
    "power.machine": "have another encounter",
    "power.mind": "look at {seat:p}'s hand",
    "power.mirror": "call a reversal: the digits of every revealed attack card swap",
    "power.miser": "play your encounter card from your hoard or your hand this encounter",
    "power.mutant": ("refill your hand to {count} card", "refill your hand to {count} cards", "count"),
    "power.philanthropist": "give your {card:card} to {seat:p}",
    "power.reincarnator": "reincarnate into a random unused alien",
    "power.remora.card": "draw a card",
    "power.remora.ship": "retrieve a ship from the warp to {colony:say}",
    "power.reserve.offense": "play {card:card} as a reinforcement of +{value} for the offense ({seat:p})",
    "power.reserve.defense": "play {card:card} as a reinforcement of +{value} for the defense ({seat:p})",
    "power.reserve.cancel.offense": "discard a negotiate to cancel {seat:p}'s {card:card} for the offense",
    "power.reserve.cancel.defense": "discard a negotiate to cancel {seat:p}'s {card:card} for the defense",
    "power.sorcerer": "swap the two face-down encounter cards",
    "power.spiff": "crash-land one ship on {planet:planet}",
    "power.trader": "swap hands with your opponent",
    "power.vacuum": "take {count:ships} of other players to the warp",
}
