/**
 * The keyboard alternative to drawing (docs/online-check-in.md#signature): the guest types their full name
 * and the page renders it as the signature image, in a handwriting-like font on a white canvas, as a PNG
 * (the same kind of image the pad gives, so checkin-submit and the card treat both alike).
 */

/** Size in CSS px when the canvas has no layout box (e.g. not on screen). */
export const TYPED_SIGNATURE_SIZE = { width: 600, height: 160 } as const;

/**
 * Draws `name` on `canvas` at its own box's size × `ratio` (the pad's, so the guest sees the image that
 * is sent), centred, shrunk to fit.
 * @returns the PNG data URL, or null when the name is blank or the browser has no 2D canvas
 */
export function drawTypedSignature(canvas: HTMLCanvasElement, name: string, ratio = 1): string | null {
  const text = name.trim();
  const context = canvas.getContext('2d');
  if (!text || !context) return null;
  const width = canvas.offsetWidth || TYPED_SIGNATURE_SIZE.width;
  const height = canvas.offsetHeight || TYPED_SIGNATURE_SIZE.height;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0f172a';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let size = Math.min(56, Math.floor(height / 2));
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive`;
  context.font = font(size);
  while (size > 16 && context.measureText(text).width > width - 40) context.font = font((size -= 4));
  context.fillText(text, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
