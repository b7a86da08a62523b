/**
 * A form run by react-hook-form: browser validation off (`noValidate`; the form's schema gives the
 * messages, docs/product.md#validation) and submit handed to `handleSubmit(onValid)`. Every other
 * prop (aria-label, className, id) goes to the `<form>`.
 */
import type { FormHTMLAttributes } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

export type FormProps<T extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: Pick<UseFormReturn<T>, 'handleSubmit'>;
  /** Runs with the parsed values once the schema accepts them. */
  onValid: SubmitHandler<T>;
};

export function Form<T extends FieldValues>({ form, onValid, ...props }: FormProps<T>) {
  return <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} {...props} />;
}
