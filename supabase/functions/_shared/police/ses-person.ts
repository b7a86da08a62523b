/**
 * One `persona` of a SES.HOSPEDAJES PV communication (altaParteHospedaje.xsd, personaHospedajeType):
 * the rules of spec v3.1.3 ap. 3.1.1.1 and 4.1 that the XSD does not express, and the element itself
 * (docs/police-reports.md#spain-seshospedajes).
 */
import * as betterDni from 'better-dni';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { isoCountry } from './country-codes.ts';
import { spanishDocumentType } from './documents.ts';
import { ageOn, type Reporter } from './problems.ts';
import type { Stay, Traveller } from './stay-schema.ts';
import type { SpainTables } from './tables.ts';

// better-dni ships a UMD bundle: Node's ESM and Deno see its functions on the default export only.
const { isNIE, isNIF } = (betterDni as unknown as { default?: typeof betterDni }).default ?? betterDni;

/** Age of majority for the documents and parentesco rules. */
const ADULT_AGE = 18;
/** SEXO catalogue: H hombre, M mujer, O otro. */
const SEXO = { M: 'H', F: 'M', X: 'O' } as const;

function documentCode(person: Traveller) {
  if (!person.documentType) return undefined;
  const mapped = spanishDocumentType(person.documentType, person.documentIssuingCountry, person.nationality);
  return 'code' in mapped ? mapped.code : undefined;
}

/** Checks one traveller against the PV rules; each problem names the SES element. */
export function checkSesPerson(person: Traveller, stay: Stay, tables: SpainTables, report: Reporter) {
  const adult = ageOn(person.dateOfBirth, stay.arrival) >= ADULT_AGE;
  const longer = (field: string, value: string | undefined, max: number) =>
    value && value.length > max && report.error(field, `"${value}" is ${value.length} characters; SES takes ${max}.`);
  longer('nombre', person.firstName, 50);
  longer('apellido1', person.lastName, 50);
  longer('apellido2', person.secondLastName, 50);

  const code = documentCode(person);
  if (person.documentType && !code) {
    report.error('tipoDocumento', 'a visa is not an identity document: register the passport it is in.');
  } else if (adult && (!code || !person.documentNumber)) {
    report.error(
      code ? 'numeroDocumento' : 'tipoDocumento',
      'the identity document (type and number) is required for every adult (18 or over).',
    );
  }
  if (person.documentNumber && person.documentNumber.length > 15) {
    report.error('numeroDocumento', `"${person.documentNumber}" is longer than the 15 characters SES takes.`);
  }
  if (code === 'NIF' || code === 'NIE') {
    if (person.documentNumber && !(code === 'NIF' ? isNIF : isNIE)(person.documentNumber)) {
      report.error(
        'numeroDocumento',
        `"${person.documentNumber}" is not a valid ${code} (its number and control letter do not match).`,
      );
    }
    if (!person.documentSupport)
      report.error('soporteDocumento', `the support number of the card is required with a ${code}.`);
    if (code === 'NIF' && !person.secondLastName)
      report.error('apellido2', 'the second surname is required with a NIF.');
  }

  if (!person.residenceAddress) report.error('direccion', 'the home address (street and number) is required.');
  if (!person.residencePostcode) report.error('codigoPostal', 'the postcode of the home address is required.');
  const country = person.residenceCountry && isoCountry(person.residenceCountry, tables.isoAlpha3);
  if (!country) {
    report.error('pais', 'the country of the home address is required, as an ISO 3166-1 country.');
  } else if (country === 'ESP') {
    const municipality = person.residenceMunicipality;
    if (!municipality)
      report.error('codigoMunicipio', 'a resident of Spain needs the INE code of their municipality (5 digits).');
    else if (!tables.municipalities.has(municipality))
      report.error('codigoMunicipio', `${municipality} is not in INE's list of municipalities.`);
  } else if (!person.residenceCity) {
    report.error('nombreMunicipio', 'the town or city of a home address outside Spain is required.');
  }

  if (!person.phone && !person.email) {
    report.error(
      'correo',
      'SES needs a phone number or an e-mail address for every traveller (a minor may give those of the adult with them).',
    );
  }
  if (!adult && !person.relationship) {
    report.error(
      'parentesco',
      'a minor (under 18) needs their relationship to the adult they travel with (TIPO_PARENTESCO, e.g. HJ = child).',
    );
  }
  if (person.nationality && !isoCountry(person.nationality, tables.isoAlpha3)) {
    report.notice('nacionalidad', `${person.nationality} has no ISO 3166-1 country; nacionalidad is left out.`);
  }
}

/** Adds the `persona` element (call after checkSesPerson found no error). */
export function addSesPerson(parent: XMLBuilder, person: Traveller, tables: SpainTables) {
  const element = parent.ele('persona');
  const add = (name: string, value: string | undefined) => value !== undefined && element.ele(name).txt(value);
  const code = documentCode(person);
  add('rol', 'VI');
  add('nombre', person.firstName);
  add('apellido1', person.lastName);
  add('apellido2', person.secondLastName);
  add('tipoDocumento', code);
  add('numeroDocumento', code && person.documentNumber?.toUpperCase());
  add('soporteDocumento', code === 'NIF' || code === 'NIE' ? person.documentSupport : undefined);
  add('fechaNacimiento', person.dateOfBirth);
  add('nacionalidad', isoCountry(person.nationality, tables.isoAlpha3));
  add('sexo', person.sex && SEXO[person.sex]);
  const address = element.ele('direccion');
  const country = isoCountry(person.residenceCountry!, tables.isoAlpha3)!;
  address.ele('direccion').txt(person.residenceAddress!);
  if (country === 'ESP') address.ele('codigoMunicipio').txt(person.residenceMunicipality!);
  else address.ele('nombreMunicipio').txt(person.residenceCity!);
  address.ele('codigoPostal').txt(person.residencePostcode!);
  address.ele('pais').txt(country);
  add('telefono', person.phone);
  add('correo', person.email);
  add('parentesco', person.relationship);
}
