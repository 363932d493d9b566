import {useEffect, type ReactNode} from 'react';
import TOCItemsOriginal from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';
import {useThemeConfig} from '@docusaurus/theme-common';
import {activeHeadingIndex, throttle, TOC_HIGHLIGHT_INTERVAL_MS} from '@site/src/utils/tocHighlight';

interface HighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

function headingSelector(min: number, max: number): string {
  const levels: string[] = [];
  for (let level = min; level <= max; level++) levels.push(`h${level}.anchor`);
  return levels.join(',');
}

/** The theme's highlight rule, run at most every 300 ms while the reader scrolls. */
function useThrottledHighlight(config: HighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return undefined;
    const {linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel} = config;
    let active: Element | undefined;
    const update = () => {
      const anchors = Array.from(document.querySelectorAll(headingSelector(minHeadingLevel, maxHeadingLevel)));
      const navbarHeight = document.querySelector('.navbar')?.clientHeight ?? 0;
      const boxes = anchors.map((anchor) => anchor.getBoundingClientRect());
      const index = activeHeadingIndex(boxes, navbarHeight, window.innerHeight);
      const id = index >= 0 ? anchors[index].id : null;
      const link = Array.from(document.getElementsByClassName(linkClassName)).find(
        (candidate) => id !== null && decodeURIComponent((candidate as HTMLAnchorElement).hash.slice(1)) === id,
      );
      if (link === active) return;
      active?.classList.remove(linkActiveClassName);
      link?.classList.add(linkActiveClassName);
      active = link;
    };
    const onScroll = throttle(update, TOC_HIGHLIGHT_INTERVAL_MS);
    update();
    document.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      active?.classList.remove(linkActiveClassName);
    };
  }, [config?.linkClassName, config?.linkActiveClassName, config?.minHeadingLevel, config?.maxHeadingLevel]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Wraps the theme's TOC list and takes over its heading highlight: the theme recomputes it on
 * every scroll event, the spec wants at most one update per 300 ms.
 */
export default function TOCItems(props: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const {linkClassName = 'table-of-contents__link', linkActiveClassName} = props;
  useThrottledHighlight(
    linkActiveClassName && linkClassName
      ? {
          linkClassName,
          linkActiveClassName,
          minHeadingLevel: props.minHeadingLevel ?? tableOfContents.minHeadingLevel,
          maxHeadingLevel: props.maxHeadingLevel ?? tableOfContents.maxHeadingLevel,
        }
      : undefined,
  );
  return <TOCItemsOriginal {...props} linkActiveClassName={undefined} />;
}
