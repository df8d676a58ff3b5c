"""The harness's one exception type.

Every failure the harness can explain (a tool's diagnostics, a bad command line, a missing kernel,
a missing plugin, a failed check of the inputs) is raised as :class:`TileLangError`. The command
line catches it at its boundary and prints it as one line on stderr (after the tool's own
diagnostics, when a tool failed), never a Python traceback.
"""

from __future__ import annotations


class TileLangError(Exception):
    """A failure the user can act on.

    ``str(err)`` is the one-line message. ``detail`` is text to print before it as is (a tool's
    own diagnostics, e.g. clang's errors), or ``""``.
    """

    def __init__(self, message: str, *, detail: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail


class ToolError(TileLangError):
    """An external tool (clang, opt, llc, ...) exited non-zero.

    ``detail`` holds the tool's stderr exactly as it printed it; ``command`` the argv that ran;
    ``returncode`` its exit status.
    """

    def __init__(self, message: str, *, detail: str, command: list[str], returncode: int) -> None:
        super().__init__(message, detail=detail)
        self.command = command
        self.returncode = returncode
