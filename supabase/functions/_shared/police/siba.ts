/**
 * Portugal, SIBA (Boletim de Alojamento, SEF now AIMA): the `MovimentoBAL` XML
 * (docs/police-reports.md#portugal-siba). UNVERIFIED: no official BAL.XSD was available; element names,
 * order and which are required follow a third-party element list that two independent clients agree on.
 * SIBA is for foreign guests only: Portuguese nationals are left out (with a notice). Pure: stays and
 * tables in, file or problems out. Built with xmlbuilder2, which escapes every value.
 */
import { create } from 'xmlbuilder2';
import { isoCountry } from './country-codes.ts';
import { portugueseDocumentType } from './documents.ts';
import { leadFirst, ProblemList, stayLabel, type Reporter } from './problems.ts';
import type { ReportInput, Stay, Traveller } from './stay-schema.ts';
import type { PortugalTables } from './tables.ts';

export const SIBA_NAMESPACE = 'http://sef.pt/BAws';

const midnight = (date: string) => `${date}T00:00:00`;
const upper = (value: string) => value.toLocaleUpperCase('pt-PT');

type Boletim = [name: string, value: string | undefined][];

function boletim(stay: Stay, guest: Traveller, tables: PortugalTables, report: Reporter): Boletim {
  const country = (field: string, code: string | undefined, what: string) => {
    const iso = code && isoCountry(code, tables.isoAlpha3);
    if (!iso) report.error(field, code ? `${code} has no ISO 3166-1 country.` : `${what} is required.`);
    return iso || undefined;
  };
  const type = guest.documentType ? portugueseDocumentType(guest.documentType) : undefined;
  if (!type) report.error('Tipo_Documento', 'the identity document type is required.');
  else if ('reason' in type) report.error('Tipo_Documento', type.reason);
  if (!guest.documentNumber) report.error('Documento_Identificacao', 'the document number is required.');
  if (!guest.residenceCity)
    report.error('Local_Residencia_Origem', 'the town or city where the guest lives is required.');
  return [
    ['Apelido', upper([guest.lastName, guest.secondLastName].filter(Boolean).join(' '))],
    ['Nome', upper(guest.firstName)],
    ['Nacionalidade', country('Nacionalidade', guest.nationality, 'the nationality')],
    ['Data_Nascimento', midnight(guest.dateOfBirth)],
    ['Local_Nascimento', guest.birthPlace && upper(guest.birthPlace)],
    ['Documento_Identificacao', guest.documentNumber?.toUpperCase()],
    ['Pais_Emissor_Documento', country('Pais_Emissor_Documento', guest.documentIssuingCountry, 'the issuing country')],
    ['Tipo_Documento', type && 'code' in type ? type.code : undefined],
    ['Data_Entrada', midnight(stay.arrival)],
    ['Data_Saida', midnight(stay.departure)],
    ['Pais_Residencia_Origem', country('Pais_Residencia_Origem', guest.residenceCountry, 'the country of residence')],
    ['Local_Residencia_Origem', guest.residenceCity && upper(guest.residenceCity)],
  ];
}

/**
 * The SIBA file for these stays' foreign guests.
 * @returns `{ok: true, files: [xml]}` or `{ok: false, problems}`
 */
export function renderSiba(input: ReportInput, tables: PortugalTables) {
  const problems = new ProblemList();
  const unit = input.establishment.siba;
  if (!unit)
    problems.hotelSetupLacks('Unidade_Hoteleira', 'hotel unit for SIBA (NIPC, establishment number, contacts)');
  if (!input.generatedAt) problems.hotelError('Data_Movimento', 'the date and time the file is made is required.');
  const bulletins = input.stays.flatMap((stay, index) =>
    leadFirst(stay).flatMap((guest) => {
      const report = problems.at(stayLabel(stay, index), guest);
      if (guest.nationality === 'PRT') {
        report.notice(
          'Boletim_Alojamento',
          'a Portuguese national: SIBA is for foreign guests only, so they are left out.',
        );
        return [];
      }
      return [boletim(stay, guest, tables, report)];
    }),
  );
  if (!bulletins.length && !problems.errors.length) {
    problems.at('all stays').error('Boletim_Alojamento', 'no foreign guest to report.');
  }
  return problems.result(() => {
    const root = create({ version: '1.0', encoding: 'utf-8' }).ele(SIBA_NAMESPACE, 'MovimentoBAL');
    const hotel = root.ele('Unidade_Hoteleira');
    const [postcode, zone] = unit!.postalCode.split('-');
    for (const [name, value] of [
      ['Codigo_Unidade_Hoteleira', unit!.nipc],
      ['Estabelecimento', unit!.establishment],
      ['Nome', unit!.name],
      ['Abreviatura', unit!.abbreviation],
      ['Morada', unit!.address],
      ['Localidade', unit!.locality],
      ['Codigo_Postal', postcode],
      ['Zona_Postal', zone],
      ['Telefone', unit!.phone],
      ['Fax', unit!.fax],
      ['Nome_Contacto', unit!.contactName],
      ['Email_Contacto', unit!.contactEmail],
    ] as const) {
      if (value !== undefined) hotel.ele(name).txt(value);
    }
    for (const bulletin of bulletins) {
      const element = root.ele('Boletim_Alojamento');
      for (const [name, value] of bulletin) if (value !== undefined) element.ele(name).txt(value);
    }
    const envio = root.ele('Envio');
    envio.ele('Numero_Ficheiro').txt(String(input.fileNumber ?? 1));
    envio.ele('Data_Movimento').txt(input.generatedAt!);
    return [root.end({ prettyPrint: true, indent: '  ' }) + '\n'];
  });
}
