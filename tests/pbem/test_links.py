import pytest
import time_machine
from itsdangerous import URLSafeTimedSerializer

from pbem import links
from pbem.links import LinkClaims, LinkError


def test_a_link_carries_exactly_what_was_signed(app):
    token = links.sign(LinkClaims("option", 4, 1, 2, "r1.pick.1", 9, "7"))
    assert links.verify("option", token) == LinkClaims("option", 4, 1, 2, "r1.pick.1", 9, "7")


@time_machine.travel("2026-11-26 05:00:00", tick=False)
def test_links_are_the_tokens_itsdangerous_writes(app):
    """The quicker signer changes no link zlib does not shorten (most): old emails' links still work, and new ones
    are the same bytes; one it would shorten is its uncompressed form, which the library reads all the same."""
    library = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="pbem.link.option")
    token = links.sign(LinkClaims("option", 4, 1, 2, "r1.pick.1", 9, "7"))
    assert token == library.dumps({"g": 4, "e": 2, "s": 1, "p": "r1.pick.1", "r": 9, "k": "7"})
    assert links.settings_path("ann@example.org") == "/settings/" + URLSafeTimedSerializer(
        app.config["SECRET_KEY"], salt="pbem.link.settings").dumps({"m": "ann@example.org"})
    long = LinkClaims("decide", 4, 1, 2, "r12.flare.x" * 12, 9)  # long enough that the library compresses it
    decide = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="pbem.link.decide")
    payload = {"g": 4, "e": 2, "s": 1, "p": "r12.flare.x" * 12, "r": 9}
    assert decide.dumps(payload).startswith(".") and not links.sign(long).startswith(".")
    assert links.verify("decide", links.sign(long)) == long and decide.loads(links.sign(long)) == payload
    assert links.verify("decide", decide.dumps(payload)) == long  # a compressed token of an older email


@time_machine.travel("2026-11-26 05:00:00", tick=False)
def test_the_unsubscribe_link_is_a_settings_token_never_compressed(app):
    """Every email's List-Unsubscribe link skips zlib: the library's own token for an address compression does not
    shorten, and for one it does, the uncompressed form of it, which the settings page reads all the same."""
    library = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="pbem.link.settings")
    short = library.dumps({"m": "ann@example.org"})
    assert links.unsubscribe_path("ann@example.org") == f"/settings/{short}/unsubscribe"
    long = "ann" * 40 + "@example.org"  # compressible: the library's token starts with "."
    token = links.unsubscribe_path(long).removeprefix("/settings/").removesuffix("/unsubscribe")
    assert library.dumps({"m": long}).startswith(".") and not token.startswith(".")
    assert links.settings_email(token) == long == library.loads(token)["m"]
    assert links.settings_path(long) == f"/settings/{token}"  # the body's link: the same token
    assert links.settings_email(library.dumps({"m": long})) == long  # an older email's compressed one still works


def test_a_link_signed_again_a_second_later_carries_the_later_time(app):
    """Tokens are kept for the second they were signed in, never longer: a later link expires later."""
    library = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="pbem.link.play")
    with time_machine.travel("2026-11-26 05:00:00Z", tick=False):
        first = links.play_path(4, 1, 0)
        assert links.play_path(4, 1, 0) == first
    with time_machine.travel("2026-11-26 05:00:01Z", tick=False):
        later = links.play_path(4, 1, 0)
        assert later == "/play/" + library.dumps({"g": 4, "e": 0, "s": 1}) != first


def test_a_link_of_one_purpose_is_no_good_for_another(app):
    token = links.sign(LinkClaims("join", 4, 1, 0))
    with pytest.raises(LinkError) as refused:
        links.verify("play", token)
    assert refused.value.status == 403


def test_a_changed_link_is_refused(app):
    token = links.sign(LinkClaims("play", 4, 1, 0))
    forged = links.sign(LinkClaims("play", 4, 0, 0)).split(".")[0] + "." + ".".join(token.split(".")[1:])
    with pytest.raises(LinkError, match="not valid"):
        links.verify("play", forged)


def test_a_link_signed_with_another_key_is_refused(app):
    token = links.sign(LinkClaims("play", 4, 1, 0))
    app.config["SECRET_KEY"] = "another-key"
    with pytest.raises(LinkError, match="not valid"):
        links.verify("play", token)


def test_links_expire(app):
    with time_machine.travel("2026-01-01 12:00Z", tick=False):
        token = links.sign(LinkClaims("play", 4, 1, 0))
    with time_machine.travel("2026-01-01 12:00Z", tick=False):
        assert links.verify("play", token).seat == 1
    with time_machine.travel("2027-06-01 12:00Z", tick=False), pytest.raises(LinkError, match="expired") as refused:
        links.verify("play", token)
    assert refused.value.status == 410
