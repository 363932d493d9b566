/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import {routerDouble} from '@site/tests/unit/mocks/router';
import GlossaryTerm from '..';
import GlossaryTermTips from '../../GlossaryTermTips';

function renderTerms() {
  return render(
    <p>
      Wybierz{' '}
      <GlossaryTerm id="tier" definition="Klasa wydajności dysku OVS.">
        tier
      </GlossaryTerm>{' '}
      dysku, a potem{' '}
      <GlossaryTerm id="ovs" definition="Dysk blokowy.">
        dysk OVS
      </GlossaryTerm>
      .
      <GlossaryTermTips />
    </p>,
  );
}

function tooltipOf(link: HTMLElement): HTMLElement {
  return document.getElementById(link.getAttribute('aria-describedby') ?? '') as HTMLElement;
}

describe('GlossaryTerm with its page handler', () => {
  beforeEach(() => routerDouble.reset({pathname: '/pl/docs/faq/faq/dyski-ovs/'}));

  it('links the entry and describes the link with the definition, with no handler needed', () => {
    render(
      <GlossaryTerm id="tier" definition="Klasa wydajności dysku OVS.">
        tier
      </GlossaryTerm>,
    );
    const link = screen.getByRole('link', {name: 'tier'});
    expect(link).toHaveAttribute('href', '/pl/docs/slowniczek/#tier');
    expect(link).toHaveAccessibleDescription('Klasa wydajności dysku OVS.');
    expect(screen.getByRole('tooltip', {hidden: true})).toHaveAttribute('data-open', 'false');
  });

  it('shows the definition on focus until Escape, and on hover of the term', () => {
    renderTerms();
    const link = screen.getByRole('link', {name: 'tier'});
    const tooltip = tooltipOf(link);
    expect(tooltip).toHaveAttribute('role', 'tooltip');
    act(() => link.focus());
    expect(tooltip).toHaveAttribute('data-open', 'true');
    const escape = new KeyboardEvent('keydown', {key: 'Escape', bubbles: true});
    const stopped = jest.spyOn(escape, 'stopPropagation');
    act(() => {
      link.dispatchEvent(escape);
    });
    expect(tooltip).toHaveAttribute('data-open', 'false');
    expect(stopped).toHaveBeenCalled();
    act(() => link.blur());
    fireEvent.mouseOver(link, {relatedTarget: document.body});
    expect(tooltip).toHaveAttribute('data-open', 'true');
    // Moving onto the tooltip keeps it open; leaving the term's box closes it.
    fireEvent.mouseOut(link, {relatedTarget: tooltip});
    expect(tooltip).toHaveAttribute('data-open', 'true');
    fireEvent.mouseOut(tooltip, {relatedTarget: document.body});
    expect(tooltip).toHaveAttribute('data-open', 'false');
    // The other term's tooltip never opened.
    expect(tooltipOf(screen.getByRole('link', {name: 'dysk OVS'}))).toHaveAttribute('data-open', 'false');
  });

  it('on touch, the first tap shows the definition, the second opens the entry through the router', () => {
    renderTerms();
    const link = screen.getByRole('link', {name: 'dysk OVS'});
    const tap = () => {
      // jsdom has no PointerEvent: a plain event carrying the pointer type.
      const down = new Event('pointerdown', {bubbles: true});
      Object.defineProperty(down, 'pointerType', {value: 'touch'});
      const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
      act(() => {
        link.dispatchEvent(down);
        link.dispatchEvent(click);
      });
      return click;
    };
    expect(tap().defaultPrevented).toBe(true);
    expect(tooltipOf(link)).toHaveAttribute('data-open', 'true');
    expect(routerDouble.history.push).not.toHaveBeenCalled();
    expect(tap().defaultPrevented).toBe(true);
    expect(routerDouble.history.push).toHaveBeenCalledWith('/pl/docs/slowniczek/#ovs');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    renderTerms();
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true});
    act(() => {
      screen.getByRole('link', {name: 'tier'}).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(routerDouble.history.push).not.toHaveBeenCalled();
  });

  it('removes its listeners when the page goes', () => {
    const {unmount} = renderTerms();
    const link = screen.getByRole('link', {name: 'tier'});
    unmount();
    document.body.append(link.parentElement as HTMLElement);
    act(() => link.focus());
    expect(tooltipOf(link)).toHaveAttribute('data-open', 'false');
    link.parentElement?.remove();
  });
});
