"""Our own deck of 32 encounter cards, authored after the printed deck's structure (rules file 11).

The printed texts are not ours to copy.  Each card asks one question: ``ask`` is ``"number"``
(give 0-3 resources to the supply first) or ``"yesno"`` (``pay`` cards on yes, if any).  Each
answer leads to a list of effects from the almanac's result vocabulary:

``["half", n]`` gain (n > 0) or lose half medals · ``["gain", n]`` n resources of your choice ·
``["gain_named", res, n]`` · ``["upgrade"]`` a free upgrade · ``["lose_upgrade"]`` ·
``["ground"]`` one ship cannot fly this turn · ``["rob_each"]`` 1 random card from each opponent ·
``["trade_ship"]`` a free trade ship · ``["jump"]`` a space jump · ``["another"]`` draw another card ·
``["return_gift"]`` what you gave comes back · ``["return_gained"]`` what you took goes back ·
``["combat", rival, win, lose]`` and ``["duel", rival, win, lose]`` a shake against the rival's
mothership (cannons or boosters; ties go to you) · ``["flee", rival, ok, caught]`` boosters against
boosters, no shake · ``["shake", {"1-2": ..., "3": ..., "4-5": ...}]`` your ball sum.
Rivals are seats counted from you: 1 your left, -1 your right, 2 second left, -2 second right.
The two Wear and Tear cards (``wear``) strike every player with that many upgrades or more.
"""

from __future__ import annotations

from typing import Any

LEFT, RIGHT, LEFT2, RIGHT2 = 1, -1, 2, -2
WIN_UPGRADE = [["upgrade"], ["half", 1]]


def _merchant(n: int, title: str, outcomes: list[list]) -> dict[str, Any]:
    return {"id": n, "family": "merchant", "title": title, "ask": "number",
            "question": "A merchant ship hails you and asks for a gift for its trading houses. "
                        "How many resources do you give (0 to 3)?",
            "outcomes": {str(k): o for k, o in enumerate(outcomes)}}


def _demand(n: int, pay: int, rival: int, win: list, lose: list) -> dict[str, Any]:
    return {"id": n, "family": "pirate_demand", "title": "Pirates demand tribute", "ask": "yesno", "pay": pay,
            "question": f"A pirate ship blocks your way and demands {pay} resource(s). Do you pay?",
            "outcomes": {"yes": [], "no": [["combat", rival, win, lose]]}}


def _fence(n: int, table: dict[str, list]) -> dict[str, Any]:
    return {"id": n, "family": "fence", "title": "A fence", "ask": "yesno", "pay": 1,
            "question": "A fence offers 2 resources of your choice for 1 of yours, no questions asked. Do you deal?",
            "outcomes": {"yes": [["gain", 2], ["shake", table]], "no": []}}


def _raid(n: int, pay: int, table: dict[str, list], refuse: list) -> dict[str, Any]:
    return {"id": n, "family": "raid", "title": "A raid for hire", "ask": "yesno", "pay": pay,
            "question": f"A pirate offers to raid your rivals for {pay} resource(s). Do you hire him?",
            "outcomes": {"yes": [["shake", table]], "no": refuse}}


def _attack(n: int, rival: int) -> dict[str, Any]:
    fight = ["combat", rival, WIN_UPGRADE, [["lose_upgrade"]]]
    return {"id": n, "family": "pirate_attack", "title": "Pirate attack", "ask": "yesno",
            "question": "Pirates attack your fleet. Do you try to flee (yes) or fight (no)?",
            "outcomes": {"yes": [["flee", rival, [], [fight]]], "no": [fight]}}


def _distress(n: int, rival: int, win: list, lose: list, refuse: list) -> dict[str, Any]:
    return {"id": n, "family": "distress", "title": "A distress call", "ask": "yesno",
            "question": "A ship drifts towards a sun and calls for help. Do you race to rescue it?",
            "outcomes": {"yes": [["duel", rival, win, lose]], "no": refuse}}


def _rescue(n: int, rival: int, win: list, lose: list, refuse: list) -> dict[str, Any]:
    return {"id": n, "family": "under_attack", "title": "A ship under pirate attack", "ask": "yesno",
            "question": "Pirates are attacking a ship nearby. Do you go to its help?",
            "outcomes": {"yes": [["combat", rival, win, lose]], "no": refuse}}


def _distortion(n: int, rival: int, win: list, lose: list, refuse: list) -> dict[str, Any]:
    return {"id": n, "family": "distortion", "title": "A space distortion", "ask": "yesno",
            "question": "Space bends around your ships. Do you try to ride the distortion?",
            "outcomes": {"yes": [["duel", rival, win, lose]], "no": refuse}}


def _travelers(n: int, reward: list) -> dict[str, Any]:
    return {"id": n, "family": "travelers", "title": "The Travelers", "ask": "number",
            "question": "A Travelers' ship is short of supplies. How many resources do you give (0 to 3)?",
            "outcomes": {"0": [["half", -1]], "1": [["half", -1]] if n != 32 else [],
                         "2": [["half", 1]], "3": [["half", 1], *reward]}}


def _wear(n: int, threshold: int) -> dict[str, Any]:
    return {"id": n, "family": "wear", "title": "Wear and tear", "ask": None, "wear": threshold,
            "question": f"Wear and tear: every mothership with {threshold} or more upgrades loses one.",
            "outcomes": {}}


CARDS: tuple[dict[str, Any], ...] = (
    _merchant(1, "A merchant's request", [[["rob_each"], ["half", -2]], [["gain_named", "food", 1], ["half", -1]],
                                          [["gain", 2], ["half", 1]], [["gain", 3], ["half", 1]]]),  # AL example
    _merchant(2, "A merchant guild", [[["half", -1]], [["gain", 1]], [["gain", 2]], [["gain", 2], ["upgrade"]]]),
    _merchant(3, "A merchant prince", [[], [["half", -1]], [["gain", 2], ["half", 1]],
                                       [["trade_ship"], ["half", 1]]]),
    {"id": 4, "family": "false_merchant", "title": "A merchant who is a pirate", "ask": "number",
     "question": "A merchant ship asks for a gift. How many resources do you give (0 to 3)?",
     "outcomes": {"0": [["combat", RIGHT, [["half", 1]], [["ground"], ["lose_upgrade"]]]],
                  **{str(k): [["combat", RIGHT, [["return_gift"], ["half", 1]], [["ground"]]]] for k in (1, 2, 3)}}},
    _demand(5, 2, RIGHT, [["trade_ship"]], [["lose_upgrade"], ["half", 1]]),
    _demand(6, 2, LEFT, [["trade_ship"]], [["ground"], ["half", 1]]),  # the almanac's example
    _fence(7, {"1-2": [], "3": [["return_gained"], ["half", -1]], "4-5": [["half", -1]]}),
    _fence(8, {"1-2": [["half", -1]], "3": [["return_gained"]], "4-5": []}),
    _raid(9, 1, {"1-2": [["half", -1]], "3": [["rob_each"], ["half", -1]], "4-5": [["rob_each"]]}, [["half", 1]]),
    _attack(10, RIGHT),
    _attack(11, LEFT2),
    _attack(12, LEFT),
    _distress(13, RIGHT, WIN_UPGRADE, [["lose_upgrade"]], []),
    _distress(14, LEFT, [["half", 2]], [["lose_upgrade"]], [["half", -1]]),
    _distress(15, RIGHT, [["trade_ship"]], [["lose_upgrade"], ["ground"]], [["half", -1]]),
    _rescue(16, RIGHT, [["gain", 2], ["half", 1]], [["ground"]], []),
    _rescue(17, LEFT, WIN_UPGRADE, [["lose_upgrade"]], [["half", -1]]),
    _rescue(18, LEFT2, [["jump"], ["half", 1]], [["lose_upgrade"]], [["half", -1]]),
    _distortion(19, LEFT, [["jump"]], [["ground"]], [["another"]]),
    _travelers(20, [["trade_ship"]]),
    _travelers(21, [["jump"]]),
    _wear(22, 5),
    _wear(23, 8),
    _merchant(24, "A merchant caravan", [[["half", -1]], [["gain", 1]], [["gain", 1], ["half", 1]],
                                         [["upgrade"], ["half", 1]]]),
    _demand(25, 1, RIGHT2, [["gain", 2], ["half", 1]], [["lose_upgrade"]]),
    _fence(26, {"1-2": [["return_gained"]], "3": [], "4-5": [["half", -1]]}),
    _raid(27, 2, {"1-2": [["rob_each"]], "3": [["rob_each"]], "4-5": [["rob_each"], ["half", -1]]}, []),
    _attack(28, RIGHT2),
    _distress(29, LEFT2, [["half", 2]], [["ground"]], [["half", -1]]),
    _rescue(30, RIGHT, [["rob_each"], ["half", 1]], [["lose_upgrade"]], []),
    _distortion(31, RIGHT, [["jump"], ["half", 1]], [["ground"], ["lose_upgrade"]], []),
    _travelers(32, [["upgrade"]]),
)
BY_ID = {card["id"]: card for card in CARDS}
