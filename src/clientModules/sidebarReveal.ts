import type {ClientModule} from '@docusaurus/types';
import {scrollTopToReveal} from '../utils/revealInScroller';

/** The nearest ancestor that scrolls vertically (the sidebar's menu on a desktop). */
function scroller(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * On a page deep in a long category (the last FAQ item) the sidebar's current item sits below
 * its fold. After each navigation the sidebar's own scroll box moves to show it; the page does
 * not move (scrollIntoView would scroll the window too).
 */
function revealCurrentItem(): void {
  const active = document.querySelector<HTMLElement>('.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)');
  const box = active && scroller(active);
  if (!active || !box) return;
  const itemTop = active.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const top = scrollTopToReveal(
    {top: itemTop, height: active.offsetHeight},
    {scrollTop: box.scrollTop, height: box.clientHeight, scrollHeight: box.scrollHeight},
  );
  if (top !== null) box.scrollTop = top;
}

const sidebarReveal: ClientModule = {
  onRouteDidUpdate() {
    // After the sidebar has rendered the new page's state (categories expanded).
    window.requestAnimationFrame(revealCurrentItem);
  },
};

export default sidebarReveal;
