import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '../../client/src/app/theme';
import { ProductPurchase } from '../../client/src/features/storefront/components/ProductPurchase';
import { cartDrawerOpenVar, cartVar, setCart } from '../../client/src/stores/cart';
import { cats } from './support/cat-family';

function renderPurchase(product = cats) {
  render(
    <ChakraProvider value={getSystem()}>
      <ProductPurchase product={product} />
    </ChakraProvider>,
  );
}
const radio = (group: string, name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('choosing and adding a variant (product page and add-to-cart dialog)', () => {
  beforeEach(() => {
    localStorage.clear();
    setCart([]);
    cartDrawerOpenVar(false);
  });

  it('shows a picker per dimension, a sold-out combination disabled and marked, and the price and stock of the chosen variant', () => {
    renderPurchase();
    expect(screen.getByTestId('purchase-price').textContent).toBe('Rs 3,100 – Rs 3,400');
    const medium = radio('Size', /Medium/);
    expect(medium.getAttribute('aria-disabled')).toBe('true');
    expect(medium.textContent).toContain('Sold out');
    fireEvent.click(medium);
    expect(screen.getByRole('alert').textContent).toBe('This variant is out of stock.');
    expect(medium.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(radio('Size', /Small/));
    // Pink does not exist in Small: hidden.
    expect(
      within(screen.getByRole('radiogroup', { name: 'Colour' })).queryByRole('radio', { name: /Pink/ }),
    ).toBeNull();
    fireEvent.click(radio('Colour', /Cream/));
    expect(screen.getByTestId('purchase-price').textContent).toBe('Rs 3,100');
    expect(screen.getByTestId('purchase-stock').textContent).toBe('3 in stock');
  });

  it("asks for one value per attribute, refuses more than the variant's stock, adds with variant_id and resets the quantity", () => {
    renderPurchase();
    expect(screen.getByTestId('qty').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select one value for each attribute.');
    fireEvent.click(radio('Size', /Small/));
    fireEvent.click(radio('Colour', /Cream/));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Required Quantity not available for this product variant.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(cartVar()).toEqual([
      expect.objectContaining({
        product_id: 30,
        variant_id: 71,
        price: 3100,
        qty: 3,
        stock: 3,
        attributeKey: 'CRM-S',
      }),
    ]);
    expect(JSON.parse(localStorage.getItem('cart')!)[0].variant_id).toBe(71);
    expect(screen.getByTestId('qty').textContent).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cartDrawerOpenVar()).toBe(true);
  });

  it('shows Sold Out, disabled, when the server says it cannot be bought', () => {
    renderPurchase({ ...cats, purchasable: false });
    const button = screen.getByRole('button', { name: 'Sold Out' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
