import {useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface GlossaryTermProps {
  id: string;
  definition: string;
  children: ReactNode;
}

/** Room kept between a tooltip and the screen's edge. */
const EDGE = 8;

/**
 * A glossary term in running text: a link to its entry on /slowniczek/ whose definition shows as
 * a tooltip on hover and keyboard focus; on touch, the first tap shows it, the second follows
 * the link. Escape closes it. The definition is in the page as the link's description, so
 * screen readers hear it without the tooltip.
 */
export default function GlossaryTerm({id, definition, children}: GlossaryTermProps): ReactNode {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const tooltip = useRef<HTMLSpanElement>(null);
  const touchOpened = useRef(false);

  // Keep the tooltip on screen: measured once it shows, moved left by what would overflow.
  useLayoutEffect(() => {
    const element = tooltip.current;
    if (!open || !element) return;
    const {left, right} = element.getBoundingClientRect();
    const overflowRight = right - (document.documentElement.clientWidth - EDGE);
    const overflowLeft = EDGE - left;
    setShift((current) => current + (overflowRight > 0 ? -overflowRight : overflowLeft > 0 ? overflowLeft : 0));
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => {
    setOpen(false);
    setShift(0);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    touchOpened.current = event.pointerType === 'touch' && !open;
  };
  const onClick = (event: MouseEvent) => {
    if (touchOpened.current) {
      event.preventDefault();
      touchOpened.current = false;
      show();
    }
  };

  return (
    <span className={styles.term} onMouseEnter={show} onMouseLeave={hide}>
      <Link
        to={`/slowniczek/#${id}`}
        className={styles.link}
        aria-describedby={tooltipId}
        onFocus={show}
        onBlur={hide}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onClick={onClick}
        data-glossary-term={id}
      >
        {children}
      </Link>
      <span
        ref={tooltip}
        id={tooltipId}
        role="tooltip"
        className={styles.tooltip}
        data-open={open}
        data-search-skip=""
        style={shift ? {transform: `translateX(${shift}px)`} : undefined}
      >
        {definition}
      </span>
    </span>
  );
}
