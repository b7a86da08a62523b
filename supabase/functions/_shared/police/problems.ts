/**
 * What a renderer found before making a file (docs/police-reports.md#problems): each problem names the
 * stay, the traveller and the field in the authority's own terms, and says the rule and the fix in words.
 * An `error` stops the file; a `notice` (e.g. a name written without its accents) does not.
 */
import type { Stay, Traveller } from './stay-schema.ts';

/** Reports problems of one stay, or of one traveller in it. */
export interface Reporter {
  error(field: string, message: string): void;
  notice(field: string, message: string): void;
}

export interface Problem {
  severity: 'error' | 'notice';
  /** The stay: its reference, else "stay N" (1-based, in input order). */
  stay: string;
  /** The traveller: "First LAST", or undefined for a problem of the stay or the hotel. */
  traveller?: string;
  /** The authority's name of the field, e.g. 'Comune Nascita', 'parentesco', 'Local_Residencia_Origem'. */
  field: string;
  message: string;
}

/** The result of a renderer: the files, or the problems that stop them (notices come with files too). */
export type RenderResult = { ok: true; files: string[]; notices: Problem[] } | { ok: false; problems: Problem[] };

export const stayLabel = (stay: Stay, index: number) => stay.reference ?? `stay ${index + 1}`;
export const travellerLabel = (traveller: Traveller) => `${traveller.firstName} ${traveller.lastName.toUpperCase()}`;

/** Collects problems for one stay (and optionally one traveller). */
export class ProblemList {
  readonly items: Problem[] = [];

  /** A reporter bound to a stay, and a traveller when given. */
  at(stay: string, traveller?: Traveller): Reporter {
    const who = traveller && travellerLabel(traveller);
    return {
      error: (field, message) => void this.items.push({ severity: 'error', stay, traveller: who, field, message }),
      notice: (field, message) => void this.items.push({ severity: 'notice', stay, traveller: who, field, message }),
    };
  }

  /** A problem of the hotel's setup rather than of a stay: the authority's field and what to fix. */
  hotelError(field: string, message: string): void {
    this.at('hotel').error(field, message);
  }

  /** The hotel's setup lacks what the authority's `field` carries (`what`, in words): staff add it on Hotel Setup. */
  hotelSetupLacks(field: string, what: string): void {
    this.hotelError(field, `the hotel's ${what} is required: add it on Hotel Setup.`);
  }

  get errors() {
    return this.items.filter((p) => p.severity === 'error');
  }

  /** The result: `files()` when nothing stops them, else the problems. */
  result(files: () => string[]): RenderResult {
    return this.errors.length ? { ok: false, problems: this.items } : { ok: true, files: files(), notices: this.items };
  }
}

/** One line per problem: `stay R, First LAST: Field: message` (the CLI's stderr). */
export const formatProblem = (p: Problem) =>
  `${p.severity === 'error' ? 'error' : 'notice'}: ${p.stay}${p.traveller ? `, ${p.traveller}` : ''}: ${p.field}: ${p.message}`;

/** Whole years between two ISO dates (age on `on`). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Nights between arrival and departure (ISO dates). */
export const nightsBetween = (arrival: string, departure: string) =>
  Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000);

/** The stay's travellers with its lead first (single guest or head), members after in their order. */
export function leadFirst(stay: Stay): Traveller[] {
  const isLead = (t: Traveller) => t.role === 'single' || t.role.startsWith('head_');
  return [...stay.travellers.filter(isLead), ...stay.travellers.filter((t) => !isLead(t))];
}

/**
 * Who travels with whom (docs/architecture.md#stays): a stay has exactly one lead; a single guest
 * travels alone; family members follow a head of family and group members a head of group.
 * @returns problems in words, in Italy's terms (Tipo Alloggiato) since its types define the roles
 */
export function checkParty(stay: Stay, at: (traveller?: Traveller) => Reporter) {
  const leads = stay.travellers.filter((t) => t.role === 'single' || t.role.startsWith('head_'));
  if (leads.length !== 1) {
    at().error(
      'Tipo Alloggiato',
      `A stay has exactly one lead (a single guest, a head of family or a head of group); this one has ${leads.length}.`,
    );
    return;
  }
  const [lead] = leads;
  const members = stay.travellers.filter((t) => t !== lead);
  if (lead.role === 'single' && members.length) {
    at(lead).error('Tipo Alloggiato', 'A single guest travels alone: make them head of family or head of group.');
  }
  const wanted = lead.role === 'head_of_family' ? 'family_member' : 'group_member';
  for (const member of members) {
    if (lead.role !== 'single' && member.role !== wanted) {
      const kind = lead.role === 'head_of_family' ? 'family' : 'group';
      at(member).error('Tipo Alloggiato', `The stay's lead heads a ${kind}: its companions are ${kind} members.`);
    }
  }
}
