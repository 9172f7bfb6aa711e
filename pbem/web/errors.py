"""Every refusal is a page with a sentence saying what happened, and the right status."""

from __future__ import annotations

import logging

from flask import Flask, request
from flask_babel import gettext, lazy_gettext
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException

from engine.core import IllegalAction
from pbem.i18n import current_language
from pbem.links import LinkError
from pbem.services.errors import ServiceError
from pbem.services.prompt_text import refusal
from pbem.web.common import message

log = logging.getLogger(__name__)

# Every write is one transaction, so a database that fails mid-request has recorded nothing of it.
UNAVAILABLE = lazy_gettext("The service is briefly unavailable. Nothing was recorded; try again in a minute.")
RETRY_AFTER_SECONDS = 60
TITLES = {400: lazy_gettext("That did not work"), 403: lazy_gettext("Not for you"), 404: lazy_gettext("Not found"),
          405: lazy_gettext("Not like this"), 409: lazy_gettext("Already decided"),
          410: lazy_gettext("This link is finished"), 422: lazy_gettext("Not allowed")}


def init_app(app: Flask) -> None:
    @app.errorhandler(LinkError)
    def _link(exc: LinkError):  # noqa: ANN202
        return message(TITLES.get(exc.status, gettext("Sorry")), exc.message, exc.status, back=exc.back)

    @app.errorhandler(ServiceError)
    def _service(exc: ServiceError):  # noqa: ANN202
        return message(TITLES.get(exc.status, gettext("Sorry")), exc.message, exc.status)

    @app.errorhandler(IllegalAction)
    def _refused(exc: IllegalAction):  # noqa: ANN202
        """A refusal of the rules no view answered itself (a new table with the wrong number of players): the
        core's words, in the reader's language."""
        return message(TITLES[422], refusal(None, exc, {}, current_language()), 422)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):  # noqa: ANN202
        if request.path.startswith("/api/"):
            return {"error": exc.description}, exc.code
        return message(TITLES.get(exc.code or 500, exc.name), exc.description or exc.name, exc.code or 500)

    @app.errorhandler(OperationalError)
    @app.errorhandler(InterfaceError)
    @app.errorhandler(PoolTimeout)
    def _database_down(exc: Exception):  # noqa: ANN202
        log.warning("database unavailable during %s %s: %s", request.method, request.path, exc)
        if request.path.startswith("/api/"):
            response = ({"error": str(UNAVAILABLE)}, 503)
        else:
            response = message(gettext("Briefly unavailable"), UNAVAILABLE, 503)
        return (*response, {"Retry-After": str(RETRY_AFTER_SECONDS)})
