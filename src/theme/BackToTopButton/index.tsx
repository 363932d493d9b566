import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {backToTopShown, focusPageHeading, NARROW_MAX_WIDTH} from '@site/src/utils/backToTop';
import styles from './styles.module.css';

/**
 * Replaces the theme's button, which shows only while scrolling up: the spec wants it visible
 * as soon as the reader is 300 px down the page, and hidden above that. On a phone it gives way
 * while the reader scrolls down (src/utils/backToTop.ts says why). It takes keyboard focus to the
 * page's heading, so the focus is not left behind at the bottom of the page.
 */
export default function BackToTopButton(): ReactNode {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    let previousY = window.scrollY;
    let wasShown = false;
    const narrow = window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH}px)`);
    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const atEnd = scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      wasShown = backToTopShown({scrollY, previousY, shown: wasShown, narrow: narrow.matches, atEnd});
      previousY = scrollY;
      setShown(wasShown);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      type="button"
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Przewiń do góry',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx('clean-btn', 'theme-back-to-top-button', styles.backToTopButton, shown && styles.visible)}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      data-visible={shown}
      onClick={() => {
        window.scrollTo({top: 0, behavior: 'smooth'});
        focusPageHeading(document);
      }}
    />
  );
}
