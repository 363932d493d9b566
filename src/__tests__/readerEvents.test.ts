import {beaconQuery, forwardReaderEvents, isEventsPath} from '../utils/readerEvents';
import {feedbackEvent} from '../utils/feedback';
import {pageViewEvent} from '../utils/pageView';

const noResults = {event: 'search_no_results', search_term: 'snapshto'};

describe('reader events sent to the docs host', () => {
  it('sends nothing, and leaves the data layer as it was, unless a path is configured', () => {
    const send = jest.fn((_url: string) => true);
    const target: {dataLayer?: unknown[]} = {};
    forwardReaderEvents(target, '', send);
    expect(target.dataLayer).toBeUndefined();
    target.dataLayer = [];
    forwardReaderEvents(target, '', send);
    target.dataLayer.push(noResults, feedbackEvent('/pl/docs/billing/', 'Billing', {helpful: false, reason: 'unclear'}));
    expect(send).not.toHaveBeenCalled();
    expect(target.dataLayer).toHaveLength(2);
    expect(Object.hasOwn(target.dataLayer, 'push')).toBe(false);
  });

  it('sends each search and feedback event once, as a query string, and still pushes it', () => {
    const send = jest.fn((_url: string) => true);
    const target: {dataLayer?: unknown[]} = {};
    const undo = forwardReaderEvents(target, '/pl/docs/zdarzenia', send);
    target.dataLayer?.push(
      noResults,
      {event: 'search_select', search_term: 'port 25', page_path: '/pl/docs/account/limity-uslug/#limity-konta', position: 2},
      feedbackEvent('/pl/docs/billing/', 'Billing', {helpful: false, reason: 'outdated'}),
      pageViewEvent('/pl/docs/billing/', '', 'Billing'),
      pageViewEvent('/pl/docs/search/', '?q=faktura+pdf', 'Szukaj'),
    );
    expect(send.mock.calls.map(([url]) => url)).toEqual([
      '/pl/docs/zdarzenia?event=search_no_results&search_term=snapshto',
      '/pl/docs/zdarzenia?event=search_select&search_term=port+25&page_path=%2Fpl%2Fdocs%2Faccount%2Flimity-uslug%2F%23limity-konta&position=2',
      '/pl/docs/zdarzenia?event=docs_feedback&page_path=%2Fpl%2Fdocs%2Fbilling%2F&helpful=0&reason=outdated',
      '/pl/docs/zdarzenia?event=page_view&page_path=%2Fpl%2Fdocs%2Fsearch%2F%3Fq%3Dfaktura%2Bpdf',
    ]);
    expect(target.dataLayer).toHaveLength(5);
    undo();
    target.dataLayer?.push(noResults);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('keeps pushing when the beacon throws', () => {
    const target: {dataLayer?: unknown[]} = {dataLayer: []};
    forwardReaderEvents(target, '/pl/docs/zdarzenia', () => {
      throw new Error('blocked');
    });
    expect(() => target.dataLayer?.push(noResults)).not.toThrow();
    expect([...(target.dataLayer ?? [])]).toEqual([noResults]);
  });

  it('sends no page title and nothing it does not know', () => {
    expect(beaconQuery({event: 'docs_feedback', page_path: '/pl/docs/', page_title: 'Tytuł', helpful: true, user: 'x'})).toBe(
      'event=docs_feedback&page_path=%2Fpl%2Fdocs%2F&helpful=1',
    );
    expect(beaconQuery({event: 'gtm.js'})).toBeNull();
    expect(beaconQuery('search_no_results')).toBeNull();
  });

  it.each([
    ['', true],
    ['/pl/docs/zdarzenia', true],
    ['https://stats.example.com/e', false],
    ['//stats.example.com/e', false],
    ['zdarzenia', false],
    ['/pl/docs/../x', false],
  ])('takes "%s" as the events path: %s', (path, valid) => {
    expect(isEventsPath(path)).toBe(valid);
  });
});
