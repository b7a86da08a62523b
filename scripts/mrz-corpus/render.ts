/**
 * Renders a document's data page as SVG (sharp rasterises it through fontconfig): a tinted page
 * with guilloche-like lines, a photo box, printed labels and the MRZ in OCR-B (Debian `fonts-ocr-b`)
 * at ICAO's 2.54 mm pitch (10 px/mm), the lines pinned to their exact width with `textLength`.
 */
import type { MrzFormat } from '../../src/features/passport-scan/engine/types.ts';

/** Page size in mm (ICAO Doc 9303 Parts 4–7: ID-3 for TD3/MRV-A, ID-2 for TD2/MRV-B, ID-1 for TD1). */
export const PAGE_MM: Record<MrzFormat, [number, number]> = {
  TD3: [125, 88],
  MRVA: [125, 88],
  TD2: [105, 74],
  MRVB: [105, 74],
  TD1: [85.6, 54],
  FRENCH_ID: [105, 74],
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** SVG of the data page, width × height in px (10 px per mm). */
export function dataPageSvg(
  format: MrzFormat,
  lines: string[],
  random: () => number,
): { svg: string; width: number; height: number } {
  const [wMm, hMm] = PAGE_MM[format];
  const width = Math.round(wMm * 10);
  const height = Math.round(hMm * 10);
  const hue = Math.floor(random() * 360);
  const mrzLeft = format === 'TD1' ? 30 : 60;
  const lineGap = 42;
  const firstBaseline = height - 40 - (lines.length - 1) * lineGap;
  const guilloche = Array.from({ length: 14 }, (_, i) => {
    const y = 40 + i * 45;
    return `<path d="M0 ${y} Q ${width / 3} ${y - 60} ${width / 2} ${y} T ${width} ${y}" stroke="hsl(${hue},45%,75%)" stroke-width="2" fill="none"/>`;
  }).join('');
  const labels = ['Surname / Nom', 'Given names / Prénoms', 'Nationality', 'Date of birth', 'Sex', 'Date of expiry']
    .map(
      (label, i) =>
        `<text x="${width * 0.36}" y="${90 + i * 70}" font-family="DejaVu Sans" font-size="18" fill="#445">${label}</text>` +
        `<text x="${width * 0.36}" y="${115 + i * 70}" font-family="DejaVu Sans" font-size="24" fill="#111">${'X'.repeat(3 + Math.floor(random() * 12))}</text>`,
    )
    .filter((_, i) => 115 + i * 70 < firstBaseline - 60)
    .join('');
  const mrz = lines
    .map(
      (line, i) =>
        `<text x="${mrzLeft}" y="${firstBaseline + i * lineGap}" font-family="OCR B" font-size="36" textLength="${line.length * 25.4}" lengthAdjust="spacing" fill="#111">${escape(line)}</text>`,
    )
    .join('');
  const photoH = Math.min(380, firstBaseline - 110);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${hue},35%,93%)"/>${guilloche}
<text x="40" y="50" font-family="DejaVu Sans" font-size="26" font-weight="bold" fill="#223">PASSPORT · REGISTRY SPECIMEN</text>
<rect x="40" y="80" width="${Math.round(photoH * 0.78)}" height="${photoH}" fill="hsl(${hue},10%,60%)"/>
${labels}${mrz}</svg>`;
  return { svg, width, height };
}
