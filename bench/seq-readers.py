#!/usr/bin/env python3
"""Peak memory of `grundy serve` while many readers fetch one large finished sequence job.

    bench/seq-readers.py BINARY PORT [--readers 60] [--mode idle|read] [--upto 16777215]

Starts `BINARY serve --port PORT` under `/usr/bin/time -v`, runs a job (Officers to
`--upto`, no period search) to its end, then opens `--readers` connections at once that
GET the finished job:
  idle: each sends the request, reads nothing and holds the connection for 10 s;
  read: each reads the whole answer (retrying after 0.2 s on a 503) — the time until all
        have it is printed.
Then stops the server and prints its maximum resident set size (from `time -v`) and the
resident size after the job, before the readers (from /proc).
"""
import argparse
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time


# The job's owner token (X-Job-Token): only the owner's polls keep a job running.
TOKEN = {}


def request(port, method, path, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if "token" in TOKEN:
        headers["X-Job-Token"] = TOKEN["token"]
    c.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    r = c.getresponse()
    data = r.read()
    c.close()
    return r.status, data


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("port", type=int)
    ap.add_argument("--readers", type=int, default=60)
    ap.add_argument("--mode", choices=["idle", "read"], default="idle")
    ap.add_argument("--upto", type=int, default=16777215)
    a = ap.parse_args()

    server = subprocess.Popen(
        ["/usr/bin/time", "-v", a.binary, "serve", "--port", str(a.port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", a.port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    # The server's own pid: the child of `time`.
    pid = int(subprocess.check_output(["pgrep", "-P", str(server.pid)]).split()[0])

    status, data = request(a.port, "POST", "/api/sequence/jobs",
                           {"game": "officers", "upto": a.upto, "period": False})
    assert status == 202, data
    job = json.loads(data)["id"]
    TOKEN["token"] = json.loads(data)["token"]
    t0 = time.time()
    while True:
        status, data = request(a.port, "GET", f"/api/sequence/jobs/{job}?result=false")
        view = json.loads(data)
        if view["status"] != "running":
            break
        time.sleep(0.5)
    print(f"job {job}: {view['status']}, {view['computed']} values in {time.time() - t0:.1f} s")
    print(f"RSS after the job, before the readers: {rss_kib(pid) / 1024:.0f} MiB")

    path = f"/api/sequence/jobs/{job}"
    statuses = []
    lock = threading.Lock()
    peak = [0]

    def watch_rss(stop):
        while not stop.is_set():
            peak[0] = max(peak[0], rss_kib(pid))
            time.sleep(0.05)

    def idle():
        s = socket.create_connection(("127.0.0.1", a.port))
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        head = s.recv(200)
        with lock:
            statuses.append(head.split(b" ")[1].decode() if head else "closed")
        time.sleep(10)
        s.close()

    def read():
        while True:
            status, data = request(a.port, "GET", path)
            if status != 503:
                with lock:
                    statuses.append(f"{status} ({len(data)} bytes)")
                return
            time.sleep(0.2)

    stop = threading.Event()
    watcher = threading.Thread(target=watch_rss, args=(stop,))
    watcher.start()
    t0 = time.time()
    threads = [threading.Thread(target=idle if a.mode == "idle" else read) for _ in range(a.readers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.time() - t0
    stop.set()
    watcher.join()
    counts = {}
    for s in statuses:
        counts[s] = counts.get(s, 0) + 1
    print(f"{a.readers} {a.mode} readers: {counts}; {elapsed:.1f} s until all were done")
    print(f"RSS peak while reading (sampled every 50 ms): {peak[0] / 1024:.0f} MiB")
    os.kill(pid, signal.SIGINT)
    _, err = server.communicate(timeout=60)
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    print(f"max RSS (time -v): {int(m.group(1)) / 1024:.0f} MiB" if m else err)


if __name__ == "__main__":
    sys.exit(main())
