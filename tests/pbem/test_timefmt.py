"""Deadlines as a reader says them (issue 19): weekday and month in the reader's language, in their zone."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from pbem.timefmt import day, local, time_left, until

NOON_UTC = datetime(2026, 6, 4, 12, 5, tzinfo=UTC)  # a Thursday; 14:05 summer time in Berlin


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Thu 4 Jun, 14:05 CEST"),
    ("pl", "czw. 4 cze, 14:05 CEST"),
    ("hu", "Cs 4 jún., 14:05 CEST"),
    ("it", "gio 4 giu, 14:05 CEST"),
])
def test_a_deadline_in_each_language_and_the_readers_zone(language, said):
    assert local(NOON_UTC, "Europe/Berlin", language) == said


def test_a_deadline_a_moment_before_the_minute_shows_that_minute_in_every_zone():
    moment = NOON_UTC - timedelta(microseconds=1)  # 12:04:59.999999
    assert local(moment, "Europe/Berlin", "en") == "Thu 4 Jun, 14:04 CEST"
    assert local(moment, "Asia/Kolkata", "en") == "Thu 4 Jun, 17:34 IST"
    assert local(NOON_UTC, "Asia/Kolkata", "en") == "Thu 4 Jun, 17:35 IST"


def test_without_a_language_or_a_request_it_is_english_and_the_zone_still_counts():
    assert local(NOON_UTC, "Asia/Tokyo") == "Thu 4 Jun, 21:05 JST"


@pytest.mark.parametrize(("language", "hours", "said"), [
    ("en", 5, "in 5 hours"), ("pl", 5, "za 5 godzin"), ("pl", 3, "za 3 godziny"), ("hu", 5, "5 óra múlva"),
    ("it", 5, "tra 5 ore"),
    ("en", 47, "in 47 hours"),  # under two days a deadline is still counted in hours
    ("pl", 72, "za 3 dni"),
])
def test_how_long_is_left_in_each_language(language, hours, said):
    assert until(NOON_UTC + timedelta(hours=hours), NOON_UTC, language) == said


def test_the_reminder_says_the_time_left_without_in_and_a_passed_deadline_is_overdue(app):
    assert time_left(NOON_UTC + timedelta(hours=12), NOON_UTC, "en") == "12 hours"
    assert time_left(NOON_UTC + timedelta(seconds=20), NOON_UTC, "pl") == "1 minuta"
    assert until(NOON_UTC, NOON_UTC, "pl") == "po terminie" and until(NOON_UTC, NOON_UTC, "en") == "overdue"


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Thursday, June 4, 2026"), ("pl", "czwartek, 4 czerwca 2026"),
    ("hu", "2026. június 4., csütörtök"), ("it", "giovedì 4 giugno 2026"),
])
def test_an_away_periods_last_day_in_each_language(language, said):
    assert day(date(2026, 6, 4), language) == said
