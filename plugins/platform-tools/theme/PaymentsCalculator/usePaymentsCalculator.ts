import {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {parseNumber} from '../../src/numbers';
import {amountProblem, CURRENCIES, paymentFindings, paymentRuleTexts, type BillingModel, type Currency} from '../../src/payments';
import {outcomeOf} from './outcomeText';

/** What the reader entered into the payments calculator, its problems and the answers of the rules. */
export function usePaymentsCalculator(initialCurrency: Currency) {
  const [currency, setCurrency] = useState<Currency>(CURRENCIES.includes(initialCurrency) ? initialCurrency : 'PLN');
  const [total, setTotal] = useState('0');
  const [model, setModel] = useState<BillingModel>('prepaid');
  const [usage, setUsage] = useState('0');
  const [monthEnd, setMonthEnd] = useState(false);

  const totalPayments = parseNumber(total);
  const usageNet = parseNumber(usage);
  const totalError = amountProblem(
    totalPayments,
    translate({id: 'platformTools.payments.total', message: 'Suma wpłat', description: 'Payments: total payments label'}),
  );
  const usageError = amountProblem(
    usageNet,
    translate({id: 'platformTools.payments.usage', message: 'Zużycie od ostatniego obciążenia', description: 'Payments: usage label'}),
  );
  const texts = paymentRuleTexts(currency, Number.isFinite(totalPayments) ? totalPayments : 0);
  const findings = paymentFindings({
    currency,
    billingModel: model,
    totalPayments: totalError ? null : totalPayments,
    usageSinceLastChargeNet: usageError ? null : usageNet,
    monthEnd,
  });
  return {
    values: {currency, total, model, usage, monthEnd},
    set: {currency: setCurrency, total: setTotal, model: setModel, usage: setUsage, monthEnd: setMonthEnd},
    totalError,
    usageError,
    texts,
    outcomes: findings.map((finding) => outcomeOf(finding, currency, texts)),
  };
}
