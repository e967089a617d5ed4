/**
 * At most this much of an unread body is read before answering. A refused post must be
 * read to its end: workerd (Oxygen, MiniOxygen, Miniflare) closes a keep-alive connection
 * whose request body was left unread, and a client that sent its next request on it sees
 * ECONNRESET. Reading is cheap (nothing is kept); past this bound the sender is abusive and
 * losing its connection is what it gets. Oxygen's own request size limit is far above it.
 */
export const DISCARD_LIMIT = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of a request body the app did not read (a post refused
 * before its body mattered: a cross-site write, an admin form without its Origin), so the
 * refusal arrives and the connection stays open for the client's next request. A body read
 * already, or taken over by another Request, is left alone.
 */
export async function discardUnreadBody(
  request: Request,
  limit = DISCARD_LIMIT,
): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    let read = 0;
    while (read <= limit) {
      const {done, value} = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // Locked by a reader of the app's, or the client went away: nothing to drop.
  }
}
