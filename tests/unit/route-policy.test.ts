/**
 * Every route declares its policy on itself (app/features/http/route-policy.ts): who its
 * answers are for, and, when it has an action, where its posts may come from. A new route
 * that declares nothing fails here, before it can be served with the wrong cache or
 * cross-site rule.
 */
import {describe, expect, it} from 'vitest';
import {policyOf} from '../../app/features/http/route-policy';

const modules = {
  ...import.meta.glob<Record<string, unknown>>('../../app/root.tsx', {
    eager: true,
  }),
  ...import.meta.glob<Record<string, unknown>>('../../app/routes/*.tsx', {
    eager: true,
  }),
};

describe('route policies', () => {
  it('finds the route modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
  });

  for (const [file, module] of Object.entries(modules)) {
    const name = file.replace('../../app/', '');
    it(`${name} declares who its answers are for`, () => {
      const policy = policyOf(module.handle);
      expect(
        policy,
        `${name}: export const handle = routePolicy({...})`,
      ).toBeDefined();
      expect(['public', 'personal']).toContain(policy!.audience);
    });
    if (policyOf(module.handle)?.audience === 'public') {
      it(`${name} is public and names the query parameters its page reads`, () => {
        const query = policyOf(module.handle)!.query;
        expect(
          query === 'any' || Array.isArray(query),
          `${name}: routePolicy({audience: 'public', query: [...]})`,
        ).toBe(true);
      });
    }
    if ('action' in module) {
      it(`${name} has an action and says where its posts may come from`, () => {
        expect(['same-site', 'same-origin', 'token']).toContain(
          policyOf(module.handle)?.writes,
        );
      });
    }
  }

  it('keeps the admin area personal and its posts same-origin', () => {
    for (const [file, module] of Object.entries(modules)) {
      if (!/routes\/admin\./.test(file)) continue;
      const policy = policyOf(module.handle)!;
      expect(policy.audience, file).toBe('personal');
      if ('action' in module) expect(policy.writes, file).toBe('same-origin');
    }
  });
});
