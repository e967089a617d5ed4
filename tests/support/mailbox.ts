/** The local mailbox (local/supabase/mailbox.ts) as the tests read it. */
export type MailboxEmail = {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export async function emailsTo(
  mailboxUrl: string,
  address: string,
): Promise<MailboxEmail[]> {
  const inbox = await fetch(
    `${mailboxUrl}/api/emails?to=${encodeURIComponent(address)}`,
  );
  return ((await inbox.json()) as {data: MailboxEmail[]}).data;
}

/** Polls until `read` gives a value (the outbox deliverer runs on a timer). */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
  {attempts = 400, intervalMs = 50} = {},
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The path (and query) of the link after `label: ` in an email's text part. */
export function linkIn(email: MailboxEmail, label: string): string {
  const line = email.text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in:\n${email.text}`);
  const url = new URL(line.slice(label.length + 2).trim());
  return `${url.pathname}${url.search}`;
}
