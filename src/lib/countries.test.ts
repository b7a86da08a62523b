import { beforeAll, describe, expect, it } from 'vitest';
import { countryName, countryOptions, loadCountryNames } from './countries';

describe('country names', () => {
  beforeAll(() => loadCountryNames());

  it('list each country once, by name, with its ICAO code behind it', () => {
    const options = countryOptions();
    const names = options.map((o) => o.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(options.filter((o) => o.name.startsWith('Germ'))).toEqual([{ code: 'D', name: 'Germany' }]);
    expect(options.filter((o) => o.name === 'Kosovo')).toEqual([{ code: 'RKS', name: 'Kosovo' }]);
  });

  it('still name the ISO codes old guests may hold', () => {
    expect([countryName('DEU'), countryName('XKK'), countryName('D')]).toEqual(['Germany', 'Kosovo', 'Germany']);
  });
});
