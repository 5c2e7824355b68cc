/**
 * Issue 32 in the client: payment badges say what a cash-on-delivery order means, status badges
 * and stars keep WCAG AA contrast in the theme, and the shop's price form works as a plain GET
 * form of the URL's own parameters before (and without) its script.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getSystem } from '../../client/src/app/theme';
import { PaymentBadge, StatusBadge } from '../../client/src/components/StatusBadge';
import { PriceRangePlaceholder } from '../../client/src/features/storefront/components/PriceRangeFields';

const system = getSystem();
const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const token = (path: string) => system.token(`colors.${path}`) as string;

describe('badges', () => {
  it('shows an unpaid cash-on-delivery order on its way as money to collect, red as every unpaid badge', () => {
    wrap(
      <>
        <PaymentBadge status="unpaid" paymentMethod="cod" orderStatus="shipped" />
        <PaymentBadge status="unpaid" paymentMethod="cod" orderStatus="delivered" />
        <PaymentBadge status="unpaid" paymentMethod="bank" orderStatus="pending" />
        <PaymentBadge status="paid" paymentMethod="cod" orderStatus="delivered" />
      </>,
    );
    expect(screen.getAllByTestId('payment-badge').map((b) => b.textContent)).toEqual([
      'Collect on delivery',
      'unpaid',
      'unpaid',
      'paid',
    ]);
    // The spec: paid shown green, other red.
    const colours = screen.getAllByTestId('payment-badge').map((b) => getComputedStyle(b).background);
    const red = 'var(--chakra-colors-status-unpaid)';
    expect(colours).toEqual([red, red, red, 'var(--chakra-colors-status-paid)']);
    expect(token('status.unpaid')).toBe(token('status.cancelled'));
  });

  it('keeps white text on every status and payment colour, and the stars on white and cream, at 4.5:1 or more', () => {
    for (const s of ['pending', 'shipped', 'delivered', 'cancelled', 'paid', 'unpaid'])
      expect([s, contrast('#ffffff', token(`status.${s}`)) >= 4.5]).toEqual([s, true]);
    for (const star of ['star.filled', 'star.empty'])
      for (const bg of ['#ffffff', token('cream.50'), token('cream.100')])
        expect([star, bg, contrast(token(star), bg) >= 4.5]).toEqual([star, bg, true]);
    wrap(<StatusBadge status="returned" />);
    expect(screen.getByTestId('status-badge').textContent).toBe('returned');
  });
});

describe('the price form before its script', () => {
  it("is a GET form of /shop with the URL's own fields, keeping the listing's other parameters", () => {
    const params = new URLSearchParams('category=3,5&sort=price_asc&min_price=100&page=2');
    const { container } = render(
      <PriceRangePlaceholder scope="side" range={{ min: 100, max: null }} params={params} />,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/shop');
    const fields = [...form.querySelectorAll('input')].map((i) => [i.name, i.type, i.value, i.disabled]);
    expect(fields).toEqual([
      ['category', 'hidden', '3,5', false],
      ['sort', 'hidden', 'price_asc', false],
      ['min_price', 'text', '100', false],
      ['max_price', 'text', '', false],
    ]);
    // Clear is a link to the same listing without the range (and on its first page).
    expect(screen.getByRole('link', { name: 'Clear' }).getAttribute('href')).toBe(
      '/shop?category=3%2C5&sort=price_asc',
    );
  });
});
