"""An email's CSS inlined from its shape (``pbem.mail.inlining``) is the bytes css-inline writes for the whole
email, whatever its values hold; where a value or a shape could make them differ, the email is inlined whole."""

from __future__ import annotations

import pytest
from markupsafe import escape

from pbem.mail import inlining
from pbem.mail.inlining import HOLE, HOLE_END, inlined, inliner
from pbem.mail.render import rendered_html
from tests.pbem.mail.test_render_same_bytes import BASE, KINDS, OWN, _rendered_before

# Characters the parser or the serialiser treats apart, in text and in attribute values.
AWKWARD = ["a & b <c> \"d\" 'e'", "no\xa0break", "tab\tand\nnewline", "cr\r\nlf\rcr", "nul\0", "", " ",
           "&amp; &#39; &nbsp;", "Łódź — żółw 😀", "\x01\x0c\x80\ufeff\u2028",
           f"mark {HOLE}0{HOLE_END}", HOLE, "]]> <!-- -->", "=\"x\""]

CSS = "<style>p { color: red; } .foot a { color: blue; } @media (max-width: 480px) { p { margin: 0; } }</style>"


def _page(body: str, head: str = "<title>@@</title>", css: str = CSS) -> str:
    return f'<!doctype html><html lang="@@"><head>{head}{css}</head><body>{body}</body></html>'


def _holes(page: str) -> tuple[str, int]:
    """The page with each ``@@`` a numbered hole, and how many."""
    parts = page.split("@@")
    return "".join(part + (f"{HOLE}{number}{HOLE_END}" if number < len(parts) - 1 else "")
                   for number, part in enumerate(parts)), len(parts) - 1


def _whole(page: str, values: list[str]) -> str:
    parts = page.split("@@")
    return inliner().inline("".join(part + (str(escape(values[number])) if number < len(values) else "")
                                    for number, part in enumerate(parts)))


SHAPES = [
    _page('<div class="foot"><p class="game">@@</p><a href="@@" title="@@">@@</a> and @@</div>'),
    _page("<p>@@@@</p><ul><li>@@</li></ul><b><p>@@</b></p>"),  # text runs, and a misnested tag the parser mends
]


@pytest.mark.parametrize("page", SHAPES)
@pytest.mark.parametrize("value", AWKWARD)
def test_values_written_into_an_inlined_shape_are_the_bytes_of_the_whole_email(page, value):
    shape, count = _holes(page)
    values = [f"{value}{number}" if number % 2 else value for number in range(count)]
    written = inlined(shape, values)
    if any(character in value for character in f"\r\0{HOLE}{HOLE_END}"):
        assert written is None  # the parser rewrites it, or the holes cannot be told apart: inlined whole
    else:
        assert written == _whole(page, values)


@pytest.mark.parametrize("page", [
    _page('<p class="@@">x</p>'), _page('<p style="color: @@">x</p>'), _page('<p id="@@">x</p>'),
    _page("<p data-x=@@>x</p>"), _page("<pre>@@</pre>"), _page("<table><tr><td>x</td>@@</tr></table>"),
    _page("<p>@@</p>", head="<title>@@</title><meta name=x>@@"),
    _page("<p>@@</p>", css="<style>p:empty { color: red; }</style>"),
    _page("<p>@@</p>", css='<style>a[href^="mailto"] { color: red; }</style>'),
    _page("<p>@@</p>", css="<style>p { color: red; } @@</style>"),
])
def test_a_shape_whose_values_could_change_what_css_inline_does_is_not_used(page):
    shape, _ = _holes(page)
    assert inlining._inlined_shape(shape) is None


@pytest.mark.parametrize("value", AWKWARD)
def test_every_kind_of_email_writes_the_same_html_whatever_its_values_hold(app, value):
    for kind in KINDS:
        data = {**{key: f"{item} {value}" if isinstance(item, str) else item for key, item in BASE.items()},
                **(OWN[kind](1) if kind in OWN else {}), "language": "en"}
        subject, _, html = _rendered_before(kind, data)
        assert rendered_html(kind, data, subject) == html, kind
