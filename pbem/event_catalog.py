"""The templates of the "events" and "prompts" gettext domains, written from the rulesets' template tables.

Event lines and prompt texts are not marked strings in the code but tables per ruleset
(``Ruleset.event_templates``, ``Ruleset.prompt_templates``), with one more for the events the service
writes itself (:mod:`pbem.services.service_events`), so ``pybabel extract`` cannot find them;
``make i18n-extract`` runs this module instead (``python -m pbem.event_catalog [prompts]``), and
``pybabel update -D <domain>`` / ``pybabel compile -D <domain>`` take it from there. A message's
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

TRANSLATIONS = Path(__file__).parent / "translations"
DOMAINS = {"events": "event_templates", "prompts": "prompt_templates"}  # gettext domain -> ruleset attribute


def catalog(domain: str = "events") -> Catalog:
    """Every string any ruleset's events (or prompts) may need translated, each once."""
    out = Catalog(project="pbem", domain=domain)
    tables = [(name, getattr(engine.get_ruleset(name), DOMAINS[domain], None)) for name in engine.ruleset_names()]
    if domain == "events":
        tables.append(("service", SERVICE_EVENTS))
    for name, templates in tables:
        for message in templates.messages() if templates is not None else ():
            out.add(message, locations=[(name, 0)])
    return out


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    domain = args.pop(0) if args and args[0] in DOMAINS else "events"
    target = Path(args[0]) if args else TRANSLATIONS / f"{domain}.pot"
    with target.open("wb") as fh:
        write_po(fh, catalog(domain), sort_output=True, omit_header=False, no_location=True, width=120)
    return 0


if __name__ == "__main__":
    sys.exit(main())
