/**
 * How far to scroll when an element above the reader's view changes height, so that what they
 * are reading stays put. Returns a function fed, at each resize, with the element's top
 * (relative to the viewport), its new height and where the visible content starts (the bottom
 * of the sticky navbar). It answers the distance to scroll: the growth when the element ended
 * above the visible content before it grew (hidden under the navbar counts as above), else 0
 * (the reader sees it change; moving the page then would be the surprise). Pure.
 */
export function scrollCompensation(initialHeight: number): (top: number, height: number, visibleTop?: number) => number {
  let previous = initialHeight;
  return (top, height, visibleTop = 0) => {
    const delta = height - previous;
    previous = height;
    return top + height - delta <= visibleTop ? delta : 0;
  };
}
