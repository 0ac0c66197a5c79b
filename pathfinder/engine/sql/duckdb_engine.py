"""`apply --engine duckdb`: the compiled rules run in DuckDB, byte for byte what the Python engine writes.

The path list is read in blocks of 1 MiB, queried WORKERS at a time on their own
threads and connections and written in input order (memory stays flat); DuckDB
splits a block into lines exactly as `pathlists.iter_lines` does (`\\r\\n`, blank
lines) and returns the block's JSONL or CSV text in one string. Rows the SQL cannot
answer exactly (a guard of the compiler, a character the JSONL writer escapes)
and blocks that are not valid UTF-8 go through the Python engine, in place, so
the output is the same. Each block gets the query for what holds in it (`facts`: all
ASCII, no quotes, backslashes or control characters, ...), which leaves out the escapes,
guards and normalising that cannot change its answer. Inventories (Parquet, CSV) are
read by DuckDB itself.
See docs/scale.md.
"""
from __future__ import annotations

import csv
import gzip
import io
import os
import select
import stat
import threading
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, BinaryIO, Callable, Iterable, Iterator, Sequence

import duckdb
import sqlglot
from sqlglot import exp

from pathfinder.engine.ruleset import RuleSet
from pathfinder.engine.sql.compiler import compile_rules
from pathfinder.engine.sql.inventory import inventory_kind
from pathfinder.engine.writers import CSV_FIXED_COLUMNS, RecordWriter, csv_header
from pathfinder.errors import PathfinderError, UsageError

# Bytes of path list per query. A query of a 1 MiB block peaks ~35 MB above idle, ~30 MB of it for
# the block's output text (string_agg; fetching the lines as rows costs as much), so WORKERS blocks
# in flight take ~70 MB; smaller blocks pay the query's fixed cost (7-22 ms) more often.
BLOCK = 1 << 20
WORKERS = 2  # blocks queried at once, each on its own thread and connection (DuckDB releases the GIL)
FETCH = 50_000  # rows per fetch from an inventory
PY_RUN = 10_000  # consecutive rows left to Python evaluated in one call
INPUT = "_pf_input"

# One block of the list: lines split and cleaned as `pathlists.iter_lines` does.
_BLOCK_LINES = sqlglot.parse_one(
    """
    SELECT CASE WHEN suffix(raw, chr(13)) THEN substring(raw, 1, length(raw) - 1) ELSE raw END AS path, i AS _i
    FROM (SELECT unnest(l) AS raw, generate_subscripts(l, 1) AS i FROM (SELECT string_split(?, chr(10)) AS l))
    WHERE NOT regexp_matches(raw, '\\A[ \\t\\n\\r\\x{b}\\x{c}]*\\z')
    """,
    read="duckdb",
)
# The same for a block without control characters (so no CR, tab or other whitespace but spaces): the
# lines in order, without a row number (a one-thread query keeps its input order).
_PLAIN_LINES = sqlglot.parse_one(
    """
    SELECT raw AS path FROM (SELECT unnest(string_split($1, chr(10))) AS raw)
    WHERE raw <> '' AND (NOT starts_with(raw, ' ') OR ltrim(raw, ' ') <> '')
    """,
    read="duckdb",
)
# The same with row numbers, for a query whose rows come out of order (the union layout).
_PLAIN_NUMBERED = sqlglot.parse_one(
    """
    SELECT raw AS path, i AS _i FROM (SELECT unnest(l) AS raw, generate_subscripts(l, 1) AS i
                                      FROM (SELECT string_split($1, chr(10)) AS l))
    WHERE raw <> '' AND (NOT starts_with(raw, ' ') OR ltrim(raw, ' ') <> '')
    """,
    read="duckdb",
)
# A line of a list never holds a line feed (compiler.FACTS).
_IN_A_LIST = frozenset({"no_newline"})
# What holds in a block of plain ASCII paths, the common case (see `DuckdbEngine.facts`).
_PLAIN = {fmt: frozenset({"ascii", "no_backslash", "no_controls", plain})
          for fmt, plain in (("jsonl", "plain"), ("csv", "csv_plain"))}
# Rules from which on a block query is a branch per rule (compiler `_union`), not one dispatch on the
# winner for every column (bench/bench_sql.py --rules: ...).
UNION_RULES = 2
_CONTROLS = bytes([*range(0, 10), *range(11, 32), 127])  # C0 controls but LF, and DEL

Warn = Callable[[str], None]
#: A queried block: (records, their text, or per-row (line, needs Python, path) when some rows need Python).
Block = tuple[int, str, "list[tuple[str, bool, str]] | None"]
#: How a list Python must decode itself (UTF-16) becomes paths: `fs.pathlists.iter_lines`, passed in
#: by the caller so the engine reads no files of its own.
DecodeLines = Callable[[Any, str, Warn], Iterable[str]]


def inventory_source(name: str, column: str | None) -> tuple[exp.Expression, str]:
    """The table expression reading an inventory and the name of its path column (usage errors said plainly)."""
    if not os.path.isfile(name):
        raise UsageError(f"paths list {name} not found", hint="check the --paths-from argument")
    con = duckdb.connect()
    kind = inventory_kind(name)
    if kind == "parquet":
        table = exp.Anonymous(this="read_parquet", expressions=[exp.Literal.string(name)])
        try:
            names = [r[0] for r in con.execute(f"DESCRIBE SELECT * FROM {table.sql('duckdb')}").fetchall()]
        except duckdb.Error:
            raise UsageError(f"{name} is not a Parquet file", hint="give a Parquet inventory or a text list") from None
        wanted = column or "key"
        if wanted not in names:
            raise UsageError(f"{name} has no column {wanted!r} (columns: {', '.join(names)})",
                             hint="name the path column with --column")
        return table, wanted
    header, index = _csv_layout(name, column)
    options = [exp.Literal.string(name)] + [
        exp.EQ(this=exp.column(k), expression=v) for k, v in (
            ("header", exp.true() if header else exp.false()), ("all_varchar", exp.true()),
            ("quote", exp.Literal.string('"')), ("escape", exp.Literal.string('"')),
            ("delim", exp.Literal.string(",")), ("auto_detect", exp.false()),
            ("columns", _csv_columns(header, name)),
        )
    ]
    table: exp.Expression = exp.Anonymous(this="read_csv", expressions=options)
    if header:
        return table, header[index]
    return _url_decoded(table, f"column{index}"), f"column{index}"


def _url_decoded(table: exp.Expression, column: str) -> exp.Expression:
    """S3 Inventory writes CSV keys URL-encoded, a space as '+' (Python's unquote_plus reads them):
    the table with `column` decoded; a key whose escapes are not UTF-8 stays as written."""
    key = exp.column(exp.to_identifier(column, quoted=True))
    spaced = exp.func("replace", key, exp.Literal.string("+"), exp.Literal.string(" "))
    decoded = exp.Anonymous(this="try", expressions=[exp.Anonymous(this="url_decode", expressions=[spaced])])
    value = exp.alias_(exp.func("coalesce", decoded, key.copy()), exp.to_identifier(column, quoted=True))
    return exp.select(value).from_(table).subquery()


def _csv_layout(name: str, column: str | None) -> tuple[list[str] | None, int]:
    """(header names or None for a header-less S3-Inventory-style file, index of the path column)."""
    opener = gzip.open if name.lower().endswith(".gz") else open
    try:
        with opener(name, "rt", encoding="utf-8", newline="") as f:  # type: ignore[operator]
            first = next(csv.reader(f), [])
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise UsageError(f"cannot read inventory {name}: {exc}") from None
    wanted = column or "key"
    if wanted in first:
        return first, first.index(wanted)
    if wanted.isdigit() and 1 <= int(wanted) <= len(first):
        return None, int(wanted) - 1
    if wanted == "key" and len(first) >= 2:  # S3 Inventory: bucket, key, ...
        return None, 1
    raise UsageError(f"{name} has no column {wanted!r} (first row: {', '.join(first[:8])})",
                     hint="give --column NAME (a header cell) or --column N (1-based)")


def _csv_columns(header: list[str] | None, name: str) -> exp.Expression:
    opener = gzip.open if name.lower().endswith(".gz") else open
    with opener(name, "rb") as f:  # type: ignore[operator]
        sample = f.read(1 << 16)
    width = len(next(csv.reader(io.StringIO(sample.decode("utf-8", "replace"))), []))
    names = header or [f"column{i}" for i in range(width)]
    return exp.Struct(expressions=[exp.PropertyEQ(this=exp.Literal.string(n), expression=exp.Literal.string("VARCHAR"))
                                   for n in names])


class DuckdbEngine:
    """Rules compiled once for one output format; `run_*` write records through a writer."""

    def __init__(self, rules: Sequence[Any], fmt: str, root: str | None) -> None:
        self.rules = list(rules)
        self.fmt = fmt
        self.root = root
        self.ruleset = RuleSet(self.rules)  # for the rows SQL leaves to Python
        # A block query is one pipeline over one unnested list: it runs on one thread whatever the
        # setting. With more threads DuckDB still hands its tasks to pool threads, each keeping its own
        # allocator arena, so the peak grew with the number of blocks (CI, more cores: 130 MB at 30k
        # paths, 153 MB at 300k); on the calling thread alone it stays flat.
        # cte_filter_pusher would push the OR of every union branch's `_w = k` into the winners' CTE:
        # a test per rule per row that is always true (100 rules: 20 ms of a 1 MiB block)
        self.con = duckdb.connect(config={"threads": 1, "disabled_optimizers": "cte_filter_pusher"})
        self._local = threading.local()
        self._local.con = self.con
        self._block_sql: dict[frozenset[str], str] = {}
        self._lock = threading.Lock()
        self.layout = "union" if len(self.rules) >= UNION_RULES else "dispatch"
        # The query of a plain block (the common case), compiled now: a rule SQL cannot express fails
        # here (NotExpressible; in "flag" mode what compiles does not depend on the facts). The query
        # for a block with rows left to Python (rows_sql) is compiled only if one comes.
        self.sql_for(_PLAIN.get(fmt, frozenset()))
        self._rows_sql: str | None = None

    @property
    def rows_sql(self) -> str:
        """The query giving a block's rows one by one, in order: (line, needs Python, path)."""
        with self._lock:
            if self._rows_sql is None:
                self._rows_sql = self._ordered_rows_sql(_BLOCK_LINES.copy(), _IN_A_LIST)
            return self._rows_sql

    def _ordered_rows_sql(self, lines: exp.Expression, facts: frozenset[str]) -> str:
        """(line, needs Python, path) for every row of `lines` (numbered `_i`), in `_i` order."""
        query = compile_rules(self.rules, "duckdb", root=self.root, table=INPUT, output=self.fmt,
                              guards="flag", carry=["_i"], layout=self.layout, facts=facts)
        return (exp.select("_line", "_py", "path").from_(query.subquery("q", copy=False), copy=False)
                .order_by("_i").with_(INPUT, as_=lines, copy=False).sql("duckdb", copy=False))

    def sql_for(self, facts: frozenset[str]) -> str:
        """The block query for blocks where `facts` hold (compiler.FACTS, plus `no_controls` for the
        line split): compiled on first use (once: the lock keeps a second worker from compiling it
        again meanwhile), then reused."""
        with self._lock:
            sql = self._block_sql.get(facts)
            if sql is None:
                sql = self._block_sql[facts] = self._compile_block(facts)
            return sql

    def _compile_block(self, facts: frozenset[str]) -> str:
        union = self.layout == "union"
        query = compile_rules(self.rules, "duckdb", root=self.root, table=INPUT, output=self.fmt,
                              guards="flag", facts=(facts - {"no_controls"}) | _IN_A_LIST, layout=self.layout,
                              carry=["_i"] if union else [])
        # string_agg without ORDER BY where the query keeps the lines' order (one thread, one pipeline)
        line: exp.Expression = exp.column("_line")
        if union:
            line = exp.Order(this=line, expressions=[exp.Ordered(this=exp.column("_i"))])
        block = exp.select(exp.func("count", exp.Star()), _count_if(exp.column("_py")),
                           exp.GroupConcat(this=line, separator=exp.Literal.string("")))
        lines = _BLOCK_LINES if "no_controls" not in facts else _PLAIN_NUMBERED if union else _PLAIN_LINES
        return block.from_(query.subquery("q", copy=False), copy=False).with_(INPUT, as_=lines.copy(), copy=False).sql("duckdb", copy=False)

    def facts(self, text: str) -> frozenset[str]:
        """What holds for every line of a block (compiler.FACTS), checked with memchr-speed scans:
        each fact lets the block's query leave out work (escapes, guards, normalising)."""
        data = text.encode()  # a decoded block: valid UTF-8
        controls = len(data.translate(None, _CONTROLS)) != len(data)
        found = {c for c in '"\\,' if c in text}
        facts = set()
        if text.isascii():
            facts.add("ascii")
        if "\\" not in found:
            facts.add("no_backslash")
        if not controls:
            facts.add("no_controls")
            if self.fmt == "jsonl" and not found & {'"', "\\"}:
                facts.add("plain")
            if self.fmt == "csv" and not found & {'"', ","}:
                facts.add("csv_plain")
        return frozenset(facts)

    # --- Python for what SQL leaves alone ---

    def _python(self, writer: RecordWriter, paths: Iterable[str]) -> None:
        for record in self.ruleset.apply(paths, root=self.root):
            writer.write(record)

    # --- text lists ---

    def run_text(self, writer: RecordWriter, arguments: Sequence[str], stream: BinaryIO | None,
                 source: str, warn: Warn, decode_lines: DecodeLines) -> None:
        """PATH arguments (Python, they are few), then the list read in blocks, WORKERS blocks at a time."""
        if arguments:
            self._python(writer, arguments)
        if stream is None:
            return
        with _Pipeline(self, writer) as pipeline:
            for kind, payload in read_blocks(stream, source, warn, decode_lines, idle=pipeline.drain):
                if kind == "text":
                    pipeline.submit(payload)  # type: ignore[arg-type]
                else:
                    pipeline.drain()
                    self._python(writer, payload)  # type: ignore[arg-type]

    def _connection(self) -> duckdb.DuckDBPyConnection:
        """This thread's connection (one per worker thread; DuckDB runs each block on its caller's thread):
        a cursor of the engine's database, which costs nothing where a new database cost ~20 ms."""
        con = getattr(self._local, "con", None)
        if con is None:
            con = self._local.con = self.con.cursor()
        return con

    def _prepared(self, con: duckdb.DuckDBPyConnection, facts: frozenset[str]) -> str:
        """The name of this thread's prepared block query for `facts` (prepared on first use)."""
        names: dict[frozenset[str], str] = self._local.__dict__.setdefault("prepared", {})
        name = names.get(facts)
        if name is None:
            name = f"pf_block_{len(names)}"
            con.execute(f"PREPARE {name} AS {self.sql_for(facts)}")
            names[facts] = name
        return name

    def query_block(self, text: str) -> Block:
        """One block through DuckDB (any thread): (rows, JSONL/CSV text), or per-row results when some
        rows need Python.

        A block free of control characters (no NUL: it can be a SQL literal) runs a statement this
        thread prepared once, its text given as a literal: execute(sql, [text]) parses, binds and
        plans the whole query again for every block (6 ms for 1 rule, 22 ms for the 5 examples)."""
        try:
            return self._query_block(text)
        except duckdb.Error as exc:  # a rule DuckDB cannot run although it compiled: one line, not a traceback
            raise PathfinderError(f"DuckDB cannot run these rules: {str(exc).splitlines()[0][:300]}",
                                  hint="apply them with --engine python") from None

    def _query_block(self, text: str) -> Block:
        con = self._connection()
        facts = self.facts(text)
        if "no_controls" in facts:
            quoted = text.replace("'", "''") if "'" in text else text
            result = con.execute(f"EXECUTE {self._prepared(con, facts)}('{quoted}')")
        else:
            result = con.execute(self.sql_for(facts), [text])
        rows, flagged, lines = result.fetchone()  # type: ignore[misc]
        if not flagged:
            return rows, lines, None
        return rows, "", con.execute(self.rows_sql, [text]).fetchall()

    def write_block(self, writer: RecordWriter, block: Block) -> None:
        """A block's records, in order; rows flagged for Python are evaluated here, in place."""
        rows, lines, per_row = block
        if per_row is None:
            if rows:
                writer.write_block(lines, rows)
            return
        self._rows(writer, per_row)

    def _rows(self, writer: RecordWriter, rows: Iterable[tuple[str, bool, str]]) -> None:
        """Rows in order: SQL's lines as they are, consecutive rows flagged for Python evaluated in
        one call (up to PY_RUN paths): a call per row cost ~3 ms of set-up, 100x the path itself,
        so a list of non-ASCII paths (every row flagged) ran 100x slower than the Python engine."""
        run: list[str] = []
        for line, py, path in rows:
            if py:
                run.append(path)
                if len(run) < PY_RUN:
                    continue
            if run:
                self._python(writer, run)
                run = []
            if not py:
                writer.write_line(line)
        if run:
            self._python(writer, run)

    # --- inventories ---

    def run_inventory(self, writer: RecordWriter, table: exp.Expression, column: str) -> None:
        """Every non-NULL path of an inventory, in file order."""
        numbered = exp.select(
            exp.alias_(exp.column(exp.to_identifier(column, quoted=True)), "path"),
            exp.alias_(exp.Window(this=exp.func("row_number")), "_i"),
        ).from_(table).where(exp.Not(this=exp.Is(this=exp.column(exp.to_identifier(column, quoted=True)),
                                                  expression=exp.Null())))
        sql = self._ordered_rows_sql(numbered, frozenset())  # an inventory's paths may hold a line feed
        self._rows(writer, _inventory_rows(duckdb.connect(), sql))  # all threads: a parallel scan



class _Pipeline:
    """Blocks queried by WORKERS threads, written in input order by the caller's thread.

    At most WORKERS + 1 blocks are held (queued, running or done, not written), so memory does not
    grow with the list. `drain` writes everything submitted: the reader calls it before it waits
    for a slow pipe, so records still come out as their lines arrive.
    """

    def __init__(self, engine: DuckdbEngine, writer: RecordWriter) -> None:
        self.engine = engine
        self.writer = writer
        self.pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="pathfinder-duckdb")
        self.pending: deque[Future[Block]] = deque()

    def submit(self, text: str) -> None:
        self.pending.append(self.pool.submit(self.engine.query_block, text))
        while len(self.pending) > WORKERS or (self.pending and self.pending[0].done()):
            self.engine.write_block(self.writer, self.pending.popleft().result())

    def drain(self) -> None:
        while self.pending:
            self.engine.write_block(self.writer, self.pending.popleft().result())

    def __enter__(self) -> "_Pipeline":
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.drain()
        self.pool.shutdown(wait=True, cancel_futures=True)


def inventory_paths(table: exp.Expression, column: str) -> Iterator[str]:
    """The paths of an inventory for the Python engine, in file order, streamed."""
    con = duckdb.connect()
    ident = exp.column(exp.to_identifier(column, quoted=True))
    sql = exp.select(ident).from_(table).where(exp.Not(this=exp.Is(this=ident, expression=exp.Null()))).sql("duckdb")
    for (path,) in _inventory_rows(con, sql):
        yield str(path)


def _inventory_rows(con: duckdb.DuckDBPyConnection, sql: str) -> Iterator[tuple[Any, ...]]:
    """The rows of an inventory query, fetched FETCH at a time; a DuckDB error is a UsageError."""
    try:
        cur = con.execute(sql)
    except duckdb.Error as exc:
        raise UsageError(f"cannot read the inventory: {str(exc).splitlines()[0]}") from None
    while True:
        chunk = cur.fetchmany(FETCH)
        if not chunk:
            return
        yield from chunk


def _count_if(cond: exp.Expression) -> exp.Expression:
    return exp.func("count_if", cond)


# --- reading a list in blocks ---

_BOM_UTF8 = b"\xef\xbb\xbf"
_BOMS_UTF16 = (b"\xff\xfe", b"\xfe\xff")


def read_blocks(stream: BinaryIO, source: str, warn: Warn, decode_lines: DecodeLines,
                idle: Callable[[], None] = lambda: None) -> Iterator[tuple[str, Any]]:
    """("text", block) for UTF-8 blocks cut at line ends; ("paths", list) where Python must decode.

    A block is BLOCK bytes or more while the data is at hand (a file, a fast pipe: a pipe gives
    64 KiB per read, and every query has a fixed cost); when a pipe has nothing more yet, the
    complete lines read so far go as a block and `idle()` runs before waiting for more.
    """
    read = getattr(stream, "read1", stream.read)
    ready = _readiness(stream)
    pending = read(BLOCK)
    if not pending:
        return
    if pending.startswith(_BOMS_UTF16):  # UTF-16 lists (PowerShell): the Python reader
        yield "paths", decode_lines(_joined(pending, stream), source, warn)
        return
    if pending.startswith(_BOM_UTF8):
        pending = pending[len(_BOM_UTF8):]
    lines_before = 0
    warned = False
    more = pending
    while True:
        at_hand = bool(more) and ready()
        if not more or len(pending) >= BLOCK or not at_hand:
            cut = len(pending) if not more else pending.rfind(b"\n") + 1
            if cut > 0:
                block, pending = pending[:cut], pending[cut:]
                try:
                    yield "text", block.decode("utf-8")
                except UnicodeDecodeError:
                    paths, warned = _undecodable(block, source, lines_before, warned, warn)
                    yield "paths", paths
                lines_before += block.count(b"\n")
        if not more:
            return
        if not at_hand:
            idle()
        more = read(BLOCK)
        pending += more


def _readiness(stream: BinaryIO) -> Callable[[], bool]:
    """Whether a read would return at once: always for files and in-memory streams, select() for pipes."""
    try:
        fd = stream.fileno()
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return lambda: True
    except (OSError, AttributeError, ValueError, io.UnsupportedOperation):
        return lambda: True

    def ready() -> bool:
        try:
            return bool(select.select([fd], [], [], 0)[0])
        except (OSError, ValueError):
            return True

    return ready


def _joined(first: bytes, stream: BinaryIO) -> Iterator[bytes]:
    """The lines of `first` followed by the rest of `stream` (first completed to a line end)."""
    if not first.endswith(b"\n"):
        first += stream.readline()
    yield from io.BytesIO(first)
    yield from stream


def _undecodable(block: bytes, source: str, lines_before: int, warned: bool, warn: Warn) -> tuple[list[str], bool]:
    """A block that is not valid UTF-8, read as `iter_lines` reads it (one warning per list)."""
    out = []
    for n, raw in enumerate(block.split(b"\n"), start=lines_before + 1):
        raw = raw[:-1] if raw.endswith(b"\r") else raw
        if not raw or raw.isspace():
            continue
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            if not warned:
                warned = True
                warn(f"{source} line {n}: not valid UTF-8; undecodable bytes are kept "
                     "as \\udcXX escapes (further lines are not reported)")
            out.append(raw.decode("utf-8", "surrogateescape"))
    return out, warned


def _integer_column(rules: Sequence[Any], name: str) -> bool:
    specs = [r.fields[name] for r in rules if r.kind == "yaml" and name in r.fields]
    typed = all(r.kind == "yaml" for r in rules)
    return typed and bool(specs) and all(
        s.type == "integer" and (not s.has_default or s.default is None
                                 or (isinstance(s.default, int) and not isinstance(s.default, bool)))
        for s in specs)


#: DuckDB's memory cap while it turns the CSV into Parquet (a row group past it is retried without the cap).
PARQUET_MEMORY_CAP = "256MB"


def csv_to_parquet(csv_path: str, out_path: str, rules: Sequence[Any], columns: Sequence[str]) -> list[str]:
    """Parquet with `apply`'s CSV columns: integers as BIGINT where every rule says integer, empty cells NULL.

    Python's integers have no size limit: an integer column holding a value past 64 bits is written
    as text (its digits exact), and its name returned so the caller can say so.
    """
    header = [*CSV_FIXED_COLUMNS, *(csv_header(c) for c in columns)]
    types = exp.Struct(expressions=[exp.PropertyEQ(this=exp.Literal.string(h), expression=exp.Literal.string("VARCHAR"))
                                    for h in header])
    reader = exp.Anonymous(this="read_csv", expressions=[exp.Literal.string(csv_path)] + [
        exp.EQ(this=exp.column(k), expression=v) for k, v in (
            ("header", exp.true()), ("quote", exp.Literal.string('"')), ("escape", exp.Literal.string('"')),
            ("delim", exp.Literal.string(",")), ("auto_detect", exp.false()), ("columns", types),
        )])
    # one thread and a cap on DuckDB's cache keep memory flat in the number of rows: with the defaults the
    # peak grew with the list (283 MB at 500k rows, 430 MB at 2M); rows stream, so nothing needs more
    # than one row group, except a row group of very long paths, which gets the uncapped retry below
    con = duckdb.connect(config={"threads": 1, "memory_limit": PARQUET_MEMORY_CAP})
    target = exp.Literal.string(out_path).sql("duckdb")

    def cell(h: str) -> exp.Expression:
        return exp.func("nullif", exp.column(exp.to_identifier(h, quoted=True)), exp.Literal.string(""))

    integer = [csv_header(c) for c in columns if _integer_column(rules, c)]  # headers of the BIGINT columns

    def copy(as_text: Sequence[str]) -> None:
        cells: list[exp.Expression] = [exp.column(exp.to_identifier("path", quoted=True))]
        for h in header[1:]:
            value: exp.Expression = cell(h) if h != "status" else exp.column(exp.to_identifier(h, quoted=True))
            if h in integer and h not in as_text:
                value = exp.cast(value, "BIGINT")
            cells.append(exp.alias_(value, exp.to_identifier(h, quoted=True)))
        sql = f"COPY ({exp.select(*cells).from_(reader.copy()).sql('duckdb')}) TO {target} (FORMAT parquet)"
        try:
            con.execute(sql)
        except duckdb.OutOfMemoryException:
            con.execute("RESET memory_limit")
            con.execute(sql)

    too_big: list[str] = []
    try:
        try:
            copy(too_big)
        except duckdb.ConversionException:
            if not integer:
                raise
            # a value past BIGINT (int() has no limit): one more pass finds the columns holding one
            overflows = [exp.func("bool_or", exp.and_(
                exp.Not(this=exp.Is(this=cell(h), expression=exp.Null())),
                exp.Is(this=exp.TryCast(this=cell(h), to=exp.DataType.build("BIGINT")), expression=exp.Null())))
                for h in integer]
            flags = con.execute(exp.select(*overflows).from_(reader.copy()).sql("duckdb")).fetchone() or ()
            too_big = [h for h, big in zip(integer, flags) if big]
            copy(too_big)
    except duckdb.Error as exc:
        raise UsageError(f"cannot write Parquet {out_path}: {str(exc).splitlines()[0]}",
                         hint="Parquet needs UTF-8 paths; write jsonl or csv instead") from None
    return too_big
