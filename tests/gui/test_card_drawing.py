"""How cards are kept and drawn (issue 14): a square card at rest is a blit of its ready
picture with no kept copy, a card at an angle is kept as drawn, a moving card is drawn
straight; a card already in place makes no animation; the disk cache gives back exactly
the pixels it was given and refuses a damaged file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tarocchi.gui.animator import Animator, launch
from tarocchi.gui.cardcache import CardCache
from tarocchi.gui.faces import Faces
from tarocchi.gui.layout import Place
from tarocchi.gui.sprite import CardSprite

from gui_helpers import start, wait_turn

pytestmark = pytest.mark.gui

KEPT, DRAWN = QGraphicsItem.CacheMode.DeviceCoordinateCache, QGraphicsItem.CacheMode.NoCache


def square(sprite) -> bool:
    return abs(sprite.rotation() / 90 - round(sprite.rotation() / 90)) < 1e-4


def test_at_rest_only_the_cards_at_an_angle_are_kept_as_drawn(qtbot, window):
    start(window, players=5, seed=5)  # five seats: two of them sit at an angle
    wait_turn(qtbot, window)
    cards = window.table.visible_sprites()
    assert any(square(s) for s in cards) and any(not square(s) for s in cards)
    for s in cards:
        assert s.cacheMode() == (DRAWN if square(s) else KEPT)


def test_a_moving_card_is_drawn_straight_and_settles_by_its_angle(qtbot, qapp):
    scene = QGraphicsScene()
    faces = Faces("french", cache=None)
    sprite = CardSprite(faces, 0)
    scene.addItem(sprite)
    animator = Animator(speed=1.0)
    anim = animator.move(sprite, Place(300, 200, 72.0, 1.0, 1), 60)
    assert sprite.cacheMode() == DRAWN
    launch(anim, animator)  # owned by Qt, deleted once stopped
    assert sprite.cacheMode() == DRAWN  # running: drawn every frame
    qtbot.waitUntil(lambda: sprite.rotation() == 72.0 and sprite._moving == 0, timeout=5000)
    assert sprite.cacheMode() == KEPT  # at rest at an angle
    animator.speed = 0.0
    assert animator.move(sprite, Place(100, 100, 90.0, 1.0, 1)) is None  # at once
    assert sprite.cacheMode() == DRAWN  # at rest, square


def test_a_card_already_in_place_makes_no_animation(qtbot, qapp):
    sprite = CardSprite(Faces("french", cache=None), 0)
    sprite.setPos(QPointF(50, 60))
    sprite.setRotation(90.0)
    animator = Animator(speed=1.0)
    assert animator.move(sprite, Place(50, 60, 90.0, 1.0, 7), 300, flip=0.0) is None
    assert sprite.zValue() == 7 and sprite.home == QPointF(50, 60)
    assert animator.move(sprite, Place(50, 60, 90.0, 1.0, 7), 300, flip=1.0) is not None  # it turns over


def test_the_disk_cache_gives_back_the_exact_pixels_and_refuses_a_damaged_file(qapp, tmp_path):
    image = QImage(30, 50, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(180, 20, 40, 140))  # half-transparent, drawn with soft edges
    p.drawEllipse(2, 3, 25, 40)
    p.end()
    cache = CardCache(tmp_path, version="test")
    key = ("french", False, None, 5, 50, 1.0)
    cache.save(key, image)
    assert cache.load(key, 30, 50) == image
    assert cache.load(key, 31, 50) is None and not cache.path(key).exists()  # not the size asked: gone
    cache.save(key, image)
    path = cache.path(key)
    path.write_bytes(path.read_bytes()[:-10])  # cut short
    assert cache.load(key, 30, 50) is None and not path.exists()
    assert cache.load(key, 30, 50) is None  # nothing there: drawn
