/* tess-net-error.h: the error domain of online play
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TESS_NET_ERROR:
 *
 * The error domain of online play: the connection to the chat server,
 * the game stanzas and the draws. Every message is a translated sentence
 * that says what is wrong and, for a stanza, who sent it.
 */
#define TESS_NET_ERROR (tess_net_error_quark ())

/**
 * TessNetError:
 * @TESS_NET_ERROR_PAYLOAD: a game stanza is malformed (kind, seq, prev or JSON)
 * @TESS_NET_ERROR_TOO_BIG: a game stanza is over the size limit
 * @TESS_NET_ERROR_SEQUENCE: a game stanza's seq or prev does not follow the game
 * @TESS_NET_ERROR_DRAW: a reveal does not hash to the link before it
 * @TESS_NET_ERROR_CONNECT: the server cannot be reached or closed the stream
 * @TESS_NET_ERROR_CERTIFICATE: the server's certificate is not valid for its address
 * @TESS_NET_ERROR_AUTH: the address or the password was refused
 * @TESS_NET_ERROR_REFUSED: the server answered a request with an error
 * @TESS_NET_ERROR_GAME: a seat sent something the game refuses
 * @TESS_NET_ERROR_ENDED: a seat resigned or left: the game ended before its end
 */
typedef enum
{
  TESS_NET_ERROR_PAYLOAD,
  TESS_NET_ERROR_TOO_BIG,
  TESS_NET_ERROR_SEQUENCE,
  TESS_NET_ERROR_DRAW,
  TESS_NET_ERROR_CONNECT,
  TESS_NET_ERROR_CERTIFICATE,
  TESS_NET_ERROR_AUTH,
  TESS_NET_ERROR_REFUSED,
  TESS_NET_ERROR_GAME,
  TESS_NET_ERROR_ENDED,
} TessNetError;

GQuark tess_net_error_quark (void);

G_END_DECLS
