/**
 * Ties each renderer problem to the stay and the guest it is about (docs/police-reports.md#problems), so
 * the page can link to the guest's record. A renderer names a stay by its reference (else "stay N") and a
 * traveller as "First LAST"; a shape problem of the stay JSON names its path (`stays.0.travellers.1.…`).
 * Pure.
 */
import type { Problem } from '../_shared/police/problems.ts';
import type { ReportProblem } from '../_shared/police/report-request.ts';
import { travellerOf, type GuestRow, type StayRow } from '../_shared/police/stays-from-rows.ts';

/** The record's labels of the stay JSON keys a shape problem can name (docs/police-reports.md#guest-fields). */
const RECORD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  dateOfBirth: 'Date of Birth',
  nationality: 'Nationality',
  departure: 'Check-out',
  arrival: 'Check-in',
};

const nameOf = (guest: GuestRow) =>
  `${(guest.first_name ?? '').trim()} ${(guest.last_name ?? '').trim().toUpperCase()}`.trim();

/**
 * @param problems as `renderPoliceReport` returns them
 * @param stays the stays in the order they were given to the renderer
 * @param guests their guests in the order `reportInputOf` read them (per stay, as listed)
 * @returns the problems with `stayId` and `guestId` (null when the problem is the stay's)
 */
export function tieProblems(problems: Problem[], stays: StayRow[], guests: GuestRow[]): ReportProblem[] {
  const guestsOf = (stay: StayRow) => guests.filter((guest) => guest.stay_id === stay.id);
  const label = (stay: StayRow, index: number) => stay.contract_reference ?? `stay ${index + 1}`;
  const leadName = (stay: StayRow) => {
    const party = guestsOf(stay);
    const lead = party.find((g) => g.stay_role === 'single' || g.stay_role.startsWith('head_')) ?? party[0];
    return lead ? nameOf(lead) : 'stay';
  };
  return problems.map((problem) => {
    const path = /^stays\.(\d+)(?:\.travellers\.(\d+))?(?:\.(\w+))?/.exec(problem.field);
    const index = path ? Number(path[1]) : stays.findIndex((stay, i) => label(stay, i) === problem.stay);
    const stay = stays[index] ?? stays[0];
    const party = guestsOf(stay);
    const guest =
      path?.[2] !== undefined
        ? party[Number(path[2])]
        : party.find((g) => problem.traveller !== undefined && nameOf(g) === problem.traveller);
    const key = path?.[3];
    const missing = guest !== undefined && key !== undefined && travellerOf(guest)[key] === undefined;
    return {
      severity: problem.severity,
      stayId: stay.id,
      guestId: guest?.id ?? null,
      stay: stay.contract_reference ?? leadName(stay),
      traveller: guest ? nameOf(guest) : (problem.traveller ?? null),
      field: key ? (RECORD_LABELS[key] ?? key) : problem.field,
      message: missing ? "Missing: fill it in on the guest's record." : problem.message,
    };
  });
}
