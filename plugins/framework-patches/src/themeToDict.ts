import type {CSSProperties} from 'react';

/** A Prism colour theme as Docusaurus' `prism.theme` holds it. */
export interface PrismTheme {
  plain: CSSProperties;
  styles: {types: string[]; languages?: string[]; style: CSSProperties}[];
}

export type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

/** Style of every token type for one language: later theme entries win, as in prism-react-renderer. */
export function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, CSSProperties> = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  return {...dict, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}
