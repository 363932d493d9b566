/**
 * Small Markdown writers shared by the converter and the component renderers. Pure: strings in,
 * CommonMark + GFM out.
 */

/** A table cell: pipes escaped and line breaks folded, so one value never breaks the row. */
export function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** A GFM table; every row must have as many cells as the header. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Inline code that survives backticks inside the value. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return longest > 0 ? `${ticks} ${text} ${ticks}` : `${ticks}${text}${ticks}`;
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function fence(lang: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/^`+/gm)].map((match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.replace(/\n+$/, '')}\n${ticks}`;
}

/** Every line prefixed with `> ` (blank lines with `>`), as a CommonMark block quote. */
export function blockquote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

/**
 * Data text in running Markdown: characters that would start Markdown syntax escaped. An
 * underscore inside a word (`clone_ticket`), a `>` inside a line (`Konto > Użytkownicy`) and a
 * `<` before a space start nothing in CommonMark and stay as they are.
 */
export function escapeText(text: string): string {
  return text
    .replace(/([\\`*[\]])/g, '\\$1')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/(^|\W)_|_(?=\W|$)/g, (match) => match.replace('_', '\\_'));
}

export function link(label: string, url: string): string {
  return `[${escapeText(label)}](${url})`;
}
