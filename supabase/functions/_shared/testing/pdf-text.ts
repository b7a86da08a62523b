/**
 * Reads a PDF's text back with pdfjs-dist (Node only: the legacy build, no worker), for tests that check
 * what a rendered document says (docs/online-check-in.md#the-registration-card).
 * @param bytes the PDF
 * @returns each page's text items joined by spaces, pages joined by a newline
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createRequire } = await import('node:module');
  const { dirname } = await import('node:path');
  // The 14 standard fonts' metrics, which pdfjs reads from its package to place the text.
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const loading = getDocument({ data: bytes.slice(), standardFontDataUrl, useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return pages.join('\n');
}
