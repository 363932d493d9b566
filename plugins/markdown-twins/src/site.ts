import {collectComponents, type TwinData} from './registry';
import {convertPage, type ComponentRenderer, type ConvertOptions} from './convert';
import {absoluteRoute, resolveLink, type SiteAddresses} from './links';
import type {MdNode} from './types';

/**
 * Everything a page's conversion needs from the site, put together once: the component
 * renderers, the admonition labels and the link resolver. Pure.
 */
export interface TwinSite {
  addresses: SiteAddresses;
  components: Readonly<Record<string, ComponentRenderer>>;
  admonitionLabels: Readonly<Record<string, string>>;
}

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/** The admonition labels the theme shows (i18n/pl/code.json, `theme.admonition.*`), capitalised as a lead-in. */
export function admonitionLabels(messages: Readonly<Record<string, string>>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const type of ADMONITIONS) {
    const message = messages[`theme.admonition.${type}`];
    if (message) labels[type] = message.charAt(0).toLocaleUpperCase('pl') + message.slice(1);
  }
  return labels;
}

export function createTwinSite(addresses: SiteAddresses, data: Omit<TwinData, 'absolute'>): TwinSite {
  return {
    addresses,
    components: collectComponents({...data, absolute: (route) => absoluteRoute(route, addresses)}),
    admonitionLabels: admonitionLabels(data.messages),
  };
}

/** Address of a page's twin: the page's address (with its trailing slash) and `index.md`. */
export function twinUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/?$/, '/')}index.md`;
}

export interface TwinInput {
  file: string;
  title: string;
  description?: string;
  /** Route with the base path: `/pl/docs/billing/faktury/`. */
  permalink: string;
  /** Body without front matter, settings filled in. */
  body: string;
  tree: MdNode;
}

export function pageTwin(site: TwinSite, input: TwinInput): string {
  const url = absoluteRoute(input.permalink, site.addresses);
  const options: ConvertOptions = {
    components: site.components,
    admonitionLabels: site.admonitionLabels,
    resolveUrl: (target) => resolveLink(target, input.file, url, site.addresses),
  };
  return convertPage(
    {file: input.file, title: input.title, description: input.description, url, body: input.body, tree: input.tree},
    options,
  );
}
