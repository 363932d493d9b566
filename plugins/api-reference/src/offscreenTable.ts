import {offscreenStyle} from '../../page-data-kit/html/offscreen';

/**
 * A field table off screen is neither laid out nor painted (page-data-kit's `offscreenStyle`);
 * until it has been, it keeps a height estimated from its body rows. A row is taller the narrower
 * the screen (a phone's card, a desktop table's line or two), so one formula serves both. Pure.
 */
export function offscreenTableStyle(rows: number): ReturnType<typeof offscreenStyle> {
  return offscreenStyle(`calc(${rows} * max(6.5rem, 17rem - 13vw))`);
}
