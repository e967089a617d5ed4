import {
  mkdtempSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  existsSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {claimCheckout, instanceFile} from './checkout-instance.ts';

const checkout = () => mkdtempSync(join(tmpdir(), 'checkout-'));
/** Another store of the checkout: a process that runs (the test runner's parent). */
function otherStore(root: string, holds: string[]) {
  mkdirSync(join(root, '.cache'), {recursive: true});
  writeFileSync(
    instanceFile(root),
    JSON.stringify({pid: process.ppid, port: '3000', holds}),
  );
}

describe('two stores from one checkout (issue 25)', () => {
  it('refuses to share local/.data with a running store, and says how to run beside it', () => {
    const root = checkout();
    otherStore(root, ['local/.data', 'dist']);
    const claim = claimCheckout(root, {port: '3001', holds: ['local/.data']});
    expect(claim.ok).toBe(false);
    const message = claim.ok ? '' : claim.message;
    expect(message).toContain(`pid ${process.ppid}`);
    expect(message).toContain('http://localhost:3000');
    expect(message).toContain('LOCAL_SUPABASE_DATA=memory');
    expect(message).not.toContain('--skip-build');
  });

  it('refuses to rebuild the dist/ a running store serves', () => {
    const root = checkout();
    otherStore(root, ['dist']);
    const claim = claimCheckout(root, {port: '3001', holds: ['dist']});
    expect(claim.ok ? '' : claim.message).toContain('--skip-build');
  });

  it('lets a store that shares nothing run beside it (in memory, on the existing build)', () => {
    const root = checkout();
    otherStore(root, ['local/.data', 'dist']);
    expect(claimCheckout(root, {port: '3001', holds: []}).ok).toBe(true);
  });

  it('takes over from a store that is gone, records its Supabase, and lets go on release', () => {
    const root = checkout();
    mkdirSync(join(root, '.cache'), {recursive: true});
    writeFileSync(
      instanceFile(root),
      JSON.stringify({pid: 2 ** 22 + 12345, port: '3000', holds: ['dist']}),
    );
    const claim = claimCheckout(root, {port: '3001', holds: ['dist']});
    if (!claim.ok) throw new Error(claim.message);
    claim.update('http://127.0.0.1:5555');
    expect(JSON.parse(readFileSync(instanceFile(root), 'utf8'))).toEqual({
      pid: process.pid,
      port: '3001',
      holds: ['dist'],
      supabaseUrl: 'http://127.0.0.1:5555',
    });
    claim.release();
    expect(existsSync(instanceFile(root))).toBe(false);
  });
});

describe('npm run local:supabase beside a store', () => {
  it('names the lone local Supabase that holds local/.data', () => {
    const root = mkdtempSync(join(tmpdir(), 'checkout-'));
    mkdirSync(join(root, '.cache'), {recursive: true});
    writeFileSync(
      instanceFile(root),
      JSON.stringify({pid: process.ppid, holds: ['local/.data']}),
    );
    const claim = claimCheckout(root, {port: '3000', holds: ['local/.data']});
    expect(claim.ok ? '' : claim.message).toContain(
      `local Supabase from this checkout is running (pid ${process.ppid}, npm run local:supabase)`,
    );
  });
});
