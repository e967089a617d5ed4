import {ADMIN_COPY} from '~/features/admin/copy';
import {FormField} from '~/components/FormField';

/** The 6-digit code input, with what the browser can check before posting. */
export function TotpCodeField({error}: {error?: string}) {
  return (
    <FormField
      id="totp-code"
      name="code"
      label={ADMIN_COPY.codeLabel}
      error={error}
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      autoComplete="one-time-code"
      required
    />
  );
}
