/** Pieces the three library route files share. */
export const tags = ['Trading library'];

/** Every library list comes in this order (the managers' drag order, then oldest first). */
export const LIST_ORDER = { orderIndex: 1, createdAt: 1, _id: 1 } as const;
export const LIST_ORDER_TEXT = 'Ordered by orderIndex (ascending), then createdAt (oldest first).';

/** What a student may see: published items (a document without the flag counts as published, its default). */
export const PUBLISHED = { isPublished: { $ne: false } } as const;
export const VISIBILITY_TEXT = 'Students (no session) get published items only; the signed-in admin gets every item.';
