"""The board as a picture: a ruleset draws its table as inline SVG by adding ``views/<ruleset>.svg``.

The hook is the template's name, so a new ruleset (Starfarers) gives its own
picture without code here; a ruleset without one keeps its HTML board only.
The picture gets the same ``view`` as the HTML board (one seat's, or a
spectator's), so it cannot show more than that seat may see.
"""

from __future__ import annotations

from typing import Any

from flask import current_app, render_template
from jinja2 import TemplateNotFound
from markupsafe import Markup


def board_picture(ruleset: str, view: dict[str, Any] | None, names: dict[int, str]) -> Markup | None:
    """The ruleset's SVG of this view, or ``None`` when it draws none (or there is no board yet)."""
    if not view:
        return None
    try:
        return Markup(render_template(f"views/{ruleset}.svg", view=view, names=names))
    except TemplateNotFound:
        return None


def draws_picture(ruleset: str) -> bool:
    """Whether the ruleset has a picture, so an email links to the board page only when there is one.

    Remembered per app: every email asks, and a template that is not there is looked for on disk anew. Only
    the loader is asked, which finds the file: compiling the picture (what ``get_template`` does) cost a
    worker's first decision email tens of milliseconds, for a template the email never renders."""
    known: dict[str, bool] = current_app.extensions.setdefault("pbem.draws_picture", {})
    if ruleset not in known:
        env = current_app.jinja_env
        try:
            env.loader.get_source(env, f"views/{ruleset}.svg")
            known[ruleset] = True
        except TemplateNotFound:
            known[ruleset] = False
    return known[ruleset]
