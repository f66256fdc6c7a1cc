"""``tarocchi``: the table window.

Options: ``--self-test [--game ID --players N]`` plays one deal with computer players in
every seat through the window's controls, prints the result as JSON and exits (0: played,
1: error, 2: bad input or a game without a table yet); ``--startup-probe`` prints the
seconds from process start to the first painted window, then to the first paint with cards,
and exits. A data folder that cannot be used (``TAROCCHI_HOME`` naming a file) is said in
words, with exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

_IMPORTED = time.time()
WORKER_FLAG = "--think-worker"  #: the argument that makes the program a thinking process (bots/worker.py)


def process_start() -> float:
    """When this process started, in ``time.time()`` seconds (to 10 ms on Linux; elsewhere the
    import of this module, which misses the interpreter's own start-up)."""
    try:
        with open("/proc/self/stat") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        since_boot = ticks / os.sysconf("SC_CLK_TCK")
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - since_boot
        return time.time() - age
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tarocchi", description="Tarot card games.")
    parser.add_argument("--self-test", action="store_true",
                        help="play one deal with computer players in every seat, print the result, exit")
    parser.add_argument("--game", default="french-tarot", help="game id for --self-test")
    parser.add_argument("--players", type=int, default=None, help="player count for --self-test")
    parser.add_argument("--seed", type=int, default=1, help="deal seed for --self-test")
    parser.add_argument("--startup-probe", action="store_true",
                        help="print the seconds from process start to the first painted window and to the "
                             "first paint with cards, exit")
    return parser


def make_app(argv: list[str], only_app_font: bool = False):
    """The QApplication with names, fonts and translations set (``only_app_font``: the
    other fonts are registered later, :func:`tarocchi.gui.qtutil.load_fonts`)."""
    from PySide6.QtWidgets import QApplication

    from tarocchi.gui.language import set_language
    from tarocchi.gui.qtutil import load_fonts
    from tarocchi.gui.settings import APPLICATION, ORGANIZATION

    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    load_fonts(app, only_app_font)
    set_language(os.environ.get("TAROCCHI_LANGUAGE", ""))  # the system's (View → Language: the chosen one)
    return app


def prepare_data_folder(show: bool = True) -> int:
    """Check the data folder (a ``TAROCCHI_HOME`` naming a file is a clear message, and exit
    status 2), log warnings and errors there, and remove the temporary files a write cut
    short left behind. Returns 0 when the folder is usable."""
    from tarocchi.gui import errorlog
    from tarocchi.paths import DataDirError, data_dir
    from tarocchi.storage import remove_stale_temporaries

    try:
        folder = data_dir()
    except DataDirError as exc:
        print(f"error: {exc}", file=sys.stderr)
        if show:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.critical(None, "Tarocchi", str(exc))
        return 2
    errorlog.setup_logging(folder)
    for path in remove_stale_temporaries(folder):
        errorlog.log.warning("removed %s, left by a write that was cut short", path.name)
    return 0


def install_error_reporter() -> None:
    """Errors that escape a slot or a thread shown to the person (:func:`tarocchi.gui.errors.install`)."""
    from tarocchi.gui import errors

    errors.install()


def startup_probe(app) -> int:
    """Show the window and print the seconds from process start to its first paint, then
    (the match is started after that paint, as at every start) to the first paint that
    showed cards, drawn or read from the disk cache ("-" when the start offered to resume a
    match instead of dealing); exit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from tarocchi.gui.qtutil import load_fonts
    from tarocchi.gui.window import MainWindow

    start = process_start()
    window = MainWindow()

    class Paints(QObject):
        painted_once = False

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self.after_paint)
            return False

        def after_paint(self) -> None:
            now = time.time() - start
            faces = window.faces
            if not self.painted_once:
                self.painted_once = True
                print(f"{now:.3f}", flush=True)
            elif faces.drawn or (faces.cache is not None and faces.cache.loaded):
                print(f"{now:.3f}", flush=True)
                app.quit()

    def deal() -> None:  # as a start does: the deal after the first paint
        window.start_remembered()
        if getattr(window.matchfiles, "resume_box", None) is not None:  # asked instead of dealt
            print("-", flush=True)
            app.quit()

    window.after_first_paint(load_fonts)  # as a start does (main)
    window.after_first_paint(deal)
    probe = Paints()
    window.table.viewport().installEventFilter(probe)  # the last filter installed sees the paint first
    window.show()
    QTimer.singleShot(20_000, lambda: app.exit(1))
    status = app.exec()
    window.close()
    return status


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == [WORKER_FLAG]:  # a thinking process of the window (gui/thinkpool.py), no Qt
        from tarocchi.bots.worker import lower_priority, serve
        lower_priority()
        return serve()
    args = build_parser().parse_args(argv)
    from tarocchi.gui.qtutil import headless_platform

    if args.self_test or args.startup_probe:
        headless_platform()
    app = make_app(sys.argv[:1], only_app_font=not args.self_test)  # the others after the first paint
    status = prepare_data_folder(show=not (args.self_test or args.startup_probe))
    if status:
        return status
    if args.startup_probe:
        return startup_probe(app)
    if args.self_test:
        from tarocchi.gui.selftest import run_self_test
        try:
            return run_self_test(app, args.game, args.players, args.seed)
        except Exception:
            import traceback
            traceback.print_exc()
            return 1
    from tarocchi.gui.qtutil import load_fonts
    from tarocchi.gui.window import MainWindow

    from tarocchi.gui.language import SETTING, set_language
    from tarocchi.gui.settings import Settings

    set_language(os.environ.get("TAROCCHI_LANGUAGE") or Settings().get(SETTING, ""))
    window = MainWindow()
    window.restore_geometry()
    window.show()
    window.after_first_paint(install_error_reporter)  # its dialog's module and its queued connection: after the paint
    window.after_first_paint(load_fonts)  # the bundled fonts the first paint does not show (make_app)

    def start_up() -> None:  # the chooser, or the last game dealt, once the window shows its table
        from tarocchi.gui.welcome import start_up
        start_up(window)

    window.after_first_paint(start_up)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
