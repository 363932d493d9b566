import {createHash} from 'node:crypto';

// The script policy of the production server, computed from the build: every inline script the
// build emits is allowed by its SHA-256, so script-src needs no 'unsafe-inline'. Data blocks
// (JSON-LD) are not executed and need no hash.

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** SHA-256 sources ('sha256-…') of the executable inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PolicyExtras {
  /** Hosts a configured tag manager or hosted search needs, for script-src and connect-src. */
  scriptHosts?: readonly string[];
  connectHosts?: readonly string[];
}

/** The Content-Security-Policy for a set of hashes (sorted, so the file is stable). */
export function contentSecurityPolicy(hashes: Iterable<string>, extras: PolicyExtras = {}): string {
  const scripts = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...(extras.scriptHosts ?? [])].join(' '),
    // Style attributes are everywhere in the rendered pages (React style props, Mermaid's SVG),
    // and hashes do not cover attributes: styles keep 'unsafe-inline'. Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(extras.connectHosts ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** deploy/nginx/csp.conf as the build would have it. */
export function cspConf(policy: string): string {
  return `# Generated from the build's inline scripts by plugins/site-files (csp.ts); do not edit by hand.
# Regenerate after a change that adds or changes an inline script: npm run generate
add_header Content-Security-Policy "${policy}" always;
`;
}
