/** @jest-environment jsdom */
import {backToTopShown, focusPageHeading, shouldShowBackToTop} from '../backToTop';

const state = {scrollY: 1000, previousY: 1000, shown: false, narrow: false, atEnd: false};

describe('the back-to-top button', () => {
  it('shows from 300 px down, never above', () => {
    expect(shouldShowBackToTop(299)).toBe(false);
    expect(shouldShowBackToTop(300)).toBe(true);
    expect(backToTopShown({...state, scrollY: 200, previousY: 400, narrow: true})).toBe(false);
  });

  it('stays on a wide screen whichever way the reader scrolls', () => {
    expect(backToTopShown({...state, previousY: 900})).toBe(true);
    expect(backToTopShown({...state, previousY: 1100})).toBe(true);
  });

  it('on a phone gives way while the reader scrolls down, and comes back up or at the end', () => {
    const phone = {...state, narrow: true};
    expect(backToTopShown({...phone, previousY: 900, shown: true})).toBe(false);
    expect(backToTopShown({...phone, previousY: 1100})).toBe(true);
    expect(backToTopShown({...phone, previousY: 900, atEnd: true})).toBe(true);
    expect(backToTopShown({...phone, shown: true})).toBe(true);
    expect(backToTopShown({...phone, shown: false})).toBe(false);
  });

  it('gives keyboard focus to the page heading, made focusable by script only', () => {
    document.body.innerHTML = '<main><h1>Faktury</h1><p>Tekst</p></main>';
    const heading = focusPageHeading(document);
    expect(heading?.tagName).toBe('H1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });
});
