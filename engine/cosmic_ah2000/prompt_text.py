"""What the Avalon Hill edition (2000) tells its players, as data: one English template per key, for its
prompts and labels and for its refusals (``IllegalAction``, the core's :data:`engine.core.REFUSALS` and its own).

The same convention as the 2008 edition (:mod:`engine.cosmic.prompt_text`, whose top says it): ``Decision.text``
returns ``say(key, **params)``, a label is ``say(...)``, a refusal is ``IllegalAction(say("refused...."))``,
params are facts and keys, never words; the shared labels (a colony, a planet, a card) come from
:class:`engine.cosmic.prompt_text.Labels` with this edition's planet and card specs. The service renders them in
the reader's language (``Ruleset.prompt_templates``; the gettext domain ``prompts`` lists their strings).
"""

from __future__ import annotations

from typing import Any

from engine.core import REFUSALS
from engine.cosmic.prompt_text import HELD, SHARED, Labels
from engine.cosmic_ah2000 import table_options
from engine.cosmic_ah2000.events import SPECS as EVENT_SPECS
from engine.eventtext import Spec, Templates, named

POINTS = {
    "start_encounter": "an encounter is about to start",
    "allies_placed": "before the encounter cards are chosen",
    "reveal": "the encounter cards are revealed",
    "compensation": "compensation is claimed",
    "end_encounter": "the encounter is over",
    "cards_chosen": "both encounter cards are chosen, before they are revealed",
    "power.declared": "a power is about to be used",
}

# The phase a game is in, as its page names it (the view's ``phase``, from ``state["step"]``; while a play made in
# a response window goes on, by the step that opened the window): the 2008 edition's words where they fit.
STEP_WORDS = {
    "start_turn": "start of turn", "start_encounter": "start of the encounter", "retrieve": "start of the encounter",
    "orders": "orders", "launch": "launch", "alliances": "alliance", "alliance.answers": "alliance",
    "allies_placed": "alliance", "planning": "planning", "cards_chosen": "planning", "reveal": "reveal",
    "resolution": "resolution", "compensation": "resolution", "compensation.take": "resolution",
    "rewards": "resolution", "deal.start": "deal", "end_encounter": "end of the encounter",
    "cleanup": "end of the encounter", "end_turn": "end of turn", "over": "game over",
}  # fmt: skip


def _summaries() -> dict[str, str]:
    """Each alien's one-line summary, from its sheet (the aliens are defined after these templates)."""
    from engine.cosmic_ah2000.powers import ALIENS
    return {name: alien.summary for name, alien in ALIENS.items()}


OFFER = EVENT_SPECS["terms"]  # an offer reads the same in its prompt and in the log

SPECS: dict[str, Spec] = {
    **{name: EVENT_SPECS[name] for name in ("planet", "card", "ships", "alien")},
    "held": HELD,
    "point": named(POINTS),
    "offer": OFFER,
    "phase": named(STEP_WORDS),
    "summary": Spec(lambda name, lang: lang.gettext(_summaries()[name]), lambda: tuple(_summaries().values())),
}

TEMPLATES: dict[str, Any] = {
    **table_options.WORDS,
    # artifact plays
    "art.mobius": "Mobius Tubes: everyone with a colony takes all their ships out of the warp",
    "art.force_field": "Force Field: {seats:both} out of the alliance",
    "art.emotion_control": "Emotion Control: both cards become negotiates",
    "art.stellar_gas": "Stellar Gas: no compensation this encounter",
    "art.plague": "The Plague on {seat:p}",
    "zap": "Cosmic Zap on {seat:p}'s power ({alien:alien})",
    **SHARED,
    "retrieve.colony": "You may take one of your ships out of the warp. Which colony should it join?",
    "retrieve.colony.leave": "Leave it in the warp",
    "encounter.second": "Your encounter succeeded. Do you want a second encounter this turn?",
    "response": "You may play a card now ({point:point}), or pass.",
    "plague.loss": "The Plague: choose the ships you lose to the warp (3, or all you have on colonies), and the "
                   "attack card and the artifact you discard.",
    "plague.loss.ships": "Ships lost",
    "plague.loss.attack": "Attack card discarded",
    "plague.loss.artifact": "Artifact discarded",
    "resolution.reward": "Defensive reward: {count} in all. How many cards do you draw? The rest are ships out of the "
                         "warp, onto the colony you name.",
    "resolution.reward.cards": "Cards drawn",
    "resolution.reward.colony": "Colony for the ships",
    "alliance.invite.offense": "You are the offense. Which players do you invite as allies?",
    "alliance.invite.defense": "You are the defense. Which players do you invite as allies?",
    "alliance.invite.players": "Invite",
    "alliance.join": "You are invited to ally. Join a side with 1 to 4 ships (taking a colony's last ship gives it "
                     "up), or stay out.",
    "alliance.join.offense": "Join the offense",
    "alliance.join.defense": "Join the defense",
    "alliance.join.neither": "Stay out",
    "alliance.join.side": "Your answer",
    "alliance.join.ships": "Ships you send (when you join)",
    "mothership.launch": "Put 1 to 4 of your ships on the mothership (taking a colony's last ship gives it up), and "
                         "choose the planet you point it at.",
    "mothership.launch.ships": "Ships on the mothership",
    "mothership.launch.target": "The planet you point the mothership at",
    "mothership.launch.refound": "Re-found your colony on {planet:planet} (empty)",
    "mothership.launch.defended": "{planet:planet} — {held:held} (defended by {seat:p})",
    "deal.terms": "Negotiate: propose a deal (cards and/or a colony each way), or refuse.",
    "deal.terms.counter": "{seat:p} offers: {offer:offer}. Accept, counter-propose or refuse?",
    "deal.terms.last": "{seat:p} offers: {offer:offer}. Accept, or refuse?",
    "deal.terms.propose": "Propose these terms",
    "deal.terms.counter_propose": "Counter-propose these terms",
    "deal.terms.accept": "Accept the terms offered",
    "deal.terms.refuse": "Refuse: no deal",
    "deal.terms.answer": "Your answer",
    "deal.terms.cards": ("If you accept: the {count} card you give", "If you accept: the {count} cards you give",
                         "count"),
    "deal.terms.give": "Cards you give",
    "deal.terms.ask": "Cards you ask for (of their choice)",
    "deal.terms.colony_for_me": "A colony for you on their planet",
    "deal.terms.colony_for_you": "A colony for them on your planet",
    "deal.colony": "Found your colony on {planet:planet}: choose 1 to 4 ships.",
    "deal.colony.ships": "Ships",
    "deal.penalty": "No deal: choose the three ships you lose to the warp.",
    "deal.penalty.ships": "Ships lost",
    "orders.own": "The order is your own colour. Draw again, or attack at home?",
    "orders.own.redraw": "Draw another order",
    "orders.own.refound": "Re-found your colony on {planet:planet}",
    "orders.own.attack": "Attack {seat:p}'s colony on {planet:planet}",
    "planning.card.offense": "Choose your encounter card (you are the offense).",
    "planning.card.defense": "Choose your encounter card (you are the defense).",
    # refusals (IllegalAction): the core's, then this edition's
    **REFUSALS,
    "refused.card_not_held": "That card is not in your hand.",
    "refused.reward.colony": "Name the colony your ships go to.",
    "refused.alliance.stay_out": "You stay out: send no ships.",
    "refused.alliance.join": "To join, send at least one ship.",
    "refused.deal.give": ("Name the {count} card you give.", "Name the {count} cards you give.", "count"),
    # answers given in advance (engine.cosmic_ah2000.standing): each kind of play, then the answers
    "standing.second_encounter": "A second encounter whenever you may (always: take it; never: end the turn)",
    "standing.retrieve": ("Taking a ship out of the warp at the start of your encounter (always: onto your smallest "
                          "native colony)"),
    "standing.mobius_tubes": "Mobius Tubes (artifact)",
    "standing.force_field": "Force Field (artifact)",
    "standing.plague": "The Plague (artifact)",
    "standing.stellar_gas": "Stellar Gas (artifact)",
    "standing.emotion_control": "Emotion Control (artifact)",
    "standing.cosmic_zap": "Cosmic Zap on another player's power (artifact)",
    "standing.power": "Using your alien power when you may",
    "standing.answer.always": "Always",
    "standing.answer.never": "Never",
    "standing.answer.ask": "Ask me",
    "standing.answer.never_ask": "Never: do not ask me",
    "refused.standing.unit": "There is no such kind of decision to answer in advance.",
    "refused.standing.answer": "Answer one of: {answers}.",
}

PROMPTS = Templates(TEMPLATES, SPECS)
say = PROMPTS.say
LABELS = Labels(PROMPTS)
colony, target, planet, card = LABELS.colony, LABELS.target, LABELS.planet, LABELS.card
