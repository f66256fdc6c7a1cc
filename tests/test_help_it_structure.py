"""The Italian rules help (issue 21): every page ``resources/help/<id>.it.md`` has exactly the
English page's structure, so that a section can be found by its index: the same headings at the
same levels in the same order, the same tables (rows and columns) in the same sections, the same
pictures (or their Italian versions, ``<name>.it.png``), and the same number of list items in each
section."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HELP = Path(__file__).resolve().parents[1] / "resources" / "help"
ENGLISH = sorted(p for p in HELP.glob("*.md") if p.name.count(".") == 1)
LANGUAGE = "it"


def shape(text: str) -> dict[str, list]:
    """A page's skeleton: heading levels; per section, its tables as (rows, columns) and its
    list items; every picture's reference in order."""
    levels: list[int] = []
    tables: list[list[tuple[int, int]]] = [[]]
    items: list[int] = [0]
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]*)\)", text)
    rows: list[int] = []  # column counts of the table being read

    def close_table() -> None:
        if rows:
            if len(set(rows)) != 1:
                raise ValueError(f"a table with rows of {sorted(set(rows))} columns")
            tables[-1].append((len(rows) - 2, rows[0]))  # body rows: the header and the rule line dropped
            rows.clear()

    in_list, previous = False, ""  # in a list; the line before (blank: "")
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("|"):
            cells = stripped.strip("|").split("|")
            rows.append(len(cells))
            previous = stripped
            continue
        close_table()
        heading = re.match(r"(#{1,6})\s+\S", line)
        number = re.match(r"\s*(\d+)[.)]\s+\S", line)
        if heading:
            levels.append(len(heading.group(1)))
            tables.append([])
            items.append(0)
            in_list = False
        elif re.match(r"\s*[-*+]\s+\S", line) or (
                number and (number.group(1) == "1" or in_list or not previous)):
            items[-1] += 1  # as in CommonMark, only a list's "1." may interrupt a paragraph
            in_list = True
        elif stripped and not previous and not line.startswith(" "):
            in_list = False  # a new paragraph after a blank line ends the list
        previous = stripped
    close_table()
    return {"headings": levels, "tables": tables, "items": items, "pictures": pictures}


def test_every_english_page_is_translated() -> None:
    missing = [p.name for p in ENGLISH if not p.with_suffix(f".{LANGUAGE}.md").is_file()]
    assert missing == []


@pytest.mark.parametrize("english", ENGLISH, ids=[p.stem for p in ENGLISH])
def test_same_structure_as_english(english: Path) -> None:
    translated = english.with_suffix(f".{LANGUAGE}.md")
    if not translated.is_file():
        pytest.skip(f"no {translated.name}")
    want = shape(english.read_text(encoding="utf-8"))
    got = shape(translated.read_text(encoding="utf-8"))
    got["pictures"] = [english_picture(name) for name in got["pictures"]]
    for part in ("headings", "tables", "pictures", "items"):
        assert got[part] == want[part], f"{translated.name}: {part} differ"


def english_picture(name: str) -> str:
    """The English picture of which ``name`` is the Italian version (``the-shard.it.png`` →
    ``the-shard.png``); else ``name`` itself."""
    return re.sub(rf"\.{LANGUAGE}(\.\w+)$", r"\1", name)


@pytest.mark.parametrize("english", ENGLISH, ids=[p.stem for p in ENGLISH])
def test_pictures_are_the_italian_versions_when_there_are_some(english: Path) -> None:
    """Every picture of an Italian page is on disk, and is ``<name>.it.png`` when that exists."""
    translated = english.with_suffix(f".{LANGUAGE}.md")
    for name in shape(translated.read_text(encoding="utf-8"))["pictures"]:
        italian = re.sub(r"(\.\w+)$", rf".{LANGUAGE}\1", english_picture(name))
        assert (HELP / name).is_file(), name
        assert name == italian or not (HELP / italian).is_file(), f"{translated.name}: {name}, not {italian}"


def test_tables_are_counted() -> None:
    """The skeleton sees a table's body rows and columns, and list items, per section."""
    page = "# T\n\nx\n\n## A\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\n\n- one\n- two\n"
    assert shape(page) == {"headings": [1, 2], "tables": [[], [], [(2, 2)]], "items": [0, 0, 2], "pictures": []}
