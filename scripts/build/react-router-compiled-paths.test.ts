import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  COMPILE_PATH,
  COMPILED_PATHS_LIMIT,
  withCompiledPathsKept,
} from './react-router-compiled-paths';

/** React Router's module the worker's build bundles (its `import` entry's chunk). */
function reactRouterChunkWithCompilePath(): string {
  const require = createRequire(import.meta.url);
  const dist = join(
    dirname(require.resolve('react-router/package.json')),
    'dist',
  );
  const entry = readFileSync(join(dist, 'development/index.mjs'), 'utf8');
  const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(
    (match) => readFileSync(join(dist, 'development', match[1]!), 'utf8'),
  );
  const candidates = [entry, ...chunks];
  const found = candidates.find((code) => code.includes(COMPILE_PATH));
  if (!found) throw new Error('No compilePath in React Router’s module');
  return found;
}

/** compilePath, evaluated from the rewritten source: the memo and the original. */
function compilePathFrom(code: string) {
  const start = code.indexOf('var emberforgeCompiledPaths');
  const end = code.indexOf('\nfunction decodePath(');
  const source = code.slice(start, end);
  return new Function(
    'warning',
    `${source}; return {compilePath, emberforgeCompilePathOnce, emberforgeCompiledPaths};`,
  )(() => {}) as {
    compilePath: (
      path: string,
      caseSensitive?: boolean,
      end?: boolean,
    ) => [RegExp, unknown[]];
    emberforgeCompilePathOnce: (
      path: string,
      caseSensitive?: boolean,
      end?: boolean,
    ) => [RegExp, unknown[]];
    emberforgeCompiledPaths: Map<string, unknown>;
  };
}

describe("React Router's compilePath, kept per pattern in the worker's build", () => {
  const rewritten = withCompiledPathsKept(reactRouterChunkWithCompilePath());

  it('finds the declaration in the installed React Router', () => {
    expect(rewritten).not.toBeNull();
  });

  it('compiles a pattern once and answers the same RegExp after; flags and paths are keys', () => {
    const {compilePath, emberforgeCompiledPaths} = compilePathFrom(rewritten!);
    const first = compilePath('/:locale?/store/product/:handle', false, true);
    expect(compilePath('/:locale?/store/product/:handle', false, true)).toBe(
      first,
    );
    expect(compilePath('/:locale?/store/product/:handle', true, true)).not.toBe(
      first,
    );
    expect(
      compilePath('/:locale?/store/product/:handle', false, false),
    ).not.toBe(first);
    expect(emberforgeCompiledPaths.size).toBe(3);
  });

  it('gives what the original gives', () => {
    const {compilePath, emberforgeCompilePathOnce} = compilePathFrom(
      rewritten!,
    );
    for (const [path, caseSensitive, end] of [
      ['/:locale?/store/shop', false, true],
      ['/admin/*', false, true],
      ['', false, false],
      ['/blogs/:blogHandle/:articleHandle', true, true],
    ] as const) {
      const [kept, keptParams] = compilePath(path, caseSensitive, end);
      const [fresh, freshParams] = emberforgeCompilePathOnce(
        path,
        caseSensitive,
        end,
      );
      expect(kept.source).toBe(fresh.source);
      expect(kept.flags).toBe(fresh.flags);
      expect(kept.global || kept.sticky).toBe(false);
      expect(keptParams).toEqual(freshParams);
    }
  });

  it('stops keeping new patterns past its bound', () => {
    const {compilePath, emberforgeCompiledPaths} = compilePathFrom(rewritten!);
    for (let i = 0; i < COMPILED_PATHS_LIMIT + 10; i += 1)
      compilePath(`/p${i}`, false, true);
    expect(emberforgeCompiledPaths.size).toBe(COMPILED_PATHS_LIMIT);
    expect(compilePath('/p5', false, true)).toBe(
      compilePath('/p5', false, true),
    );
  });
});
