import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../../../client/src/app/providers';

/**
 * Renders a page with the app's providers and a router, `fetch` replaced by a spy: a form test
 * then shows that its messages came without calling the server.
 */
export function renderWithoutServer(page: ReactElement): jest.Mock {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  render(
    <Providers>
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
  return fetchSpy;
}
