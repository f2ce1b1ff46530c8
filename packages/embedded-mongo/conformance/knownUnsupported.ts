/**
 * mongoose tests that fail here because of a limitation the README lists under "What it does not
 * support". Each entry names its limitation; the conformance script reports any other failure.
 */
export const limitations = {
  placeholder: 'placeholder',
} as const;

export type Limitation = keyof typeof limitations;

export interface KnownUnsupportedTest {
  file: string;
  /** mocha's full title: describe blocks and test name joined by spaces. */
  title: string;
  limitation: Limitation;
}

export const knownUnsupported: KnownUnsupportedTest[] = [];
