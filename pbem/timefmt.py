"""Times are stored in UTC and shown in the reader's own zone."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from babel.dates import format_date, format_datetime, format_timedelta
from flask_babel import force_locale, gettext

from pbem.i18n import babel_locale, current_language


def valid_zone(name: str) -> bool:
    """Whether ``name`` is an IANA zone this machine knows (``Europe/Berlin``, ``UTC``)."""
    if not name or name != name.strip() or name.startswith("/") or ".." in name:
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def zone_names() -> list[str]:
    return sorted(z for z in available_timezones() if "/" in z and not z.startswith(("Etc/", "SystemV/")))


def local(moment: datetime, zone: str, language: str | None = None) -> str:
    """``Tue 4 Jun, 14:05 CEST`` in ``zone``, the day and month in ``language`` (default: the page's or email's).

    The zone keeps its abbreviation in every language: CLDR lacks short names for most zones
    outside English, and a player compares it with the clock they know.
    """
    return _local(moment.replace(microsecond=0), zone, language or current_language())


@lru_cache(maxsize=1024)
def _local(moment: datetime, zone: str, language: str) -> str:
    """Kept per second, zone and language: the emails a deadline sweep writes in one go show the same
    few deadlines (a prompt's deadline is its opening moment plus the pace) to readers in the same zones.
    A zone's offset is whole seconds, so the fraction of a second never changes the minute shown."""
    at = moment.astimezone(ZoneInfo(zone))
    when = format_datetime(at, "EEE d MMM, HH:mm", locale=babel_locale(language))
    return f"{when} {at.tzname()}"


def until(moment: datetime, now: datetime, language: str | None = None) -> str:
    """How long is left, roughly, as a reader says it (``in 5 hours``, ``za 5 godzin``)."""
    if moment <= now:
        return _overdue(language)
    return _left(moment - now, language, add_direction=True)


def time_left(moment: datetime, now: datetime, language: str | None = None) -> str:
    """How long is left without the "in" (``5 hours``), for a sentence that says "left" itself."""
    if moment <= now:
        return _overdue(language)
    return _left(moment - now, language, add_direction=False)


def day(when: date, language: str | None = None) -> str:
    """A calendar day written out for the reader (``czwartek, 4 czerwca 2026``), e.g. an away period's last day."""
    return format_date(when, "full", locale=language or current_language())


def _left(delta: timedelta, language: str | None, add_direction: bool) -> str:
    # threshold 2: "47 hours", not "2 days", while a deadline is under two days away
    return format_timedelta(max(delta, timedelta(minutes=1)), threshold=2, granularity="minute",
                            add_direction=add_direction, locale=language or current_language())


def _overdue(language: str | None) -> str:
    with force_locale(language or current_language()):
        return gettext("overdue")
