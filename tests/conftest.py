"""The order the suite runs in: tests marked ``long`` first.

`make test` splits the suite over the cores with pytest-xdist, which hands tests out in the order they
are collected. Collected last (``tests/worker`` comes last), a whole game of a minute could start when
the other worker had little left, which then waited for it; handed out first, the long tests are shared
between the workers while the short ones fill in around them."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("long") is None)  # stable: the rest keep their order
