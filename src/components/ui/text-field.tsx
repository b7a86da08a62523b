/**
 * Labelled input (every input has a label). Takes react-hook-form's `register(...)` result
 * or plain props. `required` only marks the label; browser validation stays off on our forms.
 */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { controlClass, FieldShell } from './field-shell';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  markRequired?: boolean;
  invalid?: boolean;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, markRequired, invalid, id, className, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell htmlFor={inputId} label={label} markRequired={markRequired} className={className}>
      <input ref={ref} id={inputId} aria-invalid={invalid || undefined} className={controlClass(invalid)} {...props} />
    </FieldShell>
  );
});
