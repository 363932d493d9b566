/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import DocFeedback from '..';

const props = {
  pagePath: '/pl/docs/billing/faktury/',
  pageTitle: 'Faktury',
};

type Layer = {dataLayer?: Record<string, unknown>[]};
const events = () => ((window as unknown as Layer).dataLayer ?? []).filter((event) => event.event === 'docs_feedback');

beforeEach(() => {
  window.localStorage.clear();
  (window as unknown as Layer).dataLayer = [];
});

describe('DocFeedback', () => {
  it('"Tak" pushes one event, thanks the reader in a status message and hides the buttons', () => {
    render(<DocFeedback {...props} />);
    expect(screen.getByRole('group', {name: 'Czy ta strona była pomocna?'})).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Tak'}));
    expect(events()).toEqual([{event: 'docs_feedback', page_path: props.pagePath, page_title: 'Faktury', helpful: true}]);
    expect(screen.getByRole('status')).toHaveTextContent('Dziękujemy! Twoja odpowiedź: strona była pomocna.');
    expect(screen.queryByRole('button', {name: 'Tak'})).toBeNull();
  });

  it('"Nie" asks why, refuses to send without a reason (message tied to the group), then sends the reason', () => {
    render(<DocFeedback {...props} />);
    fireEvent.click(screen.getByRole('button', {name: 'Nie'}));
    const group = screen.getByRole('group', {name: 'Co było nie tak?'});
    fireEvent.click(screen.getByRole('button', {name: 'Wyślij odpowiedź'}));
    expect(events()).toEqual([]);
    expect(group).toHaveAccessibleDescription('Wybierz powód, zanim wyślesz odpowiedź.');
    fireEvent.click(screen.getByRole('radio', {name: 'Nieaktualne informacje'}));
    fireEvent.click(screen.getByRole('button', {name: 'Wyślij odpowiedź'}));
    expect(events()).toEqual([
      {event: 'docs_feedback', page_path: props.pagePath, page_title: 'Faktury', helpful: false, reason: 'outdated'},
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('nie pomogła (Nieaktualne informacje)');
  });

  it('remembers the answer for the page and shows it on return without asking again', () => {
    const first = render(<DocFeedback {...props} />);
    fireEvent.click(screen.getByRole('button', {name: 'Tak'}));
    first.unmount();
    render(<DocFeedback {...props} />);
    expect(screen.queryByRole('button', {name: 'Tak'})).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('strona była pomocna');
    expect(events()).toHaveLength(1);
    // Another page asks again.
    render(<DocFeedback key="other" {...props} pagePath="/pl/docs/billing/" />);
    expect(screen.getAllByRole('button', {name: 'Tak'})).toHaveLength(1);
  });
});
