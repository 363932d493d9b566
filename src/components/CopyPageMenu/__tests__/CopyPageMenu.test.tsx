/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import CopyPageMenu from '..';

const TWIN = '# Faktury\n\nTreść.\n';

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

beforeEach(() => {
  window.fetch = jest.fn(async () => ({ok: true, status: 200, text: async () => TWIN})) as unknown as typeof fetch;
});

async function openMenu() {
  render(<CopyPageMenu permalink="/pl/docs/billing/faktury" title="Faktury" />);
  const toggle = screen.getByRole('button', {name: 'Kopiuj stronę'});
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  // The items load on first opening.
  await screen.findByRole('button', {name: 'Kopiuj jako Markdown'});
  return toggle;
}

describe('CopyPageMenu', () => {
  it('opens as a disclosure, moves focus in, and Escape closes it with focus back on the button', async () => {
    const toggle = await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Kopiuj jako Markdown'}));
    expect(screen.getByRole('link', {name: /Otwórz jako Markdown/}).getAttribute('href')).toBe('/pl/docs/billing/faktury/index.md');
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('copies the twin and confirms in the live region', async () => {
    const writeText = jest.fn(async () => undefined);
    setClipboard({writeText});
    await openMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Kopiuj jako Markdown'}));
    });
    expect(window.fetch).toHaveBeenCalledWith('/pl/docs/billing/faktury/index.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith(TWIN);
    expect(screen.getByRole('status').textContent).toBe('Skopiowano stronę w formacie Markdown do schowka.');
  });

  it('says in Polish when the browser gives no clipboard', async () => {
    setClipboard(undefined);
    await openMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Kopiuj jako Markdown'}));
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Przeglądarka nie pozwala tej stronie użyć schowka\./);
  });
});
