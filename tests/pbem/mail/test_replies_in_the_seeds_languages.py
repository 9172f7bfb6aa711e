"""Replies written in Polish, Hungarian and Italian mail clients, as raw MIME through our own SMTP server
(``pbem.mail.smtp_server``): the quoted email under the client's own reply header, its "sent from" line and
a closing are cut, the answer decides, and "away until" works in those languages too (issue 19)."""

from __future__ import annotations

import base64
import quopri
import smtplib
from datetime import timedelta
from email.utils import make_msgid

import pytest
import sqlalchemy as sa

from pbem.models import Game, User, utcnow
from pbem.services.away import last_day
from tests.pbem.helpers import EMAILS, actions, outbox, started_game
from tests.pbem.mail.smtpd import text_of
from tests.pbem.mail.test_replies_end_to_end import _received_decision, answer, delivered, option_number

ANN = EMAILS[0]



def _headers(original, content_type: str) -> str:
    return (f"From: Ann <{original['To']}>\r\nTo: {original['Reply-To']}\r\n"
            f"Subject: =?UTF-8?B?{base64.b64encode(('Re: ' + original['Subject']).encode()).decode()}?=\r\n"
            f"Message-ID: {make_msgid(domain='example.org')}\r\nIn-Reply-To: {original['Message-ID']}\r\n"
            f"References: {original['Message-ID']}\r\nMIME-Version: 1.0\r\n{content_type}")


def thunderbird_polish(original, answer: str) -> bytes:
    """Thunderbird in Polish: format=flowed, quoted-printable, "W dniu … pisze:" and "> " quotes."""
    quoted = "\n".join("> " + line for line in text_of(original).splitlines())
    body = (f"{answer}\n\nPozdrawiam,\nAnna\n\nW dniu 25.11.2026 o 19:05, pbem pisze:\n{quoted}\n")
    return (_headers(original, "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n"
                               "Content-Transfer-Encoding: quoted-printable\r\n\r\n").encode()
            + quopri.encodestring(body.encode()))


def gmail_hungarian(original, answer: str) -> bytes:
    """Gmail in Hungarian: multipart/alternative, base64 parts, "… ezt írta:" and a "Küldve" line."""
    quoted = "\n".join("> " + line for line in text_of(original).splitlines())
    plain = (f"{answer}\n\nKüldve iPhone-ról\n\n"
             f"pbem <games@pbem.test> (időpont: 2026. nov. 25., Sze, 19:05) ezt írta:\n\n{quoted}\n")
    html = (f"<div dir=\"ltr\">{answer}</div><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">"
            "pbem &lt;games@pbem.test&gt; (időpont: 2026. nov. 25., Sze, 19:05) ezt írta:<br></div>"
            f"<blockquote class=\"gmail_quote\">{text_of(original)}</blockquote></div>")

    def part(kind: str, text: str) -> str:
        return (f"--b1\r\nContent-Type: text/{kind}; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: base64\r\n\r\n"
                + base64.encodebytes(text.encode()).decode().replace("\n", "\r\n") + "\r\n")

    return (_headers(original, "Content-Type: multipart/alternative; boundary=\"b1\"\r\n\r\n")
            + part("plain", plain) + part("html", html) + "--b1--\r\n").encode()


def outlook_italian(original, answer: str) -> bytes:
    """Outlook in Italian: HTML only, "Inviato da Outlook", then "-----Messaggio originale-----" and "Da:"."""
    lines = answer.replace("\n", "<br>")
    html = (f"<html><body><p>{lines}</p><p>Saluti,<br>Anna</p><p>Inviato da Outlook per Android</p>"
            "<div>-----Messaggio originale-----<br>Da: pbem &lt;games@pbem.test&gt;<br>"
            f"Inviato: mercoledì 25 novembre 2026 19:05</div><div>{text_of(original)}</div></body></html>")
    return (_headers(original, "Content-Type: text/html; charset=\"UTF-8\"\r\n"
                               "Content-Transfer-Encoding: quoted-printable\r\n\r\n").encode()
            + quopri.encodestring(html.encode()))


def send_raw(port: int, sender: str, to: str, raw: bytes) -> None:
    raw = raw.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")  # on the wire every line ends in CRLF
    with smtplib.SMTP("127.0.0.1", port, timeout=30) as smtp:
        smtp.sendmail(sender, [to], raw)


@pytest.mark.parametrize("client_writes", [thunderbird_polish, gmail_hungarian, outlook_italian])
def test_a_reply_from_a_polish_hungarian_or_italian_client_decides(app, db, inbox, inbound, client_writes):
    """The answer below a greeting counts only when nothing else names a choice: the quote must be gone."""
    game_id = started_game(db)
    decision = _received_decision(app, inbox, db, ANN)
    with db.session() as session:
        card = session.get(Game, game_id).state["hands"][0][1]
    number = option_number(decision, f"Card {card}")
    send_raw(inbound, ANN, decision["Reply-To"], client_writes(decision, f"Hi,\n\n{number}"))
    recorded = answer(delivered(app, inbox, ANN))
    assert "Recorded" in recorded["Subject"] and f"You chose: Card {card}." in text_of(recorded)
    assert [(a.seat, a.payload, a.source) for a in actions(db, game_id)] == [(0, str(card), "email")]


@pytest.mark.parametrize("words", ["nieobecna do {day}", "Sono assente fino al {day}.", "Távol vagyok {day}-ig"])
def test_away_until_by_reply_in_polish_italian_or_hungarian(app, db, inbox, inbound, words):
    started_game(db)
    decision = _received_decision(app, inbox, db, ANN)
    day = (utcnow() + timedelta(days=20)).date()
    send_raw(inbound, ANN, decision["Reply-To"], thunderbird_polish(decision, words.format(day=day.isoformat())))
    recorded = answer(delivered(app, inbox, ANN))
    assert "Recorded: away until" in recorded["Subject"]
    with db.session() as session:
        assert last_day(session.scalar(sa.select(User).where(User.email == ANN))) == day
    assert not any("Not recorded" in m.subject for m in outbox(db, ANN))
