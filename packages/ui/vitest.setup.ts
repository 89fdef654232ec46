import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 4 s: a lazily loaded part (the gallery's zoom dialog) arrives later on a busy CI
// machine than the library's 1 s default; an assertion that can never hold still fails, only later.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
