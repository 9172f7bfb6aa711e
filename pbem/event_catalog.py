"""The template of the "events" gettext domain, written from the rulesets' event templates.

Event lines are not marked strings in the code but a table per ruleset (``Ruleset.event_templates``)
and one for the service's own lines (:mod:`pbem.services.service_events`), so ``pybabel extract``
cannot find them; ``make i18n-extract`` runs this module instead, and
``pybabel update -D events`` / ``pybabel compile -D events`` take it from there. A message's
context-free id is the English template itself; a plural template is a singular/plural pair, so
each language gives all its plural forms (Polish: 1 statek, 2 statki, 5 statków).
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

import engine
from pbem.services.service_events import EVENTS as SERVICE_EVENTS

POT = Path(__file__).parent / "translations" / "events.pot"


def catalog() -> Catalog:
    """Every string any ruleset's events may need translated, each once."""
    out = Catalog(project="pbem", domain="events")
    tables = [(name, getattr(engine.get_ruleset(name), "event_templates", None)) for name in engine.ruleset_names()]
    for name, templates in [*tables, ("service", SERVICE_EVENTS)]:
        for message in templates.messages() if templates is not None else ():
            out.add(message, locations=[(name, 0)])
    return out


def main(argv: list[str] | None = None) -> int:
    target = Path((argv or sys.argv[1:] or [str(POT)])[0])
    with target.open("wb") as fh:
        write_po(fh, catalog(), sort_output=True, omit_header=False, no_location=True, width=120)
    return 0


if __name__ == "__main__":
    sys.exit(main())
