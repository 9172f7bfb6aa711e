"""The twenty alien powers of this edition; importing this package registers them.

The rulebook gives each alien only a flavour paragraph; the powers are the classic ones summarised in
``shared/rules/cosmic-ah2000.md`` §12, and every reading we had to make is listed in the README.
"""

from engine.cosmic_ah2000.aliens import cards, combat, encounter  # noqa: F401
