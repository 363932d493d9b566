import {translate} from '@docusaurus/Translate';
import type {Currency} from '../../src/payments';

/** The heading, field labels and amount names of the calculator: literal translate() calls, which write-translations lists. */
export function calculatorLabels(currency: Currency) {
  return {
    title: translate({
      id: 'platformTools.payments.title',
      message: 'Kalkulator doładowań i płatności automatycznych',
      description: 'Payments: heading',
    }),
    currency: translate({
      id: 'platformTools.payments.currency',
      message: 'Waluta konta',
      description: 'Payments: currency label',
    }),
    totalPayments: translate(
      {
        id: 'platformTools.payments.totalLabel',
        message: 'Suma dotychczasowych wpłat ({currency})',
        description: 'Payments: total payments field',
      },
      {currency},
    ),
    usage: translate({
      id: 'platformTools.payments.usageLabel',
      message: 'Zużycie od ostatniego obciążenia (PLN netto)',
      description: 'Payments: usage field',
    }),
    monthEnd: translate({
      id: 'platformTools.payments.monthEnd',
      message: 'Jest koniec miesiąca',
      description: 'Payments: month end checkbox',
    }),
    // The amounts as their problems name them.
    totalAmount: translate({
      id: 'platformTools.payments.total',
      message: 'Suma wpłat',
      description: 'Payments: total payments label',
    }),
    usageAmount: translate({
      id: 'platformTools.payments.usage',
      message: 'Zużycie od ostatniego obciążenia',
      description: 'Payments: usage label',
    }),
  };
}
