/** Helpers for the admin specs: admins made through local Supabase's Auth admin API, TOTP codes. */
import * as OTPAuth from 'otpauth';
import type {Page} from '@playwright/test';
import {apiKeyFor, DEFAULT_JWT_SECRET} from '../../local/supabase/jwt';
import {E2E_PORTS} from '../../playwright.config';

export const SUPABASE_URL = `http://127.0.0.1:${E2E_PORTS.supabase}`;
const SERVICE_KEY = apiKeyFor('service_role', DEFAULT_JWT_SECRET);
const ANON_KEY = apiKeyFor('anon', DEFAULT_JWT_SECRET);
export const ADMIN_PASSWORD = 'grill-master-password-1';

let counter = 0;
/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export async function createUser(
  email: string,
  role: string | null = 'admin',
): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_KEY,
      Authorization: `Bearer ${SERVICE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password: ADMIN_PASSWORD,
      email_confirm: true,
      app_metadata: role ? {role} : {},
    }),
  });
  if (!response.ok) throw new Error(`createUser: ${await response.text()}`);
}

export async function joinWaitlist(name: string, email: string): Promise<void> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/subscribers`, {
    method: 'POST',
    headers: {apikey: ANON_KEY, 'Content-Type': 'application/json'},
    body: JSON.stringify({name, email}),
  });
  if (!response.ok) throw new Error(`joinWaitlist: ${await response.text()}`);
}

/**
 * The code `offset` time steps from now. A code is taken once (decision 0191): a sign-in
 * right after the enrolment uses the next step's code (offset 1), as the app shows a
 * moment later.
 */
export function totpCode(secret: string, offset = 0): string {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({timestamp: Date.now() + offset * 30_000});
}

export async function signIn(
  page: Page,
  email: string,
  password = ADMIN_PASSWORD,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', {exact: true}).fill(email);
  await page.getByLabel('Password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'Sign in'}).click();
}

/** First sign-in: enrol the TOTP factor from the page's secret; returns the secret. */
export async function signInAndEnrol(
  page: Page,
  email: string,
): Promise<string> {
  await signIn(page, email);
  await page.waitForURL(/\/admin\/enroll/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', {name: 'Verify and continue'}).click();
  return secret;
}

export async function latestEmailTo(address: string) {
  const response = await fetch(
    `${SUPABASE_URL}/mailbox/api/emails?to=${encodeURIComponent(address)}`,
  );
  const {data} = (await response.json()) as {data: {text: string | null}[]};
  return data[0];
}
