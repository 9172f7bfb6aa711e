"""Deadlines as a reader says them (issue 19): weekday and month in the reader's language, in their zone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from pbem.timefmt import local

NOON_UTC = datetime(2026, 6, 4, 12, 5, tzinfo=UTC)  # a Thursday; 14:05 summer time in Berlin


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Thu 4 Jun, 14:05 CEST"),
    ("pl", "czw. 4 cze, 14:05 CEST"),
    ("hu", "Cs 4 jún., 14:05 CEST"),
    ("it", "gio 4 giu, 14:05 CEST"),
])
def test_a_deadline_in_each_language_and_the_readers_zone(language, said):
    assert local(NOON_UTC, "Europe/Berlin", language) == said


def test_without_a_language_or_a_request_it_is_english_and_the_zone_still_counts():
    assert local(NOON_UTC, "Asia/Tokyo") == "Thu 4 Jun, 21:05 JST"
