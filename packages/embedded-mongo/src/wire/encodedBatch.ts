/**
 * A cursor batch whose documents are already BSON. Cursor replies carry their documents this way,
 * so each document is serialised once (or not at all when the stored record has its bytes cached)
 * and a batch's size is known without a separate size pass.
 */
export class EncodedBatch {
  readonly documents: readonly Uint8Array[];

  constructor(documents: readonly Uint8Array[]) {
    this.documents = documents;
  }

  get length(): number {
    return this.documents.length;
  }
}
