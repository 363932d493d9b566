/**
 * Reading the twins: a twin is split into its `## ` sections (headings inside code fences are
 * code, not headings), so a tool answers with the part of a page that is about the thing asked.
 * Pure.
 */
export interface TwinSection {
  /** The heading's text as written (backticks kept): `` `example_disk` ``. */
  heading: string;
  /** The section, from its heading line to the line before the next heading of its level or above. */
  markdown: string;
}

const FENCE = /^(`{3,}|~{3,})/;

export function sectionsOf(markdown: string, level = 2): TwinSection[] {
  const lines = markdown.split('\n');
  const sections: TwinSection[] = [];
  const marker = new RegExp(`^#{1,${level}} `);
  const own = new RegExp(`^#{${level}} (.*)$`);
  let fence: string | null = null;
  let current = null as {heading: string; lines: string[]} | null;
  const close = () => {
    if (current) sections.push({heading: current.heading, markdown: current.lines.join('\n').trimEnd()});
    current = null;
  };
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (line.startsWith(fence) && line.trim() === line.trim().replace(/[^`~]/g, '')) fence = null;
    }
    if (fence === null && !fenceMatch && marker.test(line)) {
      close();
      const heading = own.exec(line);
      if (heading) current = {heading: heading[1].trim(), lines: [line]};
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return sections;
}

/** Heading text without Markdown code marks: `` `example_disk` `` → `example_disk`. */
export function plainHeading(heading: string): string {
  return heading.replace(/`/g, '').trim();
}
