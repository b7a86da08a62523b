/**
 * From the database's rows to the stay JSON the renderers read (docs/police-reports.md#the-stay-json): the
 * hotel's authority codes become `establishment`, each stay with its guests a stay with travellers. Pure,
 * so the `police-report` edge function and the tests build the same input. A place column holds a code
 * for Italy and Spain and words elsewhere (docs/police-reports.md#guest-fields): it goes to the key the
 * renderers expect for that country.
 */
import type { SibaEstablishment } from './hotel-authority.ts';

/** The `hotels` columns used. */
export interface HotelRow {
  name: string;
  address: string | null;
  ses_establishment_code: string | null;
  siba_establishment: unknown;
}
/** The `stays` columns used. */
export interface StayRow {
  id: string;
  arrival_date: string;
  departure_date: string | null;
  room: string | null;
  contract_reference: string | null;
  contract_date: string | null;
  people: number | null;
  payment_type: string | null;
}
/** The `guests` columns used. */
export interface GuestRow {
  id: string;
  stay_id: string;
  stay_role: string;
  relationship: string | null;
  first_name: string | null;
  last_name: string | null;
  second_last_name: string | null;
  sex: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  birth_country: string | null;
  birth_place: string | null;
  document_type: string | null;
  passport_number: string | null;
  issuing_country: string | null;
  document_issue_place: string | null;
  document_support: string | null;
  residence_address: string | null;
  residence_city: string | null;
  residence_postcode: string | null;
  residence_country: string | null;
  phone: string | null;
  email: string | null;
}

/** Drops null and empty values, so an absent column is an absent key (the stay JSON refuses nulls). */
const given = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/** A place column as the key its country's authority reads: a comune code, an INE code or words. */
function place(country: string | null, value: string | null, keys: { comune?: string; ine?: string; words?: string }) {
  if (!value) return {};
  if (country === 'ITA' && keys.comune) return { [keys.comune]: value };
  if (country === 'ESP' && keys.ine) return { [keys.ine]: value };
  return keys.words && !/^\d+$/.test(value) ? { [keys.words]: value } : {};
}

/** One guest as a traveller of the stay JSON. */
export function travellerOf(guest: GuestRow): Record<string, unknown> {
  return given({
    role: guest.stay_role,
    firstName: guest.first_name,
    lastName: guest.last_name,
    secondLastName: guest.second_last_name,
    sex: guest.sex,
    dateOfBirth: guest.date_of_birth,
    nationality: guest.nationality,
    birthCountry: guest.birth_country,
    ...place(guest.birth_country, guest.birth_place, { comune: 'birthComune', words: 'birthPlace' }),
    documentType: guest.document_type,
    documentNumber: guest.passport_number,
    documentIssuingCountry: guest.issuing_country,
    ...place(guest.issuing_country, guest.document_issue_place, { comune: 'documentIssueComune' }),
    documentSupport: guest.document_support,
    residenceAddress: guest.residence_address,
    ...place(guest.residence_country, guest.residence_city, { ine: 'residenceMunicipality', words: 'residenceCity' }),
    residencePostcode: guest.residence_postcode,
    residenceCountry: guest.residence_country,
    phone: guest.phone,
    email: guest.email,
    relationship: guest.relationship,
  });
}

/**
 * @param hotel the hotel's row; @param stays its stays to report; @param guests their guests
 * @returns the stay JSON (not yet validated: `renderPoliceReport` checks it and names what is missing)
 */
export function reportInputOf(hotel: HotelRow, stays: readonly StayRow[], guests: readonly GuestRow[]) {
  const unit = hotel.siba_establishment as SibaEstablishment | null;
  return {
    establishment: given({
      sesCode: hotel.ses_establishment_code,
      siba: unit ? { ...unit, name: hotel.name, address: hotel.address ?? '' } : null,
    }),
    stays: stays.map((stay) => ({
      ...given({
        reference: stay.contract_reference,
        arrival: stay.arrival_date,
        departure: stay.departure_date,
        room: stay.room,
        contractDate: stay.contract_date,
        people: stay.people,
        paymentType: stay.payment_type,
      }),
      travellers: guests.filter((guest) => guest.stay_id === stay.id).map(travellerOf),
    })),
  };
}
