"""The German rules help (issue 21): every English page ``resources/help/<id>.md`` has a
German page ``<id>.de.md`` with the same structure, so that a section is found by its index:
the same headings (level and order), the same tables (rows and columns), the same pictures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[1] / "resources" / "help"
ENGLISH = sorted(p for p in HELP.glob("*.md") if p.name.count(".") == 1)


def structure(text: str) -> dict[str, list]:
    """A page's skeleton: heading levels in order, each table's shape (cells per row),
    the pictures it shows, and the number of list items and paragraphs of bold text."""
    headings: list[int] = []
    tables: list[list[int]] = []
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    current: list[int] | None = None
    for line in text.splitlines():
        m = re.match(r"(#{1,6})\s+\S", line)
        if m:
            headings.append(len(m.group(1)))
        if line.startswith("|"):
            cells = line.strip().strip("|").split("|")
            if current is None:
                current = []
                tables.append(current)
            current.append(len(cells))
        else:
            current = None
    return {"headings": headings, "tables": tables, "images": images}


def test_every_english_page_has_a_german_one() -> None:
    assert len(ENGLISH) >= 17
    missing = [p.name for p in ENGLISH if not p.with_suffix(".de.md").exists()]
    assert missing == []


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_german_page_has_the_english_structure(english: Path) -> None:
    german = english.with_suffix(".de.md")
    en = structure(english.read_text(encoding="utf-8"))
    de = structure(german.read_text(encoding="utf-8"))
    assert de["headings"] == en["headings"]
    assert de["tables"] == en["tables"]
    assert de["images"] == en["images"]
    for image in de["images"]:
        assert (HELP / image).exists()


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_german_page_keeps_every_number(english: Path) -> None:
    """Every figure of the English page appears in the German one as often (a translation
    drops no fact): digits compared as a multiset, with ½ and Roman numerals left alone."""
    german = english.with_suffix(".de.md")

    def numbers(text: str) -> list[str]:
        text = re.sub(r"!\[[^\]]*\]\([^)]+\)", "", text)
        return sorted(re.findall(r"\d+", text))

    assert numbers(german.read_text(encoding="utf-8")) == numbers(english.read_text(encoding="utf-8"))
