"""Small Qt helpers shared by the window: translation, fonts, headless start-up."""

from __future__ import annotations

import os

from PySide6.QtCore import Property, QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from tarocchi.paths import resource_path

APP_FONT = "DejaVu Sans"
_fonts_loaded = False


def tr(text: str, context: str = "") -> str:
    """Translate ``text`` (every user-visible string goes through here or ``self.tr``); the
    window's own words have the empty context, as ``pyside6-lupdate`` files a bare ``tr()``."""
    return QCoreApplication.translate(context, text)


def local_number(value: float, locale: "QLocale | None" = None, sign: bool = False, places: int = -1) -> str:
    """A number for people in the language shown ("0,5" in French and German, "0.5" in
    English): as short as ``:g`` writes it, or with ``places`` decimals; ``sign``: "+1,5"."""
    from PySide6.QtCore import QLocale

    locale = QLocale(locale or QLocale())
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    if places >= 0:
        text = locale.toString(float(value), "f", places)
    elif float(value).is_integer() and abs(value) < 1e15:
        text = locale.toString(int(value))
    else:
        text = locale.toString(float(value), "g", 12)
    if sign and value > 0:
        text = locale.positiveSign() + text
    return text


def within_sentence(text: str) -> str:
    """A sentence put after a colon ("Your turn: play a card"): its first letter lowered, but
    in German, whose nouns keep their capital ("Sie sind dran: Prämien ansagen")."""
    from PySide6.QtCore import QLocale

    if QLocale().language() == QLocale.Language.German:
        return text
    return text[:1].lower() + text[1:]


def setup_card_view(view, min_w: int, min_h: int) -> None:
    """The settings every card table view shares: smooth pixmaps and text, no scroll bars or
    frame, a cached background, an unindexed scene (cards move all the time). No
    antialiasing for the whole view: cards are pixmaps, and every item that draws shapes
    (plates, bubbles, marks, the felt) turns it on for itself."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    view.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setMinimumSize(min_w, min_h)
    view.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)


def fitting_size(widget, width: int, height: int) -> tuple[int, int]:
    """``width`` × ``height``, made smaller where the screen's free area (without its task
    bar, less room for the window's title bar) is smaller: a 1366×768 laptop fits it."""
    screen = widget.screen() if widget.screen() is not None else QGuiApplication.primaryScreen()
    if screen is None:
        return width, height
    area = screen.availableGeometry()
    return min(width, area.width() - 16), min(height, area.height() - 48)


def headless_platform() -> None:
    """Use the offscreen platform when there is no display and none was chosen."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
            or os.environ.get("QT_QPA_PLATFORM")) and os.name == "posix" and not _is_mac():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _is_mac() -> bool:
    import sys
    return sys.platform == "darwin"


def load_fonts(app: QGuiApplication | None = None) -> None:
    """Register the bundled fonts and make DejaVu Sans the application font."""
    global _fonts_loaded
    if not _fonts_loaded:
        folder = resource_path("fonts")
        for path in sorted(folder.glob("*.ttf")) if folder.is_dir() else ():
            QFontDatabase.addApplicationFont(str(path))
        _fonts_loaded = True
    app = app or QGuiApplication.instance()
    if app is not None:
        font = QFont(APP_FONT)
        font.setPointSizeF(max(9.0, app.font().pointSizeF()))
        app.setFont(font)


#: the system font size (points) the table's text is drawn for; a larger one scales it up
BASE_POINT_SIZE = 10.0
MAX_TEXT_SCALE = 1.5


def text_scale() -> float:
    """How much larger than drawn for the table's text is, following the system font: 1 up
    to 10 points, 1.2 at 12 points, at most 1.5 (the plates and bubbles keep their room)."""
    app = QGuiApplication.instance()
    size = app.font().pointSizeF() if app is not None else BASE_POINT_SIZE
    return min(MAX_TEXT_SCALE, max(1.0, size / BASE_POINT_SIZE))


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    """The app font at a pixel size (scene text scales with the view, and with the system
    font: :func:`text_scale`)."""
    font = QFont(APP_FONT)
    font.setPixelSize(max(1, round(pixel_size * text_scale())))
    font.setBold(bold)
    return font


def repainting_property(attribute: str) -> Property:
    """An animatable float Qt property kept in ``attribute``; setting it repaints the item
    (a card's flip and lift)."""

    def get(item) -> float:
        return getattr(item, attribute)

    def set_(item, value: float) -> None:
        setattr(item, attribute, value)
        item.update()

    return Property(float, get, set_)


def orphans() -> list[str]:
    """Qt objects that only a Python reference keeps alive while Qt is using them: a running
    animation, a button, a graphics scene. Dropping that reference (inside the object's own
    signal, or when Python's garbage collector gets to it, in the middle of a frame) frees
    them under Qt's feet, the crash of issue 12. Tests and the monkey check that there are
    none; the window gives each of them a Qt parent."""
    import shiboken6
    from PySide6.QtCore import QAbstractAnimation
    from PySide6.QtWidgets import QAbstractButton, QGraphicsScene

    out = []
    for obj in shiboken6.getAllValidWrappers():
        if not shiboken6.ownedByPython(obj):
            continue
        if isinstance(obj, QAbstractAnimation):
            if obj.state() != QAbstractAnimation.State.Stopped and obj.group() is None:
                out.append(f"a running {type(obj).__name__}")
        elif isinstance(obj, QAbstractButton) and obj.parent() is None:
            out.append(f"the button {obj.text()!r}")
        elif isinstance(obj, QGraphicsScene) and obj.items():
            out.append(f"a scene of {len(obj.items())} items")
    return out
