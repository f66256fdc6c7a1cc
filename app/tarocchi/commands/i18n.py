"""``tarocchi-cli i18n``: the translations' sources and their compiled files.

``update`` brings ``resources/i18n/*.ts`` up to date with the code (``pyside6-lupdate``);
``build`` compiles them into ``.qm`` files (``pyside6-lrelease``), which the install and the
packaging scripts run; ``check`` counts, per language, the strings still unfinished."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tarocchi import i18n


def unfinished(lang: str) -> tuple[int, int, list[str]]:
    """(translated, total, the sources still unfinished) of ``lang``'s ``.ts`` file."""
    root = ET.parse(i18n.ts_path(lang)).getroot()
    total, missing = 0, []
    for message in root.iter("message"):
        total += 1
        translation = message.find("translation")
        said = [translation.text or ""] + [form.text or "" for form in translation.iter("numerusform")] \
            if translation is not None else []
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") \
                or not any(text.strip() for text in said):
            missing.append(message.findtext("source") or "")
    return total - len(missing), total, missing


def run(args) -> int:
    languages = tuple(args.lang) if args.lang else i18n.TRANSLATED
    if args.action == "update":
        for path in i18n.update(languages):
            print(path)
    elif args.action == "build":
        for path in i18n.build(languages=languages):
            print(path)
    else:
        status = 0
        for lang in languages:
            done, total, missing = unfinished(lang)
            print(f"{lang}: {done} of {total} translated")
            for source in missing[: args.show]:
                print(f"  {source!r}")
            status = status or (1 if missing and args.strict else 0)
        return status
    return 0


def register(sub) -> None:
    p = sub.add_parser("i18n", help="update, build or check the translations")
    p.add_argument("action", choices=("update", "build", "check"))
    p.add_argument("--lang", action="append", choices=i18n.TRANSLATED, help="one language (repeatable)")
    p.add_argument("--show", type=int, default=0, help="check: list this many unfinished strings")
    p.add_argument("--strict", action="store_true", help="check: exit 1 when a string is unfinished")
    p.set_defaults(func=run)
