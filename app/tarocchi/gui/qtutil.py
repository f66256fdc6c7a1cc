"""Small Qt helpers shared by the window: translation, fonts, headless start-up."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from tarocchi.paths import resource_path

APP_FONT = "DejaVu Sans"
APP_FONT_FILE = "DejaVuSans.ttf"  #: the application font's regular face, among resources/fonts
_fonts_loaded = False  #: every bundled font is registered
_registered: set[str] = set()  #: the bundled fonts registered, by file name


def _quicker_feature_scan() -> None:
    """PySide's ``__feature__`` support reads the source of every module imported after
    PySide to see whether it names "PySide6" (``inspect.getsource``, through linecache: 27 M
    instructions of a start, a thirtieth of it). Here the same question is answered from the
    file's bytes. Tarocchi uses no ``__feature__``; PySide's own check stays wherever this
    cannot answer, and all of it when PySide's support changes shape (issue 14)."""
    import sys

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "from_bytes", False):
        return

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.from_bytes = True
    feature._mod_uses_pyside = uses_pyside


_quicker_feature_scan()


class _LazyQt:
    """PySide's ``Qt`` namespace, made when first used. PySide builds a type when a module
    first names it, and ``Qt``'s type brings its 93 enums (every key, colour, flag …) as
    Python enums at once: about 120 M instructions, a tenth of a start. The
    window's first paint needs none of them, so the modules it loads name this instead
    (``from tarocchi.gui.qtutil import Qt``), and the few settings made before that paint go
    through :func:`set_enum` and :func:`fit_in_view` (issue 14). ``Qt.X`` is PySide's own."""

    def __getattr__(self, name: str):
        from PySide6 import QtCore

        value = getattr(QtCore.Qt, name)
        setattr(self, name, value)  # the next time, a plain attribute
        return value


if TYPE_CHECKING:
    from PySide6.QtCore import Qt
else:
    Qt = _LazyQt()


def set_enum(obj, prop: str, key: str) -> None:
    """Set the Qt property ``prop`` of ``obj`` to the value its enum names ``key``
    (``set_enum(view, "focusPolicy", "StrongFocus")`` is ``view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)``),
    through Qt's meta-object and without PySide's ``Qt`` namespace (see :data:`Qt`)."""
    if not obj.setProperty(prop, key):
        raise ValueError(f"{type(obj).__name__}.{prop} cannot be set to {key!r}")


def solid_brush(color):
    """``QBrush(color)``, made without PySide's ``Qt`` namespace (QBrush's constructors take
    Qt's enums too, and PySide builds them all to choose one; see :data:`Qt`): a pen given a
    colour holds exactly that brush."""
    from PySide6.QtGui import QPen

    pen = QPen()
    pen.setColor(color)
    return pen.brush()


def fit_in_view(view, rect) -> None:
    """``view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)``, step by step as Qt does it
    (the scale reset, a 2-pixel margin, the smaller ratio, centred), without PySide's ``Qt``
    namespace (see :data:`Qt`)."""
    from PySide6.QtCore import QRectF

    if view.scene() is None or rect.isNull():
        return
    unity = view.transform().mapRect(QRectF(0, 0, 1, 1))
    if unity.isEmpty():
        return
    view.scale(1 / unity.width(), 1 / unity.height())
    area = QRectF(view.viewport().rect().adjusted(2, 2, -2, -2))
    if area.isEmpty():
        return
    mapped = view.transform().mapRect(rect)
    if mapped.isEmpty():
        return
    ratio = min(area.width() / mapped.width(), area.height() / mapped.height())
    view.scale(ratio, ratio)
    view.centerOn(rect.center())


def tr(text: str, context: str = "") -> str:
    """Translate ``text`` (every user-visible string goes through here or ``self.tr``); the
    window's own words have the empty context, as ``pyside6-lupdate`` files a bare ``tr()``."""
    return QCoreApplication.translate(context, text)


def labelled(label: str, said: str | None = None) -> str:
    """``label`` and what it says, "Anna: Guard" (``said`` None: the label alone, "Card
    points:"), as the language writes a colon: French puts a no-break space before it
    ("Anna\u00a0: Garde"). Every line a window builds around a colon goes through here."""
    if said is None:
        return tr("{label}:").format(label=label)
    return tr("{label}: {said}").format(label=label, said=said)


def semicolons(items) -> str:
    """``items`` one after another, separated by semicolons as the language writes them
    ("Anna Call; Bruno Pass"; French: a no-break space before each)."""
    return tr("; ").join(items)


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


def own_viewport(view) -> None:
    """Give a scroll area (a graphics view) a viewport made here, as plain as Qt's own. The
    first time Python is handed a widget Qt made, PySide looks for its most derived type
    among every class derived from QWidget and builds each one it has not built yet: 30 to
    60 M instructions, a twentieth of a start, for ``view.viewport()`` (issue 14). A widget
    made in Python is known already."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    widget.setObjectName("qt_scrollarea_viewport")  # as Qt names its own
    view.setViewport(widget)  # the view takes it over (its parent, its set-up)


def setup_card_view(view, min_w: int, min_h: int) -> None:
    """The settings every card table view shares: smooth pixmaps and text, no scroll bars or
    frame, a cached background, an unindexed scene (cards move all the time). No
    antialiasing for the whole view: cards are pixmaps, and every item that draws shapes
    (plates, bubbles, marks, the felt) turns it on for itself."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    view.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
    set_enum(view, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")  # no Qt namespace before the first paint
    set_enum(view, "verticalScrollBarPolicy", "ScrollBarAlwaysOff")
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


def load_fonts(app: QGuiApplication | None = None, only_app_font: bool = False) -> None:
    """Register the bundled fonts and make DejaVu Sans the application font. With
    ``only_app_font``, the regular DejaVu Sans alone, the one font of the window's first
    paint (its menus' titles); a later call registers the others (issue 14)."""
    global _fonts_loaded
    if not _fonts_loaded:
        folder = resource_path("fonts")
        for path in sorted(folder.glob("*.ttf")) if folder.is_dir() else ():
            if path.name not in _registered and (path.name == APP_FONT_FILE or not only_app_font):
                QFontDatabase.addApplicationFont(str(path))
                _registered.add(path.name)
        _fonts_loaded = not only_app_font
    app = app or QGuiApplication.instance()
    if app is not None:
        font = QFont(APP_FONT)
        font.setPointSizeF(max(9.0, app.font().pointSizeF()))
        if app.font() != font:  # set again, Qt would tell every widget of a font change
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
