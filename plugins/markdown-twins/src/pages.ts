import {createMdxParser} from '../../page-data-kit/mdx/parser';
import type {SiteAddresses} from './links';
import {createTwinSite, pageTwin} from './site';
import {PLUGIN_NAME, type MdNode} from './types';

/** One doc page to convert: its body already read (front matter off, settings filled in). */
export interface TwinJobPage {
  file: string;
  title: string;
  description: string;
  /** Route with the base path and the site's trailing slash. */
  permalink: string;
  body: string;
}

/**
 * What the conversion of every page needs, as plain data a worker thread can receive: the
 * addresses, the loaded content of each plugin whose component has a Markdown form, the settings
 * and the Polish messages.
 */
export interface TwinJob {
  addresses: SiteAddresses;
  contents: Readonly<Record<string, unknown>>;
  settings: Readonly<Record<string, string>>;
  messages: Readonly<Record<string, string>>;
  pages: readonly TwinJobPage[];
}

/** Every page's twin, in the order of `job.pages`. */
export async function renderTwins(job: TwinJob): Promise<string[]> {
  const site = createTwinSite(job.addresses, {
    content: (plugin) => {
      if (!(plugin in job.contents)) throw new Error(`[${PLUGIN_NAME}] the loaded content of "${plugin}" was not passed to the conversion`);
      return job.contents[plugin];
    },
    settings: job.settings,
    messages: job.messages,
  });
  const parse = await createMdxParser<MdNode>();
  return job.pages.map((page) => pageTwin(site, {...page, tree: parse(page.body)}));
}
