/**
 * A path with a broken percent-encoding (`/%`, `/%E0%A4%A`) names no page: React Router
 * cannot decode it and would render a 404 after logging a warning. It is the client's
 * mistake, so it gets a 400 before routing (issue 24, item 10). The query is read by
 * URLSearchParams, which the URL standard makes lenient (`?q=%` is the text "%"), so a
 * stray `%` there is not an error.
 */
import {MESSAGES} from '~/lib/messages';

export function hasMalformedPath(request: Request): boolean {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return false;
  } catch {
    return true;
  }
}

export function malformedUrlResponse(): Response {
  return new Response(MESSAGES.malformedUrl, {
    status: 400,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}
