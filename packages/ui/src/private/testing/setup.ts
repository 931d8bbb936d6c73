import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only unmounts by itself when test globals are on; they are off here.
afterEach(cleanup);

// A busy machine renders late: findBy and waitFor wait up to 15 s for what they look for, not for a
// one-second guess (issue 12). A passing test still returns as soon as it is found.
configure({ asyncUtilTimeout: 15_000 });
