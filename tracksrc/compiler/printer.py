"""Printing the mini-compiler's IR as MLIR prints it.

Ops print in their custom form (`tosa.*`, `func.*`, `arith.*`, `tensor.*`,
`linalg.*`) or, with `generic=True`, in the generic form
`"name"(operands) ({regions}) {attributes} : (types) -> types`. Locations
follow MLIR's flags: none without `debuginfo`; with it, inline
(`local_scope`) or as `#loc` aliases printed after the module, composite
locations referring to their parts' aliases (`callsite(#loc1 at #loc6)`).
Values are named as MLIR's printer names them: `%arg0` for function
arguments, `%0`, `%1` ... for results, `%cst`, `%padded`, `%collapsed`,
`%expanded` for the ops that ask for a name, `_N` suffixes from one counter
when a name repeats.
"""

from __future__ import annotations

from dataclasses import dataclass

from tracksrc.compiler.ir import Block, Module, Op, Value
from tracksrc.reading.location_attributes import UNKNOWN, CallSiteLoc, FusedLoc, Location, NameLoc

# Ops MLIR's printer gives a name instead of a number.
_NAMED_RESULTS = {
    "arith.constant": "cst",
    "tensor.pad": "padded",
    "tensor.collapse_shape": "collapsed",
    "tensor.expand_shape": "expanded",
    "linalg.transpose": "transposed",
    "memref.alloc": "alloc",
    "memref.subview": "subview",
    "memref.collapse_shape": "collapse_shape",
    "memref.expand_shape": "expand_shape",
    "tensor.extract_slice": "extracted_slice",
    "tensor.concat": "concat",
}
_BINARY = {
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.divf",
    "arith.addi",
    "arith.muli",
}


@dataclass
class PrintOptions:
    """MLIR's printing flags."""

    debuginfo: bool = False
    local_scope: bool = False
    generic: bool = False


class _Names:
    """SSA names of one function (MLIR numbers per isolated region)."""

    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self.used: set[str] = set()
        self.next_number = 0
        self.suffix = 0
        # Unnamed block arguments are %arg0, %arg1, ... across the function.
        self.next_argument = 0

    def named(self, base: str) -> str:
        name = base
        while name in self.used:
            name = f"{base}_{self.suffix}"
            self.suffix += 1
        self.used.add(name)
        return name

    def of(self, value: Value) -> str:
        return self.names[id(value)]

    def define_argument(self, value: Value, base: str) -> str:
        if base == "arg":
            # MLIR numbers a function's unnamed block arguments in order:
            # the function's own, then loop variables, region arguments.
            while f"arg{self.next_argument}" in self.used:
                self.next_argument += 1
            base = f"arg{self.next_argument}"
        name = "%" + self.named(base)
        self.names[id(value)] = name
        return name

    def define_results(self, op: Op) -> str:
        if not op.results:
            return ""
        base = _NAMED_RESULTS.get(op.name)
        constant = op.attributes.get("value", "")
        if op.name == "arith.constant" and constant.endswith(": index"):
            # MLIR names index constants by their value: %c0, %c8.
            base = "c" + constant.split(":")[0].strip()
        if base is not None and len(op.results) == 1:
            name = "%" + self.named(base)
            self.names[id(op.result)] = name
            return name
        name = f"%{self.next_number}"
        self.next_number += 1
        if len(op.results) == 1:
            self.names[id(op.result)] = name
            return name
        for index, value in enumerate(op.results):
            self.names[id(value)] = f"{name}#{index}"
        return f"{name}:{len(op.results)}"


class _Locations:
    """Location text, inline or as aliases."""

    def __init__(self, options: PrintOptions) -> None:
        self.options = options
        self.aliases: dict[Location, str] = {}
        self.order: list[Location] = []

    def collect(self, location: Location) -> None:
        if location == UNKNOWN or location in self.aliases:
            return
        if isinstance(location, CallSiteLoc):
            self.collect(location.callee)
            self.collect(location.caller)
        elif isinstance(location, FusedLoc):
            for part in location.locations:
                self.collect(part)
        elif isinstance(location, NameLoc) and location.child is not None:
            self.collect(location.child)
        self.aliases[location] = "#loc" if not self.order else f"#loc{len(self.order)}"
        self.order.append(location)

    def reference(self, location: Location) -> str:
        """What goes inside `loc(...)` for an op."""
        if location == UNKNOWN or self.options.local_scope:
            return str(location)
        return self.aliases[location]

    def definition(self, location: Location) -> str:
        """The alias line's body: parts referred to by their aliases."""
        if isinstance(location, CallSiteLoc):
            return (
                f"callsite({self.reference(location.callee)} at {self.reference(location.caller)})"
            )
        if isinstance(location, FusedLoc):
            meta = f"<{location.metadata}>" if location.metadata is not None else ""
            return f"fused{meta}[{', '.join(self.reference(part) for part in location.locations)}]"
        if isinstance(location, NameLoc) and location.child is not None:
            return f"{NameLoc(location.name)!s}({self.reference(location.child)})"
        return str(location)

    def suffix(self, location: Location) -> str:
        if not self.options.debuginfo:
            return ""
        return f" loc({self.reference(location)})"


def _types(values: list[Value]) -> str:
    return ", ".join(value.type for value in values)


def _function_type(inputs: list[str], outputs: list[str]) -> str:
    result = outputs[0] if len(outputs) == 1 else f"({', '.join(outputs)})"
    return f"({', '.join(inputs)}) -> {result}"


class Printer:
    """Prints a module (or one function) as text."""

    def __init__(self, options: PrintOptions) -> None:
        self.options = options
        self.locations = _Locations(options)
        self.lines: list[str] = []

    def print_module(self, module: Module) -> str:
        """The whole module, with alias lines after it."""
        if self.options.debuginfo and not self.options.local_scope:
            self.locations.collect(module.location)
            for op in module.walk():
                self._collect(op)
        self.lines.append('"builtin.module"() ({' if self.options.generic else "module {")
        for op in module.body.ops:
            self._op(op, "  ", _Names())
        close = "}) : () -> ()" if self.options.generic else "}"
        self.lines.append(close + self.locations.suffix(module.location))
        return self._finish()

    def print_op(self, op: Op) -> str:
        """One top-level op (a function-level fragment)."""
        if self.options.debuginfo and not self.options.local_scope:
            for inner in op.walk():
                self._collect(inner)
        self._op(op, "", _Names())
        return self._finish()

    def _finish(self) -> str:
        if self.options.debuginfo and not self.options.local_scope:
            for location in self.locations.order:
                alias = self.locations.aliases[location]
                self.lines.append(f"{alias} = loc({self.locations.definition(location)})")
        return "\n".join(self.lines) + "\n"

    def _collect(self, op: Op) -> None:
        self.locations.collect(op.location)
        for region in op.regions:
            for block in region:
                for location in block.argument_locations:
                    self.locations.collect(location)

    def _block_arguments(self, block: Block, names: _Names, base: str) -> str:
        parts = []
        for value, location in zip(block.arguments, block.argument_locations, strict=True):
            hint = value.hint.lstrip("%") if base == "hint" else base
            name = names.define_argument(value, hint or "arg")
            parts.append(f"{name}: {value.type}{self.locations.suffix(location)}")
        return ", ".join(parts)

    def _region(self, blocks: list[Block], indent: str, names: _Names, label: bool) -> None:
        for block in blocks:
            if label:
                arguments = self._block_arguments(block, names, "hint")
                self.lines.append(f"{indent[:-2]}^bb0({arguments}):")
            for op in block.ops:
                self._op(op, indent, names)

    def _op(self, op: Op, indent: str, names: _Names) -> None:
        if op.name == "func.func":
            self._function(op, indent)
            return
        if self.options.generic:
            self._generic(op, indent, names)
            return
        operands = ", ".join(names.of(value) for value in op.operands)
        results = names.define_results(op)
        head = f"{indent}{results} = " if results else indent
        loc = self.locations.suffix(op.location)
        name = op.name
        attrs = _attribute_dict(op.attributes, skip=_SYNTAX_ATTRIBUTES.get(name, ()))
        if name == "func.call":
            callee = op.attributes["callee"]
            signature = _function_type([v.type for v in op.operands], op.result_types)
            self.lines.append(f"{head}call {callee}({operands}) : {signature}{loc}")
        elif name == "func.return":
            types = f" : {_types(op.operands)}" if op.operands else ""
            self.lines.append(f"{indent}return{' ' if operands else ''}{operands}{types}{loc}")
        elif name == "tosa.const":
            self.lines.append(f'{head}"tosa.const"() {attrs} : () -> {op.result_types[0]}{loc}')
        elif name.startswith("tosa."):
            signature = _function_type([v.type for v in op.operands], op.result_types)
            attrs_text = f" {attrs}" if op.attributes else ""
            self.lines.append(f"{head}{name} {operands}{attrs_text} : {signature}{loc}")
        elif name == "arith.constant":
            self.lines.append(f"{head}arith.constant {op.attributes['value']}{loc}")
        elif name in _BINARY:
            self.lines.append(f"{head}{name} {operands} : {op.result_types[0]}{loc}")
        elif name == "tensor.empty":
            self.lines.append(f"{head}tensor.empty() : {op.result_types[0]}{loc}")
        elif name in (
            "tensor.collapse_shape",
            "tensor.expand_shape",
            "memref.collapse_shape",
            "memref.expand_shape",
        ):
            keyword = "into"
            extra = ""
            if name.endswith("expand_shape"):
                extra = f" output_shape {op.attributes['static_output_shape']}"
            self.lines.append(
                f"{head}{name} {operands} {op.attributes['reassociation']}{extra} : "
                f"{op.operands[0].type} {keyword} {op.result_types[0]}{loc}"
            )
        elif name == "tensor.pad":
            source = names.of(op.operands[0])
            self.lines.append(
                f"{head}tensor.pad {source} low{op.attributes['static_low']} "
                f"high{op.attributes['static_high']} {{"
            )
            self._region(op.regions[0], indent + "  ", names, label=True)
            self.lines.append(f"{indent}}} : {op.operands[0].type} to {op.result_types[0]}{loc}")
        elif name == "memref.alloc":
            self.lines.append(f"{head}memref.alloc() {attrs} : {op.result_types[0]}{loc}")
        elif name == "memref.copy":
            copied, target = op.operands
            self.lines.append(
                f"{indent}memref.copy {operands} : {copied.type} to {target.type}{loc}"
            )
        elif name == "memref.subview":
            offsets, sizes, strides = (
                "[" + op.attributes[key].split(":", 1)[1].strip().rstrip(">") + "]"
                for key in ("static_offsets", "static_sizes", "static_strides")
            )
            self.lines.append(
                f"{head}memref.subview {operands}{offsets} {sizes} {strides} : "
                f"{op.operands[0].type} to {op.result_types[0]}{loc}"
            )
        elif name in ("bufferization.to_buffer", "bufferization.to_tensor"):
            restrict = " restrict" if "restrict" in op.attributes else ""
            self.lines.append(
                f"{head}{name} {operands}{restrict} : {op.operands[0].type} to "
                f"{op.result_types[0]}{loc}"
            )
        elif name == "memref.load":
            memref, *indices = (names.of(value) for value in op.operands)
            self.lines.append(
                f"{head}memref.load {memref}[{', '.join(indices)}] : {op.operands[0].type}{loc}"
            )
        elif name == "memref.store":
            value, memref, *indices = (names.of(v) for v in op.operands)
            self.lines.append(
                f"{indent}memref.store {value}, {memref}[{', '.join(indices)}] : "
                f"{op.operands[1].type}{loc}"
            )
        elif name == "affine.apply":
            self.lines.append(f"{head}affine.apply {op.attributes['map']}({operands}){loc}")
        elif name == "scf.for":
            lower, upper, step = (names.of(value) for value in op.operands)
            body = op.regions[0][0]
            iv = names.define_argument(body.arguments[0], "arg")
            self.lines.append(f"{indent}scf.for {iv} = {lower} to {upper} step {step} {{")
            for inner in body.ops:
                if inner.name != "scf.yield":
                    self._op(inner, indent + "  ", names)
            self.lines.append(f"{indent}}}{loc}")
        elif name == "flow.dispatch.region":
            self.lines.append(f"{head}flow.dispatch.region -> ({op.result_types[0]}) {{")
            self._region(op.regions[0], indent + "  ", names, label=False)
            self.lines.append(f"{indent}}}{loc}")
        elif name in ("tensor.yield", "linalg.yield", "flow.return"):
            self.lines.append(f"{indent}{name} {operands} : {_types(op.operands)}{loc}")
        elif name.startswith("linalg."):
            self._linalg(op, head, indent, names, attrs, loc)
        else:
            self._generic(op, indent, names, results)

    def _linalg(self, op: Op, head: str, indent: str, names: _Names, attrs: str, loc: str) -> None:
        inputs = int(op.attributes.get("__inputs", "0"))
        ins, outs = op.operands[:inputs], op.operands[inputs:]
        ins_text = f"ins({', '.join(names.of(v) for v in ins)} : {_types(ins)})" if ins else ""
        outs_text = f"outs({', '.join(names.of(v) for v in outs)} : {_types(outs)})"
        results = f" -> {', '.join(op.result_types)}" if op.result_types else ""
        attrs_text = f" {attrs}" if attrs != "{}" else ""
        if op.name == "linalg.generic":
            self.lines.append(f"{head}linalg.generic{attrs_text} {ins_text} {outs_text} {{")
            self._region(op.regions[0], indent + "  ", names, label=True)
            self.lines.append(f"{indent}}}{results}{loc}")
            return
        parts = " ".join(part for part in (ins_text, outs_text) if part)
        if op.name == "linalg.transpose":
            permutation = op.attributes["permutation"]
            self.lines.append(f"{head}{op.name} {parts} permutation = {permutation}{loc}")
            return
        self.lines.append(f"{head}{op.name}{attrs_text} {parts}{results}{loc}")

    def _generic(self, op: Op, indent: str, names: _Names, results: str | None = None) -> None:
        operands = ", ".join(names.of(value) for value in op.operands)
        if results is None:
            results = names.define_results(op)
        head = f"{indent}{results} = " if results else indent
        attributes = {k: v for k, v in op.attributes.items() if not k.startswith("__")}
        attrs = f" {_attribute_dict(attributes)}" if attributes else ""
        signature = _function_type([v.type for v in op.operands], op.result_types)
        if not op.result_types:
            signature = f"({_types(op.operands)}) -> ()"
        if not op.regions:
            loc = self.locations.suffix(op.location)
            self.lines.append(f'{head}"{op.name}"({operands}){attrs} : {signature}{loc}')
            return
        self.lines.append(f'{head}"{op.name}"({operands}) ({{')
        for number, region in enumerate(op.regions):
            if number:
                self.lines.append(f"{indent}}}, {{")
            self._region(region, indent + "  ", names, label=True)
        self.lines.append(f"{indent}}}){attrs} : {signature}{self.locations.suffix(op.location)}")

    def _function(self, op: Op, indent: str) -> None:
        names = _Names()
        body = op.body
        arguments = []
        for index, (value, location) in enumerate(
            zip(body.arguments, body.argument_locations, strict=True)
        ):
            name = names.define_argument(value, f"arg{index}")
            arguments.append(f"{name}: {value.type}{self.locations.suffix(location)}")
        outputs = op.attributes["function_type"].split("->", 1)[1].strip().strip("()")
        results = f" -> {outputs}" if outputs else ""
        if outputs and "," in outputs:
            results = f" -> ({outputs})"
        private = "private " if "sym_visibility" in op.attributes else ""
        if self.options.generic:
            self.lines.append(
                f'{indent}"func.func"() <{{function_type = {op.attributes["function_type"]}, '
                f"sym_name = {op.attributes['sym_name']}"
                + (', sym_visibility = "private"' if private else "")
                + "}> ({"
            )
            self.lines.append(f"{indent}^bb0({', '.join(arguments)}):")
            for inner in body.ops:
                self._op(inner, indent + "  ", names)
            self.lines.append(f"{indent}}}) : () -> (){self.locations.suffix(op.location)}")
            return
        self.lines.append(
            f"{indent}func.func {private}@{op.symbol}({', '.join(arguments)}){results} {{"
        )
        for inner in body.ops:
            self._op(inner, indent + "  ", names)
        self.lines.append(f"{indent}}}{self.locations.suffix(op.location)}")


# Attributes printed by an op's own syntax, not in its attribute dict.
_SYNTAX_ATTRIBUTES = {
    "func.call": ("callee",),
    "arith.constant": ("value",),
    "tensor.pad": ("static_low", "static_high"),
    "tensor.collapse_shape": ("reassociation",),
    "tensor.expand_shape": ("reassociation", "static_output_shape"),
    "linalg.transpose": ("permutation",),
}


def _attribute_dict(attributes: dict[str, str], skip: tuple[str, ...] = ()) -> str:
    items = [
        f"{name} = {value}" if value != "unit" else name
        for name, value in attributes.items()
        if name not in skip and not name.startswith("__")
    ]
    return "{" + ", ".join(items) + "}"


def print_module(module: Module, options: PrintOptions | None = None) -> str:
    """The module as MLIR text."""
    return Printer(options or PrintOptions()).print_module(module)


def print_fragment(op: Op, options: PrintOptions | None = None) -> str:
    """One op (a function) as a function-level stage prints it."""
    return Printer(options or PrintOptions()).print_op(op)
