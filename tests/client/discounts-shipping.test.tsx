/**
 * Issue 33 in the browser's components: the discount and shipping forms on the shared schemas,
 * the checkout's code field and totals, and the drawer's free-shipping note from the server's quote.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { discountInput, shippingRateInput, shippingSettingsInput } from '@inputs/promotions';
import { Providers } from '../../client/src/app/providers';
import { CartDrawer } from '../../client/src/features/cart/components/CartDrawer';
import { CheckoutTotals } from '../../client/src/features/checkout/components/CheckoutTotals';
import { DiscountCodeField } from '../../client/src/features/checkout/components/DiscountCodeField';
import { useCartQuote } from '../../client/src/lib/cart-quote';
import { cartDrawerOpenVar, cartInput, setCart, type CartLine } from '../../client/src/stores/cart';
import { messages } from './support/schemas';

const line: CartLine = {
  id: '5|',
  product_id: 5,
  title: 'Cotton Coaster Set (6)',
  price: 900,
  qty: 2,
  image_url: null,
  stock: 10,
  selectedAttributes: [],
  attributeKey: '',
};

describe('the back office forms', () => {
  it('check a discount code with the server’s rules and messages', () => {
    expect(messages(discountInput, { code: 'a b', kind: 'percent', value: '150' })).toEqual({
      code: 'The code must be 3 to 30 letters, digits, - or _.',
      value: 'A percentage must be a whole number from 1 to 100.',
    });
    expect(messages(discountInput, { code: 'EID', kind: 'fixed', value: '10.555' })).toEqual({
      value: 'A fixed amount must be from Rs 0.01 to Rs 10,000,000, with at most two decimals.',
    });
    expect(
      messages(discountInput, {
        code: 'EID',
        kind: 'fixed',
        value: '250',
        startsAt: '2026-12-02T10:00',
        endsAt: '2026-12-01T10:00',
        maxUses: '0',
      }),
    ).toEqual({
      maxUses: 'Uses must be a whole number from 1 to 1,000,000, or empty for no limit.',
      endsAt: 'The end must be after the start.',
    });
    const ok = discountInput.safeParse({ code: ' eid-25 ', kind: 'percent', value: '25', maxUses: '' });
    expect(ok.success && ok.data).toMatchObject({ code: 'EID-25', value: 25, maxUses: null });
  });

  it('check the shipping settings and rates', () => {
    expect(messages(shippingSettingsInput, { defaultRate: '', freeShippingThreshold: '0' })).toEqual({
      defaultRate: 'The rate is required.',
      freeShippingThreshold:
        'The free-shipping threshold must be from Rs 0.01 to Rs 10,000,000 with at most two decimals, or empty for none.',
    });
    expect(messages(shippingRateInput, { province: '', city: '', rate: '-5' })).toEqual({
      province: 'Province is required',
      rate: 'The rate must be from Rs 0 to Rs 10,000,000, with at most two decimals.',
    });
  });
});

describe('the checkout', () => {
  it('applies a code as typed, upper case, by the button or Enter, and refuses one too long to be a code', () => {
    const onApply = jest.fn();
    render(
      <Providers>
        <DiscountCodeField applied={null} onApply={onApply} error="This discount code has expired." />
      </Providers>,
    );
    expect(screen.getByText('This discount code has expired.')).toBeTruthy();
    const field = screen.getByLabelText('Discount code');
    fireEvent.change(field, { target: { value: ' spring10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('SPRING10');
    fireEvent.change(field, { target: { value: 'eid' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onApply).toHaveBeenLastCalledWith('EID');
    fireEvent.change(field, { target: { value: 'x'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('This discount code is not valid.')).toBeTruthy();
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows the Discount row with its code, shipping once a city is chosen, and the free-shipping distance', () => {
    const { rerender } = render(
      <Providers>
        <CheckoutTotals
          quote={{ subTotal: 1800, discount: 0, grandTotal: 1800, freeShippingRemaining: null }}
        />
      </Providers>,
    );
    expect(screen.queryByText(/^Discount/)).toBeNull();
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Choose your city');
    rerender(
      <Providers>
        <CheckoutTotals
          quote={{
            subTotal: 1800,
            discount: 180,
            discountCode: 'E2E-TEN',
            shipping: 450,
            grandTotal: 2070,
            freeShippingRemaining: 3380,
          }}
        />
      </Providers>,
    );
    expect(screen.getByText('Discount (E2E-TEN)')).toBeTruthy();
    expect(screen.getByTestId('checkout-discount').textContent).toBe('-Rs 180');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Rs 450');
    expect(screen.getByTestId('checkout-grand-total').textContent).toBe('Rs 2,070');
    expect(screen.getByText('Add Rs 3,380 more for free shipping')).toBeTruthy();
  });
});

describe('the cart drawer', () => {
  it('says how much more buys free shipping, as the server’s quote for this cart says', async () => {
    const asked: unknown[] = [];
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink((operation) => {
        asked.push(operation.variables);
        return of({
          data: {
            checkoutQuote: {
              __typename: 'CheckoutQuotePayload',
              quote: {
                __typename: 'CheckoutQuote',
                subTotal: 1800,
                discount: 0,
                discountCode: null,
                shipping: null,
                grandTotal: 1800,
                freeShippingRemaining: 3200,
              },
              errors: [],
            },
          },
        });
      }),
    });
    act(() => {
      setCart([line]);
      cartDrawerOpenVar(true);
    });
    const { unmount } = render(
      <Providers client={client}>
        <MemoryRouter>
          <CartDrawer />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('Add Rs 3,200 more for free shipping')).toBeTruthy());
    expect(asked).toEqual([
      { input: { cart: cartInput([line]), province: null, city: null, discountCode: null } },
    ]);
    unmount();
    cartDrawerOpenVar(false);
    setCart([]);
  });
});

describe('a blocked code', () => {
  it('reads the server’s TOO_MANY_REQUESTS for the code field, only while a code is tried', async () => {
    const blocked = 'Too many wrong discount codes. Please try again in 7 minutes.';
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(() =>
        of({ errors: [{ message: blocked, extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
      ),
    });
    function CodeState({ code }: { code: string | null }) {
      const quoted = useCartQuote(cartInput([line]), { discountCode: code });
      return <p data-testid="code-state">{quoted.codeBlocked ?? 'open'}</p>;
    }
    const { rerender, unmount } = render(
      <Providers client={client}>
        <CodeState code="GUESS1" />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('code-state').textContent).toBe(blocked));
    rerender(
      <Providers client={client}>
        <CodeState code={null} />
      </Providers>,
    );
    expect(screen.getByTestId('code-state').textContent).toBe('open');
    unmount();
  });
});
