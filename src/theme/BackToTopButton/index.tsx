import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {shouldShowBackToTop} from '@site/src/utils/backToTop';
import styles from './styles.module.css';

/**
 * Replaces the theme's button, which shows only while scrolling up: the spec wants it visible
 * as soon as the reader is 300 px down the page, and hidden above that.
 */
export default function BackToTopButton(): ReactNode {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(shouldShowBackToTop(window.scrollY));
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
      onClick={() => window.scrollTo({top: 0, behavior: 'smooth'})}
    />
  );
}
