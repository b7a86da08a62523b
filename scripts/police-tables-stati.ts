/**
 * Alloggiati states (italy/stati.csv) whose Italian name i18n-iso-countries does not know, with the
 * ISO 3166-1 alpha-3 country (or ICAO Doc 9303 code, for the stateless) each stands for, checked by
 * hand (docs/decisions.md#police-code-tables). '' = no country today (a state that no longer exists).
 */
export const STATI_BY_HAND: Readonly<Record<string, string>> = {
  '100000733': 'AIA', // ANGUILLA (ISOLA)
  '100000999': 'XXA', // APOLIDE: stateless person (ICAO code)
  '100000304': 'BHR', // BAHREIN
  '100000739': 'BMU', // BERMUDE
  '100000740': '', // BOPHUTHATSWANA, ended 1994
  '100000309': 'BRN', // BRUNEI DARUSSALAM
  '100000742': 'CYM', // CAYMAN (ISOLE)
  '100000210': '', // CECOSLOVACCHIA, ended 1993
  '100000743': 'CXR', // CHRISTMAS
  '100000746': 'CCK', // COCOS
  '100000418': 'COG', // CONGO (Brazzaville; the Democratic Republic is 100000998)
  '100000755': 'FRO', // FAER OER
  '100000245': 'RUS', // FEDERAZIONE RUSSA
  '110000022': 'SGS', // GEORGIA SUD E ISOLE SANDWICH AUSTRALI
  '100000761': 'GUF', // GUAYANA FRANCESE
  '100000764': 'VIR', // ISOLE VERGINI (of the United States; the British ones are 100000812)
  '100000765': 'REU', // LA REUNION
  '100000253': 'MKD', // MACEDONIA, ended 2019-02-13 (then MACEDONIA DEL NORD)
  '100000767': 'MYS', // MALAYSIA
  '100000768': 'FLK', // MALVINE
  '100000769': 'IMN', // MAN
  '100000772': 'MHL', // MARSHALL
  '100000438': 'MUS', // MAURIZIO
  '100000775': 'FSM', // MICRONESIA STATI FEDERALI
  '100000307': 'MMR', // MYANMAR-BIRMANIA
  '100000778': 'NFK', // NORFOLK
  '100000783': 'PLW', // PALAU REPUBBLICA
  '110000001': 'PSE', // PALESTINA
  '100000721': 'PNG', // PAPUASIA-N.GUINEA
  '100000786': 'PCN', // PITCAIRN
  '100000787': 'PYF', // POLINESIA (French Polynesia)
  '100000790': 'PRI', // PUERTO RICO
  '100000255': 'SVK', // REPUBBLICA SLOVACCA
  '100000534': 'KNA', // S. CHRISTOPHER E NEVIS
  '100000533': 'VCT', // S. VINCENT E GRENADINE, ended 2001 (then SAINT VINCENT E GRENADINE)
  '100000795': 'ESH', // SAHARA SPAGNOLO (Western Sahara)
  '100000532': 'LCA', // SAINT LUCIA
  '100000796': 'SPM', // SAINT PIERRE ET MIQUELON
  '100000725': 'SLB', // SALOMONE
  '100000799': 'SHN', // SANT ELENA
  '100000311': 'LKA', // SRI LANKA (CEYLON)
  '100000246': 'VAT', // STATO DELLA CITTA' DEL VATICANO
  '100000467': 'SSD', // SUD SUDAN
  '100000456': 'SWZ', // SWAZILAND (Eswatini)
  '100000805': 'TLS', // TIMOR (Timor-Leste)
  '100000810': 'TCA', // TURKS
  '100000812': 'VGB', // VERGINI BRITANNICHE (ISOLE)
  '100000815': 'WLF', // WALLIS
};
