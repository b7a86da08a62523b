/**
 * MRZ lines for the corpus: ICAO Doc 9303's published specimens, and random but valid documents
 * whose check digits are chosen by trying 0–9 until the `mrz` package (via buildScanResult) accepts
 * them, so no check-digit arithmetic is written here.
 */
import { buildScanResult } from '../../src/features/passport-scan/engine/mrz-result.ts';
import type { MrzFormat } from '../../src/features/passport-scan/engine/types.ts';

/** Specimens printed in ICAO Doc 9303 Parts 4–7 (Utopia, "UTO"), and one French identity card. */
export const SPECIMENS: { name: string; format: MrzFormat; lines: string[] }[] = (
  [
    ['icao-td3', 'TD3', 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'],
    [
      'icao-td1',
      'TD1',
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ],
    ['icao-td2', 'TD2', 'I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'],
    [
      'icao-mrva',
      'MRVA',
      'V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L8988901C4XXX4009078F96121096ZE184226B<<<<<<',
    ],
    ['icao-mrvb', 'MRVB', 'V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<'],
    // Not ICAO's: a French identity card in its 2 × 36 national layout, holder made up, check digits
    // found with the mrz package.
    ['fra-id', 'FRENCH_ID', 'IDFRAMARTIN<<<<<<<<<<<<<<<<<<<<<<<<<', '0712751042177CLAIRE<<MARIE<8503172F8'],
  ] as [string, MrzFormat, ...string[]][]
).map(([name, format, ...lines]) => ({ name, format, lines }));

const SURNAMES = [
  'MUELLER',
  'OKONKWO',
  'GARCIA<LOPEZ',
  'NGUYEN',
  'SCHMIDT',
  'DUBOIS',
  'KOWALSKA',
  'OBRIEN',
  'VAN<DER<BERG',
  'SATO',
  'ABDULLAH',
  'SILVA<SANTOS',
  'ERIKSSON',
  'KIM',
  'MCALLISTER',
];
const GIVEN = [
  'ANNA<MARIA',
  'JOHN',
  'LUCIA',
  'MEHMET<ALI',
  'YUKI',
  'PIERRE<LOUIS',
  'OLIVIA',
  'KWAME',
  'SOFIA<ELENA<MARIE',
  'LI',
  'AHMED',
  'ZOE',
  'BJOERN',
  'CHIDI',
  'EMMA<ROSE',
];
const STATES = [
  'DEU',
  'FRA',
  'GBR',
  'USA',
  'NLD',
  'ITA',
  'ESP',
  'JPN',
  'NGA',
  'BRA',
  'POL',
  'SWE',
  'CAN',
  'AUS',
  'IND',
  'D<<',
];
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Seeded PRNG (mulberry32) so the corpus regenerates identically. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (text: string, length: number) => text.slice(0, length).padEnd(length, '<');

/** Sets each check-digit position (in order) to the digit the parser accepts for `check`. */
function fillCheckDigits(lines: string[], positions: { line: number; column: number; check: string }[]): string[] {
  const out = [...lines];
  for (const { line, column, check } of positions) {
    for (let digit = 0; digit <= 10; digit++) {
      if (digit === 10) throw new Error(`no check digit satisfies ${check} in ${out.join('/')}`);
      out[line] = out[line].slice(0, column) + digit + out[line].slice(column + 1);
      const result = buildScanResult(out);
      if (result && (result.checks as unknown as Record<string, boolean | null>)[check] !== false) break;
    }
  }
  return out;
}

/** A random valid document of `format`; throws if the parser disagrees with the generated lines. */
export function randomDocument(format: MrzFormat, random: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const docNo = Array.from({ length: 9 }, () => pick([...ALNUM])).join('');
  const yymmdd = (fromYear: number, span: number) =>
    `${String((fromYear + Math.floor(random() * span)) % 100).padStart(2, '0')}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  const [state, nat] = [pick(STATES), pick(STATES)];
  const birth = yymmdd(1940, 65);
  const expiry = yymmdd(2022, 12);
  const sex = pick(['F', 'M', '<']);
  const name = `${pick(SURNAMES)}<<${pick(GIVEN)}`;
  const code =
    format === 'TD1'
      ? pick(['I<', 'ID', 'AC'])
      : format === 'TD2'
        ? pick(['I<', 'AC'])
        : format === 'TD3'
          ? pick(['P<', 'PO'])
          : 'V<';
  const personal = random() < 0.5 ? digits(8) : '';
  let lines: string[];
  let checks: { line: number; column: number; check: string }[];
  if (format === 'TD1') {
    lines = [
      pad(`${code}${state}${docNo}0${personal}`, 30),
      pad(`${birth}0${sex}${expiry}0${nat}`, 29) + '0',
      pad(name, 30),
    ];
    checks = [
      { line: 0, column: 14, check: 'documentNumber' },
      { line: 1, column: 6, check: 'birthDate' },
      { line: 1, column: 14, check: 'expiryDate' },
      { line: 1, column: 29, check: 'composite' },
    ];
  } else {
    const width = format === 'TD3' || format === 'MRVA' ? 44 : 36;
    const tail = format === 'TD3' ? `${pad(personal, 14)}00` : pad(personal, width - 28);
    lines = [pad(`${code}${state}${name}`, width), `${docNo}0${nat}${birth}0${sex}${expiry}0${tail}`.slice(0, width)];
    if (format === 'TD2') lines[1] = lines[1].slice(0, 35) + '0';
    checks = [
      { line: 1, column: 9, check: 'documentNumber' },
      { line: 1, column: 19, check: 'birthDate' },
      { line: 1, column: 27, check: 'expiryDate' },
    ];
    if (format === 'TD3') checks.push({ line: 1, column: 42, check: 'personalNumber' });
    if (format === 'TD3' || format === 'TD2') checks.push({ line: 1, column: width - 1, check: 'composite' });
  }
  const done = fillCheckDigits(lines, checks);
  const verify = buildScanResult(done);
  if (!verify?.valid || verify.format !== format)
    throw new Error(`generated ${format} does not verify: ${done.join(' / ')}`);
  return done;
}
