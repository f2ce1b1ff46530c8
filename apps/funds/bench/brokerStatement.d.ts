/** A thinkorswim-style position statement of `count` stock positions (see brokerStatement.js). */
export function brokerStatement(count: number): string;
/** A statement of about `lines` lines, mostly put spreads (see brokerStatement.js). */
export function optionsStatement(lines: number): { text: string; holdings: number; options: number; lines: number };
