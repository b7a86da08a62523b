/**
 * Labelled input (every input has a label). Takes react-hook-form's `register(...)` result
 * or plain props. `required` only marks the label; browser validation stays off on our forms.
 */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  markRequired?: boolean;
  invalid?: boolean;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, markRequired, invalid, id, className = '', ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={invalid || undefined}
        className={`rounded-md border bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-blue-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        {...props}
      />
    </div>
  );
});
