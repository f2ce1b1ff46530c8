/** A thinkorswim-style position statement of `count` stock positions (see brokerStatement.js). */
export function brokerStatement(count: number): string;
