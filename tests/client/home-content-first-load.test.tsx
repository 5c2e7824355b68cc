/**
 * Issue 32 (fast on a low-end phone): the home page and the content pages start without Chakra
 * UI's runtime. Their modules and every module they render on first load load here with
 * `@chakra-ui/react` failing to import, and each page shows its headings, links, tabs, fields
 * and errors with their roles and names. `notify` (the contact form's toast) is imported as it
 * is: Chakra's toaster loads with the first toast.
 */
// Before the imports: this test's transform (TypeScript's) does not hoist it.
jest.mock('@chakra-ui/react', () => {
  throw new Error('@chakra-ui/react is not part of these pages’ first load');
});
// The hero's pictures, URLs in the build.
jest.mock('../../client/src/features/storefront/home-hero-800.webp', () => '/assets/home-hero-800.webp');
jest.mock('../../client/src/features/storefront/home-hero-1200.webp', () => '/assets/home-hero-1200.webp');
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { queryKey, setServerData } from '../../client/src/lib/graphql';
import { HomeProductsDocument } from '../../client/src/features/storefront/api/home';
import { HERO_INTERVAL_MS, HomePage } from '../../client/src/features/storefront/routes/HomePage';
import { AboutPage } from '../../client/src/features/content/routes/AboutPage';
import { ComingSoonPage } from '../../client/src/features/content/routes/ComingSoonPage';
import { ContactPage } from '../../client/src/features/content/routes/ContactPage';
import { NotFoundPage } from '../../client/src/features/content/routes/NotFoundPage';
import { productCard } from './support/product-card';

const card = productCard;

const renderAt = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);
const noChakraClasses = (container: HTMLElement) =>
  expect(container.querySelector('[class*="chakra-"]')).toBeNull();

beforeAll(() => {
  // What the server rendered / with.
  setServerData({
    queries: {
      [queryKey(HomeProductsDocument, undefined)]: {
        latestProducts: [card(1, 'Bunny Amigurumi Toy'), card(2, 'Phone Sling Pouch')],
        featuredProducts: [card(3, 'Rainbow Baby Blanket')],
      },
    },
  });
});
afterEach(() => jest.useRealTimers());

it('renders the home page without Chakra UI: the hero, its links and slide tabs, and both sections', () => {
  jest.useFakeTimers();
  const { container } = renderAt(<HomePage />);
  const hero = screen.getByRole('region', { name: 'Highlights' });
  expect(hero.getAttribute('aria-roledescription')).toBe('carousel');
  expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe(
    'Handmade with love, stitch by stitch',
  );
  expect(within(hero).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
  expect(within(hero).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contactus');
  const picture = within(hero).getByRole('img');
  expect([picture.getAttribute('fetchpriority'), picture.getAttribute('width')]).toEqual(['high', '1200']);
  expect(picture.getAttribute('srcset')).toMatch(/ 800w, .* 1200w$/);

  const tabs = within(within(hero).getByRole('tablist', { name: 'Choose slide' })).getAllByRole('tab');
  expect(tabs.map((t) => [t.getAttribute('aria-label'), t.getAttribute('aria-selected')])).toEqual([
    ['Slide 1', 'true'],
    ['Slide 2', 'false'],
    ['Slide 3', 'false'],
  ]);
  fireEvent.click(tabs[2]);
  expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('Custom orders welcome');
  expect(tabs[2].getAttribute('aria-selected')).toBe('true');
  act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
  expect(tabs[0].getAttribute('aria-selected')).toBe('true');

  for (const [name, count] of [
    ['New Arrivals', 2],
    ['Featured Products', 1],
  ] as const) {
    const section = screen.getByRole('region', { name });
    expect(within(section).getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(within(section).getAllByTestId('product-card')).toHaveLength(count);
  }
  noChakraClasses(container);
});

it('renders the About, Coming Soon and Not Found pages without Chakra UI', () => {
  for (const [page, heading] of [
    [<AboutPage key="about" />, 'About Us'],
    [<ComingSoonPage key="soon" />, 'Comming Soon'],
    [<NotFoundPage key="missing" />, 'Page not found'],
  ] as const) {
    const { container, unmount } = renderAt(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    noChakraClasses(container);
    unmount();
  }
  renderAt(<NotFoundPage />);
  expect(screen.getByRole('link', { name: 'Go to Shop' }).getAttribute('href')).toBe('/shop');
});

it('renders the contact page without Chakra UI: labelled fields whose errors are tied to them', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const { container } = renderAt(<ContactPage />);
  const form = screen.getByRole('form', { name: 'Contact form' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  await screen.findByText('Name is required');
  for (const [label, message] of [
    ['Name', 'Name is required'],
    ['Email', 'Invalid email address'],
    ['Mobile', 'Mobile is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ]) {
    const field = within(form).getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-errormessage')!);
    expect([label, error?.textContent, error?.getAttribute('aria-live')]).toEqual([label, message, 'polite']);
  }
  expect(within(form).getAllByRole('group')).toHaveLength(5);
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Rabia' } });
  await waitFor(() => expect(within(form).getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false));
  expect(fetchSpy).not.toHaveBeenCalled();

  const card = screen.getByRole('heading', { level: 2, name: 'Get in touch' }).parentElement!;
  expect(within(card).getByRole('link', { name: 'Instagram' }).getAttribute('target')).toBe('_blank');
  noChakraClasses(container);
});
