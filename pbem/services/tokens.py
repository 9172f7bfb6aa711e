"""API tokens are random and stored hashed; a leaked database does not leak seats."""

from __future__ import annotations

import hashlib
import secrets

import sqlalchemy as sa
from sqlalchemy.orm import Session

from pbem.models import Seat


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_for_token(session: Session, token: str) -> Seat | None:
    if not token:
        return None
    return session.scalar(sa.select(Seat).where(Seat.api_token_hash == hash_token(token)))


def new_api_token(seat: Seat) -> str:
    """A fresh token for this seat, replacing any earlier one; shown once, since only its hash is kept."""
    token = secrets.token_urlsafe(32)
    seat.api_token_hash = hash_token(token)
    return token
