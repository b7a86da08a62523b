/** The guest's fields as label/value pairs, shared by the dialog table and the printed card. */
import { formatDate, formatDateTime, orDash } from '@/lib/format';
import type { Guest } from '../api/guest-columns';

export function guestFieldRows(g: Guest): [label: string, value: string][] {
  return [
    ['First Name', orDash(g.first_name)],
    ['Last Name', orDash(g.last_name)],
    ['Passport Number', orDash(g.passport_number)],
    ['Nationality', orDash(g.nationality)],
    ['Travel Agent', orDash(g.travel_agent_name)],
    ['Email', orDash(g.email)],
    ['Phone', orDash(g.phone)],
    ['Room', orDash(g.room)],
    ['Check-In Date', formatDate(g.check_in)],
    // Once checked out, 'Checked Out' is when they left; this is the date they had planned.
    [g.checked_out_at ? 'Planned Check-Out' : 'Checkout Date', formatDate(g.check_out)],
    ['Registered', formatDateTime(g.registered_at)],
    ['Checked Out', formatDateTime(g.checked_out_at)],
    ['Chauffeur Name', orDash(g.chauffeur_name)],
    ['Chauffeur Contact', orDash(g.chauffeur_contact)],
  ];
}

export function guestFullName(g: Pick<Guest, 'first_name' | 'last_name'>): string {
  return [g.first_name, g.last_name].filter(Boolean).join(' ') || 'Guest';
}
