"""Deck skins: every face renders, faces differ, indices match their cards, the renderer
notifies on skin changes, the gallery opens and ``render-deck`` writes its files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import hashlib  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402

import pytest  # noqa: E402

from tarocchi import cli  # noqa: E402
from tarocchi.engine.cards import EXCUSE, MONDE, N_CARDS, PETIT, card_name, cards_of, parse_card  # noqa: E402
from tarocchi.skins import (  # noqa: E402
    CARD_ASPECT, SKINS, back_svg, card_from_index, card_svg, card_title, corner_index,
)

VARIANTS = [(skin, contrast) for skin in SKINS for contrast in (False, True)]
SVG_NS = "{http://www.w3.org/2000/svg}"


def _by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def _texts(svg: str) -> list[str]:
    return [e.text or "" for e in ET.fromstring(svg).iter(f"{SVG_NS}text")]


@pytest.fixture
def renderer(qapp):
    from tarocchi.skins.render import CardRenderer

    return CardRenderer()


# --- SVG, no Qt -------------------------------------------------------------------------

def test_svg_generation_needs_no_qt():
    code = ("import sys; from tarocchi.skins import card_svg, back_svg; card_svg(13, 'waite'); "
            "back_svg('italian'); sys.exit('PySide6' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize("skin,contrast", VARIANTS)
def test_every_svg_is_well_formed_and_distinct(skin, contrast):
    svgs = [card_svg(c, skin, contrast) for c in range(N_CARDS)]
    for svg in svgs:
        root = ET.fromstring(svg)
        assert root.tag == f"{SVG_NS}svg"
    assert len(set(svgs)) == N_CARDS
    ET.fromstring(back_svg(skin, contrast))


@pytest.mark.parametrize("skin", SKINS)
def test_corner_index_is_drawn_and_maps_back_to_the_card(skin):
    for card in range(N_CARDS):
        index = corner_index(card, skin)
        assert card_from_index(index, skin) == card, (card_name(card), index)
        root = ET.fromstring(card_svg(card, skin))
        corners = _by_class(root, "index")
        assert len(corners) == 2  # top left and, turned, bottom right
        for corner in corners:
            ranks = [e for e in _by_class(corner, "index-rank")]
            assert [r.text for r in ranks] == [index.rank]
            suits = [e.get("class") for e in corner.iter() if (e.get("class") or "").startswith("suit-")]
            assert suits == ([f"suit-{index.suit}"] if index.suit else [])


def test_corner_indices_are_unique_within_a_skin():
    for skin in SKINS:
        assert len({corner_index(c, skin) for c in range(N_CARDS)}) == N_CARDS


def test_index_examples():
    assert corner_index(parse_card("KH"), "french") == ("K", "hearts")
    assert corner_index(parse_card("NS"), "italian") == ("C", "swords")
    assert corner_index(parse_card("QD"), "italian") == ("D", "coins")
    assert corner_index(parse_card("JC"), "waite") == ("P", "wands")
    assert corner_index(parse_card("NC"), "waite") == ("Kn", "wands")
    assert corner_index(parse_card("10D"), "waite") == ("10", "pentacles")
    assert corner_index(parse_card("T18"), "waite") == ("XVIII", None)
    assert corner_index(parse_card("T18"), "french") == ("18", None)
    assert corner_index(EXCUSE, "waite") == ("0", None)


def test_trump_names_per_skin():
    assert "il Bagatto" in _texts(card_svg(PETIT, "italian"))
    assert "l'Imperatrice" in _texts(card_svg(parse_card("T3"), "italian"))
    assert "il Matto" in _texts(card_svg(EXCUSE, "italian"))
    assert "STRENGTH" in _texts(card_svg(parse_card("T8"), "waite"))
    assert "JUSTICE" in _texts(card_svg(parse_card("T11"), "waite"))
    assert "THE FOOL" in _texts(card_svg(EXCUSE, "waite"))
    assert "XXI" in _texts(card_svg(MONDE, "waite"))
    assert "21" in _texts(card_svg(MONDE, "french"))


@pytest.mark.parametrize("naming,names", [
    ("french", ("Petit", "Vingt-et-un", "Excuse")),
    ("austrian", ("Pagat", "Mond", "Sküs")),
    ("italian", ("il Bagatto", "il Mondo", "il Matto")),
])
@pytest.mark.parametrize("skin", SKINS)
def test_games_names_for_special_cards(skin, naming, names):
    for card, name in zip((PETIT, MONDE, EXCUSE), names):
        texts = _texts(card_svg(card, skin, naming=naming))
        assert any(name.upper() == t.upper() for t in texts), (skin, naming, name, texts)
    # the other trumps keep the skin's names
    assert card_svg(parse_card("T5"), skin, naming=naming) == card_svg(parse_card("T5"), skin)


def test_titles():
    assert card_title(parse_card("KH"), "italian") == "Re di Coppe"
    assert card_title(parse_card("JC"), "waite") == "Page of Wands"
    assert card_title(EXCUSE, "french", "austrian") == "Excuse (Sküs)"


def test_bad_arguments():
    with pytest.raises(ValueError):
        card_svg(78)
    with pytest.raises(ValueError):
        card_svg(0, "tarot-de-marseille")
    with pytest.raises(ValueError):
        card_svg(0, "french", naming="swiss")


# --- rendering --------------------------------------------------------------------------

def _digest(image) -> str:
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


@pytest.mark.parametrize("skin,contrast", VARIANTS)
def test_every_face_renders_and_no_two_are_identical(renderer, skin, contrast):
    renderer.configure(skin=skin, contrast=contrast)
    digests = set()
    for card in range(N_CARDS):
        image = renderer.image(card, 96)
        assert not image.isNull()
        assert (image.width(), image.height()) == (round(96 * CARD_ASPECT), 96)
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        corner = image.pixelColor(0, 0)
        assert centre.alpha() == 255 and corner.alpha() == 0  # opaque card, rounded corners
        assert len({image.pixel(x, y) for x in range(0, image.width(), 3)
                    for y in range(0, image.height(), 3)}) > 4  # not blank
        digests.add(_digest(image))
    assert len(digests) == N_CARDS
    back = renderer.back(96).toImage()
    assert not back.isNull() and _digest(back) not in digests


def test_pixmaps_are_cached_per_size_and_dpr(renderer):
    a = renderer.pixmap(5, 120)
    assert renderer.pixmap(5, 120).cacheKey() == a.cacheKey()
    assert renderer.pixmap(5, 121).cacheKey() != a.cacheKey()
    hi = renderer.pixmap(5, 120, 2.0)
    assert hi.height() == 240 and hi.devicePixelRatio() == 2.0


def test_changing_skin_notifies_and_redraws(renderer, qtbot):
    calls = []
    renderer.listeners.append(lambda: calls.append(renderer.skin))
    before = {c: renderer.pixmap(c, 100).toImage() for c in range(N_CARDS)}
    with qtbot.waitSignal(renderer.skin_changed, timeout=1000):
        renderer.set_skin("waite")
    assert calls == ["waite"]
    after = {c: renderer.pixmap(c, 100).toImage() for c in range(N_CARDS)}
    assert all(before[c] != after[c] for c in range(N_CARDS))
    renderer.set_skin("waite")  # no change, no signal
    assert calls == ["waite"]
    renderer.configure(contrast=True, naming="austrian")
    assert calls == ["waite", "waite"] and renderer.contrast and renderer.naming == "austrian"
    with pytest.raises(ValueError):
        renderer.set_skin("nope")


def test_contact_sheet(renderer):
    from tarocchi.skins.render import contact_sheet, sheet_rows

    rows = sheet_rows(range(N_CARDS))
    assert [len(r) for r in rows] == [14, 14, 14, 14, 14, 8]
    assert rows[4][0] == EXCUSE
    sheet = contact_sheet(renderer, range(N_CARDS), 60, title="t")
    assert sheet.width() > 14 * 30 and sheet.height() > 6 * 60


# --- gallery ------------------------------------------------------------------------------

def test_gallery_opens_and_switches(qtbot):
    from PySide6.QtWidgets import QLabel

    from tarocchi.gui.gallery import DeckGallery

    gallery = DeckGallery(card_height=60)
    qtbot.addWidget(gallery)
    gallery.show()

    def shown() -> int:
        return sum(1 for i in range(gallery.grid.count())
                   if isinstance(gallery.grid.itemAt(i).widget(), QLabel))

    assert shown() == N_CARDS + 1
    gallery.skin_box.setCurrentIndex(SKINS.index("italian"))
    gallery.contrast_box.setChecked(True)
    assert gallery.renderer.skin == "italian" and gallery.renderer.contrast
    if gallery.game_box.count() > 1:
        gallery.game_box.setCurrentIndex(1)
        assert shown() == len(gallery.shown_cards()) + 1


def test_game_decks_and_namings():
    from tarocchi.engine.registry import games
    from tarocchi.skins.decks import game_deck

    for spec in games():
        deck = game_deck(spec.id)
        assert deck.cards == cards_of(spec.deck)
        for card in deck.cards:
            card_svg(card, "waite", naming=deck.naming)
    with pytest.raises(LookupError):
        game_deck("no-such-game")


# --- render-deck ----------------------------------------------------------------------------

def test_render_deck_writes_every_card_and_a_sheet(qapp, tmp_path, capsys):
    out = tmp_path / "deck"
    assert cli.main(["render-deck", "--skin", "italian", "--contrast", "--height", "64",
                     "--out", str(out)]) == 0
    names = {p.name for p in out.glob("*.png")}
    assert names == {f"{card_name(c)}.png" for c in range(N_CARDS)} | {"back.png", "contact-sheet.png"}
    assert all((out / n).stat().st_size > 200 for n in names)
    assert "78 cards" in capsys.readouterr().out


def test_render_deck_for_a_game(qapp, tmp_path):
    from tarocchi.engine.registry import games

    spec = games()[0]
    sheet = tmp_path / "sheet.png"
    assert cli.main(["render-deck", "--skin", "waite", "--game", spec.id, "--height", "48",
                     "--out", str(tmp_path / "g"), "--sheet", str(sheet), "--quiet"]) == 0
    assert sheet.stat().st_size > 1000
    assert len(list((tmp_path / "g").glob("*.png"))) == len(cards_of(spec.deck)) + 1


@pytest.mark.parametrize("args", [
    ["--skin", "marseille", "--height", "100"],
    ["--height", "3"],
    ["--height", "100", "--game", "no-such-game"],
    ["--height", "100", "--naming", "swiss"],
])
def test_render_deck_refuses_bad_arguments(tmp_path, args, capsys):
    assert cli.main(["render-deck", "--out", str(tmp_path / "x"), *args]) == 2
    assert "error:" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def test_render_deck_needs_height_and_out():
    assert cli.main(["render-deck", "--skin", "french"]) == 2
