import {describe, expect, it} from 'vitest';
import {DISCARD_LIMIT, discardUnreadBody} from './request-body.server';

function post(body: BodyInit) {
  return new Request('https://shop.example/admin/login', {
    method: 'POST',
    body,
  });
}

describe('discardUnreadBody', () => {
  it('reads a body the app left unread', async () => {
    const request = post('email=a%40example.com&password=x');
    await discardUnreadBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it('stops after its bound and cancels the rest', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await discardUnreadBody(
      new Request('https://shop.example/', {
        method: 'POST',
        body: endless,
        duplex: 'half',
      } as RequestInit),
      64 * 1024,
    );
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('reads a body well past 64 KB to its end (a refused post keeps its connection)', async () => {
    const chunks = 64; // 64 x 16 KB = 1 MB
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > chunks) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await discardUnreadBody(
      new Request('https://shop.example/', {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(cancelled).toBe(false);
    expect(pulled).toBe(chunks + 1);
    expect(DISCARD_LIMIT).toBeGreaterThan(chunks * 16 * 1024);
  });

  it('leaves a read body, a locked body and a bodiless request alone', async () => {
    const read = post('a=1');
    await read.text();
    await expect(discardUnreadBody(read)).resolves.toBeUndefined();

    const locked = post('a=1');
    const reader = locked.body!.getReader();
    await discardUnreadBody(locked);
    expect((await reader.read()).done).toBe(false);

    await expect(
      discardUnreadBody(new Request('https://shop.example/')),
    ).resolves.toBeUndefined();
  });
});
