import {legacyForms, type RedirectRule} from './paths';

/** One static file that sends the reader to a canonical page. */
export interface RedirectFile {
  /** Path of the file inside the build folder ('billing/faktury.html'). */
  file: string;
  /** Absolute target URL path ('/pl/docs/billing/faktury/'). */
  target: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The one script every redirect page runs: it reads the target from the canonical link, so its
 * text (and its hash in the Content-Security-Policy) is the same on every redirect page.
 */
export const REDIRECT_SCRIPT =
  'location.replace(document.querySelector(\'link[rel="canonical"]\').getAttribute("href") + location.search + location.hash);';

/**
 * A redirect page for hosts that know nothing of the site: the inline script keeps the query
 * string and #hash, meta refresh covers readers without JavaScript, canonical tells crawlers.
 */
export function redirectHtml(target: string): string {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<title>Przekierowanie…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>${REDIRECT_SCRIPT}</script>
</head>
<body>
<p>Ta strona ma nowy adres: <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/**
 * Files a plain static host needs: `<segment>.html` for every page (the folder form and
 * `index.html` are served by the host itself) and both forms of each rule's source.
 */
export function planRedirectFiles(routes: readonly string[], rules: readonly RedirectRule[], baseUrl: string): RedirectFile[] {
  const absolute = (route: string) => `${baseUrl}${route.slice(1)}`;
  const files: RedirectFile[] = [];
  for (const route of routes) {
    if (route === '/') continue;
    const htmlForm = legacyForms(route).find((form) => form.endsWith('.html') && !form.endsWith('/index.html'));
    if (htmlForm) files.push({file: htmlForm.slice(1), target: absolute(route)});
  }
  for (const rule of rules) {
    files.push({file: `${rule.from.slice(1)}index.html`, target: absolute(rule.to)});
    files.push({file: `${rule.from.slice(1, -1)}.html`, target: absolute(rule.to)});
  }
  return files;
}
