/**
 * Readable capitalisation of MRZ names (ICAO Doc 9303 Part 3 §4.6: A–Z, `<` between name parts,
 * `<<` between primary and secondary identifier). Every part is kept: `MUELLER<<ANNA<MARIA` →
 * surname `Mueller`, given names `Anna Maria`.
 */

/** `ANNA<MARIA` → `Anna Maria`; filler runs collapse to one space; empty → ''. */
export function readableName(mrzName: string): string {
  return mrzName
    .split('<')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join(' ');
}

/**
 * Splits an MRZ name field at its first `<<` into surname and given names, both readable.
 * A field without `<<` is all surname (ICAO: a single-identifier name).
 */
export function splitMrzName(field: string): {
  surname: string;
  givenNames: string;
} {
  const trimmed = field.replace(/<+$/, '');
  const at = trimmed.indexOf('<<');
  if (at < 0) return { surname: readableName(trimmed), givenNames: '' };
  return {
    surname: readableName(trimmed.slice(0, at)),
    givenNames: readableName(trimmed.slice(at + 2)),
  };
}
