/* block-read.c: a file that takes as long to read as the test wants, by
 * LD_PRELOAD
 *
 * Copyright 2026 The Tessera developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While TESS_BLOCK_READ_PATH names a file and TESS_BLOCK_READ_FIFO a
 * FIFO, the first read() of that file, once opened, waits until the test
 * writes a byte to the FIFO (or closes it): a slow disk or a huge file,
 * with no sleep and no guess at how long the reader takes. Each FIFO
 * holds one read back, once: the reader's next opens of the file go
 * through. Nothing else changes; without the two variables this does
 * nothing.
 */

#define _GNU_SOURCE
/* Both open() and open64() are defined here: neither may stand for the other. */
#undef _FILE_OFFSET_BITS

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The descriptor of the file whose first read waits; -1: none. */
static int blocked_fd = -1;
/* The FIFOs that held a read back already. */
static pthread_mutex_t used_lock = PTHREAD_MUTEX_INITIALIZER;
static char used_fifo[4096];

static int
fifo_unused (const char *fifo)
{
  int unused;

  pthread_mutex_lock (&used_lock);
  unused = strcmp (fifo, used_fifo) != 0;
  pthread_mutex_unlock (&used_lock);
  return unused;
}

static void
use_fifo (const char *fifo)
{
  pthread_mutex_lock (&used_lock);
  strncpy (used_fifo, fifo, sizeof used_fifo - 1);
  pthread_mutex_unlock (&used_lock);
}

static int
real_open (const char *path,
           int         flags,
           mode_t      mode)
{
  int (*real) (const char *, int, ...) = (int (*) (const char *, int, ...)) dlsym (RTLD_NEXT, "open");
  const char *target = getenv ("TESS_BLOCK_READ_PATH");
  const char *fifo = getenv ("TESS_BLOCK_READ_FIFO");
  int fd = real (path, flags, mode);

  if (fd >= 0 && target != NULL && fifo != NULL && strcmp (path, target) == 0 && fifo_unused (fifo))
    __atomic_store_n (&blocked_fd, fd, __ATOMIC_SEQ_CST);
  return fd;
}

int
open (const char *path,
      int         flags,
      ...)
{
  mode_t mode = 0;

  if (flags & (O_CREAT | O_TMPFILE))
    {
      va_list args;

      va_start (args, flags);
      mode = va_arg (args, mode_t);
      va_end (args);
    }
  return real_open (path, flags, mode);
}

/* The same function in the C library of 64-bit systems. */
int open64 (const char *path, int flags, ...) __attribute__ ((alias ("open")));

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
      const char *fifo = getenv ("TESS_BLOCK_READ_FIFO");
      int (*real_open_fn) (const char *, int, ...) = (int (*) (const char *, int, ...)) dlsym (RTLD_NEXT, "open");
      int wait_fd = -1;
      char byte;

      if (fifo != NULL)
        {
          use_fifo (fifo);
          wait_fd = real_open_fn (fifo, O_RDONLY | O_CLOEXEC);
        }

      /* Blocks until the test opens the FIFO to write, then until it
       * writes or closes. */
      if (wait_fd >= 0)
        {
          while (real (wait_fd, &byte, 1) < 0 && errno == EINTR)
            ;
          close (wait_fd);
        }
    }
  return real (fd, buffer, size);
}
