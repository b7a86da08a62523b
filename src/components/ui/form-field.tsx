/**
 * A labelled input bound to react-hook-form: pass the field's `register(...)` result and its entry of
 * `formState.errors` (or both at once: `<FormField label="Email" {...field('email')} />` with
 * `const field = fieldBinder(form)`); an error marks the input invalid (red border, `aria-invalid`).
 * The form itself still shows the message, so each form keeps one alert (docs/product.md#validation).
 */
import {
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

type FormFieldProps = Omit<TextFieldProps, 'invalid' | 'name' | 'onChange' | 'onBlur'> & {
  registration: UseFormRegisterReturn;
  error?: FieldError;
};

export function FormField({ registration, error, ...props }: FormFieldProps) {
  return <TextField {...props} {...registration} invalid={error !== undefined} />;
}

/**
 * @param form the `useForm()` result
 * @returns `field(name)`: that field's `{ registration, error }`, the props FormField binds with
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'getFieldState'>,
) {
  return (name: Path<T>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error,
  });
}
