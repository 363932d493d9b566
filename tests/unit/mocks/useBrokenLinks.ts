/**
 * Test double of @docusaurus/useBrokenLinks: components report their anchors and links to it at
 * render time; the calls are jest.fn() so a test can check which anchors a page declares.
 */
export const brokenLinksDouble = {collectAnchor: jest.fn(), collectLink: jest.fn()};

export default function useBrokenLinks() {
  return brokenLinksDouble;
}
