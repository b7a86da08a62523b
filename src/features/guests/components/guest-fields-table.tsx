/** View mode of the details dialog: passport images (150x120, signed URLs) and a table of fields. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import type { Guest } from '../api/guest-columns';
import { guestFieldRows } from '../fields/guest-field-display';
import { isPlaceCode, usePlaceNames } from '../fields/place-names';

export function GuestImages({ names, urls }: { names: string[]; urls: Record<string, string> }) {
  if (names.length === 0) return <p className="text-sm text-slate-500">No passport images.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Passport images">
      {names.map((name, i) => (
        <li key={name}>
          {urls[name] ? (
            <a href={urls[name]} target="_blank" rel="noreferrer" className="block">
              <img
                src={urls[name]}
                alt={`Passport image ${i + 1}`}
                width={150}
                height={120}
                className="h-[120px] w-[150px] rounded border border-slate-200 object-cover"
              />
            </a>
          ) : (
            <span className="flex h-[120px] w-[150px] items-center justify-center rounded bg-slate-100 text-xs text-slate-400">
              Loading…
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function GuestFieldsTable({ guest }: { guest: Guest }) {
  // Comune and municipality codes read by name once their lists load (docs/police-reports.md#guest-fields).
  usePlaceNames([guest.birth_place, guest.residence_city, guest.document_issue_place].some(isPlaceCode));
  return (
    <Table className="w-full text-sm">
      <TableBody>
        {guestFieldRows(guest).map(([label, value]) => (
          <TableRow key={label}>
            <TableHead scope="row" className="w-40 py-1.5 pr-3 text-left font-medium text-slate-500">
              {label}
            </TableHead>
            <TableCell className="py-1.5 break-words text-slate-900">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
