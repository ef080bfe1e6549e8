#!/usr/bin/env python3
# A proxy between one XMPP client and the test's Prosody that holds the
# answer to the client's first archive query (XEP-0313) until told, so
# that a test can make things happen in the room in between: what a
# slow network does by chance, done on purpose.
#
# It listens on the loopback and prints "port N"; it relays one client's
# stream, taking part in its STARTTLS with the server's own certificate
# (the test's authority signed it) and securing its side to the server
# with that authority. At the client's first query with urn:xmpp:mam:2
# it prints "holding" and keeps what the server sends; a line "release"
# on its standard input sends it all on and ends the holding.
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import os
import select
import socket
import ssl
import sys


def say(line):
    print(line, flush=True)


def relay_plain(client, server):
    """The stream up to the server's <proceed/>, passed on as it is."""
    seen = b""
    while True:
        readable, _, _ = select.select([client, server], [], [])
        for s in readable:
            data = s.recv(65536)
            if not data:
                raise EOFError("closed before STARTTLS")
            (server if s is client else client).sendall(data)
            if s is server:
                seen = (seen + data)[-256:]
                if b"<proceed" in seen:
                    return


def send(sock, data):
    sock.setblocking(True)
    sock.sendall(data)
    sock.setblocking(False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True, help="the server's")
    parser.add_argument("--ca-file", required=True)
    parser.add_argument("--certificate", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--domain", required=True)
    args = parser.parse_args()

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    say(f"port {listener.getsockname()[1]}")
    raw_client, _ = listener.accept()
    raw_server = socket.create_connection(("127.0.0.1", args.port))
    relay_plain(raw_client, raw_server)

    up = ssl.create_default_context(cafile=args.ca_file)
    server = up.wrap_socket(raw_server, server_hostname=args.domain)
    down = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    down.load_cert_chain(args.certificate, args.key)
    client = down.wrap_socket(raw_client, server_side=True)
    client.setblocking(False)
    server.setblocking(False)
    stdin = sys.stdin.fileno()
    os.set_blocking(stdin, False)

    state = "before"        # "holding", then "after"
    held = []
    asked = b""
    while True:
        ready = [s for s in (client, server) if s.pending()]
        if not ready:
            watched = [client, server] + ([stdin] if state == "holding" else [])
            ready, _, _ = select.select(watched, [], [])
        for s in ready:
            if s == stdin:
                line = os.read(stdin, 1024)
                if b"release" in line or not line:
                    for data in held:
                        send(client, data)
                    held = []
                    state = "after"
                continue
            try:
                data = s.recv(65536)
            except (ssl.SSLWantReadError, ssl.SSLWantWriteError):
                continue
            if not data:
                return 0
            if s is client:
                if state == "before":
                    asked = (asked + data)[-65536:]
                    if b"urn:xmpp:mam:2" in asked:
                        state = "holding"
                        say("holding")
                send(server, data)
            elif state == "holding":
                held.append(data)
            else:
                send(client, data)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (EOFError, OSError) as e:
        say(f"closed: {e}")
        sys.exit(0)
