import type {InputHTMLAttributes} from 'react';
import {attr, FORM_DOM} from '~/elements/contract';

/**
 * A labelled input with its error slot. The slot is always rendered so the enhancement
 * script can fill it, and is tied to the input with aria-describedby. The three take
 * their look from `.field` (app/styles/app.css); `labelClassName` adds to the label's.
 */
export function FormField({
  id,
  label,
  error,
  labelClassName,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  labelClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      <p
        id={errorId}
        {...attr(FORM_DOM.errorFor, input.name)}
        aria-live="polite"
      >
        {error}
      </p>
    </div>
  );
}
