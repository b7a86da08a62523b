/**
 * Document types: from the guest record's MRZ code (ICAO Doc 9303: P passport, I/A/C identity card,
 * V visa, with an optional second letter) and the issuing country to each authority's code
 * (docs/police-reports.md#document-types). A visa is not an identity document for any of them.
 * Each function returns the code, or a sentence saying why there is none.
 */

type Mapped = { code: string } | { reason: string };

const isPassport = (mrz: string) => mrz.startsWith('P');
const isIdCard = (mrz: string) => /^[IAC]/.test(mrz);
const VISA = 'a visa is not an identity document: register the passport it is in';

/**
 * Alloggiati Tipo Documento (documenti.csv): PASOR ordinary passport, PASDI diplomatic (PD), PASSE
 * service (PS); an identity card is IDELE when Italy issued it (the electronic CIE carries an MRZ),
 * else IDENT.
 */
export function italianDocumentType(mrz: string, issuingCountry: string | undefined): Mapped {
  if (isPassport(mrz)) return { code: mrz === 'PD' ? 'PASDI' : mrz === 'PS' ? 'PASSE' : 'PASOR' };
  if (isIdCard(mrz)) return { code: issuingCountry === 'ITA' ? 'IDELE' : 'IDENT' };
  return { reason: VISA };
}

/**
 * SES tipoDocumento (TIPO_DOCUMENTO, third-party list): PAS passport; an identity card Spain issued is
 * the NIF (DNI) of a Spanish national, else a NIE (residence card); a foreign identity card is OTRO.
 */
export function spanishDocumentType(mrz: string, issuingCountry: string | undefined, nationality: string): Mapped {
  if (isPassport(mrz)) return { code: 'PAS' };
  if (isIdCard(mrz)) return { code: issuingCountry !== 'ESP' ? 'OTRO' : nationality === 'ESP' ? 'NIF' : 'NIE' };
  return { reason: VISA };
}

/** SIBA Tipo_Documento (third-party list): P passport, B identity card. */
export function portugueseDocumentType(mrz: string): Mapped {
  if (isPassport(mrz)) return { code: 'P' };
  if (isIdCard(mrz)) return { code: 'B' };
  return { reason: VISA };
}
