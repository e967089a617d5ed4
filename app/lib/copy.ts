/**
 * The copy catalogue: one per language, English the source (decision 0260). Each copy
 * module (app/lib/messages.ts, app/features/<feature>/copy.ts) has French and German
 * siblings (`*.fr.ts`, `*.de.ts`) of the same shape, typed with CopyOf so a missing or
 * misshapen entry fails the typecheck, and walked by copy.test.ts so one fails the tests.
 * Product content is not here: it comes translated from the Storefront API.
 */
export const LANGUAGES = ['EN', 'FR', 'DE'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The shape a translation of `T` must have: every string a string, every text-making
 * function the same parameters, every list a list, every group the same keys.
 */
export type CopyOf<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Result extends string ? string : Result
    : T extends readonly unknown[]
      ? readonly CopyOf<T[number]>[]
      : T extends object
        ? {readonly [Key in keyof T]: CopyOf<T[Key]>}
        : T;

/** One catalogue in every language: English as written, the others as translated. */
export type Catalogue<T> = Record<Language, CopyOf<T>>;

export function catalogue<T>(
  english: T,
  translations: Record<Exclude<Language, 'EN'>, CopyOf<T>>,
): Catalogue<T> {
  return {EN: english as CopyOf<T>, ...translations};
}
