import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub and VS Dark Prism themes with every token colour raised to at least 4.5:1 against
 * the code background (WCAG 2.1 AA), also on a highlighted line (custom.css darkens it); the
 * stock themes fail axe on comments, strings and numbers. src/config/__tests__/prismThemes.test.ts
 * checks every token.
 */
const lightColours: Record<string, string> = {
  '#999988': '#5e5e4f',
  '#e3116c': '#b3125a',
  '#36acaa': '#1a6e6c',
  '#00a4db': '#006696',
  '#d73a49': '#b82636',
};

const darkColours: Record<string, string> = {
  'rgb(0, 0, 128)': '#8a8ae6',
  'rgb(100, 102, 149)': '#9a9cd6',
  '#808080': '#a0a0a0',
};

function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && colours[colour] ? {...entry, style: {...entry.style, color: colours[colour]}} : entry;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, lightColours);
export const darkCodeTheme = recolour(themes.vsDark, darkColours);
