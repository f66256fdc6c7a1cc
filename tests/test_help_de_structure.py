"""The German rules help (issue 21): every English page ``resources/help/<id>.md`` has a
German page ``<id>.de.md`` with the same structure, so that a section is found by its index:
the same headings (level and order), the same tables (rows and columns), the same pictures
(or their German versions, ``<name>.de.png``)."""

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
    assert [english_picture(image) for image in de["images"]] == en["images"]
    for image in de["images"]:
        assert (HELP / image).exists()


def english_picture(name: str) -> str:
    """The English picture of which ``name`` is the German version (``the-shard.de.png`` →
    ``the-shard.png``); else ``name`` itself."""
    return re.sub(r"\.de(\.\w+)$", r"\1", name)


def test_a_german_page_shows_the_german_version_of_a_picture_when_there_is_one() -> None:
    for english in ENGLISH:
        for image in structure(english.with_suffix(".de.md").read_text(encoding="utf-8"))["images"]:
            german = re.sub(r"(\.\w+)$", r".de\1", english_picture(image))
            assert image == german or not (HELP / german).exists(), (english.stem, image)


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_german_page_keeps_every_number(english: Path) -> None:
    """Every figure of the English page appears in the German one as often (a translation
    drops no fact): digits compared as a multiset, with ½ and Roman numerals left alone."""
    german = english.with_suffix(".de.md")

    def numbers(text: str) -> list[str]:
        text = re.sub(r"!\[[^\]]*\]\([^)]+\)", "", text)
        return sorted(re.findall(r"\d+", text))

    assert numbers(german.read_text(encoding="utf-8")) == numbers(english.read_text(encoding="utf-8"))


def sections(text: str) -> list[str]:
    """A page cut at its headings: the title's part first, then each section with its heading."""
    parts, current = [], []
    for line in text.splitlines():
        if re.match(r"#{1,6}\s+\S", line):
            parts.append("\n".join(current))
            current = []
        current.append(line)
    parts.append("\n".join(current))
    return parts


def table_cells(text: str) -> list[str]:
    """Every cell of every pipe table, in order (the rules under the headers left out)."""
    cells = []
    for line in text.splitlines():
        if line.startswith("|"):
            row = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-{3,}:?", c) for c in row):
                cells.extend(row)
    return cells


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_german_sections_and_cells_keep_their_numbers(english: Path) -> None:
    """Each section, and each table cell, says the same figures as its English counterpart."""
    en = english.read_text(encoding="utf-8")
    de = english.with_suffix(".de.md").read_text(encoding="utf-8")
    for part_en, part_de in zip(sections(en), sections(de), strict=True):
        assert sorted(re.findall(r"\d+", part_de)) == sorted(re.findall(r"\d+", part_en)), part_de[:60]
    for cell_en, cell_de in zip(table_cells(en), table_cells(de), strict=True):
        assert sorted(re.findall(r"\d+", cell_de)) == sorted(re.findall(r"\d+", cell_en)), (cell_en, cell_de)


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_qt_reads_the_german_page_as_the_english_one(english: Path, qapp) -> None:
    """Qt's Markdown reader finds the same headings (levels) and tables (rows × columns)."""
    from PySide6.QtGui import QTextDocument, QTextTable

    def read(text: str) -> tuple[list[int], list[tuple[int, int]]]:
        document = QTextDocument()
        document.setMarkdown(text)
        levels, block = [], document.firstBlock()
        while block.isValid():
            if block.blockFormat().headingLevel():
                levels.append(block.blockFormat().headingLevel())
            block = block.next()
        tables = [(f.rows(), f.columns()) for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
        return levels, tables

    en = english.read_text(encoding="utf-8")
    assert read(english.with_suffix(".de.md").read_text(encoding="utf-8")) == read(en)
