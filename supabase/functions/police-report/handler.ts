/**
 * police-report (docs/police-reports.md#the-edge-function): the Police reports page's door to the renderers,
 * for staff of a hotel with a police authority. Body `{action, stayIds}` (report-request.ts):
 * - `check` → `{authority, problems}`: what each traveller still lacks, in the authority's terms, and who
 *   is already in a live report; nothing is recorded;
 * - `generate` → `{authority, report, file, zipBase64, notices}`: renders the file, records it in
 *   `police_reports` (who, when, guests, stays, SHA-256) and returns it. 400 while any error remains,
 *   409 with the database's message when a guest is already in a live report.
 * The hotel is the caller's claim, never the body's; everything is read and recorded as the caller, so
 * RLS and the report rules of the database decide (the service role is not used).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireCaller } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { renderPoliceReport, reportFileName } from '../_shared/police/render.ts';
import {
  policeReportRequestSchema,
  type PoliceReportCheck,
  type PoliceReportFile,
  type ReportProblem,
} from '../_shared/police/report-request.ts';
import { sesSolicitud } from '../_shared/police/ses-package.ts';
import { reportInputOf } from '../_shared/police/stays-from-rows.ts';
import { alreadyReported, readReportRows, type ReportRows } from './read-rows.ts';
import { tieProblems } from './tie-problems.ts';

/** `YYYY-MM-DDTHH:MM:SS` at the hotel (its IANA time zone): the moment the file is made. */
export function localDateTime(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Lowercase hex SHA-256 of the file's UTF-8 bytes (what `police_reports.file_sha256` keeps). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SIBA numbers its files: one more than the hotel's SIBA reports so far. */
async function nextSibaFileNumber(client: SupabaseClient): Promise<number> {
  const { count, error } = await client
    .from('police_reports')
    .select('id', { count: 'exact', head: true })
    .eq('authority', 'siba');
  if (error) throw fromDatabaseError(error);
  return (count ?? 0) + 1;
}

/** An error problem for each guest a live report of the authority already carries. */
async function reportedProblems(client: SupabaseClient, rows: ReportRows): Promise<ReportProblem[]> {
  const carried = await alreadyReported(
    client,
    rows.hotel.police_authority,
    rows.guests.map((g) => g.id),
  );
  return rows.guests.flatMap((guest) => {
    const report = carried.get(guest.id);
    if (!report) return [];
    const stay = rows.stays.find((s) => s.id === guest.stay_id)!;
    return [
      {
        severity: 'error' as const,
        stayId: stay.id,
        guestId: guest.id,
        stay: stay.contract_reference ?? `${guest.first_name ?? ''} ${(guest.last_name ?? '').toUpperCase()}`.trim(),
        traveller: `${guest.first_name ?? ''} ${(guest.last_name ?? '').toUpperCase()}`.trim(),
        field: 'Report',
        message: `Already in ${report.fileName} (${report.createdAt.slice(0, 10)}): discard that file to report them again.`,
      },
    ];
  });
}

export const policeReport: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const input = parseWith(policeReportRequestSchema, body);
  if (!caller.hotelId) throw new HttpError('permission-denied', 'Only hotel staff can do this.');
  const rows = await readReportRows(caller.client, caller.hotelId, input.stayIds);
  const authority = rows.hotel.police_authority;
  const generatedAt = localDateTime(rows.hotel.time_zone);
  const json = {
    ...reportInputOf(rows.hotel, rows.stays, rows.guests),
    ...(authority === 'siba' ? { fileNumber: await nextSibaFileNumber(caller.client) } : {}),
  };
  const result = await renderPoliceReport(authority, json, generatedAt);
  const problems = tieProblems(result.ok ? result.notices : result.problems, rows.stays, rows.guests);

  if (input.action === 'check') {
    return {
      authority,
      problems: [...(await reportedProblems(caller.client, rows)), ...problems],
    } satisfies PoliceReportCheck;
  }
  if (!result.ok) {
    const errors = problems.filter((p) => p.severity === 'error').length;
    throw new HttpError(
      'invalid-argument',
      `The file cannot be made yet: ${errors} ${errors === 1 ? 'problem' : 'problems'} to fix first (run the check to see them).`,
    );
  }
  if (result.files.length > 1) {
    throw new HttpError(
      'invalid-argument',
      `stayIds: These stays make ${result.files.length} files; select fewer stays for one file.`,
    );
  }
  const text = result.files[0];
  const fileName = reportFileName(authority, generatedAt.slice(0, 10));
  const sha256 = await sha256Hex(text);
  const guestIds = rows.guests.map((g) => g.id);
  const { data, error } = await caller.client
    .from('police_reports')
    .insert({
      hotel_id: caller.hotelId,
      authority,
      stay_ids: rows.stays.map((s) => s.id),
      guest_ids: guestIds,
      file_name: fileName,
      file_sha256: sha256,
    })
    .select('id, created_at')
    .single<{ id: string; created_at: string }>();
  if (error) throw fromDatabaseError(error);
  return {
    authority,
    report: { id: data.id, fileName, sha256, createdAt: data.created_at, guests: guestIds.length },
    file: { name: fileName, mediaType: authority === 'alloggiati' ? 'text/plain' : 'application/xml', text },
    zipBase64: authority === 'ses' ? sesSolicitud(text) : null,
    notices: problems,
  } satisfies PoliceReportFile;
};
