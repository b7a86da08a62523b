/**
 * Shared by the police report tests (Node): the fixture files beside this one, an xmllint check against
 * the official SES XSD v3.1.3 copied here, and builders of stays and travellers for the bad-input tables.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderResult } from '../problems.ts';
import type { ReportInput, Stay, Traveller } from '../stay-schema.ts';

export const FIXTURES = import.meta.dirname;
export const readFixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
export const jsonFixture = (name: string) => JSON.parse(readFixture(name)) as ReportInput;

/** The fixture's text without its leading comment (the worked examples carry one; renderers write none). */
export const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->\n/g, '');

/**
 * Validates an XML document with `xmllint --schema` against the shipped altaParteHospedaje.xsd.
 * @returns xmllint's verdict and its messages (it prints "- validates" on success)
 */
export function xmllintSes(xml: string): { valid: boolean; output: string } {
  const xsd = join(FIXTURES, 'ses-v3.1.3/altaParteHospedaje.xsd');
  try {
    const output = execFileSync('xmllint', ['--noout', '--schema', xsd, '-'], { input: xml, stdio: 'pipe' });
    return { valid: true, output: output.toString() };
  } catch (error) {
    const failure = error as { status: number; stderr: Buffer };
    return { valid: false, output: failure.stderr.toString() };
  }
}

/** A Swedish adult travelling alone, everything every authority asks for filled in. */
export const traveller = (over: Partial<Traveller> = {}): Traveller => ({
  role: 'single',
  firstName: 'Anna Maria',
  lastName: 'Eriksson',
  sex: 'F',
  dateOfBirth: '1974-08-12',
  nationality: 'SWE',
  birthCountry: 'SWE',
  birthPlace: 'Uppsala',
  documentType: 'P',
  documentNumber: 'L898902C3',
  documentIssuingCountry: 'SWE',
  residenceAddress: 'Exempelgatan 1',
  residenceCity: 'Stockholm',
  residencePostcode: '111 22',
  residenceCountry: 'SWE',
  email: 'anna.eriksson@example.com',
  ...over,
});

/** A three-night stay from 2026-11-20 with Spain's contract filled in. */
export const stay = (travellers: Traveller[], over: Partial<Stay> = {}): Stay => ({
  reference: 'STAY-1',
  arrival: '2026-11-20',
  departure: '2026-11-23',
  contractDate: '2026-11-01',
  paymentType: 'TARJT',
  travellers,
  ...over,
});

/** The input for these stays, with the hotel codes every authority needs. */
export const report = (stays: Stay[]): ReportInput => ({
  establishment: { sesCode: '0000000001', siba: jsonFixture('lisbon-eriksson.json').establishment.siba },
  generatedAt: '2026-11-20T18:00:00',
  fileNumber: 1,
  stays,
});

/** The result when the renderer made files; otherwise fails the test, printing the problems. */
export function rendered(result: RenderResult): Extract<RenderResult, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 1));
  return result;
}
