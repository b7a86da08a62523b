/**
 * The 24-hour rule (docs/police-reports.md): every authority wants a guest reported within 24 hours of
 * arrival. A stay is overdue once 24 hours have passed since it was checked in (its arrival day's
 * midnight when no check-in time is known).
 */
export const REPORT_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * @param checkedInAt ISO instant of the check-in, or null
 * @param arrivalDate the stay's arrival `YYYY-MM-DD` (local midnight is used without a check-in time)
 * @param now the current instant in ms
 */
export function isOverdue(checkedInAt: string | null, arrivalDate: string, now = Date.now()): boolean {
  const [y, m, d] = arrivalDate.split('-').map(Number);
  const start = checkedInAt ? Date.parse(checkedInAt) : new Date(y, m - 1, d).getTime();
  return now - start > REPORT_WITHIN_MS;
}
