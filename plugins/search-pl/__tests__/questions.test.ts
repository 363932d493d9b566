import {answer} from '../client/questions';
import {SearchEngine} from '../src/engine';
import {fixtureIndex} from '../__fixtures__/pages';

const engine = new SearchEngine(fixtureIndex);

describe('answer (the questions the worker and the page thread answer alike)', () => {
  it('searches with the page’s limits and asks for no correction when something was found', () => {
    const found = answer(engine, {kind: 'search', query: 'dysku', limit: 1, sectionsPerPage: 2, correct: true});
    expect(found.hits).toEqual(engine.search('dysku', {limit: 1, sectionsPerPage: 2}));
    expect(found.hits[0].pageUrl).toBe('/pl/docs/dyski/');
    expect(found.correction).toBeNull();
  });

  it('offers the correction only when nothing was found and it was asked for', () => {
    const typo = 'dsyk';
    const asked = answer(engine, {kind: 'search', query: typo, limit: 5, sectionsPerPage: 1, correct: true});
    expect(asked.hits).toEqual([]);
    expect(asked.correction).toBe('dysk');
    expect(answer(engine, {kind: 'search', query: typo, limit: 5, sectionsPerPage: 1, correct: false}).correction).toBeNull();
  });

  it('answers an empty query with nothing', () => {
    expect(answer(engine, {kind: 'search', query: '  ', limit: 5, sectionsPerPage: 1, correct: true})).toEqual({
      hits: [],
      correction: null,
    });
  });

  it('names pages by their titles, in the order asked, undefined for an unknown address', () => {
    expect(answer(engine, {kind: 'titles', urls: ['/pl/docs/dyski/', '/pl/docs/nie-ma/', '/pl/docs/oddzialy/']})).toEqual([
      engine.titleOf('/pl/docs/dyski/'),
      undefined,
      'Oddziały',
    ]);
  });
});
