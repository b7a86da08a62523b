/**
 * A labelled input bound to react-hook-form: pass the field's `register(...)` result and its entry of
 * `formState.errors`; an error marks the input invalid (red border, `aria-invalid`). The form itself
 * still shows the message, so each form keeps one alert (docs/product.md#validation).
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

type FormFieldProps = Omit<TextFieldProps, 'invalid' | 'name' | 'onChange' | 'onBlur'> & {
  registration: UseFormRegisterReturn;
  error?: FieldError;
};

export function FormField({ registration, error, ...props }: FormFieldProps) {
  return <TextField {...props} {...registration} invalid={error !== undefined} />;
}
