import './manualMode';
import Prism from 'prismjs/components/prism-core';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {createElement, useCallback, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import {normalizeTokens, type Token} from '../src/normalizeTokens';
import {themeToDict, type PrismTheme, type ThemeDict} from '../src/themeToDict';

/**
 * Drop-in for the parts of prism-react-renderer that Docusaurus' theme uses on the client:
 * `Prism` (extended by prism-include-languages) and `Highlight` (CodeBlock). Same props, same
 * render props, same markup; see __tests__/highlight.test.tsx.
 */
// What the theme's client module did at start-up (replaced, see ../replacements.ts): the languages of
// `prism.additionalLanguages`, now registered when the code block first loads Prism.
prismIncludeLanguages(Prism);

export {Prism, normalizeTokens};
export type {Token, PrismTheme};

type Styled = {style?: CSSProperties; className?: string; [key: string]: unknown};

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: Styled & {line: Token[]}) => Styled & {className: string};
  getTokenProps: (input: Styled & {token: Token}) => Styled & {className: string; children: string};
}

export interface HighlightProps {
  prism?: typeof Prism;
  theme?: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactElement;
}

export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  prism: typeof Prism;
  code: string;
  grammar?: Prism.Grammar;
  language: string;
}): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);
}

function styleOf(dict: ThemeDict, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]];
  return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

function HighlightInner({
  prism,
  theme,
  language: languageProp,
  code,
  children,
}: Required<Omit<HighlightProps, 'theme'>> & {theme?: PrismTheme}) {
  const language = languageProp.toLowerCase();
  const dict = theme ? themeToDict(theme, language) : undefined;
  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      ...(dict || style ? {style: {...dict?.plain, ...style}} : {}),
    }),
    [dict],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const tokenStyle = dict ? styleOf(dict, token) : undefined;
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style != null ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [dict],
  );
  const tokens = useTokenize({prism, language, code, grammar: prism.languages[language]});
  return children({tokens, className: `prism-code language-${language}`, style: dict?.root ?? {}, getLineProps, getTokenProps});
}

export function Highlight(props: HighlightProps): ReactElement {
  return createElement(HighlightInner, {...props, prism: props.prism ?? Prism});
}
