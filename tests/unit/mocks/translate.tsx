import type {ReactNode} from 'react';

interface TranslateProps {
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
  children: string;
}

function interpolate(message: string, values?: Record<string, unknown>): string {
  return message.replace(/\{(\w+)\}/g, (_m, key: string) => String(values?.[key] ?? `{${key}}`));
}

/** Test double of @docusaurus/Translate: the default (Polish) message with its values. */
export function translate({message}: {id?: string; message: string; description?: string}, values?: Record<string, unknown>): string {
  return interpolate(message, values);
}

export default function Translate({children, values}: TranslateProps): ReactNode {
  return <>{interpolate(children, values as Record<string, unknown>)}</>;
}
