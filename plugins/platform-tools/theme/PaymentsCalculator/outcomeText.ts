import {translate} from '@docusaurus/Translate';
import {formatAmount} from '../../src/numbers';
import type {Currency, PaymentFinding, paymentRuleTexts} from '../../src/payments';

/** One answer as the calculator shows it: a title, the answer and the rule it comes from. */
export interface Outcome {
  key: PaymentFinding['key'];
  title: string;
  answer: string;
  rule: string;
  state: PaymentFinding['state'];
}

function title(key: PaymentFinding['key']): string {
  switch (key) {
    case 'card':
      return translate({
        id: 'platformTools.payments.card',
        message: 'Najmniejsze doładowanie kartą',
        description: 'Payments: card minimum title',
      });
    case 'transfer':
      return translate({
        id: 'platformTools.payments.transfer',
        message: 'Najmniejszy przelew elektroniczny',
        description: 'Payments: transfer minimum title',
      });
    case 'automatic':
      return translate({
        id: 'platformTools.payments.automatic',
        message: 'Płatności automatyczne',
        description: 'Payments: automatic payments title',
      });
    case 'charge':
      return translate({
        id: 'platformTools.payments.charge',
        message: 'Obciążenie karty (prepaid, płatności automatyczne)',
        description: 'Payments: automatic charge title',
      });
  }
}

function answer(finding: PaymentFinding, currency: Currency): string {
  switch (finding.key) {
    case 'card':
    case 'transfer':
      return `${formatAmount(finding.amount)} ${currency}`;
    case 'automatic':
      return finding.allowed
        ? translate({
            id: 'platformTools.payments.automaticYes',
            message: 'można włączyć',
            description: 'Payments: automatic payments allowed',
          })
        : translate({
            id: 'platformTools.payments.automaticNo',
            message: 'jeszcze nie można włączyć',
            description: 'Payments: automatic payments not allowed',
          });
    case 'charge':
      return finding.charged
        ? translate({id: 'platformTools.payments.chargeYes', message: 'karta zostanie obciążona', description: 'Payments: card charged'})
        : translate({
            id: 'platformTools.payments.chargeNo',
            message: 'karta nie zostanie jeszcze obciążona',
            description: 'Payments: card not charged',
          });
  }
}

/** A finding of the rules (src/payments.ts) in the reader's words, with the rule it comes from. */
export function outcomeOf(finding: PaymentFinding, currency: Currency, rules: ReturnType<typeof paymentRuleTexts>): Outcome {
  return {key: finding.key, title: title(finding.key), answer: answer(finding, currency), rule: rules[finding.key], state: finding.state};
}
