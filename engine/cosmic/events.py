"""Every event of Cosmic Encounter (2008): one English template per kind, rendered from the event's data.

Convention (follow it for every new event, it is mechanical):

* Build events only with :func:`event`: ``event("power.amoeba.ships", seats, seat=seat, count=n)``, never
  ``Event(kind, f"...")``. Add the kind and its English template to :data:`TEMPLATES`; one kind, one
  template (a second wording is a second kind).
* ``data`` holds facts, not words: seats, card ids, planet references, counts, keys. A template names how
  each is written after a colon: ``{seat:p}`` a player, ``{planet:planet}`` a planet (the value is
  :func:`engine.cosmic.board.planet_ref`), ``{card:card}`` / ``{cards:cards}`` card ids, ``{count:ships}``
  "3 ships", ``{alien:alien}`` an alien's name, ``{destiny:destiny}`` a destiny card, ``{terms:terms}`` a
  deal's terms and ``{x:play}`` a play on the stack (both keys and ids, worded here), ``{why:said}`` a
  noun phrase from :data:`PHRASES` (reasons, sides, tech names, kept as their English wording,
  translated on rendering). A plain ``{count}`` is a number.
* Never a verb or a clause in ``data``: two wordings are two kinds (``power.amoeba.add`` /
  ``power.amoeba.withdraw``), so a translation always has the whole sentence.
* A template that says "N things" is a plural entry ``(singular, plural, count key)``.
* Converting an old call: each ``{expr}`` of the f-string becomes a named field with the spec above;
  ``board.name(state, x)`` -> ``{x:p}``; ``board.planet_name(state, p)`` -> ``{p:planet}`` with
  ``p=board.planet_ref(state, p)``; ``COSMIC[c].label`` -> ``{c:card}``; ``board.ships(n)`` -> ``{n:ships}``.

The service renders the same kinds in the reader's language (``Ruleset.event_templates``); the catalog
``events`` lists :meth:`engine.eventtext.Templates.messages`, and a test over seeded playouts checks that
every event's text is its template's rendering.
"""

from __future__ import annotations

from typing import Any

from engine.core import player
from engine.cosmic.cards import ALIEN_NAMES, COLORS, COSMIC, SPECIALS
from engine.cosmic.four_planets import NUMBER_WORDS
from engine.eventtext import BOTH, Language, Spec, Templates, listed, named, plural

CARD_LABELS = tuple(dict.fromkeys(c.label for c in COSMIC))
DESTINY_WORDS = ("{color} (colour)", "Wild", "Special: {special}", *SPECIALS.values())
COLOR_WORDS = tuple(c.capitalize() for c in COLORS)
ARTIFACT_NAMES = tuple(dict.fromkeys(c.name for c in COSMIC if c.type == "artifact"))


def _planet(ref: Any, lang: Language) -> str:
    color, number = ref  # number is "Genesis" for the planet a Genesis Bomb adds
    return f"{lang.gettext(color.capitalize())} {lang.gettext(number) if isinstance(number, str) else number}"


def _destiny(code: str, lang: Language) -> str:
    if code.startswith("color:"):
        return lang.gettext("{color} (colour)").format(color=lang.gettext(code[6:].capitalize()))
    if code == "wild":
        return lang.gettext("Wild")
    return lang.gettext("Special: {special}").format(special=lang.gettext(SPECIALS[code]))


_BASES = {"attack": "Totals: offense {offense}, defense {defense}.", "compensation": "Attack beats negotiate.",
          "morphs": "Two morphs: both sides lose."}
_SIDES = {"offense": "offense", "defense": "defense"}


def _outcome(base: Any, lang: Language) -> str:
    return lang.gettext(_BASES[base["kind"]]).format(**base)


def _changed(side: Any, lang: Language) -> str:
    if side is None:
        return ""
    return " " + lang.gettext("A power changes the outcome: the {side} wins.").format(side=lang.gettext(side))


def _winner_is(shown: Any, lang: Language) -> str:
    if shown is None:
        return ""
    side, seat = shown
    return " " + lang.gettext("The {side} ({seat}) wins.").format(side=lang.gettext(side), seat=player(int(seat)))


def _way(pair: Any, lang: Language) -> str:
    return lang.gettext("{seat} wins {how}").format(seat=player(int(pair[0])), how=lang.gettext(pair[1]))


def _victory(victory: Any, lang: Language) -> str:
    """Who won and how: the winners together when all won by colonies, else each with its own way."""
    ways = victory["ways"]
    if victory["together"]:
        seats = BOTH.write([s for s, _ in ways], lang)
        return lang.ngettext("{seats} wins {how}.", "{seats} win {how}.", len(ways)).format(
            seats=seats, how=lang.gettext(ways[0][1]))
    said = "; ".join(_way(w, lang) for w in ways)
    return lang.gettext("{ways}: a shared win." if len(ways) > 1 else "{ways}.").format(ways=said)


# A deal's terms, one part a line of the deal: ``[kind, giver, taker, what]`` (seats, card ids, counts, a planet
# reference), written here so the deal in a log and in a prompt reads the same in every language.
_TERMS: dict[str, Any] = {
    "cards": "{giver} gives {taker} {what}",
    "named": ("{giver} gives {taker} {what} named card", "{giver} gives {taker} {what} named cards"),
    "choice": ("{giver} gives {taker} {what} card of {giver}'s choice",
               "{giver} gives {taker} {what} cards of {giver}'s choice"),
    "colony": "{giver} lets {taker} found a colony on {what}",
    "zombie": ("{giver} (Zombie) frees {what} of {taker}'s ships from the warp",
               "{giver} (Zombie) frees {what} of {taker}'s ships from the warp"),
}


def terms(cards: Spec) -> Spec:
    """A deal's terms, the cards named in them written by ``cards`` (each edition has its own deck).
    A deal stored as English words (before terms were data) reads as it was stored."""
    def term(part: Any, lang: Language) -> str:
        if isinstance(part, str):  # a power's term in English words, from a game begun before terms were data
            return part
        kind, giver, taker, what = part
        template = _TERMS[kind]
        pattern = lang.gettext(template) if isinstance(template, str) else lang.ngettext(*template, int(what))
        said = cards.write(what, lang) if kind == "cards" else _planet(what, lang) if kind == "colony" else what
        return pattern.format(giver=player(int(giver)), taker=player(int(taker)), what=said)

    def write(parts: Any, lang: Language) -> str:
        if isinstance(parts, str):
            return parts
        return "; ".join(term(p, lang) for p in parts) or lang.gettext("nothing changes hands")
    words = (*(t if isinstance(t, str) else (t[0], t[1]) for t in _TERMS.values()), "nothing changes hands")
    return Spec(write, words)


_DEAL_FAILED = {"quashed": "quashed", "walked": "{seat} walked away"}


def _deal_failed(why: Any, lang: Language) -> str:
    """Why a deal failed: ``"quashed"``, or ``["walked", seat]``; an older game's English reason as stored."""
    if isinstance(why, str):
        return lang.gettext(_DEAL_FAILED[why]) if why in _DEAL_FAILED else why
    return lang.gettext(_DEAL_FAILED[why[0]]).format(seat=player(int(why[1])))


# A play on the stack, as event data: ``{"play": kind, ...facts}`` (a card id, a side, a tech, a seat, an alien);
# every timing unit says its plays so (``said``), and :func:`engine.cosmic.timing.describe` words them in English.
_PLAYS: dict[str, str] = {
    "card": "{card}",
    "reinforcement": "{card} for the {side}",
    "tech": "the {tech} tech",
    "artifact": "{title}",
    "artifact.on": "{title} (on {seat})",
    "artifact.home": "{title} (send {seat}'s allied ships home)",
    "artifact.all": "{title} (send every ally home)",
    "power": "the {alien} power",
    "lent": "the lent {alien} power",
    "kept": "the kept {alien} power",
    "extra": "the {alien} power (beside its own)",
}


def _play(said: Any, lang: Language) -> str:
    """A play on the stack; one stored as English words (before plays were data) reads as it was stored."""
    if isinstance(said, str):
        return said
    fill = {"card": CARD.write(said["card"], lang) if "card" in said else None,
            "title": lang.gettext(COSMIC[int(said["card"])].name) if "card" in said else None,
            "seat": player(int(said["seat"])) if "seat" in said else None,
            "alien": lang.gettext(said.get("alien", "alien")),  # no alien: a power gone meanwhile
            **{k: lang.gettext(said[k]) for k in ("side", "tech") if k in said}}
    return lang.gettext(_PLAYS[said["play"]]).format(**fill)


def _flare_play(said: Any, lang: Language) -> str:
    """What a flare was played to do: the label the player chose (its key and params, worded as the prompt worded
    it); one stored as English words (before labels were data) reads as it was stored."""
    from engine.cosmic.prompt_text import PROMPTS
    return said if isinstance(said, str) else PROMPTS.render(said["key"], said["params"], lang)


def _flare_play_words() -> tuple[Any, ...]:
    """The flares' labels and the labels they quote (a colony, a target planet)."""
    from engine.cosmic.flares.play_text import FLARE_PLAYS
    from engine.cosmic.prompt_text import HELD, SHARED
    return (*FLARE_PLAYS.values(), SHARED["colony"], SHARED["target"], *HELD.words)


def _summaries() -> dict[str, str]:
    """Each alien's one-line summary, from its sheet (the aliens are defined after these templates)."""
    from engine.cosmic.powers import ALIENS
    return {name: alien.summary for name, alien in ALIENS.items()}


def _summary(name: str, lang: Language) -> str:
    """An alien's summary, by the alien's name."""
    return lang.gettext(_summaries()[name])


# Phrases an event may carry as a value (why ships went to the warp, which side a player joined...):
# a closed list, so a catalog can translate each; a test over playouts checks nothing else turns up.
PHRASES: tuple[str, ...] = (
    'Changing Powers',
    'Chosen',
    'Chosen flare',
    'Coldsleep Ship',
    'Collapsium Hulls',
    'Cosmic Field Generator',
    'Cudgel flare',
    'Delta Scanner',
    'Energy Cloak',
    'Enigma Device',
    'Fido',
    'Fodder',
    'Fodder super flare',
    'Genesis Bomb',
    'Gluon Mines',
    'Hate',
    'Infinity Drive',
    'Kamikaze',
    'Lunar Cannon',
    'Machine super flare',
    "Masochist's super flare",
    'Observer wild flare',
    'Omega Missile',
    'Plague',
    'Plasma Thrusters',
    'Precursor Seed',
    'Quark Battery',
    'Remora',
    'Remora wild flare',
    'Reserve',
    'Reserve super flare',
    'Shadow',
    'Shadow flare',
    'Tech Scrambler',
    'The Prometheus',
    'The Qax',
    'Tick-Tock super flare',
    'Vacuum Turbines',
    'Void wild flare',
    'Warpspace Key',
    'Xenon Lasers',
    'a bluff',
    'crushed by the Cudgel',
    'defeated as a defensive ally',
    'defeated defending',
    'defeated on the gate',
    'defense',
    'defensive reward',
    'eradicated by the Void',
    'failed deal',
    'new hand',
    'no colony to return to',
    'offense',
    'starting hand',
    'taken by the Shadow flare',
    'taken by the Vacuum',
    "the Gambler's challenge",
    'the Reincarnator reincarnates',
    'the truth',
    'with five foreign colonies',
    'with four foreign colonies',
    'with three foreign colonies',
    'with two foreign colonies',
)

CARD = Spec(lambda cid, lang: lang.gettext(COSMIC[int(cid)].label), CARD_LABELS)
CARD_LIST = listed(CARD)
# The specs both editions write the same way (the Avalon Hill edition's events take them from here).
PLANET = Spec(_planet, (*COLOR_WORDS, "Genesis"))
SHARED: dict[str, Spec] = {
    "planet": PLANET,
    "planets": listed(PLANET),
    "counts_to": listed(Spec(lambda pair, lang: lang.gettext("{count} to {planet}").format(
        count=pair[0], planet=_planet(pair[1], lang)), ("{count} to {planet}",))),
    "ships": plural("{n} ship", "{n} ships"),
    "aliens": listed(Spec(lambda name, lang: lang.gettext(name)), "none"),
    "color": Spec(lambda color, lang: lang.gettext(color.capitalize()), COLOR_WORDS),
}
SPECS: dict[str, Spec] = {
    **SHARED,
    "card": CARD,
    "cards": CARD_LIST,
    "terms": terms(CARD_LIST),
    "deal_failed": Spec(_deal_failed, tuple(_DEAL_FAILED.values())),
    "shown_card": Spec(lambda cid, lang: lang.gettext("keeps its card face down") if cid is None
                       else lang.gettext("reveals {card}").format(card=CARD.write(cid, lang)),
                       ("keeps its card face down", "reveals {card}")),
    "hand": listed(CARD, "no cards"),
    "cards_or_none": listed(CARD, "none"),
    "ships_capital": plural("{n} ship", "{n} ships"),  # the same words; a sentence may not start with a digit
    "seat_aliens": listed(Spec(lambda pair, lang: lang.gettext("{seat} is the {alien}").format(
        seat=player(int(pair[0])), alien=lang.gettext(pair[1])), ("{seat} is the {alien}",))),
    "alien": Spec(lambda name, lang: lang.gettext(name), ALIEN_NAMES),
    "destiny": Spec(_destiny, DESTINY_WORDS),
    "outcome": Spec(_outcome, tuple(_BASES.values())),
    "changed": Spec(_changed, ("A power changes the outcome: the {side} wins.", *_SIDES)),
    "winner_is": Spec(_winner_is, ("The {side} ({seat}) wins.",)),
    "victory": Spec(_victory, ("{seat} wins {how}", "{ways}: a shared win.", "{ways}.",
                               ("{seats} wins {how}.", "{seats} win {how}."))),
    "number_word": named(NUMBER_WORDS),
    "said": Spec(lambda phrase, lang: "" if phrase is None else lang.gettext(phrase) if isinstance(phrase, str)
                 else str(phrase), PHRASES),
    "label": Spec(lambda label, lang: lang.gettext(label), CARD_LABELS),
    "half": named({"wild": "wild", "super": "super"}),
    "techs": listed(Spec(lambda tech, lang: lang.gettext(tech))),
    "summary": Spec(_summary, lambda: tuple(_summaries().values())),
    "play": Spec(_play, (*_PLAYS.values(), "alien", *ARTIFACT_NAMES)),
    "flare_play": Spec(_flare_play, _flare_play_words),
    "was_alien": Spec(lambda name, lang: lang.gettext("its face-down alien") if name is None
                      else lang.gettext("the {alien}").format(alien=lang.gettext(name)),
                      ("its face-down alien", "the {alien}")),
}

TEMPLATES: dict[str, Any] = {
    'cards.drawn': '{seat:p} drew: {cards:cards}.',
    'flare.healer.cards': 'Cards charged: {cards:cards_or_none}.',
    'power.citadel.discarded': "{seat:p}'s citadels are discarded ({why:said}): {cards:cards}.",
    'deal.cards.named': 'Cards handed over: {cards:cards}.',
    'game.over': '{victory:victory}',
    'resolution.outcome': '{base:outcome}{changed:changed}{shown:winner_is}',
    'power.lost': '{seat:p} loses its alien power (fewer than {need:number_word} home colonies).',
    'power.regained': '{seat:p} regains its alien power.',
    'alien.changed.hidden': '{seat:p} discards {was:was_alien} and takes a new alien face down ({why:said}).',
    'alien.changed.hidden.beside': ('{seat:p} keeps {was:was_alien} beside it and takes a new alien face down '
                                    '({why:said}).'),
    'alien.changed.mine': ('You are now the {alien:alien}: {alien:summary}. It stays face down until you reveal '
                           'it.'),
    'alien.aside.discarded': ('The {count} card the old alien kept aside is discarded.',
                              'The {count} cards the old alien kept aside are discarded.', 'count'),
    'alien.changed': '{seat:p} discards the {old:alien} and is now the {alien:alien} ({why:said}).',
    'alien.changed.beside': '{seat:p} keeps the {old:alien} beside it and is now the {alien:alien} ({why:said}).',
    'power.amoeba.add': '{seat:p} (Amoeba) will add ships to the encounter.',
    'power.amoeba.withdraw': '{seat:p} (Amoeba) will withdraw ships from the encounter.',
    'power.amoeba.ships.added': ('{seat:p} (Amoeba) adds {count} ship.', '{seat:p} (Amoeba) adds {count} ships.',
                                 'count'),
    'power.amoeba.ships.withdrawn': ('{seat:p} (Amoeba) withdraws {count} ship.',
                                     '{seat:p} (Amoeba) withdraws {count} ships.', 'count'),
    'power.antimatter': "{seat:p} (Anti-Matter): the lower total wins, and the {seat_2:said}'s ships count against it.",
    'power.barbarian.discard': '{seat:p} (Barbarian) discards the rest of the plundered hand: {cards:cards}.',
    'power.barbarian': ("{who} (Barbarian) plunders {whom}'s hand of {count} card and keeps up to {keep}.",
                          "{who} (Barbarian) plunders {whom}'s hand of {count} cards and keeps up to {keep}.", 'count'),
    'power.barbarian.hand': "{whom}'s hand: {taken:cards}.",
    'power.barbarian.kept': 'You keep: {kept:cards}.',
    'power.calculator': '{seat:p} (Calculator) calls "equalize".',
    'power.chosen': '{seat:p} (Chosen) draws and shows {cards:cards}.',
    'power.chosen.play': '{seat:p} (Chosen) plays {card:card} as its encounter card.',
    'power.chosen.keep': '{seat:p} (Chosen) keeps its encounter card.',
    'power.chosen.add': '{seat:p} (Chosen) adds {value}: its card now counts {effective}.',
    'power.citadel': '{seat:p} (Citadel) places {card:card} as a citadel by {planet_2:planet}.',
    'power.citadel.active': '{seat:p} (Citadel) activates its citadels: {state} for the defense.',
    'power.citadel.lost': "{seat:p}'s activated citadels are discarded (the defense lost).",
    'power.clone': '{seat:p} (Clone) keeps its {card:card}.',
    'power.cudgel': '{seat_2:p} (Cudgel) crushes {seat:p}: {count} more ship(s) to the warp.',
    'power.dictator.shuffle': 'The destiny deck is shuffled.',
    'power.dictator': '{seat:p} (Dictator) picks the destiny card {offense:p} draws.',
    'power.fido.answer.accepts': "{seat:p} accepts Fido's offer.",
    'power.fido.answer.refuses': "{seat:p} refuses Fido's offer.",
    'power.fido': '{seat:p} (Fido) takes the {card:card} and offers it to {to:p}.',
    'power.fido.discard': '{seat:p} (Fido) discards the {card:card}.',
    'power.fido.ship': '{seat:p} (Fido) retrieves a ship from the warp to {choice:planet}.',
    'power.filch': '{seat:p} (Filch) takes the {card:card}.',
    'power.fodder': '{seat:p} ({why:said}) discards {cards:cards} and adds {added}.',
    'power.gambler.claim': '{seat:p} (Gambler) states its card is Attack {claim:02d}.',
    'power.gambler.shows': '{seat:p} (Gambler) shows its card: {card:card}.',
    'power.gambler.shown': "{challenger:p} challenges: the Gambler's card is {card:card} ({value:said}).",
    'power.gambler.accepted': ("{challenger:p} accepts: the Gambler's card counts as Attack {claim:02d} and "
                               "will go face down to the bottom of the deck."),
    'power.grudge': '{seat:p} holds a grudge token of {seat_2:p} (Grudge): {count:ships} to the warp.',
    'power.grudge.tokens': '{seat:p} (Grudge) gives a grudge token to {seats:both}.',
    'power.hacker.player': '{seat:p} (Hacker) takes its compensation from {giver:p} and looks at that hand.',
    'power.hate.attack': ('{seat:p} (Hate) discards {card:card}: every other player discards an attack card of '
                          'equal or higher value or loses {lost_ships} ships.'),
    'power.hate.type': ('{seat:p} (Hate) discards {card:card}: every other player discards a card of that type or '
                        'loses {lost_ships} ships.'),
    'power.hate.kept': '{seat:p} (Hate super flare) shows {card:card} and keeps it.',
    'power.hate.discard': '{seat:p} discards {card:card} to the Hate.',
    'power.hate.ships': '{seat:p} loses {lost_ships} ships to the Hate.',
    'power.healer': "{seat_2:p} (Healer) heals {count} of {seat:p}'s ships: they return to its colonies.",
    'flare.healer': ('{seat_2:p} (Healer) charges {seat:p} {count} card.',
                       '{seat_2:p} (Healer) charges {seat:p} {count} cards.', 'count'),
    'power.human': '{who} (Human) adds {bonus} to the {side:said}.',
    'power.human.zapped': 'Zapping the Human makes the {side:said} win.',
    'power.kamikaze': '{seat:p} (Kamikaze) sends {count:ships} to the warp for {value} cards.',
    'power.loser': ('{seat:p} (Loser) declares an upset: both main players must play attack cards if they can, '
                    'and the side that would lose wins.'),
    'power.machine': '{seat:p} (Machine) may have another encounter.',
    'power.macron': '{seat:p} (Macron): each of its ships counts {worth}.',
    'power.masochist': '{seat:p} (Masochist) has lost all its ships.',
    'power.mind': "{seat:p} (Mind) looks at {other:p}'s hand.",
    'power.mind.hand': "{seat:p}'s hand: {cards:hand}.",
    'power.mirror': '{seat:p} (Mirror) calls a reversal.',
    'power.mirror.reversed': "Reversed by the Mirror, the {side:said}'s attack {value:02d} counts {value_2:02d}.",
    'power.miser.new_hoard': ('{seat:p} (Miser) has no encounter card in its hoard: shows it ({cards:hand}), '
                              'discards it and takes eight new cards.'),
    'power.mite.discard': '{seat:p} keeps {kept} cards at random and discards {count}.',
    'power.mite.cards': 'Discarded to the Mite: {cards:cards}.',
    'power.mite.land': '{defense:p} lets the Mite ({mite:p}) land: a successful encounter.',
    'power.mite': '{seat:p} (Mite) makes {defense:p} choose: keep {kept} cards at random, or let it land.',
    'power.mutant': '{seat:p} (Mutant) refills its hand to {hand_size} cards.',
    'power.mutant.take': '{seat:p} (Mutant) takes a card at random from {from:p}.',
    'power.mutant.card': 'The card taken: {taken:card}.',
    'power.observer.own': '{seat:p} (Observer): its ships in the encounter will not go to the warp.',
    'power.observer.allies': "{seat:p} (Observer): its allies' ships in the encounter will not go to the warp.",
    'power.observer.saved': '{count:ships_capital} of {seat:p} go to {first:planet} instead of the warp (Observer).',
    'power.oracle': '{seat:p} (Oracle): the {other:said} plays its card face up first.',
    'power.pacifist': '{seat:p} (Pacifist) wins with its negotiate.',
    'power.philanthropist': '{seat:p} (Philanthropist) gives a card to {to:p}.',
    'power.philanthropist.card': 'The card given: {card:card}.',
    'power.remora.owed.card': '{seat:p} (Remora) may follow: {other:p} drew from the deck.',
    'power.remora.owed.ship': '{seat:p} (Remora) may follow: {other:p} retrieved ships from the warp.',
    'power.remora.ship': '{seat:p} (Remora) retrieves a ship from the warp to {arg:planet}.',
    'reinforcement.played.reserve': ('{seat:p} ({why:said}) plays {card:card} as a reinforcement of +{value} '
                                     'for the {side:said}.'),
    'power.reserve.cancel': "{seat:p} (Reserve) discards a negotiate and cancels {played:p}'s {card:card}.",
    'power.shadow': "{seat_2:p} (Shadow) sends {seat:p}'s ship on {planet_2:planet} to the warp.",
    'power.shadow.tech': "{seat_2:p} (Shadow) sends {seat:p}'s ship on its tech number {tech} to the warp.",
    'power.sorcerer': '{seat:p} (Sorcerer) swaps the face-down cards.',
    'power.spiff.founds': '{seat:p} (Spiff) crash-lands a ship on {target:planet}, founding a colony there.',
    'power.spiff.joins': '{seat:p} (Spiff) crash-lands a ship on {target:planet}, joining its colony there.',
    'power.ticktock': '{seat:p} (Tick-Tock) discards a token ({why:said}): {tokens} left.',
    'power.ticktock.setup': '{seat:p} (Tick-Tock) starts with {tokens} tokens.',
    'power.trader': '{seat:p} (Trader) swaps hands with {other:p}.',
    'power.tripler': '{seat:p} (Tripler) turns its {value} into {value_2}.',
    'power.vacuum': ('{seat:p} (Vacuum) takes {count} ship of other players to the warp with it.',
                       '{seat:p} (Vacuum) takes {count} ships of other players to the warp with it.', 'count'),
    'power.virus': '{seat:p} (Virus) multiplies its card by its ships.',
    'power.void': "{seat:p} (Void): the losing side's ships are removed from the game.",
    'power.vulch.keeps': '{seat:p} (Vulch) keeps {cards:cards}.',
    'power.vulch.takes': "{seat:p} (Vulch) takes {other:p}'s discarded {cards:cards}.",
    'power.warpish': '{seat:p} (Warpish) adds {warp}, one for each ship in the warp.',
    'power.warrior': '{seat:p} (Warrior) adds {tokens}, one for each of its tokens.',
    'power.warrior.tokens': ('{seat:p} (Warrior) gains {gained} token and now has {tokens}.',
                               '{seat:p} (Warrior) gains {gained} tokens and now has {tokens}.', 'gained'),
    'power.will': "{seat:p} (Will) chooses to attack {defense:p}'s colony on {planet_2:planet}.",
    'power.zombie': ('{owner:p} (Zombie) sends {count} ship to {home:planet} instead of the warp.',
                       '{owner:p} (Zombie) sends {count} ships to {home:planet} instead of the warp.', 'count'),
    'power.zombie.free': "{owner:p} (Zombie) frees {count} of {seat:p}'s ships from the warp.",
    'alliance.invite': '{seat:p} ({role:said}) invites {invited:players}.',
    'alliance.join': ('{seat:p} allies with the {side:said} with {ships} ship.',
                        '{seat:p} allies with the {side:said} with {ships} ships.', 'ships'),
    'alliance.sealed': 'Your answer is in; it is revealed when the others have answered.',
    'alliance.decline': '{seat:p} stays out of the encounter.',
    'artifact.mobius': "Mobius Tubes: ships in the warp return to their owners' colonies.",
    'artifact.plague': ('Plague strikes {victim:p}: it discards {cards:cards} and loses {penalty_ships} ships '
                        'to the warp.'),
    'artifact.emotion': 'Emotion Control: the revealed attacks count as negotiates.',
    'artifact.ionicgas': 'Ionic Gas: no compensation and no defensive rewards this encounter.',
    'artifact.quash': 'Quash: the deal is cancelled and counts as failed.',
    'artifact.forcefield': "Force Field: {ally:p}'s alliance is cancelled.",
    'ships.warp': ('{seat:p} loses {count} ship to the warp ({why:said}).',
                     '{seat:p} loses {count} ships to the warp ({why:said}).', 'count'),
    'ships.removed': ('{seat:p} loses {count} ship from the game ({why:said}).',
                        '{seat:p} loses {count} ships from the game ({why:said}).', 'count'),
    'alien.kept': '{seat:p} keeps its alien and discards the new one (Changing Powers): the {drawn:alien}.',
    'deal.open': 'Both negotiate: the main players have until the deadline to make a deal.',
    'deal.failed': 'No deal ({why:deal_failed}): each main player loses {penalty_ships} ships to the warp.',
    'deal.agreed': 'The main players agree on a deal.',
    'deal.made': 'Deal made: {terms:terms}.',
    'deal.made.cards': 'The deal in full: {terms:terms}.',
    'deal.cards': ('{seat:p} hands over {cards_count} card.',
                     '{seat:p} hands over {cards_count} cards.', 'cards_count'),
    'deal.colony': ('{seat:p} founds a colony on {planet:planet} with {count} ship.',
                      '{seat:p} founds a colony on {planet:planet} with {count} ships.', 'count'),
    'deal.offer': '{seat:p} makes an offer.',
    'deal.offer.terms': '{seat:p} offers: {terms:terms}.',
    'destiny.defense': '{defense:p} defends; the encounter is at {planet:planet}.',
    'destiny.defense.home': "{defense:p} defends; the encounter is at {system:p}'s home system.",
    'destiny.draw': '{off:p} draws the destiny card {card:destiny}.',
    'destiny.reshuffle': 'The destiny deck is reshuffled.',
    'destiny.redraw': '{off:p} draws destiny again.',
    'destiny.redraw.home': '{off:p} has nothing to attack at home and draws again.',
    'destiny.recolonize': '{off:p} will re-found a colony on {parts:planet}.',
    'flare.played': '{seat:p} uses the {alien:alien} {half:half} flare: {text:flare_play}.',
    'flare.calculator': '{seat:p} (Calculator) may now call "equalize" as an ally.',
    'flare.cudgel': ('The Cudgel crushes {seat:p} too: {count} ship to the warp.',
                       'The Cudgel crushes {seat:p} too: {count} ships to the warp.', 'count'),
    'flare.dictator': '{seat:p} makes {offense:p} discard the destiny card {destiny:destiny} and draw again.',
    'flare.fido': '{seat:p} takes the {card:card} from the discard pile.',
    'flare.filch': "{seat:p} discards a negotiate and steals {seat_2:p}'s {card:card}.",
    'flare.fodder.join': '{seat:p} joins the {side:said} with 1 ship (Fodder wild flare).',
    'flare.grudge': '{seats:both} gain nothing and take their ships home.',
    'flare.hacker.return': ('{seat_2:p} (Hacker super flare) gives {to:p} {count} card.',
                              '{seat_2:p} (Hacker super flare) gives {to:p} {count} cards.', 'count'),
    'flare.hate': '{seat:p} discards {card:card} at random.',
    'flare.hate.win': '{other:p} has no encounter card left: {seat:p} wins the encounter.',
    'power.human.self_zap': 'The Human zaps its own power: the {side:said} wins.',
    'flare.human.stopped': "{seat:p} is the Human: the Human's wild flare does nothing against it.",
    'flare.kamikaze': '{seat:p} retrieves {more:ships} more from the warp to {planet:planet}.',
    'flare.masochist': ("{off:p}'s regrouped ship goes back to the warp; {seat:p} retrieves one to "
                        "{planet:planet} instead."),
    'flare.mirror': "{seat:p}'s card now counts as {copied:label}.",
    'flare.mirror.reversal.own': '{seat:p} (Mirror) calls a reversal on its own card only.',
    'flare.mirror.reversal.opponent': "{seat:p} (Mirror) calls a reversal on its opponent's card only.",
    'flare.miser': ('{seat:p} sets {count} card aside until the encounter ends.',
                      '{seat:p} sets {count} cards aside until the encounter ends.', 'count'),
    'flare.miser.hoard': "{seat:p} adds the deck's top card to its hoard.",
    'flare.mite': '{seat:p} (Mite wild flare) sends every ally home.',
    'power.mite.kept': '{seat_2:p} (Mite) keeps {count} of the discarded cards.',
    'flare.mutant.discard': '{seat:p} (Mutant) discards {cards:cards}.',
    'flare.mutant.take': '{seat:p} takes a card at random from {from:p}.',
    'flare.mutant.card': 'The card taken: {taken:card}.',
    'flare.observer': ("One of {seat:p}'s ships in the encounter comes from the warp; the one from "
                       "{planet:planet} stays there."),
    'flare.oracle': ('{seat:p} and {other:p} shuffle their hands together and deal them out again ({mine} '
                     'and {value} cards).'),
    'flare.oracle.end': ('{seat:p} (Oracle) ends the encounter: both cards go back to hand, every ship goes '
                         'home, and it counts as a successful deal.'),
    'flare.parasite': '{seat:p} founds a colony on {planet_2:planet} with one ship.',
    'flare.philanthropist.lend': '{seat:p} lends its {alien:alien} power to {to:p} for this encounter.',
    'flare.remora': '{seat:p} (Remora super flare) may draw a card or retrieve a ship: {other:p} gained a colony.',
    'flare.reserve': "{seat:p} (Reserve wild flare) takes {seat_2:p}'s discarded {cards:cards}.",
    'flare.shadow': '{seat:p} takes every ship on the gate to the warp: the winners found no colony.',
    'flare.shadow.retrieve': '{seat:p} (Shadow) retrieves a ship from the warp to {planet:planet}.',
    'flare.sorcerer': ('{off:p} and {defense:p} swap alien powers: {off:p} is now {aliens:alien}, {defense:p} '
                       '{aliens_2:alien}.'),
    'flare.sorcerer.swap': '{seat:p} (Sorcerer) swaps the face-down cards.',
    'flare.spiff': "One of {seat:p}'s ships stays on {target:planet}.",
    'flare.ticktock': '{seat:p} founds a colony of {count:ships} on {planet_2:planet}.',
    'flare.trader.take': '{seat:p} takes a card at random from {from:p}.',
    'flare.trader.card': 'The card taken: {taken:card}.',
    'flare.trader.give': '{seat:p} gives {to:p} a card.',
    'flare.trader.given': 'The card given: {card:card}.',
    'flare.trader': '{seat:p} (Trader) swaps hands with {other:p}.',
    'flare.vacuum': '{seat:p} (Vacuum wild flare) retrieves {count:ships} from the warp to {planet:planet}.',
    'flare.vulch.hand': '{from:p} hands {seat:p} a card.',
    'flare.vulch.card': 'The card handed over: {taken:card}.',
    'flare.vulch.discard': '{seat:p} discards {card:card}.',
    'flare.will.hand': "{seat:p}'s hand: {cards:hand}.",
    'flare.zombie': '{seat:p} brings a ship back from the warp to {planet:planet}.',
    'flare.zombie.ally': '{seat:p} adds a ship from the warp to the encounter.',
    'deck.quake': ('Cosmic quake: the cosmic deck and its discard pile are both empty. Every player discards '
                   'its hand, the pile is shuffled into a new deck and each player draws eight cards.'),
    'cards.new_hand': ('{seat:p} has no encounter card, shows the hand ({cards:hand}), discards it and draws a '
                       'new hand.'),
    'cards.draw': ('{seat:p} draws {count} card ({why:said}).',
                     '{seat:p} draws {count} cards ({why:said}).', 'count'),
    'deck.reshuffle': 'The cosmic discard pile is shuffled into a new deck.',
    'alien.revealed': '{seat:p} reveals its alien: the {alien:alien}.',
    'ships.home': ('{seat:p} sends {values} ship home: {words:counts_to}.',
                     '{seat:p} sends {values} ships home: {words:counts_to}.', 'values'),
    'launch.empty': '{off:p} has no ships to launch and aims the gate at {target:planet}.',
    'launch': ('{seat:p} aims the gate at {target_2:planet} and launches {ships} ship.',
                   '{seat:p} aims the gate at {target_2:planet} and launches {ships} ships.', 'ships'),
    'launch.recolonize': ('{seat:p} re-founds a colony on {target:planet} with {count} ship.',
                            '{seat:p} re-founds a colony on {target:planet} with {count} ships.', 'count'),
    'reveal': '{off:p} {offense:shown_card}; {defense_seat:p} {defense:shown_card}.',
    'planning.dud': '{who:p} has no encounter card: the encounter ends and every ship in it goes home.',
    'planning.chosen': '{seat:p} has chosen a card.',
    'planning.mine': 'You chose {cid:card}.',
    'reveal.allies_home': 'The encounter will be a deal: the allies take their ships home.',
    'planning.face_up': '{seat:p} plays {cid:card} face up.',
    'power.zapped': "{seat:p}'s {alien:alien} power is zapped for the rest of the encounter.",
    'regroup': '{seat:p} retrieves a ship from the warp; it joins a colony chosen with the launch.',
    'regroup.colony': "{seat:p}'s regrouped ship joins {to:planet}.",
    'reinforcement.played': '{seat:p} plays {card:card} for the {side:said}.',
    'resolution.compensation': ('{seat:p} takes {count} card from {giver:p} as compensation.',
                                  '{seat:p} takes {count} cards from {giver:p} as compensation.', 'count'),
    'resolution.land.founds': ('{seat:p} lands {count} ship and founds a colony on {target:planet}.',
                               '{seat:p} lands {count} ships and founds a colony on {target:planet}.', 'count'),
    'resolution.land.reinforces': ('{seat:p} lands {count} ship and reinforces its colony on {target:planet}.',
                                   '{seat:p} lands {count} ships and reinforces its colony on {target:planet}.',
                                   'count'),
    'resolution.compensation.cards': 'Compensation cards: {taken:cards}.',
    'resolution.reward.ships': ('{seat:p} takes {values} ship back from the warp: {where:counts_to}.',
                                  '{seat:p} takes {values} ships back from the warp: {where:counts_to}.', 'values'),
    'setup.first': 'The destiny deck names {offense:p} to go first.',
    'standing': 'From now on: {units:said}: {words:said}.',
    'setup.alien.mine': 'You will play the {choice:alien}.',
    'setup.aliens': 'The aliens are revealed: {aliens:seat_aliens}.',
    'setup.aliens.hidden': ('Every player has chosen an alien; they stay face down until their owners reveal '
                            'them (Hidden Powers).'),
    'tech.delta': 'Delta Scanner: {seat:p} takes {card:card} from the discard pile.',
    'tech.enigma.discard': 'Enigma Device: {seat:p} discards {gone:cards} at random.',
    'tech.enigma.chosen': 'Enigma Device: {seat:p} discards {cards:cards}.',
    'tech.xenon': "Xenon Lasers: {seat:p} changes its side's total by {arg}.",
    'tech.plasma': 'Plasma Thrusters: {seat:p} moves a ship from {planet:planet} to {target:planet}.',
    'tech.collapsium': "Collapsium Hulls: one of {seat:p}'s ships stays on {target:planet}.",
    'tech.gluon': "Gluon Mines: {seat:p} destroys {count} of the offense's ships on the gate.",
    'tech.cloak': 'Energy Cloak: nobody may ally with the defense this encounter.',
    'tech.gluon.win': 'No offensive ship is left on the gate: the defense wins.',
    'tech.qax': ('The Qax: {seat:p} gives it to {ally:p}, who must ally with the {side:said} with {ships} ship.',
                   'The Qax: {seat:p} gives it to {ally:p}, who must ally with the {side:said} with {ships} '
                   'ships.', 'ships'),
    'tech.quark': 'Quark Battery: {seat:p} swaps its revealed card for {card:card}.',
    'tech.quark.stored': '{seat:p} stores an encounter card under its Quark Battery.',
    'tech.warpspace': ("Warpspace Key: {seat:p}'s {count} ship leave the warp.",
                         "Warpspace Key: {seat:p}'s {count} ships leave the warp.", 'count'),
    'tech.coldsleep': ('Coldsleep Ship: {seat:p} founds a colony on {planet:planet} with {count} ship.',
                         'Coldsleep Ship: {seat:p} founds a colony on {planet:planet} with {count} ships.', 'count'),
    'tech.coldsleep.researchers': ('Coldsleep Ship: {seat:p} founds a colony on {planet:planet} with its '
                                   '{count:ships} that researched it.'),
    'tech.infinity': 'Infinity Drive: {seat:p} may have another encounter.',
    'tech.omega': 'Omega Missile: {seat:p} removes {planet_2:planet} from the game.',
    'tech.genesis': ('Genesis Bomb: {seat:p} adds {planet_2:planet} to its home system, colonized with '
                     '{count:ships}.'),
    'tech.genesis.empty': 'Genesis Bomb: {seat:p} adds {planet_2:planet} to its home system, empty.',
    'tech.precursor': ('Precursor Seed: {seat:p} gains the {alien:alien} power beside its own: '
                       '{alien:summary}.'),
    'tech.precursor.none': 'Precursor Seed: no alien power is left to gain.',
    'tech.token': '{seat:p} places the {tech:said} token at {where:planets}.',
    'tech.prometheus.adrift': ("{seat:p} has no ship left on {planet:planet}: The Prometheus token leaves it for "
                               'another of its colonies.'),
    'tech.cancelled': "{seat:p}'s {tech:said} is cancelled and discarded.",
    'tech.research': '{seat:p} moves a ship from {planet:planet} onto a face-down tech ({ships_2} there now).',
    'tech.give_up': ('{seat:p} gives up its second encounter to draw {count} tech.',
                       '{seat:p} gives up its second encounter to draw {count} techs.', 'count'),
    'tech.kept.mine': 'You keep {choice:said} face down.',
    'tech.kept': '{seat:p} keeps a tech face down.',
    'tech.kept.discarding': '{seat:p} keeps a tech face down, discarding {discarded:techs} face up.',
    'tech.completed': '{seat:p} completes {tech:said}.',
    'tech.completed.hidden': '{seat:p} completes a tech that stays hidden until used.',
    'tech.abandoned': '{seat:p} abandons {tech:said} ({ships} of {research} ships) and discards it face up.',
    'tech.reshuffle': 'The tech discards are shuffled into a new tech deck.',
    'tech.completed.mine': 'You complete {name:said}.',
    'turn.start': 'Turn {number}: {seat:p} is the offense.',
    'regroup.planet': '{seat:p} retrieves a ship from the warp to {planet:planet}.',
    'regroup.gate': '{seat:p} retrieves a ship from the warp to the hyperspace gate (no colony to take it).',
    'turn.extra': '{seat:p} has an encounter with {defense:p} in its home system.',
    'turn.extra.whole': '{seat:p} has an extra encounter now; then the turn goes on.',
    'regroup.3': '{seat:p} retrieves a ship from the warp to {p:planet}.',
    'turn.resume': "{seat:p}'s turn goes on.",
    'turn.second': '{seat:p} goes on to a second encounter.',
    'turn.decline': '{seat:p} declines a second encounter.',
    'play.stacked': '{seat:p} plays {seat_2:play}.',
    'response.not_carried_out': ('Your play ({mine:play}) was not carried out: {first:p} played '
                                 '{what_first:play} at the same moment and comes first in priority order. '
                                 'Nothing of yours was spent; if you can still play, you are asked again.'),
    'play.cancelled': '{seat_2:p} played {seat_3:play}: it is cancelled.',
    'window.skipped': 'Your play was no longer possible and was skipped.',
}

EVENTS = Templates(TEMPLATES, SPECS)


# ``event(kind, seats=None, /, **data)``: an event of ``kind`` (a key of :data:`TEMPLATES`) with its facts and its
# English text; the templates' own method, not a function calling it (a game makes thousands of events).
event = EVENTS.event
