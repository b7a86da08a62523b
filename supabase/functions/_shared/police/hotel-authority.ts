/**
 * The hotel's police authority and its codes (docs/police-reports.md#the-hotels-authority): which
 * authority the hotel reports to and what identifies the establishment to it. One zod schema for Hotel
 * Setup's form and the `police-report` edge function, which turns the stored row into the stay JSON's
 * `establishment` (stay-schema.ts). The database checks the same formats (hotels_* checks).
 */
import { z } from 'zod';

export const POLICE_AUTHORITIES = ['alloggiati', 'ses', 'siba'] as const;
export type PoliceAuthority = (typeof POLICE_AUTHORITIES)[number];

/** How each authority is named on screen, with its country. */
export const AUTHORITY_NAMES: Readonly<Record<PoliceAuthority, string>> = {
  alloggiati: 'Italy: Alloggiati Web (Polizia di Stato)',
  ses: 'Spain: SES.HOSPEDAJES (Ministerio del Interior)',
  siba: 'Portugal: SIBA (AIMA), foreign guests only',
};

/** Portugal's hotel unit as Hotel Setup stores it (`hotels.siba_establishment`); name and address are the hotel's. */
export const sibaEstablishmentSchema = z.strictObject({
  nipc: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'SIBA NIPC: the 9-digit tax number of the company'),
  establishment: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'SIBA establishment: the number SIBA gave, e.g. 00'),
  abbreviation: z
    .string()
    .trim()
    .min(1, 'SIBA abbreviation: the short name SIBA knows')
    .max(40, 'SIBA abbreviation: at most 40 characters'),
  locality: z
    .string()
    .trim()
    .min(1, 'SIBA locality: the town of the establishment')
    .max(50, 'SIBA locality: at most 50 characters'),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{3}$/, 'SIBA postal code: a Portuguese postal code, NNNN-NNN'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 +()-]{6,20}$/, 'SIBA phone: 6 to 20 digits, spaces and + ( ) -'),
  contactName: z
    .string()
    .trim()
    .min(1, 'SIBA contact name: who SIBA may call')
    .max(100, 'SIBA contact name: at most 100 characters'),
  contactEmail: z.email('SIBA contact e-mail: an e-mail address').max(254),
});
export type SibaEstablishment = z.infer<typeof sibaEstablishmentSchema>;

const blankSiba: SibaEstablishment = {
  nipc: '',
  establishment: '',
  abbreviation: '',
  locality: '',
  postalCode: '',
  phone: '',
  contactName: '',
  contactEmail: '',
};

/** Alloggiati Web's user of the structure (the portal's "utente"; the password is never stored here). */
const ALLOGGIATI_ACCOUNT = /^[A-Za-z0-9._-]{1,50}$/;
/** SES codigoEstablecimiento (XSD: at most 10 characters). */
const SES_CODE = /^[A-Za-z0-9]{1,10}$/;

/** Hotel Setup's police part: the authority ('none' = no reports) and the chosen authority's codes. */
export const policeSetupSchema = z
  .object({
    authority: z.enum(['none', ...POLICE_AUTHORITIES]),
    alloggiatiAccount: z.string().trim(),
    sesCode: z.string().trim(),
    siba: z.record(z.string(), z.string()),
  })
  .superRefine((value, ctx) => {
    if (value.authority === 'alloggiati' && !ALLOGGIATI_ACCOUNT.test(value.alloggiatiAccount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['alloggiatiAccount'],
        message: 'Alloggiati Web user: the user name the Questura gave the structure (letters, digits, . _ -)',
      });
    }
    if (value.authority === 'ses' && !SES_CODE.test(value.sesCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sesCode'],
        message: 'SES establishment code: the code SES.HOSPEDAJES gave the establishment (up to 10 letters and digits)',
      });
    }
    if (value.authority === 'siba') {
      const parsed = sibaEstablishmentSchema.safeParse({ ...blankSiba, ...value.siba });
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['siba', ...issue.path.map(String)], message: issue.message });
      }
    }
  });
export type PoliceSetup = z.infer<typeof policeSetupSchema>;

/** The `hotels` columns the police part writes (and reads, `siba_establishment` then being any JSON). */
export interface PoliceColumns {
  police_authority: PoliceAuthority | null;
  alloggiati_account: string | null;
  ses_establishment_code: string | null;
  siba_establishment: SibaEstablishment | null;
}
type StoredPoliceColumns = Omit<PoliceColumns, 'police_authority' | 'siba_establishment'> & {
  police_authority: string | null;
  siba_establishment: unknown;
};

/** @returns the form's values from the stored row (blank codes where none) */
export function policeSetupOf(hotel: Partial<StoredPoliceColumns> | null | undefined): PoliceSetup {
  const authority = POLICE_AUTHORITIES.find((a) => a === hotel?.police_authority) ?? 'none';
  const siba = sibaEstablishmentSchema.partial().safeParse(hotel?.siba_establishment ?? {});
  return {
    authority,
    alloggiatiAccount: hotel?.alloggiati_account ?? '',
    sesCode: hotel?.ses_establishment_code ?? '',
    siba: { ...blankSiba, ...(siba.success ? siba.data : {}) },
  };
}

/** @returns the columns to store: the chosen authority and its codes; the other authorities' codes are cleared */
export function policeColumnsOf(setup: PoliceSetup): PoliceColumns {
  const chosen = setup.authority;
  return {
    police_authority: chosen === 'none' ? null : chosen,
    alloggiati_account: chosen === 'alloggiati' ? setup.alloggiatiAccount : null,
    ses_establishment_code: chosen === 'ses' ? setup.sesCode : null,
    siba_establishment: chosen === 'siba' ? sibaEstablishmentSchema.parse({ ...blankSiba, ...setup.siba }) : null,
  };
}
