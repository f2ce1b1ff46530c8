// A thinkorswim-style position statement of N stock positions, for the parse and import benches.
// Every third position is a group row with its description line under it, every fifth group also
// has an option line; tickers are unique 1-4 letter codes, so every position is imported.

/** @param {number} index */
function tickerOf(index) {
  let code = '';
  let rest = index;
  do {
    code = String.fromCharCode(65 + (rest % 26)) + code;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  // Keep clear of the excluded tickers and of CALL/PUT.
  return code === 'NIO' || code.includes('PUT') || code.includes('CALL') ? `Q${code}`.slice(0, 6) : code;
}

/**
 * @param {number} count positions in the statement
 * @returns {string} the CSV text
 */
export function brokerStatement(count) {
  const lines = [
    'Position Statement for 55501234 (Margin) on 11/18/26 09:41:27',
    '',
    'None',
    'Instrument,Qty,Days,Trade Price,Mark,Mrk Chng,P/L %,P/L Open,P/L Day,BP Effect',
  ];
  for (let index = 0; index < count; index++) {
    const ticker = tickerOf(index);
    const quantity = 1 + ((index * 37) % 2500);
    const price = (5 + ((index * 13) % 900) + 0.25).toFixed(2);
    const pnlPercent = index % 4 === 0 ? `(${(index % 50) + 0.5}%)` : `+${(index % 70) + 0.25}%`;
    const pnlOpen =
      index % 4 === 0
        ? `"($${(index * 3 + 10).toLocaleString('en-US')}.00)"`
        : `"$${(index * 7 + 5).toLocaleString('en-US')}.00"`;
    const figures = `"+${quantity.toLocaleString('en-US')}",,${price},${price},+.10,${pnlPercent},${pnlOpen},$1.00,"($100.00)"`;
    if (index % 3 === 0) {
      lines.push(`${ticker},,,,,,,,,`);
      if (index % 5 === 0)
        lines.push(`100 19 DEC 26 ${50 + (index % 40)} CALL,+1,31,2.10,2.60,+.10,+23.81%,$50.00,$10.00,$0.00`);
      lines.push(`"${ticker} HOLDINGS INC, COM",${figures}`);
    } else {
      lines.push(`${ticker},${figures}`);
    }
  }
  lines.push(
    'Cash & Sweep Vehicle,,,,,,,,,"$21,004.16"',
    'OVERALL TOTALS,,,,,,,"($1,459.00)",($54.50),',
    'AVAILABLE DOLLARS,,,,,,,,,"$61,220.30"',
  );
  return lines.join('\n');
}

// A statement of about `lines` lines that is mostly option spreads, as issue 27 found real ones:
// each group is a ticker row, its description line, a short and a long put (a vertical spread) on
// three expiries in turn (a weekly with its day, a monthly with Days, a quarterly).
const EXPIRIES = [
  ['100 (Weeklys) 27 NOV 26', 9],
  ['100 DEC 26', 30],
  ['100 (Quarterlys) 31 DEC 26', 43],
];

/**
 * @param {number} lines option and stock lines in the statement (4 per group)
 * @returns {{ text: string, holdings: number, options: number, lines: number }}
 */
export function optionsStatement(lines) {
  const groups = Math.floor(lines / 4);
  const out = [
    'Position Statement for 55501234 (Margin) on 11/18/26 09:41:27',
    '',
    'None',
    'Instrument,Qty,Days,Trade Price,Mark,Mrk Chng,P/L %,P/L Open,P/L Day,BP Effect',
  ];
  for (let index = 0; index < groups; index++) {
    const ticker = tickerOf(index);
    const price = (20 + ((index * 13) % 400) + 0.5).toFixed(2);
    const [expiry, days] = EXPIRIES[index % EXPIRIES.length];
    const strike = 10 + (index % 90);
    out.push(
      `${ticker},,,,,,,,,`,
      `"${ticker} HOLDINGS INC, COM",+${1 + (index % 300)},,${price},${price},+.10,+1.25%,$12.00,$1.00,"($100.00)"`,
      `${expiry} ${strike + 5} PUT,-1,${days},2.10,1.60,-.10,+23.81%,$50.00,$10.00,"($500.00)"`,
      `${expiry} ${strike} PUT,+1,${days},1.20,0.90,-.05,(25.00%),($30.00),($5.00),$0.00`,
    );
  }
  out.push('Cash & Sweep Vehicle,,,,,,,,,"$21,004.16"', 'OVERALL TOTALS,,,,,,,"($1,459.00)",($54.50),');
  return { text: out.join('\n'), holdings: groups, options: groups * 2, lines: out.length };
}
