import type {ReactNode} from 'react';

/** The simulator's secondary button (a step of the scenario), the theme's small outline style. */
export default function ActionButton({onClick, children}: {onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <button type="button" className="button button--sm button--outline button--primary" onClick={onClick}>
      {children}
    </button>
  );
}
