/** 'MM/DD/YYYY' -> 'YYYY-MM-DD': a sortable key stored next to US dates (as `_dateKey`, never sent out). */
export function dayKey(usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
}
