"""Table options as data: a key, a label, a one-line explanation, the allowed values and a default.

The host's setup screen, the command line (``--option key=value``) and ``new_game(**options)`` all
go through ``validate``, so a bad value is refused the same way everywhere, with one message that
names the option and the values it takes, in the player's language (``OptionError``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.wording import N_, say


class OptionError(ValueError):
    """A table option that does not exist or has a value it does not take. The message is a
    sentence template (marked for the catalogs) and its words (an option's key, the values it
    takes, what was given: the command line's own words, never translated), kept apart so that the
    reader's side says it in the player's language (``i18n.said``); ``str`` is the English."""

    def __init__(self, template: str, *words: Any):
        self.template = template
        self.words = tuple(str(w) for w in words)
        super().__init__(say(template, *self.words))


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    help: str
    default: Any
    choices: tuple[Any, ...]
    names: tuple[str, ...] = ()
    """Optional display names for the choices, in the same order (otherwise str(choice))."""

    def display(self, value: Any) -> str:
        if self.names and value in self.choices:
            return self.names[self.choices.index(value)]
        if isinstance(value, bool):
            return N_("on") if value else N_("off")
        return str(value)

    def allowed(self) -> str:
        return ", ".join(self._text(c) for c in self.choices)

    @staticmethod
    def _text(value: Any) -> str:
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)

    def coerce(self, value: Any) -> Any:
        """Accept a value or its text form ('on', '11', 'caller'); raise OptionError otherwise."""
        for c in self.choices:
            if value == c and type(value) is type(c):
                return c
        if isinstance(value, str):
            text = value.strip().lower()
            for c in self.choices:
                if text == self._text(c).lower():
                    return c
            if text in ("true", "yes", "1") and True in self.choices:
                return True
            if text in ("false", "no", "0") and False in self.choices:
                return False
        elif isinstance(value, int) and not isinstance(value, bool):
            for c in self.choices:
                if not isinstance(c, bool) and c == value:
                    return c
        raise OptionError(N_("option {0} must be one of {1} (got {2})"), self.key, self.allowed(), repr(value))


def validate(spec: tuple[Option, ...], given: dict[str, Any]) -> dict[str, Any]:
    """Return every option of ``spec`` with its value: the given one (checked) or the default."""
    known = {o.key: o for o in spec}
    for key in given:
        if key not in known:
            raise OptionError(N_("unknown option {0} (this game's options: {1})"), repr(key),
                              ", ".join(sorted(known)))
    return {o.key: (o.coerce(given[o.key]) if o.key in given else o.default) for o in spec}
