/** Scroll distance, in pixels, after which the back-to-top button shows (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

export function shouldShowBackToTop(scrollY: number, threshold = BACK_TO_TOP_THRESHOLD): boolean {
  return scrollY >= threshold;
}
