import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderForm } from '../testing/register-form-harness';

vi.mock('@/lib/supabase', () => import('../testing/register-form-fake').then((m) => m.mockSupabaseModule()));
vi.mock('../api/upload-passport', () => import('../testing/register-form-fake').then((m) => m.mockUploadModule()));
vi.mock('../api/strip-metadata', () => import('../testing/register-form-fake').then((m) => m.mockStripModule()));
// A few rows of each real list: jsdom re-runs a select's selectedness for every option added (quadratic),
// so the 11,000 real options are exercised in Chromium by the end-to-end police reports spec instead.
vi.mock('@shared/police/tables', () => ({
  loadPlaceTables: () =>
    Promise.resolve({
      comuni: [
        { code: '412058091', name: 'ROMA', province: 'RM', until: '' },
        { code: '401001501', name: 'ABBADIA ALPINA', province: 'TO', until: '1983-12-31' },
      ],
      municipalities: [{ code: '28079', name: 'Madrid' }],
    }),
}));

describe('guest registration form: places (docs/police-reports.md#guest-fields)', () => {
  it('offers the comuni for a place in Italy, the municipalities in Spain and words elsewhere', async () => {
    const shown = { birthCountry: true, birthPlace: true, residenceCountry: true, residenceCity: true };
    await renderForm({ formFields: shown });
    const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
    const options = (label: string) => Array.from(field(label).querySelectorAll('option'), (o) => o.textContent);
    expect(field('Place of Birth').tagName).toBe('INPUT');
    fireEvent.change(field('Country of Birth'), { target: { value: 'ITA' } });
    await waitFor(() =>
      expect(options('Place of Birth')).toEqual(['Select…', 'ABBADIA ALPINA (TO, until 1983-12-31)', 'ROMA (RM)']),
    );
    fireEvent.change(field('Place of Birth'), { target: { value: '412058091' } });
    expect(field('Place of Birth')).toHaveValue('412058091');
    fireEvent.change(field('Residence Country'), { target: { value: 'ESP' } });
    await waitFor(() => expect(options('Residence City')).toEqual(['Select…', 'Madrid']));
    fireEvent.change(field('Residence Country'), { target: { value: 'SWE' } });
    expect(field('Residence City').tagName).toBe('INPUT');
  });
});
