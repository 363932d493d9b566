import {formatAmount, parseNumber, parseNumberList, parseOptionalNumber} from '../src/numbers';
import {problemOf, problemsByField} from '../src/problems';

describe('numbers typed by a Polish reader', () => {
  it('takes a comma or a dot as the decimal sign and spaces between thousands', () => {
    expect(parseNumber('1 000,5')).toBe(1000.5);
    expect(parseNumber('1\u00a0000.25')).toBe(1000.25);
    expect(parseNumber('-3')).toBe(-3);
  });

  it('reads an empty or malformed entry as NaN, and an empty optional one as undefined', () => {
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber('1,2,3')).toBeNaN();
    expect(parseOptionalNumber('  ')).toBeUndefined();
    expect(parseOptionalNumber('7')).toBe(7);
  });

  it('splits a list on commas, semicolons and spaces', () => {
    expect(parseNumberList('3051, 3052;3053 3054')).toEqual([3051, 3052, 3053, 3054]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('1, x')).toEqual([1, Number.NaN]);
  });

  it('writes amounts with a decimal comma, whole amounts without decimals', () => {
    expect(formatAmount(1000.5)).toBe('1000,50');
    expect(formatAmount(250)).toBe('250');
  });
});

describe('problemOf and problemsByField', () => {
  const problems = [
    {field: 'a', message: 'pierwszy'},
    {field: 'b', message: 'drugi'},
    {field: 'a', message: 'trzeci'},
  ];

  it('gives the first message of the field, or null', () => {
    expect(problemOf(problems, 'a')).toBe('pierwszy');
    expect(problemOf(problems, 'c')).toBeNull();
  });

  it('gives the first message of every field that has one', () => {
    expect(problemsByField(problems)).toEqual({a: 'pierwszy', b: 'drugi'});
  });
});
