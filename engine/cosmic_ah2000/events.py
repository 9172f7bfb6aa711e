"""Every event of Cosmic Encounter (Avalon Hill, 2000): one English template per kind, rendered from the event's data.

The convention is the 2008 edition's, written out once in :mod:`engine.cosmic.events` (build events only
with :func:`event`, facts in ``data``, one template per kind), and so are the specs both editions write alike
(planets, ships, colours, a deal's terms: ``SHARED``, :func:`engine.cosmic.events.terms`); here cards are this
edition's deck and aliens its twenty. A power's use is one kind per effect, ``power.used.<how>``.

The service renders the same kinds in the reader's language (``Ruleset.event_templates``); the catalog
``events`` lists :meth:`engine.eventtext.Templates.messages`, and a test over seeded playouts checks that
every event's text is its template's rendering.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, player
from engine.cosmic.events import SHARED, terms
from engine.cosmic_ah2000.cards import DECK as COSMIC
from engine.eventtext import Language, Spec, Templates, listed

# The edition's twenty aliens (engine/cosmic_ah2000/aliens), named here so the catalog lists them.
ALIEN_NAMES = ("Amoeba", "Anti-Matter", "Chronos", "Clone", "Empath", "Filch", "Healer", "Laser", "Macron", "Mind",
               "Mutant", "Oracle", "Pacifist", "Parasite", "Philanthropist", "Sorcerer", "Trader", "Virus", "Vulch",
               "Zombie")
CARD_LABELS = tuple(dict.fromkeys(c.label for c in COSMIC))


_FIRST_BY_TOKEN = "The order token drawn is {color}: {seat} goes first."
_FIRST_IN_CAMPAIGN = "{seat} scored least in the campaign's last game and goes first."


def _first(how: Any, lang: Language) -> str:
    """Who goes first and why: the order token drawn, or (in a campaign) the last game's lowest score."""
    seat, color = how
    if color is None:
        return lang.gettext(_FIRST_IN_CAMPAIGN).format(seat=player(int(seat)))
    return lang.gettext(_FIRST_BY_TOKEN).format(seat=player(int(seat)), color=lang.gettext(color.capitalize()))


# Phrases an event may carry as a value (why ships went to the warp, which side a player joined...):
# a closed list, so a catalog can translate each; a test over playouts checks nothing else turns up.
PHRASES: tuple[str, ...] = (
    'defeated',
    'defeated in its transport',
    'defeated on the mothership',
    'defense',
    'defensive reward',
    'new hand',
    'no colony to go back to',
    'no deal',
    'offense',
    'starting hand',
    'the Plague',
)

CARD = Spec(lambda cid, lang: lang.gettext(COSMIC[int(cid)].label), CARD_LABELS)
CARDS = listed(CARD)
SPECS: dict[str, Spec] = {
    **SHARED,
    "card": CARD,
    "cards": CARDS,
    "terms": terms(CARDS),
    "hand": listed(CARD, "no cards"),
    "alien": Spec(lambda name, lang: lang.gettext(name), ALIEN_NAMES),
    "said": Spec(lambda phrase, lang: "" if phrase is None else lang.gettext(phrase) if isinstance(phrase, str)
                 else str(phrase), PHRASES),
    "label": Spec(lambda label, lang: lang.gettext(label), CARD_LABELS),
    "first": Spec(_first, (_FIRST_BY_TOKEN, _FIRST_IN_CAMPAIGN)),
}

TEMPLATES: dict[str, Any] = {
    'power.mind.hand': "{seat:p}'s hand: {cards:hand}.",
    'deal.made.cards': '{by:p} gives {gives:cards}; {accepter:p} gives {given:cards}.',
    'resolution.compensation.cards': 'Compensation: {cards:cards}.',
    'cards.drawn': '{seat:p} drew: {cards:cards}.',
    'power.philanthropist.card': '{seat:p} gives {card:card} to {other:p}.',
    'power.mutant.card': '{seat:p} takes {card:card} from {other:p}.',
    'power.healer.card': '{other:p} pays {card:card}.',
    'alliance.invited': '{seat:p} invites {invited:players}.',
    'alliance.cannot': '{seat:p} has no colony to send ships from.',
    'alliance.joined.mothership': '{seat:p} joins the {side:said} with {count:ships} onto the mothership.',
    'alliance.joined.transport': '{seat:p} joins the {side:said} with {count:ships} in its transport.',
    'alliance.declined': '{seat:p} stays out.',
    'artifact.played': '{seat:p} plays {card_2:card}.',
    'alliance.removed': '{seat:p} takes its ships home and is out of the encounter.',
    'artifact.plague': 'The Plague strikes {seat:p}.',
    'artifact.mobius': '{seat:p} takes {count:ships} out of the warp.',
    'artifact.plague.negotiate': '{seat:p} discards a negotiate.',
    'artifact.emotion_control': 'Both encounter cards now count as negotiates.',
    'artifact.plague.card': '{seat:p} discards {card:card}.',
    'artifact.stellar_gas': 'No compensation is taken this encounter.',
    'ships.warp': '{seat:p} loses {count:ships} to the warp ({why:said}).',
    'deal.start': 'Both play negotiate: {off:p} and {defense:p} have until the deadline to make a deal.',
    'deal.made': 'Deal: {offer:terms}.',
    'deal.failed': "No deal: each side loses three ships to the warp, and the offense's turn ends.",
    'deal.offer': '{seat:p} proposes a deal to {opp:p}.',
    'deal.offer.terms': '{seat:p} offers: {offer:terms}.',
    'deal.colony': '{seat:p} founds a colony on {planet_2:planet} with {count:ships}.',
    'deal.refused': '{seat:p} refuses: no deal.',
    'deal.colony.none': '{seat:p} has no ships to found the colony.',
    'cards.new_hand': ('{seat:p} has no encounter card, discards the hand ({cards:hand}) and draws {hand_size} '
                       'new cards.'),
    'cards.draw': ('{seat:p} draws {count} card ({why:said}).',
                     '{seat:p} draws {count} cards ({why:said}).', 'count'),
    'deck.reshuffle': 'The discard pile is shuffled into a new main deck.',
    'launch': '{seat:p} points the mothership with {count:ships} at {target:planet}; {defense_2:p} defends.',
    'refound': '{seat:p} re-founds its colony on {target:planet} with {count:ships}.',
    'orders.reshuffle': 'The used orders are shuffled back into the pile.',
    'orders.draw': 'The order drawn is {color:color}.',
    'orders.redraw': '{seat:p} has nothing to attack at home and draws again.',
    'orders.refound': '{seat:p} will re-found its colony on {planet_2:planet}.',
    'orders.home': "{seat:p} attacks {defense:p}'s colony on {planet_2:planet}.",
    'orders.another': '{seat:p} draws another order.',
    'planning.played': '{seat:p} plays an encounter card face down.',
    'planning.mine': 'You play {card:card}.',
    'power.oracle.card': '{other:p} played {card:card}.',
    'reveal': 'The cards are revealed: {offense_2:p} {offense:card}, {defense_2:p} {defense:card}.',
    'turn.no_cards': '{seat:p} has no encounter card left: the turn ends and every ship in the encounter goes home.',
    'encounter.void': 'No encounter card is left to draw: the encounter ends without a result.',
    'power.used.uninvited': "{seat:p} uses the power of the {alien:alien}: joins the {side:said} uninvited.",
    'power.used.sees_first': "{seat:p} uses the power of the {alien:alien}: sees the other card before choosing.",
    'power.used.keeps': "{seat:p} uses the power of the {alien:alien}: keeps its {card:card}.",
    'power.used.takes': "{seat:p} uses the power of the {alien:alien}: takes {cards:cards}.",
    'power.used.random_card': "{seat:p} uses the power of the {alien:alien}: {other:p}'s card is chosen at random.",
    'power.used.swapped': "{seat:p} uses the power of the {alien:alien}: the two encounter cards are swapped.",
    'power.used.swaps_hands': "{seat:p} uses the power of the {alien:alien}: swaps hands with {other:p}.",
    'power.used.looks': "{seat:p} uses the power of the {alien:alien}: looks at {other:p}'s hand.",
    'power.used.fills_hand': "{seat:p} uses the power of the {alien:alien}: fills its hand.",
    'power.used.gives': "{seat:p} uses the power of the {alien:alien}: gives a card to {other:p}.",
    'power.used.withdraws': "{seat:p} uses the power of the {alien:alien}: withdraws its ships from the encounter.",
    'power.used.adds': "{seat:p} uses the power of the {alien:alien}: adds {count:ships} to the encounter.",
    'power.used.heals': "{seat:p} uses the power of the {alien:alien}: heals {other:p}'s {count:ships}.",
    'power.used.time_travel': ("{seat:p} uses the power of the {alien:alien}: time travel: both main players "
                               "play a new encounter card."),
    'power.used.negotiates': ("{seat:p} uses the power of the {alien:alien}: both cards count as negotiates: "
                              "the main players must make a deal."),
    'power.used.worth': "{seat:p} uses the power of the {alien:alien}: {count:ships} count as {worth}.",
    'power.used.times': "{seat:p} uses the power of the {alien:alien}: {card} × {ships} = {total}.",
    'power.used.lower_wins': "{seat:p} uses the power of the {alien:alien}: the lower total wins.",
    'power.used.negotiate_wins': ("{seat:p} uses the power of the {alien:alien}: its negotiate wins against an "
                                  "attack."),
    'power.used.home': ("{seat:p} uses the power of the {alien:alien}: {count:ships} go back to its colonies "
                        "instead of the warp."),
    'power.zapped': '{seat:p} zaps the power of the {aliens:alien}: it does nothing for the rest of this encounter.',
    'power.lost': '{seat:p} has used its power one last time and loses it.',
    'resolution.offense_wins': '{seat:p} wins the encounter and lands on {planet_2:planet}.',
    'resolution.defense_wins': '{seat:p} holds {planet_2:planet}.',
    'resolution.compensation.claim': ('{seat:p} claims {count} card of compensation from {from:p}.',
                                        '{seat:p} claims {count} cards of compensation from {from:p}.', 'count'),
    'resolution.compensation': ('{seat:p} takes {taken} card from {from:p}.',
                                  '{seat:p} takes {taken} cards from {from:p}.', 'taken'),
    'resolution.totals': 'Totals: offense {offense}, defense {defense}.',
    'resolution.reward.ships': '{seat:p} takes {count:ships} out of the warp to {colony:planet}.',
    'setup.first': '{how:first}',
    'setup.alien': '{seat:p} is the {alien:alien}.',
    'standing': 'From now on: {units:said}: {words:said}.',
    'turn.start': 'Turn {number}: {seat:p} is the offense.',
    'retrieve.mothership': '{seat:p} has no colony: a ship leaves the warp straight onto the mothership.',
    'retrieve': '{seat:p} takes a ship out of the warp to {choice:planet}.',
    'retrieve.none': '{seat:p} leaves its ships in the warp.',
    'turn.second': '{seat:p} goes on to a second encounter.',
    'turn.decline': '{seat:p} ends the turn.',
    'game.over': ('{winners:both} wins with five foreign colonies.', '{winners:both} win with five foreign '
                  'colonies.', 'winners'),
    'power.lost.unused': '{seat:p} did not use its power one last time and loses it.',
    'power.last_use': ('{seat:p} has fewer than {need} native colonies: it may use its power one last time '
                       'this encounter.'),
    'power.regained': '{seat:p} has its power back.',
    'power.declared': '{seat:p} is about to use the power of the {aliens:alien}.',
    'window.skipped': 'Your play was no longer possible and was skipped.',
}

EVENTS = Templates(TEMPLATES, SPECS)


def event(kind: str, seats: tuple[int, ...] | None = None, /, **data: Any) -> Event:
    """An event of ``kind`` (a key of :data:`TEMPLATES`) with its facts and its English text."""
    return EVENTS.event(kind, seats, **data)
