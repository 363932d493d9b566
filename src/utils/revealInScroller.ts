/**
 * The scroll offset at which a scrolling box shows one of its items (the sidebar's current
 * page), or null when the item is already wholly visible. The item is put about a third of the
 * way down, so the pages before it stay in sight. Positions are relative to the box's content.
 */
export function scrollTopToReveal(
  item: {top: number; height: number},
  box: {scrollTop: number; height: number; scrollHeight: number},
): number | null {
  const visible = item.top >= box.scrollTop && item.top + item.height <= box.scrollTop + box.height;
  if (visible) return null;
  const wanted = Math.round(item.top - box.height / 3);
  return Math.max(0, Math.min(wanted, box.scrollHeight - box.height));
}
