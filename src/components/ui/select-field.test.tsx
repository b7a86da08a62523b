import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { SelectField } from './select-field';

const countries = [
  { value: 'FRA', label: 'France' },
  { value: 'ITA', label: 'Italy' },
];
const optionsOf = (label: string) =>
  Array.from(screen.getByLabelText<HTMLSelectElement>(label).options, (o) => o.textContent);

describe('SelectField: a long list a frame later (src/lib/reveal-after-paint.ts)', () => {
  it('lists deferred options after the select has painted, one select a frame, in mount order', async () => {
    render(
      <>
        <SelectField label="Nationality" placeholder="Select…" options={countries} deferOptions />
        <SelectField label="Issuing Country" placeholder="Select…" options={countries} deferOptions />
      </>,
    );
    expect(optionsOf('Nationality')).toEqual(['Select…']);
    expect(optionsOf('Issuing Country')).toEqual(['Select…']);
    await waitFor(() => expect(optionsOf('Nationality')).toEqual(['Select…', 'France', 'Italy']));
    expect(optionsOf('Issuing Country')).toEqual(['Select…']);
    await waitFor(() => expect(optionsOf('Issuing Country')).toEqual(['Select…', 'France', 'Italy']));
  });

  it('lists at once when not deferred, so a value set on mount is selected', () => {
    render(<SelectField label="Nationality" placeholder="Select…" options={countries} defaultValue="ITA" />);
    expect(screen.getByLabelText('Nationality')).toHaveValue('ITA');
  });
});
