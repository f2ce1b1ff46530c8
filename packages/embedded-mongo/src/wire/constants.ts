export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;
/** Advertised in hello; larger messages close the connection. */
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export const OP_MSG_CHECKSUM_PRESENT = 1 << 0;
export const OP_MSG_MORE_TO_COME = 1 << 1;
/** Flag bits 0-15 are "required": an unknown one there must be rejected. */
export const OP_MSG_KNOWN_REQUIRED_FLAGS = OP_MSG_CHECKSUM_PRESENT | OP_MSG_MORE_TO_COME;
