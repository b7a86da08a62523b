/**
 * The renderers run in Deno as the edge function will run them (npm: imports through deno.json, the
 * code tables as JSON modules): the three worked examples come out exactly as in Node.
 */
import assert from 'node:assert/strict';
import { renderPoliceReport, type PoliceFormat } from './render.ts';
import { sesSolicitud } from './ses-package.ts';

const fixture = (name: string) => Deno.readTextFileSync(new URL(`./testing/${name}`, import.meta.url));
const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->\n/g, '');

for (const [format, input, expected] of [
  ['alloggiati', 'rome-eriksson.json', 'rome-eriksson.expected.txt'],
  ['ses', 'madrid-eriksson.json', 'madrid-eriksson.expected.xml'],
  ['siba', 'lisbon-eriksson.json', 'lisbon-eriksson.expected.xml'],
] as [PoliceFormat, string, string][]) {
  Deno.test(`${format}: the worked example, byte for byte`, async () => {
    const result = await renderPoliceReport(format, JSON.parse(fixture(input)));
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(result.files, [withoutComments(fixture(expected))]);
  });
}

Deno.test('ses: the ZIP + Base64 form starts with a ZIP header', async () => {
  const result = await renderPoliceReport('ses', JSON.parse(fixture('madrid-eriksson.json')));
  assert.ok(result.ok);
  assert.match(sesSolicitud(result.files[0]), /^UEsDB/);
});

Deno.test('a Spanish NIF is checked through better-dni in Deno too', async () => {
  const input = JSON.parse(fixture('madrid-eriksson.json'));
  Object.assign(input.stays[0].travellers[0], {
    nationality: 'ESP',
    documentType: 'I',
    documentIssuingCountry: 'ESP',
    documentNumber: '00000000A',
    documentSupport: 'BAA000000',
    secondLastName: 'Núñez',
  });
  const result = await renderPoliceReport('ses', input);
  assert.ok(!result.ok);
  assert.deepEqual(
    result.problems.map((p) => p.field),
    ['numeroDocumento'],
  );
});
