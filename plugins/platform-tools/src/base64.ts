/**
 * Base64 of UTF-8 text, written out here rather than taken from `btoa` or `Buffer`: `btoa` takes
 * only Latin-1 (a Polish letter throws) and `Buffer` is not in the browser. Pure functions.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Line breaks that `base64` tools put every 76 characters; they are not part of the value. */
const LINE_BREAKS = /[\r\n]+/g;

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return, and DEL. */
function isBinaryControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x08 || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
}

/** Base64 (standard alphabet, with padding) of the UTF-8 bytes of `text`. */
export function encodeInitScript(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a, b, c] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const chunk = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(chunk >> 18) & 63] + ALPHABET[(chunk >> 12) & 63];
    out += b === undefined ? '=' : ALPHABET[(chunk >> 6) & 63];
    out += c === undefined ? '=' : ALPHABET[chunk & 63];
  }
  return out;
}

/**
 * Whether `value` is already base64: the standard alphabet, whole groups of four, padding only at
 * the end. Line breaks are ignored (encoders wrap long output); an empty value is not base64.
 */
export function isBase64(value: string): boolean {
  const compact = value.trim().replace(LINE_BREAKS, '');
  return compact !== '' && BASE64.test(compact);
}

/**
 * The UTF-8 text that base64 `value` encodes, or null when it is not base64 or its bytes are not
 * UTF-8 text (a short word such as "test" passes isBase64 but decodes to noise).
 */
export function decodeInitScript(value: string): string | null {
  if (!isBase64(value)) return null;
  const compact = value.trim().replace(LINE_BREAKS, '').replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of compact) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
      buffer &= (1 << bits) - 1;
    }
  }
  try {
    const text = new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array(bytes));
    // Control characters other than tabs and line breaks mean binary data, not a script.
    return [...text].some(isBinaryControl) ? null : text;
  } catch {
    return null;
  }
}
