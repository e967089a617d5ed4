import {existsSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LANGUAGES} from './copy';
import {
  COPY_CATALOGUES,
  ENGLISH_ONLY,
  NOT_YET_TRANSLATED,
} from './copy-catalogues';

/** Where a translation differs in shape from the English source: key paths, as text. */
function shapeProblems(
  english: unknown,
  other: unknown,
  path: string,
): string[] {
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${path}: not a string`];
    if (other.trim() === '') return [`${path}: empty`];
    // A sentence left in English is untranslated (single words and names may be the same).
    if (english.trim().split(/\s+/).length >= 3 && other === english)
      return [`${path}: still the English "${english}"`];
    return [];
  }
  if (typeof english === 'function') {
    if (typeof other !== 'function') return [`${path}: not a function`];
    return other.length === english.length
      ? []
      : [`${path}: takes ${other.length} arguments, not ${english.length}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${path}: not a list`];
    if (other.length !== english.length)
      return [`${path}: ${other.length} items, not ${english.length}`];
    return english.flatMap((item, index) =>
      shapeProblems(item, other[index], `${path}[${index}]`),
    );
  }
  if (english && typeof english === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: not a group`];
    const keys = Object.keys(english);
    const extra = Object.keys(other).filter((key) => !keys.includes(key));
    return [
      ...extra.map((key) => `${path}.${key}: not in English`),
      ...keys.flatMap((key) =>
        key in other
          ? shapeProblems(
              (english as Record<string, unknown>)[key],
              (other as Record<string, unknown>)[key],
              `${path}.${key}`,
            )
          : [`${path}.${key}: missing`],
      ),
    ];
  }
  return other === english ? [] : [`${path}: differs`];
}

describe('the copy catalogues', () => {
  it('have English, French and German', () => {
    expect(LANGUAGES).toEqual(['EN', 'FR', 'DE']);
    for (const [name, catalogue] of Object.entries(COPY_CATALOGUES))
      expect(Object.keys(catalogue).sort(), name).toEqual(['DE', 'EN', 'FR']);
  });

  it.each(Object.keys(COPY_CATALOGUES))(
    '%s: every English key exists in every language, in the same shape, translated',
    (name) => {
      const catalogue = COPY_CATALOGUES[name as keyof typeof COPY_CATALOGUES];
      for (const language of ['FR', 'DE'] as const) {
        expect(
          shapeProblems(catalogue.EN, catalogue[language], `${language}`),
          `${name} in ${language}`,
        ).toEqual([]);
      }
    },
  );

  it('catch a missing key, a changed signature and an English sentence left behind', () => {
    const english = {a: 'Add to cart now', b: (n: number) => `${n}`, c: ['x']};
    expect(
      shapeProblems(english, {a: 'Add to cart now', b: () => '', c: []}, 'FR'),
    ).toEqual([
      'FR.a: still the English "Add to cart now"',
      'FR.b: takes 0 arguments, not 1',
      'FR.c: 0 items, not 1',
    ]);
    expect(shapeProblems(english, {b: english.b, c: ['y']}, 'DE')).toEqual([
      'DE.a: missing',
    ]);
  });

  it('cover every copy module but those named as not yet translated or English only', () => {
    const root = join(import.meta.dirname, '..', '..');
    const copyModules: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name === 'copy.ts' || entry.name === 'messages.ts')
          copyModules.push(relative(root, path));
      }
    };
    walk(join(root, 'app'));
    const exempt = new Set<string>([...NOT_YET_TRANSLATED, ...ENGLISH_ONLY]);
    for (const module of copyModules) {
      if (exempt.has(module) || module === 'app/lib/copy.ts') continue;
      for (const language of ['fr', 'de'])
        expect(
          existsSync(join(root, module.replace(/\.ts$/, `.${language}.ts`))),
          `${module} has no ${language} sibling`,
        ).toBe(true);
    }
    for (const module of exempt)
      expect(existsSync(join(root, module)), module).toBe(true);
  });
});
