/** Sent on every HTML answer, the sign-in page too: no inline script or style anywhere. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The policy for a page whose inline scripts the build lists by hash (`'sha256-…'`, the console page's
 * idmdash/csp.json): those scripts and no other inline script. Anything else in the list is ignored.
 */
export function policyWithScriptHashes(hashes: readonly unknown[]): string {
  const allowed = hashes.filter((hash): hash is string => typeof hash === 'string' && SCRIPT_HASH.test(hash));
  if (allowed.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${allowed.join(' ')}`);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A small standalone page; `body` must already be escaped HTML. */
export function htmlPage(title: string, body: string, stylesheet?: string): string {
  const link = stylesheet ? `\n  <link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${escapeHtml(title)}</title>${link}
</head>
<body>
${body}
</body>
</html>
`;
}
