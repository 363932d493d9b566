import {translate} from '@docusaurus/Translate';

/** The heading and field labels of the record check: literal translate() calls, which write-translations lists. */
export function recordCheckLabels() {
  return {
    title: translate({
      id: 'platformTools.otm.title',
      message: 'Sprawdzenie rekordu i monitora OTM',
      description: 'OTM check: heading',
    }),
    recordName: translate({
      id: 'platformTools.otm.name',
      message: 'Nazwa rekordu',
      description: 'OTM check: record name label',
    }),
    frequency: translate({
      id: 'platformTools.otm.frequency',
      message: 'Częstotliwość monitora (min)',
      description: 'OTM check: frequency label',
    }),
    delay: translate({
      id: 'platformTools.otm.delay',
      message: 'Opóźnienie powiadomienia (min)',
      description: 'OTM check: delay label',
    }),
    failureNotification: translate({
      id: 'platformTools.otm.failure',
      message: 'Powiadomienie o wykryciu awarii',
      description: 'OTM check: failure notification',
    }),
    recoveryNotification: translate({
      id: 'platformTools.otm.recovery',
      message: 'Powiadomienie o powrocie do działania',
      description: 'OTM check: recovery notification',
    }),
  };
}
