/**
 * Saves text as a file through a Blob and an object URL: no data: URL and no inline script, so it
 * works under the console's Content-Security-Policy.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name without path separators or characters Windows refuses. */
export function safeFileName(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'export';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
