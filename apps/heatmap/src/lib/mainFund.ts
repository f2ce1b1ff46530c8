/** The read-only Main Fund indicator: a symbol is "In Position" when the main fund holds it. */
import type { Holding } from '@tradeboard/types';

export function mainFundSymbolSet(holdings: readonly Pick<Holding, 'ticker'>[] | undefined): ReadonlySet<string> {
  const symbols = new Set<string>();
  for (const holding of holdings ?? []) {
    const symbol = holding.ticker.trim().toUpperCase();
    if (symbol) symbols.add(symbol);
  }
  return symbols;
}

export function isInMainFund(symbols: ReadonlySet<string>, symbol: string): boolean {
  return symbols.has(symbol.toUpperCase());
}
