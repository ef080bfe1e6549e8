#!/usr/bin/env python3
# A hostile member of an online game's room, for the tests: written from
# the public protocol (DESIGN §7, XEP-0045), not from Tessera's code. It
# signs in over a raw socket (STARTTLS against the test's authority,
# SASL PLAIN), waits for an invitation, enters the room and sends what
# nobody asked for:
#
#   --mode spoil   a setup of its own, then, once the draws run, a
#                  malformed move, a 200 KB stanza, a stray reveal, a move
#                  out of turn, a replay of an old stanza, the last stanza
#                  again, a commit, a resignation and a handover that are
#                  not its to send, with a flood of chat; later a flood
#                  of reveals.
#   --nick NICK    the nickname it enters under (a player's address, to
#                  squat it); it says "joined" once in the room.
#   --mode seat --cheat reveal|prev|move
#                  it plays a seat it was invited to, from its own chain
#                  (its moves are `tessera-cli move`'s), and cheats once:
#                  at draw 2 it reveals the link of draw 3; or its first
#                  reveal names another stanza before it (its prev); or
#                  its first move is on a cell far from the board, and
#                  then it plays a legal one.
#   --mode owner --ban ADDRESS
#                  signed in as the host's own account (another
#                  connection of it, so an owner of its rooms), it reads
#                  the copy (XEP-0280) of the host's invitation and bans
#                  ADDRESS from that room before they come; it says
#                  "ready" once copies come, then "banned".
#
# It prints one line per thing it did ("joined", "spoiled", "flooded",
# "banned") and ends when it is sent out of the room or the room empties
# of the host.
# SPDX-License-Identifier: GPL-3.0-or-later

import argparse
import base64
import hashlib
import json
import os
import socket
import ssl
import sys
import xml.etree.ElementTree as ET

# Chat lines sent at once: far more than a client lets through in the
# time the whole game takes (a burst of 60, then 20 a second).
FLOOD_LINES = 400
from xml.sax.saxutils import escape, quoteattr

NS_GAME = "urn:x-tessera:game:1"
NS_MUC_USER = "http://jabber.org/protocol/muc#user"
NS_CONFERENCE = "jabber:x:conference"


def say(line):
    print(line, flush=True)


class Stream:
    def __init__(self, sock, domain):
        self.sock = sock
        self.domain = domain
        self.restart()

    def restart(self):
        self.parser = ET.XMLPullParser(events=("start", "end"))
        self.depth = 0
        self.pending = []
        self.send(f"<?xml version='1.0'?><stream:stream to='{self.domain}' version='1.0' "
                  "xmlns='jabber:client' xmlns:stream='http://etherx.jabber.org/streams'>")

    def send(self, text):
        self.sock.sendall(text.encode("utf-8"))

    def next(self):
        """The next top-level stanza, as an Element."""
        while not self.pending:
            data = self.sock.recv(65536)
            if not data:
                raise EOFError("the server closed the connection")
            self.parser.feed(data)
            for event, element in self.parser.read_events():
                if event == "start":
                    self.depth += 1
                else:
                    self.depth -= 1
                    if self.depth == 1:
                        self.pending.append(element)
        return self.pending.pop(0)


def local(tag):
    return tag.rsplit("}", 1)[-1]


def connect(args):
    user, domain = args.jid.split("@")
    with open(args.password_file, encoding="utf-8") as f:
        password = f.read().strip()
    sock = socket.create_connection(("127.0.0.1", args.port))
    stream = Stream(sock, domain)
    while True:
        element = stream.next()
        if local(element.tag) == "features":
            break
    stream.send("<starttls xmlns='urn:ietf:params:xml:ns:xmpp-tls'/>")
    if local(stream.next().tag) != "proceed":
        raise RuntimeError("no STARTTLS")
    context = ssl.create_default_context(cafile=args.ca_file)
    stream.sock = context.wrap_socket(sock, server_hostname=domain)
    stream.restart()
    while local(stream.next().tag) != "features":
        pass
    token = base64.b64encode(f"\0{user}\0{password}".encode()).decode()
    stream.send(f"<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>{token}</auth>")
    if local(stream.next().tag) != "success":
        raise RuntimeError("sign-in refused")
    stream.restart()
    while local(stream.next().tag) != "features":
        pass
    stream.send("<iq type='set' id='bind'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'>"
                "<resource>hostile</resource></bind></iq>")
    while True:
        element = stream.next()
        if local(element.tag) == "iq" and element.get("id") == "bind":
            break
    stream.send("<presence/>")
    return stream


class Member:
    def __init__(self, args, stream):
        self.args = args
        self.stream = stream
        self.room = None
        self.nick = args.nick or args.jid
        self.stanzas = []      # (kind, seq, prev, text) of every game stanza seen, in order
        self.spoiled = False
        self.flooded = False
        self.refused_texts = set()   # its own stanzas the others refuse

    def groupchat(self, kind, seq, prev, text, body="Tessera game message"):
        prev_attr = f" prev={quoteattr(prev)}" if prev else ""
        self.stream.send(f"<message to={quoteattr(self.room)} type='groupchat'>"
                         f"<body>{escape(body)}</body>"
                         f"<tessera xmlns='{NS_GAME}' kind={quoteattr(kind)} seq='{seq}'{prev_attr}>"
                         f"{escape(text)}</tessera></message>")

    def chat(self, text):
        self.stream.send(f"<message to={quoteattr(self.room)} type='groupchat'>"
                         f"<body>{escape(text)}</body></message>")

    def next_seq(self):
        return self.stanzas[-1][1] + 1 if self.stanzas else 0

    def last_hash(self):
        if not self.stanzas:
            return None
        return hashlib.sha256(self.stanzas[-1][3].encode("utf-8")).hexdigest()

    def join(self, room):
        self.room = room
        self.stream.send(f"<presence to={quoteattr(room + '/' + self.nick)}>"
                         "<x xmlns='http://jabber.org/protocol/muc'><history maxstanzas='0'/></x>"
                         "</presence>")

    def forged_setup(self):
        setup = {"format": "tessera-record", "version": 1, "tilesets": ["base"],
                 "players": [{"name": "eve"}, {"name": "eve 2"}],
                 "online": {"room": self.room, "seats": [self.args.jid, self.args.jid], "chain": 100}}
        self.groupchat("setup", 0, None, json.dumps(setup))

    def draw(self):
        return sum(1 for s in self.stanzas if s[0] == "move") + 1

    def spoil(self):
        """Every stanza of a member nobody asked for, once."""
        seq, prev = self.next_seq(), self.last_hash()
        moves = [s for s in self.stanzas if s[0] == "move"]
        self.chat("Hello from a member nobody asked")
        for i in range(FLOOD_LINES):
            self.chat(f"flood {i}")
        self.groupchat("move", seq, prev, "{\"tile\": \"A\", \"x\": 1,")          # malformed JSON
        self.groupchat("move", seq, prev, json.dumps({"tile": "A" * 200000}))     # 200 KB
        # Numbered ahead of the game, so that they are not taken for
        # stanzas sent again by the time they come.
        ahead = seq + 1000
        self.groupchat("reveal", ahead, prev, json.dumps({"draw": self.draw(), "reveal": "ab" * 32}))
        self.groupchat("move", ahead, prev, moves[-1][3])                        # out of turn
        first = moves[0]
        self.groupchat(first[0], first[1], first[2], first[3])                   # a replay
        last = self.stanzas[-1]
        self.groupchat(last[0], last[1], last[2], last[3])                       # the last again
        self.groupchat("commit", ahead, prev, json.dumps({"commit": "cd" * 32}))
        self.groupchat("resign", ahead, prev, json.dumps({"seat": 0}))
        self.groupchat("handover", ahead, prev, json.dumps({"seat": 1}))
        # Ten in all, whenever it came in: enough to be muted everywhere.
        self.groupchat("reveal", ahead + 1, prev, json.dumps({"draw": self.draw() + 1, "reveal": "ef" * 32}))
        say("spoiled")

    def flood(self):
        seq, prev = self.next_seq(), self.last_hash()
        for i in range(15):
            self.groupchat("reveal", seq, prev, json.dumps({"draw": self.draw(), "reveal": "%064x" % i}))
        say("flooded")

    # ---- a seat: the draws of DESIGN §7, the moves of tessera-cli

    def cli(self, *argv):
        import subprocess
        record = dict(self.setup)
        record.pop("online", None)
        record["moves"] = self.moves
        path = os.path.join(self.args.dir, "hostile-record.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f)
        out = subprocess.run([self.args.cli, argv[0], path] + list(argv[1:]), check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out)

    def send_next(self, kind, obj, prev=None):
        text = json.dumps(obj)
        seq, real_prev = self.next_seq(), self.last_hash()
        self.groupchat(kind, seq, prev or real_prev, text)
        # The room echoes it: on_game_stanza() takes it then.

    def seat_start(self, setup):
        self.setup = setup
        online = setup["online"]
        self.seats = online["seats"]
        self.clients = []
        for s in self.seats:
            if not s.startswith("ai:") and s not in self.clients:
                self.clients.append(s)
        n = online["chain"]
        self.chain = [os.urandom(32)]
        for _ in range(n):
            self.chain.append(hashlib.sha256(self.chain[-1]).digest())
        self.n = n
        self.links = {}
        self.moves = []
        self.phase, self.turn, self.k = "commits", 0, 0
        self.cheated = False

    def seat_link(self, seat):
        address = self.seats[seat]
        return self.links[self.clients[0] if address.startswith("ai:") else address]

    def seat_act(self):
        me = self.args.jid
        while True:
            if self.phase in ("commits", "reveals") and self.clients[self.turn] == me:
                if self.phase == "commits":
                    self.send_next("commit", {"commit": self.chain[self.n].hex()})
                    return
                k = self.k
                wrong = not self.cheated and self.args.cheat == "reveal" and k == 2
                link = self.chain[self.n - k - (1 if wrong else 0)]
                prev = None
                if not self.cheated and self.args.cheat == "prev":
                    prev = hashlib.sha256(b"another game").hexdigest()
                    self.cheated = True
                self.cheated |= wrong
                self.send_next("reveal", {"draw": k, "reveal": link.hex()}, prev)
                return
            if self.phase == "move" and self.seats[self.mover] == me:
                if not self.cheated and self.args.cheat == "move":
                    self.cheated = True
                    illegal = json.dumps({"tile": self.tile, "x": 40, "y": 40, "rotation": 0})
                    self.refused_texts.add(illegal)
                    self.groupchat("move", self.next_seq(), self.last_hash(), illegal)
                answer = self.cli("move", "--level", "easy", "--tile", self.tile, "--json")
                self.send_next("move", answer["move"])
            return

    def seat_take(self, kind, text):
        obj = json.loads(text) if kind != "setup" else None
        if kind == "commit":
            self.links[self.clients[self.turn]] = bytes.fromhex(obj["commit"])
            self.turn += 1
            if self.turn == len(self.clients):
                self.phase, self.turn, self.k = "reveals", 0, 1
        elif kind == "reveal":
            self.links[self.clients[self.turn]] = bytes.fromhex(obj["reveal"])
            self.turn += 1
            if self.turn == len(self.clients):
                state = self.cli("state", "--json")
                bag = [t for t, count in state["bag"].items() for _ in range(count)]
                reveals = b"".join(self.seat_link(s) for s in range(len(self.seats)))
                h = hashlib.sha256(b"tessera-draw" + self.k.to_bytes(4, "big") + reveals).digest()
                limit = (2**64 // len(bag)) * len(bag)
                index = None
                while index is None:
                    for off in range(0, 32, 8):
                        v = int.from_bytes(h[off:off + 8], "big")
                        if v < limit:
                            index = v % len(bag)
                            break
                    h = hashlib.sha256(h).digest()
                self.tile = bag[index]
                self.mover = state["player"]
                self.phase = "move"
        elif kind == "move":
            self.moves.append(obj)
            self.phase, self.turn, self.k = "reveals", 0, self.k + 1

    def on_game_stanza(self, element):
        kind, seq, prev = element.get("kind"), element.get("seq"), element.get("prev")
        try:
            seq = int(seq)
        except (TypeError, ValueError):
            return
        # Come in late, it follows the game from the first stanza it sees.
        if self.stanzas and (seq != self.next_seq() or prev != self.last_hash()):
            return      # refused by the others, or anyone's again
        if not self.stanzas and self.args.mode == "seat" and seq != 0:
            return
        self.stanzas.append((kind, seq, prev, element.text or ""))
        if self.args.mode == "seat":
            if kind == "setup":
                self.seat_start(json.loads(element.text))
            else:
                self.seat_take(kind, element.text)
            self.seat_act()
            return
        if self.args.mode != "spoil":
            return
        if not self.spoiled and sum(1 for s in self.stanzas if s[0] == "move") >= 2:
            self.spoiled = True
            self.spoil()
        elif self.spoiled and not self.flooded and sum(1 for s in self.stanzas if s[0] == "move") >= 6:
            self.flooded = True
            self.flood()

    def owner(self):
        """The host's other connection: it bans --ban from the room the host invites to."""
        self.stream.send("<iq type='set' id='carbons'><enable xmlns='urn:xmpp:carbons:2'/></iq>")
        while True:
            element = self.stream.next()
            if local(element.tag) == "iq" and element.get("id") == "carbons":
                if element.get("type") != "result":
                    raise RuntimeError("no message copies (XEP-0280)")
                say("ready")
                continue
            x = element.find(f".//{{{NS_CONFERENCE}}}x")
            if self.room is None and local(element.tag) == "message" and x is not None and x.get("jid"):
                self.room = x.get("jid").lower()
                self.stream.send(f"<iq type='set' id='ban' to={quoteattr(self.room)}>"
                                 "<query xmlns='http://jabber.org/protocol/muc#admin'>"
                                 f"<item affiliation='outcast' jid={quoteattr(self.args.ban)}/>"
                                 "</query></iq>")
            elif local(element.tag) == "iq" and element.get("id") == "ban":
                say("banned" if element.get("type") == "result" else "ban refused")
                return 0

    def run(self):
        if self.args.mode == "owner":
            return self.owner()
        while True:
            element = self.stream.next()
            name = local(element.tag)
            if name == "message" and self.room is None:
                x = element.find(f"{{{NS_CONFERENCE}}}x")
                if x is not None and x.get("jid"):
                    self.join(x.get("jid").lower())
                continue
            frm = element.get("from", "")
            if self.room is None or frm.split("/")[0].lower() != self.room:
                continue
            resource = frm.split("/", 1)[1] if "/" in frm else ""
            if name == "presence":
                user = element.find(f"{{{NS_MUC_USER}}}x")
                codes = [s.get("code") for s in user.findall(f"{{{NS_MUC_USER}}}status")] if user is not None else []
                if element.get("type") == "error":
                    say("refused")
                    return 1
                if resource == self.nick and "110" in codes:
                    if element.get("type") == "unavailable":
                        say("banned" if "301" in codes else "sent out")
                        return 0
                    say("joined")
                    if self.args.mode == "spoil":
                        self.forged_setup()
                elif element.get("type") == "unavailable" and self.args.host and user is not None:
                    item = user.find(f"{{{NS_MUC_USER}}}item")
                    if item is not None and (item.get("jid") or "").split("/")[0].lower() == self.args.host:
                        say("host left")
                        return 0
            elif name == "message" and element.get("type") == "groupchat":
                game = element.find(f"{{{NS_GAME}}}tessera")
                # Its own stanzas nobody takes: only a seat's are in the game.
                if game is None or (resource == self.nick and (self.args.mode != "seat"
                                                               or (game.text or "") in self.refused_texts)):
                    continue
                self.on_game_stanza(game)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--ca-file", required=True)
    parser.add_argument("--jid", required=True)
    parser.add_argument("--password-file", required=True)
    parser.add_argument("--nick")
    parser.add_argument("--host", help="the host's address: the member ends when it leaves")
    parser.add_argument("--mode", choices=["spoil", "squat", "seat", "owner"], default="spoil")
    parser.add_argument("--cheat", choices=["reveal", "prev", "move"])
    parser.add_argument("--ban", help="owner: the address it bans from the room")
    parser.add_argument("--cli", help="tessera-cli, for a seat's moves")
    parser.add_argument("--dir", help="where a seat keeps the record it asks tessera-cli about")
    args = parser.parse_args()
    try:
        stream = connect(args)
        return Member(args, stream).run()
    except (EOFError, OSError) as e:
        say(f"closed: {e}")
        return 0


if __name__ == "__main__":
    sys.exit(main())
