"""The e2e tests' `surfcamp` commands without an interpreter start each: a small fork server.

`surfcamp mail last ...` costs some 2.5 s of CPU when started afresh, nearly all of it importing the
app (SQLAlchemy, the models, the services); the e2e suite runs some forty such commands. This process
imports the app once, listens on a Unix socket, and runs each command in a child forked from it
(`app.cli.main` with the command's arguments, stdout and stderr captured): a few milliseconds.
scripts/e2e-server.sh starts it beside the server, with the same settings (scripts/e2e-env.sh); it
ends when the server does. e2e/support.ts `surfcamp()` uses it when its socket answers, else runs
scripts/e2e-cli.sh as before.

Request: one line, the JSON list of arguments. Answer: {"code": int, "stdout": str, "stderr": str}.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import socket
import sys
import traceback

import app.cli
import app.main  # every module a command may import lazily, imported once here


def _run(argv: list[str]) -> dict[str, object]:
    out, err = io.StringIO(), io.StringIO()
    code: int = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            app.cli.main(argv)
        except (
            SystemExit
        ) as stop:  # argparse's errors and the commands' own `raise SystemExit(...)`
            if isinstance(stop.code, int):
                code = stop.code
            elif stop.code is not None:
                print(stop.code, file=sys.stderr)
                code = 1
        except Exception:  # noqa: BLE001  reported as the command's failure, as an interpreter would
            traceback.print_exc()
            code = 1
    return {"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


def _serve_one(conn: socket.socket) -> None:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    answer = _run(json.loads(data))
    conn.sendall(json.dumps(answer).encode())
    conn.close()


def main() -> None:
    path = sys.argv[1]
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    listener.settimeout(1.0)
    parent = os.getppid()
    signal.signal(
        signal.SIGCHLD, signal.SIG_IGN
    )  # the children are reaped by the kernel
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # and the socket removed
    try:
        while os.getppid() == parent:  # the server (its parent) ended: so does this
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            if os.fork() == 0:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                listener.close()
                conn.settimeout(None)
                try:
                    _serve_one(conn)
                finally:
                    os._exit(0)
            conn.close()
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


if __name__ == "__main__":
    main()
