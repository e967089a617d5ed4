import type {InputHTMLAttributes} from 'react';
import {attr, FORM_DOM} from '~/elements/contract';

/**
 * A labelled input with its error slot. The slot is always rendered so the enhancement
 * script can fill it, and is tied to the input with aria-describedby.
 */
export function FormField({
  id,
  label,
  error,
  labelClassName = 'block text-sm font-medium',
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  labelClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className="w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400"
        {...input}
      />
      <p
        id={errorId}
        {...attr(FORM_DOM.errorFor, input.name)}
        className="min-h-5 text-sm text-red-700 dark:text-red-400"
        aria-live="polite"
      >
        {error}
      </p>
    </div>
  );
}
