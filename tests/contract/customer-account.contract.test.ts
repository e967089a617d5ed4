/**
 * The Customer Account API's contract (docs/decisions/0200, 0250): the discovery document
 * and the OAuth refusals any client meets, asserted the same way against the local
 * stand-in and Shopify when a shop's customer account variables are set (targets.ts).
 * Error codes and statuses by value; descriptions and URLs by shape.
 */
import {createHash, randomBytes} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CUSTOMER_ACCOUNT_SIDES, type CustomerAccountTarget} from './targets';

const VERSION = '2026-04';

for (const side of CUSTOMER_ACCOUNT_SIDES) {
  if (side.missing.length)
    it(`Customer Account API contract: ${side.name} has all its variables`, () => {
      expect(side.missing, 'set these too, or none of them').toEqual([]);
    });
  describe.skipIf(!side.available)(
    `Customer Account API contract: ${side.name}`,
    () => {
      let target: CustomerAccountTarget;
      let authBase: string;
      beforeAll(async () => {
        target = await side.start();
        authBase = `${target.origin}/authentication/${target.shopId}`;
      });
      afterAll(() => target?.close());

      const token = (fields: Record<string, string>) =>
        fetch(`${authBase}/oauth/token`, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams(fields),
        });
      const oauthError = async (response: Response) => {
        expect(response.headers.get('content-type')).toMatch(
          /^application\/json/,
        );
        const body = (await response.json()) as {error?: unknown};
        return body.error;
      };

      it('publishes the OpenID configuration with PKCE S256 and the shop’s endpoints', async () => {
        const response = await fetch(
          `${authBase}/.well-known/openid-configuration`,
        );
        expect(response.status).toBe(200);
        const config = (await response.json()) as Record<string, unknown>;
        expect(config).toMatchObject({
          authorization_endpoint: expect.stringMatching(
            new RegExp(`/authentication/${target.shopId}/oauth/authorize$`),
          ),
          token_endpoint: expect.stringMatching(
            new RegExp(`/authentication/${target.shopId}/oauth/token$`),
          ),
          end_session_endpoint: expect.stringMatching(
            new RegExp(`/authentication/${target.shopId}/logout$`),
          ),
          issuer: expect.any(String),
          jwks_uri: expect.any(String),
        });
        expect(config.code_challenge_methods_supported).toContain('S256');
      });

      it('refuses a made-up authorization code with invalid_grant', async () => {
        const verifier = randomBytes(32).toString('base64url');
        const response = await token({
          grant_type: 'authorization_code',
          client_id: target.clientId,
          redirect_uri: target.callback,
          code: randomBytes(24).toString('base64url'),
          code_verifier: verifier,
        });
        expect(response.status).toBe(400);
        expect(await oauthError(response)).toBe('invalid_grant');
      });

      it('refuses a made-up refresh token with invalid_grant', async () => {
        const response = await token({
          grant_type: 'refresh_token',
          client_id: target.clientId,
          refresh_token: `shcrt_${randomBytes(24).toString('base64url')}`,
        });
        expect(response.status).toBe(400);
        expect(await oauthError(response)).toBe('invalid_grant');
      });

      it('refuses an unknown client with invalid_client', async () => {
        const response = await token({
          grant_type: 'refresh_token',
          client_id: 'shp_00000000-0000-4000-8000-000000000000',
          refresh_token: 'shcrt_x',
        });
        expect([400, 401]).toContain(response.status);
        expect(await oauthError(response)).toBe('invalid_client');
      });

      it('never sends the browser to an unregistered redirect_uri', async () => {
        const url = new URL(`${authBase}/oauth/authorize`);
        const verifier = randomBytes(32).toString('base64url');
        for (const [name, value] of Object.entries({
          client_id: target.clientId,
          scope: 'openid email customer-account-api:full',
          response_type: 'code',
          redirect_uri: 'https://attacker.example/account/authorize',
          state: randomBytes(16).toString('base64url'),
          nonce: randomBytes(16).toString('hex'),
          code_challenge: createHash('sha256')
            .update(verifier)
            .digest('base64url'),
          code_challenge_method: 'S256',
        }))
          url.searchParams.set(name, value);
        const response = await fetch(url, {redirect: 'manual'});
        expect(response.headers.get('location') ?? '').not.toMatch(
          /^https:\/\/attacker\.example/,
        );
      });

      it('answers the GraphQL API 401 without an access token', async () => {
        const response = await fetch(
          `${target.origin}/${target.shopId}/account/customer/api/${VERSION}/graphql`,
          {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({query: '{ customer { id } }'}),
          },
        );
        expect(response.status).toBe(401);
      });
    },
  );
}
