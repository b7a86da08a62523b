/**
 * Labelled native select: a first empty option (`placeholder`), then `extra` (a stored value the list
 * lacks, so it stays selected), then `options`. Takes react-hook-form's `register(...)` result or
 * plain props; `children` show under the select (a hint, a load error).
 */
import { forwardRef, memo, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useRevealAfterPaint } from '@/lib/reveal-after-paint';
import { controlClass, FieldShell } from './field-shell';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  /** A value the options lack (its own label, or the value as its label). */
  extra?: string | SelectOption | null;
  markRequired?: boolean;
  invalid?: boolean;
  /**
   * Render `options` a frame after the select (src/lib/reveal-after-paint.ts), for a long list of a
   * select that holds no value yet: a value set before the list is in would not be selected.
   */
  deferOptions?: boolean;
  children?: ReactNode;
};

/** Long lists (some 260 countries) change never: memoised so typing elsewhere does not re-render them. */
const OptionList = memo(function OptionList({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
});

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, extra, markRequired, invalid, deferOptions = false, id, children, ...props },
  ref,
) {
  const autoId = useId();
  const listed = useRevealAfterPaint(deferOptions);
  const selectId = id ?? autoId;
  return (
    <FieldShell htmlFor={selectId} label={label} markRequired={markRequired}>
      <select ref={ref} id={selectId} aria-invalid={invalid || undefined} className={controlClass(invalid)} {...props}>
        <option value="">{placeholder}</option>
        {extra && (
          <option value={typeof extra === 'string' ? extra : extra.value}>
            {typeof extra === 'string' ? extra : extra.label}
          </option>
        )}
        {listed && <OptionList options={options} />}
      </select>
      {children}
    </FieldShell>
  );
});
