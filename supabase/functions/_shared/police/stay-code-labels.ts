/**
 * English names of the SES code lists staff pick from (docs/police-reports.md#code-tables): what a minor
 * is to the stay's lead (TIPO_PARENTESCO) and how the stay is paid (TIPO_PAGO). The codes are
 * `RELATIONSHIPS` and `PAYMENT_TYPES`; the Spanish names are in ./tables/es-catalogos.json, which the
 * forms do not load (it would reach the route's JS).
 */
import type { PAYMENT_TYPES, RELATIONSHIPS } from './stay-schema.ts';

/** TIPO_PARENTESCO code → English name, in the list's order. */
export const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIPS)[number], string> = {
  AB: 'Grandparent',
  BA: 'Great-grandparent',
  BN: 'Great-grandchild',
  CD: 'Brother- or sister-in-law',
  CY: 'Spouse',
  HJ: 'Child',
  HR: 'Sibling',
  NI: 'Grandchild',
  PM: 'Parent',
  SB: 'Nephew or niece',
  SG: 'Parent-in-law',
  TI: 'Uncle or aunt',
  YN: 'Son- or daughter-in-law',
  TU: 'Ward (the lead is the guardian)',
  OT: 'Other',
};

/** TIPO_PAGO code → English name. */
export const PAYMENT_TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = {
  EFECT: 'Cash',
  TARJT: 'Card',
  PLATF: 'Payment platform',
  TRANS: 'Bank transfer',
  MOVIL: 'Mobile payment',
  TREG: 'Gift card',
  DESTI: 'Paid at the property',
  OTRO: 'Other',
};

/** `{value, label}` options for a select, label first then the code ("Child (HJ)"). */
export const codeOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: `${label} (${value})` }));
