"""Refusals a player can read, each with the HTTP status that fits it."""

from __future__ import annotations


class ServiceError(Exception):
    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadRequest(ServiceError):
    status = 400


class NotFound(ServiceError):
    status = 404


class Forbidden(ServiceError):
    status = 403


class StalePrompt(ServiceError):
    """The decision was already taken or the game moved past it."""

    status = 409


class Conflict(ServiceError):
    status = 409


class GameOver(ServiceError):
    status = 410
