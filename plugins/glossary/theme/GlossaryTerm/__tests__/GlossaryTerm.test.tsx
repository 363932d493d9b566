/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import GlossaryTerm from '..';

describe('GlossaryTerm', () => {
  it('links the entry, describes the link with the definition and shows it on focus until Escape', () => {
    render(
      <p>
        Wybierz{' '}
        <GlossaryTerm id="tier" definition="Klasa wydajności dysku OVS.">
          tier
        </GlossaryTerm>{' '}
        dysku.
      </p>,
    );
    const link = screen.getByRole('link', {name: 'tier'});
    expect(link).toHaveAttribute('href', '/slowniczek/#tier');
    expect(link).toHaveAccessibleDescription('Klasa wydajności dysku OVS.');
    const tooltip = screen.getByRole('tooltip', {hidden: true});
    expect(tooltip).toHaveAttribute('data-open', 'false');
    fireEvent.focus(link);
    expect(tooltip).toHaveAttribute('data-open', 'true');
    fireEvent.keyDown(link, {key: 'Escape'});
    expect(tooltip).toHaveAttribute('data-open', 'false');
    fireEvent.mouseEnter(link.parentElement as HTMLElement);
    expect(tooltip).toHaveAttribute('data-open', 'true');
  });

  it('on touch, the first tap shows the definition instead of leaving the page', () => {
    render(
      <GlossaryTerm id="ovs" definition="Dysk blokowy.">
        dysk OVS
      </GlossaryTerm>,
    );
    const link = screen.getByRole('link', {name: 'dysk OVS'});
    // jsdom has no PointerEvent: a plain event carrying the pointer type, as React reads it.
    const down = new Event('pointerdown', {bubbles: true});
    Object.defineProperty(down, 'pointerType', {value: 'touch'});
    act(() => {
      link.dispatchEvent(down);
    });
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('tooltip', {hidden: true})).toHaveAttribute('data-open', 'true');
  });
});
