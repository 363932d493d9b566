/** A run of text of one kind: the token types that apply to it, innermost last. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Prism's token tree, as `Prism.tokenize` returns it (structurally, so no Prism import). */
export type PrismTokenStream = (string | PrismToken)[];

export interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | PrismTokenStream;
}

function normalizeEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

function withType(types: string[], added: string | string[]): string[] {
  return types[types.length - 1] === added ? types : types.concat(added);
}

/**
 * Flattens Prism's nested tokens into lines of typed runs (the algorithm of
 * prism-react-renderer's normalizeTokens, so the markup stays the same).
 */
export function normalizeTokens(stream: PrismTokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (tokens: PrismTokenStream, inherited: string[], depth: number): void => {
    for (const token of tokens) {
      let types: string[];
      let content: PrismToken['content'];
      if (typeof token === 'string') {
        types = depth > 0 ? inherited : ['plain'];
        content = token;
      } else {
        types = withType(inherited, token.type);
        if (token.alias) types = withType(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types, depth + 1);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      lines[lines.length - 1].push({types, content: parts[0]});
      for (const part of parts.slice(1)) {
        normalizeEmptyLine(lines[lines.length - 1]);
        lines.push([{types, content: part}]);
      }
    }
  };
  visit(stream, [], 0);
  normalizeEmptyLine(lines[lines.length - 1]);
  return lines;
}
