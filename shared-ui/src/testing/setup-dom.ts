/** vitest setupFiles for the jsdom projects: unmount what each test rendered. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
