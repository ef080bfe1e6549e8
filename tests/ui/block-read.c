/* block-read.c: a file that takes as long to read as the test wants, by
 * LD_PRELOAD
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TESS_BLOCK_READ_PATH names a file (by its path, or by its name alone
 * without a slash) and TESS_BLOCK_READ_FIFO a FIFO, both
 * read once as the process starts. While the FIFO exists, the first
 * read() of the file once opened waits until the test writes a byte to
 * the FIFO: a slow disk or a huge file, with no sleep and no guess at how
 * long the reader takes. The test removes the FIFO before it writes, so
 * the reader's next opens of the file go through. Without the two
 * variables this does nothing.
 */

#define _GNU_SOURCE
/* open() and open64() are one function here, as in the C library. */
#undef _FILE_OFFSET_BITS

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char target[PATH_MAX];
static char fifo[PATH_MAX];
/* The descriptor of the file whose first read waits; -1: none. */
static int blocked_fd = -1;

__attribute__ ((constructor)) static void
read_settings (void)
{
  const char *t = getenv ("TESS_BLOCK_READ_PATH");
  const char *f = getenv ("TESS_BLOCK_READ_FIFO");

  if (t != NULL && f != NULL && strlen (t) < sizeof target && strlen (f) < sizeof fifo)
    {
      strcpy (target, t);
      strcpy (fifo, f);
    }
}

/* The file, by its path; or by its name alone when TESS_BLOCK_READ_PATH
 * has no slash (a file in a folder the test makes once it runs). */
static int
is_target (const char *path)
{
  const char *name = strrchr (path, '/');

  if (strchr (target, '/') == NULL)
    return strcmp (name != NULL ? name + 1 : path, target) == 0;
  return strcmp (path, target) == 0;
}

int
open (const char *path,
      int         flags,
      ...)
{
  int (*real) (const char *, int, ...) = (int (*) (const char *, int, ...)) dlsym (RTLD_NEXT, "open");
  mode_t mode = 0;
  int fd;

  if (__OPEN_NEEDS_MODE (flags))
    {
      va_list args;

      va_start (args, flags);
      mode = va_arg (args, mode_t);
      va_end (args);
    }
  fd = real (path, flags, mode);
  if (fd >= 0 && target[0] != '\0' && is_target (path) && access (fifo, F_OK) == 0)
    __atomic_store_n (&blocked_fd, fd, __ATOMIC_SEQ_CST);
  return fd;
}

int open64 (const char *path, int flags, ...) __attribute__ ((alias ("open")));

int
close (int fd)
{
  int (*real) (int) = (int (*) (int)) dlsym (RTLD_NEXT, "close");
  int expected = fd;

  /* Closed before its first read: its number may come back for another file. */
  __atomic_compare_exchange_n (&blocked_fd, &expected, -1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return real (fd);
}

ssize_t
read (int     fd,
      void   *buffer,
      size_t  size)
{
  ssize_t (*real) (int, void *, size_t) = (ssize_t (*) (int, void *, size_t)) dlsym (RTLD_NEXT, "read");
  int expected = fd;

  if (fd >= 0 && __atomic_compare_exchange_n (&blocked_fd, &expected, -1, 0,
                                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    {
      int (*real_open) (const char *, int, ...) = (int (*) (const char *, int, ...)) dlsym (RTLD_NEXT, "open");
      /* Blocks until the test opens the FIFO to write, then until it writes. */
      int wait_fd = real_open (fifo, O_RDONLY | O_CLOEXEC);
      char byte;

      if (wait_fd >= 0)
        {
          while (real (wait_fd, &byte, 1) < 0 && errno == EINTR)
            ;
          ((int (*) (int)) dlsym (RTLD_NEXT, "close")) (wait_fd);
        }
    }
  return real (fd, buffer, size);
}
