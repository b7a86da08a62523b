/**
 * Each guest field's one label (docs/product.md#guest-fields), in screen order: the staff form, the
 * details table, the printed and PDF registration cards and the CSV. Shared by the SPA's presentation layer
 * (src/features/guests/fields/guest-field-presentation.ts) and the edge functions that print fields (the
 * registration card, docs/online-check-in.md#the-registration-card). `satisfies` makes tsc name a data field
 * that has no label yet.
 */
import type { GuestFieldKey } from './guest-fields.ts';

export const GUEST_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  secondLastName: 'Second Last Name',
  passportNumber: 'Passport Number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of Birth',
  birthCountry: 'Country of Birth',
  birthPlace: 'Place of Birth',
  sex: 'Sex',
  documentType: 'Document Type',
  issuingCountry: 'Issuing Country',
  documentExpiry: 'Document Expiry',
  documentIssuePlace: 'Document Place of Issue',
  documentSupport: 'Document Support Number',
  travelAgentName: 'Travel Agent Name',
  checkIn: 'Check-In Date',
  checkOut: 'Check-Out Date',
  room: 'Room',
  chauffeurName: 'Chauffeur Name',
  chauffeurContact: 'Chauffeur Contact',
  email: 'Email',
  phone: 'Phone',
  residenceAddress: 'Residence Address',
  residenceCountry: 'Residence Country',
  residenceCity: 'Residence City',
  residencePostcode: 'Residence Postcode',
} satisfies Record<GuestFieldKey, string>;

/** Every field in screen order. */
export const GUEST_FIELD_ORDER = Object.keys(GUEST_FIELD_LABELS) as GuestFieldKey[];
