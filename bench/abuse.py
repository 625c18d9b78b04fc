#!/usr/bin/env python3
"""Abuse traffic for `grundy serve` (bench/abuse.sh runs it beside wrk's cheap requests).

For DURATION seconds, from several loopback addresses (127.0.0.x: each is a different
client for the server's per-client caps), at the same time:

* heavy: clients that each keep more computations in flight than the per-client cap
  allows, each one minutes of CPU without the time limit (a heap game's nim-sequence,
  misère search, node Kayles, a heap split in three);
* invalid: 4 loops of bad JSON, unknown fields and routes, bad positions, positions
  over the limits, files asked for, wrong methods, path traversal, a billion-byte
  announced body (each loop pausing INVALID_PAUSE seconds between requests);
* slow: slowloris heads (a byte a second), half-sent bodies, silent connections — each
  reopened when the server closes it;
* with JOBS=n, n clients that each keep a long sequence job running (kayles to 2^24).

Prints one JSON object: the answers by kind and status, the connections the server
closed, and `server_errors` (every 5xx). Python's standard library only.
"""

import asyncio
import collections
import json
import os
import random
import sys
import time

HOST = os.environ.get("HOST", "127.0.0.1")
PORT = int(os.environ["PORT"])
DURATION = float(os.environ.get("DURATION", "20"))
HEAVY_CLIENTS = int(os.environ.get("HEAVY_CLIENTS", "3"))
HEAVY_IN_FLIGHT = int(os.environ.get("HEAVY_IN_FLIGHT", "20"))
SLOW_CONNECTIONS = int(os.environ.get("SLOW_CONNECTIONS", "300"))
JOBS = int(os.environ.get("JOBS", "0"))
# A heavy request refused with 429 is sent again after this many seconds.
RETRY_AFTER_429 = float(os.environ.get("RETRY_AFTER_429", "0.2"))
# Each of the 4 invalid-request loops pauses this long between requests (0: a flood).
INVALID_PAUSE = float(os.environ.get("INVALID_PAUSE", "0.01"))


def grid(rows, cols):
    edges = []
    for i in range(rows):
        for j in range(cols):
            v = i * cols + j
            if j + 1 < cols:
                edges.append(f"{v}-{v + 1}")
            if i + 1 < rows:
                edges.append(f"{v}-{v + cols}")
    return f"node-kayles({' '.join(edges)})"


HEAVY = [
    ("/api/analyze", {"position": "tb(0.2183648) 4000"}),
    ("/api/analyze", {"position": "kayles 12 + sub(1,3) 24 + 5 6 7 9", "misere": True}),
    ("/api/analyze", {"position": grid(6, 10)}),
    ("/api/analyze", {"position": "hex(0.f) 99999"}),
    ("/api/move", {"position": "kayles 12 + sub(1,3) 24 + 5 6 7 9", "misere": True}),
]


def post(path, body, extra=""):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    head = (
        f"POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n{extra}\r\n"
    )
    return head.encode() + data


def get(path, method="GET"):
    return f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()


INVALID = [
    post("/api/analyze", b'{"position":'),
    post("/api/analyze", b"not json"),
    post("/api/analyze", {"position": "3 4", "colour": 1}),
    post("/api/analyze", {"position": "3 + + 4"}),
    post("/api/analyze", {"position": "foo(1) 3"}),
    post("/api/analyze", {"position": "graph(/etc/passwd) 0"}),
    post("/api/analyze", {"position": " ".join(["1"] * 1001)}),
    post("/api/analyze", {"position": "9" * 10001}),
    post("/api/play", {"position": "3 4 5", "move": "9 9"}),
    get("/api/sequence?game=kayles&upto=100001"),
    get("/api/sequence?game=nim"),
    get("/../../etc/passwd"),
    get("/assets/%2e%2e/%2e%2e/etc/passwd"),
    get("/nowhere"),
    get("/api/analyze", "DELETE"),
    # A billion bytes announced, a few sent: 413 at once.
    b"POST /api/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n{\"pos",
]

stats = collections.defaultdict(collections.Counter)
server_errors = []


async def exchange(source, request, kind, read_limit=None):
    """Sends `request` from `source`, reads the answer; records its status."""
    try:
        reader, writer = await asyncio.open_connection(HOST, PORT, local_addr=(source, 0))
    except OSError as e:
        stats[kind][f"connect: {e.__class__.__name__}"] += 1
        return None
    try:
        writer.write(request)
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), read_limit) if read_limit else await reader.read()
    except (OSError, asyncio.TimeoutError) as e:
        stats[kind][f"error: {e.__class__.__name__}"] += 1
        return None
    finally:
        writer.close()
    if not raw:
        stats[kind]["closed without an answer"] += 1
        return None
    status = raw.split(b" ", 2)[1].decode()
    stats[kind][status] += 1
    if status.startswith("5"):
        server_errors.append((kind, status, raw[:300].decode(errors="replace")))
    return status


async def heavy(source, deadline):
    while time.monotonic() < deadline:
        path, body = random.choice(HEAVY)
        status = await exchange(source, post(path, body), "heavy")
        if status == "429":
            await asyncio.sleep(RETRY_AFTER_429)


async def invalid(source, deadline):
    while time.monotonic() < deadline:
        await exchange(source, random.choice(INVALID), "invalid", read_limit=30)
        await asyncio.sleep(INVALID_PAUSE)


async def slow(source, deadline, style):
    """A slow client: reopened whenever the server closes it."""
    while time.monotonic() < deadline:
        try:
            reader, writer = await asyncio.open_connection(HOST, PORT, local_addr=(source, 0))
        except OSError as e:
            stats["slow"][f"connect: {e.__class__.__name__}"] += 1
            await asyncio.sleep(0.5)
            continue
        opened = time.monotonic()
        try:
            if style == "loris":
                writer.write(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                while not await closed(reader, 1.0):
                    if time.monotonic() > deadline:
                        raise asyncio.TimeoutError
                    writer.write(b"X")
                    await writer.drain()
            elif style == "half-body":
                writer.write(b"POST /api/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"pos")
                await writer.drain()
                raw = await asyncio.wait_for(reader.read(), deadline - time.monotonic() + 1)
                if raw:
                    stats["slow"][f"half-body answered {raw.split(b' ', 2)[1].decode()}"] += 1
            else:  # silent
                await asyncio.wait_for(reader.read(), deadline - time.monotonic() + 1)
            stats["slow"][f"{style} closed by the server"] += 1
            stats["slow_seconds"][style] += round(time.monotonic() - opened)
        except (OSError, asyncio.TimeoutError):
            stats["slow"][f"{style} still open at the end"] += 1
        finally:
            writer.close()


async def jobs(source, deadline):
    """Keeps a long sequence job running, starting another when it ends."""
    body = {"game": "kayles", "upto": 16777215}
    while time.monotonic() < deadline:
        status = await exchange(source, post("/api/sequence/jobs", body), "jobs")
        if status != "202":
            await asyncio.sleep(0.5)
            continue
        await asyncio.sleep(max(0.0, min(30.0, deadline - time.monotonic())))


async def closed(reader, wait):
    """True if the server closed the connection within `wait` seconds."""
    try:
        data = await asyncio.wait_for(reader.read(1024), wait)
        return data == b"" or data.startswith(b"HTTP/1.1")
    except asyncio.TimeoutError:
        return False


async def main():
    deadline = time.monotonic() + DURATION
    tasks = []
    for c in range(HEAVY_CLIENTS):
        source = f"127.0.0.{10 + c}"
        tasks += [heavy(source, deadline) for _ in range(HEAVY_IN_FLIGHT)]
    tasks += [invalid("127.0.0.30", deadline) for _ in range(4)]
    tasks += [jobs(f"127.0.0.{40 + j}", deadline) for j in range(JOBS)]
    styles = ["loris", "half-body", "silent"]
    for i in range(SLOW_CONNECTIONS):
        source = f"127.0.1.{1 + i // 50}"  # 50 connections an address
        tasks.append(slow(source, deadline, styles[i % 3]))
    await asyncio.gather(*tasks)
    out = {k: dict(v) for k, v in sorted(stats.items())}
    out["server_errors"] = server_errors[:20]
    out["server_error_count"] = len(server_errors)
    print(json.dumps(out, indent=1))
    return 1 if server_errors else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
