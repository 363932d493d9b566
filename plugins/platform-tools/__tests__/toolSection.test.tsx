/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import ToolSection from '../theme/PlatformTools/ToolSection';

describe('<ToolSection />', () => {
  it('names its region by a heading whose anchor comes from the tool, the same on every render and page', () => {
    const {unmount} = render(
      <ToolSection tool="payments-calculator" title="Kalkulator">
        <p>treść</p>
      </ToolSection>,
    );
    const heading = screen.getByRole('heading', {name: 'Kalkulator'});
    // Search links readers to this anchor; React's generated ids change with the component tree.
    expect(heading.id).toBe('narzedzie-payments-calculator');
    expect(screen.getByRole('region', {name: 'Kalkulator'})).toHaveAttribute('aria-labelledby', heading.id);
    unmount();
  });
});
