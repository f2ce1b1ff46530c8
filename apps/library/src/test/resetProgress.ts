/** Progress lives in localStorage and in one store per page: every test starts with none. */
import { afterEach } from 'vitest';
import { resetProgressStoreForTests } from '../progress/useProgress.js';

afterEach(() => {
  localStorage.clear();
  resetProgressStoreForTests();
});
