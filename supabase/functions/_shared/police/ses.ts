/**
 * Spain, SES.HOSPEDAJES (Ministerio del Interior, RD 933/2021): the PV communication, the
 * `altaParteHospedaje` XML (docs/police-reports.md#spain-seshospedajes), valid against the official
 * XSD v3.1.3 and checked for the rules the XSD does not express (spec v3.1.3 ap. 3.1.1.1 and 4.1).
 * Pure: stays and tables in, files or problems out; one `comunicacion` per stay, at most 100 a file
 * (the web service's limit). Built with xmlbuilder2, which escapes every value.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { ProblemList, stayLabel, type Reporter } from './problems.ts';
import { addSesPerson, checkSesPerson } from './ses-person.ts';
import type { ReportInput, Stay, Traveller } from './stay-schema.ts';
import type { SpainTables } from './tables.ts';

export const SES_NAMESPACE = 'http://www.neg.hospedajes.mir.es/altaParteHospedaje';
/** Communications in one request (spec v3.1.3 ap. 3; configurable by the ministry). */
export const MAX_COMMUNICATIONS_PER_FILE = 100;

/** `2026-11-20` and `15:00` → `2026-11-20T15:00:00` (xsd:dateTime, the hotel's local time). */
const dateTime = (date: string, time = '00:00') => `${date}T${time}:00`;

type Element = [name: string, value: string | number | undefined];

/** Adds the elements whose value is given, in order (the XSD's sequence). */
function addAll(parent: XMLBuilder, elements: Element[]) {
  for (const [name, value] of elements) if (value !== undefined) parent.ele(name).txt(String(value));
}

function contract(parent: XMLBuilder, stay: Stay) {
  const element = parent.ele('contrato');
  addAll(element, [
    ['referencia', stay.reference],
    ['fechaContrato', stay.contractDate],
    ['fechaEntrada', dateTime(stay.arrival, stay.arrivalTime)],
    ['fechaSalida', dateTime(stay.departure, stay.departureTime)],
    ['numPersonas', stay.people ?? stay.travellers.length],
    ['numHabitaciones', stay.rooms],
  ]);
  addAll(element.ele('pago'), [['tipoPago', stay.paymentType]]);
}

function checkContract(stay: Stay, report: Reporter, tables: SpainTables) {
  if (!stay.reference)
    report.error('referencia', 'the contract reference is required (the booking number or the stay id).');
  if (!stay.contractDate)
    report.error('fechaContrato', 'the date the contract was made is required (the booking date).');
  if (!stay.paymentType) report.error('tipoPago', 'the payment type is required (cash, card, transfer, …).');
  else if (!tables.catalogues.get('TIPO_PAGO')?.has(stay.paymentType)) {
    report.error('tipoPago', `${stay.paymentType} is not in the TIPO_PAGO list.`);
  }
  if (stay.departure < stay.arrival) report.error('fechaSalida', 'the departure is before the arrival.');
}

/** The file for one batch of stays. */
function document(code: string, stays: { stay: Stay; people: Traveller[] }[], tables: SpainTables): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SES_NAMESPACE, 'alt:peticion');
  const request = root.ele('solicitud');
  request.ele('codigoEstablecimiento').txt(code);
  for (const { stay, people } of stays) {
    const communication = request.ele('comunicacion');
    contract(communication, stay);
    for (const person of people) addSesPerson(communication, person, tables);
  }
  return root.end({ prettyPrint: true, indent: '  ' }) + '\n';
}

/**
 * The PV files (altaParteHospedaje) for these stays, at most 100 communications each.
 * @returns `{ok: true, files}` (UTF-8 XML text) or `{ok: false, problems}`
 */
export function renderSes(input: ReportInput, tables: SpainTables) {
  const problems = new ProblemList();
  const code = input.establishment.sesCode;
  if (!code) problems.hotelSetupLacks('codigoEstablecimiento', 'establishment code from SES.HOSPEDAJES');
  const stays = input.stays.map((stay, index) => {
    const label = stayLabel(stay, index);
    checkContract(stay, problems.at(label), tables);
    for (const person of stay.travellers) checkSesPerson(person, stay, tables, problems.at(label, person));
    return { stay, people: stay.travellers };
  });
  return problems.result(() => {
    const files: string[] = [];
    for (let i = 0; i < stays.length; i += MAX_COMMUNICATIONS_PER_FILE) {
      files.push(document(code!, stays.slice(i, i + MAX_COMMUNICATIONS_PER_FILE), tables));
    }
    return files;
  });
}
