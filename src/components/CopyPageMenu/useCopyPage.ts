import {useEffect, useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyTwin, twinPath, type CopyEnvironment} from '@site/src/utils/copyPage';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {copyResultMessage} from './texts';

function browserEnvironment(): CopyEnvironment {
  return {
    fetch: (url) => window.fetch(url, {headers: {Accept: 'text/markdown'}}),
    clipboard: navigator.clipboard as unknown as CopyEnvironment['clipboard'],
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : (ClipboardItem as unknown as CopyEnvironment['ClipboardItem']),
    Blob,
  };
}

/**
 * The page's twin, the assistants' prompt that names it, and `copy`, which copies the twin and
 * says how it went (`onMessage`) before the menu closes (`onDone`).
 */
export function useCopyPage(permalink: string, title: string, onMessage: (message: string) => void, onDone: () => void) {
  const {siteConfig} = useDocusaurusContext();
  const {platformName} = useSiteSettings();
  const twin = twinPath(permalink);
  const prompt = translate(
    {
      id: 'copyPage.prompt',
      message:
        'Przeczytaj stronę dokumentacji {platform} „{title}” w wersji Markdown: {url} i odpowiadaj na moje pytania na jej podstawie.',
      description: 'Prompt given to an AI assistant; {url} is the Markdown twin of the page',
    },
    {platform: platformName, title, url: `${siteConfig.url}${twin}`},
  );
  const copy = async () => {
    onMessage('');
    onMessage(copyResultMessage(await copyTwin(browserEnvironment(), twin)));
    onDone();
  };
  return {twin, prompt, copy};
}

/** Focus moves into the menu when it opens, so the keyboard reader continues from its first item. */
export function useFocusOnMount<T extends HTMLElement>() {
  const element = useRef<T>(null);
  useEffect(() => element.current?.focus(), []);
  return element;
}
