/**
 * WCAG 2.1 contrast between two CSS colours (#rgb, #rrggbb, rgb(), rgba()), for tests that check
 * colours we choose in code (the Prism themes) without rendering a page.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(colour: string): Rgba {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return {r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1};
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (functional) {
    const [, r, g, b, a] = functional;
    return {r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a)};
  }
  throw new Error(`Not a colour this check reads: ${colour}`);
}

/** `top` painted over an opaque `bottom` (its alpha, times an extra opacity, blends the two). */
export function blend(top: Rgba, bottom: Rgba, opacity = 1): Rgba {
  const alpha = top.a * opacity;
  const mix = (front: number, back: number) => front * alpha + back * (1 - alpha);
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1};
}

function luminance({r, g, b}: Rgba): number {
  const channel = (value: number) => {
    const srgb = value / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio (1 to 21) of two opaque colours. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
