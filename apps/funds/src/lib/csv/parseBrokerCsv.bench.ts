// `npm run bench`: parse rows/s of a 5,000-position statement in Node (the browser figure comes from
// the e2e bench, which imports the same statement through the drop zone).
import { bench, describe } from 'vitest';
import { brokerStatement, optionsStatement } from '../../../bench/brokerStatement.js';
import { parseBrokerCsv } from './parseBrokerCsv.js';

const ROWS = 5000;
const text = brokerStatement(ROWS);

describe(`parse a ${ROWS}-position thinkorswim statement`, () => {
  bench('parseBrokerCsv', () => {
    const { holdings } = parseBrokerCsv(text);
    if (holdings.length !== ROWS) throw new Error(`expected ${ROWS} holdings, got ${holdings.length}`);
  });
});

const spreads = optionsStatement(5000);
describe(`parse a ${spreads.lines}-line thinkorswim statement of spreads`, () => {
  bench('parseBrokerCsv', () => {
    const { options } = parseBrokerCsv(spreads.text);
    if (options.length !== spreads.options)
      throw new Error(`expected ${spreads.options} options, got ${options.length}`);
  });
});
