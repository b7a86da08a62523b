/**
 * Saves `parts` as a file named `fileName` through a temporary object URL and an `<a download>`
 * click (the browser's own download; nothing is uploaded). `type` is the MIME type, e.g.
 * `application/json` or `text/csv;charset=utf-8`.
 */
export function downloadFile(fileName: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
