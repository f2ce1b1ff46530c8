import { expect, test } from 'vitest';
import { placeholder } from '@tradeboard/types';
test('x', () => { expect(placeholder).toBe(1); });
