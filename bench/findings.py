#!/usr/bin/env python3
"""Replays one finding of the Hardening II review against a running `grundy serve`
(bench/abuse.sh runs each in turn beside wrk's cheap requests), and checks that the
server now holds. ATTACK names it:

  F1  positions nested 1,700 levels deep (once: a stack overflow that killed the server)
  F2  wide take-and-break codes past the time limit (once: the slot held 9-88 s more)
  F3  1,250 idle connections from 5 addresses (once: new clients locked out)
  F4  one client's jobs against another's (once: any client cancelled any job)
  F6  text/plain POSTs, as another site's page sends them (once: accepted)
  F7  concurrent requests for a heap game whose period is not yet known (once: 429s)
  F8  officers 100000000 twice (the second must be refused at once)

F5 and F9 are about files the CLI writes: bench/abuse.sh replays them with the CLI.
Prints one JSON object {attack, held, checks: [...], answers}; exits 1 if a check fails
or any answer is a 5xx. Python's standard library only.
"""

import asyncio
import collections
import json
import os
import sys
import time

HOST = os.environ.get("HOST", "127.0.0.1")
PORT = int(os.environ["PORT"])
ATTACK = os.environ["ATTACK"]
DURATION = float(os.environ.get("DURATION", "12"))

answers = collections.Counter()
checks = []


def check(name, ok, detail=""):
    checks.append({"check": name, "held": bool(ok), "detail": detail})


def request(method, path, body=None, content_type="application/json", headers=""):
    data = b"" if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    head = f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{headers}"
    if body is not None:
        head += f"Content-Type: {content_type}\r\nContent-Length: {len(data)}\r\n"
    return (head + "\r\n").encode() + data


async def call(source, raw, timeout=60.0):
    """(status, body, seconds) of one exchange from address `source`; status 0 if none."""
    start = time.monotonic()
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(HOST, PORT, local_addr=(source, 0)), timeout
        )
    except (OSError, asyncio.TimeoutError):
        answers["no connection"] += 1
        return 0, b"", time.monotonic() - start
    try:
        writer.write(raw)
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), timeout)
    except (OSError, asyncio.TimeoutError):
        answers["no answer"] += 1
        return 0, b"", time.monotonic() - start
    finally:
        writer.close()
    seconds = time.monotonic() - start
    if not data:
        answers["closed"] += 1
        return 0, b"", seconds
    status = int(data.split(b" ", 2)[1])
    answers[str(status)] += 1
    body = data.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in data else b""
    return status, body, seconds


async def alive(source="127.0.0.250"):
    status, _, seconds = await call(source, request("POST", "/api/analyze", {"position": "3 4 5"}), 10)
    return status == 200, f"3 4 5: {status} in {seconds:.2f} s"


async def f1():
    deep = "selective(" * 1700 + "3 1" + ")" * 1700
    for path, extra in [("/api/analyze", {}), ("/api/move", {"move": "1 1"}),
                        ("/api/play", {"move": "1 1"}), ("/api/exercise/check", {"answer": "P"})]:
        status, body, seconds = await call("127.0.0.2", request("POST", path, {"position": deep, **extra}))
        check(f"{path}: refused, not a crash", 400 <= status < 500 and seconds < 2,
              f"{status} in {seconds:.2f} s: {body[:120].decode(errors='replace')}")
    ok, detail = await alive()
    check("the server still answers", ok, detail)


async def f2():
    start = time.monotonic()
    status, _, seconds = await call("127.0.0.3", request("POST", "/api/analyze", {"position": "tb(0.{3+}!) 1500"}), 60)
    check("answered by the time limit", status in (200, 422, 503) and seconds < 15, f"{status} in {seconds:.2f} s")
    # The slot is free again: the same client's next request computes at once.
    status, _, seconds = await call("127.0.0.3", request("POST", "/api/analyze", {"position": "kayles 30 + 0.137 20"}), 30)
    check("its slot is free right after", status == 200 and seconds < 3, f"{status} in {seconds:.2f} s")
    await asyncio.sleep(max(0.0, DURATION - (time.monotonic() - start)))


async def f3():
    held = []

    async def idle(source):
        try:
            reader, writer = await asyncio.open_connection(HOST, PORT, local_addr=(source, 0))
            held.append(writer)
            await asyncio.sleep(DURATION)
            writer.close()
        except OSError:
            answers["idle refused"] += 1

    tasks = [asyncio.create_task(idle(f"127.0.0.{20 + i % 5}")) for i in range(1250)]
    await asyncio.sleep(2)
    times = []
    for probe in range(8):
        status, _, seconds = await call(f"127.0.0.{40 + probe}",
                                        request("POST", "/api/analyze", {"position": "3 4 5"}), 15)
        times.append((status, round(seconds, 3)))
    check("new clients are served beside 1,250 idle connections",
          all(s == 200 for s, _ in times) and max(t for _, t in times) < 3, f"{times}")
    await asyncio.gather(*tasks)


async def f4():
    owner, other = "127.0.0.60", "127.0.0.61"
    status, body, _ = await call(owner, request("POST", "/api/sequence/jobs", {"game": "kayles", "upto": 16777215}))
    check("a job starts (202) with its token", status == 202, f"{status}")
    if status != 202:
        return
    job = json.loads(body)
    jid, token = job.get("id"), job.get("token")
    status, _, _ = await call(other, request("DELETE", f"/api/sequence/jobs/{jid}"))
    check("another client cannot cancel it", status == 403, f"{status}")
    status, _, _ = await call(other, request("POST", f"/api/sequence/jobs/{jid}/leave", b"{}"))
    check("another client cannot abandon it", status == 403, f"{status}")
    status, _, _ = await call(owner, request("POST", "/api/sequence/jobs", {"game": "kayles", "upto": 16777215}))
    check("one client cannot hold every job slot", status == 429, f"{status}")
    status, body, _ = await call(other, request("POST", "/api/sequence/jobs", {"game": "0.137", "upto": 100000}))
    check("another client still starts a job", status == 202, f"{status}")
    other_token = json.loads(body).get("token") if status == 202 else None
    other_id = json.loads(body).get("id") if status == 202 else None
    await asyncio.sleep(DURATION / 2)
    status, _, _ = await call(owner, request("DELETE", f"/api/sequence/jobs/{jid}", headers=f"X-Job-Token: {token}\r\n"))
    check("its owner cancels it", status in (200, 202, 204), f"{status}")
    if other_id:
        await call(other, request("DELETE", f"/api/sequence/jobs/{other_id}", headers=f"X-Job-Token: {other_token}\r\n"))


async def f6():
    for ct in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]:
        status, _, _ = await call("127.0.0.70", request("POST", "/api/analyze", b'{"position": "3 4 5"}', ct))
        check(f"{ct}: refused", status == 415, f"{status}")
        status, _, _ = await call("127.0.0.70", request("POST", "/api/sequence/jobs", b'{"game": "kayles", "upto": 1000}', ct))
        check(f"{ct}: no job started", status == 415, f"{status}")


async def f7():
    # A heap game no earlier request asked about: its period is found by the first.
    position = {"position": "0.3122 100000"}
    results = await asyncio.gather(*[
        call(f"127.0.0.{80 + i % 4}", request("POST", "/api/analyze", position), 30) for i in range(64)
    ])
    statuses = collections.Counter(s for s, _, _ in results)
    check("no 429 for a quick heap game", statuses.get(429, 0) == 0 and statuses.get(200, 0) == 64, f"{dict(statuses)}")


async def f8():
    first = await call("127.0.0.90", request("POST", "/api/analyze", {"position": "officers 100000000"}), 60)
    second = await call("127.0.0.91", request("POST", "/api/analyze", {"position": "officers 100000000"}), 60)
    check("refused (422)", first[0] == 422 and second[0] == 422, f"{first[0]} in {first[2]:.2f} s, then {second[0]}")
    check("the second at once", second[2] < 1.0, f"{second[2]:.3f} s")


async def main():
    attacks = {"F1": f1, "F2": f2, "F3": f3, "F4": f4, "F6": f6, "F7": f7, "F8": f8}
    await attacks[ATTACK]()
    errors = sum(n for s, n in answers.items() if s.startswith("5") and s != "503")
    held = all(c["held"] for c in checks) and errors == 0
    print(json.dumps({"attack": ATTACK, "held": held, "checks": checks, "answers": dict(answers)}, indent=1))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
