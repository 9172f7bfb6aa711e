"""Every refusal is a page with a sentence saying what happened, and the right status."""

from __future__ import annotations

from flask import Flask, request
from werkzeug.exceptions import HTTPException

from pbem.links import LinkError
from pbem.services.errors import ServiceError
from pbem.web.common import message

TITLES = {400: "That did not work", 403: "Not for you", 404: "Not found", 405: "Not like this",
          409: "Already decided", 410: "This link is finished", 422: "Not allowed"}


def init_app(app: Flask) -> None:
    @app.errorhandler(LinkError)
    def _link(exc: LinkError):  # noqa: ANN202
        return message(TITLES.get(exc.status, "Sorry"), exc.message, exc.status, back=exc.back)

    @app.errorhandler(ServiceError)
    def _service(exc: ServiceError):  # noqa: ANN202
        return message(TITLES.get(exc.status, "Sorry"), exc.message, exc.status)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):  # noqa: ANN202
        if request.path.startswith("/api/"):
            return {"error": exc.description}, exc.code
        return message(TITLES.get(exc.code or 500, exc.name), exc.description or exc.name, exc.code or 500)
