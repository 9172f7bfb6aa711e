"""Which messages are robots' answers (never answered back) and which are people's replies."""

from __future__ import annotations

from email.message import EmailMessage

import pytest

from pbem.mail.inbound import is_auto_reply


def _message(subject: str = "Re: [Cosmic #4] Your decision", **headers: str) -> EmailMessage:
    message = EmailMessage()
    message["Subject"] = subject
    for name, value in headers.items():
        message[name.replace("_", "-")] = value
    message.set_content("2")
    return message


@pytest.mark.parametrize("message", [
    _message(Auto_Submitted="auto-replied"),
    _message(Auto_Submitted="auto-generated"),
    _message(X_Autoreply="yes"),
    _message(X_Autorespond="Out of office"),
    _message(Precedence="bulk"),
    _message(subject="Out of Office: Re: [Cosmic #4] Your decision"),
    _message(subject="Automatic reply: [Cosmic #4] Your decision"),
    _message(subject="Abwesenheitsnotiz: [Cosmic #4]"),
    _message(subject="Risposta automatica: [Cosmic #4]"),
    _message(subject="Automatyczna odpowiedź: [Cosmic #4]"),
    _message(subject="Automatikus válasz: [Cosmic #4]"),
])
def test_robots_answers_are_recognised(message):
    assert is_auto_reply(message)


@pytest.mark.parametrize("message", [
    _message(), _message(Auto_Submitted="no"), _message(subject="Re: Out of office next week? No: 2"),
])
def test_a_persons_reply_is_not_an_auto_reply(message):
    assert not is_auto_reply(message)
