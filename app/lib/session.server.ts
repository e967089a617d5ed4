import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type Session,
  type SessionStorage,
} from 'react-router';

/**
 * Hydrogen's context needs a session. We keep nothing in it on public pages, so it
 * only writes a cookie when a route actually sets a value (`isPending`): public,
 * cacheable pages never carry `Set-Cookie`.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;
  readonly #session: Session;
  readonly #storage: SessionStorage;

  constructor(storage: SessionStorage, session: Session) {
    this.#storage = storage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[], secure: boolean) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new AppSession(storage, session);
  }

  get has() {
    return this.#session.has;
  }
  get get() {
    return this.#session.get;
  }
  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }
  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }
  get set() {
    this.isPending = true;
    return this.#session.set;
  }
  destroy() {
    return this.#storage.destroySession(this.#session);
  }
  commit() {
    this.isPending = false;
    return this.#storage.commitSession(this.#session);
  }
}
