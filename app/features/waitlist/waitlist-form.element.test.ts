// @vitest-environment happy-dom
import {createElement, Fragment} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {Toasts} from '~/components/Toasts';
import {
  click,
  define,
  deferred,
  get,
  jsonResponse,
  mount,
  serverHtml,
  stubFetch,
} from '~/elements/test-support';
import {ToastRegion} from '~/elements/toasts.element';
import {ExitIntentDialog} from '~/features/landing/ExitIntentPopup';
import {EXIT_INTENT_COPY} from '~/features/landing/copy';
import {SignupDialog} from '~/features/landing/SignupDialog';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {LAUNCH_COPY, MESSAGES, WELCOME_DISCOUNT} from '~/lib/messages';
import {WAITLIST_FORM_COPY} from './copy';
import {NewsletterForm} from './NewsletterForm';
import {WAITLIST_DATA_PATH} from './waitlist-contract';
import {WaitlistForm} from './waitlist-form.element';

define('waitlist-form', WaitlistForm);
define('toast-region', ToastRegion);

let answer: ReturnType<typeof deferred<Response>>;
let posted: Array<{url: string; fields: Record<string, string>}>;

beforeEach(() => {
  posted = [];
  stubFetch((url, init) => {
    answer = deferred<Response>();
    posted.push({
      url,
      fields: Object.fromEntries(
        [...(init?.body as FormData)].map(([name, value]) => [
          name,
          String(value),
        ]),
      ),
    });
    return answer.promise;
  });
  mount(
    serverHtml(
      createElement(
        Fragment,
        null,
        createElement(SignupDialog, {open: true}),
        // The popup's dialog as GET /api/exit-intent renders it (the page has none).
        createElement(ExitIntentDialog, {botTrap: {formStarted: 'started'}}),
        createElement(NewsletterForm),
        createElement(Toasts),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The form around the field with this id. */
const formOf = (fieldId: string) => get(`#${fieldId}`).closest('form')!;
const errorFor = (fieldId: string) => get(`#${fieldId}-error`).textContent;
function fill(fieldId: string, value: string) {
  get<HTMLInputElement>(`#${fieldId}`).value = value;
}
const submitOf = (form: HTMLFormElement) =>
  get<HTMLButtonElement>('button[type="submit"]', form);

describe('<waitlist-form>: the join form', () => {
  const join = () => formOf('signup-name');

  it('shows the same messages the server would, by the fields, and posts nothing', () => {
    click(submitOf(join()));
    expect(errorFor('signup-name')).toBe(MESSAGES.fillAllFields);
    expect(errorFor('signup-email')).toBe(MESSAGES.fillAllFields);
    expect(get('#signup-name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(get('#signup-name'));

    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@example');
    click(submitOf(join()));
    expect(errorFor('signup-name')).toBe('');
    expect(get('#signup-name').hasAttribute('aria-invalid')).toBe(false);
    expect(errorFor('signup-email')).toBe(MESSAGES.invalidEmail);
    expect(posted).toEqual([]);
  });

  it('says it is submitting, ignores a second submit, then closes its dialog with a toast', async () => {
    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@example.com');
    const button = submitOf(join());
    click(button);
    click(button);
    expect(button.textContent).toBe(MESSAGES.signupSubmitting);
    expect(button.disabled).toBe(true);
    expect(join().getAttribute('aria-busy')).toBe('true');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe(WAITLIST_DATA_PATH);
    expect(posted[0]!.fields).toMatchObject({
      intent: 'join',
      name: 'Ana',
      email: 'ana@example.com',
    });

    answer.resolve(
      jsonResponse({status: 'success', message: MESSAGES.signupJoined}),
    );
    await vi.waitFor(() =>
      expect(get<HTMLDialogElement>('dialog#signup').open).toBe(false),
    );
    expect(get('toast-region .toast').textContent).toBe(MESSAGES.signupJoined);
    expect(button.textContent).toBe(LAUNCH_COPY.before.dialogSubmit);
    expect(button.disabled).toBe(false);
    expect(get<HTMLInputElement>('#signup-name').value).toBe('');
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@mailinator.com');
    click(submitOf(join()));
    answer.resolve(
      jsonResponse(
        {
          status: 'error',
          message: 'Please use another address.',
          fieldErrors: {email: 'Please use another address.'},
        },
        422,
      ),
    );
    await vi.waitFor(() =>
      expect(errorFor('signup-email')).toBe('Please use another address.'),
    );
    expect(get<HTMLDialogElement>('dialog#signup').open).toBe(true);
    expect(get<HTMLInputElement>('#signup-email').value).toBe(
      'ana@mailinator.com',
    );
  });

  it('a post too soon gets the second step: the message, what was typed, and the new start on the next post (issue 24)', async () => {
    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@example.com');
    click(submitOf(join()));
    answer.resolve(
      jsonResponse({
        status: 'confirm',
        message: WAITLIST_FORM_COPY.confirmStep,
        formStarted: '1764000000000.c.' + 'a'.repeat(64),
      }),
    );
    await vi.waitFor(() =>
      expect(join().textContent).toContain(WAITLIST_FORM_COPY.confirmStep),
    );
    expect(get<HTMLDialogElement>('dialog#signup').open).toBe(true);
    expect(get<HTMLInputElement>('#signup-name').value).toBe('Ana');
    expect(get<HTMLInputElement>('#signup-email').value).toBe(
      'ana@example.com',
    );
    expect(document.activeElement).toBe(submitOf(join()));
    click(submitOf(join()));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.fields).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      form_started: '1764000000000.c.' + 'a'.repeat(64),
    });
  });

  it('says the spec\'s "try again" when the network fails or the answer is not ours', async () => {
    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@example.com');
    click(submitOf(join()));
    answer.reject(new TypeError('Failed to fetch'));
    const message = get('[data-form-message]', join());
    await vi.waitFor(() =>
      expect(message.textContent).toBe(MESSAGES.signupFailed),
    );
    expect(message.getAttribute('data-tone')).toBe('error');
    expect(submitOf(join()).disabled).toBe(false);

    click(submitOf(join()));
    // A new attempt starts clean.
    expect(message.textContent).toBe('');
    answer.resolve(new Response('<h1>502 Bad Gateway</h1>', {status: 502}));
    await vi.waitFor(() =>
      expect(message.textContent).toBe(MESSAGES.signupFailed),
    );
  });
});

describe('<waitlist-form>: the other forms', () => {
  it("exit-intent: checks the email, then shows the code panel in the form's place", async () => {
    const form = formOf('exit-intent-email');
    expect(submitOf(form).textContent).toBe(EXIT_INTENT_COPY.submit);
    click(submitOf(form));
    expect(errorFor('exit-intent-email')).toBe(MESSAGES.invalidEmail);

    fill('exit-intent-email', 'ben@example.com');
    click(submitOf(form));
    answer.resolve(
      jsonResponse({
        status: 'success',
        message: MESSAGES.exitIntentSuccess,
        code: WELCOME_DISCOUNT.code,
      }),
    );
    const panel = get('#exit-intent-success');
    await vi.waitFor(() => expect(panel.hidden).toBe(false));
    expect(form.closest<HTMLElement>('waitlist-form')!.hidden).toBe(true);
    expect(document.activeElement).toBe(panel);
  });

  it('newsletter: shows the outcome under the field, in its tone', async () => {
    const form = formOf('newsletter-email');
    expect(submitOf(form).textContent).toBe(WAITLIST_FORM_COPY.subscribe);
    fill('newsletter-email', 'cy@example.com');
    click(submitOf(form));
    answer.resolve(
      jsonResponse({status: 'info', message: MESSAGES.footerAlreadySubscribed}),
    );
    const message = get('[data-form-message]', form.closest('waitlist-form')!);
    await vi.waitFor(() =>
      expect(message.textContent).toBe(MESSAGES.footerAlreadySubscribed),
    );
    expect(message.getAttribute('data-tone')).toBe('info');

    // A success empties the field, as a page load would.
    expect(get<HTMLInputElement>('#newsletter-email').value).toBe('');
    fill('newsletter-email', 'cy@example.com');
    click(submitOf(form));
    answer.reject(new TypeError('Failed to fetch'));
    await vi.waitFor(() =>
      expect(message.textContent).toBe(MESSAGES.footerFailed),
    );
  });
});

describe('<waitlist-form> on a French page (issue 30)', () => {
  beforeEach(() => {
    mount(
      serverHtml(
        createElement(
          Fragment,
          null,
          createElement(SignupDialog, {open: true}),
          createElement(Toasts),
        ),
        '/fr-ca',
        'FR',
      ),
    );
  });
  const french = COPY_CATALOGUES.messages.FR.MESSAGES;

  it('checks the fields with the page’s French messages', () => {
    click(submitOf(formOf('signup-name')));
    expect(errorFor('signup-name')).toBe(french.fillAllFields);
    expect(french.fillAllFields).not.toBe(MESSAGES.fillAllFields);
    fill('signup-name', 'A'.repeat(101));
    fill('signup-email', 'ana@example');
    click(submitOf(formOf('signup-name')));
    expect(errorFor('signup-email')).toBe(french.invalidEmail);
    fill('signup-email', 'ana@example.com');
    click(submitOf(formOf('signup-name')));
    expect(errorFor('signup-name')).toBe(french.nameTooLong(100));
    expect(posted).toEqual([]);
  });

  it('says "try again" in French when the network fails', async () => {
    fill('signup-name', 'Ana');
    fill('signup-email', 'ana@example.com');
    click(submitOf(formOf('signup-name')));
    answer.reject(new TypeError('Failed to fetch'));
    const message = get('[data-form-message]', formOf('signup-name'));
    await vi.waitFor(() =>
      expect(message.textContent).toBe(french.signupFailed),
    );
  });
});
