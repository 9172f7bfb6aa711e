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
* A power's or an artifact's choice may give its label as what makes it (:data:`Label`), made only when read:
  a window needs only the keys; :func:`words_of` makes it.
* Labels that recur have helpers here (:class:`Labels`): ``colony`` ("Red 1 — 3 ships"), ``target`` ("Red 1 —
  Ann: 4 ships"), ``planet``, ``card`` (a card's label); the Avalon Hill edition uses the same with its own specs.
* Words a page shows beside the prompts are the same data: the view's ``phase_say``, ``destiny_say``, each planet's
  ``name_say`` and ``summary_says`` (keys ``view.*``), and the table options' labels (``table.*``: written in
  :data:`engine.cosmic.table_options.WORDS`, since the options are built before this module can be imported,
  and merged into these templates).
* ``say(...).english`` is the English the prompt showed before (a count now takes its plural form: "1 ship",
  not "1 ship(s)"): players, tests and bots that read ``text``/``label`` see no other change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import REFUSALS, Option, Say, State, player
from engine.cosmic import board, hidden_powers, homeward, table_options
from engine.cosmic.aliens.play_text import ALIEN_PLAYS
from engine.cosmic.cards import COSMIC, key
from engine.cosmic.events import ARTIFACT_NAMES
from engine.cosmic.events import SPECS as EVENT_SPECS
from engine.cosmic.flares.play_text import FLARE_PLAYS
from engine.eventtext import Language, Spec, Templates, listed, named, plural


def _held(pairs: Any, lang: Language) -> str:
    parts = [lang.gettext("{seat}: {ships}").format(seat=player(int(s)), ships=EVENT_SPECS["ships"].write(n, lang))
             for s, n in pairs]
    return ", ".join(parts) if parts else lang.gettext("empty")


HELD = Spec(_held, ("{seat}: {ships}", "empty", *EVENT_SPECS["ships"].words))


_ALERTS = {"green": "green", "yellow": "yellow", "red": "red"}


def _alert(name: str, lang: Language) -> str:
    """An alien's alert level, by the alien's name (the aliens are defined after these templates)."""
    from engine.cosmic.powers import ALIENS
    return lang.gettext(_ALERTS[ALIENS[name].alert])


def _tech(words_of: Any) -> Spec:
    """Words of a tech's card by the tech's name: its name, its summary (the techs are defined after these
    templates)."""
    def techs() -> dict[str, Any]:
        from engine.cosmic.techs.registry import TECHS
        return TECHS

    return Spec(lambda name, lang: lang.gettext(words_of(techs()[name])),
                lambda: tuple(dict.fromkeys(words_of(t) for t in techs().values())))


def _research(name: str, lang: Language) -> str:
    """A tech's research number, "X" for one that depends on the game."""
    from engine.cosmic.techs.registry import research_label
    return research_label(name)


def _researching(pair: Any, lang: Language) -> str:
    return lang.gettext("{tech} ({ships} of {research} ships)").format(
        tech=lang.gettext(pair[0]), ships=pair[1], research=_research(pair[0], lang))


def _said(said: Any, lang: Language) -> str:
    """A label inside a label (a colony in a tech's choice): its own key and params, rendered alike."""
    return PROMPTS.render(said["key"], said["params"], lang)


TERMS = EVENT_SPECS["terms"]  # a deal reads the same in its prompt and in the log


def _citadels(pairs: Any, lang: Language) -> str:
    """The Citadel's cards by planet (``[[planet_ref, [card, ...]], ...]``), "Red 1: Attack 08; Blue 2: ..."."""
    return "; ".join(lang.gettext("{planet}: {cards}").format(planet=EVENT_SPECS["planet"].write(p, lang),
                                                               cards=EVENT_SPECS["cards"].write(c, lang))
                     for p, c in pairs)


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
    "new_hand": "you are to draw a new hand",
    "follow": "another player just drew cards or retrieved ships",
    "reaction": "a card was just played",
}

# The phase a game is in, as its page names it (the view's ``phase``, from ``state["step"]``).
STEP_WORDS = {
    "start_turn": "start of turn", "start_turn.window": "start of turn",
    "regroup": "regroup", "regroup.after": "regroup", "destiny": "destiny",
    "destiny.after": "destiny", "launch": "launch", "launch.after": "launch", "alliance.before": "alliance",
    "alliance.invite_offense": "alliance", "alliance.invite_defense": "alliance", "alliance.answers": "alliance",
    "alliance.after": "alliance", "planning": "planning", "planning.choose": "planning",
    "planning.after": "planning", "reveal": "reveal", "reveal.window": "reveal", "resolution": "resolution",
    "resolution.effects": "resolution", "deal.start": "deal", "deal.end": "deal", "deal.agreed": "deal",
    "deal.execute": "deal", "end_encounter": "resolution",
    "end_encounter.cleanup": "resolution", "end_turn": "end of turn", "over": "game over",
}  # fmt: skip

# An answer given in advance (engine.cosmic.selection): most kinds of play take these; a few take their own.
STANDING_WORDS = {"always": "always", "never": "never", "ask": "ask me"}


def _research_answers() -> dict[str, str]:
    from engine.cosmic.techs.variant import ANSWERS  # the techs are defined after these templates
    return dict(ANSWERS)


SPECS: dict[str, Spec] = {
    "phase": named(STEP_WORDS),
    **{name: EVENT_SPECS[name] for name in ("planet", "card", "cards", "ships", "destiny", "summary", "play")},
    "held": HELD,
    "foreign_colonies": plural("{n} foreign colony", "{n} foreign colonies"),
    "cards_count": plural("{n} card", "{n} cards"),
    "terms": TERMS,
    "point": named(_POINTS),
    "homeward": named(dict(homeward.ANSWERS)),
    "alien": EVENT_SPECS["alien"],
    "cards": EVENT_SPECS["cards"],
    "citadels": Spec(_citadels, ("{planet}: {cards}", *EVENT_SPECS["cards"].words)),
    "alert": Spec(_alert, tuple(_ALERTS.values())),
    "tech": _tech(lambda tech: tech.name),
    "tech_summary": _tech(lambda tech: tech.summary),
    "research": Spec(_research),
    "researching": listed(Spec(_researching, ("{tech} ({ships} of {research} ships)",))),
    "say": Spec(_said),
    "artifact": Spec(lambda cid, lang: lang.gettext(COSMIC[int(cid)].name), ARTIFACT_NAMES),
    "artifact_name": Spec(lambda name, lang: lang.gettext(name), ARTIFACT_NAMES),
    "standing": named(STANDING_WORDS),
    "reveal_answer": named(dict(hidden_powers.ANSWERS)),
    "research_answer": Spec(lambda key, lang: lang.gettext(_research_answers()[key]),
                            lambda: tuple(_research_answers().values())),
}

# Labels both editions use (see :class:`Labels`), and the specs they need beside an edition's own.
SHARED: dict[str, Any] = {
    "colony": "{planet:planet} — {ships:ships}",
    "target": "{planet:planet} — {held:held}",
    "planet": "{planet:planet}",
    "card": "{card:card}",
    "seat": "{seat:p}",
    "pass": "Pass",
    "turn.second.yes": "Yes, have a second encounter",
    # the page's own words given as data beside their English (the view's ``*_say``)
    "view.phase": "{step:phase}",
    "view.destiny": "{card:destiny}",
    "view.summary": "{alien:summary}",
    "turn.second.no": "No, end my turn",
}

TEMPLATES: dict[str, Any] = {
    **table_options.WORDS,
    **FLARE_PLAYS,
    **SHARED,
    **ALIEN_PLAYS,
    "gate": "The hyperspace gate — {ships:ships}",
    # the turn
    "turn.regroup": "Regroup: take one of your ships out of the warp. Which colony should it join?",
    "turn.second": "You may have another encounter this turn. Do you want it?",
    # a question asked alongside the response window before it (table option next_decision)
    "alongside": ("{question:say} (Asked with the response window before it: your answer counts if nobody plays "
                  "anything there; otherwise you are asked again.)"),
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
    "launch.aim.invite": ("Launch: aim the gate at one of {seat:p}'s home planets. "
        "Alliance: whom do you invite to ally with the offense? "
        "(None is fine; the defense is choosing its own now, and both are shown together.)"),
    "launch.ships.invite": ("Launch: aim the gate at one of {seat:p}'s home planets and send 1 to 4 ships. "
        "Alliance: whom do you invite to ally with the offense? "
        "(None is fine; the defense is choosing its own now, and both are shown together.)"),
    "regroup.launch.aim.invite": ("Regroup: choose the colony your ship from the warp joins. "
        "Launch: aim the gate at one of {seat:p}'s home planets. "
        "Alliance: whom do you invite to ally with the offense? "
        "(None is fine; the defense is choosing its own now, and both are shown together.)"),
    "regroup.launch.ships.invite": ("Regroup: choose the colony your ship from the warp joins. "
        "Launch: aim the gate at one of {seat:p}'s home planets and send 1 to 4 ships. "
        "Alliance: whom do you invite to ally with the offense? "
        "(None is fine; the defense is choosing its own now, and both are shown together.)"),
    "regroup.launch.regroup": "Colony your regrouped ship joins",
    "regroup.launch.sources": "Ships from your colonies (the regrouped ship too)",
    # alliances
    "alliance.invite.offense": "Alliance: whom do you invite to ally with the offense? (None is fine.)",
    "alliance.invite.defense": "Alliance: whom do you invite to ally with the defense? (None is fine.)",
    "alliance.invite.field": "Invite",
    "alliance.invite.early": "{offense:p} is launching against your home system. Alliance: whom do you invite to "
                             "ally with the defense? (None is fine.)",
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
    "alien.offer": "{alien:alien} ({alien:alert}): {alien:summary}",
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
    "deal.propose.zombie_free.mine": "Ships of theirs you free from the warp (Zombie)",
    "deal.propose.zombie_free.theirs": "Ships of yours the Zombie frees from the warp",
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
    "response.merged": ("You may play a card now ({point:point}, or {later:point}: nothing happens between the two), "
                        "or pass."),
    "pass.encounter": "Pass, and do not ask me again this encounter unless I get a new card or power",
    "response.reaction": "{seat:p} just played {play:play}. You may cancel it, or pass.",
    "response.reinforcement.offense": "Play {card:card} for the offense ({seat:p})",
    "response.reinforcement.defense": "Play {card:card} for the defense ({seat:p})",
    # alien powers
    "cards.keep": "Cards to keep",
    "cards.discard": "Cards to discard",
    "barbarian.keep": ("Barbarian: keep {count} of the cards taken from {seat:p}; the rest are discarded.",
                       "Barbarian: keep {count} of the cards taken from {seat:p}; the rest are discarded.", "count"),
    "will.target": "Will: choose the player you attack and the colony the gate aims at.",
    "will.target.colony": "{seat:p}'s colony on {planet:planet} — {ships:ships}",
    "will.target.keep": "As destiny named: {seat:p}, at {seat:p}'s home system",
    "will.target.keep.planet": "As destiny named: {seat:p}, at {planet:planet}",
    "fodder.cards": "Fodder: choose the attack cards you discard; their values add to your side.",
    "mite.demand": "The Mite makes you choose: keep {count} of your cards at random, or let it land.",
    "mite.demand.discard": ("Keep {kept} cards at random and discard the other {count}",
                            "Keep {kept} cards at random and discard the other {count}", "count"),
    "mite.demand.colony": "Let the Mite land {ships:ships} on {planet:planet} (a successful encounter for it)",
    "amoeba.ships.add": "Amoeba: choose the ships you add to the encounter (up to {count}, even past four).",
    "amoeba.ships.withdraw": ("Amoeba: how many of your {count} ship in the encounter withdraw?",
                              "Amoeba: how many of your {count} ships in the encounter withdraw?", "count"),
    "amoeba.ships.add.field": "Ships to add",
    "amoeba.ships.withdraw.field": "Ships to withdraw",
    "amoeba.ships.colony": "Colony they go to",
    "kamikaze.ships": ("Kamikaze: choose the {count} ship you send to the warp.",
                       "Kamikaze: choose the {count} ships you send to the warp.", "count"),
    "kamikaze.ships.field": "Ships sent to the warp",
    "grudge.ships": ("You hold a grudge token: choose the {count} ship you lose to the warp.",
                     "You hold a grudge token: choose the {count} ships you lose to the warp.", "count"),
    "hate.card": "Hate: discard a card; every other player must discard one of its type or lose 3 ships.",
    "hate.answer.attack": "Hate showed {card:card}: discard an attack card of equal or higher value, or lose {count} "
                          "ships to the warp. Your answer is shown when everyone has answered.",
    "hate.answer.type": "Hate showed {card:card}: discard a card of that type, or lose {count} ships to the warp. "
                        "Your answer is shown when everyone has answered.",
    "hate.answer.discard": "Discard {card:card}",
    "hate.answer.ships": "Lose {count} ships to the warp",
    "hate.ships": ("Hate: choose the {count} ship you lose to the warp.",
                   "Hate: choose the {count} ships you lose to the warp.", "count"),
    "shadow.ship": "Shadow: choose the ship you send to the warp.",
    "shadow.ship.colony": "{seat:p}'s ship on {planet:planet} ({count} ships there)",
    "shadow.ship.tech": "{seat:p}'s ship on its tech number {number} ({count} ships there)",
    "cudgel.ships": ("The Cudgel crushes you: choose the {count} ship you lose to the warp.",
                     "The Cudgel crushes you: choose the {count} ships you lose to the warp.", "count"),
    "fido.offer": "Fido ({seat:p}) offers you the {card:card}. If you accept, Fido retrieves a ship from the warp or "
                  "draws a card.",
    "fido.offer.accept": "Accept the {card:card}",
    "fido.offer.refuse": "Refuse it",
    "fido.after.accepted": "Your offer of the {card:card} was accepted: retrieve a ship from the warp, or draw a card.",
    "fido.after.refused": "Your offer of the {card:card} was refused: keep the card, or discard it.",
    "fido.after.keep": "Keep the {card:card}",
    "fido.after.discard": "Discard it",
    "fido.after.draw": "Draw a card",
    "fido.after.retrieve": "Retrieve a ship to {planet:planet} — {ships:ships}",
    "citadel.planet": "Citadel: choose the planet {card:card} guards as a citadel.",
    "hacker.player": ("Hacker: choose the player who gives you {count} card of compensation.",
                      "Hacker: choose the player who gives you {count} cards of compensation.", "count"),
    "hacker.player.seat": "{seat:p} ({cards:cards_count})",
    "hacker.cards": ("Hacker: {seat:p}'s hand. Take {count} card of it.",
                     "Hacker: {seat:p}'s hand. Take {count} cards of it.", "count"),
    "hacker.give": ("Hacker: choose the {count} card you give {seat:p} as compensation.",
                    "Hacker: choose the {count} cards you give {seat:p} as compensation.", "count"),
    "hacker.cards.field": "Cards you take",
    "cards.give": "Cards you give",
    "hacker.return": ("Hacker super flare: give {seat:p} {count} card of your choice for the compensation you took.",
                      "Hacker super flare: give {seat:p} {count} cards of your choice for the compensation you took.",
                      "count"),
    "dictator.destiny": "Dictator: choose the destiny card {seat:p} draws.",
    "dictator.destiny.chance": "Leave it to chance: the top card",
    "dictator.destiny.card": "{card:destiny}",
    "gambler.claim": "Gambler: your opponent revealed {theirs:card}; your card ({mine:card}) is still face down. Show "
                     "it, or keep it down and state an attack value (your opponent may challenge the claim).",
    "gambler.claim.show": "Show your card",
    "gambler.claim.value": "State Attack {value:02d}",
    "gambler.challenge": "{seat:p} (Gambler) keeps its card face down and states Attack {value:02d}. Challenge it? "
                         "Whoever is wrong loses the ships it has in the encounter.",
    "gambler.challenge.staked": "{seat:p} (Gambler) keeps its card face down and states Attack {value:02d}. "
                                "Challenge it? Whoever is wrong loses the ships it has in the encounter, plus "
                                "{ships:ships} staked.",
    "gambler.challenge.accept": "Accept the claim",
    "gambler.challenge.challenge": "Challenge: show the card",
    "gambler.ships": ("You lost the Gambler's challenge: choose the {count} ship you lose to the warp.",
                      "You lost the Gambler's challenge: choose the {count} ships you lose to the warp.", "count"),
    "mutant.take": "Mutant: take your next card ({count} to go).",
    "mutant.take.deck": "Draw from the deck ({count:cards_count})",
    "mutant.take.hand": "Take a random card from {seat:p} ({count:cards_count})",
    "chosen.pick": "Chosen: you drew {cards:cards}. Play one as your encounter card, add an attack's value, or keep "
                   "your card.",
    "chosen.pick.keep": "Keep your encounter card (discard the drawn cards)",
    "chosen.pick.play": "Play {card:card} as your encounter card",
    "chosen.pick.add": "Add {value} to your {total}",
    "vacuum.victims": ("Vacuum: choose whose {count} ship goes to the warp with yours.",
                       "Vacuum: choose whose {count} ships go to the warp with yours.", "count"),
    "vacuum.victims.colonies": ("Vacuum: choose whose {count} ship goes to the warp with yours and from which of "
                                "their colonies.",
                                "Vacuum: choose whose {count} ships go to the warp with yours and from which of "
                                "their colonies.", "count"),
    "vacuum.victims.ships": "Ships to the warp",
    "vacuum.victims.by_player": "Ships to the warp, by player",
    "vacuum.victims.colony": "{seat:p} on {planet:planet} — {ships:ships}",
    "vacuum.victims.seat": "{seat:p} — {ships:ships} on colonies",
    "vacuum.ships": ("The Vacuum takes {count} of your ships with it: choose the colony it leaves.",
                     "The Vacuum takes {count} of your ships with it: choose the colonies they leave.", "count"),
    "trader.give": "Trader wild flare: give {seat:p} a card of your choice.",
    "barbarian.sift": "Barbarian wild flare: keep the cards you want of those you just took; the rest are discarded.",
    "mite.keep": "Mite super flare: keep any of the cards discarded to your power.",
    "philanthropist.ship": "Philanthropist flare: choose the ship you send to the warp for the power you lend.",
    "mutant.discard": "Mutant super flare: discard up to {count} cards before you refill to {size}.",
    "ticktock.ships": "Tick-Tock wild flare: choose 1 to {count} ships from your colonies for the colony on "
                      "{planet:planet}.",
    "vulch.keep": "Vulch wild flare: {seat:p} hands you {card:card}. Keep it (and stop), or discard it and take the "
                  "next?",
    "vulch.keep.keep": "Keep this card",
    "vulch.keep.discard": "Discard it and take the next",
    # technologies
    "ships": "{ships:ships}",
    "turn.second.techs": ("No, give it up to draw {count} tech and keep one",
                          "No, give it up to draw {count} techs and keep one", "count"),
    "tech.keep": "Technology: keep one of these techs face down to research; the others are discarded face up.",
    "tech.keep.tech": "{tech:tech} (research {tech:research}): {tech:tech_summary}",
    "tech.research": "Technology, start of the regroup: research (one ship from a colony onto a tech), complete a "
                     "tech (turn it face up: with fewer ships than its research number it is abandoned), or do "
                     "nothing. Your face-down techs: {techs:researching}.",
    "tech.research.nothing": "Do nothing",
    "tech.research.complete": "Complete {tech:tech}",
    "tech.research.abandon": "Abandon {tech:tech} ({ships} of {number} ships)",
    "tech.research.research": "Research {tech:tech}: a ship from {colony:say}",
    "tech.token": "{tech:tech}: where do you place its token?",
    "tech.token.between": "between {a:planet} and {b:planet}",
    "tech.token.move": "move its token between {a:planet} and {b:planet}",
    "tech.enigma": "Enigma Device: discard any cards you like first; then every hand, yours first, is brought to "
                   "exactly {size}.",
    "tech.quark": "Quark Battery: store one of your encounter cards under it (hidden from everyone else).",
    "tech.quark.swap": "swap your revealed card for the stored {card:card}",
    "tech.coldsleep.ships": "Coldsleep Ship: how many ships found your colony on {target:say}? They come from your "
                            "colonies, emptying none.",
    "tech.coldsleep": "Coldsleep Ship: you have no colony, so you may use it now: its {ships:ships} found a colony on "
                      "another player's planet. Kept for later, they go to the warp.",
    "tech.coldsleep.keep": "Keep the tech for later (its ships go to the warp)",
    "tech.found": "found a colony on {target:say}",
    "tech.use": "use it",
    "tech.take": "take {card:card}",
    "tech.remove": "remove {target:say}",
    "tech.genesis.settle": "add the Genesis planet to your home system and colonize it with {ships:ships}",
    "tech.genesis.empty": "add the Genesis planet to your home system, empty",
    "tech.cancel": "cancel {play:play}",  # a tech's or an artifact's label
    "tech.qax": "give it to {seat:p}",
    "tech.xenon.add": "add 1 to your side's total",
    "tech.xenon.subtract": "subtract 1 from your side's total",
    "tech.move": "move a ship from {colony:say} to the target planet",
    "play.tech": "{tech:tech}: {choice:say}",
    # artifacts
    "play.artifact": "{card:artifact}",
    "play.artifact.choice": "{card:artifact}: {choice:say}",
    "artifact.on": "on {seat:p}",
    "artifact.home": "send {seat:p}'s allied ships home",
    "artifact.all": "send every ally home",
    # changing powers
    "changing.keep": "Changing Powers: you drew the {alien:alien} ({alien:alert}): {alien:summary}. Keep your alien "
                     "or take the new one? The other is discarded.",
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
    # answers given in advance (engine.cosmic.selection): each kind of play, then its answers
    "standing.reinforcement": "Reinforcement cards",
    "standing.second_encounter": "A second encounter whenever you may (always: take it; never: end the turn)",
    "standing.power": "Your {alien:alien} power",
    "standing.fido_offer": "Fido's offers of a used encounter card (always: accept; never: refuse)",
    "standing.flare": "Flare cards",
    "standing.artifact": "{artifact:artifact_name} (artifact)",
    "standing.reveal_alien": "Your alien, the {alien:alien} (only you know it; face down it cannot be used)",
    "standing.tech.research": "Research at every regroup",
    "standing.precursor_seed": "Your {alien:alien} power (Precursor Seed)",
    "standing.tech": "{tech:tech} (tech)",
    "standing.homeward": "Ships going home from an encounter",
    "standing.answer": "{answer:standing}",
    "standing.answer.homeward": "{answer:homeward}",
    "standing.answer.reveal_alien": "{answer:reveal_answer}",
    "standing.answer.tech.research": "{answer:research_answer}",
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


class Labels:
    """The labels both Cosmic editions write alike (a colony, a target planet, a planet, a card), from an
    edition's prompt templates, which hold :data:`SHARED` under the same keys."""

    def __init__(self, templates: Templates) -> None:
        self.say = templates.say
        self._cards: dict[int, Say] = {}
        self._card_options: dict[int, Option] = {}
        self._seat_options: dict[int, Option] = {}

    def colony(self, state: State, planet: int, seat: int) -> Say:
        """One of ``seat``'s colonies as a choice names it, "Red 1 — 3 ships" (:func:`board.colony_label`)."""
        return self.say("colony", planet=board.planet_ref(state, planet), ships=state["planets"][planet][seat])

    def target(self, state: State, planet: int) -> Say:
        """A planet with whose ships are on it, "Red 1 — Ann: 4 ships, Bob: 1 ship" (:func:`board.planet_label`)."""
        return self.say("target", planet=board.planet_ref(state, planet),
                        held=[[s, n] for s, n in enumerate(state["planets"][planet]) if n])

    def planet(self, state: State, planet: int) -> Say:
        return self.say("planet", planet=board.planet_ref(state, planet))

    def card(self, cid: int) -> Say:
        """A card as a choice names it: its label. Made once per card: a hand's cards are offered at every
        encounter, and a ``Say`` never changes."""
        said = self._cards.get(cid)
        if said is None:
            said = self._cards[cid] = self.say("card", card=cid)
        return said

    def seat_option(self, seat: int) -> Option:
        """A player as a choice offers them (whom to invite): made once per seat, as :meth:`card_option` is."""
        option = self._seat_options.get(seat)
        if option is None:
            option = self._seat_options[seat] = Option(str(seat), self.say("seat", seat=seat))
        return option

    def card_option(self, cid: int) -> Option:
        """A card as a choice offers it: its key and its label, made once per card as :meth:`card` is."""
        option = self._card_options.get(cid)
        if option is None:
            option = self._card_options[cid] = Option(key(cid), self.card(cid))
        return option


Label = Say | Callable[[], Say]  # a choice's words, or what makes them when read (the arguments must not change)


def words_of(label: Label) -> Say:
    """A choice's words, made now if the choice gave what makes them."""
    return label if isinstance(label, Say) else label()


LABELS = Labels(PROMPTS)
colony, target, planet, card, card_option = LABELS.colony, LABELS.target, LABELS.planet, LABELS.card, LABELS.card_option
seat_option = LABELS.seat_option
