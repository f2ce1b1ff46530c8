// The shared vitest settings live at the repository root, below every package (see there).
export { vitestConfig } from '../vitest.shared.js';
