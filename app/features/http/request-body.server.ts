/** At most this much of an unread body is read before answering: more than any form we take. */
const DISCARD_LIMIT = 64 * 1024;

/**
 * Reads and drops what is left of a request body the app did not read (a post refused
 * before its body mattered: a cross-site write, an admin form without its Origin), up to
 * a bound. Answering while the client is still sending lets a proxy in front (MiniOxygen
 * locally) reset the connection, and the client then sees ECONNRESET instead of the
 * refusal. A body read already, or taken over by another Request, is left alone.
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    let read = 0;
    while (read < DISCARD_LIMIT) {
      const {done, value} = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // Locked by a reader of the app's, or the client went away: nothing to drop.
  }
}
