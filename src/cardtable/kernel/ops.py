"""The effect-op registry: one registration per op of a game's card vocabulary.

An op is what a line of card text does (``damage 3 to a chosen unit``). Each
op is one pydantic model class registered with its game's ``OpRegistry``; the
class is, at once:

- its **schema**: the registry builds a discriminated union over ``op``, so a
  card with an unknown op, an unknown field or a field the op does not take is
  a card-data error naming the field (models forbid extra fields);
- its **implementation**: ``run(state, ctx)``;
- its **text**: ``text(lang)``, in cs and en, from which card text is made;
- its **metadata**: ``targeted`` and ``duration`` class variables.

Nothing about an op lives in a second table, so a field cannot validate and
then be ignored, and a target selector is a ``Literal`` the op declares.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Any, ClassVar, Generic, TypeVar, Union

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.main import BaseModel  # not `from pydantic`: mypyc needs the defining module

S = TypeVar("S")
C = TypeVar("C")
OpT = TypeVar("OpT", bound="Op[Any, Any]")


class Op(BaseModel, Generic[S, C]):
    """Base of an op model: frozen, no unknown fields, ``op`` names it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    op: str
    targeted: ClassVar[bool] = False
    """Whether the op acts on a chosen target (front ends and the legal-target code ask)."""
    duration: ClassVar[str | None] = None
    """How long its effect lasts (``None``: at once; a game's own words otherwise)."""

    def run(self, state: S, ctx: C) -> None:
        """Carry the op out in ``state`` for the firing ``ctx``."""
        raise NotImplementedError(f"op {self.op!r} has no implementation")

    def text(self, lang: str) -> str:
        """The op as card text in ``lang`` (``cs`` or ``en``)."""
        raise NotImplementedError(f"op {self.op!r} has no text")


class OpRegistry(Generic[S, C]):
    """The ops of one game, by name."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.ops: dict[str, type[Op[S, C]]] = {}
        self._adapter: TypeAdapter[Any] | None = None
        self._list_adapter: TypeAdapter[Any] | None = None

    def register(self, cls: type[OpT]) -> type[OpT]:
        """Class decorator: register an op model; its ``op`` field must be a ``Literal``."""
        field = cls.model_fields.get("op")
        args: tuple[Any, ...] = tuple(getattr(field.annotation, "__args__", ())
                                      if field is not None else ())
        if len(args) != 1 or not isinstance(args[0], str):
            raise TypeError(f"{cls.__name__}.op must be Literal['<name>']")
        name = args[0]
        if name in self.ops:
            raise ValueError(f"{self.game_id}: op {name!r} registered twice")
        for method in ("run", "text"):
            if getattr(cls, method) is getattr(Op, method):
                raise TypeError(f"{self.game_id}: op {name!r} does not define {method}()")
        self.ops[name] = cls
        self._adapter = self._list_adapter = None
        return cls

    def union(self) -> Any:
        """The type of one op of this game: a discriminated union over ``op``."""
        if not self.ops:
            raise ValueError(f"{self.game_id}: no ops registered")
        models = tuple(self.ops.values())
        if len(models) == 1:
            return models[0]
        return Annotated[Union[models], Field(discriminator="op")]  # noqa: UP007

    def adapter(self) -> TypeAdapter[Any]:
        """A pydantic adapter for one op of this game."""
        if self._adapter is None:
            self._adapter = TypeAdapter(self.union())
        return self._adapter

    def parse(self, data: Any) -> Op[S, C]:
        """Validate one op from card data; raises ``pydantic.ValidationError``."""
        result: Op[S, C] = self.adapter().validate_python(data)
        return result

    def parse_list(self, data: Sequence[Any]) -> list[Op[S, C]]:
        """Validate a list of ops; errors carry the list index in their location."""
        if self._list_adapter is None:
            list_type: Any = list[self.union()]  # type: ignore[misc]
            self._list_adapter = TypeAdapter(list_type)
        result: list[Op[S, C]] = self._list_adapter.validate_python(data)
        return result

    def describe(self, ops: Iterable[Op[S, C]], lang: str, sep: str = " ") -> str:
        """Card text of a sequence of ops in ``lang``."""
        return sep.join(o.text(lang) for o in ops)

    def names(self) -> list[str]:
        return sorted(self.ops)


__all__ = ["Op", "OpRegistry", "ValidationError"]
