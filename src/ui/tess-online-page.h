/* tess-online-page.h: Preferences, Online: the chat account
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tess-account.h"

G_BEGIN_DECLS

#define TESS_TYPE_ONLINE_PAGE (tess_online_page_get_type ())

G_DECLARE_FINAL_TYPE (TessOnlinePage, tess_online_page, TESS, ONLINE_PAGE, AdwPreferencesPage)

TessOnlinePage *tess_online_page_new (TessAccount *account);

G_END_DECLS
