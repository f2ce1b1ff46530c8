/**
 * `$bitsAllSet`, `$bitsAnySet`, `$bitsAllClear`, `$bitsAnyClear` as MongoDB has them: the field may
 * be an integral number (as a 64-bit two's complement) or BinData (bit 0 is the lowest bit of the
 * first byte), the operand a bitmask number, a list of bit positions or a BinData mask.
 */
import type { Binary } from 'bson';
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../values/document.js';
import { valuesAtPath } from '../values/paths.js';

type BitsTest = (isSet: (position: number) => boolean, positions: number[]) => boolean;

const tests: Record<string, BitsTest> = {
  $bitsAllSet: (isSet, positions) => positions.every(isSet),
  $bitsAnySet: (isSet, positions) => positions.some(isSet),
  $bitsAllClear: (isSet, positions) => positions.every((position) => !isSet(position)),
  $bitsAnyClear: (isSet, positions) => positions.some((position) => !isSet(position)),
};

const isBinary = (value: unknown): value is Binary => (value as { _bsontype?: string } | null)?._bsontype === 'Binary';

function bytePositions(bytes: Uint8Array): number[] {
  const positions: number[] = [];
  bytes.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) positions.push(index * 8 + bit);
  });
  return positions;
}

function maskPositions(operator: string, operand: unknown): number[] {
  if (Array.isArray(operand)) {
    if (!operand.every((position) => Number.isInteger(position) && (position as number) >= 0)) {
      throw new MongoCommandError('BadValue', `bit positions must be non-negative integers for ${operator}`);
    }
    return operand as number[];
  }
  if (isBinary(operand)) return bytePositions(operand.buffer);
  if (typeof operand === 'number' && Number.isInteger(operand) && operand >= 0) {
    const positions: number[] = [];
    let rest = BigInt(operand);
    for (let bit = 0; rest > 0n; bit++, rest >>= 1n) if (rest & 1n) positions.push(bit);
    return positions;
  }
  throw new MongoCommandError(
    'BadValue',
    `${operator} takes an Array, a number, or a BinData but received: ${String(operand)}`,
  );
}

function bitReader(value: unknown): ((position: number) => boolean) | undefined {
  if (isBinary(value)) {
    const bytes = value.buffer;
    return (position) => ((bytes[position >> 3] ?? 0) & (1 << (position & 7))) !== 0;
  }
  if (typeof value === 'number' && Number.isInteger(value)) {
    const bits = BigInt.asUintN(64, BigInt(value));
    return (position) => (position < 64 ? ((bits >> BigInt(position)) & 1n) === 1n : value < 0);
  }
  return undefined;
}

export const BITS_OPERATORS = Object.keys(tests);

/** The query operator registered for `operator` (see mongoOperators.ts). */
export function bitsOperator(operator: string) {
  const test = tests[operator] as BitsTest;
  return (selector: string, operand: unknown) => {
    const positions = maskPositions(operator, operand);
    return (doc: Doc): boolean =>
      valuesAtPath(doc, selector).values.some((value) => {
        const isSet = bitReader(value);
        return isSet !== undefined && test(isSet, positions);
      });
  };
}
