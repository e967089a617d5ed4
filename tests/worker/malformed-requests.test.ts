/**
 * Issue 24, item 10: what is not a form, or not a URL, gets a 4xx with a message.
 * - Every admin form action answers a JSON, empty, broken or huge body with 415, 400 or
 *   413 (a throwing `request.formData()` was a 500), signed out and signed in.
 * - A path with a broken percent-encoding (`/%`) is a 400, not a page.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  adminBrowser,
  createAdminUser,
  postLogin,
  SAME_ORIGIN,
  signedInAdmin,
  uniqueAdminEmail,
  type AdminBrowser,
} from '../support/admin-session';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const ADMIN_ACTIONS = [
  '/admin/login',
  '/admin/logout',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin/verify',
  '/admin/enroll',
  '/admin/dashboard',
  '/admin/create-products',
];

const ODD_BODIES: {
  name: string;
  body?: BodyInit;
  type?: string;
  status: number;
}[] = [
  {name: 'JSON', body: '{}', type: 'application/json', status: 415},
  {name: 'no body and no type', status: 415},
  {name: 'text', body: 'email=a', type: 'text/plain', status: 415},
  {
    name: 'multipart without a boundary',
    body: 'xx',
    type: 'multipart/form-data',
    status: 400,
  },
  {
    name: 'a broken multipart body',
    body: '--x\r\nnonsense',
    type: 'multipart/form-data; boundary=x',
    status: 400,
  },
  {
    name: 'a form over 1 MB',
    body: `email=${'a'.repeat(1_100_000)}`,
    type: 'application/x-www-form-urlencoded',
    status: 413,
  },
];

/** Whose post each action reads: the step of the sign-in it belongs to. */
const browsers: Record<string, AdminBrowser> = {};
beforeAll(async () => {
  const supabase = worker.standIns().supabase!;
  const admin = await signedInAdmin(worker.fetch, supabase, 'odd-bodies');
  // Signed in with the password only: the verify step reads the code.
  const verifying = adminBrowser(worker.fetch, admin.email);
  await postLogin(verifying);
  // A new admin before enrolment: the enrol step reads the code.
  const enrolling = adminBrowser(worker.fetch, uniqueAdminEmail('odd-enrol'));
  await createAdminUser(supabase, enrolling.email);
  await postLogin(enrolling);
  await enrolling.fetch('/admin/enroll');
  Object.assign(browsers, {
    '/admin/verify': verifying,
    '/admin/enroll': enrolling,
    default: admin,
  });
});

describe('admin form actions with bodies that are no form', () => {
  for (const path of ADMIN_ACTIONS) {
    it.each(ODD_BODIES)(
      `${path}: $name -> $status`,
      async ({body, type, status}) => {
        const headers: Record<string, string> = {...SAME_ORIGIN};
        if (type) headers['Content-Type'] = type;
        // Signed in: the dashboard and the product form read the body only for an admin.
        const browser = browsers[path] ?? browsers.default!;
        const response = await browser.fetch(path, {
          method: 'POST',
          body,
          headers,
        });
        expect(response.status).toBe(status);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.text()).not.toMatch(
          /\bat \S+ \(|Unexpected Server Error/,
        );
      },
    );
  }

  it('a signed-out post of JSON to the login page is a 415, not a 500', async () => {
    const response = await worker.fetch('/admin/login', {
      method: 'POST',
      body: '{}',
      headers: {...SAME_ORIGIN, 'Content-Type': 'application/json'},
    });
    expect(response.status).toBe(415);
  });
});

describe('a URL with a broken percent-encoding', () => {
  it.each(['/%', '/%E0%A4%A', '/store/%zz', '/admin/%'])(
    '%s is a 400 with a message',
    async (path) => {
      const response = await worker.fetch(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/not valid/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('a stray % in the query is the text "%" (the URL standard), not an error', async () => {
    const response = await worker.fetch('/search?q=%');
    expect(response.status).toBe(200);
  });
});
