/**
 * Reading numbers typed by a Polish reader: a comma or a dot as the decimal sign, spaces between
 * thousands. An empty or malformed entry is NaN, which the engines reject with their own message.
 */
export function parseNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** An optional number: undefined when the field is left empty. */
export function parseOptionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : parseNumber(text);
}

/** A list of numbers separated by commas, semicolons or spaces ("3051, 3052"). */
export function parseNumberList(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map(parseNumber);
}

/** An amount in Polish notation: 1 000,5 → "1000,50"; whole amounts without decimals. */
export function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}
