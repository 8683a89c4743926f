"""The server's messages in Czech and English (namespace ``server``).

Every text the server sends a person (a refusal, an HTTP error, the ``serve``
command's one-line failures) is a key here; the engine's own refusals come from
the kernel's and the games' catalogs. ``Refused`` carries a catalogued reason and
the HTTP status it maps to, so one exception serves the HTTP routes and the socket.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from cardtable.kernel.errors import CardtableError, IllegalAction, OptionError, Refusal
from cardtable.kernel.i18n import DEFAULT_LANG, LANGS, register_messages

NAMESPACE = "server"

EN: dict[str, str] = {
    "unknown_table": "there is no table '{table}'",
    "bad_token": "this seat token opens no seat of this table",
    "spectators_closed": "this table is closed to spectators; a seat token is needed",
    "spectator_cannot_act": "spectators can watch and read the chat, but not act or write",
    "stale_step": "that action was meant for step {sent}, but the table is at step {step}; "
                  "an old or repeated action is refused",
    "not_an_action": "'{text}' cannot be read as an action",
    "too_large": "a message may have at most {limit} bytes",
    "rate_limited": "too many messages: at most {rate} a second; this one was dropped",
    "bad_message": "a message is a JSON object: {{\"action\": text, \"step\": number}} or "
                   "{{\"chat\": text}}",
    "binary_message": "messages are JSON text, not binary data",
    "chat_empty": "a chat message needs some text",
    "chat_too_long": "a chat message may have at most {limit} characters",
    "not_finished": "a rematch can start only when the game is over",
    "server_full": "the server holds {limit} tables already; try again later",
    "bad_lang": "unknown language '{lang}'; known: {known}",
    "too_many_seats": "{seats} seats given, but the game is for {players}",
    "bad_seat": "seat {seat} must be human or a bot ({known}), not '{spec}'",
    "bad_seat_bot": "seat {seat}: {reason}",
    "bad_seat_workers": "seat {seat}: a bot on this server thinks in the server's own "
                        "workers, so it cannot ask for workers of its own",
    "bad_seat_name": "the name of seat {seat} must be 1 to {limit} printable characters",
    "seat_name_twice": "two seats are called '{name}'",
    "options_too_large": "the options may take at most {limit} bytes of JSON",
    "broken_table": "table '{table}' could not be restored exactly after a restart and is "
                    "closed; its actions are kept",
    "store_failed": "the table could not be saved, so nothing was changed; try again",
    "table_busy": "another server is busy with this table; nothing was changed, try again",
    "unknown_record": "there is no finished game '{table}'",
    "bad_request": "the request is not valid: {field}: {problem}",
    "field_missing": "it is missing",
    "field_extra": "it is not a field of this request",
    "field_too_long": "it is too long",
    "field_too_short": "it is too short",
    "field_too_big": "it is too large",
    "field_too_small": "it is too small",
    "field_not_int": "it must be a whole number",
    "field_not_text": "it must be text",
    "field_not_list": "it must be a list",
    "field_not_object": "it must be a JSON object",
    "field_choice": "it must be one of: {expected}",
    "field_bad": "it has a bad value",
    "body_not_json": "the body is not JSON",
    "db_unusable": "cannot use the database {url}: {reason}",
    "db_bad_url": "'{url}' is not a database URL (for example sqlite:///cardtable.db or "
                  "postgresql+psycopg://user@host/name)",
    "port_in_use": "port {port} on {host} is already in use; choose another with --port",
    "cannot_listen": "cannot listen on {host}:{port}: {reason}",
    "bad_port": "a port is a whole number from 1 to 65535, not {port}",
    "serving": "cardtable server on http://{host}:{port} (database {url}); Ctrl-C stops it",
}

CS: dict[str, str] = {
    "unknown_table": "stůl '{table}' neexistuje",
    "bad_token": "tento klíč místa neotevírá žádné místo u tohoto stolu",
    "spectators_closed": "tento stůl je pro diváky zavřený; je potřeba klíč místa",
    "spectator_cannot_act": "divák může sledovat hru a číst chat, ale ne hrát ani psát",
    "stale_step": "tah byl určen pro krok {sent}, ale stůl je v kroku {step}; starý nebo "
                  "opakovaný tah se odmítá",
    "not_an_action": "'{text}' nelze přečíst jako tah",
    "too_large": "zpráva smí mít nejvýš {limit} bajtů",
    "rate_limited": "příliš mnoho zpráv: nejvýš {rate} za sekundu; tato byla zahozena",
    "bad_message": "zpráva je objekt JSON: {{\"action\": text, \"step\": číslo}} nebo "
                   "{{\"chat\": text}}",
    "binary_message": "zprávy jsou text JSON, ne binární data",
    "chat_empty": "zpráva do chatu potřebuje nějaký text",
    "chat_too_long": "zpráva do chatu smí mít nejvýš {limit} znaků",
    "not_finished": "odvetu lze začít až po konci hry",
    "server_full": "server už má {limit} stolů; zkuste to později",
    "bad_lang": "neznámý jazyk '{lang}'; známé: {known}",
    "too_many_seats": "zadaná místa: {seats}, ale hra je pro {players}",
    "bad_seat": "místo {seat} musí být člověk (human) nebo bot ({known}), ne '{spec}'",
    "bad_seat_bot": "místo {seat}: {reason}",
    "bad_seat_workers": "místo {seat}: bot na tomto serveru přemýšlí ve workerech serveru, "
                        "vlastní workery si vyžádat nemůže",
    "bad_seat_name": "jméno místa {seat} musí mít 1 až {limit} tisknutelných znaků",
    "seat_name_twice": "dvě místa se jmenují '{name}'",
    "options_too_large": "volby smějí zabrat nejvýš {limit} bajtů JSON",
    "broken_table": "stůl '{table}' se po restartu nepodařilo přesně obnovit, a proto je "
                    "zavřený; jeho tahy zůstávají uložené",
    "store_failed": "stůl se nepodařilo uložit, takže se nic nezměnilo; zkuste to znovu",
    "table_busy": "s tímto stolem právě pracuje jiný server; nic se nezměnilo, zkuste to "
                  "znovu",
    "unknown_record": "dohraná hra '{table}' neexistuje",
    "bad_request": "požadavek není platný: {field}: {problem}",
    "field_missing": "chybí",
    "field_extra": "takové pole tento požadavek nemá",
    "field_too_long": "je příliš dlouhé",
    "field_too_short": "je příliš krátké",
    "field_too_big": "je příliš velké",
    "field_too_small": "je příliš malé",
    "field_not_int": "musí být celé číslo",
    "field_not_text": "musí být text",
    "field_not_list": "musí být seznam",
    "field_not_object": "musí být objekt JSON",
    "field_choice": "musí být jedno z: {expected}",
    "field_bad": "má chybnou hodnotu",
    "body_not_json": "tělo požadavku není JSON",
    "db_unusable": "databázi {url} nelze použít: {reason}",
    "db_bad_url": "'{url}' není adresa databáze (například sqlite:///cardtable.db nebo "
                  "postgresql+psycopg://uzivatel@stroj/nazev)",
    "port_in_use": "port {port} na {host} je už obsazený; zvolte jiný přes --port",
    "cannot_listen": "na {host}:{port} nelze naslouchat: {reason}",
    "bad_port": "port je celé číslo od 1 do 65535, ne {port}",
    "serving": "server cardtable na http://{host}:{port} (databáze {url}); Ctrl-C ho zastaví",
}

register_messages(NAMESPACE, {"en": EN, "cs": CS})


class Readable(Protocol):
    """Anything that says why in a language (``Refusal``, ``IllegalAction``, ``OptionError``)."""

    def text(self, lang: str) -> str: ...


def refusal(key: str, /, **params: Any) -> Refusal:
    """The catalogued reason ``server.<key>``."""
    return Refusal(f"{NAMESPACE}.{key}", params)


def text(key: str, lang: str, /, **params: Any) -> str:
    """The message ``server.<key>`` in ``lang``."""
    return refusal(key, **params).text(lang)


class Refused(CardtableError):
    """A request or a socket message the server turns down; nothing was changed.

    ``code`` is a catalog key (``server.stale_step``, ``kernel.not_legal``...) a
    client may act on; ``text(lang)`` the reason a person reads; ``status`` the HTTP
    status a route answers with.
    """

    def __init__(self, code: str, reason: Refusal | Readable, status: int = 400) -> None:
        self.code = code
        self._reason = reason
        self.status = status
        super().__init__(reason.text(DEFAULT_LANG))

    @classmethod
    def of(cls, key: str, status: int = 400, /, **params: Any) -> Refused:
        """The refusal ``server.<key>`` with ``params``."""
        return cls(f"{NAMESPACE}.{key}", refusal(key, **params), status)

    @classmethod
    def engine(cls, error: IllegalAction | OptionError, status: int = 400) -> Refused:
        """An engine's refusal (an illegal action, a bad option, an unknown bot or game),
        in the player's language where the engine catalogues it."""
        if error.refusal is not None:
            return cls(error.refusal.key, error.refusal, status)
        code = "kernel.not_legal" if isinstance(error, IllegalAction) else "server.bad_options"
        return cls(code, error, status)

    def text(self, lang: str) -> str:
        return self._reason.text(lang)


def pick_lang(lang: str | None) -> str:
    """``lang`` when the catalogs have it; ``Refused`` (in English) otherwise."""
    if lang is None:
        return DEFAULT_LANG
    if lang not in LANGS:
        raise Refused.of("bad_lang", 400, lang=lang[:20], known=", ".join(LANGS))
    return lang


def reply(error: Refused, lang: str) -> Mapping[str, str]:
    """The JSON body of a refusal: its code and its reason in ``lang``."""
    return {"error": error.code, "reason": error.text(lang)}
