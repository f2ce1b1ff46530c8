/** 'N analysis entry/entries' under the Analysis History title. */
export function analysisCountLabel(count: number): string {
  return `${count} analysis ${count === 1 ? 'entry' : 'entries'}`;
}
