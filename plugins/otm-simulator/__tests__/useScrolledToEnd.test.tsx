/** @jest-environment jsdom */
import {render} from '@testing-library/react';
import {useScrolledToEnd} from '../theme/OtmSimulator/useScrolledToEnd';

function Box({length}: {length: number}) {
  const ref = useScrolledToEnd<HTMLDivElement>(length);
  return <div ref={ref} data-testid="box" />;
}

it('scrolls the box to its end when an entry is added, and leaves it alone otherwise', () => {
  const {getByTestId, rerender} = render(<Box length={1} />);
  const box = getByTestId('box');
  Object.defineProperty(box, 'scrollHeight', {configurable: true, value: 500});
  rerender(<Box length={2} />);
  expect(box.scrollTop).toBe(500);
  box.scrollTop = 120;
  rerender(<Box length={2} />);
  expect(box.scrollTop).toBe(120);
});
