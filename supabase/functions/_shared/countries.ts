/**
 * Country codes as ICAO Doc 9303 Part 3 writes them in an MRZ (nationality, issuing state): the
 * ISO 3166-1 alpha-3 codes plus ICAO's own codes that ISO lacks.
 * Names for display are the SPA's business (src/lib/countries.ts loads them from `i18n-iso-countries`
 * after the first paint); the extra codes carry their English names here because no ISO list has them.
 */

/** ICAO Doc 9303 Part 3 codes outside ISO 3166-1 alpha-3, with English names. */
export const ICAO_EXTRA_COUNTRIES: Readonly<Record<string, string>> = {
  D: 'Germany',
  EUE: 'European Union',
  GBD: 'British Overseas Territories Citizen',
  GBN: 'British National (Overseas)',
  GBO: 'British Overseas Citizen',
  GBP: 'British Protected Person',
  GBS: 'British Subject',
  RKS: 'Kosovo',
  UNA: 'United Nations specialized agency',
  UNK: 'Kosovo (UNMIK travel document)',
  UNO: 'United Nations',
  XOM: 'Sovereign Military Order of Malta',
  XXA: 'Stateless person',
  XXB: 'Refugee (1951 Convention)',
  XXC: 'Refugee (other)',
  XXX: 'Unspecified nationality',
};

/**
 * ISO 3166-1 alpha-3, as `i18n-iso-countries` lists them (countries.vitest.ts checks they match). Written out
 * so that validating a code does not ship the library (~9 KB gzip) to every page that shows a guest form
 * (docs/architecture.md#performance).
 */
const ISO_ALPHA3 = [
  'ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR BHR',
  'BHS BIH BLM BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG COK COL',
  'COM CPV CRI CUB CUW CXR CYM CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH FIN FJI FLK',
  'FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GLP GMB GNB GNQ GRC GRD GRL GTM GUF GUM GUY HKG HMD HND HRV',
  'HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAZ KEN KGZ KHM KIR KNA KOR KWT LAO',
  'LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL MKD MLI MLT MMR MNE MNG',
  'MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR NPL NRU NZL OMN PAK PAN PCN',
  'PER PHL PLW PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU SDN SEN SGP SGS SHN SJM SLB SLE',
  'SLV SMR SOM SPM SRB SSD STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKL TKM TLS TON TTO',
  'TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT VEN VGB VIR VNM VUT WLF WSM XKK YEM ZAF ZMB ZWE',
]
  .join(' ')
  .split(' ');

/**
 * ISO alpha-3 codes of countries that ICAO Doc 9303 Part 3 writes otherwise in an MRZ: Germany is D,
 * Kosovo is RKS (XKK is only a user-assigned ISO code). One entry per country: the ICAO code is the one
 * listed and stored; the ISO code is still understood (old rows, typed codes) and stored as the ICAO one.
 */
export const ISO_CODES_ICAO_REPLACES: Readonly<Record<string, string>> = { DEU: 'D', XKK: 'RKS' };

/** Every code a guest's nationality or issuing country may hold (one per country), upper case, sorted. */
export const ICAO_COUNTRY_CODES: readonly string[] = [
  ...ISO_ALPHA3.filter((code) => !(code in ISO_CODES_ICAO_REPLACES)),
  ...Object.keys(ICAO_EXTRA_COUNTRIES),
].sort();

const known = new Set(ICAO_COUNTRY_CODES);

/** @param code an upper-case code, e.g. 'DEU', 'PRT' @returns the code ICAO writes for it: 'D', 'PRT' */
export const icaoCountryCode = (code: string): string => ISO_CODES_ICAO_REPLACES[code] ?? code;

/** @param code e.g. 'PRT', 'D', 'XXA'; @returns whether it is one of the listed ICAO Doc 9303 Part 3 codes. */
export const isIcaoCountryCode = (code: string): boolean => known.has(code);
