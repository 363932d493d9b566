/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import OtmSimulator from '../theme/OtmSimulator';

// jsdom has no IntersectionObserver: one that records what it watches and never fires by itself.
const observed: Element[] = [];
class WatchOnly {
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

beforeAll(() => {
  Object.assign(window, {IntersectionObserver: WatchOnly});
});

describe('<OtmSimulator /> (the loader)', () => {
  it('loads the simulator only when the reader gets to it, then shows the first state', async () => {
    const {container} = render(<OtmSimulator preset="three-actives" />);
    // Nothing but the (empty) box: the widget's code and engine have not run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('[data-otm-simulator]')).toBeNull();
    expect(observed).toContain(container.firstElementChild);
    fireEvent.pointerOver(container.firstElementChild as Element);
    expect(await screen.findByRole('heading', {name: 'Symulator przełączania awaryjnego OTM'})).toBeInTheDocument();
    expect(screen.getAllByText('33,33%')).toHaveLength(3);
    expect(container.querySelector('[data-otm-simulator]')).toHaveAttribute('data-interactive');
  });
});
