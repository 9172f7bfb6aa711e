"""Reply and bounce addresses: short enough for a local part, bound to what they were made for."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from pbem.mail.reply_address import (
    AddressError,
    ReplyClaims,
    bounce_address,
    prompt_hash,
    reply_address,
    split,
    verify_bounce,
    verify_reply,
)

CONFIG = {"SECRET_KEY": "test-secret", "MAIL_FROM": "pbem <games@pbem.test>", "LINK_MAX_AGE_DAYS": 365}
BIG = ReplyClaims(game=2**31 - 1, seat=5, epoch=999, row=2**31 - 1, answers=300, prompt_hash=2**32 - 1)


def test_the_largest_reply_address_fits_a_local_part_and_round_trips():
    address = reply_address(CONFIG, BIG)
    local, domain = address.split("@")
    assert len(local) <= 64 and domain == "pbem.test" and local.startswith("play+")
    purpose, token = split(address.upper(), CONFIG)  # some servers fold the case of local parts
    assert purpose == "play" and verify_reply(CONFIG, token) == BIG


def test_the_address_of_an_email_asking_several_decisions_fits_too_and_says_how_many():
    bundle = ReplyClaims(**{**BIG.__dict__, "bundle": 26})
    address = reply_address(CONFIG, bundle)
    assert len(address.split("@")[0]) <= 64 and verify_reply(CONFIG, split(address, CONFIG)[1]) == bundle
    assert verify_reply(CONFIG, split(reply_address(CONFIG, BIG), CONFIG)[1]).bundle == 1


def test_a_changed_token_or_another_key_is_refused():
    token = split(reply_address(CONFIG, BIG), CONFIG)[1]
    changed = token[:10] + ("a" if token[10] != "a" else "b") + token[11:]
    with pytest.raises(AddressError):
        verify_reply(CONFIG, changed)
    with pytest.raises(AddressError):
        verify_reply({**CONFIG, "SECRET_KEY": "another"}, token)
    with pytest.raises(AddressError):  # a bounce token is no reply token
        verify_reply(CONFIG, split(bounce_address(CONFIG, 7), CONFIG)[1])


def test_an_old_address_expires_with_the_links():
    made = date(2026, 1, 1)
    token = split(reply_address(CONFIG, BIG, today=made), CONFIG)[1]
    assert verify_reply(CONFIG, token, today=made + timedelta(days=365)) == BIG
    with pytest.raises(AddressError, match="too old"):
        verify_reply(CONFIG, token, today=made + timedelta(days=366))


def test_bounce_addresses_name_their_outbox_row():
    assert verify_bounce(CONFIG, split(bounce_address(CONFIG, 123456), CONFIG)[1]) == 123456


def test_other_addresses_are_not_ours():
    assert split("ann@example.org", CONFIG) is None
    assert split("play+abc@elsewhere.test", CONFIG) is None
    assert split("play+abc@pbem.test", {**CONFIG, "MAIL_DOMAIN": "in.pbem.test"}) is None
    assert prompt_hash("r1.pick.0") != prompt_hash("r1.pick.1")
