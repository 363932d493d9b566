/** The event pushed to the tag-manager data layer for each page view (spec §2). */
export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

export function pageViewEvent(pathname: string, search: string, title: string): PageViewEvent {
  return {event: 'page_view', page_path: `${pathname}${search}`, page_title: title};
}

/** Container ids look like GTM-XXXXXXX; anything else is a configuration mistake. */
export function validTagManagerId(id: string | undefined): string | null {
  if (id === undefined || id.trim() === '') return null;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id.trim())) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${id}"`);
  }
  return id.trim();
}
