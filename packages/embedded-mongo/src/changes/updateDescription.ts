/**
 * An update event's `updateDescription`: the fields that changed (dotted paths into embedded
 * documents) and the fields removed, computed from the document before and after. Arrays that
 * changed are reported whole (MongoDB may instead report `arr.3` for one element: both describe
 * the same new document); `truncatedArrays` is therefore always empty.
 */
import { isPlainObject, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';

export interface UpdateDescription {
  updatedFields: Doc;
  removedFields: string[];
  truncatedArrays: Array<{ field: string; newSize: number }>;
}

export function describeUpdate(before: Doc, after: Doc): UpdateDescription {
  const description: UpdateDescription = { updatedFields: {}, removedFields: [], truncatedArrays: [] };
  compare(before, after, '', description);
  return description;
}

function compare(before: Doc, after: Doc, prefix: string, into: UpdateDescription): void {
  for (const [field, value] of Object.entries(after)) {
    const path = prefix + field;
    const previous = before[field];
    if (!(field in before)) into.updatedFields[path] = value;
    else if (isPlainObject(previous) && isPlainObject(value)) compare(previous, value, `${path}.`, into);
    else if (keyOf(previous) !== keyOf(value)) into.updatedFields[path] = value;
  }
  for (const field of Object.keys(before)) if (!(field in after)) into.removedFields.push(prefix + field);
}
