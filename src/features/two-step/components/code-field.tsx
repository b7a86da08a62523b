/** The 6-digit code input of two-step sign-in: numeric keyboard, one-time-code autofill. */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/text-field';

export const CodeField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(
  function CodeField(props, ref) {
    return (
      <TextField
        ref={ref}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        {...props}
      />
    );
  },
);
