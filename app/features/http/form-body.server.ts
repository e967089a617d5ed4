/**
 * The body of a form post, or a 4xx that says why not: the admin's actions are HTML forms,
 * and a client that posts JSON, an empty or broken body, or something huge gets a clear
 * 415, 400 or 413 instead of the 500 of a throwing `request.formData()` (issue 24, item 10).
 */
import {data} from 'react-router';
import {MESSAGES} from '~/lib/messages';
import {PRIVATE_PAGE_CACHE} from './http-cache';
import {DISCARD_LIMIT} from './request-body.server';

/** More than any form of ours needs (the product form's longest description included). */
export const FORM_BODY_LIMIT = 1024 * 1024;

const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
]);

function refusal(status: number, message: string) {
  return data(message, {
    status,
    headers: {...PRIVATE_PAGE_CACHE, 'Content-Type': 'text/plain'},
  });
}

export async function readFormBody(request: Request): Promise<FormData> {
  const type = (request.headers.get('Content-Type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!FORM_TYPES.has(type)) throw refusal(415, MESSAGES.formBodyUnsupported);
  if (Number(request.headers.get('Content-Length') ?? 0) > FORM_BODY_LIMIT)
    throw refusal(413, MESSAGES.formBodyTooLarge);
  const text = await readUpTo(request, FORM_BODY_LIMIT);
  if (text === null) throw refusal(413, MESSAGES.formBodyTooLarge);
  try {
    // Parsed from the bytes read, with the request's own headers (the multipart boundary).
    return await new Response(text, {
      headers: {'Content-Type': request.headers.get('Content-Type')!},
    }).formData();
  } catch {
    throw refusal(400, MESSAGES.formBodyMalformed);
  }
}

/**
 * The body's bytes, or null past `limit`. A body over the limit is still read to its end
 * (up to DISCARD_LIMIT) and dropped, so the refusal keeps the connection (request-body.server.ts).
 */
export async function readUpTo(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > DISCARD_LIMIT) {
      await reader.cancel();
      return null;
    }
    if (size <= limit) chunks.push(read.value);
  }
  if (size > limit) return null;
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
