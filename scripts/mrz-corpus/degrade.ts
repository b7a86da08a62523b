/**
 * Degrades a rendered data page the way a phone camera does. Clean and moderate: rotation, skew as
 * a small affine shear, blur, uneven light (a shadow gradient), sensor noise and JPEG compression
 * (quality 45–60 at moderate), placed anywhere in a 1100–1600 px frame on a plain background. Hard
 * goes through camera.ts (perspective, bend, glare spots, focus or motion blur, 600–1200 px, JPEG
 * 25–50), drawn to look like the real documents (docs/passport-scan.md#corpus).
 */
import sharp from 'sharp';
import { cameraParams, photograph, type CameraParams } from './camera.ts';

export type Level = 'clean' | 'moderate' | 'hard';

interface Params {
  angle: number;
  shear: number;
  blur: number;
  shadow: number;
  glare: number;
  quality: number;
  frameWidth: number;
}

function paramsFor(level: 'clean' | 'moderate', random: () => number): Params {
  const between = (a: number, b: number) => a + random() * (b - a);
  // Drawn for the hard level before it had its own camera; still drawn so clean and moderate photos
  // of a seed stay what they were.
  random();
  if (level === 'clean')
    return {
      angle: between(-2, 2),
      shear: 0,
      blur: 0,
      shadow: 0,
      glare: 0,
      quality: 85,
      frameWidth: Math.round(between(1300, 1600)),
    };
  return {
    angle: between(-8, 8) + (random() < 0.25 ? 180 : 0),
    shear: between(-0.04, 0.04),
    blur: between(0.6, 1.1),
    shadow: between(0.15, 0.35),
    glare: 0,
    quality: Math.round(between(45, 60)),
    frameWidth: Math.round(between(1100, 1600)),
  };
}

/** JPEG bytes of the degraded photo, and the parameters used (kept in the ground truth). */
export async function degrade(
  pageSvg: string,
  level: Level,
  random: () => number,
): Promise<{ jpeg: Buffer; params: Params | CameraParams }> {
  if (level === 'hard') {
    const camera = cameraParams(random);
    return { jpeg: await photograph(pageSvg, camera, random), params: camera };
  }
  const p = paramsFor(level, random);
  let page = sharp(Buffer.from(pageSvg)).flatten({ background: '#ffffff' });
  if (p.blur > 0) page = page.blur(p.blur);
  const pagePng = await page.png().toBuffer();
  const meta = await sharp(pagePng).metadata();
  const [w, h] = [meta.width, meta.height];
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="s" x1="${random()}" y1="0" x2="${random()}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="${p.shadow}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${p.glare}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/><ellipse cx="${random() * w}" cy="${random() * h}" rx="${w * 0.25}" ry="${h * 0.2}" fill="url(#g)"/></svg>`;
  const lit = await sharp(pagePng)
    .composite([{ input: Buffer.from(light) }])
    .png()
    .toBuffer();
  const background = {
    r: 90 + Math.floor(random() * 80),
    g: 70 + Math.floor(random() * 60),
    b: 50 + Math.floor(random() * 60),
  };
  const skewed = await sharp(lit)
    .affine([1, p.shear, p.shear * 0.5, 1], { background })
    .png()
    .toBuffer();
  const turned = await sharp(skewed).rotate(p.angle, { background }).png().toBuffer();
  const tm = await sharp(turned).metadata();
  const scale = Math.min(1, (p.frameWidth * 0.85) / tm.width, (p.frameWidth * 0.75 * 0.85) / tm.height);
  const small = await sharp(turned)
    .resize(Math.round(tm.width * scale))
    .png()
    .toBuffer();
  const sm = await sharp(small).metadata();
  const frameHeight = Math.round(p.frameWidth * 0.75);
  const left = Math.floor(random() * Math.max(1, p.frameWidth - sm.width));
  const top = Math.floor(random() * Math.max(1, frameHeight - sm.height));
  const jpeg = await sharp({
    create: {
      width: p.frameWidth,
      height: frameHeight,
      channels: 3,
      background,
    },
  })
    .composite([{ input: small, left, top }])
    .jpeg({ quality: p.quality })
    .toBuffer();
  return { jpeg, params: p };
}
