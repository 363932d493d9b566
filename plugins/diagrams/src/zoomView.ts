/**
 * The arithmetic of the full-screen diagram view ("Powiększ diagram"): where the drawing sits
 * when it opens or is fitted to the screen, and what each key does. Pure, so it is tested
 * without a browser; the dialog (theme/Diagram/DiagramZoom.tsx) hands the numbers to Panzoom.
 */

export interface Size {
  width: number;
  height: number;
}

/** A Panzoom view: `transform: scale(scale) translate(x px, y px)` from the element's centre. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** Zoom range and step (the wheel, a pinch, + and −): from a fifth to four times the natural size. */
export const ZOOM_LIMITS = {minScale: 0.2, maxScale: 4, step: 0.3} as const;

/** Screen pixels one arrow key moves the drawing. */
export const KEY_PAN_PX = 48;

/** Space kept free around a drawing fitted to the screen, and above one taller than the screen. */
const MARGIN_PX = 16;

/**
 * The Panzoom translation that puts the drawing's top left corner at `left`, `top` of the
 * viewport at `scale`, for Panzoom's default transform origin (the element's centre).
 */
export function translationFor(size: Size, scale: number, left: number, top: number): View {
  return {
    scale,
    x: (left - size.width / 2) / scale + size.width / 2,
    y: (top - size.height / 2) / scale + size.height / 2,
  };
}

/**
 * The first view (`fit: false`): natural size, so one drawing unit is one CSS pixel, centred
 * across and from the top down (centred where it fits). `fit: true`: the whole drawing on the screen, centred, never
 * larger than its natural size.
 */
export function fitView(drawing: Size, viewport: Size, {fit}: {fit: boolean}): View {
  if (drawing.width <= 0 || drawing.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return {scale: 1, x: 0, y: 0};
  const whole = Math.min((viewport.width - 2 * MARGIN_PX) / drawing.width, (viewport.height - 2 * MARGIN_PX) / drawing.height, 1);
  const scale = fit ? Math.max(whole, ZOOM_LIMITS.minScale) : 1;
  // Across, the middle of the drawing in the middle of the screen (a flowchart's first box is
  // there); down, from its top where it is taller than the screen.
  const left = (viewport.width - drawing.width * scale) / 2;
  const top = drawing.height * scale <= viewport.height - 2 * MARGIN_PX ? (viewport.height - drawing.height * scale) / 2 : MARGIN_PX;
  return translationFor(drawing, scale, left, top);
}

export type KeyAction = {kind: 'pan'; x: number; y: number} | {kind: 'zoomIn'} | {kind: 'zoomOut'} | {kind: 'natural'} | {kind: 'fit'};

/** What a key pressed in the view does (KeyboardEvent.key); null for keys it leaves alone (Tab, Escape). */
export function keyAction(key: string): KeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return {kind: 'pan', x: KEY_PAN_PX, y: 0};
    case 'ArrowRight':
      return {kind: 'pan', x: -KEY_PAN_PX, y: 0};
    case 'ArrowUp':
      return {kind: 'pan', x: 0, y: KEY_PAN_PX};
    case 'ArrowDown':
      return {kind: 'pan', x: 0, y: -KEY_PAN_PX};
    case '+':
    case '=':
      return {kind: 'zoomIn'};
    case '-':
    case '_':
      return {kind: 'zoomOut'};
    case '0':
      return {kind: 'natural'};
    case 'f':
    case 'F':
      return {kind: 'fit'};
    default:
      return null;
  }
}

/** The next zoom step in or out, within ZOOM_LIMITS (as Panzoom's own zoomIn and zoomOut count it). */
export function steppedScale(scale: number, direction: 1 | -1): number {
  const next = scale * Math.exp(direction * ZOOM_LIMITS.step);
  return Math.min(ZOOM_LIMITS.maxScale, Math.max(ZOOM_LIMITS.minScale, next));
}

/**
 * The dialog's words. Plain Polish here, not in i18n/pl/code.json: that file is part of every
 * page's main bundle (the first-load budget), these travel only with pages that have a diagram.
 */
export const ZOOM_TEXTS = {
  zoomOut: 'Pomniejsz',
  zoomIn: 'Powiększ',
  fit: 'Dopasuj',
  hint: 'Przeciągnij, aby przesunąć; zbliż lub rozsuń dwa palce albo użyj kółka, aby zmienić powiększenie.',
  keysHint:
    'Klawisze: strzałki przesuwają, + i − powiększają i pomniejszają, 0 wraca do pełnego rozmiaru, F dopasowuje do ekranu, Esc zamyka.',
} as const;
