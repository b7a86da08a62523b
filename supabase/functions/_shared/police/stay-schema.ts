/**
 * The input of every police report renderer: the hotel and its stays with their travellers, as JSON
 * (docs/police-reports.md#the-stay-json). One zod schema for the CLI, the edge function and the tests.
 * It checks shapes only (dates, code formats, lengths our database allows); what each authority needs
 * beyond that is checked by its renderer, which names the traveller and the field in its own terms.
 * Countries are ICAO Doc 9303 codes as the guest record stores them (ISO 3166-1 alpha-3 plus D, XXA, …).
 */
import { z } from 'zod';
import { isIcaoCountryCode } from '../countries.ts';

/** A stay's roles (Alloggiati types 16–20, docs/architecture.md#stays). */
export const STAY_ROLES = ['single', 'head_of_family', 'family_member', 'head_of_group', 'group_member'] as const;
export type StayRole = (typeof STAY_ROLES)[number];
/** SES TIPO_PARENTESCO codes (third-party transcription, docs/decisions.md#police-code-tables). */
export const RELATIONSHIPS = [
  'AB',
  'BA',
  'BN',
  'CD',
  'CY',
  'HJ',
  'HR',
  'NI',
  'PM',
  'SB',
  'SG',
  'TI',
  'YN',
  'TU',
  'OT',
] as const;
/** SES TIPO_PAGO codes (third-party transcription). */
export const PAYMENT_TYPES = ['EFECT', 'TARJT', 'PLATF', 'TRANS', 'MOVIL', 'TREG', 'DESTI', 'OTRO'] as const;

const text = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max, `At most ${max} characters`);
const isoDate = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM');
const country = z
  .string()
  .refine(isIcaoCountryCode, 'Must be an ICAO Doc 9303 country code (ISO 3166-1 alpha-3, or D, XXA, …)');
const comune = z.string().regex(/^\d{9}$/, 'Must be a 9-digit Alloggiati comune code');

/** One traveller. Field names follow the guest record; the renderers map them to each authority. */
export const travellerSchema = z.strictObject({
  role: z.enum(STAY_ROLES),
  firstName: text(100),
  lastName: text(100),
  /** Spain's apellido2 (mandatory with a Spanish NIF). */
  secondLastName: text(100).optional(),
  sex: z.enum(['F', 'M', 'X']).optional(),
  dateOfBirth: isoDate,
  nationality: country,
  birthCountry: country.optional(),
  /** Alloggiati comune of birth, for travellers born in Italy. */
  birthComune: comune.optional(),
  /** Place of birth in words (SIBA Local_Nascimento). */
  birthPlace: text(100).optional(),
  /** MRZ document code: P, I, A, C or V and an optional second letter (ICAO Doc 9303). */
  documentType: z
    .string()
    .regex(/^[ACIPV][A-Z]?$/, 'Must be an MRZ document code (P, I, A, C or V and an optional letter)')
    .optional(),
  documentNumber: text(50).optional(),
  documentIssuingCountry: country.optional(),
  /** Alloggiati comune where an Italian document was issued. */
  documentIssueComune: comune.optional(),
  /** Spain's soporteDocumento: the support number of a Spanish ID card or residence card. */
  documentSupport: text(9).optional(),
  residenceAddress: text(100).optional(),
  /** Spain's INE municipality code (5 digits), for residents of Spain. */
  residenceMunicipality: z
    .string()
    .regex(/^\d{5}$/, 'Must be a 5-digit INE municipality code')
    .optional(),
  residenceCity: text(100).optional(),
  residencePostcode: text(20).optional(),
  residenceCountry: country.optional(),
  phone: text(20).optional(),
  email: z.email('Must be an email address').max(250).optional(),
  /** For a minor: SES TIPO_PARENTESCO code of what they are to the stay's lead (HJ = child). */
  relationship: z.enum(RELATIONSHIPS).optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;

/** One stay: the dates, the room, Spain's contract and its travellers, lead first or not. */
export const staySchema = z.strictObject({
  /** The stay's contract reference (SES referencia); also names the stay in problems. */
  reference: text(50).optional(),
  arrival: isoDate,
  /** Local time of arrival (SES fechaEntrada); 00:00 when not given. */
  arrivalTime: clock.optional(),
  departure: isoDate,
  /** Local time of departure (SES fechaSalida); 00:00 when not given. */
  departureTime: clock.optional(),
  room: text(50).optional(),
  contractDate: isoDate.optional(),
  /** People of the contract (SES numPersonas); the number of travellers when not given. */
  people: z.int().min(1).max(999).optional(),
  rooms: z.int().min(1).max(999).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  travellers: z.array(travellerSchema).min(1, 'A stay has at least one traveller').max(1000),
});
export type Stay = z.infer<typeof staySchema>;

/** Portugal's hotel unit (SIBA Unidade_Hoteleira; element list only, unverified). */
export const sibaUnitSchema = z.strictObject({
  nipc: z.string().regex(/^\d{9}$/, 'Must be the 9-digit NIPC'),
  establishment: z.string().regex(/^\d{1,4}$/, 'Must be the establishment number SIBA gave (e.g. 00)'),
  name: text(100),
  abbreviation: text(40),
  address: text(100),
  locality: text(50),
  postalCode: z.string().regex(/^\d{4}-\d{3}$/, 'Must be a Portuguese postal code, NNNN-NNN'),
  phone: text(20),
  fax: text(20).optional(),
  contactName: text(100),
  contactEmail: z.email('Must be an email address'),
});

/** The whole input: the hotel's codes and the stays to report. */
export const reportInputSchema = z.strictObject({
  establishment: z
    .strictObject({
      /** SES codigoEstablecimiento. */
      sesCode: text(10).optional(),
      siba: sibaUnitSchema.optional(),
    })
    .default({}),
  /** Local date and time the file is made, YYYY-MM-DDTHH:MM:SS (SIBA Data_Movimento). */
  generatedAt: z.iso.datetime({ local: true, error: 'Must be a local date-time YYYY-MM-DDTHH:MM:SS' }).optional(),
  /** SIBA's sequential file number. */
  fileNumber: z.int().min(1).optional(),
  stays: z.array(staySchema).min(1, 'Give at least one stay'),
});
export type ReportInput = z.infer<typeof reportInputSchema>;
