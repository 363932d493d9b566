import {automaticCharge, paymentFindings, paymentRuleTexts, topUpRules, type Currency} from '../src/payments';

describe('topUpRules', () => {
  it.each<[Currency, number, number, number]>([
    // currency, total payments just below/at the threshold, card minimum below, transfer minimum
    ['PLN', 500, 250, 50],
    ['EUR', 1000, 1000, 50],
    ['USD', 1000, 1000, 70],
  ])(
    '%s: while total payments do not exceed %p the card minimum is %p, the transfer minimum %p',
    (currency, threshold, cardBelow, transfer) => {
      for (const totalPayments of [0, threshold - 0.01, threshold]) {
        expect(topUpRules({currency, totalPayments, billingModel: 'prepaid'})).toEqual({
          cardTopUpMinimum: cardBelow,
          transferMinimum: transfer,
          automaticPayments: false,
        });
      }
    },
  );

  it.each<[Currency, number, number]>([
    ['PLN', 500, 50],
    ['EUR', 1000, 50],
    ['USD', 1000, 70],
  ])('%s: above %p the card minimum falls to %p and automatic payments open', (currency, threshold, cardAbove) => {
    for (const totalPayments of [threshold + 0.01, threshold * 10]) {
      const rules = topUpRules({currency, totalPayments, billingModel: 'prepaid'});
      expect(rules.cardTopUpMinimum).toBe(cardAbove);
      expect(rules.automaticPayments).toBe(true);
    }
  });

  it('opens automatic payments to postpaid accounts whatever they have paid', () => {
    expect(topUpRules({currency: 'PLN', totalPayments: 0, billingModel: 'postpaid'}).automaticPayments).toBe(true);
    expect(topUpRules({currency: 'USD', totalPayments: 1000, billingModel: 'postpaid'}).automaticPayments).toBe(true);
  });

  it('throws a Polish error on a negative or missing amount and on an unknown currency', () => {
    expect(() => topUpRules({currency: 'PLN', totalPayments: -1, billingModel: 'prepaid'})).toThrow(
      'Suma wpłat: kwota nie może być ujemna.',
    );
    expect(() => topUpRules({currency: 'PLN', totalPayments: Number.NaN, billingModel: 'prepaid'})).toThrow(
      /^Suma wpłat: podaj kwotę liczbą/,
    );
    expect(() => topUpRules({currency: 'GBP' as Currency, totalPayments: 1, billingModel: 'prepaid'})).toThrow(
      'Nieznana waluta „GBP”: wybierz PLN, EUR albo USD.',
    );
  });

  it('does not change its input', () => {
    const input = Object.freeze({currency: 'EUR' as const, totalPayments: 1200, billingModel: 'prepaid' as const});
    topUpRules(input);
    expect(input).toEqual({currency: 'EUR', totalPayments: 1200, billingModel: 'prepaid'});
  });
});

describe('automaticCharge', () => {
  it.each([
    [399.99, false, false],
    [400, false, true],
    [1000, false, true],
    [50, true, false],
    [50.01, true, true],
    [50.01, false, false],
    [0, true, false],
  ])('usage %p PLN net, month end %p: charged %p', (usageSinceLastChargeNet, monthEnd, charged) => {
    expect(automaticCharge({usageSinceLastChargeNet, monthEnd})).toBe(charged);
  });

  it('throws a Polish error on a negative usage', () => {
    expect(() => automaticCharge({usageSinceLastChargeNet: -5, monthEnd: false})).toThrow(
      'Zużycie od ostatniego obciążenia: kwota nie może być ujemna.',
    );
  });
});

describe('paymentRuleTexts', () => {
  it('quotes the constants the rules use, on the side of the threshold the total is on', () => {
    expect(paymentRuleTexts('PLN', 500).card).toBe(
      'Suma wpłat nie przekracza progu 500 PLN, więc obowiązuje wyższe minimum: 250 PLN (1000 EUR/USD). Niższe obowiązuje dopiero powyżej progu.',
    );
    expect(paymentRuleTexts('USD', 1000.5).card).toBe(
      'Suma wpłat przekracza próg 1000 USD, więc obowiązuje niższe minimum: 50 PLN, 50 EUR, 70 USD.',
    );
    expect(paymentRuleTexts('EUR', 0).transfer).toBe('Minimum przelewu elektronicznego nie zależy od sumy wpłat: 50 PLN, 50 EUR, 70 USD.');
    expect(paymentRuleTexts('PLN', 0).charge).toContain('osiągnie 400 PLN netto, albo na koniec miesiąca, jeśli przekracza 50 PLN netto');
  });
});

describe('paymentFindings', () => {
  const input = {currency: 'PLN', billingModel: 'prepaid', totalPayments: 0, usageSinceLastChargeNet: 0, monthEnd: false} as const;

  it('answers the minimums, automatic payments and the prepaid charge, in that order', () => {
    expect(paymentFindings(input)).toEqual([
      {key: 'card', amount: 250, state: 'ok'},
      {key: 'transfer', amount: 50, state: 'ok'},
      {key: 'automatic', allowed: false, state: 'problem'},
      {key: 'charge', charged: false, state: 'info'},
    ]);
    expect(paymentFindings({...input, totalPayments: 600, usageSinceLastChargeNet: 400}).map((finding) => finding.state)).toEqual([
      'ok',
      'ok',
      'ok',
      'info',
    ]);
  });

  it('leaves out what an entry that is not an amount would answer, and the charge rule for postpaid', () => {
    expect(paymentFindings({...input, totalPayments: null}).map((finding) => finding.key)).toEqual(['charge']);
    expect(paymentFindings({...input, usageSinceLastChargeNet: null}).map((finding) => finding.key)).toEqual([
      'card',
      'transfer',
      'automatic',
    ]);
    expect(paymentFindings({...input, billingModel: 'postpaid'}).map((finding) => finding.key)).toEqual(['card', 'transfer', 'automatic']);
  });
});
