/**
 * The hard level's camera or scanner (docs/passport-scan.md#corpus): glare spots and a shadow on
 * the page, the page bent (a booklet page curves) and seen in perspective, turned, laid on a
 * textured desk in a 600–1200 px picture, then focus or motion blur, sensor noise and JPEG at
 * quality 25–50. One remap does bend, perspective and rotation together.
 */
import { getPerspectiveWarp } from 'image-js';
import sharp, { type Sharp } from 'sharp';

export interface CameraParams {
  kind: 'scan' | 'photo';
  angle: number;
  /** Corner shifts, as fractions of the page's short side, clockwise from top left. */
  corners: [number, number][];
  /** Bend amplitude as a fraction of the page height (a cylinder across the lines). */
  curvature: number;
  glare: { x: number; y: number; radius: number; opacity: number }[];
  shadow: number;
  blur: { kind: 'focus' | 'motion'; amount: number; angle: number };
  quality: number;
  /** Long side of the photo (px) and the share of it the document's outline covers. */
  frame: number;
  fill: number;
}

/**
 * Two kinds of picture, as in the real set: 40 % flatbed scans (the page flat and nearly level,
 * filling the picture, a little focus blur, any quarter turn) and 60 % phone photos (perspective,
 * page bend, ±15° plus any quarter turn, glare spots, focus or motion blur, on a desk). Both at
 * 600–1200 px and JPEG quality 25–50.
 */
export function cameraParams(random: () => number): CameraParams {
  const between = (a: number, b: number) => a + random() * (b - a);
  const quarter = [0, 90, 180, 270][Math.floor(random() * 4)];
  const scan = random() < 0.4;
  const perspective = scan ? 0 : between(0.02, 0.1);
  return {
    kind: scan ? 'scan' : 'photo',
    angle: (scan ? between(-2, 2) : between(-15, 15)) + quarter,
    corners: Array.from({ length: 4 }, () => [between(-1, 1) * perspective, between(-1, 1) * perspective]),
    curvature: scan ? 0 : between(0, 0.03),
    glare: Array.from({ length: scan ? 0 : 1 + Math.floor(random() * 3) }, () => ({
      x: random(),
      y: between(0.3, 1),
      radius: between(0.04, 0.12),
      opacity: between(0.5, 0.9),
    })),
    shadow: scan ? 0 : between(0.1, 0.4),
    blur:
      scan || random() < 0.6
        ? { kind: 'focus', amount: scan ? between(0.3, 0.8) : between(0.4, 1.2), angle: 0 }
        : { kind: 'motion', amount: 3, angle: between(0, 180) },
    quality: Math.round(between(25, 50)),
    frame: Math.round(between(600, 1200)),
    fill: scan ? between(0.92, 0.99) : between(0.65, 0.95),
  };
}

type Matrix3 = number[][];
const multiply = (a: Matrix3, b: Matrix3): Matrix3 =>
  a.map((row) => b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)));
/** Inverse of a 3×3 matrix by its adjugate. */
function invert(m: Matrix3): Matrix3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    [A / det, -(b * i - c * h) / det, (b * f - c * e) / det],
    [B / det, (a * i - c * g) / det, -(a * f - c * d) / det],
    [C / det, -(a * h - b * g) / det, (a * e - b * d) / det],
  ];
}
const apply = (m: Matrix3, x: number, y: number): [number, number] => {
  const w = m[2][0] * x + m[2][1] * y + m[2][2];
  return [(m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w];
};

/** Lights the page: a shadow gradient and bright glare spots (laminate reflections). */
async function light(page: Buffer, p: CameraParams, random: () => number): Promise<Buffer> {
  const { width: w = 0, height: h = 0 } = await sharp(page).metadata();
  const spots = p.glare
    .map(
      (g, i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="#fff" stop-opacity="${g.opacity}"/><stop offset="0.45" stop-color="#fff" stop-opacity="${g.opacity * 0.8}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="s" x1="${random()}" y1="0" x2="${random()}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="${p.shadow}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>${spots}</defs>
<rect width="100%" height="100%" fill="url(#s)"/>${p.glare
    .map(
      (g, i) =>
        `<ellipse cx="${g.x * w}" cy="${g.y * h}" rx="${g.radius * w}" ry="${g.radius * w * 0.7}" fill="url(#g${i})"/>`,
    )
    .join('')}</svg>`;
  return sharp(page)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** Focus blur (Gaussian) or motion blur (a line kernel at the shake's angle). */
function blurred(image: Sharp, blur: CameraParams['blur']): Sharp {
  if (blur.kind === 'focus') return image.blur(blur.amount);
  const size = blur.amount;
  const kernel = Array<number>(size * size).fill(0);
  const [dx, dy] = [Math.cos((blur.angle * Math.PI) / 180), Math.sin((blur.angle * Math.PI) / 180)];
  for (let t = -(size - 1) / 2; t <= (size - 1) / 2; t += 0.25)
    kernel[Math.round((size - 1) / 2 + t * dy) * size + Math.round((size - 1) / 2 + t * dx)] = 1;
  return image.convolve({ width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) });
}

/** JPEG bytes of the page photographed by the hard level's camera. */
export async function photograph(pageSvg: string, p: CameraParams, random: () => number): Promise<Buffer> {
  const lit = await light(
    await sharp(Buffer.from(pageSvg)).flatten({ background: '#ffffff' }).png().toBuffer(),
    p,
    random,
  );
  const meta = await sharp(lit).metadata();
  const turn = (p.angle * Math.PI) / 180;
  const rotation: Matrix3 = [
    [Math.cos(turn), -Math.sin(turn), 0],
    [Math.sin(turn), Math.cos(turn), 0],
    [0, 0, 1],
  ];
  // Size of the document in the photo: its turned outline covers `fill` of the frame's long side.
  const outline = (w: number, h: number) => {
    const short = Math.min(w, h);
    const quad = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ].map(([x, y], i) => ({ column: x + p.corners[i][0] * short, row: y + p.corners[i][1] * short }));
    const { matrix } = getPerspectiveWarp(quad, { width: w, height: h });
    const forward = multiply(rotation, matrix);
    const points = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ].map(([x, y]) => apply(forward, x, y));
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    return {
      forward,
      minX: Math.min(...xs),
      minY: Math.min(...ys),
      bw: Math.max(...xs) - Math.min(...xs),
      bh: Math.max(...ys) - Math.min(...ys),
    };
  };
  const first = outline(meta.width ?? 0, meta.height ?? 0);
  const scale = (p.fill * p.frame) / Math.max(first.bw, first.bh);
  const [w, h] = [Math.round((meta.width ?? 0) * scale), Math.round((meta.height ?? 0) * scale)];
  const { data: page } = await sharp(lit).resize(w, h).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const placed = outline(w, h);
  const landscape = placed.bw >= placed.bh;
  const [fw, fh] = landscape
    ? [p.frame, Math.max(Math.round(p.frame * 0.75), Math.ceil(placed.bh) + 4)]
    : [Math.max(Math.round(p.frame * 0.75), Math.ceil(placed.bw) + 4), p.frame];
  const left = random() * Math.max(0, fw - placed.bw) - placed.minX;
  const top = random() * Math.max(0, fh - placed.bh) - placed.minY;
  const backward = invert(
    multiply(
      [
        [1, 0, left],
        [0, 1, top],
        [0, 0, 1],
      ],
      placed.forward,
    ),
  );
  const desk = [60 + random() * 120, 50 + random() * 90, 40 + random() * 80];
  const bend = p.curvature * h;
  const out = Buffer.alloc(fw * fh * 3);
  for (let y = 0; y < fh; y++)
    for (let x = 0; x < fw; x++) {
      const [u, v0] = apply(backward, x, y);
      const v = v0 - bend * Math.sin((Math.PI * u) / w);
      const noise = (random() - 0.5) * 14;
      const o = (y * fw + x) * 3;
      if (u < 0 || v < 0 || u >= w - 1 || v >= h - 1) {
        const grain = (random() - 0.5) * 18;
        for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, desk[c] + grain + (y / fh) * 25));
        continue;
      }
      const [x0, y0] = [Math.floor(u), Math.floor(v)];
      const [fx, fy] = [u - x0, v - y0];
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => page[(yy * w + xx) * 3 + c];
        const value =
          at(x0, y0) * (1 - fx) * (1 - fy) +
          at(x0 + 1, y0) * fx * (1 - fy) +
          at(x0, y0 + 1) * (1 - fx) * fy +
          at(x0 + 1, y0 + 1) * fx * fy;
        out[o + c] = Math.max(0, Math.min(255, value + noise));
      }
    }
  return blurred(sharp(out, { raw: { width: fw, height: fh, channels: 3 } }), p.blur)
    .jpeg({ quality: p.quality })
    .toBuffer();
}
