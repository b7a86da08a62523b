/**
 * Building blocks of the pages' URL state (`validateSearch` of /guest-list, /activity, /police-reports;
 * docs/architecture.md#front-end), in valibot: every value is optional, and one that does not fit
 * falls back to "not given" instead of failing the route, so an old or hand-edited link still opens
 * the page. valibot rather than zod because route search schemas load with every page: these cost
 * ~2 KB gzip where zod's classic API costs ~26 KB (docs/architecture.md#performance); forms keep zod.
 */
import * as v from 'valibot';

/** `schema`, or undefined when the value is missing or does not fit. */
export const orNotGiven = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** True when the calendar has the day `value` (YYYY-MM-DD) names: not 2026-02-30. */
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** A calendar date as YYYY-MM-DD that exists. */
export const isoDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay));

/** A 1-based page number; the router hands over `?page=2` as the number 2, a hand-typed link may hold "2". */
export const pageNumber = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1));

/** Text of at most `max` characters. */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
