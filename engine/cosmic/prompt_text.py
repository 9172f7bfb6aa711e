"""What Cosmic Encounter (2008) asks its players, as data: one English template per key, rendered in any language.

A prompt's text and its labels are built with :func:`say` (``say("turn.second", ...)``), never as f-strings, so
the service can write the same question in the reader's language (``Ruleset.prompt_templates``; the gettext
domain ``prompts`` lists :meth:`engine.eventtext.Templates.messages` of :data:`PROMPTS`).

Convention (converting a prompt is mechanical; follow it for every new prompt kind):

* ``Decision.text`` returns ``say(key, **params)``; an ``Option`` or ``Field`` takes ``say(...)`` as its label.
  The key is the prompt kind for its text and ``kind.something`` for a label; one key, one English template
  (a second wording is a second key, and so is a wording that differs by role: ``alliance.invite.offense``).
* Params are facts, never words, written as in events (:mod:`engine.cosmic.events`): ``{seat:p}`` a player,
  ``{planet:planet}`` a planet (:func:`engine.cosmic.board.planet_ref`), ``{card:card}`` a card id,
  ``{count:ships}`` "3 ships", ``{alien:alien}`` an alien's name. A plain ``{count}`` is a number; a template
  whose words depend on a count is a plural entry ``(singular, plural, count key)``.
* Labels that recur have helpers here: :func:`colony` ("Red 1 — 3 ships"), :func:`target` ("Red 1 — Ann:
  4 ships"), :func:`card` (a card's label).
* ``say(...).english`` is exactly the English the prompt showed before: players, tests and bots that read
  ``text``/``label`` see no change.
"""

from __future__ import annotations

from typing import Any

from engine.core import REFUSALS, Say, State, player
from engine.cosmic import board, homeward
from engine.cosmic.events import SPECS as EVENT_SPECS
from engine.eventtext import Language, Spec, Templates, named, plural


def _held(pairs: Any, lang: Language) -> str:
    parts = [lang.gettext("{seat}: {ships}").format(seat=player(int(s)), ships=EVENT_SPECS["ships"].write(n, lang))
             for s, n in pairs]
    return ", ".join(parts) if parts else lang.gettext("empty")


def _terms(items: Any, lang: Language) -> str:
    """A deal's terms (:func:`engine.cosmic.deal.terms_data`), "Ann gives Bob Attack 08; Bob lets Ann found ..."."""
    parts = []
    for kind, who, to, value in items:
        names = {"who": player(int(who)), "to": player(int(to))}
        if kind == "cards":
            parts.append(lang.gettext("{who} gives {to} {cards}").format(
                cards=EVENT_SPECS["cards"].write(value, lang), **names))
        elif kind == "named":
            parts.append(lang.ngettext("{who} gives {to} {count} named card", "{who} gives {to} {count} named cards",
                                       int(value)).format(count=value, **names))
        elif kind == "count":
            parts.append(lang.ngettext("{who} gives {to} {count} card of {who}'s choice",
                                       "{who} gives {to} {count} cards of {who}'s choice", int(value)).format(
                count=value, **names))
        elif kind == "frees":
            parts.append(lang.gettext("{who} (Zombie) frees {count} of {to}'s ships from the warp").format(
                count=value, **names))
        else:
            parts.append(lang.gettext("{who} lets {to} found a colony on {planet}").format(
                planet=EVENT_SPECS["planet"].write(value, lang), **names))
    return "; ".join(parts)


def _citadels(pairs: Any, lang: Language) -> str:
    """The Citadel's cards by planet (``[[planet_ref, [card, ...]], ...]``), "Red 1: Attack 08; Blue 2: ..."."""
    return "; ".join(lang.gettext("{planet}: {cards}").format(planet=EVENT_SPECS["planet"].write(p, lang),
                                                               cards=EVENT_SPECS["cards"].write(c, lang))
                     for p, c in pairs)


_TERMS_WORDS = ("{who} gives {to} {cards}",
                ("{who} gives {to} {count} named card", "{who} gives {to} {count} named cards"),
                ("{who} gives {to} {count} card of {who}'s choice", "{who} gives {to} {count} cards of {who}'s choice"),
                "{who} lets {to} found a colony on {planet}",
                "{who} (Zombie) frees {count} of {to}'s ships from the warp", *EVENT_SPECS["cards"].words)

TERMS = Spec(_terms, _TERMS_WORDS)
_POINTS = {
    "reveal": "the encounter cards are revealed",
    "claim": "the Gambler stated its card's value",
    "start_turn": "start of turn",
    "regroup": "regroup",
    "destiny": "destiny",
    "launch": "launch",
    "alliance.before": "before alliances",
    "alliance": "alliances are formed",
    "planning.before": "before cards are chosen",
    "planning.after": "cards are chosen",
    "resolution": "the outcome is known",
    "deal": "a deal was made",
    "end_encounter": "end of the encounter",
    "reaction": "a card was just played",
}

SPECS: dict[str, Spec] = {
    **{name: EVENT_SPECS[name] for name in ("planet", "card", "ships")},
    "held": Spec(_held, ("{seat}: {ships}", "empty", *EVENT_SPECS["ships"].words)),
    "foreign_colonies": plural("{n} foreign colony", "{n} foreign colonies"),
    "cards_count": plural("{n} card", "{n} cards"),
    "terms": TERMS,
    "point": named(_POINTS),
    "homeward": named(dict(homeward.ANSWERS)),
    "alien": EVENT_SPECS["alien"],
    "cards": EVENT_SPECS["cards"],
    "citadels": Spec(_citadels, ("{planet}: {cards}", *EVENT_SPECS["cards"].words)),
}

TEMPLATES: dict[str, Any] = {
    # shared labels
    "colony": "{planet:planet} — {ships:ships}",
    "target": "{planet:planet} — {held:held}",
    "planet": "{planet:planet}",
    "card": "{card:card}",
    "seat": "{seat:p}",
    "gate": "The hyperspace gate — {ships:ships}",
    "pass": "Pass",
    # the turn
    "turn.regroup": "Regroup: take one of your ships out of the warp. Which colony should it join?",
    "turn.second": "You may have another encounter this turn. Do you want it?",
    "turn.second.yes": "Yes, have a second encounter",
    "turn.second.no": "No, end my turn",
    # destiny
    "destiny.own": "Destiny named you. Draw again, or strike in your own home system?",
    "destiny.own.redraw": "Draw another destiny card",
    "destiny.own.attack": "Attack {seat:p}'s colony on {planet:planet} — {ships:ships}",
    "destiny.own.recolonize": "Re-found your colony on the empty planet {planet:planet} "
                              "(up to 4 ships from your other colonies)",
    "destiny.wild": "Wild destiny: choose the player you will attack in their home system.",
    "destiny.wild.seat": "{seat:p} ({colonies:foreign_colonies}, {cards:cards_count})",
    # launch
    "launch.recolonize": "Choose up to four ships to re-found your colony.",
    "launch.aim": "Launch: aim the gate at one of {seat:p}'s home planets.",
    "launch.ships": "Launch: aim the gate at one of {seat:p}'s home planets and send 1 to 4 ships.",
    "launch.planet": "Target planet",
    "launch.sources": "Ships from your colonies",
    "regroup.launch.recolonize": "Regroup: choose the colony your ship from the warp joins. "
                                 "Choose up to four ships to re-found your colony.",
    "regroup.launch.aim": "Regroup: choose the colony your ship from the warp joins. "
                          "Launch: aim the gate at one of {seat:p}'s home planets.",
    "regroup.launch.ships": "Regroup: choose the colony your ship from the warp joins. "
                            "Launch: aim the gate at one of {seat:p}'s home planets and send 1 to 4 ships.",
    "regroup.launch.colony": ("{planet:planet} ({count} ship before regroup)",
                              "{planet:planet} ({count} ships before regroup)", "count"),
    "regroup.launch.regroup": "Colony your regrouped ship joins",
    "regroup.launch.sources": "Ships from your colonies (the regrouped ship too)",
    # alliances
    "alliance.invite.offense": "Alliance: whom do you invite to ally with the offense? (None is fine.)",
    "alliance.invite.defense": "Alliance: whom do you invite to ally with the defense? (None is fine.)",
    "alliance.invite.field": "Invite",
    "alliance.join.offense": "{off:p} attacks {defense:p} at {planet:planet}. You are invited by the offense. "
                             "Join a side with 1 to 4 ships, or stay out.",
    "alliance.join.defense": "{off:p} attacks {defense:p} at {planet:planet}. You are invited by the defense. "
                             "Join a side with 1 to 4 ships, or stay out.",
    "alliance.join.both": "{off:p} attacks {defense:p} at {planet:planet}. You are invited by the offense and "
                          "the defense. Join a side with 1 to 4 ships, or stay out.",
    "alliance.join.none": "Stay out",
    "alliance.join.ally.offense": "Ally with the offense ({seat:p})",
    "alliance.join.ally.defense": "Ally with the defense ({seat:p})",
    "alliance.join.side": "Side",
    "alliance.join.ships": "Ships to commit",
    # planning
    "planning.card.offense": "Choose your encounter card, face down, as the offense against {seat:p} at "
                             "{planet:planet}.",
    "planning.card.defense": "Choose your encounter card, face down, as the defense against {seat:p} at "
                             "{planet:planet}.",
    # setup
    "setup.alien": "Choose your alien for this game; the other goes back in the box.",
    # deals
    "deal.propose.first": "Both negotiated. Propose a deal to {seat:p}, or walk away (each of you then loses 3 ships).",
    "deal.propose.do": "What you do",
    "deal.propose.propose": "Offer these terms",
    "deal.propose.accept": "Accept the offer on the table",
    "deal.propose.end": "Walk away: no deal",
    "deal.propose.give_cards": "Cards you give (from your hand)",
    "deal.propose.give_count": "Further cards you give, of your choice",
    "deal.propose.give_colony": "Let them found a colony on",
    "deal.propose.get_count": "Cards they give you, of their choice",
    "deal.propose.get_colony": "You found a colony on their planet",
    "deal.give_cards": ("The deal is made: choose the {count} card you give {seat:p}.",
                        "The deal is made: choose the {count} cards you give {seat:p}.", "count"),
    "deal.give_cards.field": "Cards to give",
    "deal.colony": "The deal lets you found a colony on {planet:planet}: send 1 to 4 ships.",
    "deal.colony.ships": "Ships for the new colony",
    "deal.penalty": ("The deal failed: choose the {count} ship you lose to the warp.",
                     "The deal failed: choose the {count} ships you lose to the warp.", "count"),
    "deal.penalty.ships": "Ships lost",
    "deal.propose.mine": "You offer: {terms:terms}. Accept, counter, or walk away.",
    "deal.propose.theirs": "{seat:p} offers: {terms:terms}. Accept, counter, or walk away.",
    # resolution
    "resolution.reward": ("The defense won. Your reward for {ships} ship: for each, draw a card or take one of your "
                          "ships back from the warp. Your defending ships go home to any of your colonies.",
                          "The defense won. Your reward for {ships} ships: for each, draw a card or take one of "
                          "your ships back from the warp. Your defending ships go home to any of your colonies.",
                          "ships"),
    "resolution.reward.ships": "Ships back from the warp, by colony (the rest of {ships} as cards)",
    "resolution.reward.home": ("Your {going} defending ship goes home, by colony: all {going}, or none for "
                               "{answer:homeward}",
                               "Your {going} defending ships go home, by colony: all {going}, or none for "
                               "{answer:homeward}", "going"),
    "plague.ships": "Plague: choose the {count} ships you lose to the warp.",
    # card plays
    "response": "You may play a card now ({point:point}), or pass.",
    "response.reinforcement.offense": "Play {card:card} for the offense ({seat:p})",
    "response.reinforcement.defense": "Play {card:card} for the defense ({seat:p})",
    # changing powers
    "changing.keep.keep": "Keep the {alien:alien}",
    "changing.keep.take": "Take the {alien:alien}",
    # the powers' state, as the page and the emails show it beside each power (Power.status)
    "status.line": "{seat:p}: {alien:alien} ({status})",
    "status.miser": ("hoard: {count} card", "hoard: {count} cards", "count"),
    "status.miser.mine": ("hoard: {count} card ({cards:cards})", "hoard: {count} cards ({cards:cards})", "count"),
    "status.citadel": "citadels: {citadels:citadels}",
    "status.grudge": "grudge tokens: {supply} left",
    "status.grudge.held": "grudge tokens: {supply} left, held by {holders:players}",
    "status.masochist": "ships still in play: {ships}",
    "status.ticktock": "tokens: {count}",
    "status.warrior": ("{count} token (+{count} with an attack card)", "{count} tokens (+{count} with an attack card)",
                       "count"),
    # refusals (IllegalAction): the core's, then this ruleset's
    **REFUSALS,
    "refused.regroup.at_most": "Ships from your colonies: at most {cap} from {planet:planet}.",
    "refused.homeward": ("Send your {going} defending ship home, or none to keep the plan.",
                         "Send all {going} of your defending ships home, or none to keep the plan.", "going"),
    "refused.alliance.stay_out": "To stay out, commit no ships.",
    "refused.alliance.join": "To join a side, commit 1 to 4 ships.",
    "refused.setup.aliens": "Only {count} aliens at this alert level: not enough to offer two to each player.",
    "refused.deal.cards": "You offer more cards than you hold.",
    "refused.deal.empty": "A deal must exchange at least one card or one colony.",
    "refused.standing.unit": "You have no such card or power to answer in advance.",
    "refused.standing.answer": "Answer one of: {answers}.",
    "refused.amoeba.colony": "Choose the colony your ships go to.",
}

PROMPTS = Templates(TEMPLATES, SPECS)
say = PROMPTS.say


def colony(state: State, planet: int, seat: int) -> Say:
    """One of ``seat``'s colonies as a choice names it, "Red 1 — 3 ships" (:func:`board.colony_label`)."""
    return say("colony", planet=board.planet_ref(state, planet), ships=state["planets"][planet][seat])


def target(state: State, planet: int) -> Say:
    """A planet with whose ships are on it, "Red 1 — Ann: 4 ships, Bob: 1 ship" (:func:`board.planet_label`)."""
    return say("target", planet=board.planet_ref(state, planet),
               held=[[s, n] for s, n in enumerate(state["planets"][planet]) if n])


def planet(state: State, planet_: int) -> Say:
    return say("planet", planet=board.planet_ref(state, planet_))


def card(cid: int) -> Say:
    """A card as a choice names it: its label (``COSMIC[cid].label``)."""
    return say("card", card=cid)

