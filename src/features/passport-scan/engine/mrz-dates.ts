/**
 * MRZ dates are `YYMMDD` (ICAO Doc 9303 Part 3 §4.4); the century is inferred from today.
 */

function iso(year: number, yymmdd: string): string {
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/** Birth date: the latest century that does not put the birth in the future. `null` if unreadable. */
export function birthDateIso(yymmdd: string | null | undefined, today = new Date()): string | null {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  const candidate = iso(century + yy, yymmdd);
  return candidate > today.toISOString().slice(0, 10) ? iso(century - 100 + yy, yymmdd) : candidate;
}

/** Expiry date: within 50 years before or after today (documents last ≤ 10 years). `null` if unreadable. */
export function expiryDateIso(yymmdd: string | null | undefined, today = new Date()): string | null {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const year = today.getUTCFullYear();
  const century = Math.floor(year / 100) * 100;
  let full = century + yy;
  if (full > year + 50) full -= 100;
  else if (full < year - 50) full += 100;
  return iso(full, yymmdd);
}
