/**
 * A phone number as printed for readers ("+48 22 000 00 00", "(22) 000-00-00") and its tel:
 * address (RFC 3966: digits with an optional leading +, no spaces or punctuation), so a reader on
 * a phone calls with one tap. The site setting keeps the printed form; this derives the other.
 */
export function telHref(printed: string): string {
  const digits = printed.replace(/[^0-9+]/g, '');
  const normalized = digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
  if (!/^\+?[0-9]{3,}$/.test(normalized)) throw new Error(`"${printed}" is not a phone number`);
  return `tel:${normalized}`;
}
