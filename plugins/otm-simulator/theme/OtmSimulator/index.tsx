import {lazy, memo, Suspense, useEffect, useRef, type ReactNode} from 'react';
import {createActivation} from '../../src/activation';
import type {OtmSimulatorProps} from './Simulator';

export type {OtmSimulatorProps} from './Simulator';

/** What turns the simulator on: it comes near the screen, or the pointer or focus reaches it. */
const SIGNALS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
/** How far ahead of the screen the simulator's code starts loading. */
const AHEAD = '100% 0px';

const activation = createActivation();
// The server renders the widget in full; in the browser its code (and the engine it runs to show
// the first state again) loads only once activated. Until then React keeps the server's HTML.
const Simulator = lazy(() =>
  typeof window === 'undefined' ? import('./Simulator') : activation.promise.then(() => import('./Simulator')),
);

// Memoised: a re-render of the page with the same props must not reach the boundary while it still
// shows the server's HTML, or React would drop that HTML for the (empty) fallback.
const Deferred = memo(function Deferred(props: OtmSimulatorProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <Simulator {...props} />
    </Suspense>
  );
});

/**
 * The OTM failover simulator of issue 7 (Simulator.tsx), hydrated when the reader gets to it
 * (issue 40): the page loads with the server's HTML of the first state, and the simulator's code
 * loads when it comes within a screen of view or the pointer or keyboard focus reaches it. After a
 * navigation inside the site (no server HTML) it loads at once.
 */
export default function OtmSimulator(props: OtmSimulatorProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  if (typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true') activation.activate();
  useEffect(() => {
    const element = box.current;
    if (activation.active || !element) return undefined;
    const activate = () => activation.activate();
    for (const signal of SIGNALS) element.addEventListener(signal, activate, {once: true, passive: true});
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && activate(), {rootMargin: AHEAD})
        : null;
    if (observer) observer.observe(element);
    else activate();
    void activation.promise.then(() => observer?.disconnect());
    return () => {
      for (const signal of SIGNALS) element.removeEventListener(signal, activate);
      observer?.disconnect();
    };
  }, []);
  return (
    <div ref={box}>
      <Deferred {...props} />
    </div>
  );
}
