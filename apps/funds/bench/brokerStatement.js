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
